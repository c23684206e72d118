import { useContext, useState, type ReactNode } from 'react';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { ActionIcon } from './ActionIcon.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { RowNameContext } from './RowActions.tsx';

/** The part of a delete (or follow-up) payload the kit reads. */
export interface DeleteAnswer {
  readonly __typename: string;
  readonly message?: string;
  readonly bookingNumbers?: readonly string[] | null;
  /** A refused booking's status (`NotDeletableError`). */
  readonly status?: string | null;
}

/** What the button says when the server refuses (an `InUseError`, a `NotDeletableError`) and what it offers instead. */
export interface DeleteRefusal {
  /** The payload type that means "refused, here is why". */
  typename: string;
  title: string;
  /** Shown when the refusal carries no message. */
  fallback: string;
  /** Label before the booking numbers the refusal names ("Bookingar"). */
  bookingsLabel?: string;
  hint?: ReactNode;
  /** Whether this refusal offers the alternative and its hint (always, when not given). */
  offers?: (answer: DeleteAnswer) => boolean;
  /** The one-click alternative ("Arkiver", "Avbryt bookinga"); without it the dialog only closes. */
  action?: {
    label: string;
    busy: boolean;
    run: () => Promise<DeleteAnswer>;
    /** The payload type of a successful `run`. */
    success: string;
    done: string;
  };
  /** Label of "no" beside the action, or of the one button that closes the dialog when none is offered ("OK"). */
  closeLabel?: string;
}

type Phase = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'refused'; message: string; bookingNumbers: readonly string[]; offered: boolean };

/**
 * "Slett" for one thing: asks first (`title`, "Dette kan ikkje angrast."); declining does nothing. `remove` commits
 * the delete (its `@deleteEdge` takes the row out of the lists); on `success` a toast says `done` and `onDeleted`
 * runs. A refusal the server explains (`refusal.typename`) opens a second dialog with its message, the bookings it
 * names and the alternative the screen offers; an ended session asks to log in again; any other error is a toast.
 */
export function DeleteButton({
  title,
  confirmText = 'Dette kan ikkje angrast.',
  busy,
  remove,
  success,
  done,
  failed,
  refusal,
  onDeleted,
  keepLabel = 'Avbryt',
}: {
  title: string;
  confirmText?: ReactNode;
  /** The question's "no" ("Avbryt"; for a booking, where "Avbryt" would read as cancelling it, "Nei, behald bookingen"). */
  keepLabel?: string;
  busy: boolean;
  remove: () => Promise<DeleteAnswer>;
  success: string;
  done: string;
  failed: string;
  refusal: DeleteRefusal;
  onDeleted?: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // In a list row, the row's name joins the button's accessible name ("Slett Flesland lufthamn"), as the row's other
  // actions do; in a form's bar the page names the thing and the button is plain "Slett".
  const rowName = useContext(RowNameContext);
  const close = () => setPhase({ kind: 'idle' });
  const fail = (message?: string) => {
    close();
    toast(message || failed, { type: 'error' });
  };
  /** A delete or its alternative that did not get an answer: an ended session asks to log in again (the layout's popup). */
  const broke = (error: unknown) => {
    if (promptRelogin(error)) close();
    else fail();
  };

  const confirm = () =>
    remove().then((r) => {
      if (r.__typename === success) {
        close();
        toast(done, { type: 'success' });
        onDeleted?.();
      } else if (r.__typename === refusal.typename) {
        setPhase({ kind: 'refused', message: r.message ?? refusal.fallback, bookingNumbers: r.bookingNumbers ?? [], offered: refusal.offers?.(r) ?? true });
      } else fail(r.message);
    }, broke);

  const action = phase.kind === 'refused' && phase.offered ? refusal.action : undefined;
  const runAction = () =>
    action!.run().then((r) => {
      close();
      if (r.__typename === action!.success) toast(action!.done, { type: 'success' });
      else toast(r.message || failed, { type: 'error' });
    }, broke);

  return (
    <>
      {/* An icon and the word, as RowActions: the icon shows in a list row only (kit.css), the form's bar reads "Slett". */}
      <button type="button" className="button small kit-action" title="Slett" aria-label={rowName ? `Slett ${rowName}` : undefined} onClick={() => setPhase({ kind: 'confirm' })}>
        <ActionIcon name="delete" />
        <span className="kit-action-label">Slett</span>
      </button>
      {phase.kind === 'confirm' && (
        <ConfirmDialog title={title} confirmLabel="Slett" cancelLabel={keepLabel} danger busy={busy} onConfirm={confirm} onCancel={close}>
          <p>{confirmText}</p>
        </ConfirmDialog>
      )}
      {phase.kind === 'refused' && (
        <ConfirmDialog
          title={refusal.title}
          confirmLabel={action ? action.label : (refusal.closeLabel ?? 'OK')}
          cancelLabel={action ? refusal.closeLabel : null}
          busy={action?.busy}
          onConfirm={action ? runAction : close}
          onCancel={close}
        >
          <p>{phase.message}</p>
          {phase.bookingNumbers.length > 0 && (
            <p className="kit-in-use">
              {refusal.bookingsLabel ?? 'Bookingar'}: <strong>{phase.bookingNumbers.join(', ')}</strong>
            </p>
          )}
          {phase.offered && refusal.hint && <p>{refusal.hint}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}

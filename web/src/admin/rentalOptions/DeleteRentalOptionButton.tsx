import { RENTAL_OPTION_MESSAGES } from '@domain/rentalOption.ts';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { DeleteRentalOptionButtonArchiveMutation } from '../../__generated__/DeleteRentalOptionButtonArchiveMutation.graphql';
import type { DeleteRentalOptionButtonMutation } from '../../__generated__/DeleteRentalOptionButtonMutation.graphql';
import { toast } from '../../components/toast.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';

/** Spec 3 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikkje angrast.',
  done: (name: string) => `«${name}» er sletta.`,
  failed: RENTAL_OPTION_MESSAGES.deleteFailed,
  inUse: 'Leieproduktet er i bruk av komande bestillingar og kan ikkje slettast. Arkiver det i staden, så blir det ikkje tilbode meir.',
} as const;

type Phase = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'inUse'; message: string; bookingNumbers: readonly string[] };

/**
 * "Slett" for one rental product: asks first ("Dette kan ikkje angrast."); declining does nothing. On success the
 * row leaves every list holding `connections` and a toast names it. One that coming bookings use is not deleted:
 * the answer names the bookings and offers "Arkiver" (status archived) instead.
 */
export function DeleteRentalOptionButton({
  id,
  name,
  updatedAt,
  connections,
  onDeleted,
}: {
  id: string;
  name: string;
  updatedAt: string;
  connections: readonly string[];
  onDeleted?: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [remove, removing] = useMutation<DeleteRentalOptionButtonMutation>(graphql`
    mutation DeleteRentalOptionButtonMutation($input: DeleteRentalOptionInput!, $connections: [ID!]!) {
      deleteRentalOption(input: $input) {
        __typename
        ... on DeleteRentalOptionSuccess {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on InUseError {
          message
          bookingNumbers
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [archive, archiving] = useMutation<DeleteRentalOptionButtonArchiveMutation>(graphql`
    mutation DeleteRentalOptionButtonArchiveMutation($input: UpdateRentalOptionInput!) {
      updateRentalOption(input: $input) {
        __typename
        ... on UpdateRentalOptionSuccess {
          rentalOption {
            id
            status
            updatedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const confirm = () =>
    remove({
      variables: { input: { id }, connections: [...connections] },
      onCompleted: ({ deleteRentalOption: r }) => {
        if (r.__typename === 'DeleteRentalOptionSuccess') {
          setPhase({ kind: 'idle' });
          toast(DELETE_TEXTS.done(name), { type: 'success' });
          onDeleted?.();
        } else if (r.__typename === 'InUseError') {
          setPhase({ kind: 'inUse', message: r.message ?? DELETE_TEXTS.inUse, bookingNumbers: r.bookingNumbers ?? [] });
        } else {
          setPhase({ kind: 'idle' });
          toast((r.__typename !== '%other' && r.message) || DELETE_TEXTS.failed, { type: 'error' });
        }
      },
      onError: () => {
        setPhase({ kind: 'idle' });
        toast(DELETE_TEXTS.failed, { type: 'error' });
      },
    });

  const doArchive = () =>
    archive({
      variables: { input: { id, updatedAt, status: 'archived' } },
      onCompleted: ({ updateRentalOption: r }) => {
        setPhase({ kind: 'idle' });
        if (r.__typename === 'UpdateRentalOptionSuccess') toast(`«${name}» er arkivert.`, { type: 'success' });
        else toast((r.__typename !== '%other' && r.message) || DELETE_TEXTS.failed, { type: 'error' });
      },
      onError: () => {
        setPhase({ kind: 'idle' });
        toast(DELETE_TEXTS.failed, { type: 'error' });
      },
    });

  return (
    <>
      <button type="button" className="button small" onClick={() => setPhase({ kind: 'confirm' })}>
        Slett
      </button>
      {phase.kind === 'confirm' && (
        <ConfirmDialog title={`Er du sikker på at du vil slette «${name}»?`} confirmLabel="Slett" danger busy={removing} onConfirm={confirm} onCancel={() => setPhase({ kind: 'idle' })}>
          <p>{DELETE_TEXTS.confirm}</p>
        </ConfirmDialog>
      )}
      {phase.kind === 'inUse' && (
        <ConfirmDialog title={DELETE_TEXTS.failed} confirmLabel="Arkiver" busy={archiving} onConfirm={doArchive} onCancel={() => setPhase({ kind: 'idle' })}>
          <p>{phase.message}</p>
          {phase.bookingNumbers.length > 0 && (
            <p className="kit-in-use">
              Bestillingar: <strong>{phase.bookingNumbers.join(', ')}</strong>
            </p>
          )}
          <p>Arkiver leieproduktet i staden?</p>
        </ConfirmDialog>
      )}
    </>
  );
}

import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { DeleteProductButtonMutation } from '../../__generated__/DeleteProductButtonMutation.graphql';
import type { DeleteProductButtonNotRentableMutation } from '../../__generated__/DeleteProductButtonNotRentableMutation.graphql';
import { toast } from '../../components/toast.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';

/** Spec 3 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikkje angrast.',
  done: 'Produkt sletta',
  failedTitle: 'Kunne ikkje slette produktet',
  failed: 'Det oppstod ein feil under sletting av produktet.',
  inUseHint: 'Set produktet til «ikkje til utleige» i staden, så blir det ikkje tildelt nye bookingar.',
} as const;

type Phase = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'inUse'; message: string; bookingNumbers: readonly string[] };

/**
 * "Slett" for one product: asks first ("Dette kan ikkje angrast."); declining does nothing. On success the row leaves
 * every list holding `connections` and a toast names it. A vehicle with coming or running bookings is not deleted:
 * the answer names the bookings and offers to set it not rentable instead (one click).
 */
export function DeleteProductButton({
  id,
  name,
  connections,
  updatedAt,
  onDeleted,
}: {
  id: string;
  name: string;
  connections: readonly string[];
  /** Given on the form: offers "Set ikkje til utleige" when the delete is refused. */
  updatedAt?: string;
  onDeleted?: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [remove, removing] = useMutation<DeleteProductButtonMutation>(graphql`
    mutation DeleteProductButtonMutation($input: DeleteProductInput!, $connections: [ID!]!) {
      deleteProduct(input: $input) {
        __typename
        ... on DeleteProductSuccess {
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
  const [notRentable, saving] = useMutation<DeleteProductButtonNotRentableMutation>(graphql`
    mutation DeleteProductButtonNotRentableMutation($input: UpdateProductInput!) {
      updateProduct(input: $input) {
        __typename
        ... on UpdateProductSuccess {
          product {
            id
            status
            isRentable
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
      onCompleted: ({ deleteProduct: r }) => {
        if (r.__typename === 'DeleteProductSuccess') {
          setPhase({ kind: 'idle' });
          toast(`${DELETE_TEXTS.done}: «${name}»`, { type: 'success' });
          onDeleted?.();
        } else if (r.__typename === 'InUseError') {
          setPhase({ kind: 'inUse', message: r.message ?? DELETE_TEXTS.failed, bookingNumbers: r.bookingNumbers ?? [] });
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

  const setNotRentable = () =>
    notRentable({
      variables: { input: { id, updatedAt: updatedAt!, isRentable: false } },
      onCompleted: ({ updateProduct: r }) => {
        setPhase({ kind: 'idle' });
        if (r.__typename === 'UpdateProductSuccess') toast(`«${name}» er ikkje lenger til utleige.`, { type: 'success' });
        else toast((r.__typename !== '%other' && r.message) || DELETE_TEXTS.failed, { type: 'error' });
      },
      onError: () => {
        setPhase({ kind: 'idle' });
        toast(DELETE_TEXTS.failed, { type: 'error' });
      },
    });

  const close = () => setPhase({ kind: 'idle' });
  return (
    <>
      <button type="button" className="button small" onClick={() => setPhase({ kind: 'confirm' })}>
        Slett
      </button>
      {phase.kind === 'confirm' && (
        <ConfirmDialog title={`Er du sikker på at du vil slette «${name}»?`} confirmLabel="Slett" danger busy={removing} onConfirm={confirm} onCancel={close}>
          <p>{DELETE_TEXTS.confirm}</p>
        </ConfirmDialog>
      )}
      {phase.kind === 'inUse' && (
        <ConfirmDialog
          title={DELETE_TEXTS.failedTitle}
          confirmLabel={updatedAt ? 'Set ikkje til utleige' : 'OK'}
          cancelLabel="Lukk"
          busy={saving}
          onConfirm={updatedAt ? setNotRentable : close}
          onCancel={close}
        >
          <p>{phase.message}</p>
          {phase.bookingNumbers.length > 0 && (
            <p className="kit-in-use-bookings">
              Bookingar: <strong>{phase.bookingNumbers.join(', ')}</strong>
            </p>
          )}
          <p>{DELETE_TEXTS.inUseHint}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

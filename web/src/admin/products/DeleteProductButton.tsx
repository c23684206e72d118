import { graphql, useMutation } from 'react-relay';
import type { DeleteProductButtonMutation } from '../../__generated__/DeleteProductButtonMutation.graphql';
import type { DeleteProductButtonNotRentableMutation } from '../../__generated__/DeleteProductButtonNotRentableMutation.graphql';
import { DeleteButton } from '../kit/DeleteButton.tsx';
import { commitAsync, commitDelete } from '../kit/useSaveMutation.ts';

/** Spec 3 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikke angres.',
  done: 'Produkt sletta',
  failedTitle: 'Kunne ikkje slette produktet',
  failed: 'Det oppstod ein feil under sletting av produktet.',
  inUseHint: 'Set produktet til «ikkje til utleige» i staden, så blir det ikkje tildelt nye bookingar.',
} as const;

/**
 * "Slett" for one product: asks first ("Dette kan ikke angres."); declining does nothing. On success the row leaves
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

  return (
    <DeleteButton
      title={`Er du sikker på at du vil slette «${name}»?`}
      confirmText={DELETE_TEXTS.confirm}
      busy={removing}
      remove={() => commitDelete<DeleteProductButtonMutation>(remove, 'deleteProduct', { input: { id }, connections: [...connections] }).then((r) => r.deleteProduct)}
      success="DeleteProductSuccess"
      done={`${DELETE_TEXTS.done}: «${name}»`}
      failed={DELETE_TEXTS.failed}
      refusal={{
        typename: 'InUseError',
        title: DELETE_TEXTS.failedTitle,
        fallback: DELETE_TEXTS.failed,
        bookingsLabel: 'Bookingar',
        hint: DELETE_TEXTS.inUseHint,
        closeLabel: 'Lukk',
        action: updatedAt
          ? {
              label: 'Set ikkje til utleige',
              busy: saving,
              // The dialog has just named the bookings that hold the vehicle: taking it out is the staff member's choice.
              run: () => commitAsync<DeleteProductButtonNotRentableMutation>(notRentable, { input: { id, updatedAt, isRentable: false, acceptShortage: true } }).then((r) => r.updateProduct),
              success: 'UpdateProductSuccess',
              done: `«${name}» er ikkje lenger til utleige.`,
            }
          : undefined,
      }}
      onDeleted={onDeleted}
    />
  );
}

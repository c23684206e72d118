import { RENTAL_OPTION_MESSAGES } from '@domain/rentalOption.ts';
import { graphql, useMutation } from 'react-relay';
import type { DeleteRentalOptionButtonArchiveMutation } from '../../__generated__/DeleteRentalOptionButtonArchiveMutation.graphql';
import type { DeleteRentalOptionButtonMutation } from '../../__generated__/DeleteRentalOptionButtonMutation.graphql';
import { DeleteButton } from '../kit/DeleteButton.tsx';
import { commitAsync, commitDelete } from '../kit/useSaveMutation.ts';

/** Spec 3 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikke angres.',
  done: (name: string) => `«${name}» er sletta.`,
  failed: RENTAL_OPTION_MESSAGES.deleteFailed,
  inUse: 'Leieproduktet er i bruk av komande bestillingar og kan ikkje slettast. Arkiver det i staden, så blir det ikkje tilbode meir.',
} as const;

/**
 * "Slett" for one rental product: asks first ("Dette kan ikke angres."); declining does nothing. On success the
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

  return (
    <DeleteButton
      title={`Er du sikker på at du vil slette «${name}»?`}
      confirmText={DELETE_TEXTS.confirm}
      busy={removing}
      remove={() => commitDelete<DeleteRentalOptionButtonMutation>(remove, 'deleteRentalOption', { input: { id }, connections: [...connections] }).then((r) => r.deleteRentalOption)}
      success="DeleteRentalOptionSuccess"
      done={DELETE_TEXTS.done(name)}
      failed={DELETE_TEXTS.failed}
      refusal={{
        typename: 'InUseError',
        title: DELETE_TEXTS.failed,
        fallback: DELETE_TEXTS.inUse,
        bookingsLabel: 'Bestillingar',
        hint: 'Arkiver leieproduktet i staden?',
        action: {
          label: 'Arkiver',
          busy: archiving,
          run: () => commitAsync<DeleteRentalOptionButtonArchiveMutation>(archive, { input: { id, updatedAt, status: 'archived' } }).then((r) => r.updateRentalOption),
          success: 'UpdateRentalOptionSuccess',
          done: `«${name}» er arkivert.`,
        },
      }}
      onDeleted={onDeleted}
    />
  );
}

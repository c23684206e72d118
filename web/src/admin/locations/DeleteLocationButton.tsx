import { graphql, useMutation } from 'react-relay';
import type { DeleteLocationButtonArchiveMutation } from '../../__generated__/DeleteLocationButtonArchiveMutation.graphql';
import type { DeleteLocationButtonMutation } from '../../__generated__/DeleteLocationButtonMutation.graphql';
import { DeleteButton } from '../kit/DeleteButton.tsx';
import { commitAsync, commitDelete } from '../kit/useSaveMutation.ts';

/** Spec 2 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikkje angrast.',
  done: 'Lokasjonen er slettet.',
  failedTitle: 'Kunne ikkje slette lokasjonen',
  failed: 'Det oppstod ein feil under sletting av lokasjonen.',
} as const;

/**
 * "Slett" for one location: asks first, naming it ("Dette kan ikkje angrast."); declining does nothing. On success
 * the row leaves every list holding `connections` (@deleteEdge) and a toast confirms. A location still in use is not
 * deleted: the answer says what holds it and offers "Arkiver" (one click, status archived).
 */
export function DeleteLocationButton({
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
  const [remove, removing] = useMutation<DeleteLocationButtonMutation>(graphql`
    mutation DeleteLocationButtonMutation($input: DeleteLocationInput!, $connections: [ID!]!) {
      deleteLocation(input: $input) {
        __typename
        ... on DeleteLocationSuccess {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on InUseError {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [archive, archiving] = useMutation<DeleteLocationButtonArchiveMutation>(graphql`
    mutation DeleteLocationButtonArchiveMutation($input: UpdateLocationInput!) {
      updateLocation(input: $input) {
        __typename
        ... on UpdateLocationSuccess {
          location {
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
      title={`Slette «${name}»?`}
      confirmText={DELETE_TEXTS.confirm}
      busy={removing}
      remove={() => commitDelete<DeleteLocationButtonMutation>(remove, 'deleteLocation', { input: { id }, connections: [...connections] }).then((r) => r.deleteLocation)}
      success="DeleteLocationSuccess"
      done={DELETE_TEXTS.done}
      failed={DELETE_TEXTS.failed}
      refusal={{
        typename: 'InUseError',
        title: DELETE_TEXTS.failedTitle,
        fallback: DELETE_TEXTS.failed,
        action: {
          label: 'Arkiver',
          busy: archiving,
          run: () => commitAsync<DeleteLocationButtonArchiveMutation>(archive, { input: { id, updatedAt, status: 'archived' } }).then((r) => r.updateLocation),
          success: 'UpdateLocationSuccess',
          done: `«${name}» er arkivert.`,
        },
      }}
      onDeleted={onDeleted}
    />
  );
}

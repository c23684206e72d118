import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { DeleteLocationButtonArchiveMutation } from '../../__generated__/DeleteLocationButtonArchiveMutation.graphql';
import type { DeleteLocationButtonMutation } from '../../__generated__/DeleteLocationButtonMutation.graphql';
import { toast } from '../../components/toast.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';

/** Spec 2 section 8: what the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikkje angrast.',
  done: 'Lokasjonen er slettet.',
  failedTitle: 'Kunne ikkje slette lokasjonen',
  failed: 'Det oppstod ein feil under sletting av lokasjonen.',
} as const;

type Phase = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'inUse'; message: string };

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
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
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

  const confirm = () =>
    remove({
      variables: { input: { id }, connections: [...connections] },
      onCompleted: ({ deleteLocation: r }) => {
        if (r.__typename === 'DeleteLocationSuccess') {
          setPhase({ kind: 'idle' });
          toast(DELETE_TEXTS.done, { type: 'success' });
          onDeleted?.();
        } else if (r.__typename === 'InUseError') {
          setPhase({ kind: 'inUse', message: r.message ?? DELETE_TEXTS.failed });
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
      onCompleted: ({ updateLocation: r }) => {
        setPhase({ kind: 'idle' });
        if (r.__typename === 'UpdateLocationSuccess') toast(`«${name}» er arkivert.`, { type: 'success' });
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
        <ConfirmDialog title={`Slette «${name}»?`} confirmLabel="Slett" danger busy={removing} onConfirm={confirm} onCancel={() => setPhase({ kind: 'idle' })}>
          <p>{DELETE_TEXTS.confirm}</p>
        </ConfirmDialog>
      )}
      {phase.kind === 'inUse' && (
        <ConfirmDialog title={DELETE_TEXTS.failedTitle} confirmLabel="Arkiver" busy={archiving} onConfirm={doArchive} onCancel={() => setPhase({ kind: 'idle' })}>
          <p>{phase.message}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

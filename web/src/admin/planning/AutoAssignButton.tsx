import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AutoAssignButtonApplyMutation } from '../../__generated__/AutoAssignButtonApplyMutation.graphql';
import type { AutoAssignButtonProposeMutation, AutoAssignButtonProposeMutation$data } from '../../__generated__/AutoAssignButtonProposeMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { blockKey } from './planningLayout.ts';

type Answer = NonNullable<AutoAssignButtonProposeMutation$data['proposeAutoAssignment']>;
type Proposal = { proposal: NonNullable<Answer['proposal']>; unplaced: NonNullable<Answer['unplaced']> };

const FAILED = 'Kunne ikkje fordele bilane. Prøv igjen.';

/**
 * "Fordel automatisk": asks the server for a vehicle for every unassigned booking of the week (nothing is written),
 * shows the proposal and what cannot be placed with the reason, and applies it in one go on confirmation.
 */
export function AutoAssignButton({
  accountId,
  from,
  onUnplaced,
  onApplied,
  describe,
}: {
  accountId: string;
  from: string;
  /** Who and when, for a block of the week (blockKey): a number alone tells the dispatcher little. */
  describe: (key: string) => string | null;
  onUnplaced: (reasons: ReadonlyMap<string, string>) => void;
  onApplied: () => Promise<unknown>;
}) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [propose, proposing] = useMutation<AutoAssignButtonProposeMutation>(graphql`
    mutation AutoAssignButtonProposeMutation($input: ProposeAutoAssignmentInput!) {
      proposeAutoAssignment(input: $input) {
        __typename
        ... on ProposeAutoAssignmentSuccess {
          proposal {
            bookingId
            linePosition
            bookingNumber
            productId
            productName
            licensePlate
          }
          unplaced {
            bookingId
            linePosition
            bookingNumber
            reason
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [apply, applying] = useMutation<AutoAssignButtonApplyMutation>(graphql`
    mutation AutoAssignButtonApplyMutation($input: ApplyAutoAssignmentInput!) {
      applyAutoAssignment(input: $input) {
        __typename
        ... on ApplyAutoAssignmentSuccess {
          assigned
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const start = () => {
    if (proposing) return;
    propose({
      variables: { input: { accountId, from } },
      onCompleted: ({ proposeAutoAssignment: r }) => {
        if (r?.__typename === 'ProposeAutoAssignmentSuccess') {
          const found = { proposal: r.proposal ?? [], unplaced: r.unplaced ?? [] };
          setProposal(found);
          onUnplaced(new Map(found.unplaced.map((u) => [blockKey(u), u.reason])));
        } else toast(r?.message || FAILED, { type: 'error' });
      },
      // An ended session asks to log in again (the layout's popup) instead of "Prøv igjen".
      onError: (error) => void (promptRelogin(error) ?? toast(FAILED, { type: 'error' })),
    });
  };

  const confirm = () => {
    if (!proposal || proposal.proposal.length === 0) return setProposal(null);
    apply({
      variables: { input: { accountId, from, assignments: proposal.proposal.map((p) => ({ bookingId: p.bookingId, linePosition: p.linePosition, productId: p.productId })) } },
      onCompleted: ({ applyAutoAssignment: r }) => {
        setProposal(null);
        if (r?.__typename === 'ApplyAutoAssignmentSuccess') {
          toast(r.assigned === 1 ? '1 booking har fått bil.' : `${r.assigned ?? 0} bookingar har fått bil.`, { type: 'success' });
          void onApplied();
        } else {
          toast(r?.message || FAILED, { type: 'error' });
          void onApplied();
        }
      },
      onError: (error) => {
        setProposal(null);
        if (!promptRelogin(error)) toast(FAILED, { type: 'error' });
      },
    });
  };

  const empty = proposal?.proposal.length === 0;
  return (
    <>
      {/* aria-disabled, not disabled, while asking: the dialog gives the focus back to the button it was opened from,
          and a disabled button has already dropped it to the page. */}
      <button type="button" className="button" onClick={start} aria-disabled={proposing || undefined}>
        Fordel automatisk
      </button>
      {proposal && (
        <ConfirmDialog
          title="Forslag til fordeling"
          confirmLabel={empty ? 'OK' : 'Fordel'}
          // Nothing to apply: one button, which (as Escape) leaves the "not placed" marks on the board to be seen.
          cancelLabel={empty ? null : 'Avbryt'}
          busy={applying}
          onConfirm={confirm}
          onCancel={() => {
            // A proposal not taken leaves nothing behind on the board, its "not placed" marks included.
            setProposal(null);
            onUnplaced(new Map());
          }}
        >
          {empty ? (
            <p>Ingen bookingar å fordele denne veka.</p>
          ) : (
            <ul className="plan-proposal" aria-label="Forslag">
              {proposal.proposal.map((p) => (
                <li key={blockKey(p)}>
                  Booking <strong>{p.bookingNumber}</strong>
                  {describe(blockKey(p)) ? ` (${describe(blockKey(p))})` : ''} → {p.productName}
                  {p.licensePlate ? ` (${p.licensePlate})` : ''}
                </li>
              ))}
            </ul>
          )}
          {proposal.unplaced.length > 0 && (
            <>
              <h3>Kan ikkje plasserast</h3>
              <ul className="plan-unplaced" aria-label="Kan ikkje plasserast">
                {proposal.unplaced.map((u) => (
                  <li key={blockKey(u)}>
                    Booking <strong>{u.bookingNumber}</strong>
                    {describe(blockKey(u)) ? ` (${describe(blockKey(u))})` : ''}: {u.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

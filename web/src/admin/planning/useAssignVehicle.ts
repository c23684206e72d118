import { graphql, useMutation } from 'react-relay';
import type { useAssignVehicleMutation } from '../../__generated__/useAssignVehicleMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import type { PlanningBlock } from './PlanningPage.tsx';

/** What an assignment came to: done (with the server's warnings) or refused (with its message). */
export type AssignOutcome = { ok: true; warnings: readonly string[]; classChange: string | null } | { ok: false; message: string };

const FAILED = 'Kunne ikkje tildele bilen. Prøv igjen.';
/** The board reloads the week after a refusal, so the server's "Last inn på nytt" is already done. */
const STALE = 'Bookingen er endra av nokon andre sidan kalenderen vart lasta. Kalenderen viser no det som er lagra: prøv igjen om det framleis trengst.';

/** `assignVehicle` for one block: `productId` null takes the vehicle off the booking. */
export function useAssignVehicle(): [(block: PlanningBlock, productId: string | null) => Promise<AssignOutcome>, boolean] {
  const [commit, busy] = useMutation<useAssignVehicleMutation>(graphql`
    mutation useAssignVehicleMutation($input: AssignVehicleInput!) {
      assignVehicle(input: $input) {
        __typename
        ... on AssignVehicleSuccess {
          warnings
          block {
            classChange
          }
        }
        ... on VehicleTakenError {
          conflictingBookingNumber
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const assign = (block: PlanningBlock, productId: string | null) =>
    new Promise<AssignOutcome>((resolve) => {
      commit({
        variables: { input: { bookingId: block.bookingId, linePosition: block.linePosition, productId, updatedAt: block.updatedAt } },
        onCompleted: ({ assignVehicle: r }) => {
          if (!r) return resolve({ ok: false, message: FAILED });
          if (r.__typename === 'AssignVehicleSuccess') return resolve({ ok: true, warnings: r.warnings ?? [], classChange: r.block?.classChange ?? null });
          if (r.__typename === 'ConflictError') return resolve({ ok: false, message: STALE });
          let message = r.message || FAILED;
          // The refusal always names the booking that holds the vehicle, whatever the server's wording.
          if (r.__typename === 'VehicleTakenError' && r.conflictingBookingNumber && !message.includes(r.conflictingBookingNumber)) {
            message = `${message} (booking ${r.conflictingBookingNumber})`;
          }
          resolve({ ok: false, message });
        },
        // An ended session asks to log in again (the layout's popup) instead of "Prøv igjen".
        onError: (error) => resolve({ ok: false, message: promptRelogin(error) ?? FAILED }),
      });
    });
  return [assign, busy];
}

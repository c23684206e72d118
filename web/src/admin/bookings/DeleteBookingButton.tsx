import { graphql, useMutation } from 'react-relay';
import type { DeleteBookingButtonCancelMutation } from '../../__generated__/DeleteBookingButtonCancelMutation.graphql';
import type { DeleteBookingButtonMutation } from '../../__generated__/DeleteBookingButtonMutation.graphql';
import { BOOKING_MESSAGES, mayCancelInsteadOfDeleting } from '@domain/bookingEdit.ts';
import { DeleteButton } from '../kit/DeleteButton.tsx';
import { commitAsync } from '../kit/useSaveMutation.ts';

/** What the delete says. */
export const DELETE_TEXTS = {
  confirm: 'Dette kan ikkje angrast. Historikken blir verande.',
  failed: 'Det oppstod ein feil under sletting av bookingen.',
  refusedTitle: 'Bookingen kan ikkje slettast',
  hint: 'Kunden får beskjed, og køyretøyet og kapasiteten blir ledige med ein gong.',
} as const;

/**
 * "Slett" for one booking (the kit's DeleteButton): asks first; a booking that is neither pending nor cancelled is
 * refused by the server (NotDeletableError), and the answer offers to cancel a confirmed one instead (status
 * cancelled); one picked up, returned or completed stays as it is.
 */
export function DeleteBookingButton({ id, number, updatedAt, onDeleted }: { id: string; number: string; updatedAt: string; onDeleted?: () => void }) {
  const [remove, removing] = useMutation<DeleteBookingButtonMutation>(graphql`
    mutation DeleteBookingButtonMutation($input: DeleteBookingInput!) {
      deleteBooking(input: $input) {
        __typename
        ... on DeleteBookingSuccess {
          deletedId @deleteRecord
        }
        ... on NotDeletableError {
          message
          status
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [cancel, cancelling] = useMutation<DeleteBookingButtonCancelMutation>(graphql`
    mutation DeleteBookingButtonCancelMutation($input: UpdateBookingInput!) {
      updateBooking(input: $input) {
        __typename
        ... on UpdateBookingSuccess {
          booking {
            ...BookingForm_booking
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
      title={`Slette booking ${number}?`}
      confirmText={DELETE_TEXTS.confirm}
      // Beside "Avbryt bookingen" elsewhere on the page, a plain "Avbryt" here could read as cancelling the booking.
      keepLabel="Nei, behald bookingen"
      busy={removing}
      remove={() => commitAsync<DeleteBookingButtonMutation>(remove, { input: { id } }).then((r) => r.deleteBooking)}
      success="DeleteBookingSuccess"
      done={`Booking ${number} er sletta.`}
      failed={DELETE_TEXTS.failed}
      refusal={{
        typename: 'NotDeletableError',
        title: DELETE_TEXTS.refusedTitle,
        fallback: BOOKING_MESSAGES.deleteRule,
        hint: DELETE_TEXTS.hint,
        offers: (answer) => mayCancelInsteadOfDeleting(answer.status ?? ''),
        closeLabel: 'Lukk',
        action: {
          label: 'Avbryt bookingen',
          busy: cancelling,
          run: () => commitAsync<DeleteBookingButtonCancelMutation>(cancel, { input: { id, updatedAt, status: 'cancelled' } }).then((r) => r.updateBooking),
          success: 'UpdateBookingSuccess',
          done: `Booking ${number} er avbroten.`,
        },
      }}
      onDeleted={onDeleted}
    />
  );
}

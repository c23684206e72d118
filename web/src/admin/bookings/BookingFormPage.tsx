import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { BookingFormPageQuery } from '../../__generated__/BookingFormPageQuery.graphql';
import { FormPageNotFound, formPageLoader } from '../kit/formPage.tsx';
import { BOOKING_HISTORY, BookingForm } from './BookingForm.tsx';
import './bookings.css';

const query = graphql`
  query BookingFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      ...BookingForm_account
    }
    booking: node(id: $id) @include(if: $hasId) {
      ... on Booking @include(if: $existing) {
        updatedAt
      }
      ...BookingForm_booking @alias(as: "asBooking")
    }
  }
`;

/** /booking/{id}: the booking, fresh from the server (its `updatedAt` guards the save). */
export const loader = formPageLoader<BookingFormPageQuery>('booking-form', query, 'Booking', 'bookingId');

/** /admin/{slug}/booking/{id}: the booking edit form ("ny" is the phone-order screen's own route). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<BookingFormPageQuery>;
  const data = usePreloadedQuery<BookingFormPageQuery>(query, ref);
  const { slug, bookingId } = useParams();
  const found = data.booking?.asBooking ?? null;
  if (!found || !data.booking?.updatedAt) {
    return <FormPageNotFound title="Fann ikkje bookingen" to={`/admin/${slug}/booking`} back="Tilbake til bookingar" deleted={{ slug: slug ?? '', nodeType: 'Booking', id: bookingId, format: BOOKING_HISTORY }} />;
  }
  // A saved booking comes back with a new updatedAt: the form starts again from what the server stored.
  return <BookingForm key={`${bookingId}:${data.booking.updatedAt}`} account={data.account} booking={found} />;
}

import { bookingNumber } from '@domain/booking.ts';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CustomerBookings_query$key } from '../../__generated__/CustomerBookings_query.graphql';
import type { CustomerBookingsPaginationQuery } from '../../__generated__/CustomerBookingsPaginationQuery.graphql';
import { dateTime, kr } from '../kit/format.ts';
import { useBackState } from '../kit/listBack.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

/** How many bookings a customer's page shows at first, and how many more "Vis fleire" loads. */
export const CUSTOMER_BOOKINGS_PAGE = 20;

/**
 * A customer's (`customerUserId`) or a business customer's (`customerCompanyId`) bookings in the account, newest
 * first, through Relay cursor pagination (the kit's pattern, as the lists' and the history panel's). Spread
 * `...CustomerBookings_query @arguments(slug: $slug, customerUserId: …)` on the page's query; the page calls this for
 * the total (its tab label) and hands the result to `CustomerBookings`.
 */
export function useCustomerBookings(query: CustomerBookings_query$key) {
  const list = usePaginationFragment<CustomerBookingsPaginationQuery, CustomerBookings_query$key>(
    graphql`
      fragment CustomerBookings_query on Query
      @refetchable(queryName: "CustomerBookingsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        slug: { type: "String!" }
        customerUserId: { type: "ID" }
        customerCompanyId: { type: "ID" }
      ) {
        account(slug: $slug) {
          bookings(first: $count, after: $cursor, customerUserId: $customerUserId, customerCompanyId: $customerCompanyId)
            @connection(key: "CustomerBookings_bookings", filters: ["customerUserId", "customerCompanyId"]) {
            totalCount
            edges {
              node {
                id
                databaseId
                status
                pickupAt
                dropoffAt
                totalPrice
                pickupLocation {
                  name
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  return { ...list, bookings: list.data.account.bookings };
}

/**
 * The bookings as a small table, in a box that scrolls on its own on a phone (and takes the keyboard's focus to do so)
 * instead of pushing the page sideways; "Vis fleire" while there are more than shown ("Viser 20 av 57"). `detailed`
 * (a person's page) adds the return and the pick-up place. A booking opened here goes back here.
 */
export function CustomerBookings({ list, base, detailed }: { list: ReturnType<typeof useCustomerBookings>; base: string; detailed: boolean }) {
  const back = useBackState();
  const { hasNext, loadNext, isLoadingNext } = list;
  const bookings = list.bookings.edges.map((e) => e.node);
  if (!bookings.length) return <p>Ingen bookingar.</p>;
  return (
    <div className="customer-bookings">
      <div className="kit-simple-scroll" role="region" aria-label="Bookingar" tabIndex={0}>
        <table className="kit-simple-table">
          <thead>
            <tr>
              <th>Booking</th>
              <th>Status</th>
              <th>Henting</th>
              {detailed && <th>Retur</th>}
              {detailed && <th>Stad</th>}
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b.id}>
                <td>
                  <Link to={`${base}/booking/${b.databaseId}`} state={back}>
                    {bookingNumber(b.databaseId)}
                  </Link>
                </td>
                <td>
                  <StatusBadge kind="booking" status={b.status} />
                </td>
                <td>{dateTime(b.pickupAt)}</td>
                {detailed && <td>{dateTime(b.dropoffAt)}</td>}
                {detailed && <td>{b.pickupLocation.name}</td>}
                <td>{kr(b.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <p className="kit-actions">
          <span className="muted">
            Viser {bookings.length} av {list.bookings.totalCount}
          </span>
          <BusyButton type="button" className="button" busy={isLoadingNext} onClick={() => loadNext(CUSTOMER_BOOKINGS_PAGE)}>
            {isLoadingNext ? 'Hentar …' : 'Vis fleire'}
          </BusyButton>
        </p>
      )}
    </div>
  );
}

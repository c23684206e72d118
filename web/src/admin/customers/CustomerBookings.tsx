import { bookingNumber } from '@domain/booking.ts';
import { Link } from 'react-router-dom';
import { dateTime, kr } from '../kit/format.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';

interface Row {
  readonly id: string;
  readonly databaseId: number;
  readonly status: string;
  readonly pickupAt: string;
  readonly totalPrice: string;
  /** With these two (a person's page) the table also shows the return and the pick-up place. */
  readonly dropoffAt?: string;
  readonly pickupLocation?: { readonly name: string };
}

/**
 * A customer's or a business customer's bookings as a small table, in a box that scrolls on its own on a phone (and
 * takes the keyboard's focus to do so) instead of pushing the page sideways.
 */
export function CustomerBookings({ bookings, base }: { bookings: readonly Row[]; base: string }) {
  if (!bookings.length) return <p>Ingen bookingar.</p>;
  const detailed = bookings[0]!.pickupLocation !== undefined;
  return (
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
                <Link to={`${base}/booking/${b.databaseId}`}>{bookingNumber(b.databaseId)}</Link>
              </td>
              <td>
                <StatusBadge kind="booking" status={b.status} />
              </td>
              <td>{dateTime(b.pickupAt)}</td>
              {detailed && <td>{dateTime(b.dropoffAt)}</td>}
              {detailed && <td>{b.pickupLocation?.name}</td>}
              <td>{kr(b.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

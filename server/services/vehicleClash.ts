/**
 * One rule for "may this vehicle take this period": another active booking of the vehicle overlaps it, or sits closer
 * than the preparation time of the locations between them (turnaround). Used by the planner and by staff edits of a
 * booking's cart or period; the exclusion constraint booking_line_vehicle_no_overlap stays the last word under races.
 */
import { clashes, clashKind, type ClashKind, type Occupation } from '../domain/planning.ts';
import { overdueSql } from './availability.ts';
import type { RequestContext } from './context.ts';
import type { Tx } from './write.ts';

type Db = RequestContext['db'] | Tx;

/** One active booking holding a vehicle, with the preparation times of its locations. */
export interface VehicleHold {
  productId: number;
  bookingId: number;
  occupation: Occupation;
}

/** The end of time, for a rental that holds its vehicle until it is brought back (overdueSql). */
const UNTIL_RETURNED = new Date(8.64e15);

/**
 * Every active booking holding one of `productIds` near [from, until) (widened by twice the longest preparation time,
 * so every booking that could clash is there), earliest first; `excludeBookingId`'s own holds left out. A rental out
 * with its customer past its return time holds its vehicle until it is marked returned (overdueSql): its occupation
 * runs on without end.
 */
export async function vehicleHolds(db: Db, productIds: number[], from: Date, until: Date, excludeBookingId: number | null = null): Promise<VehicleHold[]> {
  if (productIds.length === 0) return [];
  const rows = await db.$queryRaw<{ product_id: number; booking_id: number; pickup_at: Date; dropoff_at: Date; overdue: boolean; prep_before: number; prep_after: number }[]>`
    WITH margin AS (SELECT make_interval(secs => coalesce(max(delivery_prep_time_hours), 0) * 3600) AS m FROM location)
    SELECT bl.product_id, bl.booking_id, b.pickup_at, b.dropoff_at, ${overdueSql('b')} AS overdue,
           pl.delivery_prep_time_hours::float8 AS prep_before, dl.delivery_prep_time_hours::float8 AS prep_after
    FROM margin, booking_line bl
    JOIN booking b ON b.id = bl.booking_id
    JOIN location pl ON pl.id = b.pickup_location_id
    JOIN location dl ON dl.id = b.dropoff_location_id
    WHERE bl.active AND bl.product_id = ANY(${productIds}::int[]) AND bl.booking_id <> ${excludeBookingId ?? 0}
      AND (tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange(${from}::timestamptz - 2 * margin.m, ${until}::timestamptz + 2 * margin.m, '[)')
           OR (${overdueSql('b')} AND bl.active_from < ${until}::timestamptz + 2 * margin.m))
    ORDER BY b.pickup_at, bl.booking_id`;
  return rows.map((r) => ({
    productId: r.product_id,
    bookingId: r.booking_id,
    occupation: { pickupAt: r.pickup_at, dropoffAt: r.overdue ? UNTIL_RETURNED : r.dropoff_at, prepBeforeHours: r.prep_before, prepAfterHours: r.prep_after },
  }));
}

/**
 * Another active booking of the vehicle that clashes with the period (turnaround included), earliest first, with how
 * (an overlap, or too close for the preparation time): what VehicleTakenError tells staff.
 */
export async function clashingBooking(db: Db, productId: number, bookingId: number, own: Occupation): Promise<{ bookingId: number; clash: ClashKind } | null> {
  const hit = (await vehicleHolds(db, [productId], own.pickupAt, own.dropoffAt, bookingId)).find((h) => clashes(own, h.occupation));
  return hit ? { bookingId: hit.bookingId, clash: clashKind(own, hit.occupation) } : null;
}

/**
 * One rule for "may this vehicle take this period": another active booking of the vehicle overlaps it, or sits closer
 * than the preparation time of the locations between them (turnaround). Used by the planner and by staff edits of a
 * booking's cart or period; the exclusion constraint booking_line_vehicle_no_overlap stays the last word under races.
 */
import { clashes, type Occupation } from '../domain/planning.ts';
import type { RequestContext } from './context.ts';
import type { Tx } from './write.ts';

type Db = RequestContext['db'] | Tx;

/** Another active booking of the vehicle that clashes with the period (turnaround included), earliest first. */
export async function clashingBooking(db: Db, productId: number, bookingId: number, own: Occupation): Promise<number | null> {
  const rows = await db.$queryRaw<{ booking_id: number; pickup_at: Date; dropoff_at: Date; prep_before: number; prep_after: number }[]>`
    WITH margin AS (SELECT make_interval(secs => coalesce(max(delivery_prep_time_hours), 0) * 3600) AS m FROM location)
    SELECT bl.booking_id, b.pickup_at, b.dropoff_at, pl.delivery_prep_time_hours::float8 AS prep_before, dl.delivery_prep_time_hours::float8 AS prep_after
    FROM margin, booking_line bl
    JOIN booking b ON b.id = bl.booking_id
    JOIN location pl ON pl.id = b.pickup_location_id
    JOIN location dl ON dl.id = b.dropoff_location_id
    WHERE bl.active AND bl.product_id = ${productId} AND bl.booking_id <> ${bookingId}
      AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange(${own.pickupAt}::timestamptz - 2 * margin.m, ${own.dropoffAt}::timestamptz + 2 * margin.m, '[)')
    ORDER BY b.pickup_at, bl.booking_id`;
  const hit = rows.find((r) => clashes(own, { pickupAt: r.pickup_at, dropoffAt: r.dropoff_at, prepBeforeHours: r.prep_before, prepAfterHours: r.prep_after }));
  return hit?.booking_id ?? null;
}

/**
 * How many of a rental product are free for a period. A rental product whose category needs transport has as many
 * as its rentable vehicles at the pick-up location (anywhere, when it can be requested from another location);
 * every active booking (pending, confirmed, delivered) holds one for its period widened by the preparation time
 * of its pick-up location before and its return location after. A booking line with a rentable vehicle holds the
 * vehicle's own class (a vehicle is in at most one), not the class booked: an upgrade takes one from the bigger class
 * and frees one in the booked class, so no class is ever sold beyond its vehicles. A line on a vehicle that cannot be
 * rented (in maintenance, not for rent) keeps holding the class booked: that vehicle is not among any class's
 * vehicles, so it takes none from its own class, and the booking keeps its claim in case the vehicle is not ready. A
 * rental out with its customer past its return time (delivered, overdue) holds on until staff mark it returned: the
 * vehicle is not back, so no period after its return time is free of it (OVERDUE_HOLD_SQL). The product is free while,
 * at every instant of the period, fewer bookings hold it than it has vehicles. One SQL statement, whatever the number
 * of products.
 */
import { UNUSABLE_STATUSES } from '../domain/planning.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Tx } from './write.ts';

type Sql = { $queryRaw<T>(query: Prisma.Sql): Promise<T> };

// The domain's constant as an SQL literal list: constants, never input, but checked so a future value with a quote
// fails at start-up instead of changing the statement.
const UNUSABLE_LIST = UNUSABLE_STATUSES.map((s) => {
  if (!/^[a-z_]+$/.test(s)) throw new Error(`Unexpected product status in UNUSABLE_STATUSES: ${s}`);
  return `'${s}'`;
}).join(', ');

/**
 * SQL: the booking (by its alias) is out with its customer past its return time, so it holds its vehicle and class
 * from its pick-up on, however late the period (until staff mark it returned). `booking_delivered_dropoff` answers it.
 * domain/booking.ts `isOverdue` is the same rule for a booking already read.
 */
export const overdueSql = (alias: 'b') => Prisma.raw(`(${alias}.status = 'delivered' AND ${alias}.dropoff_at <= now())`);

/** SQL: the product (by its alias) can be rented now, so it counts among its class's vehicles (isUsableVehicle). */
export const rentableVehicleSql = (alias: 'p' | 'vp') => Prisma.raw(`${alias}.is_rentable AND ${alias}.status NOT IN (${UNUSABLE_LIST})`);

export interface Availability {
  capacity: number;
  /** The most bookings holding it at one instant of the period. */
  held: number;
  available: number;
}

/** Which rental products to count: given ids, or every vehicle class a search at the location offers. */
export type Candidates = { ids: number[] } | { offeredAt: { locationId: number } };

function candidateSql(c: Candidates): Prisma.Sql {
  if ('ids' in c) return Prisma.sql`SELECT id, can_be_requested_from_other_location FROM rental_option WHERE id = ANY(${c.ids}::int[])`;
  // Mirrors offerWhere (rentalSearch.ts) for vehicles, so the count can run alongside the offers query.
  return Prisma.sql`
    SELECT ro.id, ro.can_be_requested_from_other_location
    FROM rental_option ro JOIN product_category pc ON pc.id = ro.category_id
    WHERE ro.status = 'public' AND pc.require_transportation_between_locations
      AND ro.site_id = (SELECT site_id FROM location WHERE id = ${c.offeredAt.locationId})
      AND (ro.location_id = ${c.offeredAt.locationId} OR ro.can_be_requested_from_other_location)`;
}

/**
 * Availability for [pickup, dropoff) picked up at `pickupLocationId`, in one statement: capacity per product, and
 * the peak of holds over the period from a running sum over their start (+amount) and end (−amount) events; ends
 * sort before starts at the same instant, so back-to-back bookings do not overlap.
 */
export async function availabilityFor(
  db: Sql,
  candidates: Candidates,
  pickupLocationId: number,
  pickup: Date,
  dropoff: Date,
  /**
   * Holds that do not count: a booking's (staff moving or changing it, all its lines), or one line's (the planner
   * giving that line a vehicle, while the booking's other lines keep holding theirs).
   */
  exclude: number | { lineId: number } | null = null,
): Promise<Map<number, Availability>> {
  if ('ids' in candidates && candidates.ids.length === 0) return new Map();
  const excludeBookingId = typeof exclude === 'number' ? exclude : 0;
  const excludeLineId = exclude !== null && typeof exclude === 'object' ? exclude.lineId : 0;
  const rows = await db.$queryRaw<(Availability & { id: number })[]>(Prisma.sql`
    WITH opts AS (${candidateSql(candidates)}),
    cap AS (
      SELECT opts.id, count(p.id)::int AS c
      FROM opts
      LEFT JOIN rental_option_product rop ON rop.rental_option_id = opts.id
      LEFT JOIN product p ON p.id = rop.product_id
        AND ${rentableVehicleSql('p')}
        AND (opts.can_be_requested_from_other_location OR p.location_id = ${pickupLocationId})
      GROUP BY opts.id
    ),
    margin AS (SELECT make_interval(secs => coalesce(max(delivery_prep_time_hours), 0) * 3600) AS m FROM location),
    -- Rentals out past their return time (the partial index booking_delivered_dropoff): few, read on their own.
    late AS MATERIALIZED (SELECT b.id FROM booking b WHERE ${overdueSql('b')}),
    -- A line holds the class of its assigned vehicle when that vehicle can be rented (an upgrade moves the hold),
    -- else the class booked (rentableVehicleSql, as in vehicleClassesOf).
    lines AS (
      SELECT bl.id, coalesce(vc.rental_option_id, bl.rental_option_id) AS id_class
      FROM margin, booking_line bl
      LEFT JOIN product vp ON vp.id = bl.product_id AND ${rentableVehicleSql('vp')}
      LEFT JOIN rental_option_product vc ON vc.product_id = vp.id AND vc.vehicle_class
      WHERE bl.active AND bl.line_type = 'rental' AND bl.rental_option_id IN (SELECT id FROM opts)
        AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange(${pickup}::timestamptz - margin.m, ${dropoff}::timestamptz + margin.m, '[)')
      UNION
      SELECT bl.id, vc.rental_option_id
      FROM margin, rental_option_product vc
      JOIN product vp ON vp.id = vc.product_id AND ${rentableVehicleSql('vp')}
      JOIN booking_line bl ON bl.product_id = vc.product_id
      WHERE vc.vehicle_class AND vc.rental_option_id IN (SELECT id FROM opts) AND bl.active AND bl.line_type = 'rental'
        AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange(${pickup}::timestamptz - margin.m, ${dropoff}::timestamptz + margin.m, '[)')
      UNION
      -- Out with the customer past its return time: held from its pick-up on, whatever the period (overdueSql). The
      -- few such bookings first (late), then each one's lines: joined freely, PostgreSQL misjudged how many there are
      -- and read every booking line (~60 ms on the bench's data set).
      SELECT l.id, l.id_class FROM margin, late, LATERAL (
        SELECT bl.id, coalesce(vc.rental_option_id, bl.rental_option_id) AS id_class
        FROM booking_line bl
        LEFT JOIN product vp ON vp.id = bl.product_id AND ${rentableVehicleSql('vp')}
        LEFT JOIN rental_option_product vc ON vc.product_id = vp.id AND vc.vehicle_class
        WHERE bl.booking_id = late.id AND bl.active AND bl.line_type = 'rental' AND bl.active_from < ${dropoff}::timestamptz + margin.m OFFSET 0
      ) l
    ),
    holds AS (
      SELECT lines.id_class AS id, bl.amount,
             greatest(b.pickup_at - make_interval(secs => pl.delivery_prep_time_hours * 3600), ${pickup}::timestamptz) AS f,
             CASE WHEN ${overdueSql('b')} THEN ${dropoff}::timestamptz
                  ELSE least(b.dropoff_at + make_interval(secs => dl.delivery_prep_time_hours * 3600), ${dropoff}::timestamptz) END AS u
      FROM lines
      JOIN booking_line bl ON bl.id = lines.id
      JOIN booking b ON b.id = bl.booking_id
      JOIN location pl ON pl.id = b.pickup_location_id
      JOIN location dl ON dl.id = b.dropoff_location_id
      WHERE lines.id_class IN (SELECT id FROM opts) AND bl.booking_id <> ${excludeBookingId} AND bl.id <> ${excludeLineId}
    ),
    events AS (SELECT id, f AS t, amount AS d FROM holds WHERE f < u UNION ALL SELECT id, u, -amount FROM holds WHERE f < u),
    running AS (SELECT id, sum(d) OVER (PARTITION BY id ORDER BY t, d ROWS UNBOUNDED PRECEDING) AS s FROM events),
    peak AS (SELECT id, max(s)::int AS p FROM running GROUP BY id)
    SELECT cap.id, cap.c AS capacity, coalesce(peak.p, 0) AS held, greatest(0, cap.c - coalesce(peak.p, 0)) AS available
    FROM cap LEFT JOIN peak ON peak.id = cap.id`);
  return new Map(rows.map((r) => [r.id, { capacity: r.capacity, held: r.held, available: r.available }]));
}

/**
 * The class each vehicle's bookings hold: its vehicle class while it can be rented (a vehicle is in at most one).
 * Vehicles in no class, and vehicles in maintenance or not for rent (their bookings hold the class booked), are absent.
 */
export async function vehicleClassesOf(db: Sql, productIds: number[]): Promise<Map<number, number>> {
  return classesOf(db, productIds, true);
}

/** The vehicle class of each vehicle, rentable or not (vehicles in none are absent). */
export async function ownClassesOf(db: Sql, productIds: number[]): Promise<Map<number, number>> {
  return classesOf(db, productIds, false);
}

async function classesOf(db: Sql, productIds: number[], onlyRentable: boolean): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ product_id: number; rental_option_id: number }[]>(Prisma.sql`
    SELECT vc.product_id, vc.rental_option_id FROM rental_option_product vc JOIN product p ON p.id = vc.product_id
    WHERE vc.vehicle_class AND vc.product_id = ANY(${productIds}::int[]) ${onlyRentable ? Prisma.sql`AND ${rentableVehicleSql('p')}` : Prisma.empty}`);
  return new Map(rows.map((r) => [r.product_id, r.rental_option_id]));
}

/** The class a rental line holds: its vehicle's class when it has a rentable one (vehicleClassesOf), else the class booked. */
export const holdClassOf = (line: { rentalOptionId: number; productId?: number | null }, classes: Map<number, number>) =>
  (line.productId != null ? classes.get(line.productId) : undefined) ?? line.rentalOptionId;

/**
 * Locks the rental products' rows FOR UPDATE in id order: every write that changes holds (the shop's order, staff
 * edits, the planner) locks the classes it takes from and gives back to, in the same order, so racing writes
 * serialize per class and never deadlock on each other's classes.
 */
export async function lockClasses(db: Sql, ids: Iterable<number>): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return;
  await db.$queryRaw(Prisma.sql`SELECT id FROM rental_option WHERE id = ANY(${sorted}::int[]) ORDER BY id FOR UPDATE`);
}

/** How often lockClassesThenRead gives its locks back to take a larger set in order before it locks out of order. */
const ORDERED_ROUNDS = 3;

/**
 * Locks the classes a write decides on when which ones it needs depends on what it reads (the classes of the vehicles
 * on its lines): locks `known` (lockClasses), then runs `read` under those locks. When the read names a class not
 * locked yet (a vehicle moved between classes before the locks were granted), it rolls back to a savepoint taken before
 * the locks, which gives them back, and takes the larger set again in one call in id order, so the write never holds a
 * class while it waits for a lower one; a class above every one held is simply locked next. `read` must only read
 * (a rollback undoes it). Returns the last read's value, made under the locks of every class it named.
 */
export async function lockClassesThenRead<T>(
  tx: Tx,
  known: Iterable<number>,
  read: () => Promise<{ classes: Iterable<number>; value: T }>,
): Promise<{ locked: number[]; value: T }> {
  await tx.$executeRawUnsafe('SAVEPOINT lock_classes');
  const locked = new Set<number>();
  let want = [...new Set(known)];
  for (let round = 1; ; round++) {
    await lockClasses(tx, want.filter((c) => !locked.has(c)));
    for (const c of want) locked.add(c);
    const r = await read();
    const extra = [...new Set(r.classes)].filter((c) => !locked.has(c));
    if (!extra.length) {
      await tx.$executeRawUnsafe('RELEASE SAVEPOINT lock_classes');
      return { locked: [...locked], value: r.value };
    }
    want = [...locked, ...extra];
    // Above every class held, or after a few rounds (classes keep moving under us): take them next and read again.
    if (extra.every((c) => c > Math.max(...locked)) || round >= ORDERED_ROUNDS) continue;
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT lock_classes');
    locked.clear();
  }
}

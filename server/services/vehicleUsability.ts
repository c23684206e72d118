/**
 * A vehicle's usability (for rent or not, in or out of the workshop: isUsableVehicle) decides which class its bookings
 * hold (availability.ts): its own class while usable, else the class booked. So a product write that changes it moves
 * holds between classes, as an upgrade does, and takes the same class locks in id order (lockClasses), before the
 * product's row, so it serializes with the shop's orders, staff edits and the planner. Under those locks it refuses a
 * change that would sell a class beyond its vehicles, naming a booking that would be left without one. The same guard
 * serves the other writes that take capacity from a class: a vehicle moved to another location (a class counts the
 * vehicles at its own location) and vehicles taken out of a class (rentalOptionWrite.ts).
 */
import { bookingNumber } from '../domain/booking.ts';
import { isUsableVehicle } from '../domain/planning.ts';
import { PRODUCT_MESSAGES, statusAfterRentableChange, type ProductStatusName } from '../domain/product.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { availabilityFor, lockClasses, rentableVehicleSql } from './availability.ts';
import { ValidationError } from './errors.ts';
import type { Tx } from './write.ts';

/** The widest preparation time of any location: how long after its end a line still holds its class. */
const MARGIN = Prisma.sql`(SELECT make_interval(secs => coalesce(max(delivery_prep_time_hours), 0) * 3600) AS m FROM location) margin`;

/** The field error's code of a refusal staff may accept (updateProduct's acceptShortage). */
export const SHORTAGE_CODE = 'CLASS_SHORTAGE';

/** Most bookings looked at to name one that would lack a vehicle (the refusal only; the check itself is one count). */
const NAME_SEARCH_LIMIT = 100;

/**
 * Whether a patch laid over the stored product may change its usability. Values not yet validated (a string, null)
 * count as a maybe: the caller then locks, and the exact answer comes after validation.
 */
export function mayChangeUsability(current: { isRentable: boolean; status: string }, patch: Record<string, unknown>): boolean {
  if (!('isRentable' in patch) && !('status' in patch)) return false;
  const isRentable = 'isRentable' in patch ? patch.isRentable : current.isRentable;
  const status = 'status' in patch ? patch.status : current.status;
  if (typeof isRentable !== 'boolean' || typeof status !== 'string') return true;
  const after = statusAfterRentableChange({ isRentable: current.isRentable, status: current.status as ProductStatusName }, isRentable, status as ProductStatusName);
  return isUsableVehicle({ isRentable, status: after }) !== isUsableVehicle(current);
}

/**
 * The classes a usability change (or a move between classes or locations) of the vehicles moves holds or capacity
 * between: the rental products they are in, and the classes booked by their active rental lines that are not over
 * (preparation time included).
 */
export async function classesTouchedBy(tx: Tx, productIds: number | readonly number[], now: Date): Promise<number[]> {
  const ids = typeof productIds === 'number' ? [productIds] : [...productIds];
  if (!ids.length) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
    SELECT rental_option_id AS id FROM rental_option_product WHERE product_id = ANY(${ids}::int[])
    UNION
    SELECT bl.rental_option_id FROM ${MARGIN}, booking_line bl
    WHERE bl.product_id = ANY(${ids}::int[]) AND bl.active AND bl.line_type = 'rental' AND bl.active_until > ${now}::timestamptz - margin.m`);
  return rows.map((r) => r.id);
}

interface ClassPlace {
  id: number;
  title: string;
  /** Where the shop sells it: its own location, else the vehicle's (availabilityFor counts vehicles there). */
  locationId: number;
  /** The end of the last line holding it, preparation time included; null when nothing holds it from now on. */
  until: Date | null;
}

async function placesOf(tx: Tx, classIds: number[], productIds: number[], now: Date): Promise<ClassPlace[]> {
  if (!classIds.length) return [];
  return tx.$queryRaw<ClassPlace[]>(Prisma.sql`
    SELECT ro.id, ro.title,
           coalesce(ro.location_id, (SELECT location_id FROM product WHERE id = ANY(${productIds}::int[]) ORDER BY id LIMIT 1), 0) AS "locationId",
           (SELECT max(bl.active_until) + margin.m FROM booking_line bl
            WHERE bl.active AND bl.line_type = 'rental' AND bl.active_until > ${now}::timestamptz - margin.m
              AND (bl.rental_option_id = ro.id
                   OR bl.product_id IN (SELECT product_id FROM rental_option_product WHERE rental_option_id = ro.id AND vehicle_class))) AS until
    FROM ${MARGIN}, rental_option ro WHERE ro.id = ANY(${classIds}::int[])`);
}

/** How many bookings beyond its vehicles each class holds at its worst instant from now on (0: not oversold). */
async function overshootOf(tx: Tx, places: ClassPlace[], now: Date): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const c of places) {
    if (!c.until || c.until <= now) continue;
    const a = (await availabilityFor(tx, { ids: [c.id] }, c.locationId, now, c.until)).get(c.id);
    out.set(c.id, a ? Math.max(0, a.held - a.capacity) : 0);
  }
  return out;
}

/**
 * A booking holding the class that finds no free vehicle in it: those on the vehicles first (their hold is the one
 * that moved), then by pick-up. Null when none of the first ones is (the message then names the class only).
 */
async function shortBooking(tx: Tx, c: ClassPlace, productIds: number[], now: Date): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number; pickup_at: Date; dropoff_at: Date }[]>(Prisma.sql`
    SELECT id, pickup_at, dropoff_at FROM (
      SELECT DISTINCT ON (b.id) b.id, b.pickup_at, b.dropoff_at, coalesce(bl.product_id = ANY(${productIds}::int[]), false) AS on_vehicle
      FROM ${MARGIN}, booking_line bl
      JOIN booking b ON b.id = bl.booking_id
      LEFT JOIN product vp ON vp.id = bl.product_id AND ${rentableVehicleSql('vp')}
      LEFT JOIN rental_option_product vc ON vc.product_id = vp.id AND vc.vehicle_class
      WHERE bl.active AND bl.line_type = 'rental' AND coalesce(vc.rental_option_id, bl.rental_option_id) = ${c.id}
        AND bl.active_until > ${now}::timestamptz - margin.m
      ORDER BY b.id, on_vehicle DESC
    ) holding
    ORDER BY on_vehicle DESC, pickup_at, id
    LIMIT ${NAME_SEARCH_LIMIT}`);
  for (const b of rows) {
    const free = (await availabilityFor(tx, { ids: [c.id] }, c.locationId, b.pickup_at, b.dropoff_at, b.id)).get(c.id);
    if ((free?.available ?? 0) < 1) return b.id;
  }
  return null;
}

/** What a refusal and an accepted shortage say, for the write that made the class short (booking: its number, if named). */
export interface ShortageMessages {
  refused(vehicleClass: string, booking: string | null): string;
  accepted(vehicleClass: string, booking: string | null): string;
}

/**
 * Takes the class locks a change of the vehicles' usability, place or class needs (those not in `locked` yet, plus
 * `alsoClasses`) and measures those classes before the change. Call it before the rows are written; call `check` after,
 * in the same transaction: it throws a ValidationError on `field` (code CLASS_SHORTAGE) when a class would hold more
 * bookings beyond its vehicles than it did, unless `acceptShortage`, when it returns the history's note instead.
 */
export async function guardVehicleChange(
  tx: Tx,
  productIds: number | readonly number[],
  locked: readonly number[],
  now: Date,
  alsoClasses: readonly number[] = [],
): Promise<{
  check(field: string, messages: ShortageMessages, acceptShortage: boolean): Promise<string | null>;
  /** After the write: the first class it left short of a vehicle, with a booking that lacks one (null: none). */
  shortage(): Promise<{ title: string; booking: number | null } | null>;
}> {
  const ids = typeof productIds === 'number' ? [productIds] : [...productIds];
  const classes = [...new Set([...alsoClasses, ...(await classesTouchedBy(tx, ids, now))])];
  // Normally all locked before the rows (classesTouchedBy in the caller); a booking put on a vehicle between that read
  // and the row lock brings its class here, locked out of the usual order (rare; PostgreSQL breaks a deadlock that may
  // follow by refusing one of the writes).
  await lockClasses(tx, classes.filter((c) => !locked.includes(c)));
  const before = await overshootOf(tx, await placesOf(tx, classes, ids, now), now);
  // The classes measured again where they stand after the write (a class moved to another location counts the
  // vehicles there), the first one that holds more bookings beyond its vehicles than before.
  const shortClass = async () => {
    const places = await placesOf(tx, classes, ids, now);
    const after = await overshootOf(tx, places, now);
    return places.find((c) => (after.get(c.id) ?? 0) > (before.get(c.id) ?? 0)) ?? null;
  };
  return {
    async check(field, messages, acceptShortage) {
      const c = await shortClass();
      if (!c) return null;
      const booking = await shortBooking(tx, c, ids, now);
      const number = booking === null ? null : bookingNumber(booking);
      if (acceptShortage) return messages.accepted(c.title, number);
      throw new ValidationError([{ field, message: messages.refused(c.title, number), code: SHORTAGE_CODE }]);
    },
    async shortage() {
      const c = await shortClass();
      return c ? { title: c.title, booking: await shortBooking(tx, c, ids, now) } : null;
    },
  };
}

/** What a change of whether the vehicle can be rented says when it leaves a class short (usable: after the change). */
export const usabilityMessages = (usable: boolean): ShortageMessages => ({
  refused: (vehicleClass, booking) => PRODUCT_MESSAGES.classOversold(usable, vehicleClass, booking),
  accepted: (vehicleClass, booking) => PRODUCT_MESSAGES.shortageAccepted(vehicleClass, booking),
});

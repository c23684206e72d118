/**
 * The planning calendar: the week of an account's vehicles in one SQL statement, putting a vehicle on a booking
 * (assignVehicle) through the write path, and the automatic assignment of a week. Availability stays the one rule of
 * availability.ts: an assigned vehicle holds its own class, so an upgrade takes one from the vehicle's class and frees
 * one in the class booked; both classes' rows are locked in id order, as the shop's order and staff edits do. The
 * exclusion constraint booking_line_vehicle_no_overlap stays the last word under races; the turnaround (preparation
 * time of the locations between two bookings) is checked under the class lock, with the other booking named.
 */
import { z } from 'zod';
import { chosenIdSchema } from '../domain/fields.ts';
import { ACTIVE_BOOKING_STATUSES, bookingNumber, customerNameOf } from '../domain/booking.ts';
import { BOOKING_MESSAGES } from '../domain/bookingEdit.ts';
import { clashes, isUsableVehicle, maySiteCarry, overdueWarning, PLANNING_MESSAGES, planningWeekRange, proposeAssignments, classChange, upgradeRefusal, vehicleWarnings, type Occupation, type PlanningWeekRange, vehicleText } from '../domain/planning.ts';
import { byNorwegianName } from '../domain/lists.ts';
import { mayChange } from '../domain/roles.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { rawRows } from '../db/client.ts';
import { availabilityFor, lockClassesThenRead, overdueSql, ownClassesOf, vehicleClassesOf } from './availability.ts';
import { BOOKING_HISTORY_FIELDS, isVehicleOverlap, snapshot } from './bookingWrite.ts';
import { followVehiclesOut } from './vehicleOut.ts';
import type { RequestContext } from './context.ts';
import { AppError, ForbiddenError, NotAvailableError, NotFoundError, parseInput, ValidationError, VehicleTakenError } from './errors.ts';
import { recordHistory } from './history.ts';
import type { AutoAssignmentData, AutoAssignUnplacedData, PlanningBlockData, PlanningGroupData, PlanningVehicleData, PlanningWeekData } from './planningTypes.ts';
import { assertMayChange, placeableVehicles, requireScope, scopeWhere, writableScope, type Account, type Scope } from './scope.ts';
import { clashingBooking, vehicleHolds } from './vehicleClash.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';

type Db = RequestContext['db'] | Tx;

// ---------- the week ----------

/** The active statuses written out as literals (not parameters), so the partial booking_active_* indexes apply. */
const ACTIVE_STATUS_LIST = Prisma.raw(ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));

/** Locations of the accounts (SQL over `location l`). */
function locationCondition(accounts: Account[]): Prisma.Sql {
  const parts = accounts.map((a) =>
    a.kind === 'network' ? Prisma.sql`TRUE` : a.kind === 'site' ? Prisma.sql`l.site_id = ${a.siteId}` : a.kind === 'company' ? Prisma.sql`l.company_id = ${a.companyId}` : Prisma.sql`l.id = ${a.locationId}`,
  );
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`;
}

/** Bookings of the accounts (SQL over `booking b`): the same rule as scopeWhere.booking. */
function bookingCondition(accounts: Account[]): Prisma.Sql {
  const parts = accounts.map((a) =>
    a.kind === 'network'
      ? Prisma.sql`TRUE`
      : a.kind === 'site'
        ? Prisma.sql`b.site_id = ${a.siteId}`
        : a.kind === 'company'
          ? Prisma.sql`b.company_id = ${a.companyId}`
          : Prisma.sql`(b.pickup_location_id = ${a.locationId} OR b.dropoff_location_id = ${a.locationId})`,
  );
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`;
}

interface VehicleRow {
  id: number;
  name: string;
  license_plate: string | null;
  status: string;
  is_rentable: boolean;
  next_pkk_at: Date | null;
  location_name: string | null;
  location_id: number;
  site_id: number;
  class_id: number;
  class_title: string;
  class_category: number;
  /** The class's company (null: the site's own). */
  class_company: number | null;
  class_acriss: string | null;
}

interface LineRow {
  booking_id: number;
  position: number;
  rental_option_id: number;
  product_id: number | null;
  status: string;
  updated_at: Date;
  pickup_at: Date;
  dropoff_at: Date;
  /** Out with its customer past its return time (overdueSql): it holds its vehicle until marked returned. */
  overdue: boolean;
  pickup_location_id: number;
  pickup_location_name: string;
  booking_site_id: number;
  booking_company_id: number;
  /** The ACRISS code of the class booked (ranks a vehicle of another class: classChange). */
  booked_acriss: string | null;
  prep_before: number;
  prep_after: number;
  in_scope: boolean;
  /** The viewer may change the booking (an account of theirs holding it lets them change bookings). */
  may_change: boolean;
  guest_firstname: string | null;
  guest_lastname: string | null;
  guest_business_name: string | null;
  user_firstname: string | null;
  user_lastname: string | null;
}

/** Shown instead of the customer on a vehicle's booking made outside the viewer's account. */
const OUTSIDE_SCOPE_NAME = 'Booking utanfor kontoen din';

/** A class booked by a lane's booking (it may have no vehicle at the accounts' places). */
interface LaneClass {
  id: number;
  title: string;
  category: number;
  company: number | null;
  acriss: string | null;
}

interface WeekData {
  vehicles: VehicleRow[];
  lines: LineRow[];
  laneClasses: Map<number, LaneClass>;
}

/** One row of the week's statement: a vehicle (null for the lanes' rows) and one of its lines (null when it has none). */
type WeekRow = { vehicle_id: number | null; vehicle_name: string | null; license_plate: string | null; vehicle_status: string | null; is_rentable: boolean | null; next_pkk_at: Date | null; location_name: string | null; vehicle_location_id: number | null; vehicle_site_id: number | null; class_id: number | null; class_title: string | null; class_category: number | null; class_company: number | null; class_acriss: string | null } & {
  [K in keyof LineRow]: LineRow[K] | null;
};

/**
 * The vehicles at the accounts' locations (each with its class), their active bookings in the week (and those out
 * with their customer past their return time and picked up before the week's end, however long ago they were due:
 * they hold the vehicle until marked returned, overdueSql), and the active bookings in scope without a vehicle, of any
 * class (the lanes' rows carry the class booked, so a class with no vehicle at the accounts' places still gets its
 * lane: the dashboard's "Bookingar utan bil" counts the same bookings, services/dashboard.ts): one statement, whatever
 * the fleet size. Plain rows (each vehicle with its lines, then the lanes' lines) rather than JSON built by
 * PostgreSQL: building and parsing the JSON cost ~3 ms of a 300-vehicle week.
 */
async function loadWeek(db: Db, scope: Scope, week: { start: Date; end: Date }): Promise<WeekData> {
  const statement = Prisma.sql`
    WITH veh AS (
      SELECT p.id, p.name, p.license_plate, p.status::text AS status, p.is_rentable, p.next_pkk_at, l.name AS location_name, l.id AS location_id, p.site_id,
             vc.rental_option_id AS class_id, ro.title AS class_title, ro.category_id AS class_category, ro.company_id AS class_company, ro.acriss AS class_acriss
      FROM location l
      JOIN product p ON p.location_id = l.id
      JOIN rental_option_product vc ON vc.product_id = p.id AND vc.vehicle_class
      JOIN rental_option ro ON ro.id = vc.rental_option_id
      WHERE ${locationCondition(scope.accounts)}
    ),
    -- Rentals out past their return time, due back before the week (the partial index booking_delivered_dropoff),
    -- and whether the account reads them (for those without a vehicle: they go in the class's lane).
    late AS MATERIALIZED (
      SELECT b.id, ${bookingCondition(scope.accounts)} AS in_scope FROM booking b
      WHERE ${overdueSql('b')} AND b.dropoff_at <= ${week.start}::timestamptz AND b.pickup_at < ${week.end}::timestamptz
    ),
    week_lines AS (
      SELECT bl.booking_id, bl.position, bl.rental_option_id, bl.product_id FROM booking_line bl
      WHERE bl.active AND bl.line_type = 'rental' AND bl.product_id IN (SELECT id FROM veh)
        AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange(${week.start}::timestamptz, ${week.end}::timestamptz, '[)')
      UNION ALL
      -- Out with the customer past the return time, due back before the week (or as it began): the vehicle is still
      -- theirs (overdueSql, as availability and vehicleHolds read it). Due later, the branches above and below have
      -- them already. One out without a vehicle stays in its class's lane in every week until it is marked returned,
      -- as the dashboard's "Bookingar utan bil" counts it.
      -- The few such bookings first (late), then each one's lines: joined freely, PostgreSQL misjudged how many there
      -- are and read every line of the place's vehicles (~50 ms for a 300-vehicle place against ~0.3 ms).
      SELECT l.booking_id, l.position, l.rental_option_id, l.product_id FROM late, LATERAL (
        SELECT bl.booking_id, bl.position, bl.rental_option_id, bl.product_id FROM booking_line bl
        WHERE bl.booking_id = late.id AND bl.active AND bl.line_type = 'rental'
          AND (bl.product_id IN (SELECT id FROM veh) OR (bl.product_id IS NULL AND late.in_scope)) OFFSET 0
      ) l
      UNION ALL
      -- From the bookings (in scope, active, in the week: the booking_active_* indexes of a location or company; a site
      -- or network account may read the company index by its period alone), then
      -- their lines without a vehicle. The status list is booking_holds_vehicle's, written out so the indexes apply.
      SELECT bl.booking_id, bl.position, bl.rental_option_id, bl.product_id FROM booking b
      JOIN booking_line bl ON bl.booking_id = b.id AND bl.active AND bl.line_type = 'rental' AND bl.product_id IS NULL
      WHERE b.status IN (${ACTIVE_STATUS_LIST}) AND ${bookingCondition(scope.accounts)}
        AND tstzrange(b.pickup_at, b.dropoff_at, '[)') && tstzrange(${week.start}::timestamptz, ${week.end}::timestamptz, '[)')
    ),
    lines AS (
      SELECT wl.booking_id, wl.position, wl.rental_option_id, wl.product_id, b.status::text AS status, b.updated_at, b.pickup_at, b.dropoff_at, ${overdueSql('b')} AS overdue, b.pickup_location_id, pl.name AS pickup_location_name, b.site_id AS booking_site_id, b.company_id AS booking_company_id, bro.acriss AS booked_acriss,
             pl.delivery_prep_time_hours::float8 AS prep_before, dl.delivery_prep_time_hours::float8 AS prep_after,
             ${bookingCondition(scope.accounts)} AS in_scope, ${bookingCondition(writableScope(scope, 'bookings').accounts)} AS may_change,
             b.guest_firstname, b.guest_lastname, b.guest_business_name, u.firstname AS user_firstname, u.lastname AS user_lastname
      FROM week_lines wl
      JOIN booking b ON b.id = wl.booking_id
      JOIN rental_option bro ON bro.id = wl.rental_option_id
      JOIN location pl ON pl.id = b.pickup_location_id
      JOIN location dl ON dl.id = b.dropoff_location_id
      LEFT JOIN "user" u ON u.id = b.customer_user_id
    )
    SELECT v.id AS vehicle_id, v.name AS vehicle_name, v.license_plate, v.status AS vehicle_status, v.is_rentable, v.next_pkk_at,
           v.location_name, v.location_id AS vehicle_location_id, v.site_id AS vehicle_site_id, v.class_id, v.class_title, v.class_category, v.class_company, v.class_acriss, l.*
    FROM veh v LEFT JOIN lines l ON l.product_id = v.id
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, lo.id, lo.title, lo.category_id, lo.company_id, lo.acriss, l.*
    FROM lines l JOIN rental_option lo ON lo.id = l.rental_option_id WHERE l.product_id IS NULL
    ORDER BY vehicle_name, vehicle_id, pickup_at, booking_id, position`;
  // Raw on the pool (rawRows): Prisma's raw-result conversion cost ~2 ms for a 300-vehicle week.
  const rows = await rawRows<WeekRow>(db, statement.text, statement.values);
  const vehicles: VehicleRow[] = [];
  const lines: LineRow[] = [];
  const laneClasses = new Map<number, LaneClass>();
  for (const r of rows) {
    if (r.vehicle_id === null && !laneClasses.has(r.class_id!)) laneClasses.set(r.class_id!, { id: r.class_id!, title: r.class_title!, category: r.class_category!, company: r.class_company, acriss: r.class_acriss });
    if (r.vehicle_id !== null && vehicles[vehicles.length - 1]?.id !== r.vehicle_id) {
      vehicles.push({
        id: r.vehicle_id, name: r.vehicle_name!, license_plate: r.license_plate, status: r.vehicle_status!, is_rentable: r.is_rentable!,
        next_pkk_at: r.next_pkk_at, location_name: r.location_name, location_id: r.vehicle_location_id!, site_id: r.vehicle_site_id!, class_id: r.class_id!, class_title: r.class_title!, class_category: r.class_category!, class_company: r.class_company, class_acriss: r.class_acriss,
      });
    }
    if (r.booking_id !== null) lines.push(r as LineRow);
  }
  return { vehicles, lines, laneClasses };
}

/**
 * A line as the calendar draws it. An overdue rental keeps its planned return as dropoffAt (the booking's own period,
 * which moving it or opening it reads) and is marked `overdue`: the client draws it on to the end of the week.
 */
function blockOf(l: LineRow, vehicle: VehicleRow | null): PlanningBlockData {
  const other = vehicle !== null && vehicle.class_id !== l.rental_option_id;
  const pickupAt = l.pickup_at;
  const dropoffAt = l.dropoff_at;
  return {
    bookingId: l.booking_id,
    linePosition: l.position,
    updatedAt: l.updated_at,
    status: l.status,
    customerName: l.in_scope
      ? customerNameOf({ guestFirstname: l.guest_firstname, guestLastname: l.guest_lastname, guestBusinessName: l.guest_business_name, customerUser: { firstname: l.user_firstname, lastname: l.user_lastname } })
      : OUTSIDE_SCOPE_NAME,
    pickupAt,
    dropoffAt,
    pickupLocationName: l.pickup_location_name,
    siteId: l.booking_site_id,
    companyId: l.booking_company_id,
    rentalOptionId: l.rental_option_id,
    upgrade: other,
    bookedAcriss: l.booked_acriss,
    classChange: other ? classChange(l.booked_acriss, vehicle.class_acriss) : null,
    viewerMayChange: l.may_change,
    overdue: l.overdue,
    warnings: [
      ...(l.overdue ? [overdueWarning(l.dropoff_at)] : []),
      ...(vehicle ? vehicleWarnings({ status: vehicle.status, isRentable: vehicle.is_rentable, nextPkkAt: vehicle.next_pkk_at }, { pickupAt, dropoffAt }) : []),
    ],
  };
}

/**
 * The week's groups from the loaded rows: each class with vehicles at the accounts' places, and each class of a
 * booking without a vehicle (with no vehicles of its own when none stands there).
 */
function groupsOf(data: WeekData): PlanningGroupData[] {
  const groups = new Map<number, PlanningGroupData>();
  const vehicles = new Map<number, { row: VehicleRow; data: PlanningVehicleData }>();
  for (const v of data.vehicles) {
    let g = groups.get(v.class_id);
    if (!g) groups.set(v.class_id, (g = { rentalOptionId: v.class_id, title: v.class_title, categoryId: v.class_category, acriss: v.class_acriss, companyId: v.class_company, vehicles: [], unassigned: [] }));
    const vd: PlanningVehicleData = {
      productId: v.id,
      name: v.name,
      licensePlate: v.license_plate,
      status: v.status,
      isRentable: v.is_rentable,
      nextPkkAt: v.next_pkk_at,
      locationName: v.location_name,
      siteId: v.site_id,
      blocks: [],
    };
    g.vehicles.push(vd);
    vehicles.set(v.id, { row: v, data: vd });
  }
  for (const c of data.laneClasses.values()) {
    if (!groups.has(c.id)) groups.set(c.id, { rentalOptionId: c.id, title: c.title, categoryId: c.category, acriss: c.acriss, companyId: c.company, vehicles: [], unassigned: [] });
  }
  // One block per rental line without a vehicle: a booking of two vehicles waits in the lane twice.
  const seenUnassigned = new Set<string>();
  for (const l of data.lines) {
    if (l.product_id !== null) {
      const v = vehicles.get(l.product_id);
      if (v) v.data.blocks.push(blockOf(l, v.row));
    } else if (!seenUnassigned.has(`${l.booking_id}:${l.position}`)) {
      seenUnassigned.add(`${l.booking_id}:${l.position}`);
      groups.get(l.rental_option_id)!.unassigned.push(blockOf(l, null));
    }
  }
  return [...groups.values()].sort(byNorwegianName((g) => g.title, (g) => g.rentalOptionId));
}

function weekRangeOf(from: string | null): PlanningWeekRange {
  const range = planningWeekRange(from);
  if (!range) throw ValidationError.field('from', PLANNING_MESSAGES.invalidWeek);
  return range;
}

/** Account.planningWeek: 7 days of the scope's vehicles, grouped by class; editors of bookings may change it. */
export async function planningWeek(ctx: RequestContext, scope: Scope, from: string | null): Promise<PlanningWeekData> {
  const range = weekRangeOf(from);
  const data = await loadWeek(ctx.db, scope, range);
  return {
    from: range.from,
    until: range.until,
    days: range.days,
    viewerMayChange: scope.accounts.some((a) => mayChange(a.role, 'bookings')),
    groups: groupsOf(data),
  };
}

// ---------- assignVehicle ----------


/** A rental line's position in its booking (BookingLine.position); null: the booking's first rental line. */
const linePositionSchema = z.number({ error: 'Linja må vere eit heiltal.' }).int('Linja må vere eit heiltal.').min(0, 'Linja må vere eit heiltal frå 0.').max(100_000, 'Linja finst ikkje.').nullable();

const assignSchema = z.object({
  bookingId: chosenIdSchema('Booking'),
  linePosition: linePositionSchema,
  productId: chosenIdSchema('Køyretøy').nullable(),
  updatedAt: z.date().nullable(),
});


/** A refusal of the assignment as a whole (the booking is not active, the vehicle is of another kind ...). */
const refusal = (field: 'bookingId' | 'linePosition' | 'productId', message: string) => ValidationError.refusal(field, message);

interface AssignOutcome {
  booking: { id: number };
  block: PlanningBlockData;
  warnings: string[];
}

/**
 * Assigns inside the caller's transaction (the booking's row is locked here; the caller has checked scope and role).
 * Locks the classes involved (booked, held before, held after) in id order, refuses a clash with the vehicle's other
 * bookings (turnaround included) and a class without a free vehicle, and records the change with before → after.
 */
async function assignInTransaction(ctx: RequestContext, tx: Tx, input: { bookingId: number; linePosition: number | null; productId: number | null; updatedAt: Date | null }, opts: { onlyUnassigned?: boolean; sameClassOnly?: boolean } = {}): Promise<AssignOutcome> {
  if (!(await lockForUpdate(tx, 'booking', input.bookingId, input.updatedAt, BOOKING_MESSAGES.conflict))) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: input.bookingId },
    include: {
      pickupLocation: { select: { deliveryPrepTimeHours: true, name: true } },
      dropoffLocation: { select: { deliveryPrepTimeHours: true } },
      customerUser: { select: { firstname: true, lastname: true } },
      // Every rental line: the one named (its position; the first when none is), and the others, which may not hold
      // the same vehicle (a booking of a car and a trailer, or of two cars, is given one vehicle per line).
      lines: { where: { lineType: 'rental' }, orderBy: { position: 'asc' }, include: { rentalOption: { select: { title: true, acriss: true } }, product: { select: { name: true, licensePlate: true } } } },
    },
  });
  const line = input.linePosition == null ? booking.lines[0] : booking.lines.find((l) => l.position === input.linePosition);
  if (!line) throw input.linePosition == null ? refusal('bookingId', PLANNING_MESSAGES.noRentalLine) : refusal('linePosition', PLANNING_MESSAGES.noSuchRentalLine);
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) throw refusal('bookingId', PLANNING_MESSAGES.notActive);
  if (opts.onlyUnassigned && line.productId !== null && line.productId !== input.productId) throw refusal('bookingId', PLANNING_MESSAGES.alreadyAssigned);

  const product = input.productId === null ? null : await tx.product.findUnique({ where: { id: input.productId }, select: { id: true, name: true, licensePlate: true, siteId: true, status: true, isRentable: true, nextPkkAt: true } });
  if (input.productId !== null && !product) throw new NotFoundError(PLANNING_MESSAGES.vehicleNotFound);
  if (product && !maySiteCarry(booking.siteId, product.siteId)) throw refusal('productId', PLANNING_MESSAGES.otherSite);
  if (product && booking.lines.some((l) => l !== line && l.productId === product.id)) throw refusal('productId', PLANNING_MESSAGES.sameVehicleOtherLine);
  const vehicles = [line.productId, input.productId].filter((p): p is number => p !== null);
  const booked = line.rentalOptionId;
  // The booked class and the vehicles' own classes: every class the booking can hold before and after, whether the
  // vehicles can be rented or not. The vehicles' classes are only known by reading, so they are read under the locks
  // (lockClassesThenRead takes a class a vehicle was moved to meanwhile, keeping id order), and so is which one the
  // booking holds (availability.ts: a rentable vehicle's own class, else the class booked): a move of a vehicle between
  // classes (rentalOptionWrite.ts) or a status change (productWrite.ts, which locks its own class) lands before or
  // after this assignment, never in between.
  const { value: { own, holding } } = await lockClassesThenRead(tx, [booked], async () => {
    const own = await ownClassesOf(tx, vehicles);
    return { classes: own.values(), value: { own, holding: await vehicleClassesOf(tx, vehicles) } };
  });
  if (input.productId !== null && !own.has(input.productId)) throw refusal('productId', PLANNING_MESSAGES.notVehicle);

  // The class the new vehicle is in (another than booked: an upgrade).
  const vehicleClass = input.productId !== null ? own.get(input.productId)! : booked;
  if (opts.sameClassOnly && vehicleClass !== booked) throw refusal('productId', PLANNING_MESSAGES.proposalStale);
  const period = { pickupAt: booking.pickupAt, dropoffAt: booking.dropoffAt };
  const warnings = product ? vehicleWarnings(product, period) : [];
  // Another class than booked: read once, for the rules (upgradeRefusal), the block's mark and the history's words.
  const classes =
    vehicleClass !== booked
      ? new Map((await tx.rentalOption.findMany({ where: { id: { in: [booked, vehicleClass] } }, select: { id: true, title: true, categoryId: true, companyId: true, acriss: true } })).map((o) => [o.id, o]))
      : null;
  const change = classes ? classChange(classes.get(booked)!.acriss, classes.get(vehicleClass)!.acriss) : null;
  // Out with its customer past its return time: the block says so, as the week does (the one rule, overdueSql).
  const [{ overdue }] = (await tx.$queryRaw<{ overdue: boolean }[]>(Prisma.sql`SELECT ${overdueSql('b')} AS overdue FROM booking b WHERE b.id = ${booking.id}`)) as [{ overdue: boolean }];
  const blockFor = (updatedAt: Date): PlanningBlockData => ({
    bookingId: booking.id,
    linePosition: line.position,
    updatedAt,
    status: booking.status,
    customerName: customerNameOf(booking),
    pickupAt: booking.pickupAt,
    dropoffAt: booking.dropoffAt,
    pickupLocationName: booking.pickupLocation.name,
    siteId: booking.siteId,
    companyId: booking.companyId,
    rentalOptionId: booked,
    upgrade: vehicleClass !== booked,
    bookedAcriss: line.rentalOption.acriss,
    classChange: change,
    viewerMayChange: true,
    overdue,
    warnings: overdue ? [overdueWarning(booking.dropoffAt), ...warnings] : warnings,
  });
  if (line.productId === input.productId) return { booking, block: blockFor(booking.updatedAt), warnings };

  if (classes) {
    // Another class: the same kind of vehicle, in a class the booking may hold (upgradeRefusal).
    const refused = upgradeRefusal(booking.companyId, classes.get(booked)!, classes.get(vehicleClass)!);
    if (refused) throw refusal('productId', refused);
  }
  const heldBefore = (line.productId !== null ? holding.get(line.productId) : undefined) ?? booked;
  const heldAfter = (input.productId !== null ? holding.get(input.productId) : undefined) ?? booked;
  if (product) {
    const own: Occupation = { ...period, prepBeforeHours: Number(booking.pickupLocation.deliveryPrepTimeHours), prepAfterHours: Number(booking.dropoffLocation.deliveryPrepTimeHours) };
    const other = await clashingBooking(tx, product.id, booking.id, own);
    if (other !== null) throw new VehicleTakenError(product.id, other.bookingId, other.clash);
  }
  if (heldAfter !== heldBefore) {
    // Counted where the shop sells the class (its own location; anywhere when it may be brought from another), so an
    // upgrade to a vehicle stationed elsewhere takes one from the class it is in, not from the pick-up place's.
    const taken = await tx.rentalOption.findUniqueOrThrow({ where: { id: heldAfter }, select: { title: true, locationId: true } });
    // Without this line's own hold only: the booking's other lines (a second car of the class) hold theirs.
    const free = await availabilityFor(tx, { ids: [heldAfter] }, taken.locationId ?? booking.pickupLocationId, booking.pickupAt, booking.dropoffAt, { lineId: line.id });
    if ((free.get(heldAfter)?.available ?? 0) < 1) {
      throw new NotAvailableError(
        heldAfter,
        heldAfter === booked ? PLANNING_MESSAGES.bookedClassFull(taken.title, line.product ? vehicleText(line.product) : '') : PLANNING_MESSAGES.upgradeClassFull(vehicleText(product!), taken.title),
      );
    }
  }

  const before = (await snapshot(tx, booking.id))!;
  await tx.bookingLine.update({ where: { id: line.id }, data: { productId: input.productId } });
  const updated = await tx.booking.update({ where: { id: booking.id }, data: { updatedAt: new Date() } });
  const after = (await snapshot(tx, booking.id))!;
  let comment = product ? PLANNING_MESSAGES.assigned(vehicleText(product)) : PLANNING_MESSAGES.unassigned(line.product ? vehicleText(line.product) : '');
  if (product && classes && change) comment += ` (${PLANNING_MESSAGES.classChanged(change, classes.get(booked)!.title, classes.get(vehicleClass)!.title)})`;
  await recordHistory(tx, { entityType: 'booking', entityId: booking.id, authorId: ctx.viewer!.id, status: updated.status, comment, changes: changesOf(before, after, BOOKING_HISTORY_FIELDS) });
  // A car swapped on a rental out with the customer (a breakdown): the new one goes out, the old one comes back.
  if (updated.status === 'delivered') {
    await followVehiclesOut(tx, ctx.viewer!.id, booking.id, line.productId !== null ? [line.productId] : [], input.productId !== null ? [input.productId] : [], false);
  }
  return { booking: updated, block: blockFor(updated.updatedAt), warnings };
}

/** The booking currently holding one of the vehicles in a clashing period (after PostgreSQL refused an overlap). */
async function holderAfterOverlap(ctx: RequestContext, pairs: { bookingId: number; productId: number | null }[]): Promise<VehicleTakenError> {
  for (const p of pairs) {
    if (p.productId === null) continue;
    const rows = await ctx.db.$queryRaw<{ booking_id: number }[]>`
      SELECT o.booking_id FROM booking b JOIN booking_line o ON o.product_id = ${p.productId} AND o.active AND o.booking_id <> b.id
      WHERE b.id = ${p.bookingId} AND tstzrange(o.active_from, o.active_until, '[)') && tstzrange(b.pickup_at, b.dropoff_at, '[)')
      ORDER BY o.booking_id LIMIT 1`;
    if (rows[0]) return new VehicleTakenError(p.productId, rows[0].booking_id);
  }
  return new VehicleTakenError(pairs.find((p) => p.productId !== null)?.productId ?? 0, null);
}

/** The database's refusal of an overlapping vehicle (a race the class lock did not order) becomes VehicleTakenError. */
async function refusingOverlap<T>(ctx: RequestContext, pairs: { bookingId: number; productId: number | null }[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isVehicleOverlap(err)) throw err;
    throw await holderAfterOverlap(ctx, pairs);
  }
}

/**
 * The booking may be given a vehicle by the viewer: as assertMayChange (out of scope: not found; in scope without a
 * role that changes bookings: forbidden), except that the viewer's own booking as a customer, which they can read
 * anyway, is refused as not allowed rather than as missing.
 */
async function assertMayChangeBooking(ctx: RequestContext, scope: Scope, bookingId: number): Promise<void> {
  try {
    await assertMayChange(ctx.db, scope, 'bookings', 'booking', bookingId);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    const own = await ctx.db.booking.count({ where: { id: bookingId, customerUserId: ctx.viewer!.id } });
    throw own > 0 ? new ForbiddenError(PLANNING_MESSAGES.mayNotPlaceBooking) : new NotFoundError(BOOKING_MESSAGES.notFound);
  }
}

/**
 * The vehicles are the viewer's to give out: in the accounts where their role may change bookings (placeableVehicles).
 * One they can still read (elsewhere in their scope, or named by a booking in it, as visibility.ts lets them see it)
 * is refused as not allowed; any other is answered exactly as a vehicle that does not exist, so its existence is not
 * revealed.
 */
async function assertMayPlaceVehicles(db: Db, scope: Scope, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const placeable = await placeableVehicles(db, scope, productIds);
  if (placeable.size === productIds.length) return;
  const unplaceable = productIds.filter((id) => !placeable.has(id));
  // In the scope, but only where the viewer's role may not change bookings: theirs to read, not to give out.
  const readable = new Set((await db.product.findMany({ where: { AND: [{ id: { in: unplaceable } }, scopeWhere.product(scope)] }, select: { id: true } })).map((p) => p.id));
  const outside = unplaceable.filter((id) => !readable.has(id));
  if (!outside.length) throw new ForbiddenError(PLANNING_MESSAGES.mayNotPlaceVehicle);
  const named = await db.bookingLine.findMany({ where: { productId: { in: outside }, booking: scopeWhere.booking(scope) }, select: { productId: true }, distinct: ['productId'] });
  if (named.length < outside.length) throw new NotFoundError(PLANNING_MESSAGES.vehicleNotFound);
  throw new ForbiddenError(PLANNING_MESSAGES.mayNotPlaceVehicle);
}

/**
 * assignVehicle: puts a vehicle on the booking's rental line (null takes it off). Editors of bookings only; the
 * vehicle must be in the viewer's scope and on the booking's site. Another class than booked is an upgrade.
 */
export async function assignVehicle(ctx: RequestContext, input: { bookingId: number; linePosition?: number | null; productId: number | null; updatedAt: Date | null }): Promise<AssignOutcome> {
  const scope = await requireScope(ctx);
  const parsed = parseInput(assignSchema, { ...input, linePosition: input.linePosition ?? null });
  await assertMayChangeBooking(ctx, scope, parsed.bookingId);
  if (parsed.productId !== null) await assertMayPlaceVehicles(ctx.db, scope, [parsed.productId]);
  return refusingOverlap(ctx, [parsed], () => inTransaction(ctx, (tx) => assignInTransaction(ctx, tx, parsed)));
}

// ---------- automatic assignment ----------

/** The scope of an account the viewer may change bookings in (ForbiddenError otherwise). */
async function editorScope(ctx: RequestContext, accountSlug: string): Promise<Scope> {
  const scope = await requireScope(ctx, accountSlug);
  if (writableScope(scope, 'bookings').accounts.length === 0) throw new ForbiddenError('Rolla di kan ikkje endre bookingar.');
  return scope;
}

/** A vehicle of each unassigned booking of the week (same class, usable vehicles, turnaround kept). Writes nothing. */
export async function proposeAutoAssignment(ctx: RequestContext, input: { accountSlug: string; from: string | null }): Promise<{ proposal: AutoAssignmentData[]; unplaced: AutoAssignUnplacedData[] }> {
  const scope = await editorScope(ctx, input.accountSlug);
  const range = weekRangeOf(input.from);
  const data = await loadWeek(ctx.db, scope, range);
  const vehicleRows = new Map(data.vehicles.map((v) => [v.id, v]));
  // Every rental line without a vehicle (a booking of two vehicles has two), once each.
  const unassigned = new Map<string, LineRow>();
  for (const l of data.lines) if (l.product_id === null && l.may_change) unassigned.set(`${l.booking_id}:${l.position}`, l);
  if (unassigned.size === 0) return { proposal: [], unplaced: [] };

  // Every booking the vehicles hold around those periods (they may reach beyond the week).
  const from = new Date(Math.min(...[...unassigned.values()].map((l) => l.pickup_at.getTime())));
  const until = new Date(Math.max(...[...unassigned.values()].map((l) => l.dropoff_at.getTime())));
  const byVehicle = new Map<number, Occupation[]>();
  for (const h of await vehicleHolds(ctx.db, [...vehicleRows.keys()], from, until)) {
    const list = byVehicle.get(h.productId) ?? [];
    list.push(h.occupation);
    byVehicle.set(h.productId, list);
  }
  const result = proposeAssignments(
    [...unassigned.values()].map((l) => ({ bookingId: l.booking_id, linePosition: l.position, classId: l.rental_option_id, pickupLocationId: l.pickup_location_id, pickupAt: l.pickup_at, dropoffAt: l.dropoff_at, prepBeforeHours: l.prep_before, prepAfterHours: l.prep_after })),
    data.vehicles.map((v) => ({ productId: v.id, classId: v.class_id, locationId: v.location_id, usable: isUsableVehicle({ status: v.status, isRentable: v.is_rentable }), holds: byVehicle.get(v.id) ?? [] })),
  );
  return {
    proposal: result.proposal.map((p) => ({ bookingId: p.bookingId, linePosition: p.linePosition, productId: p.productId, productName: vehicleRows.get(p.productId)!.name, licensePlate: vehicleRows.get(p.productId)!.license_plate })),
    unplaced: result.unplaced,
  };
}

const applySchema = z.object({
  assignments: z
    .array(z.object({ bookingId: chosenIdSchema('Booking'), linePosition: linePositionSchema, productId: chosenIdSchema('Køyretøy') }))
    .max(2000, 'For mange tildelingar på ein gong.')
    .refine((list) => new Set(list.map((a) => `${a.bookingId}:${a.linePosition ?? 'first'}`)).size === list.length, PLANNING_MESSAGES.duplicateBooking),
});

/**
 * Applies assignments in one transaction, all or nothing: a booking already given a vehicle, a clash or a full class
 * refuses the whole. Bookings and classes are locked in id order before any change.
 */
export async function applyAutoAssignment(ctx: RequestContext, input: { accountSlug: string; from: string | null; assignments: { bookingId: number; linePosition?: number | null; productId: number }[] }): Promise<{ assigned: number; week: PlanningWeekData }> {
  const scope = await editorScope(ctx, input.accountSlug);
  const range = weekRangeOf(input.from);
  const { assignments } = parseInput(applySchema, { assignments: input.assignments.map((a) => ({ ...a, linePosition: a.linePosition ?? null })) });
  const bookingIds = [...new Set(assignments.map((a) => a.bookingId))];
  const productIds = [...new Set(assignments.map((a) => a.productId))];
  const [visible, writable] = await Promise.all([
    ctx.db.booking.count({ where: { AND: [{ id: { in: bookingIds } }, scopeWhere.booking(scope)] } }),
    ctx.db.booking.count({ where: { AND: [{ id: { in: bookingIds } }, scopeWhere.booking(writableScope(scope, 'bookings'))] } }),
  ]);
  if (visible < bookingIds.length) throw new NotFoundError(BOOKING_MESSAGES.notFound);
  if (writable < bookingIds.length) throw new ForbiddenError('Rolla di kan ikkje endre dette.');
  await assertMayPlaceVehicles(ctx.db, scope, productIds);

  const sorted = [...assignments].sort((a, b) => a.bookingId - b.bookingId || (a.linePosition ?? 0) - (b.linePosition ?? 0));
  const assigned = await refusingOverlap(ctx, sorted, () =>
    inTransaction(ctx, async (tx) => {
      if (!sorted.length) return 0;
      await tx.$queryRaw`SELECT id FROM booking WHERE id = ANY(${bookingIds}::int[]) ORDER BY id FOR UPDATE`;
      const booked = await tx.bookingLine.findMany({
        where: { bookingId: { in: bookingIds }, lineType: 'rental' },
        select: { bookingId: true, position: true, rentalOptionId: true, productId: true },
        orderBy: [{ bookingId: 'asc' }, { position: 'asc' }],
      });
      // The line each assignment names, read under the locks (no position: the booking's first rental line), so one
      // line named twice (once by its position, once as "the first") is refused, not written twice.
      const lineOf = (a: { bookingId: number; linePosition: number | null }) =>
        booked.find((l) => l.bookingId === a.bookingId && (a.linePosition === null || l.position === a.linePosition));
      const named = new Set<string>();
      for (const a of sorted) {
        const line = lineOf(a);
        if (!line) continue;
        const key = `${line.bookingId}:${line.position}`;
        if (named.has(key)) throw ValidationError.field('assignments', PLANNING_MESSAGES.inSet(bookingNumber(a.bookingId), PLANNING_MESSAGES.duplicateBooking));
        named.add(key);
      }
      // Every class the assignments below lock (booked and the vehicles' own), up front in id order; the vehicles'
      // classes read under the locks, so one moved to another class meanwhile has that class taken here, in order,
      // rather than by an assignment below while it holds higher ones.
      const vehicles = [...productIds, ...booked.map((l) => l.productId).filter((p): p is number => p !== null)];
      await lockClassesThenRead(tx, booked.map((l) => l.rentalOptionId), async () => ({ classes: (await ownClassesOf(tx, vehicles)).values(), value: null }));
      let changed = 0;
      for (const a of sorted) {
        try {
          // A proposal gives each line a car of the class it booked: a car of another class means the booking was
          // edited since (its lines renumbered), and is refused rather than made a silent upgrade.
          await assignInTransaction(ctx, tx, { ...a, updatedAt: null }, { onlyUnassigned: true, sameClassOnly: true });
          if (lineOf(a)?.productId !== a.productId) changed += 1;
        } catch (err) {
          // One refusal refuses the whole set: it says which of the set's bookings it is about.
          if (err instanceof AppError) err.message = PLANNING_MESSAGES.inSet(bookingNumber(a.bookingId), err.message);
          throw err;
        }
      }
      return changed;
    }),
  );
  return { assigned, week: await planningWeek(ctx, scope, range.from) };
}

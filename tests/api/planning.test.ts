/**
 * The planning calendar (GraphQL): the week's shape and scope, a fixed number of SQL statements whatever the fleet,
 * assignVehicle for every kind of viewer, the database's last word on two concurrent assignments of one vehicle, the
 * turnaround refusal naming the other booking, PKK and maintenance warnings, upgrades (history and availability), and
 * the automatic assignment (proposal, all-or-nothing apply).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { osloParts } from '../../server/domain/time.ts';
import { BOOKING_NODE, guestEmail, linesInput, shopBooking, stamp, update } from '../support/bookings.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, FUTURE_TUESDAY, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { statementsDuring } from '../support/sql.ts';

let server: TestServer;
let admin: TestClient;
let networkSlug: string;

const DAY = 86400_000;
const HOUR = 3600_000;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  networkSlug = (await server.db.network.findFirstOrThrow()).slug;
});

const BLOCK = 'bookingId bookingNumber linePosition updatedAt status customerName pickupAt dropoffAt rentalOptionId upgrade bookedAcriss classChange viewerMayChange warnings';
const WEEK = `query($slug: String!, $from: String) { account(slug: $slug) { planningWeek(from: $from) { from until days viewerMayChange
  groups { rentalOptionId title vehicles { productId name licensePlate status isRentable nextPkkAt locationName blocks { ${BLOCK} } } unassigned { ${BLOCK} } } } } }`;
const ERRORS = `... on Error { message code } ... on ValidationError { fields { field message } } ... on ConflictError { currentUpdatedAt }
  ... on VehicleTakenError { conflictingBookingNumber productId } ... on NotAvailableError { rentalOptionId }`;
const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename
  ... on AssignVehicleSuccess { warnings booking { id updatedAt } block { ${BLOCK} } } ${ERRORS} } }`;
const PROPOSE = `mutation($input: ProposeAutoAssignmentInput!) { proposeAutoAssignment(input: $input) { __typename
  ... on ProposeAutoAssignmentSuccess { proposal { bookingId bookingNumber linePosition productId productName licensePlate } unplaced { bookingId bookingNumber linePosition reason } } ${ERRORS} } }`;
const APPLY = `mutation($input: ApplyAutoAssignmentInput!) { applyAutoAssignment(input: $input) { __typename
  ... on ApplyAutoAssignmentSuccess { assigned week { groups { rentalOptionId unassigned { bookingId } vehicles { productId blocks { bookingId } } } } } ${ERRORS} } }`;

const gid = (type: string, id: number | string) => encodeGlobalID(type, id);
/** The Oslo date of an instant, as `?fra=` takes it. */
const dateOf = (ms: number) => {
  const p = osloParts(new Date(ms));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

async function week(c: TestClient, slug: string, from: string | null) {
  const r = await c.gql(WEEK, { slug, from });
  if (!r.data?.account) throw new Error(JSON.stringify(r));
  return r.data.account.planningWeek;
}

async function assign(c: TestClient, bookingId: number, productId: number | null, headers: Record<string, string> = {}) {
  const r = await c.gql(ASSIGN, { input: { bookingId: gid('Booking', bookingId), productId: productId === null ? null : gid('Product', productId) } }, headers);
  return r.data?.assignVehicle ?? r;
}

const vehicleOf = async (bookingId: number) => (await server.db.bookingLine.findFirstOrThrow({ where: { bookingId, lineType: 'rental' } })).productId;

/** An order placed through the shop for a class, for any period. */
async function place(klass: Awaited<ReturnType<typeof carClass>>, period: { pickupAt: string; dropoffAt: string }) {
  const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period, { email: guestEmail() }) });
  return r.data?.createBooking;
}

/** Moves a test class and its vehicles to another location (by slug): the class is then sold there. */
async function stationAt(klass: Awaited<ReturnType<typeof carClass>>, slug: string) {
  const location = await server.db.location.findFirstOrThrow({ where: { slug } });
  await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { locationId: location.id } });
  await server.db.product.updateMany({ where: { id: { in: klass.products.map((p) => p.id) } }, data: { locationId: location.id } });
  return { ...klass, location, locationGid: gid('Location', location.id) };
}

async function staffAt(role: 'location_employee' | 'site_franchise_auditor' | 'company_employee', place: { locationSlug?: string }) {
  const user = await createUser(server.db, `${role}-${Math.random().toString(36).slice(2)}@fjordbil.no`, { employee: true });
  const location = await server.db.location.findFirstOrThrow({ where: { slug: place.locationSlug ?? 'bergen-sentrum' } });
  if (role === 'location_employee') await grant(server.db, user.id, role, { locationId: location.id });
  else if (role === 'company_employee') await grant(server.db, user.id, role, { companyId: location.companyId });
  else await grant(server.db, user.id, role, { siteId: location.siteId });
  const c = server.client();
  await c.login(user.email, PASSWORD);
  return c;
}

describe('Account.planningWeek', () => {
  it('answers 7 days from the date given, every vehicle of a class with its bookings, and the unassigned lane', async () => {
    const klass = await carClass(server.db, 2, { title: 'Planveke' });
    const a = await shopBooking(server, { klass, period: futureWeek(0) });
    const b = await shopBooking(server, { klass, period: futureWeek(0) });
    expect((await assign(admin, a.id, klass.products[0]!.id)).__typename).toBe('AssignVehicleSuccess');
    const from = dateOf(FUTURE_TUESDAY);
    const w = await week(admin, networkSlug, from);
    expect(w.from).toBe(from);
    expect(w.days).toHaveLength(7);
    expect(w.days[0]).toBe(from);
    expect(w.until).toBe(dateOf(FUTURE_TUESDAY + 7 * DAY));
    expect(w.viewerMayChange).toBe(true);
    const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    expect(group.title).toBe('Planveke');
    expect(group.vehicles.map((v: { productId: string }) => v.productId)).toEqual(klass.products.map((p) => gid('Product', p.id)));
    expect(group.vehicles[0].locationName).toBe('Bergen sentrum');
    expect(group.vehicles[0].status).toBe('rentable');
    expect(group.vehicles[0].blocks).toEqual([
      expect.objectContaining({ bookingId: a.gid, bookingNumber: bookingNumber(a.id), customerName: 'Kari Kunde', upgrade: false, warnings: [], rentalOptionId: klass.optionGid }),
    ]);
    expect(group.vehicles[1].blocks).toEqual([]);
    expect(group.unassigned.map((x: { bookingId: string }) => x.bookingId)).toEqual([b.gid]);
    // Groups come by title.
    const titles = w.groups.map((g: { title: string }) => g.title);
    expect(titles).toEqual([...titles].sort((x: string, y: string) => x.localeCompare(y, 'nb')));
    // The week after holds none of them.
    const next = await week(admin, networkSlug, dateOf(FUTURE_TUESDAY + 7 * DAY));
    const later = next.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    expect(later.unassigned).toEqual([]);
    expect(later.vehicles[0].blocks).toEqual([]);
  });

  it('defaults to yesterday and refuses a date that does not exist, naming the field', async () => {
    const w = await week(admin, networkSlug, null);
    expect(w.from).toBe(dateOf(Date.now() - DAY));
    const bad = await admin.gql(WEEK, { slug: networkSlug, from: '2026-02-30' });
    expect(bad.data?.account ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toContain('from');
  });

  it('shows a location employee only the vehicles of their location, and not as an editor of another account', async () => {
    const flesland = server.client();
    await flesland.login('flesland@fjordbil.no', 'demo1234');
    const loc = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const klass = await carClass(server.db, 1);
    const w = await week(flesland, loc.slug, dateOf(FUTURE_TUESDAY));
    const vehicles = w.groups.flatMap((g: { vehicles: { locationName: string; productId: string }[] }) => g.vehicles);
    expect(vehicles.length).toBeGreaterThan(0);
    expect(new Set(vehicles.map((v: { locationName: string }) => v.locationName))).toEqual(new Set([loc.name]));
    expect(vehicles.some((v: { productId: string }) => v.productId === gid('Product', klass.products[0]!.id))).toBe(false);
    expect(w.viewerMayChange).toBe(true);
    // Another location's account is not theirs.
    const other = await flesland.gql(WEEK, { slug: 'bergen-sentrum', from: null });
    expect(other.data?.account ?? null).toBeNull();
  });

  it('marks another account\'s booking on one of the viewer\'s vehicles as not theirs to change, and their own as theirs', async () => {
    const flesland = server.client();
    await flesland.login('flesland@fjordbil.no', 'demo1234');
    const small = await carClass(server.db, 1, { title: 'Småbil utanfor' });
    const big = await stationAt(await carClass(server.db, 2, { title: 'SUV Flesland utanfor' }), 'bergen-lufthamn-flesland');
    const p = futureWeek(17);
    // A Bergen sentrum booking given a Flesland car (an upgrade by the network admin), and a Flesland booking.
    const outside = await shopBooking(server, { klass: small, period: p });
    expect((await assign(admin, outside.id, big.products[0]!.id)).__typename).toBe('AssignVehicleSuccess');
    const own = await shopBooking(server, { klass: big, period: p });
    const w = await week(flesland, big.location.slug, dateOf(new Date(p.pickupAt).getTime()));
    const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === big.optionGid);
    const onCar = group.vehicles.find((v: { productId: string }) => v.productId === gid('Product', big.products[0]!.id)).blocks[0];
    expect(onCar).toMatchObject({ bookingNumber: bookingNumber(outside.id), customerName: 'Booking utanfor kontoen din', viewerMayChange: false });
    expect(group.unassigned).toEqual([expect.objectContaining({ bookingNumber: bookingNumber(own.id), viewerMayChange: true })]);
    // What the flag stands for: the server refuses the employee that booking.
    expect((await assign(flesland, outside.id, big.products[1]!.id)).__typename).toBe('NotFoundError');
  });

  it('shows a booking without a car whose class has no vehicle at the account\'s places, as the dashboard counts it', async () => {
    const flesland = server.client();
    await flesland.login('flesland@fjordbil.no', 'demo1234');
    const loc = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const DASHBOARD = `query($slug: String!) { account(slug: $slug) { dashboard { unplannedBookings unplannedFrom } } }`;
    const counted = async () => (await flesland.gql(DASHBOARD, { slug: loc.slug })).data.account.dashboard;
    const before = (await counted()).unplannedBookings;
    // A Flesland class whose only vehicle then moves to Bergen sentrum: the booking stays Flesland's to plan.
    const klass = await stationAt(await carClass(server.db, 1, { title: 'Flesland utan bil' }), loc.slug);
    const p = futureWeek(35);
    const b = await shopBooking(server, { klass, period: p });
    const oneWay = await shopBooking(server, { klass, period: futureWeek(36) });
    const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: sentrum.id } });
    // Both wait for a car (the second is made one-way below).
    expect((await counted()).unplannedBookings).toBe(before + 2);
    await server.db.booking.update({ where: { id: oneWay.id }, data: { status: 'cancelled' } });
    expect((await counted()).unplannedBookings).toBe(before + 1);

    const w = await week(flesland, loc.slug, dateOf(new Date(p.pickupAt).getTime()));
    const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    expect(group).toMatchObject({ title: 'Flesland utan bil', vehicles: [] });
    expect(group.unassigned).toEqual([expect.objectContaining({ bookingId: b.gid, viewerMayChange: true })]);
    // A one-way booking from another company's place returned here: the planner shows it, so the tile counts it.
    const sunnmore = await server.db.location.findFirstOrThrow({ where: { companyId: { not: loc.companyId }, siteId: loc.siteId } });
    await server.db.booking.update({ where: { id: oneWay.id }, data: { status: 'confirmed', pickupLocationId: sunnmore.id, companyId: sunnmore.companyId, dropoffLocationId: loc.id } });
    expect((await counted()).unplannedBookings).toBe(before + 2);
    const returned = await week(flesland, loc.slug, dateOf(new Date(futureWeek(36).pickupAt).getTime()));
    expect(returned.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid).unassigned).toEqual([expect.objectContaining({ bookingId: oneWay.gid })]);
    await server.db.booking.update({ where: { id: oneWay.id }, data: { status: 'cancelled' } });
    expect((await counted()).unplannedBookings).toBe(before + 1);
    // The automatic assignment names why it gives it nothing: no car of the class stands at Flesland.
    const proposed = (await flesland.gql(PROPOSE, { input: { accountId: gid('Account', loc.slug), from: dateOf(new Date(p.pickupAt).getTime()) } })).data.proposeAutoAssignment;
    expect(proposed.unplaced).toContainEqual({ bookingId: b.gid, bookingNumber: bookingNumber(b.id), linePosition: b.row.lines.find((l) => l.lineType === 'rental')!.position, reason: PLANNING_MESSAGES.noVehiclesHere });
    // Once given a car (by the network admin, from Bergen sentrum), neither counts nor shows it.
    expect((await assign(admin, b.id, klass.products[0]!.id)).__typename).toBe('AssignVehicleSuccess');
    expect((await counted()).unplannedBookings).toBe(before);
    const after = await week(flesland, loc.slug, dateOf(new Date(p.pickupAt).getTime()));
    expect(after.groups.some((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid)).toBe(false);
  });

  it('tells a role that may not change bookings that it may not (the client shows "Vi jobber med denne siden")', async () => {
    const auditor = await staffAt('site_franchise_auditor', {});
    const site = await server.db.site.findFirstOrThrow({ where: { locations: { some: { slug: 'bergen-sentrum' } } } });
    const w = await week(auditor, site.slug, dateOf(FUTURE_TUESDAY));
    expect(w.viewerMayChange).toBe(false);
  });

  it('gives a customer and an anonymous visitor nothing', async () => {
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    for (const c of [customer, server.client()]) {
      const r = await c.gql(WEEK, { slug: networkSlug, from: null });
      expect(r.data?.account ?? null).toBeNull();
      expect(r.errors?.length).toBeGreaterThan(0);
    }
  });

  it('costs the same number of SQL statements whatever the number of vehicles and bookings', async () => {
    const from = dateOf(FUTURE_TUESDAY + 14 * DAY);
    await week(admin, networkSlug, from);
    const small = (await statementsDuring(() => week(admin, networkSlug, from))).sql.length;
    const klass = await carClass(server.db, 30);
    for (let i = 0; i < 6; i++) {
      const b = await shopBooking(server, { klass, period: futureWeek(2) });
      await assign(admin, b.id, klass.products[i]!.id);
    }
    await shopBooking(server, { klass, period: futureWeek(2) });
    const { result: w, sql } = await statementsDuring(() => week(admin, networkSlug, from));
    const large = sql.length;
    expect(w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid).vehicles).toHaveLength(30);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
  });
});

describe('assignVehicle', () => {
  describe('role × scope', () => {
    it('lets the network admin and an employee of the booking\'s location assign; records the history', async () => {
      const klass = await carClass(server.db, 2);
      const b = await shopBooking(server, { klass, period: futureWeek(3) });
      const r = await assign(admin, b.id, klass.products[0]!.id);
      expect(r.__typename, JSON.stringify(r)).toBe('AssignVehicleSuccess');
      expect(r.block).toMatchObject({ bookingId: b.gid, upgrade: false, warnings: [] });
      const local = await staffAt('location_employee', {});
      const moved = await assign(local, b.id, klass.products[1]!.id);
      expect(moved.__typename, JSON.stringify(moved)).toBe('AssignVehicleSuccess');
      expect(await vehicleOf(b.id)).toBe(klass.products[1]!.id);
      const history = (await admin.gql(BOOKING_NODE, { id: b.gid })).data.node.history.edges.map((e: { node: { comment: string; changes: Record<string, unknown> } }) => e.node);
      expect(history[0].comment).toContain('Køyretøy tildelt');
      expect(history[0].comment).toContain(klass.products[1]!.licensePlate);
      expect(JSON.stringify(history[0].changes.lines)).toContain(klass.products[0]!.licensePlate);
      expect(JSON.stringify(history[0].changes.lines)).toContain(klass.products[1]!.licensePlate);
    });

    it('answers not found to an employee of another location, forbidden to a role that may not change bookings, and writes nothing', async () => {
      const klass = await carClass(server.db, 1);
      const b = await shopBooking(server, { klass, period: futureWeek(3) });
      const elsewhere = server.client();
      await elsewhere.login('flesland@fjordbil.no', 'demo1234');
      expect((await assign(elsewhere, b.id, klass.products[0]!.id)).__typename).toBe('NotFoundError');
      const auditor = await staffAt('site_franchise_auditor', {});
      expect((await assign(auditor, b.id, klass.products[0]!.id)).__typename).toBe('ForbiddenError');
      expect(await vehicleOf(b.id)).toBeNull();
    });

    it('refuses a customer and an anonymous caller', async () => {
      const klass = await carClass(server.db, 1);
      const b = await shopBooking(server, { klass, period: futureWeek(3) });
      const customer = server.client();
      await customer.login('kunde@example.no', 'demo1234');
      for (const c of [customer, server.client()]) {
        const r = await assign(c, b.id, klass.products[0]!.id);
        expect(r.__typename === 'AssignVehicleSuccess').toBe(false);
      }
      expect(await vehicleOf(b.id)).toBeNull();
    });

    it('refuses a vehicle outside the viewer\'s scope', async () => {
      const klass = await carClass(server.db, 1);
      const b = await shopBooking(server, { klass, period: futureWeek(3) });
      const fleslandCar = await server.db.product.findFirstOrThrow({ where: { location: { slug: 'bergen-lufthamn-flesland' }, rentalOptions: { some: { vehicleClass: true } } } });
      const local = await staffAt('location_employee', {});
      expect((await assign(local, b.id, fleslandCar.id)).__typename).toBe('NotFoundError');
      expect(await vehicleOf(b.id)).toBeNull();
    });

    describe('as a location employee at Flesland trying vehicles and bookings that are not theirs', () => {
      it('says "not allowed" for a Bergen car they can read through a booking returned at Flesland, and writes nothing', async () => {
        const flesland = server.client();
        await flesland.login('flesland@fjordbil.no', 'demo1234');
        const fleslandLocation = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
        const bergenCar = await carClass(server.db, 1);
        const p = futureWeek(30);
        // Picked up in Bergen sentrum on the Bergen car, returned at Flesland: Flesland staff read it and the car.
        const returned = await shopBooking(server, { klass: bergenCar, period: p });
        await server.db.booking.update({ where: { id: returned.id }, data: { dropoffLocationId: fleslandLocation.id } });
        expect((await assign(admin, returned.id, bergenCar.products[0]!.id)).__typename).toBe('AssignVehicleSuccess');
        const read = await flesland.gql(`query($id: ID!) { node(id: $id) { ... on Booking { lines { product { databaseId } } } } }`, { id: returned.gid });
        expect(read.data.node.lines.map((l: { product: { databaseId: number } | null }) => l.product?.databaseId)).toContain(bergenCar.products[0]!.id);
        // A Flesland booking of their own: they may not give it the Bergen car.
        const fleslandClass = await stationAt(await carClass(server.db, 1), 'bergen-lufthamn-flesland');
        const own = await shopBooking(server, { klass: fleslandClass, period: futureWeek(31) });
        const r = await assign(flesland, own.id, bergenCar.products[0]!.id);
        expect(r).toMatchObject({ __typename: 'ForbiddenError', message: PLANNING_MESSAGES.mayNotPlaceVehicle });
        expect(await vehicleOf(own.id)).toBeNull();
      });

      it('answers a vehicle they cannot read exactly as one that does not exist', async () => {
        const flesland = server.client();
        await flesland.login('flesland@fjordbil.no', 'demo1234');
        const fleslandClass = await stationAt(await carClass(server.db, 1), 'bergen-lufthamn-flesland');
        const own = await shopBooking(server, { klass: fleslandClass, period: futureWeek(32) });
        const hidden = await carClass(server.db, 1);
        const unseen = await assign(flesland, own.id, hidden.products[0]!.id);
        const missing = await assign(flesland, own.id, 987654);
        expect(unseen).toEqual(missing);
        expect(unseen).toMatchObject({ __typename: 'NotFoundError', message: PLANNING_MESSAGES.vehicleNotFound });
        expect(await vehicleOf(own.id)).toBeNull();
      });

      it('says "not allowed" for their own private booking elsewhere, and "not found" for someone else\'s there', async () => {
        const user = await createUser(server.db, `flesland-privat-${Math.random().toString(36).slice(2)}@fjordbil.no`, { employee: true });
        const fleslandLocation = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
        await grant(server.db, user.id, 'location_employee', { locationId: fleslandLocation.id });
        const c = server.client();
        await c.login(user.email, PASSWORD);
        const klass = await carClass(server.db, 1);
        const mine = await shopBooking(server, { klass, period: futureWeek(33) });
        await server.db.booking.update({ where: { id: mine.id }, data: { customerUserId: user.id } });
        const theirs = await shopBooking(server, { klass, period: futureWeek(34) });
        expect(await assign(c, mine.id, null)).toMatchObject({ __typename: 'ForbiddenError', message: PLANNING_MESSAGES.mayNotPlaceBooking });
        const other = await assign(c, theirs.id, null);
        const missing = await assign(c, 987654, null);
        expect(other).toMatchObject({ __typename: 'NotFoundError' });
        expect(other).toEqual(missing);
      });
    });

    it('answers ConflictError to a stale updatedAt', async () => {
      const klass = await carClass(server.db, 1);
      const b = await shopBooking(server, { klass, period: futureWeek(3) });
      const r = await admin.gql(ASSIGN, { input: { bookingId: b.gid, productId: gid('Product', klass.products[0]!.id), updatedAt: new Date(b.row.updatedAt.getTime() - 1000).toISOString() } });
      expect(r.data.assignVehicle.__typename).toBe('ConflictError');
      expect(await vehicleOf(b.id)).toBeNull();
    });
  });

  it('lets exactly one of two concurrent assignments of one vehicle win; the other names the winner', async () => {
    const klass = await carClass(server.db, 2);
    const a = await shopBooking(server, { klass, period: futureWeek(4) });
    const b = await shopBooking(server, { klass, period: futureWeek(4) });
    const car = klass.products[0]!.id;
    const results = await Promise.all([assign(admin, a.id, car), assign(admin, b.id, car)]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['AssignVehicleSuccess', 'VehicleTakenError']);
    const winner = results.find((r) => r.__typename === 'AssignVehicleSuccess')!.block.bookingNumber;
    const loser = results.find((r) => r.__typename === 'VehicleTakenError')!;
    expect(loser.conflictingBookingNumber).toBe(winner);
    expect(loser.message).toContain(winner);
    expect(await server.db.bookingLine.count({ where: { productId: car, active: true } })).toBe(1);
  });

  it('refuses a vehicle whose previous booking returns within the preparation time, naming that booking and the preparation time', async () => {
    const klass = await carClass(server.db, 3);
    await server.db.location.update({ where: { id: klass.location.id }, data: { deliveryPrepTimeHours: 3 } });
    try {
      const base = FUTURE_TUESDAY + 5 * 7 * DAY;
      const first = await shopBooking(server, { klass, period: { pickupAt: new Date(base).toISOString(), dropoffAt: new Date(base + 2 * DAY).toISOString() } });
      const second = await shopBooking(server, { klass, period: { pickupAt: new Date(base + 2 * DAY + 2 * HOUR).toISOString(), dropoffAt: new Date(base + 4 * DAY).toISOString() } });
      const car = klass.products[0]!.id;
      expect((await assign(admin, first.id, car)).__typename).toBe('AssignVehicleSuccess');
      const refused = await assign(admin, second.id, car);
      expect(refused.__typename).toBe('VehicleTakenError');
      expect(refused.conflictingBookingNumber).toBe(bookingNumber(first.id));
      // The cause is the preparation time, not an overlap: the periods do not overlap at all.
      expect(refused.message).toBe(
        `Køyretøyet kjem attende frå booking ${bookingNumber(first.id)} for tett på denne hentinga: det trengst 3 t klargjering mellom dei. Vel eit anna køyretøy.`,
      );
      expect(await vehicleOf(second.id)).toBeNull();
      // The other way round (the vehicle is already out on the later booking), the message says so.
      const third = await shopBooking(server, { klass, period: { pickupAt: new Date(base - DAY).toISOString(), dropoffAt: new Date(base - HOUR).toISOString() } });
      const before = await assign(admin, third.id, car);
      expect(before.__typename).toBe('VehicleTakenError');
      expect(before.message).toBe(
        `Køyretøyet skal hentast til booking ${bookingNumber(first.id)} for tett etter denne leveringa: det trengst 3 t klargjering mellom dei. Vel eit anna køyretøy.`,
      );
      // A real overlap keeps saying the vehicle is taken in the period.
      const overlapping = await shopBooking(server, { klass, period: { pickupAt: new Date(base + DAY).toISOString(), dropoffAt: new Date(base + 3 * DAY).toISOString() } });
      const taken = await assign(admin, overlapping.id, car);
      expect(taken.message).toBe(`Køyretøyet er alt tildelt booking ${bookingNumber(first.id)} i denne perioden. Vel eit anna køyretøy.`);
      // The other car is free.
      expect((await assign(admin, second.id, klass.products[1]!.id)).__typename).toBe('AssignVehicleSuccess');
    } finally {
      await server.db.location.update({ where: { id: klass.location.id }, data: { deliveryPrepTimeHours: 0.5 } });
    }
  });

  it('refuses the same turnaround when staff set the vehicle through the booking\'s cart (updateBooking)', async () => {
    const klass = await carClass(server.db, 2);
    await server.db.location.update({ where: { id: klass.location.id }, data: { deliveryPrepTimeHours: 3 } });
    try {
      const base = FUTURE_TUESDAY + 9 * 7 * DAY;
      const first = await shopBooking(server, { klass, period: { pickupAt: new Date(base).toISOString(), dropoffAt: new Date(base + 2 * DAY).toISOString() } });
      const second = await shopBooking(server, { klass, period: { pickupAt: new Date(base + 2 * DAY + 2 * HOUR).toISOString(), dropoffAt: new Date(base + 4 * DAY).toISOString() } });
      const car = klass.products[0]!.id;
      expect((await assign(admin, first.id, car)).__typename).toBe('AssignVehicleSuccess');
      const cart = async (productId: number) => {
        const stored = await server.db.booking.findUniqueOrThrow({ where: { id: second.id }, include: { lines: { orderBy: { position: 'asc' } } } });
        const lines = stored.lines.map((l) => ({ rentalOptionId: gid('RentalOption', l.rentalOptionId), amount: l.amount, ...(l.lineType === 'rental' ? { productId: gid('Product', productId) } : {}) }));
        const r = await admin.gql(`mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename ${ERRORS} } }`, { input: { id: second.gid, updatedAt: stored.updatedAt.toISOString(), lines } });
        return r.data?.updateBooking ?? r;
      };
      const refused = await cart(car);
      expect(refused.__typename).toBe('VehicleTakenError');
      expect(refused.conflictingBookingNumber).toBe(bookingNumber(first.id));
      expect(refused.message).toContain('det trengst 3 t klargjering mellom dei');
      expect(await vehicleOf(second.id)).toBeNull();
      expect((await cart(klass.products[1]!.id)).__typename).toBe('UpdateBookingSuccess');
      expect(await vehicleOf(second.id)).toBe(klass.products[1]!.id);
    } finally {
      await server.db.location.update({ where: { id: klass.location.id }, data: { deliveryPrepTimeHours: 0.5 } });
    }
  });

  it('refuses moving a booking\'s return to a place whose preparation time leaves too little turnaround before the vehicle\'s next booking', async () => {
    const klass = await carClass(server.db, 1);
    const far = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const prepBefore = far.deliveryPrepTimeHours;
    await server.db.location.update({ where: { id: far.id }, data: { deliveryPrepTimeHours: 3 } });
    try {
      const base = FUTURE_TUESDAY + 13 * 7 * DAY;
      const first = await shopBooking(server, { klass, period: { pickupAt: new Date(base).toISOString(), dropoffAt: new Date(base + 2 * DAY).toISOString() } });
      const second = await shopBooking(server, { klass, period: { pickupAt: new Date(base + 2 * DAY + HOUR).toISOString(), dropoffAt: new Date(base + 4 * DAY).toISOString() } });
      const car = klass.products[0]!.id;
      // An hour between them at the class's place (half an hour of preparation): both may have the car.
      expect((await assign(admin, first.id, car)).__typename).toBe('AssignVehicleSuccess');
      expect((await assign(admin, second.id, car)).__typename).toBe('AssignVehicleSuccess');
      const before = await server.db.booking.findUniqueOrThrow({ where: { id: first.id } });
      const r = await admin.gql(`mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename ${ERRORS} } }`, {
        input: { id: first.gid, updatedAt: before.updatedAt.toISOString(), dropoffLocationId: gid('Location', far.id) },
      });
      expect(r.data.updateBooking.__typename).toBe('VehicleTakenError');
      expect(r.data.updateBooking.conflictingBookingNumber).toBe(bookingNumber(second.id));
      expect(r.data.updateBooking.message).toContain('det trengst 3 t klargjering mellom dei');
      expect((await server.db.booking.findUniqueOrThrow({ where: { id: first.id } })).dropoffLocationId).toBe(before.dropoffLocationId);
    } finally {
      await server.db.location.update({ where: { id: far.id }, data: { deliveryPrepTimeHours: prepBefore } });
    }
  });

  it('warns when the vehicle\'s PKK falls due within the booking, and when it is in maintenance', async () => {
    const klass = await carClass(server.db, 2);
    const p = futureWeek(6);
    const a = await shopBooking(server, { klass, period: p });
    const b = await shopBooking(server, { klass, period: p });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { nextPkkAt: new Date(new Date(p.pickupAt).getTime() + DAY) } });
    const pkk = await assign(admin, a.id, klass.products[0]!.id);
    expect(pkk.__typename).toBe('AssignVehicleSuccess');
    expect(pkk.warnings).toEqual([expect.stringMatching(/^PKK-fristen \(\d\d\.\d\d\.\d{4}\) fell innanfor bookingen\.$/)]);
    expect(pkk.block.warnings).toEqual(pkk.warnings);
    await server.db.product.update({ where: { id: klass.products[1]!.id }, data: { status: 'in_maintenance' } });
    const maintenance = await assign(admin, b.id, klass.products[1]!.id);
    expect(maintenance.__typename).toBe('AssignVehicleSuccess');
    expect(maintenance.warnings).toEqual(['Køyretøyet er på verkstad.']);
    // The week shows the same warnings on the blocks.
    const w = await week(admin, networkSlug, dateOf(new Date(p.pickupAt).getTime()));
    const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    expect(group.vehicles[0].blocks[0].warnings).toEqual(pkk.warnings);
    expect(group.vehicles[1].blocks[0].warnings).toEqual(['Køyretøyet er på verkstad.']);
  });

  describe('upgrades', () => {
    it('marks an upgrade in the history, takes the vehicle from its own class and frees one in the class booked', async () => {
      const small = await carClass(server.db, 1, { title: 'Småbil opp', acriss: 'EDMV' });
      const big = await carClass(server.db, 1, { title: 'Stasjonsvogn opp', acriss: 'SWAD' });
      const p = futureWeek(8);
      const b = await shopBooking(server, { klass: small, period: p });
      const up = await assign(admin, b.id, big.products[0]!.id);
      expect(up.__typename, JSON.stringify(up)).toBe('AssignVehicleSuccess');
      expect(up.block.upgrade).toBe(true);
      expect(up.block.classChange).toBe('upgrade');
      const history = (await admin.gql(BOOKING_NODE, { id: b.gid })).data.node.history.edges[0].node;
      expect(history.comment).toContain('oppgradert frå Småbil opp til Stasjonsvogn opp');
      // The big class is now full for the period; the small one has its car free again.
      expect((await place(big, p)).__typename).toBe('NotAvailableError');
      const other = await place(small, p);
      expect(other.__typename).toBe('CreateBookingPayload');
      // Taking the upgrade back would oversell the small class: refused, saying so in staff words.
      const back = await assign(admin, b.id, null);
      expect(back.__typename).toBe('NotAvailableError');
      expect(back.rentalOptionId).toBe(small.optionGid);
      expect(back.message).toBe(PLANNING_MESSAGES.bookedClassFull('Småbil opp', `${big.products[0]!.name} (${big.products[0]!.licensePlate})`));
      expect(back.message).not.toContain('endra tidspunktet');
      expect(await vehicleOf(b.id)).toBe(big.products[0]!.id);
    });

    it('keeps an upgrade to the same kind of vehicle: a trailer or a van for a car booking is refused, and the week says which classes are which', async () => {
      const car = await carClass(server.db, 1, { title: 'Bil for slag' });
      const p = futureWeek(10);
      const b = await shopBooking(server, { klass: car, period: p });
      const before = await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } });
      for (const title of ['Tilhengar', 'Varebil']) {
        const category = await server.db.productCategory.findFirstOrThrow({ where: { title } });
        expect(category.id).not.toBe(car.option.categoryId);
        const other = await server.db.product.create({
          data: { name: `${title} for slag`, categoryId: category.id, siteId: car.location.siteId, companyId: car.location.companyId, locationId: car.location.id },
        });
        await server.db.rentalOption.create({
          data: {
            title: `${title}klasse for slag`, slug: `slag-${title.toLowerCase()}-${Date.now() % 1e6}`, status: 'public', categoryId: category.id, siteId: car.location.siteId,
            companyId: car.location.companyId, locationId: car.location.id, pricePrivateDay: '300', products: { create: [{ productId: other.id }] },
          },
        });
        const r = await assign(admin, b.id, other.id);
        expect(r.__typename, title).toBe('ValidationError');
        expect(r.fields[0]).toMatchObject({ field: 'productId', message: PLANNING_MESSAGES.otherKind });
        // The planner shows the message: the cause, not "Ugyldige felt: productId".
        expect(r.message).toBe(PLANNING_MESSAGES.otherKind);
        expect(await vehicleOf(b.id)).toBeNull();
      }
      expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } })).toBe(before);
      // The week gives each class its category, which the planner offers upgrades by.
      const week = await admin.gql(`query($slug: String!, $from: String) { account(slug: $slug) { planningWeek(from: $from) { groups { rentalOptionId categoryId } } } }`, { slug: 'systemeier', from: p.pickupAt.slice(0, 10) });
      expect(week.errors).toBeUndefined();
      const groups = week.data.account.planningWeek.groups as { rentalOptionId: string; categoryId: string }[];
      expect(groups.find((g) => g.rentalOptionId === car.optionGid)!.categoryId).toBe(gid('ProductCategory', car.option.categoryId));
    });

    it('never gives a booking a vehicle in another company\'s class, even one standing at its pick-up place, and the week says whose each class is', async () => {
      const own = await carClass(server.db, 1, { title: 'Bergen-klasse' });
      const p = futureWeek(11);
      const b = await shopBooking(server, { klass: own, period: p });
      const bergen = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, select: { companyId: true, siteId: true } });
      const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
      expect(sunnmore.id).not.toBe(bergen.companyId);
      // Sunnmøre's car in Sunnmøre's class, standing at Bergen sentrum (so on that location's board).
      const foreign = await carClass(server.db, 1, { title: 'Sunnmøre-klasse hos Bergen' });
      await server.db.product.update({ where: { id: foreign.products[0]!.id }, data: { companyId: sunnmore.id } });
      await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { companyId: sunnmore.id } });
      const employee = await staffAt('location_employee', { locationSlug: 'bergen-sentrum' });
      const before = await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } });
      for (const [who, c] of [['location employee', employee], ['network admin', admin]] as const) {
        const r = await assign(c, b.id, foreign.products[0]!.id);
        expect(r.__typename, who).toBe('ValidationError');
        expect(r.fields[0], who).toMatchObject({ field: 'productId', message: PLANNING_MESSAGES.otherCompany });
        expect(r.message, who).toBe(PLANNING_MESSAGES.otherCompany);
      }
      expect(await vehicleOf(b.id)).toBeNull();
      expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } })).toBe(before);
      // A class of the site without a company may carry any of its companies' bookings.
      await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { companyId: null } });
      expect((await assign(employee, b.id, foreign.products[0]!.id)).__typename).toBe('AssignVehicleSuccess');
      expect(await vehicleOf(b.id)).toBe(foreign.products[0]!.id);
      await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { companyId: sunnmore.id } });
      // The board gives the booking's company and each class's, which the panel offers vehicles by.
      const q = await employee.gql(`query($slug: String!, $from: String) { account(slug: $slug) { planningWeek(from: $from) { groups { rentalOptionId companyId vehicles { blocks { bookingId companyId } } } } } }`, {
        slug: 'bergen-sentrum',
        from: p.pickupAt.slice(0, 10),
      });
      expect(q.errors).toBeUndefined();
      const groups = q.data.account.planningWeek.groups as { rentalOptionId: string; companyId: string | null; vehicles: { blocks: { bookingId: string; companyId: string }[] }[] }[];
      expect(groups.find((g) => g.rentalOptionId === own.optionGid)!.companyId).toBe(gid('Company', bergen.companyId));
      const there = groups.find((g) => g.rentalOptionId === foreign.optionGid)!;
      expect(there.companyId).toBe(gid('Company', sunnmore.id));
      expect(there.vehicles[0]!.blocks).toEqual([{ bookingId: b.gid, companyId: gid('Company', bergen.companyId) }]);
    });

    it('calls a vehicle of a lower ACRISS category a downgrade and one of the same or no category another class, on the board and in the history', async () => {
      const wagon = await carClass(server.db, 1, { title: 'Stasjonsvogn ned', acriss: 'SWAD' });
      const compact = await carClass(server.db, 1, { title: 'Kompakt ned', acriss: 'CDAR' });
      const suv = await carClass(server.db, 1, { title: 'SUV same', acriss: 'SFBI' });
      const plain = await carClass(server.db, 1, { title: 'Utan kode' });
      const history = async (id: string) => (await admin.gql(BOOKING_NODE, { id })).data.node.history.edges[0].node.comment as string;
      const cases = [
        [compact, 'downgrade', 'nedgradert frå Stasjonsvogn ned til Kompakt ned'],
        [suv, 'other', 'annan klasse: SUV same i staden for Stasjonsvogn ned'],
        [plain, 'other', 'annan klasse: Utan kode i staden for Stasjonsvogn ned'],
      ] as const;
      for (const [i, [klass, change, words]] of cases.entries()) {
        const p = futureWeek(14 + i);
        const b = await shopBooking(server, { klass: wagon, period: p });
        const r = await assign(admin, b.id, klass.products[0]!.id);
        expect(r.__typename, JSON.stringify(r)).toBe('AssignVehicleSuccess');
        expect(r.block).toMatchObject({ upgrade: true, classChange: change });
        expect(await history(b.gid)).toContain(words);
        const w = await week(admin, networkSlug, p.pickupAt.slice(0, 10));
        const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
        expect(group.vehicles[0].blocks[0]).toMatchObject({ bookingId: b.gid, classChange: change });
      }
      // Ranked by the class booked itself, also on a board that shows none of its cars: a location employee whose place
      // has only the compact car sees the booking of an Economy class kept elsewhere on it as an upgrade.
      const economy = await stationAt(await carClass(server.db, 1, { title: 'Økonomi annan stad', acriss: 'EDMV', fromOtherLocation: true }), 'bergen-lufthamn-flesland');
      const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
      const far = futureWeek(18);
      const ordered = await server.client().gql(CREATE, { input: order(gid('Location', sentrum.id), economy.optionGid, far) });
      expect(ordered.data.createBooking.__typename, JSON.stringify(ordered)).toBe('CreateBookingPayload');
      const bookingId = ordered.data.createBooking.booking.databaseId as number;
      const employee = await staffAt('location_employee', { locationSlug: 'bergen-sentrum' });
      const given = await assign(employee, bookingId, compact.products[0]!.id);
      expect(given.block, JSON.stringify(given)).toMatchObject({ classChange: 'upgrade', bookedAcriss: 'EDMV' });
      const board = await week(employee, 'bergen-sentrum', far.pickupAt.slice(0, 10));
      const onCompact = board.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === compact.optionGid).vehicles[0].blocks;
      expect(onCompact).toEqual([expect.objectContaining({ bookingId: gid('Booking', bookingId), classChange: 'upgrade' })]);
      expect(board.groups.some((g: { rentalOptionId: string }) => g.rentalOptionId === economy.optionGid)).toBe(false);

      // The class booked itself is no change at all.
      const p = futureWeek(17);
      const own = await shopBooking(server, { klass: wagon, period: p });
      expect((await assign(admin, own.id, wagon.products[0]!.id)).block).toMatchObject({ upgrade: false, classChange: null });
    });

    it('refuses an upgrade into a class with no free vehicle for the period', async () => {
      const small = await carClass(server.db, 1);
      const big = await carClass(server.db, 1);
      const p = futureWeek(9);
      const b = await shopBooking(server, { klass: small, period: p });
      expect((await place(big, p)).__typename).toBe('CreateBookingPayload');
      const r = await assign(admin, b.id, big.products[0]!.id);
      expect(r.__typename).toBe('NotAvailableError');
      expect(r.rentalOptionId).toBe(big.optionGid);
      // Named in staff words: the vehicle, its class and why; never the shop's "change the time" sentence.
      expect(r.message).toBe(`Kan ikkje oppgradere til ${big.products[0]!.name} (${big.products[0]!.licensePlate}): alle bilane i klassen ${big.option.title} er selde eller tildelte i perioden (med klargjeringstid).`);
      expect(await vehicleOf(b.id)).toBeNull();
    });

    it('upgrades to a free vehicle of a class kept at another location, taking it from that class where the shop sells it', async () => {
      const small = await carClass(server.db, 1, { title: 'Småbil sentrum' });
      const big = await stationAt(await carClass(server.db, 1, { title: 'SUV Flesland' }), 'bergen-lufthamn-flesland');
      const p = futureWeek(11);
      const b = await shopBooking(server, { klass: small, period: p });
      const up = await assign(admin, b.id, big.products[0]!.id);
      expect(up.__typename, JSON.stringify(up)).toBe('AssignVehicleSuccess');
      expect(up.block.upgrade).toBe(true);
      expect(up.warnings).toEqual([]);
      expect(await vehicleOf(b.id)).toBe(big.products[0]!.id);
      // The shop at Flesland has no SUV left for the period; Bergen sentrum has its small car back.
      expect((await place(big, p)).__typename).toBe('NotAvailableError');
      expect((await place(small, p)).__typename).toBe('CreateBookingPayload');

      // Staff then give the upgraded booking a day more: the SUV is counted at Flesland, where it is free, not at
      // the pick-up place (where that class has no cars, so every such change was refused in the shop's words).
      const longer = { id: b.gid, updatedAt: await stamp(server, b.id), dropoffAt: new Date(new Date(p.dropoffAt).getTime() + 86_400_000).toISOString() };
      const changed = await update(admin, longer);
      expect(changed.__typename, JSON.stringify(changed)).toBe('UpdateBookingSuccess');
      // A week the Flesland SUV is sold in the shop: moving there is refused in staff words, naming the vehicle.
      const later = futureWeek(12);
      expect((await place(big, later)).__typename).toBe('CreateBookingPayload');
      const moved = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), pickupAt: later.pickupAt, dropoffAt: later.dropoffAt });
      expect(moved.__typename).toBe('NotAvailableError');
      expect(moved.message).toBe(PLANNING_MESSAGES.upgradeClassFull(`${big.products[0]!.name} (${big.products[0]!.licensePlate})`, 'SUV Flesland'));
    });

    it('gives a booking a vehicle of another class that is in maintenance or not for rent, with its warning, and the booking keeps holding its own class', async () => {
      const small = await carClass(server.db, 1, { title: 'Småbil verkstad', acriss: 'EDMV' });
      const big = await stationAt(await carClass(server.db, 3, { title: 'SUV verkstad', acriss: 'SFBI' }), 'bergen-lufthamn-flesland');
      const [usable, workshop, retired] = big.products as [(typeof big.products)[0], (typeof big.products)[0], (typeof big.products)[0]];
      await server.db.product.update({ where: { id: workshop.id }, data: { status: 'in_maintenance' } });
      await server.db.product.update({ where: { id: retired.id }, data: { isRentable: false } });
      const p = futureWeek(13);
      const b = await shopBooking(server, { klass: small, period: p });
      const r = await assign(admin, b.id, workshop.id);
      expect(r.__typename, JSON.stringify(r)).toBe('AssignVehicleSuccess');
      expect(r.warnings).toEqual([PLANNING_MESSAGES.inMaintenance]);
      expect(r.block.upgrade).toBe(true);
      const history = (await admin.gql(BOOKING_NODE, { id: b.gid })).data.node.history.edges[0].node;
      expect(history.comment).toContain('oppgradert frå Småbil verkstad til SUV verkstad');
      // The workshop car is not among the SUVs the shop sells, so the one SUV that is stays for sale; the small car
      // stays held, in case the workshop car is not ready.
      expect((await place(small, p)).__typename).toBe('NotAvailableError');
      const w = await week(admin, networkSlug, dateOf(new Date(p.pickupAt).getTime()));
      const group = w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === big.optionGid);
      expect(group.vehicles.find((v: { productId: string }) => v.productId === gid('Product', workshop.id)).blocks[0].warnings).toEqual([PLANNING_MESSAGES.inMaintenance]);
      const notForRent = await assign(admin, b.id, retired.id);
      expect(notForRent.__typename, JSON.stringify(notForRent)).toBe('AssignVehicleSuccess');
      expect(notForRent.warnings).toEqual([PLANNING_MESSAGES.notRentable]);
      expect((await place(big, p)).__typename).toBe('CreateBookingPayload');
      expect(await vehicleOf(b.id)).toBe(retired.id);
      expect(usable.id).not.toBe(retired.id);
    });
  });
});

describe('automatic assignment', () => {
  it('proposes usable vehicles of the booked class, keeps assignments made, explains what it cannot place, and applies all in one go', async () => {
    const klass = await carClass(server.db, 3);
    const base = FUTURE_TUESDAY + 10 * 7 * DAY;
    const at = (d: number, days: number) => ({ pickupAt: new Date(base + d * DAY).toISOString(), dropoffAt: new Date(base + (d + days) * DAY).toISOString() });
    const a = await shopBooking(server, { klass, period: at(0, 2) });
    const b = await shopBooking(server, { klass, period: at(0, 2) });
    const c = await shopBooking(server, { klass, period: at(0, 2) });
    const d = await shopBooking(server, { klass, period: at(3, 2) });
    const [car1, car2, car3] = klass.products.map((p) => p.id) as [number, number, number];
    expect((await assign(admin, a.id, car1)).__typename).toBe('AssignVehicleSuccess');
    await server.db.product.update({ where: { id: car3 }, data: { status: 'in_maintenance' } });
    const account = gid('Account', networkSlug);
    const from = dateOf(base);
    const r = (await admin.gql(PROPOSE, { input: { accountId: account, from } })).data.proposeAutoAssignment;
    expect(r.__typename, JSON.stringify(r)).toBe('ProposeAutoAssignmentSuccess');
    const mine = <T extends { bookingId: string }>(list: T[]) => list.filter((x) => [b.gid, c.gid, d.gid, a.gid].includes(x.bookingId));
    const proposal = mine(r.proposal as { bookingId: string; productId: string }[]);
    // b takes car 2; c finds no usable car (car 1 holds a, car 3 is in maintenance); d goes after a on car 1.
    expect(proposal).toEqual([
      expect.objectContaining({ bookingId: b.gid, productId: gid('Product', car2), bookingNumber: bookingNumber(b.id) }),
      expect.objectContaining({ bookingId: d.gid }),
    ]);
    expect([gid('Product', car1), gid('Product', car2)]).toContain(proposal[1].productId);
    expect(mine(r.unplaced)).toEqual([{ bookingId: c.gid, bookingNumber: bookingNumber(c.id), linePosition: c.row.lines.find((l) => l.lineType === 'rental')!.position, reason: 'Ingen ledig bil i klassen for perioden (med klargjeringstid).' }]);
    expect(await vehicleOf(b.id)).toBeNull();

    const applied = (await admin.gql(APPLY, { input: { accountId: account, from, assignments: proposal.map((x: { bookingId: string; productId: string }) => ({ bookingId: x.bookingId, productId: x.productId })) } })).data.applyAutoAssignment;
    expect(applied.__typename, JSON.stringify(applied)).toBe('ApplyAutoAssignmentSuccess');
    expect(applied.assigned).toBe(2);
    expect(await vehicleOf(b.id)).toBe(car2);
    const group = applied.week.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    expect(group.unassigned.map((x: { bookingId: string }) => x.bookingId)).toEqual([c.gid]);
  });

  it('says a class\'s cars cannot be rented now when they are all in the workshop, not that none stands here', async () => {
    const klass = await carClass(server.db, 1);
    const b = await shopBooking(server, { klass, period: futureWeek(43) });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { status: 'in_maintenance' } });
    const r = (await admin.gql(PROPOSE, { input: { accountId: gid('Account', networkSlug), from: dateOf(Date.parse(futureWeek(43).pickupAt)) } })).data.proposeAutoAssignment;
    expect(r.unplaced.filter((u: { bookingId: string }) => u.bookingId === b.gid).map((u: { reason: string }) => u.reason)).toEqual([PLANNING_MESSAGES.noVehicles]);
  });

  it('proposes the car stationed at the pick-up place before one elsewhere in town', async () => {
    const klass = await carClass(server.db, 1, { fromOtherLocation: true });
    const away = await server.db.location.findFirstOrThrow({ where: { companyId: klass.location.companyId, status: 'public', id: { not: klass.location.id }, NOT: { city: { contains: 'annet', mode: 'insensitive' } } } });
    const there = await server.db.product.create({
      data: { name: 'Bil på hentestaden', licensePlate: 'HS11111', categoryId: klass.products[0]!.categoryId, siteId: away.siteId, companyId: away.companyId, locationId: away.id },
    });
    await server.db.rentalOptionProduct.create({ data: { rentalOptionId: klass.option.id, productId: there.id } });
    expect(klass.products[0]!.id).toBeLessThan(there.id);
    const p = futureWeek(14);
    const made = await server.client().gql(CREATE, { input: order(gid('Location', away.id), klass.optionGid, p) });
    expect(made.data.createBooking.__typename, JSON.stringify(made)).toBe('CreateBookingPayload');
    const bookingId = gid('Booking', made.data.createBooking.booking.databaseId);
    const r = (await admin.gql(PROPOSE, { input: { accountId: gid('Account', networkSlug), from: p.pickupAt.slice(0, 10) } })).data.proposeAutoAssignment;
    expect(r.__typename).toBe('ProposeAutoAssignmentSuccess');
    const mine = (r.proposal as { bookingId: string; productId: string }[]).find((x) => x.bookingId === bookingId);
    expect(mine?.productId).toBe(gid('Product', there.id));
  });

  it('refuses the whole set when one assignment clashes, naming the booking, and writes nothing', async () => {
    const klass = await carClass(server.db, 2);
    const p = futureWeek(12);
    const a = await shopBooking(server, { klass, period: p });
    const b = await shopBooking(server, { klass, period: p });
    const [car1] = klass.products.map((x) => x.id) as [number];
    const r = (await admin.gql(APPLY, {
      input: { accountId: gid('Account', networkSlug), assignments: [{ bookingId: a.gid, productId: gid('Product', car1) }, { bookingId: b.gid, productId: gid('Product', car1) }] },
    })).data.applyAutoAssignment;
    expect(r.__typename).toBe('VehicleTakenError');
    expect(r.conflictingBookingNumber).toBe(bookingNumber(a.id));
    expect(await vehicleOf(a.id)).toBeNull();
    expect(await vehicleOf(b.id)).toBeNull();
  });

  it('says which booking of the set it refuses and why, in words a dispatcher reads', async () => {
    const klass = await carClass(server.db, 2);
    const p = futureWeek(18);
    const a = await shopBooking(server, { klass, period: p });
    const b = await shopBooking(server, { klass, period: p });
    const [car1, car2] = klass.products.map((x) => x.id) as [number, number];
    // A colleague gives b a car after the proposal was made.
    expect((await assign(admin, b.id, car2)).__typename).toBe('AssignVehicleSuccess');
    const r = (await admin.gql(APPLY, {
      input: { accountId: gid('Account', networkSlug), assignments: [{ bookingId: a.gid, productId: gid('Product', car1) }, { bookingId: b.gid, productId: gid('Product', car1) }] },
    })).data.applyAutoAssignment;
    expect(r.__typename).toBe('ValidationError');
    expect(r.message).toBe(`Booking ${bookingNumber(b.id)}: ${PLANNING_MESSAGES.alreadyAssigned}`);
    expect(await vehicleOf(a.id)).toBeNull();
    // A booking cancelled meanwhile, dragged in a stale week: the cause, not the field's name.
    await server.db.booking.update({ where: { id: a.id }, data: { status: 'cancelled' } });
    const cancelled = await assign(admin, a.id, car1);
    expect(cancelled.__typename).toBe('ValidationError');
    expect(cancelled.message).toBe(PLANNING_MESSAGES.notActive);
  });

  it('is for editors only', async () => {
    const auditor = await staffAt('site_franchise_auditor', {});
    const site = await server.db.site.findFirstOrThrow({ where: { locations: { some: { slug: 'bergen-sentrum' } } } });
    const r = (await auditor.gql(PROPOSE, { input: { accountId: gid('Account', site.slug) } })).data.proposeAutoAssignment;
    expect(r.__typename).toBe('ForbiddenError');
  });
});

describe('a booking of two vehicles (two rental lines)', () => {
  /** A shop order of one car of a fresh class, given a second car of the same class by staff (updateBooking). */
  async function twoCarBooking(vehicles: number, weekNo: number) {
    const klass = await carClass(server.db, vehicles);
    const b = await shopBooking(server, { klass, period: futureWeek(weekNo) });
    const r = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines: [...linesInput(b.row.lines), { rentalOptionId: klass.optionGid, amount: 1 }] });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const rental = await server.db.bookingLine.findMany({ where: { bookingId: b.id, lineType: 'rental' }, orderBy: { position: 'asc' } });
    expect(rental).toHaveLength(2);
    const other = await server.db.bookingLine.findFirst({ where: { bookingId: b.id, lineType: { not: 'rental' } } });
    return { klass, b, first: rental[0]!.position, second: rental[1]!.position, otherLine: other?.position ?? null };
  }
  const assignLine = async (bookingId: number, linePosition: number | null, productId: number | null) => {
    const r = await admin.gql(ASSIGN, { input: { bookingId: gid('Booking', bookingId), linePosition, productId: productId === null ? null : gid('Product', productId) } });
    return r.data?.assignVehicle ?? r;
  };
  const vehiclesOf = async (bookingId: number) =>
    (await server.db.bookingLine.findMany({ where: { bookingId, lineType: 'rental' }, orderBy: { position: 'asc' } })).map((l) => l.productId);

  it('shows one block per line and gives each line its own vehicle, never the same one to both', async () => {
    const { klass, b, first, second } = await twoCarBooking(3, 40);
    const [car1, car2] = klass.products.map((p) => p.id) as [number, number];
    const lane = async () => {
      const w = await week(admin, networkSlug, dateOf(Date.parse(futureWeek(40).pickupAt)));
      return w.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
    };
    expect((await lane()).unassigned.map((x: { bookingId: string; linePosition: number }) => [x.bookingId, x.linePosition])).toEqual([
      [b.gid, first],
      [b.gid, second],
    ]);

    // The second block dragged onto car 2 puts car 2 on the second line; the first line still waits for a car.
    const moved = await assignLine(b.id, second, car2);
    expect(moved.__typename, JSON.stringify(moved)).toBe('AssignVehicleSuccess');
    expect(moved.block.linePosition).toBe(second);
    expect(await vehiclesOf(b.id)).toEqual([null, car2]);

    // One car cannot carry both lines: refused by name, nothing changed.
    const twice = await assignLine(b.id, first, car2);
    expect(twice.__typename).toBe('ValidationError');
    expect(twice.fields).toEqual([{ field: 'productId', message: PLANNING_MESSAGES.sameVehicleOtherLine }]);
    expect(await vehiclesOf(b.id)).toEqual([null, car2]);

    expect((await assignLine(b.id, first, car1)).__typename).toBe('AssignVehicleSuccess');
    const shown = await lane();
    expect(shown.unassigned).toEqual([]);
    const onCar = (id: number) => shown.vehicles.find((v: { productId: string }) => v.productId === gid('Product', id)).blocks.map((x: { linePosition: number }) => x.linePosition);
    expect([onCar(car1), onCar(car2)]).toEqual([[first], [second]]);

    // Taking the car off the second line leaves the first line's car where it is.
    expect((await assignLine(b.id, second, null)).__typename).toBe('AssignVehicleSuccess');
    expect(await vehiclesOf(b.id)).toEqual([car1, null]);
    // Without a line named, the first rental line is meant (as before lines were named).
    expect((await assign(admin, b.id, null)).__typename).toBe('AssignVehicleSuccess');
    expect(await vehiclesOf(b.id)).toEqual([null, null]);
  });

  it('refuses a line the booking does not have, or one that is not a rental line, naming linePosition', async () => {
    const { klass, b, otherLine } = await twoCarBooking(2, 41);
    const car = klass.products[0]!.id;
    for (const position of [99, ...(otherLine === null ? [] : [otherLine])]) {
      const r = await assignLine(b.id, position, car);
      expect(r.__typename, JSON.stringify(r)).toBe('ValidationError');
      expect(r.fields).toEqual([{ field: 'linePosition', message: PLANNING_MESSAGES.noSuchRentalLine }]);
    }
    const bad = await assignLine(b.id, -1, car);
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.fields[0].field).toBe('linePosition');
    expect(await vehiclesOf(b.id)).toEqual([null, null]);
  });

  it('counts the booking\'s other line when a line is upgraded: two lines never take more cars of a class than it has', async () => {
    const upper = await carClass(server.db, 2);
    const { b, first, second } = await twoCarBooking(2, 44);
    // Another booking of the upper class holds one of its two cars for the period.
    await shopBooking(server, { klass: upper, period: futureWeek(44) });
    const [u1, u2] = upper.products.map((p) => p.id) as [number, number];
    const up = await assignLine(b.id, first, u1);
    expect(up.__typename, JSON.stringify(up)).toBe('AssignVehicleSuccess');
    // The second line to the upper class's other car: its last car is held by the other booking and by this booking's
    // first line, so it is refused.
    const second2 = await assignLine(b.id, second, u2);
    expect(second2.__typename, JSON.stringify(second2)).toBe('NotAvailableError');
    expect(await vehiclesOf(b.id)).toEqual([u1, null]);
  });

  it('refuses an automatic assignment that would put a car of another class on a line (the booking was edited since)', async () => {
    const { klass, b, first, second } = await twoCarBooking(2, 45);
    const other = await carClass(server.db, 1);
    const account = gid('Account', networkSlug);
    const from = dateOf(Date.parse(futureWeek(45).pickupAt));
    const stale = (await admin.gql(APPLY, { input: { accountId: account, from, assignments: [
      { bookingId: b.gid, linePosition: first, productId: gid('Product', klass.products[0]!.id) },
      { bookingId: b.gid, linePosition: second, productId: gid('Product', other.products[0]!.id) },
    ] } })).data.applyAutoAssignment;
    expect(stale.__typename).toBe('ValidationError');
    expect(stale.message ?? stale.fields?.[0]?.message).toContain(PLANNING_MESSAGES.proposalStale);
    expect(await vehiclesOf(b.id)).toEqual([null, null]);
    // One line named twice (by its position, and as the booking's first line) is refused before anything is written.
    const twice = (await admin.gql(APPLY, { input: { accountId: account, from, assignments: [
      { bookingId: b.gid, productId: gid('Product', klass.products[0]!.id) },
      { bookingId: b.gid, linePosition: first, productId: gid('Product', klass.products[1]!.id) },
    ] } })).data.applyAutoAssignment;
    expect(twice.__typename).toBe('ValidationError');
    expect(twice.fields).toEqual([{ field: 'assignments', message: expect.stringContaining(PLANNING_MESSAGES.duplicateBooking) }]);
    expect(await vehiclesOf(b.id)).toEqual([null, null]);
  });

  it('proposes a vehicle for each line and applies both', async () => {
    const { klass, b, first, second } = await twoCarBooking(2, 42);
    const account = gid('Account', networkSlug);
    const from = dateOf(Date.parse(futureWeek(42).pickupAt));
    const r = (await admin.gql(PROPOSE, { input: { accountId: account, from } })).data.proposeAutoAssignment;
    expect(r.__typename, JSON.stringify(r)).toBe('ProposeAutoAssignmentSuccess');
    const mine = (r.proposal as { bookingId: string; linePosition: number; productId: string }[]).filter((p) => p.bookingId === b.gid);
    expect(mine.map((p) => p.linePosition)).toEqual([first, second]);
    expect(new Set(mine.map((p) => p.productId)).size).toBe(2);
    const applied = (await admin.gql(APPLY, { input: { accountId: account, from, assignments: mine.map(({ bookingId, linePosition, productId }) => ({ bookingId, linePosition, productId })) } })).data.applyAutoAssignment;
    expect(applied.__typename, JSON.stringify(applied)).toBe('ApplyAutoAssignmentSuccess');
    expect(applied.assigned).toBe(2);
    expect(new Set(await vehiclesOf(b.id))).toEqual(new Set(klass.products.map((p) => p.id)));
    // The same line twice in one set is refused before anything is written.
    const again = (await admin.gql(APPLY, { input: { accountId: account, from, assignments: [mine[0], mine[0]].map(({ bookingId, linePosition, productId }) => ({ bookingId, linePosition, productId })) } })).data.applyAutoAssignment;
    expect(again.__typename).toBe('ValidationError');
    expect(again.fields).toEqual([{ field: 'assignments', message: PLANNING_MESSAGES.duplicateBooking }]);
  });
});

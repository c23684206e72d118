/**
 * The planning calendar and a rental overdue for return (delivered, past its return time, not yet marked returned):
 * it holds its car until staff mark it returned (services/availability.ts overdueSql), so the week shows it on that car
 * in every week from its pick-up on, marked overdue with a warning naming the planned return, instead of a car that
 * looks free yet is refused ("Køyretøyet er alt tildelt booking 0021") naming a booking the screen does not show.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { overdueWarning, PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { osloParts, staffInstant } from '../../server/domain/time.ts';
import { update } from '../support/bookings.ts';
import { carClass } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let networkSlug: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  networkSlug = (await server.db.network.findFirstOrThrow()).slug;
});

const BLOCK = 'bookingId bookingNumber status pickupAt dropoffAt overdue warnings';
const WEEK = `query($slug: String!, $from: String) { account(slug: $slug) { planningWeek(from: $from) {
  groups { rentalOptionId vehicles { productId blocks { ${BLOCK} } } unassigned { ${BLOCK} } } } } }`;
const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename
  ... on AssignVehicleSuccess { block { ${BLOCK} } } ... on Error { message } } }`;

type Block = { bookingId: string; bookingNumber: string; status: string; pickupAt: string; dropoffAt: string; overdue: boolean; warnings: string[] };
type Klass = Awaited<ReturnType<typeof carClass>>;

/** The Oslo date of an instant, as `?fra=` takes it. */
const dateOf = (ms: number) => {
  const p = osloParts(new Date(ms));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/** The blocks on each of the class's cars in the week from `from` (yyyy-mm-dd), and its lane. */
async function weekOf(klass: Klass, from: string) {
  const r = await admin.gql(WEEK, { slug: networkSlug, from });
  if (!r.data?.account) throw new Error(JSON.stringify(r));
  const group = r.data.account.planningWeek.groups.find((g: { rentalOptionId: string }) => g.rentalOptionId === klass.optionGid);
  const onCar = (productId: number): Block[] => group.vehicles.find((v: { productId: string }) => v.productId === encodeGlobalID('Product', productId)).blocks;
  return { onCar, unassigned: group.unassigned as Block[] };
}

/** A rental of the car picked up at `pickupAt`, due back at `dropoffAt`, out with the customer (delivered). */
async function outWithCustomer(klass: Klass, productId: number, pickupAt: Date, dropoffAt: Date) {
  return server.db.booking.create({
    data: {
      status: 'delivered', pickupLocationId: klass.location.id, dropoffLocationId: klass.location.id, pickupAt, dropoffAt,
      durationHours: Math.round((dropoffAt.getTime() - pickupAt.getTime()) / HOUR), totalPrice: '1500.00', companyId: klass.location.companyId, siteId: klass.location.siteId,
      acceptedTerms: true, guestFirstname: 'Sein', guestLastname: 'Attlevering', guestEmail: 'sein@example.no',
      lines: { create: [{ position: 0, rentalOptionId: klass.option.id, productId, lineType: 'rental', amount: 1, pricePerDay: '500.00', totalPrice: '1500.00' }] },
    },
  });
}

describe('the planning week and a rental overdue for return', () => {
  it('shows it on its car in the weeks after its planned return, marked overdue with the planned return, until it is marked returned', async () => {
    const klass = await carClass(server.db, 2, { title: 'Planforseinka' });
    const [carA, carB] = klass.products.map((p) => p.id) as [number, number];
    const now = Date.now();
    // Picked up ten days ago, due back eight days ago, still out.
    const late = await outWithCustomer(klass, carA, new Date(now - 10 * DAY), new Date(now - 8 * DAY));
    const warning = `Ikkje levert tilbake: skulle vore levert ${staffInstant(late.dropoffAt)}.`;
    expect(warning).toMatch(/^Ikkje levert tilbake: skulle vore levert \d\d\.\d\d\.\d{4} kl\. \d\d:\d\d\.$/);
    const expected = {
      bookingId: encodeGlobalID('Booking', late.id), bookingNumber: bookingNumber(late.id), status: 'delivered',
      // dropoffAt stays the planned return; `overdue` says it runs on.
      pickupAt: late.pickupAt.toISOString(), dropoffAt: late.dropoffAt.toISOString(), overdue: true, warnings: [warning],
    };

    // The week after its planned return (from two days ago), and one a month on: on car A, overdue, once.
    for (const from of [dateOf(now - 2 * DAY), dateOf(now + 30 * DAY)]) {
      const w = await weekOf(klass, from);
      expect(w.onCar(carA), from).toEqual([expected]);
      expect(w.onCar(carB), from).toEqual([]);
      expect(w.unassigned, from).toEqual([]);
    }
    // The week of its planned return: there once (not twice), overdue as well.
    expect((await weekOf(klass, dateOf(now - 9 * DAY))).onCar(carA)).toEqual([expected]);
    // A week ending before its pick-up does not have it.
    expect((await weekOf(klass, dateOf(now - 20 * DAY))).onCar(carA)).toEqual([]);

    // assignVehicle's block (the same car again: nothing changes) says so too.
    const same = (await admin.gql(ASSIGN, { input: { bookingId: encodeGlobalID('Booking', late.id), productId: encodeGlobalID('Product', carA) } })).data.assignVehicle;
    expect(same.__typename, JSON.stringify(same)).toBe('AssignVehicleSuccess');
    expect(same.block).toEqual(expected);

    // Staff mark it returned: car A is free in the weeks after its planned return (and a returned rental holds nothing).
    const returned = await update(admin, { id: encodeGlobalID('Booking', late.id), updatedAt: late.updatedAt.toISOString(), status: 'returned' });
    expect(returned.__typename, JSON.stringify(returned)).toBe('UpdateBookingSuccess');
    for (const from of [dateOf(now - 2 * DAY), dateOf(now + 30 * DAY), dateOf(now - 9 * DAY)]) expect((await weekOf(klass, from)).onCar(carA), from).toEqual([]);
    // The words are the domain's, beside the calendar's other messages.
    expect(PLANNING_MESSAGES.overdue(staffInstant(late.dropoffAt))).toBe(warning);
  });

  it('keeps one out without a car in its class\'s lane in every week until it is returned, and the dashboard tile opens a week showing it', async () => {
    const klass = await carClass(server.db, 1, { title: 'Planutanbil' });
    const now = Date.now();
    // Picked up long ago without a car given (earlier than any demo booking: the first one waiting for a car), overdue.
    const late = await outWithCustomer(klass, klass.products[0]!.id, new Date(now - 400 * DAY), new Date(now - 398 * DAY));
    await server.db.bookingLine.updateMany({ where: { bookingId: late.id }, data: { productId: null } });
    const inLane = [expect.objectContaining({ bookingId: encodeGlobalID('Booking', late.id), status: 'delivered', overdue: true, warnings: [overdueWarning(late.dropoffAt)] })];
    for (const from of [dateOf(now - 399 * DAY), dateOf(now - 2 * DAY), dateOf(now + 30 * DAY)]) {
      const w = await weekOf(klass, from);
      expect(w.unassigned, from).toEqual(inLane);
      expect(w.onCar(klass.products[0]!.id), from).toEqual([]);
    }
    // The dashboard counts it waiting for a car, and its planner tile opens the default week, which shows it (not the
    // week of its pick-up over a year ago).
    const dashboard = async () => (await admin.gql(`query($slug: String!) { account(slug: $slug) { dashboard { unplannedBookings unplannedFrom } } }`, { slug: networkSlug })).data.account.dashboard;
    const counted = await dashboard();
    expect(counted.unplannedFrom).toBeNull();

    // Marked returned: gone from the lanes after its planned return, and no longer counted.
    const returned = await update(admin, { id: encodeGlobalID('Booking', late.id), updatedAt: late.updatedAt.toISOString(), status: 'returned' });
    expect(returned.__typename, JSON.stringify(returned)).toBe('UpdateBookingSuccess');
    for (const from of [dateOf(now - 2 * DAY), dateOf(now + 30 * DAY)]) expect((await weekOf(klass, from)).unassigned, from).toEqual([]);
    expect((await dashboard()).unplannedBookings).toBe(counted.unplannedBookings - 1);
  });

  it('shows a rental not yet due as before: its own period, no mark, and not in the weeks after it', async () => {
    const klass = await carClass(server.db, 1, { title: 'Planpresis' });
    const car = klass.products[0]!.id;
    const now = Date.now();
    // Out with the customer now, due back in two days.
    const running = await outWithCustomer(klass, car, new Date(now - DAY), new Date(now + 2 * DAY));
    const here = (await weekOf(klass, dateOf(now - DAY))).onCar(car);
    expect(here).toEqual([
      { bookingId: encodeGlobalID('Booking', running.id), bookingNumber: bookingNumber(running.id), status: 'delivered', pickupAt: running.pickupAt.toISOString(), dropoffAt: running.dropoffAt.toISOString(), overdue: false, warnings: [] },
    ]);
    expect((await weekOf(klass, dateOf(now + 14 * DAY))).onCar(car)).toEqual([]);
  });
});

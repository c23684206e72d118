/**
 * A vehicle's own status follows its rental out and back (spec 2 §4: the planner and the lists show rented red,
 * rentable green): "Hentet av kunde" makes the car on the booking rented, returning (or a swap through the cart) makes
 * it rentable again, each in the vehicle's history; a status staff chose (maintenance) is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { linesInput, shopBooking, stamp, update } from '../support/bookings.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { bookingNumber } from '../../server/domain/booking.ts';
import { gid } from '../support/fixtures.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`;
const statusOf = async (id: number) => (await server.db.product.findUniqueOrThrow({ where: { id } })).status;
const lastEntry = async (id: number) => server.db.historyEntry.findFirst({ where: { entityType: 'product', entityId: id }, orderBy: { id: 'desc' } });

describe('a vehicle out with its rental', () => {
  it('is rented while the booking is picked up, rentable again when returned or swapped off, written in its history', async () => {
    const klass = await carClass(server.db, 2, { title: 'Ut og inn' });
    const [car0, car1] = klass.products.map((p) => p.id) as [number, number];
    const b = await shopBooking(server, { klass, period: futureWeek(22) });
    const withCar = (productId: number) => linesInput(b.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? productId : null })));
    const confirmed = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed', lines: withCar(car0) });
    expect(confirmed.__typename, JSON.stringify(confirmed)).toBe('UpdateBookingSuccess');
    expect(await statusOf(car0)).toBe('rentable');

    const out = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'delivered' });
    expect(out.__typename).toBe('UpdateBookingSuccess');
    expect(await statusOf(car0)).toBe('rented');
    expect(await lastEntry(car0)).toMatchObject({ status: 'rented', comment: `Utlevert på booking ${bookingNumber(b.id)}`, changes: { status: ['rentable', 'rented'] } });

    // A breakdown: the other car goes out on the same rental, the first comes back.
    const swapped = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), lines: withCar(car1) });
    expect(swapped.__typename, JSON.stringify(swapped)).toBe('UpdateBookingSuccess');
    expect([await statusOf(car0), await statusOf(car1)]).toEqual(['rentable', 'rented']);
    expect((await lastEntry(car0))?.comment).toBe(`Ikkje lenger utlevert på booking ${bookingNumber(b.id)}`);

    const back = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'returned' });
    expect(back.__typename).toBe('UpdateBookingSuccess');
    expect(await statusOf(car1)).toBe('rentable');
    expect(await lastEntry(car1)).toMatchObject({ status: 'rentable', comment: `Levert tilbake frå booking ${bookingNumber(b.id)}` });
  });

  it('moves with a car swapped in the planner on a rental out (a breakdown)', async () => {
    const klass = await carClass(server.db, 2, { title: 'Bytte i planleggaren' });
    const [car0, car1] = klass.products.map((p) => p.id) as [number, number];
    const b = await shopBooking(server, { klass, period: futureWeek(24) });
    const lines = linesInput(b.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? car0 : null })));
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'delivered', lines })).__typename).toBe('UpdateBookingSuccess');
    const swapped = await admin.gql(ASSIGN, { input: { bookingId: b.gid, productId: gid('Product', car1) } });
    expect(swapped.data.assignVehicle.__typename, JSON.stringify(swapped)).toBe('AssignVehicleSuccess');
    expect([await statusOf(car0), await statusOf(car1)]).toEqual(['rentable', 'rented']);
    expect((await lastEntry(car1))?.comment).toBe(`Utlevert på booking ${bookingNumber(b.id)}`);
  });

  it('keeps a status staff chose (maintenance) when the rental comes back', async () => {
    const klass = await carClass(server.db, 1, { title: 'Verkstad etter' });
    const car = klass.products[0]!.id;
    const b = await shopBooking(server, { klass, period: futureWeek(23) });
    const lines = linesInput(b.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? car : null })));
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'delivered', lines })).__typename).toBe('UpdateBookingSuccess');
    expect(await statusOf(car)).toBe('rented');
    await server.db.product.update({ where: { id: car }, data: { status: 'in_maintenance' } });
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'completed' })).__typename).toBe('UpdateBookingSuccess');
    expect(await statusOf(car)).toBe('in_maintenance');
  });
});

/**
 * A staff edit of a booking reads which class each line holds (a rentable vehicle's own class, else the class booked)
 * only under the locks of the classes it may hold. Read before them, the answer can be stale by the time the locks
 * are granted: a vehicle taken out of rent meanwhile gives its line back to the class booked, which the edit then never
 * counted. Made deterministic by holding the booked class's lock in a transaction of the test's own while the edit
 * waits for it and the vehicle goes to the workshop.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityFor, lockClasses, lockClassesThenRead } from '../../server/services/availability.ts';
import { linesInput, shopBooking, update } from '../support/bookings.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const UPDATE_PRODUCT = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } } }`;

/** Opens a transaction holding the rental product's row lock until `release` is called. */
async function holdClassLock(classId: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (locked = resolve));
  const done = server.db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM rental_option WHERE id = ${classId} FOR UPDATE`;
      locked();
      await released;
    },
    { timeout: 60_000 },
  );
  await held;
  return { release: async () => (release(), await done) };
}

/** Sessions waiting for a row lock on rental_option (the edit queued behind the test's lock). */
async function waitingOnClassLock() {
  const rows = await server.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%FROM rental_option WHERE id = ANY%FOR UPDATE%'`;
  return rows[0]!.n;
}

describe('updateBooking while a vehicle on it goes to the workshop', () => {
  it('counts the class the line holds once the locks are granted, and refuses when that class is full', { timeout: 60_000 }, async () => {
    // Class S: one car, sold to A for the period. Class X: the car v and another, both free. B (class S, another week)
    // is moved into A's period on v: an upgrade, fine while v can be rented; once v is in the workshop B holds S, which
    // A fills (X still has a free car, so counting X, as a stale read does, lets the edit through).
    const small = await carClass(server.db, 1, { title: 'Låsrekkjefølgje liten' });
    const big = await carClass(server.db, 2, { title: 'Låsrekkjefølgje stor' });
    expect(small.option.id).toBeLessThan(big.option.id);
    const v = big.products[0]!.id;
    await server.db.product.update({ where: { id: v }, data: { seatCapacity: 5, fuelType: 'petrol', acriss: 'EDMV', ownershipType: 'owned', make: 'Toyota', model: 'Yaris', year: 2024 } });
    const period = futureWeek(20);
    await shopBooking(server, { klass: small, period });
    const b = await shopBooking(server, { klass: small, period: futureWeek(21) });
    const lines = linesInput(b.row.lines.map((l) => (l.lineType === 'rental' ? { ...l, productId: v } : l)));

    // Another write holds S: the edit queues for it (before the fix, having read v's class already).
    const other = await holdClassLock(small.option.id);
    const edit = update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), ...period, lines });
    await expect.poll(waitingOnClassLock).toBeGreaterThan(0);
    // Meanwhile v goes to the workshop (it locks X only: nothing holds v yet, so it need not wait).
    const { updatedAt } = await server.db.product.findUniqueOrThrow({ where: { id: v } });
    const workshop = await admin.gql(UPDATE_PRODUCT, { input: { id: encodeGlobalID('Product', v), updatedAt: updatedAt.toISOString(), status: 'in_maintenance' } });
    expect(workshop.data.updateProduct.__typename).toBe('UpdateProductSuccess');
    await other.release();

    const r = await edit;
    expect(r.__typename, JSON.stringify(r)).toBe('NotAvailableError');
    expect(r.message).toContain('Låsrekkjefølgje liten');
    // B kept its week and has no vehicle: S holds A only, within its one car.
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: true } });
    expect(stored.pickupAt.toISOString()).toBe(futureWeek(21).pickupAt);
    expect(stored.lines.every((l) => l.productId === null)).toBe(true);
    const s = (await availabilityFor(server.db, { ids: [small.option.id] }, small.location.id, new Date(period.pickupAt), new Date(period.dropoffAt))).get(small.option.id)!;
    expect(s).toEqual({ capacity: 1, held: 1, available: 0 });
  });
});

describe('lockClassesThenRead', () => {
  it('gives its locks back when the read finds a lower class, so a write holding that one and waiting for ours goes on', { timeout: 60_000 }, async () => {
    const low = (await carClass(server.db, 1)).option.id;
    const high = (await carClass(server.db, 1)).option.id;
    expect(low).toBeLessThan(high);
    const events: string[] = [];
    let other: Promise<void> | null = null;
    let reads = 0;
    // Ours knows `high` only; its first read finds `low` (a vehicle moved there), while another write that holds `low`
    // queues for `high`. Locking `low` now would deadlock: ours must let go of `high` and take both in id order.
    const ours = server.db.$transaction(
      (tx) =>
        lockClassesThenRead(tx, [high], async () => {
          reads += 1;
          if (reads === 1) {
            other = server.db.$transaction(
              async (otx) => {
                await lockClasses(otx, [low]);
                events.push('other has low');
                await lockClasses(otx, [high]);
                events.push('other has both');
              },
              { timeout: 30_000 },
            );
            await expect.poll(() => events.includes('other has low') && waitingOnClassLock().then((n) => n > 0)).toBe(true);
          }
          return { classes: [low], value: reads };
        }).then((r) => (events.push('ours has both'), r)),
      { timeout: 30_000 },
    );
    const r = await ours;
    await other;
    expect(events).toEqual(['other has low', 'other has both', 'ours has both']);
    expect(r.locked.sort((a, b) => a - b)).toEqual([low, high]);
    // Read again under both locks.
    expect(r.value).toBe(2);
  });
});

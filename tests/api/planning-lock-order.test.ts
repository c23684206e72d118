/**
 * The planner reads a vehicle's own class (which class an assignment takes from, which classes it locks) only under
 * the locks of the classes it may hold. Read before them, the answer can be stale by the time the locks are granted:
 * a vehicle moved to another class meanwhile (setRentalOptionProducts) makes the assignment count a class it never
 * locked, while another write holds that class and takes its last free car; the automatic assignment's up-front lock
 * would take a lower class while holding higher ones. Made deterministic by holding the booked class's lock in a
 * transaction of the test's own while the planner waits for it and the vehicle is moved.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { availabilityFor, lockClasses } from '../../server/services/availability.ts';
import { shopBooking } from '../support/bookings.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let networkSlug: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  networkSlug = (await server.db.network.findFirstOrThrow()).slug;
});

type Klass = Awaited<ReturnType<typeof carClass>>;

const ERRORS = `... on Error { message } ... on ValidationError { fields { field message code } }`;
const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on AssignVehicleSuccess { block { upgrade } } ${ERRORS} } }`;
const APPLY = `mutation($input: ApplyAutoAssignmentInput!) { applyAutoAssignment(input: $input) { __typename ... on ApplyAutoAssignmentSuccess { assigned } ${ERRORS} } }`;
const SET = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename ${ERRORS} } }`;

type TxClient = Parameters<Parameters<TestServer['db']['$transaction']>[0]>[0];

/**
 * Opens a transaction that locks the rental products' rows (lockClasses, in id order), runs `then` under them when
 * `release` is called, and commits. `waiters` counts the sessions waiting for a lock it holds.
 */
async function holdClassLocks(classIds: number[], then: (tx: TxClient) => Promise<void> = async () => {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: (pid: number) => void;
  const held = new Promise<number>((resolve) => (locked = resolve));
  const done = server.db.$transaction(
    async (tx) => {
      await lockClasses(tx, classIds);
      locked((await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`)[0]!.pid);
      await released;
      await then(tx);
    },
    { timeout: 60_000 },
  );
  const pid = await held;
  const waiters = async () =>
    (await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`)[0]!.n;
  return { release: async () => (release(), await done), waiters };
}

/** Moves the vehicle into the class (setRentalOptionProducts with move), keeping the class's other vehicles. */
async function moveInto(klass: Klass, productId: number) {
  const { updatedAt } = await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } });
  const productIds = [...klass.products.map((p) => p.id), productId].map((p) => encodeGlobalID('Product', p));
  const r = await admin.gql(SET, { input: { id: klass.optionGid, updatedAt: updatedAt.toISOString(), productIds, move: true } });
  expect(r.data?.setRentalOptionProducts?.__typename, JSON.stringify(r)).toBe('SetRentalOptionProductsSuccess');
}

/** Resolves once the write has answered or waits for a lock the holder holds, whichever comes first. */
async function answeredOrWaiting(p: Promise<unknown>, holder: { waiters: () => Promise<number> }) {
  let settled = false;
  void p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await expect.poll(async () => settled || (await holder.waiters()) > 0, { timeout: 20_000 }).toBe(true);
}

describe('assignVehicle while the vehicle is moved to another class', () => {
  it('counts and locks the class the vehicle is in once the locks are granted, and refuses when that class is full', { timeout: 60_000 }, async () => {
    // B booked class S (ids S < X1 < X2). v is in X1 when the planner looks, then moved to X2, whose other car w is
    // the last one free there (A holds X2's other place). While the planner counts X2, another write holding X2's
    // lock takes w to the workshop: the planner must wait for it and then find X2 full.
    const small = await carClass(server.db, 1, { title: 'Planlås liten' });
    const from = await carClass(server.db, 2, { title: 'Planlås frå' });
    const to = await carClass(server.db, 1, { title: 'Planlås til' });
    expect(small.option.id).toBeLessThan(from.option.id);
    expect(from.option.id).toBeLessThan(to.option.id);
    const v = from.products[0]!.id;
    const w = to.products[0]!.id;
    const period = futureWeek(30);
    const b = await shopBooking(server, { klass: small, period });
    await shopBooking(server, { klass: to, period });

    // Another write holds S: the assignment queues for it (before the fix, having read v's class X1 already).
    const holdingSmall = await holdClassLocks([small.option.id]);
    const assign = admin.gql(ASSIGN, { input: { bookingId: b.gid, productId: encodeGlobalID('Product', v) } });
    await expect.poll(holdingSmall.waiters).toBeGreaterThan(0);
    // Meanwhile v moves to X2 (the move locks X1 and X2, which nobody holds).
    await moveInto(to, v);
    // A write that takes w to the workshop under X2's lock (as updateProduct does), still running when S is released.
    const holdingTo = await holdClassLocks([to.option.id], async (tx) => {
      await tx.product.update({ where: { id: w }, data: { status: 'in_maintenance' } });
    });
    await holdingSmall.release();
    await answeredOrWaiting(assign, holdingTo);
    await holdingTo.release();

    const r = (await assign).data.assignVehicle;
    expect(r.__typename, JSON.stringify(r)).toBe('NotAvailableError');
    expect(r.message).toContain('Planlås til');
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, lineType: 'rental' } })).productId).toBeNull();
    // X2 has one car that can be rented (v) and holds one booking (A): not oversold.
    const x2 = (await availabilityFor(server.db, { ids: [to.option.id] }, to.location.id, new Date(period.pickupAt), new Date(period.dropoffAt))).get(to.option.id)!;
    expect(x2).toEqual({ capacity: 1, held: 1, available: 0 });
  });
});

describe('applyAutoAssignment while a vehicle is moved to a lower class', () => {
  it('gives back its locks and takes them again in id order, so a write holding the lower class and then taking ours goes on', { timeout: 60_000 }, async () => {
    // ids X2 < S < X1: v is in X1 when the apply looks and is moved to X2 while the apply waits for S. A write that
    // holds X2 then takes S (in id order, as every write does). Locking X2 while holding S would deadlock with it.
    // (The set is refused in the end, as a car of another class than booked; the locks are taken first all the same.)
    const to = await carClass(server.db, 1, { title: 'Planlås lågare' });
    const small = await carClass(server.db, 1, { title: 'Planlås bestilt' });
    const from = await carClass(server.db, 1, { title: 'Planlås høgare' });
    expect(to.option.id).toBeLessThan(small.option.id);
    expect(small.option.id).toBeLessThan(from.option.id);
    const v = from.products[0]!.id;
    const period = futureWeek(31);
    const b = await shopBooking(server, { klass: small, period });

    const holdingSmall = await holdClassLocks([small.option.id]);
    const apply = admin.gql(APPLY, { input: { accountId: encodeGlobalID('Account', networkSlug), assignments: [{ bookingId: b.gid, productId: encodeGlobalID('Product', v) }] } });
    await expect.poll(holdingSmall.waiters).toBeGreaterThan(0);
    await moveInto(to, v);
    // Once the apply waits for X2, S must be free: NOWAIT fails at once where waiting would deadlock (which PostgreSQL
    // would break by refusing one of the two, and inTransaction would hide by running the apply again).
    const other = await holdClassLocks([to.option.id], async (tx) => {
      await tx.$queryRaw`SELECT id FROM rental_option WHERE id = ${small.option.id} FOR UPDATE NOWAIT`;
    });
    await holdingSmall.release();
    await answeredOrWaiting(apply, other);
    await other.release();

    // Answered, not deadlocked: v is of another class than booked, which the automatic assignment never gives (staff
    // upgrade one booking at a time), so nothing is written.
    const r = (await apply).data.applyAutoAssignment;
    expect(r.__typename, JSON.stringify(r)).toBe('ValidationError');
    expect(r.message ?? r.fields?.[0]?.message).toContain(PLANNING_MESSAGES.proposalStale);
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, lineType: 'rental' } })).productId).toBeNull();
  });
});

/**
 * No class is ever oversold through assignments and upgrades: shop orders, staff updateBooking and planner
 * assignVehicle (upgrades into the other class and same-class assignments) race each other round after round, then an
 * independent SQL count over the stored lines checks that at no instant any class holds more bookings than it has
 * vehicles (a line holds its vehicle's class, else the class booked) and that no vehicle holds two bookings at once.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestEmail, shopBooking, update } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`;

const ROUNDS = 8;
/** Every answer a write may give in this race; anything else (a deadlock, a 500) fails the test. */
const EXPECTED = new Set(['AssignVehicleSuccess', 'CreateBookingPayload', 'UpdateBookingSuccess', 'NotAvailableError', 'VehicleTakenError']);

describe('upgrades under racing writes', () => {
  it('never lets a class hold more bookings than vehicles at any instant', { timeout: 180_000 }, async () => {
    const small = await carClass(server.db, 2, { title: 'Kappløp liten' });
    const big = await carClass(server.db, 3, { title: 'Kappløp stor' });
    const [big0, big1, big2] = big.products.map((p) => p.id) as [number, number, number];
    const assign = async (bookingId: number, productId: number | null) =>
      (await admin.gql(ASSIGN, { input: { bookingId: encodeGlobalID('Booking', bookingId), productId: productId === null ? null : encodeGlobalID('Product', productId) } })).data?.assignVehicle?.__typename ?? 'error';
    const shop = async (klass: typeof small, period: { pickupAt: string; dropoffAt: string }) =>
      (await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period, { email: guestEmail() }) })).data?.createBooking?.__typename ?? 'error';
    const outcomes: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const period = futureWeek(20 + round);
      // The small class full, one of the big class's three cars held, and a big-class booking elsewhere to move in.
      const a1 = await shopBooking(server, { klass: small, period });
      const a2 = await shopBooking(server, { klass: small, period });
      const b1 = await shopBooking(server, { klass: big, period });
      const elsewhere = await shopBooking(server, { klass: big, period: futureWeek(40 + round) });
      // One upgrade made before the race: the big class has one car left, the small class one.
      expect(await assign(a1.id, big2)).toBe('AssignVehicleSuccess');
      const results = await Promise.all([
        assign(a2.id, big0),
        assign(a2.id, big1),
        shop(big, period),
        shop(small, period),
        update(admin, { id: elsewhere.gid, updatedAt: elsewhere.row.updatedAt.toISOString(), ...period }).then((r) => r.__typename as string),
        assign(b1.id, round % 2 ? big0 : big1),
        shop(big, period),
        round % 3 === 0 ? assign(a1.id, null) : shop(small, period),
      ]);
      for (const r of results) expect(EXPECTED, `round ${round}: ${JSON.stringify(results)}`).toContain(r);
      outcomes.push(...results);
      if (process.env.RACE_LOG) console.log(round, Date.now(), results.join(' '));
    }
    // The race was real: some writes won and some were refused.
    expect(outcomes.filter((o) => o === 'AssignVehicleSuccess').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'NotAvailableError').length).toBeGreaterThan(0);

    // Independently of availability.ts: at every instant a hold starts, count the holds of each class.
    const over = await server.db.$queryRaw<{ cls: number; t: Date; n: number }[]>`
      WITH h AS (
        SELECT coalesce(vc.rental_option_id, bl.rental_option_id) AS cls, bl.active_from AS f, bl.active_until AS u
        FROM booking_line bl LEFT JOIN rental_option_product vc ON vc.product_id = bl.product_id AND vc.vehicle_class
        WHERE bl.active AND bl.line_type = 'rental'
      ),
      cap AS (SELECT rental_option_id AS cls, count(*)::int AS c FROM rental_option_product WHERE vehicle_class GROUP BY rental_option_id),
      starts AS (SELECT DISTINCT cls, f AS t FROM h WHERE cls IN (${small.option.id}, ${big.option.id}))
      SELECT p.cls, p.t, count(*)::int AS n
      FROM starts p JOIN h ON h.cls = p.cls AND h.f <= p.t AND p.t < h.u
      GROUP BY p.cls, p.t
      HAVING count(*) > (SELECT c FROM cap WHERE cap.cls = p.cls)`;
    expect(over).toEqual([]);
    const holds = await server.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM booking_line a JOIN booking_line b ON a.product_id = b.product_id AND a.id < b.id
      WHERE a.active AND b.active AND tstzrange(a.active_from, a.active_until, '[)') && tstzrange(b.active_from, b.active_until, '[)')`;
    expect(holds[0]!.n).toBe(0);
    // And the upgrades really moved holds: some small-class bookings drive a big-class car.
    const upgraded = await server.db.bookingLine.count({ where: { rentalOptionId: small.option.id, productId: { in: [big0, big1, big2] }, active: true } });
    expect(upgraded).toBeGreaterThan(0);
  });
});

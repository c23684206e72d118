/**
 * A vehicle's for-rent tick and status decide which class its bookings hold (its own while usable, else the class
 * booked), so changing them is a write on availability: it takes the class locks, and it is refused when a class would
 * hold more bookings than vehicles, with the booking that would lack one named. Races of status changes against shop
 * orders are checked afterwards with an SQL count of its own over the stored lines.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { guestEmail, shopBooking } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename
  ... on UpdateProductSuccess { product { status isRentable } } ... on Error { message } ... on ValidationError { fields { field message code } } } }`;
const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`;

type Klass = Awaited<ReturnType<typeof carClass>>;

/** A car class whose cars have every field the car category requires, so the product form can save them. */
async function completeClass(vehicles: number, title: string): Promise<Klass> {
  const klass = await carClass(server.db, vehicles, { title });
  for (const p of klass.products) {
    await server.db.product.update({ where: { id: p.id }, data: { seatCapacity: 5, fuelType: 'petrol', acriss: 'EDMV', ownershipType: 'owned', make: 'Toyota', model: 'Yaris', year: 2024 } });
  }
  return klass;
}

/** updateProduct with the stored updatedAt (as the form loaded it a moment ago). */
async function setVehicle(productId: number, fields: { status?: string; isRentable?: boolean; acceptShortage?: boolean }) {
  const { updatedAt } = await server.db.product.findUniqueOrThrow({ where: { id: productId } });
  const r = await admin.gql(UPDATE, { input: { id: encodeGlobalID('Product', productId), updatedAt: updatedAt.toISOString(), ...fields } });
  if (!r.data?.updateProduct) throw new Error(JSON.stringify(r));
  return r.data.updateProduct as { __typename: string; message?: string; fields?: { field: string; message: string; code: string | null }[]; product?: { status: string; isRentable: boolean } };
}

async function assign(bookingId: number, productId: number) {
  const r = await admin.gql(ASSIGN, { input: { bookingId: encodeGlobalID('Booking', bookingId), productId: encodeGlobalID('Product', productId) } });
  return r.data?.assignVehicle?.__typename as string;
}

const shop = async (klass: Klass, period: { pickupAt: string; dropoffAt: string }) =>
  ((await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period, { email: guestEmail() }) })).data?.createBooking?.__typename as string | undefined) ?? 'error';

/**
 * Instants at which a class holds more active rental lines than it has usable vehicles, counted without
 * availability.ts: a line holds its vehicle's class while that vehicle is for rent and neither in the workshop nor
 * out of rent, else the class booked.
 */
async function oversold(classIds: number[]) {
  return server.db.$queryRaw<{ cls: number; t: Date; n: number; c: number }[]>`
    WITH h AS (
      SELECT CASE WHEN p.is_rentable AND p.status::text NOT IN ('in_maintenance', 'not_rentable') THEN vc.rental_option_id ELSE bl.rental_option_id END AS cls,
             bl.active_from AS f, bl.active_until AS u
      FROM booking_line bl
      LEFT JOIN product p ON p.id = bl.product_id
      LEFT JOIN rental_option_product vc ON vc.product_id = bl.product_id AND vc.vehicle_class
      WHERE bl.active AND bl.line_type = 'rental'
    ),
    cap AS (
      SELECT vc.rental_option_id AS cls, count(*) FILTER (WHERE p.is_rentable AND p.status::text NOT IN ('in_maintenance', 'not_rentable'))::int AS c
      FROM rental_option_product vc JOIN product p ON p.id = vc.product_id WHERE vc.vehicle_class GROUP BY vc.rental_option_id
    ),
    starts AS (SELECT DISTINCT cls, f AS t FROM h WHERE cls = ANY(${classIds}::int[]))
    SELECT s.cls, s.t, count(*)::int AS n, min(cap.c)::int AS c
    FROM starts s JOIN h ON h.cls = s.cls AND h.f <= s.t AND s.t < h.u JOIN cap ON cap.cls = s.cls
    GROUP BY s.cls, s.t
    HAVING count(*) > min(cap.c)`;
}

describe('changing whether a vehicle can be rented', () => {
  describe('as the network admin', () => {
    it('refuses the workshop for an upgraded car when its booking would find the class booked full, naming the booking', async () => {
      const small = await completeClass(1, 'Verkstad liten');
      const big = await completeClass(2, 'Verkstad stor');
      const period = futureWeek(60);
      const upgraded = await shopBooking(server, { klass: small, period });
      const [v] = big.products.map((p) => p.id) as [number];
      expect(await assign(upgraded.id, v)).toBe('AssignVehicleSuccess');
      // The upgrade freed the small class's car: the shop sold it again.
      expect(await shop(small, period)).toBe('CreateBookingPayload');
      const history = await server.db.historyEntry.count({ where: { entityType: 'product', entityId: v } });

      const r = await setVehicle(v, { status: 'in_maintenance' });
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields).toHaveLength(1);
      expect(r.fields![0]!.field).toBe('status');
      expect(r.fields![0]!.message).toContain(`booking ${bookingNumber(upgraded.id)}`);
      expect(r.fields![0]!.message).toContain('Verkstad liten');
      // Nothing written.
      expect((await server.db.product.findUniqueOrThrow({ where: { id: v } })).status).toBe('rentable');
      expect(await server.db.historyEntry.count({ where: { entityType: 'product', entityId: v } })).toBe(history);
      expect(await oversold([small.option.id, big.option.id])).toEqual([]);
    });

    it('refuses unticking "til utleige" when the car\'s own class would hold more bookings than cars, on the isRentable field', async () => {
      const klass = await completeClass(2, 'Utleige full');
      const period = futureWeek(61);
      const first = await shopBooking(server, { klass, period });
      const second = await shopBooking(server, { klass, period });
      const r = await setVehicle(klass.products[0]!.id, { isRentable: false });
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields![0]!.field).toBe('isRentable');
      expect(r.fields![0]!.code).toBe('CLASS_SHORTAGE');
      expect(r.fields![0]!.message).toMatch(new RegExp(`booking (${bookingNumber(first.id)}|${bookingNumber(second.id)})`));
      expect((await server.db.product.findUniqueOrThrow({ where: { id: klass.products[0]!.id } })).isRentable).toBe(true);
    });

    it('takes the car out anyway when staff accept the shortage, and the history says which booking lacks a car', async () => {
      const klass = await completeClass(1, 'Utleige kræsj');
      const booked = await shopBooking(server, { klass, period: futureWeek(63) });
      const v = klass.products[0]!.id;
      expect((await setVehicle(v, { status: 'in_maintenance' })).fields?.[0]?.code).toBe('CLASS_SHORTAGE');
      expect(await setVehicle(v, { status: 'in_maintenance', acceptShortage: true })).toMatchObject({ __typename: 'UpdateProductSuccess', product: { status: 'in_maintenance' } });
      const last = await server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'product', entityId: v }, orderBy: { id: 'desc' } });
      expect(last.comment).toBe(`Produktet er endra. Teke ut av utleige sjølv om booking ${bookingNumber(booked.id)} i klassen Utleige kræsj då manglar ein ledig bil.`);
      // The shop sells nothing more in the class.
      expect(await shop(klass, futureWeek(63))).toBe('NotAvailableError');
      // Over REST too: refused (422 on the field), then taken back to rent and out again with accept_shortage.
      expect(await setVehicle(v, { status: 'rentable' })).toMatchObject({ __typename: 'UpdateProductSuccess' });
      const stamp = async () => (await server.db.product.findUniqueOrThrow({ where: { id: v } })).updatedAt.toISOString();
      const refused = await admin.rest('POST', '/product/update', { product_id: v, product_updated_at: await stamp(), product_status: 'in_maintenance' });
      expect(refused.status).toBe(422);
      expect(refused.body.fields[0].message).toContain(`booking ${bookingNumber(booked.id)}`);
      // The legacy field name, and the code a partner's program can act on (accept_shortage).
      expect(refused.body.fields[0]).toMatchObject({ field: 'product_status', code: 'CLASS_SHORTAGE' });
      const taken = await admin.rest('POST', '/product/update', { product_id: v, product_updated_at: await stamp(), product_status: 'in_maintenance', accept_shortage: true });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect((await server.db.product.findUniqueOrThrow({ where: { id: v } })).status).toBe('in_maintenance');
    });

    it('refuses deleting a car its class needs for a booking, naming it, and deletes it once taken out of rent on purpose', async () => {
      const klass = await completeClass(1, 'Sletteklasse');
      const booked = await shopBooking(server, { klass, period: futureWeek(64) });
      const v = klass.products[0]!.id;
      const DELETE = `mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename ... on InUseError { message bookingNumbers } } }`;
      const refused = (await admin.gql(DELETE, { input: { id: encodeGlobalID('Product', v) } })).data.deleteProduct;
      expect(refused).toMatchObject({ __typename: 'InUseError', bookingNumbers: [bookingNumber(booked.id)] });
      expect(refused.message).toContain(`Klassen Sletteklasse treng køyretøyet til booking ${bookingNumber(booked.id)}`);
      expect(await server.db.product.count({ where: { id: v } })).toBe(1);
      expect(await setVehicle(v, { isRentable: false, acceptShortage: true })).toMatchObject({ __typename: 'UpdateProductSuccess' });
      expect((await admin.gql(DELETE, { input: { id: encodeGlobalID('Product', v) } })).data.deleteProduct.__typename).toBe('DeleteProductSuccess');
    });

    it('allows the workshop while the class has a car to spare, and back to rentable again', async () => {
      const klass = await completeClass(2, 'Verkstad ledig');
      await shopBooking(server, { klass, period: futureWeek(62) });
      const v = klass.products[0]!.id;
      expect(await setVehicle(v, { status: 'in_maintenance' })).toMatchObject({ __typename: 'UpdateProductSuccess', product: { status: 'in_maintenance' } });
      // The class now has one car, and it is sold: the shop refuses the period.
      expect(await shop(klass, futureWeek(62))).toBe('NotAvailableError');
      expect(await setVehicle(v, { status: 'rentable' })).toMatchObject({ __typename: 'UpdateProductSuccess', product: { status: 'rentable' } });
      expect(await shop(klass, futureWeek(62))).toBe('CreateBookingPayload');
      expect(await oversold([klass.option.id])).toEqual([]);
    });
  });
});

const ROUNDS = 8;
/** Every answer a write may give in this race; anything else (a deadlock, a 500) fails the test. */
const EXPECTED = new Set(['UpdateProductSuccess', 'ValidationError', 'CreateBookingPayload', 'NotAvailableError']);

describe('status changes racing shop orders', () => {
  it('never lets a class hold more bookings than usable vehicles at any instant', { timeout: 180_000 }, async () => {
    const outcomes: string[] = [];
    const classes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The small class's one car free because its booking drives a big-class car; the big class with one car left.
      const small = await completeClass(1, `Kappløp verkstad liten ${round}`);
      const big = await completeClass(2, `Kappløp verkstad stor ${round}`);
      classes.push(small.option.id, big.option.id);
      const period = futureWeek(70 + round);
      const upgraded = await shopBooking(server, { klass: small, period });
      const v = big.products[0]!.id;
      expect(await assign(upgraded.id, v)).toBe('AssignVehicleSuccess');

      const results = await Promise.all([
        shop(small, period),
        setVehicle(v, round % 2 ? { isRentable: false } : { status: 'in_maintenance' }).then((r) => r.__typename),
        shop(big, period),
        shop(small, period),
      ]);
      for (const r of results) expect(EXPECTED, `round ${round}: ${JSON.stringify(results)}`).toContain(r);
      outcomes.push(...results);
      if (process.env.RACE_LOG) console.log(round, results.join(' '));
    }
    // The race was real: some status changes and some orders went through.
    expect(outcomes.filter((o) => o === 'UpdateProductSuccess').length + outcomes.filter((o) => o === 'ValidationError').length).toBe(ROUNDS);
    expect(outcomes.filter((o) => o === 'CreateBookingPayload').length).toBeGreaterThan(0);
    expect(await oversold(classes)).toEqual([]);
  });
});

describe('a car back from the workshop racing the planner and the shop', () => {
  it('never lets its class hold more bookings than usable vehicles when a booking is put on it meanwhile', { timeout: 180_000 }, async () => {
    const outcomes: string[] = [];
    const classes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The car v in the workshop; the big class's other car sold; a small-class booking to put on v.
      const small = await completeClass(1, `Kappløp tilbake liten ${round}`);
      const big = await completeClass(2, `Kappløp tilbake stor ${round}`);
      classes.push(small.option.id, big.option.id);
      const period = futureWeek(80 + round);
      const v = big.products[0]!.id;
      await server.db.product.update({ where: { id: v }, data: { status: 'in_maintenance' } });
      const waiting = await shopBooking(server, { klass: small, period });
      expect(await shop(big, period)).toBe('CreateBookingPayload');

      // Which write reaches the server first alternates, so both orders of the vehicle's two writers are tried.
      const back = () => setVehicle(v, { status: 'rentable' }).then((r) => r.__typename);
      const put = () => assign(waiting.id, v);
      const results = await Promise.all(round % 2 ? [put(), shop(big, period), back(), shop(big, period)] : [back(), put(), shop(big, period), shop(big, period)]);
      for (const r of results) expect(new Set([...EXPECTED, 'AssignVehicleSuccess']), `round ${round}: ${JSON.stringify(results)}`).toContain(r);
      outcomes.push(...results);
      if (process.env.RACE_LOG) console.log(round, results.join(' '));
    }
    expect(outcomes.filter((o) => o === 'AssignVehicleSuccess').length).toBeGreaterThan(0);
    expect(await oversold(classes)).toEqual([]);
  });
});

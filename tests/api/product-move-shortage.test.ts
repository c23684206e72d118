/**
 * A vehicle class counts the vehicles standing at its own location (availabilityFor), so moving a vehicle to another
 * location takes one from its class there: like taking it out of rent, the move takes the class locks and is refused
 * (on the location field, code CLASS_SHORTAGE, naming a booking that would lack a vehicle) unless staff accept it.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { shopBooking } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let asane: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  asane = (await server.db.location.findFirstOrThrow({ where: { slug: 'asane' } })).id;
});

const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename
  ... on UpdateProductSuccess { product { location { databaseId } } } ... on Error { message } ... on ValidationError { fields { field message code } } } }`;

type Klass = Awaited<ReturnType<typeof carClass>>;

/** A car class at Bergen sentrum whose cars have every field the car category requires, so the product form saves them. */
async function completeClass(vehicles: number, title: string, opts: { fromOtherLocation?: boolean } = {}): Promise<Klass> {
  const klass = await carClass(server.db, vehicles, { title, ...opts });
  for (const p of klass.products) {
    await server.db.product.update({ where: { id: p.id }, data: { seatCapacity: 5, fuelType: 'petrol', acriss: 'EDMV', ownershipType: 'owned', make: 'Toyota', model: 'Yaris', year: 2024 } });
  }
  return klass;
}

async function moveVehicle(productId: number, locationId: number, extra: { acceptShortage?: boolean } = {}) {
  const { updatedAt } = await server.db.product.findUniqueOrThrow({ where: { id: productId } });
  const r = await admin.gql(UPDATE, { input: { id: encodeGlobalID('Product', productId), updatedAt: updatedAt.toISOString(), locationId: encodeGlobalID('Location', locationId), ...extra } });
  if (!r.data?.updateProduct) throw new Error(JSON.stringify(r));
  return r.data.updateProduct as { __typename: string; message?: string; fields?: { field: string; message: string; code: string | null }[] };
}

const shop = async (klass: Klass, period: { pickupAt: string; dropoffAt: string }) =>
  ((await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period) })).data?.createBooking?.__typename as string | undefined) ?? 'error';

const locationOf = async (productId: number) => (await server.db.product.findUniqueOrThrow({ where: { id: productId } })).locationId;

describe('moving a vehicle to another location', () => {
  describe('as the network admin', () => {
    it('refuses moving the only car of a sold class away from its location, on the location field, naming the booking', async () => {
      const klass = await completeClass(1, 'Flytt full');
      const booked = await shopBooking(server, { klass, period: futureWeek(10) });
      const v = klass.products[0]!.id;
      const history = await server.db.historyEntry.count({ where: { entityType: 'product', entityId: v } });

      const r = await moveVehicle(v, asane);
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields).toEqual([
        {
          field: 'locationId',
          code: 'CLASS_SHORTAGE',
          message: expect.stringContaining(`Kan ikkje flytte køyretøyet til ein annan lokasjon no: booking ${bookingNumber(booked.id)} treng då ein bil i klassen Flytt full`),
        },
      ]);
      // Nothing written.
      expect(await locationOf(v)).toBe(klass.location.id);
      expect(await server.db.historyEntry.count({ where: { entityType: 'product', entityId: v } })).toBe(history);
    });

    it('moves it when staff accept the shortage, and the history says which booking lacks a car', async () => {
      const klass = await completeClass(1, 'Flytt kræsj');
      const booked = await shopBooking(server, { klass, period: futureWeek(11) });
      const v = klass.products[0]!.id;
      expect(await moveVehicle(v, asane, { acceptShortage: true })).toMatchObject({ __typename: 'UpdateProductSuccess', product: { location: { databaseId: asane } } });
      const last = await server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'product', entityId: v }, orderBy: { id: 'desc' } });
      expect(last.comment).toBe(`Produktet er endra. Flytta sjølv om booking ${bookingNumber(booked.id)} i klassen Flytt kræsj då manglar ein ledig bil.`);
      // The class has no car left at its location: the shop sells nothing there.
      expect(await shop(klass, futureWeek(15))).toBe('NotAvailableError');
    });

    it('refuses over REST with 422 on location_id, and moves with accept_shortage', async () => {
      const klass = await completeClass(1, 'Flytt REST');
      const booked = await shopBooking(server, { klass, period: futureWeek(12) });
      const v = klass.products[0]!.id;
      const stamp = async () => (await server.db.product.findUniqueOrThrow({ where: { id: v } })).updatedAt.toISOString();
      const refused = await admin.rest('POST', '/product/update', { product_id: v, product_updated_at: await stamp(), location_id: asane });
      expect(refused.status).toBe(422);
      expect(refused.body.fields[0].field).toBe('location_id');
      expect(refused.body.fields[0].message).toContain(`booking ${bookingNumber(booked.id)}`);
      expect(await locationOf(v)).toBe(klass.location.id);
      const moved = await admin.rest('POST', '/product/update', { product_id: v, product_updated_at: await stamp(), location_id: asane, accept_shortage: true });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(await locationOf(v)).toBe(asane);
    });

    it('moves a car the class can spare, and one of a class the shop may fetch from another location', async () => {
      const spare = await completeClass(2, 'Flytt ledig');
      await shopBooking(server, { klass: spare, period: futureWeek(13) });
      expect(await moveVehicle(spare.products[0]!.id, asane)).toMatchObject({ __typename: 'UpdateProductSuccess' });
      // Now the one car left is sold.
      expect(await shop(spare, futureWeek(13))).toBe('NotAvailableError');

      const fetched = await completeClass(1, 'Flytt henta', { fromOtherLocation: true });
      await shopBooking(server, { klass: fetched, period: futureWeek(14) });
      expect(await moveVehicle(fetched.products[0]!.id, asane)).toMatchObject({ __typename: 'UpdateProductSuccess' });
    });

    it('moves a car that is out of rent freely: it counts in no class', async () => {
      const klass = await completeClass(2, 'Flytt verkstad');
      const v = klass.products[0]!.id;
      await server.db.product.update({ where: { id: v }, data: { status: 'in_maintenance' } });
      await shopBooking(server, { klass, period: futureWeek(16) });
      expect(await moveVehicle(v, asane)).toMatchObject({ __typename: 'UpdateProductSuccess' });
    });
  });
});

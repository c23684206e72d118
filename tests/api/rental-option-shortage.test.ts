/**
 * A class sells as many as its vehicles (at its location, or anywhere when it fetches from other locations), so a
 * rental-product write that takes vehicles from a class with bookings is a write on availability: taking vehicles out
 * (or moving them to another class), moving the class to another location, no longer fetching from other locations,
 * or a category without vehicles. Each takes the class locks and is refused with a field error of code CLASS_SHORTAGE
 * naming a booking that would lack a vehicle, unless staff accept the shortage.
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

type Klass = Awaited<ReturnType<typeof carClass>>;

/** A car class (carClass) with the fields the rental-product form requires, so updateRentalOption saves it whole. */
async function vehicleClass(vehicles: number, title: string, opts: { fromOtherLocation?: boolean } = {}): Promise<Klass> {
  const klass = await carClass(server.db, vehicles, { title, ...opts });
  await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { image: 'fa-car', acriss: 'EDMV' } });
  return klass;
}

interface Answer {
  __typename: string;
  message?: string;
  fields?: { field: string; message: string; code: string | null }[];
  rentalOption?: { productCount: number };
}

const ERRORS = `... on Error { message } ... on ValidationError { fields { field message code } }`;
const SET = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename
  ... on SetRentalOptionProductsSuccess { rentalOption { productCount } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateRentalOptionInput!) { updateRentalOption(input: $input) { __typename
  ... on UpdateRentalOptionSuccess { rentalOption { productCount } } ${ERRORS} } }`;

const stampOf = async (id: number) => (await server.db.rentalOption.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
const vehiclesOf = async (id: number) => (await server.db.rentalOptionProduct.findMany({ where: { rentalOptionId: id }, orderBy: { productId: 'asc' } })).map((r) => r.productId);
const historyOf = (id: number) => server.db.historyEntry.count({ where: { entityType: 'rentaloption', entityId: id } });

/** setRentalOptionProducts with the stored updatedAt. */
async function setVehicles(klass: Klass, productIds: number[], extra: { move?: boolean; acceptShortage?: boolean } = {}): Promise<Answer> {
  const input = { id: klass.optionGid, updatedAt: await stampOf(klass.option.id), productIds: productIds.map((p) => encodeGlobalID('Product', p)), ...extra };
  const r = await admin.gql(SET, { input });
  if (!r.data?.setRentalOptionProducts) throw new Error(JSON.stringify(r));
  return r.data.setRentalOptionProducts;
}

/** updateRentalOption with the stored updatedAt. */
async function updateClass(klass: Klass, fields: Record<string, unknown>): Promise<Answer> {
  const r = await admin.gql(UPDATE, { input: { id: klass.optionGid, updatedAt: await stampOf(klass.option.id), ...fields } });
  if (!r.data?.updateRentalOption) throw new Error(JSON.stringify(r));
  return r.data.updateRentalOption;
}

const shop = async (klass: Klass, period: { pickupAt: string; dropoffAt: string }) =>
  ((await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period) })).data?.createBooking?.__typename as string | undefined) ?? 'error';

const shortage = (field: string, lead: string, booking: number, title: string) => [
  { field, code: 'CLASS_SHORTAGE', message: expect.stringContaining(`${lead}: booking ${bookingNumber(booking)} treng då ein bil i klassen ${title}`) },
];

describe('taking vehicles out of a vehicle class', () => {
  describe('as the network admin', () => {
    it('refuses taking out the car a booking needs, naming the booking, and writes nothing', async () => {
      const klass = await vehicleClass(1, 'Ut av klassen');
      const booked = await shopBooking(server, { klass, period: futureWeek(30) });
      const history = await historyOf(klass.option.id);
      const r = await setVehicles(klass, []);
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields).toEqual(shortage('productIds', 'Kan ikkje ta køyretøyet ut av klassen no', booked.id, 'Ut av klassen'));
      expect(await vehiclesOf(klass.option.id)).toEqual([klass.products[0]!.id]);
      expect(await historyOf(klass.option.id)).toBe(history);
    });

    it('takes it out when staff accept the shortage, and the history says which booking lacks a car', async () => {
      const klass = await vehicleClass(1, 'Ut likevel');
      const booked = await shopBooking(server, { klass, period: futureWeek(31) });
      expect(await setVehicles(klass, [], { acceptShortage: true })).toMatchObject({ __typename: 'SetRentalOptionProductsSuccess', rentalOption: { productCount: 0 } });
      const last = await server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'rentaloption', entityId: klass.option.id }, orderBy: { id: 'desc' } });
      expect(last.comment).toBe(`Køyretøya i klassen er endra. Lagra sjølv om booking ${bookingNumber(booked.id)} i klassen Ut likevel då manglar ein ledig bil.`);
    });

    it('refuses moving the car a booking of its class needs to another class, naming that class, unless accepted', async () => {
      const from = await vehicleClass(1, 'Flytt frå');
      const to = await vehicleClass(0, 'Flytt til');
      const booked = await shopBooking(server, { klass: from, period: futureWeek(32) });
      const v = from.products[0]!.id;
      const r = await setVehicles(to, [v], { move: true });
      expect(r.fields).toEqual(shortage('productIds', 'Kan ikkje ta køyretøyet ut av klassen no', booked.id, 'Flytt frå'));
      expect(await vehiclesOf(from.option.id)).toEqual([v]);
      expect(await vehiclesOf(to.option.id)).toEqual([]);
      expect(await setVehicles(to, [v], { move: true, acceptShortage: true })).toMatchObject({ __typename: 'SetRentalOptionProductsSuccess' });
      expect(await vehiclesOf(to.option.id)).toEqual([v]);
    });

    it('refuses taking out a car whose booking then holds its booked class, which is full', async () => {
      // The booking of the small class drives the big class's car (an upgrade): out of the big class, that car is in no
      // class and the booking holds the small class again, whose one car the shop has sold meanwhile.
      const small = await vehicleClass(1, 'Oppgradert liten');
      const big = await vehicleClass(2, 'Oppgradert stor');
      const period = futureWeek(33);
      const upgraded = await shopBooking(server, { klass: small, period });
      const v = big.products[0]!.id;
      await server.db.bookingLine.updateMany({ where: { bookingId: upgraded.id, lineType: 'rental' }, data: { productId: v } });
      expect(await shop(small, period)).toBe('CreateBookingPayload');
      const r = await setVehicles(big, [big.products[1]!.id]);
      expect(r.fields).toEqual(shortage('productIds', 'Kan ikkje ta køyretøyet ut av klassen no', upgraded.id, 'Oppgradert liten'));
    });

    it('takes out a car the class can spare', async () => {
      const klass = await vehicleClass(2, 'Ut ledig');
      await shopBooking(server, { klass, period: futureWeek(34) });
      expect(await setVehicles(klass, [klass.products[1]!.id])).toMatchObject({ __typename: 'SetRentalOptionProductsSuccess', rentalOption: { productCount: 1 } });
      expect(await shop(klass, futureWeek(34))).toBe('NotAvailableError');
    });
  });
});

describe('changing where a vehicle class counts its vehicles', () => {
  describe('as the network admin', () => {
    it('refuses moving a sold class to a location where it has no car, on the location field, unless accepted', async () => {
      const klass = await vehicleClass(1, 'Klasse flytt');
      const booked = await shopBooking(server, { klass, period: futureWeek(35) });
      const history = await historyOf(klass.option.id);
      const r = await updateClass(klass, { locationId: encodeGlobalID('Location', asane) });
      expect(r.fields).toEqual(shortage('locationId', 'Kan ikkje flytte klassen til ein annan lokasjon no', booked.id, 'Klasse flytt'));
      expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } })).locationId).toBe(klass.location.id);
      expect(await historyOf(klass.option.id)).toBe(history);
      expect(await updateClass(klass, { locationId: encodeGlobalID('Location', asane), acceptShortage: true })).toMatchObject({ __typename: 'UpdateRentalOptionSuccess' });
      const last = await server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'rentaloption', entityId: klass.option.id }, orderBy: { id: 'desc' } });
      expect(last.comment).toBe(`Leieproduktet er endra. Lagra sjølv om booking ${bookingNumber(booked.id)} i klassen Klasse flytt då manglar ein ledig bil.`);
    });

    it('refuses ending "fetch from other locations" when the class sold a car that stands elsewhere, also over REST', async () => {
      const klass = await vehicleClass(1, 'Klasse henting', { fromOtherLocation: true });
      await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: asane } });
      const booked = await shopBooking(server, { klass, period: futureWeek(36) });
      const r = await updateClass(klass, { canBeRequestedFromOtherLocation: false });
      expect(r.fields).toEqual(shortage('canBeRequestedFromOtherLocation', 'Kan ikkje slutte å hente køyretøy frå andre lokasjonar no', booked.id, 'Klasse henting'));

      const body = { rentaloption_id: klass.option.id, rentaloption_can_be_requested_from_other_location: false };
      const refused = await admin.rest('POST', '/rentaloption/update', { ...body, rentaloption_updated_at: await stampOf(klass.option.id) });
      expect(refused.status).toBe(422);
      expect(refused.body.fields[0].field).toBe('rentaloption_can_be_requested_from_other_location');
      expect(refused.body.fields[0].message).toContain(`booking ${bookingNumber(booked.id)}`);
      const saved = await admin.rest('POST', '/rentaloption/update', { ...body, rentaloption_updated_at: await stampOf(klass.option.id), accept_shortage: true });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } })).canBeRequestedFromOtherLocation).toBe(false);
    });

    it('refuses a category without vehicles for a class with a coming booking, on the category field', async () => {
      const klass = await vehicleClass(1, 'Klasse kategori');
      const booked = await shopBooking(server, { klass, period: futureWeek(37) });
      const accessory = await server.db.productCategory.findFirstOrThrow({ where: { systemCode: 'accessory' } });
      const r = await updateClass(klass, { categoryId: encodeGlobalID('ProductCategory', accessory.id) });
      expect(r.fields).toEqual(shortage('categoryId', 'Kan ikkje gi klassen ein kategori utan køyretøy no', booked.id, 'Klasse kategori'));
      expect(await vehiclesOf(klass.option.id)).toEqual([klass.products[0]!.id]);
    });

    it('changes the title, or moves a class whose cars go along, without asking', async () => {
      const klass = await vehicleClass(1, 'Klasse ledig');
      await shopBooking(server, { klass, period: futureWeek(38) });
      expect(await updateClass(klass, { title: 'Klasse ledig 2' })).toMatchObject({ __typename: 'UpdateRentalOptionSuccess' });
      await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: asane } });
      expect(await updateClass(klass, { locationId: encodeGlobalID('Location', asane) })).toMatchObject({ __typename: 'UpdateRentalOptionSuccess' });
    });
  });
});

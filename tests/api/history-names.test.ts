/**
 * A history's reference fields read by name (`HistoryEntry.valueNames`): a vehicle moved between locations reads
 * "Bergen sentrum → Flesland", a class's vehicles by name and plate, each only for a viewer who may see the record.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { shopBooking, update as updateBooking } from '../support/bookings.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { statementsDuring } from '../support/sql.ts';
import { updateRo } from '../support/rentalOptions.ts';

let server: TestServer;
let admin: TestClient;
let bergen: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  bergen = server.client();
  await bergen.login('bergen@fjordbil.no', 'demo1234');
});

interface Entry {
  comment: string;
  changes: Record<string, [unknown, unknown]> | null;
  valueNames: Record<string, Record<string, string>> | null;
}

const HISTORY = `query($id: ID!) { node(id: $id) { ... on Historied { history(first: 20) { edges { node { comment changes valueNames } } } } } }`;
async function history(c: TestClient, id: string, account: string): Promise<Entry[]> {
  const res = await c.gql<{ node: { history: { edges: { node: Entry }[] } } }>(HISTORY, { id }, { 'x-account': account });
  expect(res.errors).toBeUndefined();
  return res.data!.node.history.edges.map((e) => e.node);
}

/** A vehicle of carClass with the fields a car's form requires, so a later edit of it saves. */
async function carWithFields() {
  const cls = await carClass(server.db, 1);
  await server.db.product.update({ where: { id: cls.products[0]!.id }, data: { ownershipType: 'owned', seatCapacity: 5, fuelType: 'diesel', acriss: 'CDMD' } });
  return { cls, vehicle: cls.products[0]! };
}

const UPDATE_PRODUCT = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { field message } } } }`;
const SET_PRODUCTS = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename ... on Error { message } } }`;

describe('history values by name', () => {
  it("names the locations and company a vehicle's edit changed, and leaves plain fields alone", async () => {
    const { cls, vehicle } = await carWithFields();
    const other = await server.db.location.findFirstOrThrow({ where: { siteId: cls.location.siteId, companyId: cls.location.companyId, id: { not: cls.location.id } } });
    const row = await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } });
    const res = await admin.gql<{ updateProduct: { __typename: string } }>(UPDATE_PRODUCT, {
      input: { id: encodeGlobalID('Product', vehicle.id), updatedAt: row.updatedAt.toISOString(), locationId: encodeGlobalID('Location', other.id), color: 'Raud' },
    });
    expect(res.data?.updateProduct).toMatchObject({ __typename: 'UpdateProductSuccess' });
    const [latest] = await history(admin, encodeGlobalID('Product', vehicle.id), 'systemeier');
    expect(latest!.changes).toMatchObject({ locationId: [cls.location.id, other.id], color: [null, 'Raud'] });
    expect(latest!.valueNames).toMatchObject({ locationId: { [cls.location.id]: cls.location.name, [other.id]: other.name } });
    expect(latest!.valueNames).not.toHaveProperty('color');
    // The responsible company, set to the owner on this first save, is named too.
    const owner = await server.db.company.findUniqueOrThrow({ where: { id: cls.location.companyId } });
    expect(latest!.changes!.companyIdManager).toEqual([null, owner.id]);
    expect(latest!.valueNames!.companyIdManager).toEqual({ [owner.id]: owner.name });
  });

  it("names a class's vehicles by name and plate, except to a viewer who may not see one", async () => {
    const cls = await carClass(server.db, 1, { title: 'Klasse med namngjevne bilar' });
    const own = cls.products[0]!;
    const elsewhere = await server.db.location.findFirstOrThrow({ where: { siteId: cls.location.siteId, companyId: { not: cls.location.companyId } } });
    const foreign = await server.db.product.create({
      data: { name: 'Bil utanfor Bergen', licensePlate: `UT${Date.now() % 100000}`, categoryId: own.categoryId, siteId: elsewhere.siteId, companyId: elsewhere.companyId, locationId: elsewhere.id },
    });
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } });
    const res = await admin.gql<{ setRentalOptionProducts: { __typename: string } }>(SET_PRODUCTS, {
      input: { id: cls.optionGid, updatedAt: row.updatedAt.toISOString(), productIds: [encodeGlobalID('Product', own.id), encodeGlobalID('Product', foreign.id)] },
    });
    expect(res.data?.setRentalOptionProducts.__typename).toBe('SetRentalOptionProductsSuccess');

    const [byAdmin] = await history(admin, cls.optionGid, 'systemeier');
    expect(byAdmin!.changes!.productIds).toEqual([[own.id], [own.id, foreign.id].sort((a, b) => a - b)]);
    expect(byAdmin!.valueNames!.productIds).toEqual({ [own.id]: `${own.name} (${own.licensePlate})`, [foreign.id]: `Bil utanfor Bergen (${foreign.licensePlate})` });

    // The Bergen manager reads the same entry: their own vehicle by name, the other company's not at all.
    const [byManager] = await history(bergen, cls.optionGid, 'fjordbil-bergen');
    expect(byManager!.changes!.productIds).toEqual(byAdmin!.changes!.productIds);
    expect(byManager!.valueNames!.productIds).toEqual({ [own.id]: `${own.name} (${own.licensePlate})` });
    expect(JSON.stringify(byManager)).not.toContain('Bil utanfor Bergen');
  });

  it("names a booking's linked customer and its places", async () => {
    const b = await shopBooking(server, { period: futureWeek(23) });
    const customer = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    const other = await server.db.location.findFirstOrThrow({ where: { siteId: b.row.siteId, status: 'public', id: { not: b.row.dropoffLocationId! } } });
    const r = await updateBooking(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), customerUserId: encodeGlobalID('User', customer.id), dropoffLocationId: encodeGlobalID('Location', other.id) });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const [latest] = await history(admin, b.gid, 'systemeier');
    expect(latest!.changes!.customerUserId).toEqual([null, customer.id]);
    expect(latest!.valueNames).toMatchObject({
      customerUserId: { [customer.id]: `${customer.firstname} ${customer.lastname}` },
      dropoffLocationId: { [other.id]: other.name },
    });
  });

  it("names a class's uploaded pictures by title and number, and not a picture that is no longer public", async () => {
    const cls = await carClass(server.db, 1, { title: 'Klasse med nytt bilete' });
    await server.db.rentalOption.update({ where: { id: cls.option.id }, data: { acriss: 'CDMR' } });
    // A one-pixel PNG is enough: the rule reads the row, not the bytes.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const picture = (title: string) => server.db.upload.create({ data: { type: 'rentaloption', title, mime: 'image/png', size: png.length, width: 1, height: 1, data: png, public: true } });
    const first = await picture('Klasse med nytt bilete');
    const second = await picture('Klasse med nytt bilete');
    let updatedAt = (await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).updatedAt.toISOString();
    for (const upload of [first, second]) {
      const res = await updateRo(admin, { id: cls.optionGid, updatedAt, imageUploadId: encodeGlobalID('Upload', upload.id) });
      expect(res.__typename, JSON.stringify(res)).toBe('UpdateRentalOptionSuccess');
      updatedAt = (await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).updatedAt.toISOString();
    }
    const [latest] = await history(admin, cls.optionGid, 'systemeier');
    expect(latest!.changes!.imageUploadId).toEqual([first.id, second.id]);
    expect(latest!.valueNames!.imageUploadId).toEqual({
      [first.id]: `«Klasse med nytt bilete» (bilete nr. ${first.id})`,
      [second.id]: `«Klasse med nytt bilete» (bilete nr. ${second.id})`,
    });
    await server.db.upload.update({ where: { id: first.id }, data: { public: false } });
    const [again] = await history(admin, cls.optionGid, 'systemeier');
    expect(again!.valueNames!.imageUploadId).toEqual({ [second.id]: `«Klasse med nytt bilete» (bilete nr. ${second.id})` });
  });

  it('reads every name of a history page with one statement per kind of record', async () => {
    const { cls, vehicle } = await carWithFields();
    const places = await server.db.location.findMany({ where: { siteId: cls.location.siteId, companyId: cls.location.companyId }, orderBy: { id: 'asc' }, take: 3 });
    for (const place of [...places, cls.location]) {
      const row = await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } });
      if (row.locationId === place.id) continue;
      const r = await admin.gql<{ updateProduct: { __typename: string } }>(UPDATE_PRODUCT, {
        input: { id: encodeGlobalID('Product', vehicle.id), updatedAt: row.updatedAt.toISOString(), locationId: encodeGlobalID('Location', place.id) },
      });
      expect(r.data?.updateProduct.__typename).toBe('UpdateProductSuccess');
    }
    const read = await statementsDuring(() => history(admin, encodeGlobalID('Product', vehicle.id), 'systemeier'));
    const moves = read.result.filter((e) => e.changes?.locationId);
    expect(moves.length).toBeGreaterThanOrEqual(3);
    for (const e of moves) for (const id of e.changes!.locationId) expect(e.valueNames!.locationId![String(id)]).toBeTruthy();
    expect(read.sql.filter((s) => /FROM "public"\."location"/i.test(s) && /"name"/.test(s))).toHaveLength(1);
  });
});

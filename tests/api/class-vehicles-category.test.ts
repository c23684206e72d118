/**
 * A vehicle class (rental product of a category with transport) holds only vehicles of its own category, so the shop
 * never counts or sells a trailer or an accessory as a "Småbil": putting one in (the vehicles tab's "Legg til",
 * GraphQL setRentalOptionProducts; REST does not change a class's vehicles at all), changing the category of a vehicle
 * that stands in a class, and changing a class's category while it holds vehicles are each refused with the field
 * named in Norwegian, and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { freshPlate, historyCount, productPlaces, validCar, type ProductPlaces } from '../support/products.ts';
import { setProducts, updateRo, type Result } from '../support/rentalOptions.ts';
import { futureOslo } from '../support/shop.ts';

let server: TestServer;
let admin: TestClient;
let p: ProductPlaces;
let sentrum: number;
let vanCategory: number;

const NETWORK = encodeGlobalID('Account', 'systemeier');
const ERRORS = `... on Error { message code } ... on ValidationError { fields { field message } }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductSuccess { product { databaseId updatedAt } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on UpdateProductSuccess { product { databaseId } } ${ERRORS} } }`;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  p = await productPlaces(server.db);
  sentrum = (await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } })).id;
  vanCategory = (await server.db.productCategory.findFirstOrThrow({ where: { title: 'Varebil' } })).id;
});

/** A product created as staff do in the admin, at Bergen sentrum. */
async function createProduct(input: Record<string, unknown>): Promise<{ databaseId: number; updatedAt: string }> {
  const r = await admin.gql(CREATE, { input: { accountId: NETWORK, companyId: encodeGlobalID('Company', p.bergen), locationId: encodeGlobalID('Location', sentrum), ownershipType: 'owned', ...input } });
  expect(r.data?.createProduct?.__typename, JSON.stringify(r)).toBe('CreateProductSuccess');
  return r.data.createProduct.product;
}
const trailer = (name: string) => createProduct({ name, categoryId: encodeGlobalID('ProductCategory', p.trailerCategory), make: 'Walk', model: 'Hengar', licensePlate: freshPlate() });
const accessory = (name: string) => createProduct({ name, categoryId: encodeGlobalID('ProductCategory', p.accessoryCategory) });
const car = (name: string) => createProduct({ ...validCar(p, name, { locationId: sentrum }), accountId: NETWORK });

/** Småbil at Bergen sentrum (the demo's class of category Personbil) as the admin's vehicles tab loads it. */
const smabil = () => server.db.rentalOption.findFirstOrThrow({ where: { slug: 'smabil' }, include: { products: { select: { productId: true }, orderBy: { productId: 'asc' } } } });

/** How many Småbil the shop offers at Bergen sentrum for a two-day rental (GET /api/v1/browse_rentaloptions). */
async function smabilFreeInShop(): Promise<number> {
  const q = `/browse_rentaloptions?pickup_location_id=${sentrum}&pickup_datetime=${encodeURIComponent(futureOslo(63))}&return_location_id=${sentrum}&return_datetime=${encodeURIComponent(futureOslo(65))}&above25=true`;
  const r = await server.client().rest('GET', q);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.find((o: { rentaloption_slug: string }) => o.rentaloption_slug === 'smabil')?.rentaloption_available_count ?? 0;
}

function fieldsOf(r: Result | { __typename: string; fields?: { field: string; message: string }[] }): Record<string, string> {
  if (r.__typename !== 'ValidationError' || !('fields' in r) || !r.fields) throw new Error(`expected ValidationError, got ${JSON.stringify(r)}`);
  return Object.fromEntries(r.fields.map((f) => [f.field, f.message]));
}

describe('a vehicle class holds only vehicles of its own category', () => {
  describe('as a network administrator on the Produkt tab of Småbil (Personbil)', () => {
    it('refuses "Legg til" of a trailer and an accessory, naming each with its category; nothing is written and the shop counts as before', async () => {
      const hengar = await trailer('Walk hengar');
      const seat = await accessory('Barnesete Walk');
      const klass = await smabil();
      const current = klass.products.map((x) => x.productId);
      const freeBefore = await smabilFreeInShop();
      const historyBefore = await historyCount(server.db);

      const r = await setProducts(admin, {
        id: encodeGlobalID('RentalOption', klass.id),
        updatedAt: klass.updatedAt.toISOString(),
        productIds: [...current, hengar.databaseId, seat.databaseId].map((id) => encodeGlobalID('Product', id)),
      });
      const fields = fieldsOf(r);
      expect(Object.keys(fields)).toEqual([`productIds.${current.length}`, `productIds.${current.length + 1}`]);
      expect(fields[`productIds.${current.length}`]).toBe(
        `Walk hengar (${(await server.db.product.findUniqueOrThrow({ where: { id: hengar.databaseId } })).licensePlate}) er i kategorien «Tilhengar», men køyretøyklassen «Småbil» er for kategorien «Personbil». Berre køyretøy i same kategori som klassen kan leggjast til.`,
      );
      expect(fields[`productIds.${current.length + 1}`]).toContain('Barnesete Walk er i kategorien «Tilbehør»');

      const after = await smabil();
      expect(after.products.map((x) => x.productId)).toEqual(current);
      expect(after.updatedAt.getTime()).toBe(klass.updatedAt.getTime());
      expect(await historyCount(server.db)).toBe(historyBefore);
      expect(await smabilFreeInShop()).toBe(freeBefore);
    });

    it('still adds a car of category Personbil, and the shop counts one more Småbil', async () => {
      const polo = await car('VW Polo Walk');
      const klass = await smabil();
      const freeBefore = await smabilFreeInShop();
      const r = await setProducts(admin, {
        id: encodeGlobalID('RentalOption', klass.id),
        updatedAt: klass.updatedAt.toISOString(),
        productIds: [...klass.products.map((x) => x.productId), polo.databaseId].map((id) => encodeGlobalID('Product', id)),
      });
      expect(r.__typename, JSON.stringify(r)).toBe('SetRentalOptionProductsSuccess');
      expect(await smabilFreeInShop()).toBe(freeBefore + 1);
    });

    it('the legacy POST /api/v1/rentaloption/update cannot put the trailer in either', async () => {
      const hengar = await trailer('Walk hengar REST');
      const klass = await smabil();
      const r = await admin.rest('POST', '/rentaloption/update', {
        rentaloption_id: klass.id,
        rentaloption_updated_at: klass.updatedAt.toISOString(),
        rentaloption_product_ids: [...klass.products.map((x) => x.productId), hengar.databaseId],
      });
      expect(r.status).toBe(422);
      expect(r.body.fields.map((f: { field: string }) => f.field)).toEqual(['rentaloption_product_ids']);
      expect((await smabil()).products.map((x) => x.productId)).toEqual(klass.products.map((x) => x.productId));
    });
  });

  describe('as a network administrator changing the category of a car that stands in Småbil', () => {
    it('refuses Tilhengar on the product form (GraphQL and REST), naming the class; the car keeps its category and its place in the class', async () => {
      const polo = await car('VW Polo kategori');
      const klass = await smabil();
      const added = await setProducts(admin, {
        id: encodeGlobalID('RentalOption', klass.id),
        updatedAt: klass.updatedAt.toISOString(),
        productIds: [...klass.products.map((x) => x.productId), polo.databaseId].map((id) => encodeGlobalID('Product', id)),
      });
      expect(added.__typename, JSON.stringify(added)).toBe('SetRentalOptionProductsSuccess');
      const loaded = await server.db.product.findUniqueOrThrow({ where: { id: polo.databaseId } });
      const freeBefore = await smabilFreeInShop();
      const historyBefore = await historyCount(server.db);
      const message = 'Køyretøyet står i køyretøyklassen «Småbil», som er for kategorien «Personbil». Ta det ut av klassen før du byter kategori.';

      const gql = await admin.gql(UPDATE, {
        input: { id: encodeGlobalID('Product', polo.databaseId), updatedAt: loaded.updatedAt.toISOString(), categoryId: encodeGlobalID('ProductCategory', p.trailerCategory) },
      });
      expect(fieldsOf(gql.data.updateProduct)).toEqual({ categoryId: message });

      const rest = await admin.rest('POST', '/product/update', { product_id: polo.databaseId, product_updated_at: loaded.updatedAt.toISOString(), product_category_id: p.trailerCategory });
      expect(rest.status, JSON.stringify(rest.body)).toBe(422);
      expect(rest.body.fields).toEqual([{ field: 'product_category_id', message }]);

      const after = await server.db.product.findUniqueOrThrow({ where: { id: polo.databaseId }, include: { rentalOptions: { select: { rentalOptionId: true } } } });
      expect(after.categoryId).toBe(p.carCategory);
      expect(after.updatedAt.getTime()).toBe(loaded.updatedAt.getTime());
      expect(after.rentalOptions.map((r) => r.rentalOptionId)).toEqual([klass.id]);
      expect(await historyCount(server.db)).toBe(historyBefore);
      expect(await smabilFreeInShop()).toBe(freeBefore);
    });

    it('lets the category of a car in no class change freely', async () => {
      const loose = await car('Laus bil');
      const r = await admin.gql(UPDATE, { input: { id: encodeGlobalID('Product', loose.databaseId), updatedAt: loose.updatedAt, categoryId: encodeGlobalID('ProductCategory', vanCategory) } });
      expect(r.data.updateProduct.__typename, JSON.stringify(r)).toBe('UpdateProductSuccess');
    });
  });

  describe('as a network administrator changing the category of Småbil itself', () => {
    it('refuses Varebil while Småbil holds cars of category Personbil, naming them; the class keeps its category', async () => {
      const klass = await smabil();
      const historyBefore = await historyCount(server.db);
      const r = await updateRo(admin, { id: encodeGlobalID('RentalOption', klass.id), updatedAt: klass.updatedAt.toISOString(), categoryId: encodeGlobalID('ProductCategory', vanCategory) });
      const fields = fieldsOf(r);
      expect(Object.keys(fields)).toEqual(['categoryId']);
      expect(fields.categoryId).toMatch(/^Køyretøyklassen har køyretøy i ein annan kategori \(VW Polo .+\)\. Ta dei ut av klassen før du byter kategori\.$/);
      const after = await smabil();
      expect(after.categoryId).toBe(klass.categoryId);
      expect(after.updatedAt.getTime()).toBe(klass.updatedAt.getTime());
      expect(await historyCount(server.db)).toBe(historyBefore);
    });
  });
});

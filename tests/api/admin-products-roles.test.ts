/**
 * Product writes for every role of the role table at every level, against a vehicle inside its scope and one outside,
 * for create, update (also moving a vehicle out of the scope) and delete, over GraphQL and REST. Only network_admin,
 * site_admin, site_moderator, company_manager and location_manager may change products (spec README, "Roles");
 * outside the scope a vehicle (or the place a new one would go) is not found. Nothing is written when refused.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayChange, ROLES, roleLevel, type RoleName } from '../../server/domain/roles.ts';
import { PRODUCT_PLACEMENT_MESSAGES as PLACEMENT_MESSAGES } from '../../server/domain/product.ts';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { freshPlate } from '../support/products.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;

interface Place {
  siteId: number;
  companyId: number;
  locationId: number;
}
/** home: the location-level roles' location (Bergen); bergen2: another Bergen location; sunnmore; otherSite. */
const places = {} as Record<'home' | 'bergen2' | 'sunnmore' | 'otherSite', Place>;
const users = {} as Record<RoleName, { email: string; slug: string }>;
let carCategory: number;

type Outcome = 'ok' | 'forbidden' | 'notFound';
type WriteResult = { __typename: string; message?: string };

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on Error { message } } }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } } }`;
const DELETE = `mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename ... on Error { message } } }`;

const OUTCOME_OF_TYPENAME: Record<string, Outcome> = {
  CreateProductSuccess: 'ok',
  UpdateProductSuccess: 'ok',
  DeleteProductSuccess: 'ok',
  ForbiddenError: 'forbidden',
  NotFoundError: 'notFound',
};
const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'ok', 403: 'forbidden', 404: 'notFound' };

/** A fresh unbooked vehicle at `place` (a target the writes may change or delete). */
function freshProduct(place: Place) {
  return server.db.product.create({
    data: {
      name: 'Rollebil', categoryId: carCategory, siteId: place.siteId, companyId: place.companyId, companyIdManager: place.companyId, locationId: place.locationId,
      licensePlate: freshPlate(), seatCapacity: 5, fuelType: 'diesel', acriss: 'CDMD', ownershipType: 'owned',
    },
  });
}

const gqlCar = (name: string, place: Place) => ({
  name, categoryId: encodeGlobalID('ProductCategory', carCategory), companyId: encodeGlobalID('Company', place.companyId), locationId: encodeGlobalID('Location', place.locationId),
  ownershipType: 'lease', licensePlate: freshPlate(), seatCapacity: 5, fuelType: 'diesel', acriss: 'CDMD',
});
const restCar = (name: string, place: Place) => ({
  product_name: name, product_category_id: carCategory, company_id: place.companyId, location_id: place.locationId,
  product_ownership_type: 'lease', product_license_plate: freshPlate(), product_seat_capacity: 5, product_fuel_type: 'diesel', product_acriss: 'CDMD',
});

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  carCategory = (await db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } })).id;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const otherSite = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'annan-merkevare-prodroller', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000001' },
  });
  const otherCompany = await db.company.create({ data: { siteId: otherSite.id, name: 'Annan AS', slug: 'annan-as-prodroller' } });
  const home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'prod-heime' });
  const bergen2 = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'prod-bergen2' });
  const sunnmorePlace = await placeWithObjects(db, { siteId: site.id, companyId: sunnmore.id, label: 'prod-sunnmore' });
  const otherPlace = await placeWithObjects(db, { siteId: otherSite.id, companyId: otherCompany.id, label: 'prod-annan' });
  const placeOf = (x: Awaited<ReturnType<typeof placeWithObjects>>) => ({ siteId: x.location.siteId, companyId: x.location.companyId, locationId: x.location.id });
  Object.assign(places, { home: placeOf(home), bergen2: placeOf(bergen2), sunnmore: placeOf(sunnmorePlace), otherSite: placeOf(otherPlace) });
  for (const role of ROLES) {
    const user = await createUser(db, `${role}@prodroller.test`);
    const level = roleLevel(role);
    const account = level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.location.id };
    await grant(db, user.id, role, account);
    const slug = level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : home.location.slug;
    users[role] = { email: user.email, slug };
  }
});

/** Inside the role's scope: its own location for location roles, else a Bergen location. */
const insidePlace = (role: RoleName) => (roleLevel(role) === 'location' ? places.home : places.bergen2);
/** Just outside the role's level (for the network: another site, which it still holds). */
const outsidePlace = (role: RoleName) => ({ network: places.otherSite, site: places.otherSite, company: places.sunnmore, location: places.bergen2 })[roleLevel(role)];

/** What the role table says should happen, inside or outside the scope. */
function expected(role: RoleName, where: 'inside' | 'outside'): Outcome {
  if (where === 'outside' && role !== 'network_admin') return 'notFound';
  return mayChange(role, 'products') ? 'ok' : 'forbidden';
}
/** Creating outside: a role that may change no product is refused before the place is looked at. */
const expectedCreateOutside = (role: RoleName): Outcome => (role === 'network_admin' ? 'ok' : mayChange(role, 'products') ? 'notFound' : 'forbidden');

async function login(role: RoleName): Promise<TestClient> {
  const c = server.client();
  await c.login(users[role].email, PASSWORD);
  return c;
}

const snapshot = async () => [await server.db.product.count(), await server.db.historyEntry.count()];

describe('product writes by role', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('creates, updates, moves and deletes over GraphQL exactly as the role table allows, inside its scope only', async () => {
        const c = await login(role);
        const accountId = encodeGlobalID('Account', users[role].slug);
        const outcome = async (doc: string, input: Record<string, unknown>, field: string) => {
          const before = await snapshot();
          const r = await c.gql<Record<string, WriteResult>>(doc, { input });
          const typename = r.data?.[field]?.__typename;
          if (!typename || !(typename in OUTCOME_OF_TYPENAME)) throw new Error(`${field}: ${JSON.stringify(r)}`);
          const result = OUTCOME_OF_TYPENAME[typename]!;
          if (result !== 'ok') expect(await snapshot(), `${field} refused but wrote`).toEqual(before);
          return result;
        };
        expect(await outcome(CREATE, { ...gqlCar('Ny inne', insidePlace(role)), accountId }, 'createProduct'), 'create inside').toBe(expected(role, 'inside'));
        expect(await outcome(CREATE, { ...gqlCar('Ny ute', outsidePlace(role)), accountId }, 'createProduct'), 'create outside').toBe(expectedCreateOutside(role));

        const inside = await freshProduct(insidePlace(role));
        const outside = await freshProduct(outsidePlace(role));
        const upd = (x: { id: number; updatedAt: Date }, extra: Record<string, unknown> = {}) => ({ id: encodeGlobalID('Product', x.id), updatedAt: x.updatedAt.toISOString(), color: `endra av ${role}`, ...extra });
        expect(await outcome(UPDATE, upd(inside), 'updateProduct'), 'update inside').toBe(expected(role, 'inside'));
        expect(await outcome(UPDATE, upd(outside), 'updateProduct'), 'update outside').toBe(expected(role, 'outside'));
        const insideNow = await server.db.product.findUniqueOrThrow({ where: { id: inside.id } });
        expect(insideNow.color === `endra av ${role}`).toBe(expected(role, 'inside') === 'ok');
        expect((await server.db.product.findUniqueOrThrow({ where: { id: outside.id } })).color === `endra av ${role}`).toBe(role === 'network_admin');

        // Moving a vehicle out of the scope is refused as if the new place did not exist; nothing changes.
        const away = outsidePlace(role);
        const move = upd(insideNow, { companyId: encodeGlobalID('Company', away.companyId), companyIdManager: encodeGlobalID('Company', away.companyId), locationId: encodeGlobalID('Location', away.locationId) });
        const moved = await outcome(UPDATE, move, 'updateProduct');
        expect(moved, 'move out').toBe(role === 'network_admin' ? 'ok' : mayChange(role, 'products') ? 'notFound' : 'forbidden');
        expect((await server.db.product.findUniqueOrThrow({ where: { id: inside.id } })).locationId === away.locationId).toBe(role === 'network_admin');

        const target = await freshProduct(insidePlace(role));
        expect(await outcome(DELETE, { id: encodeGlobalID('Product', target.id) }, 'deleteProduct'), 'delete inside').toBe(expected(role, 'inside'));
        expect(await outcome(DELETE, { id: encodeGlobalID('Product', outside.id) }, 'deleteProduct'), 'delete outside').toBe(role === 'network_admin' ? 'ok' : 'notFound');

        // The form's permission flags say the same.
        const flags = await c.gql<{ node: { viewerMayChange: boolean; viewerMayDelete: boolean } | null }>(
          `query($id: ID!) { node(id: $id) { ... on Product { viewerMayChange viewerMayDelete } } }`,
          { id: encodeGlobalID('Product', inside.id) },
          { 'x-account': users[role].slug },
        );
        expect(flags.data!.node).toEqual({ viewerMayChange: mayChange(role, 'products'), viewerMayDelete: mayChange(role, 'products') });
      });

      it('creates, updates and deletes over REST with the same answers (403 / 404)', async () => {
        const c = await login(role);
        const status = async (method: string, path: string, body?: unknown) => {
          const before = await snapshot();
          const r = await c.rest(method, path, body, { 'x-account': users[role].slug });
          if (!(r.status in OUTCOME_OF_STATUS)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
          if (r.status !== 200) expect(await snapshot(), `${method} ${path} refused but wrote`).toEqual(before);
          return OUTCOME_OF_STATUS[r.status];
        };
        expect(await status('POST', '/product/create', restCar('Rest inne', insidePlace(role))), 'create inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/product/create', restCar('Rest ute', outsidePlace(role))), 'create outside').toBe(expectedCreateOutside(role));
        const inside = await freshProduct(insidePlace(role));
        const outside = await freshProduct(outsidePlace(role));
        const upd = (x: { id: number; updatedAt: Date }) => ({ product_id: x.id, product_updated_at: x.updatedAt.toISOString(), product_color: `rest ${role}` });
        expect(await status('POST', '/product/update', upd(inside)), 'update inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/product/update', upd(outside)), 'update outside').toBe(expected(role, 'outside'));
        const target = await freshProduct(insidePlace(role));
        expect(await status('DELETE', `/product/delete?product_id=${target.id}`), 'delete inside').toBe(expected(role, 'inside'));
        expect(await status('DELETE', '/product/delete', { product_id: outside.id }), 'delete outside').toBe(role === 'network_admin' ? 'ok' : 'notFound');
      });
    });
  }

  it('company staff create in their own company when they choose no owner; the responsible company follows', async () => {
    const c = await login('company_manager');
    const { companyId: _c, ...input } = gqlCar('Eigen bil', places.bergen2);
    const r = await c.gql<{ createProduct: { __typename: string; product?: { company: { databaseId: number }; companyManager: { databaseId: number } } } }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductSuccess { product { company { databaseId } companyManager { databaseId } } } } }`,
      { input: { ...input, accountId: encodeGlobalID('Account', users.company_manager.slug) } },
    );
    expect(r.data!.createProduct.product).toEqual({ company: { databaseId: places.bergen2.companyId }, companyManager: { databaseId: places.bergen2.companyId } });
  });

  it("a location manager's product without transport, its location left blank as the form sends it, stands at their location", async () => {
    // The form makes the location optional for a category without transport and sends the blank choice as null; the
    // role may change products at its location only, so the blank is that location, not a refusal.
    const accessory = await server.db.productCategory.findFirstOrThrow({ where: { requireTransportationBetweenLocations: false, isCar: false } });
    const c = await login('location_manager');
    const r = await c.gql<{ createProduct: { __typename: string; message?: string; product?: { location: { databaseId: number } | null } } }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on Error { message } ... on CreateProductSuccess { product { location { databaseId } } } } }`,
      {
        input: {
          name: 'Takboks på lokasjonen', categoryId: encodeGlobalID('ProductCategory', accessory.id), ownershipType: 'owned',
          companyId: encodeGlobalID('Company', places.home.companyId), companyIdManager: encodeGlobalID('Company', places.home.companyId), locationId: null,
          accountId: encodeGlobalID('Account', users.location_manager.slug),
        },
      },
      { 'x-account': users.location_manager.slug },
    );
    expect(r.data?.createProduct, JSON.stringify(r)).toEqual({ __typename: 'CreateProductSuccess', product: { location: { databaseId: places.home.locationId } } });
  });

  it("a location manager's change that blanks the location of a product without transport keeps it at their location", async () => {
    const accessory = await server.db.productCategory.findFirstOrThrow({ where: { requireTransportationBetweenLocations: false, isCar: false } });
    const box = await server.db.product.create({
      data: { name: 'Skiboks', categoryId: accessory.id, siteId: places.home.siteId, companyId: places.home.companyId, companyIdManager: places.home.companyId, locationId: places.home.locationId, ownershipType: 'owned' },
    });
    const c = await login('location_manager');
    const r = await c.gql<{ updateProduct: { __typename: string; message?: string; product?: { name: string; location: { databaseId: number } | null } } }>(
      `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } ... on UpdateProductSuccess { product { name location { databaseId } } } } }`,
      { input: { id: encodeGlobalID('Product', box.id), updatedAt: box.updatedAt.toISOString(), name: 'Skiboks 2', locationId: null } },
      { 'x-account': users.location_manager.slug },
    );
    expect(r.data?.updateProduct, JSON.stringify(r)).toEqual({ __typename: 'UpdateProductSuccess', product: { name: 'Skiboks 2', location: { databaseId: places.home.locationId } } });
  });
});

describe('each part of a product\'s placement a write names anew', () => {
  // A product is in scope when any one of its owner, responsible company or location is: a company manager could give
  // a car to another company while staying its responsible company, and a location manager could name any company of
  // the site as the owner of a car at their location. Each of those writes succeeded before.
  const CREATE_FIELDS = `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on ValidationError { fields { field message } } ... on Error { message } } }`;
  const UPDATE_FIELDS = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on ValidationError { fields { field message } } ... on Error { message } } }`;
  const company = (id: number) => encodeGlobalID('Company', id);
  type Answer = { __typename: string; fields?: { field: string; message: string }[]; message?: string };

  it('refuses another company as owner from a company manager who stays the responsible company, and writes nothing', async () => {
    const c = await login('company_manager');
    const before = await snapshot();
    const r = await c.gql<{ createProduct: Answer }>(CREATE_FIELDS, {
      input: { ...gqlCar('Gåve til Sunnmøre', places.bergen2), companyId: company(places.sunnmore.companyId), companyIdManager: company(places.bergen2.companyId), accountId: encodeGlobalID('Account', users.company_manager.slug) },
    });
    expect(r.data!.createProduct).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'companyId', message: PLACEMENT_MESSAGES.companyId }] });

    const car = await freshProduct(places.bergen2);
    const u = await c.gql<{ updateProduct: Answer }>(UPDATE_FIELDS, {
      input: { id: encodeGlobalID('Product', car.id), updatedAt: car.updatedAt.toISOString(), companyId: company(places.sunnmore.companyId), companyIdManager: company(places.bergen2.companyId) },
    });
    expect(u.data!.updateProduct).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'companyId', message: PLACEMENT_MESSAGES.companyId }] });
    const rest = await c.rest('POST', '/product/update', { product_id: car.id, product_updated_at: car.updatedAt.toISOString(), company_id: places.sunnmore.companyId, company_id_manager: places.bergen2.companyId });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(await server.db.product.findUniqueOrThrow({ where: { id: car.id } })).toMatchObject({ companyId: places.bergen2.companyId, updatedAt: car.updatedAt });
    expect(await snapshot()).toEqual([before[0]! + 1, before[1]]);
  });

  it('refuses another company as owner or responsible company from a location manager, at their own location', async () => {
    const c = await login('location_manager');
    const account = { 'x-account': users.location_manager.slug };
    const r = await c.gql<{ createProduct: Answer }>(
      CREATE_FIELDS,
      { input: { ...gqlCar('Framand eigar', places.home), companyId: company(places.sunnmore.companyId), companyIdManager: company(places.sunnmore.companyId), accountId: encodeGlobalID('Account', users.location_manager.slug) } },
      account,
    );
    expect(r.data!.createProduct).toMatchObject({
      __typename: 'ValidationError',
      fields: [
        { field: 'companyId', message: PLACEMENT_MESSAGES.companyId },
        { field: 'companyIdManager', message: PLACEMENT_MESSAGES.companyIdManager },
      ],
    });
    // Their location's own company is theirs to name.
    const own = await c.gql<{ createProduct: Answer }>(
      CREATE_FIELDS,
      { input: { ...gqlCar('Eigen eigar', places.home), companyId: company(places.home.companyId), accountId: encodeGlobalID('Account', users.location_manager.slug) } },
      account,
    );
    expect(own.data!.createProduct.__typename, JSON.stringify(own)).toBe('CreateProductSuccess');
  });

  it('still lets a location manager change a car at their location that another company owns, and a site role name any company of the site', async () => {
    const foreign = await server.db.product.create({
      data: {
        name: 'Lånt bil', categoryId: carCategory, siteId: places.home.siteId, companyId: places.sunnmore.companyId, companyIdManager: places.sunnmore.companyId, locationId: places.home.locationId,
        licensePlate: freshPlate(), seatCapacity: 5, fuelType: 'diesel', acriss: 'CDMD', ownershipType: 'owned',
      },
    });
    const c = await login('location_manager');
    const u = await c.gql<{ updateProduct: Answer }>(UPDATE_FIELDS, { input: { id: encodeGlobalID('Product', foreign.id), updatedAt: foreign.updatedAt.toISOString(), color: 'Raud' } }, { 'x-account': users.location_manager.slug });
    expect(u.data!.updateProduct.__typename, JSON.stringify(u)).toBe('UpdateProductSuccess');

    const moderator = await login('site_moderator');
    const car = await freshProduct(places.bergen2);
    const m = await moderator.gql<{ updateProduct: Answer }>(UPDATE_FIELDS, {
      input: { id: encodeGlobalID('Product', car.id), updatedAt: car.updatedAt.toISOString(), companyId: company(places.sunnmore.companyId), locationId: encodeGlobalID('Location', places.sunnmore.locationId) },
    });
    expect(m.data!.updateProduct.__typename, JSON.stringify(m)).toBe('UpdateProductSuccess');
    expect(await server.db.product.findUniqueOrThrow({ where: { id: car.id } })).toMatchObject({ companyId: places.sunnmore.companyId, companyIdManager: places.sunnmore.companyId });
  });
});

/**
 * Rental-product writes for every role of the role table at every level, against a rental product inside its scope
 * and one outside, for create, update, delete and the vehicles of a class, over GraphQL and REST. Only
 * network_admin, site_admin, site_moderator and company_manager may change rental products (spec README, "Roles");
 * outside the scope a rental product is not found; a refused write writes nothing (no row, no history).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayChange, ROLES, roleLevel, type RoleName } from '../../server/domain/roles.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;

interface Place {
  companyId: number;
  locationId: number;
  siteId: number;
}
let home: Place;
let bergenOther: Place;
let sunnmore: Place;
let otherSite: Place;
let carCategory: number;
let accessoryCategory: number;
const users = {} as Record<RoleName, { email: string; slug: string }>;

type Outcome = 'ok' | 'forbidden' | 'notFound';
const OUTCOME_OF_TYPENAME: Record<string, Outcome> = {
  CreateRentalOptionSuccess: 'ok',
  UpdateRentalOptionSuccess: 'ok',
  DeleteRentalOptionSuccess: 'ok',
  SetRentalOptionProductsSuccess: 'ok',
  ForbiddenError: 'forbidden',
  NotFoundError: 'notFound',
};
const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'ok', 403: 'forbidden', 404: 'notFound' };

const CREATE = `mutation($input: CreateRentalOptionInput!) { createRentalOption(input: $input) { __typename ... on Error { message } } }`;
const UPDATE = `mutation($input: UpdateRentalOptionInput!) { updateRentalOption(input: $input) { __typename ... on Error { message } } }`;
const DELETE = `mutation($input: DeleteRentalOptionInput!) { deleteRentalOption(input: $input) { __typename ... on Error { message } } }`;
const SET = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename ... on Error { message } } }`;

let seq = 0;
async function place(companyId: number, label: string): Promise<Place> {
  const company = await server.db.company.findUniqueOrThrow({ where: { id: companyId } });
  const location = await server.db.location.create({
    data: { slug: `ro-rolle-${label}-${Date.now() % 1e6}`, name: `Rolle ${label}`, status: 'private', address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen', siteId: company.siteId, companyId },
  });
  return { companyId, locationId: location.id, siteId: company.siteId };
}

/** A fresh vehicle class at `p` with one vehicle of its own and one free vehicle to add. */
async function freshClass(p: Place) {
  seq += 1;
  const option = await server.db.rentalOption.create({
    data: { title: `Rolleklasse ${seq}`, slug: `rolleklasse-${seq}-${Date.now() % 1e6}`, status: 'private', image: 'fa-car', acriss: 'EDMV', categoryId: carCategory, siteId: p.siteId, companyId: p.companyId, locationId: p.locationId },
  });
  const vehicle = await server.db.product.create({ data: { name: `Rollebil ${seq}`, categoryId: carCategory, siteId: p.siteId, companyId: p.companyId, locationId: p.locationId } });
  return { option, vehicle };
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmoreCompany = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const site2 = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'annan-merkevare-ro', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000000' },
  });
  const otherCompany = await db.company.create({ data: { siteId: site2.id, name: 'Annan AS', slug: 'annan-as-ro' } });
  carCategory = (await db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } })).id;
  accessoryCategory = (await db.productCategory.findFirstOrThrow({ where: { title: 'Tilbehør' } })).id;
  home = await place(bergen.id, 'heime');
  bergenOther = await place(bergen.id, 'bergen2');
  sunnmore = await place(sunnmoreCompany.id, 'sunnmore');
  otherSite = await place(otherCompany.id, 'annan');
  const homeSlug = (await db.location.findUniqueOrThrow({ where: { id: home.locationId } })).slug;
  for (const role of ROLES) {
    const user = await createUser(db, `${role}@ro-roller.test`);
    const level = roleLevel(role);
    const account = level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.locationId };
    await grant(db, user.id, role, account);
    users[role] = { email: user.email, slug: level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : homeSlug };
  }
});

/** Where the role may not reach: the other company of the site (company level), another site (site and network). */
const outsidePlace = (role: RoleName) => (roleLevel(role) === 'company' ? sunnmore : roleLevel(role) === 'location' ? bergenOther : otherSite);

function expected(role: RoleName, where: 'inside' | 'outside'): Outcome {
  if (where === 'outside' && role !== 'network_admin') return 'notFound';
  return mayChange(role, 'rentaloptions') ? 'ok' : 'forbidden';
}
/** Create at a place outside: refused early (forbidden) for roles that may create none anywhere. */
const expectedCreateOutside = (role: RoleName): Outcome => (role === 'network_admin' ? 'ok' : mayChange(role, 'rentaloptions') ? 'notFound' : 'forbidden');

async function login(role: RoleName): Promise<TestClient> {
  const c = server.client();
  await c.login(users[role].email, PASSWORD);
  return c;
}

const written = async () => ({ options: await server.db.rentalOption.count(), history: await server.db.historyEntry.count({ where: { entityType: 'rentaloption' } }), members: await server.db.rentalOptionProduct.count() });

describe('rental-product writes by role', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('GraphQL: create, update, vehicles and delete exactly as the role table allows, inside its scope only; refused writes write nothing', async () => {
        const c = await login(role);
        const accountId = encodeGlobalID('Account', users[role].slug);
        const outcome = async (doc: string, input: Record<string, unknown>, field: string) => {
          const r = await c.gql<Record<string, { __typename: string }>>(doc, { input });
          const typename = r.data?.[field]?.__typename;
          if (!typename || !(typename in OUTCOME_OF_TYPENAME)) throw new Error(`${field}: ${JSON.stringify(r)}`);
          return OUTCOME_OF_TYPENAME[typename];
        };
        const newClass = (p: Place) => ({
          accountId, title: `Ny ${role}`, image: 'fa-car', acriss: 'EDMV', categoryId: encodeGlobalID('ProductCategory', carCategory),
          companyId: encodeGlobalID('Company', p.companyId), locationId: encodeGlobalID('Location', p.locationId), pricePrivateDay: '500',
        });
        const start = await written();
        expect(await outcome(CREATE, newClass(home), 'createRentalOption'), 'create inside').toBe(expected(role, 'inside'));
        expect(await outcome(CREATE, newClass(outsidePlace(role)), 'createRentalOption'), 'create outside').toBe(expectedCreateOutside(role));
        // Add-ons (no transport) belong to the whole site: network and site staff only.
        const addOn = { accountId, title: `Tilbehør ${role}`, image: 'fa-box', categoryId: encodeGlobalID('ProductCategory', accessoryCategory) };
        const siteWide = mayChange(role, 'rentaloptions') && (roleLevel(role) === 'network' || roleLevel(role) === 'site');
        expect(await outcome(CREATE, addOn, 'createRentalOption'), 'create add-on').toBe(siteWide ? 'ok' : 'forbidden');
        const creates = (expected(role, 'inside') === 'ok' ? 1 : 0) + (role === 'network_admin' ? 1 : 0) + (siteWide ? 1 : 0);
        const afterCreate = await written();
        expect(afterCreate.options - start.options).toBe(creates);
        expect(afterCreate.history - start.history).toBe(creates);

        const inside = await freshClass(home);
        const outside = await freshClass(outsidePlace(role));
        const before = await written();
        const upd = (o: { id: number; updatedAt: Date }) => ({ id: encodeGlobalID('RentalOption', o.id), updatedAt: o.updatedAt.toISOString(), description: `endra av ${role}` });
        expect(await outcome(UPDATE, upd(inside.option), 'updateRentalOption'), 'update inside').toBe(expected(role, 'inside'));
        expect(await outcome(UPDATE, upd(outside.option), 'updateRentalOption'), 'update outside').toBe(expected(role, 'outside'));
        const insideNow = await server.db.rentalOption.findUniqueOrThrow({ where: { id: inside.option.id } });
        expect(insideNow.description === `endra av ${role}`).toBe(expected(role, 'inside') === 'ok');
        const outsideNow = await server.db.rentalOption.findUniqueOrThrow({ where: { id: outside.option.id } });
        const set = (o: { id: number; updatedAt: Date }, vehicle: number) => ({ id: encodeGlobalID('RentalOption', o.id), updatedAt: o.updatedAt.toISOString(), productIds: [encodeGlobalID('Product', vehicle)] });
        expect(await outcome(SET, set(insideNow, inside.vehicle.id), 'setRentalOptionProducts'), 'vehicles inside').toBe(expected(role, 'inside'));
        expect(await outcome(SET, set(outsideNow, outside.vehicle.id), 'setRentalOptionProducts'), 'vehicles outside').toBe(expected(role, 'outside'));
        expect(await server.db.rentalOptionProduct.count({ where: { rentalOptionId: inside.option.id } })).toBe(expected(role, 'inside') === 'ok' ? 1 : 0);
        expect(await server.db.rentalOptionProduct.count({ where: { rentalOptionId: outside.option.id } })).toBe(role === 'network_admin' ? 1 : 0);
        const changes = expected(role, 'inside') === 'ok' ? 2 : 0;
        const networkChanges = role === 'network_admin' ? 2 : 0;
        expect((await written()).history - before.history).toBe(changes + networkChanges);

        expect(await outcome(DELETE, { id: encodeGlobalID('RentalOption', inside.option.id) }, 'deleteRentalOption'), 'delete inside').toBe(expected(role, 'inside'));
        expect(await outcome(DELETE, { id: encodeGlobalID('RentalOption', outside.option.id) }, 'deleteRentalOption'), 'delete outside').toBe(expected(role, 'outside'));
        expect(await server.db.rentalOption.count({ where: { id: inside.option.id } })).toBe(expected(role, 'inside') === 'ok' ? 0 : 1);
        expect(await server.db.rentalOption.count({ where: { id: outside.option.id } })).toBe(role === 'network_admin' ? 0 : 1);
      });

      it('REST: the same answers (403 / 404) and nothing written when refused', async () => {
        const c = await login(role);
        const status = async (method: string, path: string, body?: unknown) => {
          const r = await c.rest(method, path, body, { 'x-account': users[role].slug });
          if (!(r.status in OUTCOME_OF_STATUS)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
          return OUTCOME_OF_STATUS[r.status];
        };
        const legacy = (p: Place) => ({
          rentaloption_title: `Rest ${role}`, rentaloption_image: 'fa-car', rentaloption_acriss: 'EDMV', productcategory_id: carCategory, company_id: p.companyId, location_id: p.locationId, rentaloption_price_private_day: 500,
        });
        const start = await written();
        expect(await status('POST', '/rentaloption/create', legacy(home)), 'create inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/rentaloption/create', legacy(outsidePlace(role))), 'create outside').toBe(expectedCreateOutside(role));
        expect((await written()).options - start.options).toBe((expected(role, 'inside') === 'ok' ? 1 : 0) + (role === 'network_admin' ? 1 : 0));
        const inside = await freshClass(home);
        const outside = await freshClass(outsidePlace(role));
        const upd = (o: { id: number; updatedAt: Date }) => ({ rentaloption_id: o.id, rentaloption_updated_at: o.updatedAt.toISOString(), rentaloption_description: `rest ${role}` });
        expect(await status('POST', '/rentaloption/update', upd(inside.option)), 'update inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/rentaloption/update', upd(outside.option)), 'update outside').toBe(expected(role, 'outside'));
        expect(await status('DELETE', `/rentaloption/delete?rentaloption_id=${inside.option.id}`), 'delete inside').toBe(expected(role, 'inside'));
        expect(await status('DELETE', '/rentaloption/delete', { rentaloption_id: outside.option.id }), 'delete outside').toBe(expected(role, 'outside'));
        expect(await server.db.rentalOption.count({ where: { id: inside.option.id } })).toBe(expected(role, 'inside') === 'ok' ? 0 : 1);
      });
    });
  }
});

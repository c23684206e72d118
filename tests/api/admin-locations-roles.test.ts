/**
 * Location writes for every role of the role table at every level, against a location inside its scope and one
 * outside, for create, update and delete, over GraphQL and REST. Only network_admin, site_admin, site_moderator
 * and company_manager may change locations (spec README, "Roles"); outside the scope a location is not found.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayChange, ROLES, roleLevel, type RoleName } from '../../server/domain/roles.ts';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { validLocation } from '../support/locations.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;

interface Ids {
  bergen: number;
  sunnmore: number;
  site: number;
  otherSite: number;
  otherCompany: number;
}
let ids: Ids;
const users = {} as Record<RoleName, { email: string; slug: string; homeLocation: number }>;
let homeLocation: number;
let bergenOtherLocation: number;

type Outcome = 'ok' | 'forbidden' | 'notFound';
type WriteResult = { __typename: string; message?: string };

const CREATE = `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename ... on Error { message } } }`;
const UPDATE = `mutation($input: UpdateLocationInput!) { updateLocation(input: $input) { __typename ... on Error { message } } }`;
const DELETE = `mutation($input: DeleteLocationInput!) { deleteLocation(input: $input) { __typename ... on Error { message } } }`;

const OUTCOME_OF_TYPENAME: Record<string, Outcome> = {
  CreateLocationSuccess: 'ok',
  UpdateLocationSuccess: 'ok',
  DeleteLocationSuccess: 'ok',
  ForbiddenError: 'forbidden',
  NotFoundError: 'notFound',
};
const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'ok', 403: 'forbidden', 404: 'notFound' };

/** A fresh unused location of `companyId` (a target the writes may change or delete). */
async function freshLocation(companyId: number) {
  const company = await server.db.company.findUniqueOrThrow({ where: { id: companyId } });
  return server.db.location.create({
    data: { slug: `rolle-${Math.random().toString(36).slice(2, 10)}`, name: 'Rolletest', status: 'draft', address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen', siteId: company.siteId, companyId },
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const otherSite = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'annan-merkevare-roller', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000000' },
  });
  const otherCompany = await db.company.create({ data: { siteId: otherSite.id, name: 'Annan AS', slug: 'annan-as-roller' } });
  ids = { bergen: bergen.id, sunnmore: sunnmore.id, site: site.id, otherSite: otherSite.id, otherCompany: otherCompany.id };
  const home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'rolle-heime' });
  const bergenOther = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'rolle-bergen2' });
  homeLocation = home.location.id;
  bergenOtherLocation = bergenOther.location.id;
  for (const role of ROLES) {
    const user = await createUser(db, `${role}@roller.test`);
    const level = roleLevel(role);
    const account = level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.location.id };
    await grant(db, user.id, role, account);
    const slug = level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : home.location.slug;
    users[role] = { email: user.email, slug, homeLocation: home.location.id };
  }
});

/** The company just outside the role's level (for the network: another site, which it still holds). */
const outsideCompany = (role: RoleName) => (roleLevel(role) === 'company' ? ids.sunnmore : ids.otherCompany);

/** What the role table says should happen, inside or outside the scope. */
function expected(role: RoleName, where: 'inside' | 'outside'): Outcome {
  if (where === 'outside' && role !== 'network_admin') return 'notFound';
  return mayChange(role, 'locations') ? 'ok' : 'forbidden';
}

/** Targets inside and outside the scope for update and delete. Location-level roles hold only their location. */
async function targets(role: RoleName) {
  const level = roleLevel(role);
  const inside = level === 'location' ? await server.db.location.findUniqueOrThrow({ where: { id: homeLocation } }) : await freshLocation(ids.bergen);
  const outside = level === 'location' ? await server.db.location.findUniqueOrThrow({ where: { id: bergenOtherLocation } }) : await freshLocation(outsideCompany(role));
  return { inside, outside };
}

async function login(role: RoleName): Promise<TestClient> {
  const c = server.client();
  await c.login(users[role].email, PASSWORD);
  return c;
}

describe('location writes by role', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('creates, updates and deletes over GraphQL exactly as the role table allows, inside its scope only', async () => {
        const c = await login(role);
        const accountId = encodeGlobalID('Account', users[role].slug);
        const gqlOutcome = async (doc: string, input: Record<string, unknown>, field: string) => {
          const r = await c.gql<Record<string, WriteResult>>(doc, { input });
          const typename = r.data?.[field]?.__typename;
          if (!typename || !(typename in OUTCOME_OF_TYPENAME)) throw new Error(`${field}: ${JSON.stringify(r)}`);
          return OUTCOME_OF_TYPENAME[typename];
        };
        const before = await server.db.location.count();
        expect(await gqlOutcome(CREATE, { ...validLocation('Ny inne'), accountId, companyId: encodeGlobalID('Company', ids.bergen) }, 'createLocation'), 'create inside').toBe(expected(role, 'inside'));
        expect(await gqlOutcome(CREATE, { ...validLocation('Ny ute'), accountId, companyId: encodeGlobalID('Company', outsideCompany(role)) }, 'createLocation'), 'create outside').toBe(
          role === 'network_admin' ? 'ok' : mayChange(role, 'locations') ? 'notFound' : 'forbidden',
        );
        const created = (expected(role, 'inside') === 'ok' ? 1 : 0) + (role === 'network_admin' ? 1 : 0);
        expect(await server.db.location.count()).toBe(before + created);

        const { inside, outside } = await targets(role);
        const upd = (l: { id: number; updatedAt: Date }) => ({ id: encodeGlobalID('Location', l.id), updatedAt: l.updatedAt.toISOString(), internalNote: `endra av ${role}` });
        expect(await gqlOutcome(UPDATE, upd(inside), 'updateLocation'), 'update inside').toBe(expected(role, 'inside'));
        expect(await gqlOutcome(UPDATE, upd(outside), 'updateLocation'), 'update outside').toBe(expected(role, 'outside'));
        const insideNote = (await server.db.location.findUniqueOrThrow({ where: { id: inside.id } })).internalNote;
        expect(insideNote === `endra av ${role}`).toBe(expected(role, 'inside') === 'ok');

        expect(await gqlOutcome(DELETE, { id: encodeGlobalID('Location', inside.id) }, 'deleteLocation'), 'delete inside').toBe(
          roleLevel(role) === 'location' ? 'forbidden' : expected(role, 'inside'),
        );
        expect(await gqlOutcome(DELETE, { id: encodeGlobalID('Location', outside.id) }, 'deleteLocation'), 'delete outside').toBe(
          role === 'network_admin' ? 'ok' : 'notFound',
        );
      });

      it('creates, updates and deletes over REST with the same answers (403 / 404)', async () => {
        const c = await login(role);
        const legacy = (name: string, companyId: number) => ({
          location_name: name, location_address1: 'Restvegen 2', location_zip: '5003', location_city: 'Bergen', location_region: 'Bergen',
          location_distance_from_company_km: 3, location_distance_from_company_min: 7, company_id: companyId,
        });
        const status = async (method: string, path: string, body?: unknown) => {
          const r = await c.rest(method, path, body, { 'x-account': users[role].slug });
          if (!(r.status in OUTCOME_OF_STATUS)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
          return OUTCOME_OF_STATUS[r.status];
        };
        expect(await status('POST', '/location/create', legacy('Rest inne', ids.bergen)), 'create inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/location/create', legacy('Rest ute', outsideCompany(role))), 'create outside').toBe(
          role === 'network_admin' ? 'ok' : mayChange(role, 'locations') ? 'notFound' : 'forbidden',
        );
        const { inside, outside } = await targets(role);
        const upd = (l: { id: number; updatedAt: Date }) => ({ location_id: l.id, location_updated_at: l.updatedAt.toISOString(), location_internal_note: `rest ${role}` });
        expect(await status('POST', '/location/update', upd(inside)), 'update inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/location/update', upd(outside)), 'update outside').toBe(expected(role, 'outside'));
        expect(await status('DELETE', `/location/delete?location_id=${inside.id}`), 'delete inside').toBe(roleLevel(role) === 'location' ? 'forbidden' : expected(role, 'inside'));
        expect(await status('DELETE', '/location/delete', { location_id: outside.id }), 'delete outside').toBe(role === 'network_admin' ? 'ok' : 'notFound');
      });
    });
  }
});

/**
 * Account scope: every role at every level against an object inside its scope and one outside, for reads (GraphQL
 * lists and `node`, REST) and for writes (the role table of the spec README).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mayChange, ROLES, roleLevel, type Resource, type RoleName } from '../../server/domain/roles.ts';
import { ForbiddenError, NotFoundError } from '../../server/services/errors.ts';
import { assertMayChange, assertMayCreate, loadAccounts, recordInScope, scopeWhere, type ScopedEntity } from '../../server/services/scope.ts';
import { createUser, gid, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

type Place = Awaited<ReturnType<typeof placeWithObjects>>;

let server: TestServer;
const users = {} as Record<RoleName, { id: number; email: string; slug: string }>;
/** For each role: a place inside its scope and one just outside its level. */
const places = {} as Record<RoleName, { inside: Place; outside: Place }>;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const otherSite = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'annan-merkevare', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000000' },
  });
  const otherCompany = await db.company.create({ data: { siteId: otherSite.id, name: 'Annan AS', slug: 'annan-as' } });

  const home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'heime' });
  const bergenOther = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'bergen2' });
  const sunnmorePlace = await placeWithObjects(db, { siteId: site.id, companyId: sunnmore.id, label: 'sunnmore' });
  const otherSitePlace = await placeWithObjects(db, { siteId: otherSite.id, companyId: otherCompany.id, label: 'annan' });

  for (const role of ROLES) {
    const user = await createUser(db, `${role}@scope.test`);
    const level = roleLevel(role);
    const account =
      level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.location.id };
    await grant(db, user.id, role, account);
    const slug = level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : home.location.slug;
    users[role] = { id: user.id, email: user.email, slug };
    places[role] = {
      inside: home,
      // The nearest object the role must not see: another site, another company, another location.
      outside: level === 'site' ? otherSitePlace : level === 'company' ? sunnmorePlace : level === 'location' ? bergenOther : otherSitePlace,
    };
  }
});

const NODE_QUERY = `query($id: ID!) { node(id: $id) { __typename id } }`;
const LIST_QUERY = `query($slug: String!) {
  account(slug: $slug) {
    locations(first: 100, search: "Testlokasjon") { edges { node { databaseId } } }
    products(first: 100, search: "Testbil") { edges { node { databaseId } } }
    rentalOptions(first: 100, search: "Testklasse") { edges { node { databaseId } } }
    bookings(first: 100) { edges { node { databaseId } } }
  }
}`;

describe('account scope', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('lists the objects inside its scope and none outside', async () => {
        const client = server.client();
        await client.login(users[role].email, PASSWORD);
        const r = await client.gql(LIST_QUERY, { slug: users[role].slug });
        expect(r.errors).toBeUndefined();
        const ids = (conn: { edges: { node: { databaseId: number } }[] }) => conn.edges.map((e) => e.node.databaseId);
        const a = r.data.account;
        const { inside, outside } = places[role];
        expect(ids(a.locations)).toContain(inside.location.id);
        expect(ids(a.products)).toContain(inside.product.id);
        expect(ids(a.rentalOptions)).toContain(inside.rentalOption.id);
        expect(ids(a.bookings)).toContain(inside.booking.id);
        if (role === 'network_admin') {
          expect(ids(a.locations)).toContain(outside.location.id);
        } else {
          expect(ids(a.locations)).not.toContain(outside.location.id);
          expect(ids(a.products)).not.toContain(outside.product.id);
          expect(ids(a.rentalOptions)).not.toContain(outside.rentalOption.id);
          expect(ids(a.bookings)).not.toContain(outside.booking.id);
        }
      });

      it('finds inside objects through node and gets null for outside ones', async () => {
        const client = server.client();
        await client.login(users[role].email, PASSWORD);
        const { inside, outside } = places[role];
        for (const [type, key] of [['Location', 'location'], ['Product', 'product'], ['RentalOption', 'rentalOption'], ['Booking', 'booking']] as const) {
          const inR = await client.gql(NODE_QUERY, { id: gid(type, inside[key].id) });
          expect(inR.data.node, `${type} inside`).toEqual({ __typename: type, id: gid(type, inside[key].id) });
          const outR = await client.gql(NODE_QUERY, { id: gid(type, outside[key].id) });
          // The network sees everything, so for it the "outside" object (another site) is visible.
          if (role === 'network_admin') expect(outR.data.node, `${type} in another site`).toEqual({ __typename: type, id: gid(type, outside[key].id) });
          else expect(outR.data.node, `${type} outside`).toBeNull();
        }
      });

      it('reads a location inside over REST and gets 404 outside', async () => {
        const client = server.client();
        await client.login(users[role].email, PASSWORD);
        const { inside, outside } = places[role];
        const a = await client.rest('GET', `/location/${inside.location.id}`, undefined, { 'x-account': users[role].slug });
        expect(a.status).toBe(200);
        expect(a.body.data.location_id).toBe(inside.location.id);
        const b = await client.rest('GET', `/location/${outside.location.id}`, undefined, { 'x-account': users[role].slug });
        expect(b.status).toBe(role === 'network_admin' ? 200 : 404);
      });

      it('may change exactly what the role table allows, inside its scope only', async () => {
        const accounts = await loadAccounts(server.db, users[role].id);
        const scope = { accounts };
        const { inside, outside } = places[role];
        const targets: [Resource, ScopedEntity, number, number][] = [
          ['bookings', 'booking', inside.booking.id, outside.booking.id],
          ['locations', 'location', inside.location.id, outside.location.id],
          ['products', 'product', inside.product.id, outside.product.id],
          ['rentaloptions', 'rentalOption', inside.rentalOption.id, outside.rentalOption.id],
        ];
        for (const [resource, entity, inId, outId] of targets) {
          const attempt = assertMayChange(server.db, scope, resource, entity, inId);
          if (mayChange(role, resource)) await expect(attempt, `${resource} inside`).resolves.toBeUndefined();
          else await expect(attempt, `${resource} inside`).rejects.toBeInstanceOf(ForbiddenError);
          if (role !== 'network_admin') {
            await expect(assertMayChange(server.db, scope, resource, entity, outId), `${resource} outside`).rejects.toBeInstanceOf(NotFoundError);
          }
        }
        // Creating: inside the own account only.
        const here = { siteId: inside.location.siteId, companyId: inside.location.companyId, locationId: inside.location.id };
        const there = { siteId: outside.location.siteId, companyId: outside.location.companyId, locationId: outside.location.id };
        if (mayChange(role, 'bookings')) expect(() => assertMayCreate(scope, 'bookings', here)).not.toThrow();
        if (role !== 'network_admin') expect(() => assertMayCreate(scope, 'bookings', there)).toThrow(NotFoundError);
        if (!mayChange(role, 'locations')) expect(() => assertMayCreate(scope, 'locations', here)).toThrow(ForbiddenError);
      });
    });
  }

  describe('as a customer (not an employee)', () => {
    it('gets no account and no staff list', async () => {
      const client = server.client();
      await client.login('kunde@example.no', 'demo1234');
      const r = await client.gql(`{ account(slug: "fjordbil") { name } }`);
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const rest = await client.rest('GET', '/dashboard');
      expect(rest.status).toBe(403);
    });
  });

  describe('as an employee choosing an account that is not theirs', () => {
    it('is told the account is not found', async () => {
      const client = server.client();
      await client.login(users.company_manager.email, PASSWORD);
      const r = await client.gql(`{ account(slug: "fjordbil-sunnmore") { name } }`);
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  it('applies the same rule to lists (SQL) and to loaded records, for every account and demo record', async () => {
    const { db } = server;
    const memberships = await db.membership.findMany({ select: { userId: true }, distinct: ['userId'] });
    const entities = [
      ['location', db.location],
      ['company', db.company],
      ['booking', db.booking],
      ['product', db.product],
      ['rentalOption', db.rentalOption],
    ] as const;
    for (const { userId } of memberships) {
      for (const account of await loadAccounts(db, userId)) {
        const scope = { accounts: [account] };
        for (const [entity, delegate] of entities) {
          const all = await (delegate as { findMany: (a?: object) => Promise<{ id: number }[]> }).findMany();
          const viaSql = new Set(
            (await (delegate as { findMany: (a: object) => Promise<{ id: number }[]> }).findMany({ where: scopeWhere[entity](scope), select: { id: true } })).map((r) => r.id),
          );
          for (const record of all) {
            expect(recordInScope(scope, entity, record as never), `${account.slug} ${entity} ${record.id}`).toBe(viaSql.has(record.id));
          }
        }
      }
    }
  });
});

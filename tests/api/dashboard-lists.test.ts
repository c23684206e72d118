/**
 * Every dashboard tile's count equals the total of the list the tile links to, for the demo staff at each level
 * (network, site, company, location), with and without the company filter the links carry. A company or location
 * account's tiles link with `company_id` of its own company (spec 2), so its tiles are counted with that filter too.
 * Booking: the tile counts active bookings (pending, confirmed, delivered): the sum of the list's totals for those
 * statuses, and the total of the list the tile links to (`active: true`, `?booking_status=active`). Planning and tasks have no list (the planner is a calendar; tasks are under development: 0).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES } from '../../server/domain/booking.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let erasedId: number;
let erasedBookingId: number;

/** A customer (no staff role) with one past booking at Bergen sentrum: inside every demo account's scope. */
async function customerInBergen(email: string) {
  const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const user = await server.db.user.create({ data: { email, firstname: 'Ragnhild', lastname: 'Slett', passwordHash: '!', isEmployee: false, phone: '+4791112223' } });
  const at = new Date(Date.now() - 40 * 86400_000);
  const booking = await server.db.booking.create({
    data: {
      status: 'completed', pickupLocationId: location.id, dropoffLocationId: location.id, pickupAt: at, dropoffAt: new Date(at.getTime() + 86400_000), durationHours: 24,
      totalPrice: '800.00', companyId: location.companyId, siteId: location.siteId, customerUserId: user.id, guestFirstname: 'Ragnhild', guestEmail: email,
    },
  });
  return { user, booking };
}

const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename } }`;

beforeAll(async () => {
  server = await createTestServer();
  // An erased customer in every demo scope: the tiles and lists below must agree about them too.
  const { user, booking } = await customerInBergen('sletta.kunde@dashboard.test');
  const admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  expect((await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } })).data.eraseCustomer.__typename).toBe('EraseCustomerSuccess');
  erasedId = user.id;
  erasedBookingId = booking.id;
  // A vehicle Bergen manages but another company owns: in Bergen's scope, yet not Bergen's by company_id. The tile
  // Bergen's staff see and the list it opens (?company_id=Bergen) must still agree about it.
  const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const owner = await server.db.company.create({ data: { siteId: bergen.siteId, name: 'Eigarselskap AS', slug: 'eigarselskap' } });
  const some = await server.db.product.findFirstOrThrow({ where: { companyId: bergen.id } });
  await server.db.product.create({ data: { name: 'Forvalta bil', categoryId: some.categoryId, siteId: bergen.siteId, companyId: owner.id, companyIdManager: bergen.id } });
});

const DEMO = ['admin@fjordbil.no', 'nasjonal@fjordbil.no', 'bergen@fjordbil.no', 'flesland@fjordbil.no'];

const QUERY = `query($slug: String!, $dashboardCompanyId: ID, $companyId: ID, $pending: BookingStatus!, $confirmed: BookingStatus!, $delivered: BookingStatus!) {
  account(slug: $slug) {
    dashboard(companyId: $dashboardCompanyId) { activeBookings taskCount customers products rentaloptions locations }
    pending: bookings(first: 1, status: $pending, companyId: $companyId) { totalCount }
    confirmed: bookings(first: 1, status: $confirmed, companyId: $companyId) { totalCount }
    delivered: bookings(first: 1, status: $delivered, companyId: $companyId) { totalCount }
    active: bookings(first: 1, active: true, companyId: $companyId) { totalCount }
    users(first: 1) { totalCount }
    products(first: 1, companyId: $companyId) { totalCount }
    rentalOptions(first: 1, companyId: $companyId) { totalCount }
    locations(first: 1, companyId: $companyId) { totalCount }
  }
}`;

describe('dashboard tiles against their lists', () => {
  for (const email of DEMO) {
    it(`${email}: every tile's count is its list's total`, async () => {
      const c = server.client();
      await c.login(email, 'demo1234');
      const accounts = (await c.gql('{ viewer { accounts { slug kind companyDatabaseId } } }')).data.viewer.accounts as {
        slug: string;
        kind: string;
        companyDatabaseId: number | null;
      }[];
      expect(accounts.length).toBeGreaterThan(0);
      const companies = await server.db.company.findMany({ select: { id: true } });
      for (const account of accounts) {
        const above = account.kind === 'network' || account.kind === 'site';
        // The network and sites pick a company (or none); a company or location account's tiles carry its own.
        expect(account.companyDatabaseId === null, account.slug).toBe(above);
        const tileCompanies = above ? [null, ...companies.map((x) => encodeGlobalID('Company', x.id))] : [encodeGlobalID('Company', account.companyDatabaseId!)];
        for (const companyId of tileCompanies) {
          const [pending, confirmed, delivered] = ACTIVE_BOOKING_STATUSES;
          // The dashboard page asks for its own account's counts (no companyId); a picked company is asked for by id.
          const dashboardCompanyId = above ? companyId : null;
          const r = await c.gql(QUERY, { slug: account.slug, dashboardCompanyId, companyId, pending, confirmed, delivered });
          expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
          const a = r.data.account;
          const d = a.dashboard;
          const where = `${account.slug} company ${companyId}`;
          expect(d.activeBookings, `booking ${where}`).toBe(a.pending.totalCount + a.confirmed.totalCount + a.delivered.totalCount);
          // The tile links to ?booking_status=active: that list's own total is the tile's count.
          expect(d.activeBookings, `booking?booking_status=active ${where}`).toBe(a.active.totalCount);
          expect(d.taskCount).toBe(0);
          // Customers are not filtered by company (spec 2: every section but kunder takes company_id).
          expect(d.customers, `kunder ${where}`).toBe(a.users.totalCount);
          expect(d.products, `produkter ${where}`).toBe(a.products.totalCount);
          expect(d.rentaloptions, `leieprodukter ${where}`).toBe(a.rentalOptions.totalCount);
          expect(d.locations, `lokasjoner ${where}`).toBe(a.locations.totalCount);
        }
      }
    });
  }

  it('answers REST GET /dashboard with the same counts as the GraphQL dashboard of the account chosen (x-account)', async () => {
    for (const email of DEMO) {
      const c = server.client();
      await c.login(email, 'demo1234');
      const accounts = (await c.gql('{ viewer { accounts { slug } } }')).data.viewer.accounts as { slug: string }[];
      for (const { slug } of accounts) {
        const g = await c.gql(`query($slug: String!) { account(slug: $slug) { dashboard { activeBookings unplannedBookings unplannedFrom customers products rentaloptions locations } } }`, { slug });
        expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
        const d = g.data.account.dashboard;
        const r = await c.rest('GET', '/dashboard', undefined, { 'x-account': slug });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data, `${email} ${slug}`).toMatchObject({
          active_bookings: d.activeBookings,
          unplanned_bookings: d.unplannedBookings,
          unplanned_from: d.unplannedFrom,
          customers: d.customers,
          products: d.products,
          rentaloptions: d.rentaloptions,
          locations: d.locations,
        });
      }
    }
  });

  it('leaves an erased customer out of the Kundar tile and the customer list alike; their booking keeps them', async () => {
    const c = server.client();
    await c.login('bergen@fjordbil.no', 'demo1234');
    const slug = (await c.gql('{ viewer { accounts { slug } } }')).data.viewer.accounts[0].slug as string;
    /** The tile, the list's total, and whether the list finds the person with this e-mail. */
    const counts = async (email: string) => {
      const r = await c.gql(
        `query($slug: String!, $email: String!) { account(slug: $slug) { dashboard { customers } users(first: 1) { totalCount } found: users(first: 5, search: $email) { edges { node { databaseId } } } } }`,
        { slug, email },
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const a = r.data.account;
      return { tile: a.dashboard.customers as number, list: a.users.totalCount as number, found: a.found.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId) as number[] };
    };
    const { user } = await customerInBergen('slettast.no@dashboard.test');
    const before = await counts(user.email);
    expect(before.found).toEqual([user.id]);
    expect((await counts(`sletta-${erasedId}@anonymisert.invalid`)).found).toEqual([]);
    expect(before.tile).toBe(before.list);

    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    expect((await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } })).data.eraseCustomer.__typename).toBe('EraseCustomerSuccess');
    const after = await counts(`sletta-${user.id}@anonymisert.invalid`);
    expect(after.found).toEqual([]);
    expect(after.tile).toBe(before.tile - 1);
    expect(after.list).toBe(after.tile);
    const rest = await c.rest('GET', '/users?limit=1');
    expect(rest.body.pagination.total_count).toBe(after.tile);
    expect((await c.rest('GET', '/dashboard')).body.data.customers).toBe(after.tile);
    // The bookkeeping still has them: the booking keeps its customer, and staff reach the person through it.
    const kept = await c.gql(`query($id: ID!) { node(id: $id) { ... on Booking { totalPrice customerUser { databaseId erasedAt } } } }`, { id: encodeGlobalID('Booking', erasedBookingId) });
    expect(kept.data.node).toMatchObject({ totalPrice: '800.00', customerUser: { databaseId: erasedId } });
    expect(kept.data.node.customerUser.erasedAt).not.toBeNull();
  });
  for (const email of ['bergen@fjordbil.no', 'flesland@fjordbil.no']) {
    it(`${email}: a company_id outside the account narrows the lists to nothing, never widens them or fails`, async () => {
      const c = server.client();
      await c.login(email, 'demo1234');
      const [account] = (await c.gql('{ viewer { accounts { slug companyDatabaseId } } }')).data.viewer.accounts as { slug: string; companyDatabaseId: number }[];
      const own = account!.companyDatabaseId;
      // Another company of the demo with rows of its own (none of its vehicles managed by ours) and an id no company has.
      const foreign = await server.db.company.findFirstOrThrow({ where: { id: { not: own }, partner: false, ownedProducts: { none: { companyIdManager: own } } }, orderBy: { id: 'asc' } });
      expect(await server.db.location.count({ where: { companyId: foreign.id } })).toBeGreaterThan(0);
      for (const id of [foreign.id, 999_999]) {
        const companyId = encodeGlobalID('Company', id);
        const [pending, confirmed, delivered] = ACTIVE_BOOKING_STATUSES;
        const r = await c.gql(QUERY, { slug: account!.slug, dashboardCompanyId: companyId, companyId, pending, confirmed, delivered });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        const a = r.data.account;
        for (const list of ['active', 'products', 'rentalOptions', 'locations']) expect(a[list].totalCount, `${list} company ${id}`).toBe(0);
        expect([a.dashboard.activeBookings, a.dashboard.products, a.dashboard.rentaloptions, a.dashboard.locations]).toEqual([0, 0, 0, 0]);
      }
    });
  }

  it('GET /api/v1/dashboard answers the same counts as GET /api/v1/users and /locations totals', async () => {
    const c = server.client();
    await c.login('bergen@fjordbil.no', 'demo1234');
    const dash = await c.rest('GET', '/dashboard');
    const users = await c.rest('GET', '/users?limit=1');
    const locations = await c.rest('GET', '/locations?limit=1');
    const active = await c.rest('GET', '/bookings?limit=1&booking_status=active');
    expect(dash.status).toBe(200);
    expect(active.status).toBe(200);
    expect(dash.body.data.active_bookings).toBe(active.body.pagination.total_count);
    expect(dash.body.data.customers).toBe(users.body.pagination.total_count);
    expect(dash.body.data.locations).toBe(locations.body.pagination.total_count);
  });
});

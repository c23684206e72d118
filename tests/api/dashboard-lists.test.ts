/**
 * Every dashboard tile's count equals the total of the list the tile links to, for the demo staff at each level
 * (network, site, company, location), with and without the company filter the links carry.
 * Booking: the tile counts active bookings (pending, confirmed, delivered): the sum of the list's totals for those
 * statuses, and the total of the list the tile links to (`active: true`, `?booking_status=active`). Planning and tasks have no list (the planner is a calendar; tasks are under development: 0).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES } from '../../server/domain/booking.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const DEMO = ['admin@fjordbil.no', 'nasjonal@fjordbil.no', 'bergen@fjordbil.no', 'flesland@fjordbil.no'];

const QUERY = `query($slug: String!, $companyId: ID, $pending: BookingStatus!, $confirmed: BookingStatus!, $delivered: BookingStatus!) {
  account(slug: $slug) {
    dashboard(companyId: $companyId) { activeBookings taskCount customers products rentaloptions locations }
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
      const accounts = (await c.gql('{ viewer { accounts { slug kind } } }')).data.viewer.accounts as { slug: string; kind: string }[];
      expect(accounts.length).toBeGreaterThan(0);
      const companies = await server.db.company.findMany({ select: { id: true } });
      for (const account of accounts) {
        for (const companyId of [null, ...(account.kind === 'network' || account.kind === 'site' ? companies.map((x) => encodeGlobalID('Company', x.id)) : [])]) {
          const [pending, confirmed, delivered] = ACTIVE_BOOKING_STATUSES;
          const r = await c.gql(QUERY, { slug: account.slug, companyId, pending, confirmed, delivered });
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

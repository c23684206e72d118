/**
 * No user input ever becomes a pattern: e-mail addresses are compared exactly (ignoring case only), and every list
 * search matches `%`, `_` and `\` literally. Tried from the attacker's side, on GraphQL and REST.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ViewerPayload { viewer { email } } } }`;
const RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;

/** Addresses that, read as LIKE patterns, match a demo user (or break the pattern). */
const HOSTILE = ['%', '%@%', 'kund_@example.no', 'kunde@example.n_', '_____@fjordbil.no', '%admin%', 'kunde@example.no\\', '\\', 'admin@fjordbil.no%'];

describe('log-in compares the e-mail address exactly', () => {
  it.each(HOSTILE)('GraphQL login as %j with a demo password logs nobody in', async (email) => {
    const client = server.client();
    const r = await client.gql(LOGIN, { input: { email, password: 'demo1234' } });
    expect(JSON.stringify(r)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(r.data?.login?.__typename).not.toBe('ViewerPayload');
    expect(client.cookies.has('sid')).toBe(false);
  });

  it.each(HOSTILE)('REST /login as %j with a demo password answers below 500 and logs nobody in', async (email) => {
    const client = server.client();
    const r = await client.rest('POST', '/login', { email, password: 'demo1234' });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('still finds the address whatever its case', async () => {
    const client = server.client();
    const r = await client.gql(LOGIN, { input: { email: ' KUNDE@Example.NO ', password: 'demo1234' } });
    expect(r.data.login).toEqual({ __typename: 'ViewerPayload', viewer: { email: 'kunde@example.no' } });
  });

  it('counts misses for kund_@example.no against that address only, never against kunde@example.no', async () => {
    const guesser = server.client();
    for (let i = 0; i < 6; i++) {
      const r = await guesser.gql(LOGIN, { input: { email: 'kund_@example.no', password: `gjett${i}` } });
      expect(r.data?.login?.__typename).not.toBe('ViewerPayload');
    }
    // The real customer, from a browser of their own, is not locked out by guesses at another address.
    const customer = server.client();
    const r = await customer.gql(LOGIN, { input: { email: 'kunde@example.no', password: 'demo1234' } });
    expect(r.data.login.__typename).toBe('ViewerPayload');
  });
});

describe('password reset compares the e-mail address exactly', () => {
  it.each(HOSTILE)('a reset request for %j makes no reset link for anybody', async (email) => {
    const before = await server.db.passwordResetToken.count();
    const gql = await server.client().gql(RESET, { input: { email } });
    expect(JSON.stringify(gql)).not.toContain('INTERNAL_SERVER_ERROR');
    const rest = await server.client().rest('POST', '/request_reset_password_token', { user_email: email });
    expect(rest.status).toBeLessThan(500);
    expect(await server.db.passwordResetToken.count()).toBe(before);
  });
});

describe('list searches match their text literally', () => {
  let admin: ReturnType<TestServer['client']>;
  const marker = 'Rabatt 50%_a\\b';
  beforeAll(async () => {
    admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const site = await server.db.site.findFirstOrThrow();
    const company = await server.db.company.findFirstOrThrow({ where: { siteId: site.id } });
    await server.db.location.create({
      data: { slug: 'teiknstad', name: marker, status: 'private', address1: 'Prosentvegen 1', zip: '5003', city: 'Bergen', region: 'Vest_land\\', siteId: site.id, companyId: company.id },
    });
    await server.db.user.create({ data: { email: 'prosent@example.no', firstname: 'Pro%sent_x\\y', lastname: 'Teikn', passwordHash: 'x', isEmployee: false } });
  });

  const locations = async (search: string) =>
    (await admin.gql(`query($s: String) { account(slug: "systemeier") { locations(search: $s) { totalCount edges { node { name } } } } }`, { s: search })).data.account.locations;
  const users = async (search: string) =>
    (await admin.gql(`query($s: String) { account(slug: "systemeier") { users(search: $s) { totalCount edges { node { firstname } } } } }`, { s: search })).data.account.users;

  it.each(['%', '_', '\\', '50%_A\\B', '%_a'])('a location search for %j finds only the location whose text holds it', async (search) => {
    const found = await locations(search);
    expect(found.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([marker]);
  });

  it.each(['%', '_x\\', '\\y', 'PRO%'])('a user search for %j finds only the user whose name holds it', async (search) => {
    const found = await users(search);
    expect(found.edges.map((e: { node: { firstname: string } }) => e.node.firstname)).toEqual(['Pro%sent_x\\y']);
  });

  it.each(['%', '\\', '%%', '\\%'])('bookings, vehicles, rental products and countries searched for %j match nothing, without an error', async (search) => {
    const r = await admin.gql(
      `query($s: String) {
        account(slug: "systemeier") { bookings(search: $s) { totalCount } products(search: $s) { totalCount } rentalOptions(search: $s) { totalCount } }
        countries(search: $s) { totalCount }
      }`,
      { s: search },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.account.bookings.totalCount).toBe(0);
    expect(r.data.account.products.totalCount).toBe(0);
    expect(r.data.account.rentalOptions.totalCount).toBe(0);
    expect(r.data.countries.totalCount).toBe(0);
  });

  it('REST /locations?region= compares the region literally, ignoring case only', async () => {
    const all = await admin.rest('GET', '/locations');
    expect(all.status).toBe(200);
    for (const [region, expected] of [['%5C', 0], ['%25', 0], ['_', 0], ['vest_land%5C', 1], ['VEST_LAND%5C', 1]] as const) {
      const r = await admin.rest('GET', `/locations?region=${region}`);
      expect(r.status, region).toBe(200);
      expect(r.body.pagination.total_count, region).toBe(expected);
    }
    const bergen = await server.db.location.count({ where: { region: 'Bergen' } });
    expect(bergen).toBeGreaterThan(1);
    expect((await admin.rest('GET', '/locations?region=bERGEN')).body.pagination.total_count).toBe(bergen);
  });
});

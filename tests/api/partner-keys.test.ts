/**
 * Partner API keys (issue 12). Staff whose role may change everything make keys in their account (shown once, then
 * only the prefix; stored as a hash); `Authorization: Bearer <key>` on /graphql acts as the partner alone: rentalSearch
 * at its own locations with its price type, createBooking with a required Idempotency-Key (pending, the partner as
 * referral company), its own bookings through `partner`, nothing else. Bad, revoked and rotated-out keys get 401.
 */
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { flushKeyUsage } from '../../server/services/apiKeys.ts';
import { gid } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { SET_ENDPOINT, startReceiver } from '../support/webhooks.ts';
import { insertPartnerKey } from '../support/partner.ts';

let server: TestServer;
let bergen: TestClient; // company_manager
let nasjonal: TestClient; // site_admin
let flesland: TestClient; // location_employee
let slugs: Record<string, string>;
let car: Awaited<ReturnType<typeof carClass>>;
let otherLocation: { id: number };

const slugOf = async (email: string) => {
  const m = await server.db.membership.findFirstOrThrow({ where: { user: { email } }, include: { site: true, company: true, location: true, network: true } });
  return (m.network ?? m.site ?? m.company ?? m.location)!.slug;
};

beforeAll(async () => {
  server = await createTestServer();
  [bergen, nasjonal, flesland] = [server.client(), server.client(), server.client()];
  await bergen.login('bergen@fjordbil.no', 'demo1234');
  await nasjonal.login('nasjonal@fjordbil.no', 'demo1234');
  await flesland.login('flesland@fjordbil.no', 'demo1234');
  slugs = { bergen: await slugOf('bergen@fjordbil.no'), nasjonal: await slugOf('nasjonal@fjordbil.no'), flesland: await slugOf('flesland@fjordbil.no') };
  car = await carClass(server.db, 3);
  // A public location of the same site outside Bergen's company: never reachable by Bergen's keys.
  otherLocation = await server.db.location.findFirstOrThrow({ where: { siteId: car.location.siteId, status: 'public', companyId: { not: car.location.companyId } } });
});

const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  __typename
  ... on ApiKeySecretPayload { key signingSecret apiKey { id databaseId prefix name partnerName status rights priceType locations { databaseId } } }
  ... on ValidationError { fields { field message } }
  ... on Error { message }
} }`;
const ROTATE = `mutation($input: RotateApiKeyInput!) { rotateApiKey(input: $input) { __typename ... on ApiKeySecretPayload { key signingSecret apiKey { id prefix status } } ... on Error { message } } }`;
const REVOKE = `mutation($input: ApiKeyIdInput!) { revokeApiKey(input: $input) { __typename ... on ApiKeyPayload { apiKey { status revokedAt } } ... on Error { message } } }`;
const LIST = `query($slug: String!) { account(slug: $slug) { apiKeys(first: 50) { totalCount edges { node { databaseId prefix name status lastUsedAt requestsToday expiresAt } } } } }`;
const LIST_FILTERED = `query($slug: String!, $first: Int!, $after: String, $status: ApiKeyStatus, $search: String, $sort: ApiKeySort, $direction: SortDirection) {
  account(slug: $slug) { apiKeys(first: $first, after: $after, status: $status, search: $search, sort: $sort, direction: $direction) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId name status } } } } }`;
const SEARCH = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename
  ... on RentalSearch { customerType vatIncluded offers(group: vehicles) { databaseId totalPrice } }
  ... on ValidationError { fields { field message } } } }`;

let names = 0;
async function makeKey(client: TestClient, slug: string, extra: Record<string, unknown> = {}) {
  names += 1;
  const r = await client.gql(CREATE_KEY, {
    input: { accountId: encodeGlobalID('Account', slug), name: `Reisebyrå ${names}`, contactEmail: 'api@reise.example', locationIds: [car.locationGid], rights: ['search', 'book', 'read_bookings'], ...extra },
  });
  return r.data.createApiKey;
}

const bearer = (key: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...more });
const partnerGql = (key: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.client().gql(query, variables, bearer(key, headers));
const raw = (headers: Record<string, string>, body: unknown, method = 'POST') =>
  server.app.request('http://shop.test/graphql', { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'POST' ? JSON.stringify(body) : undefined });
const searchInput = (location = car.locationGid, extra = {}) => ({ input: { pickupLocationId: location, ...futureWeek(), ...extra } });
let idem = 0;
const idemKey = () => ({ 'idempotency-key': `partner-test-${Date.now()}-${++idem}` });

describe('managing keys', () => {
  it('makes one partner company when keys for a new partner are created at once (a double click, or several)', async () => {
    const name = `Samtidig Reiser ${Date.now()}`;
    const made = await Promise.all(Array.from({ length: 8 }, () => makeKey(bergen, slugs.bergen, { name })));
    expect(made.map((m) => m.__typename)).toEqual(Array(8).fill('ApiKeySecretPayload'));
    expect(await server.db.company.count({ where: { partner: true, name } })).toBe(1);
    expect(new Set(made.map((m) => m.apiKey.partnerName))).toEqual(new Set([name]));
  });


  it('shows a new key once in full, afterwards only its prefix, and stores only its SHA-256', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    expect(made.__typename).toBe('ApiKeySecretPayload');
    expect(made.key).toMatch(/^utl_[A-Za-z0-9_-]{43}$/);
    expect(made.signingSecret).toMatch(/^whsec_/);
    expect(made.apiKey.prefix).toBe(made.key.slice(0, 12));
    expect(made.apiKey.status).toBe('active');
    const list = await bergen.gql(LIST, { slug: slugs.bergen });
    expect(JSON.stringify(list)).not.toContain(made.key);
    expect(list.data.account.apiKeys.edges.map((e: any) => e.node.prefix)).toContain(made.apiKey.prefix);
    const row = await server.db.apiKey.findUniqueOrThrow({ where: { id: made.apiKey.databaseId } });
    expect(row.secretHash).toBe(crypto.createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(12));
    // The partner is a company marked as a partner, recorded on its bookings.
    const company = await server.db.company.findUniqueOrThrow({ where: { id: row.referralCompanyId } });
    expect(company).toMatchObject({ partner: true, name: made.apiKey.name, siteId: car.location.siteId });
    // But it is no rental company: not among the owners staff choose, the booking list's companies or REST's.
    const companies = await nasjonal.gql(`query($slug: String!) { account(slug: $slug) { companies(first: 100) { totalCount edges { node { databaseId name } } } } }`, { slug: slugs.nasjonal });
    const listed = companies.data.account.companies.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId);
    expect(listed.length).toBeGreaterThan(0);
    expect(companies.data.account.companies.totalCount).toBe(listed.length);
    expect(listed).not.toContain(company.id);
    const rest = await nasjonal.rest('GET', '/companies');
    expect(rest.body.data.map((c: { company_id: number }) => c.company_id).sort()).toEqual([...listed].sort());
    // Its history names who made it.
    expect(await server.db.historyEntry.count({ where: { entityType: 'apikey', entityId: row.id } })).toBe(1);
  });

  it('never reaches beyond the creator: only roles that change everything, only locations inside the account', async () => {
    const employee = await makeKey(flesland, slugs.flesland);
    expect(employee.__typename).toBe('ForbiddenError');
    const outside = await makeKey(bergen, slugs.bergen, { locationIds: [gid('Location', otherLocation.id)] });
    expect(outside.__typename).toBe('ValidationError');
    expect(outside.fields[0].field).toBe('locationIds');
    // Another account's slug is "not found" (it is not the viewer's).
    expect((await makeKey(bergen, slugs.nasjonal)).__typename).toBe('NotFoundError');
    // A location employee sees no keys; a site admin sees Bergen's (made below the site).
    const made = await makeKey(bergen, slugs.bergen);
    const fleslandList = await flesland.gql(LIST, { slug: slugs.flesland });
    expect(fleslandList.data.account.apiKeys.totalCount).toBe(0);
    const siteList = await nasjonal.gql(LIST, { slug: slugs.nasjonal });
    expect(siteList.data.account.apiKeys.edges.map((e: any) => e.node.databaseId)).toContain(made.apiKey.databaseId);
    // Someone else's key cannot be revoked by a location employee, and is not revealed.
    const r = await flesland.gql(REVOKE, { input: { id: made.apiKey.id } });
    expect(['NotFoundError', 'ForbiddenError']).toContain(r.data.revokeApiKey.__typename);
    expect(await server.db.apiKey.count({ where: { id: made.apiKey.databaseId, revokedAt: { not: null } } })).toBe(0);
  });

  it('counts last use and requests today', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    await partnerGql(made.key, '{ partner { name } }');
    await partnerGql(made.key, '{ partner { name } }');
    await flushKeyUsage();
    const list = await bergen.gql(LIST, { slug: slugs.bergen });
    const node = list.data.account.apiKeys.edges.find((e: any) => e.node.databaseId === made.apiKey.databaseId).node;
    expect(node.requestsToday).toBe(2);
    expect(node.lastUsedAt).toBeTruthy();

    // Requests after the revocation are refused (the key row may still be among the recent ones): not counted as use.
    expect((await bergen.gql(REVOKE, { input: { id: made.apiKey.id } })).data.revokeApiKey.__typename).toBe('ApiKeyPayload');
    const refused = await partnerGql(made.key, '{ partner { name } }');
    expect(refused.errors?.[0]?.extensions?.code).toBeDefined();
    await flushKeyUsage();
    const after = await server.db.apiKey.findUniqueOrThrow({ where: { id: made.apiKey.databaseId } });
    expect(after.requestsToday).toBe(2);
    expect(after.lastUsedAt!.getTime()).toBeLessThanOrEqual(after.revokedAt!.getTime());
  });
  it('lists keys by state, search and sort, a page at a time, with the total of the filter', async () => {
    const tag = `Statuspartnar ${crypto.randomUUID().slice(0, 8)}`;
    const active = await makeKey(bergen, slugs.bergen, { name: `${tag} a` });
    const revoked = await makeKey(bergen, slugs.bergen, { name: `${tag} b` });
    expect((await bergen.gql(REVOKE, { input: { id: revoked.apiKey.id } })).data.revokeApiKey.__typename).toBe('ApiKeyPayload');
    const grace = await makeKey(bergen, slugs.bergen, { name: `${tag} c` });
    expect((await bergen.gql(ROTATE, { input: { id: grace.apiKey.id, graceHours: 24 } })).data.rotateApiKey.__typename).toBe('ApiKeySecretPayload');
    const expired = await makeKey(bergen, slugs.bergen, { name: `${tag} d` });
    expect((await bergen.gql(ROTATE, { input: { id: expired.apiKey.id, graceHours: 0 } })).data.rotateApiKey.__typename).toBe('ApiKeySecretPayload');
    // Six keys carry the tag: a, b (revoked), c (old, in its grace period) and its successor, d (old, expired) and its successor.
    const page = async (vars: Record<string, unknown>, who = bergen, slug = slugs.bergen) => {
      const r = await who.gql(LIST_FILTERED, { slug, search: tag, ...vars });
      expect(r.errors).toBeUndefined();
      return r.data.account.apiKeys as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { databaseId: number; name: string; status: string } }[] };
    };
    const all = await page({ first: 50 });
    expect(all.totalCount).toBe(6);
    const ids = (p: Awaited<ReturnType<typeof page>>) => p.edges.map((e) => e.node.databaseId).sort((x, y) => x - y);
    expect(ids(await page({ first: 50, status: 'revoked' }))).toEqual([revoked.apiKey.databaseId]);
    expect(ids(await page({ first: 50, status: 'grace' }))).toEqual([grace.apiKey.databaseId]);
    expect(ids(await page({ first: 50, status: 'expired' }))).toEqual([expired.apiKey.databaseId]);
    const actives = await page({ first: 50, status: 'active' });
    expect(actives.totalCount).toBe(3);
    expect(actives.edges.every((e) => e.node.status === 'active')).toBe(true);
    expect(ids(actives)).toContain(active.apiKey.databaseId);
    // Every key's state in the list is the state its filter finds it by.
    for (const e of all.edges) expect(ids(await page({ first: 50, status: e.node.status }))).toContain(e.node.databaseId);
    // A search finds a key by its prefix (what a partner reads out on the phone) and by the contact e-mail.
    expect(ids(await page({ first: 50, search: revoked.apiKey.prefix }))).toEqual([revoked.apiKey.databaseId]);
    expect((await page({ first: 50, search: 'API@REISE.example' })).totalCount).toBeGreaterThanOrEqual(6);
    // Sorted by name; pages of two follow each other without gaps or repeats, each with the filter's total.
    const names = (await page({ first: 50, sort: 'name', direction: 'asc' })).edges.map((e) => e.node.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i += 1) {
      const p = await page({ first: 2, after, sort: 'name', direction: 'asc' });
      expect(p.totalCount).toBe(6);
      expect(p.pageInfo.hasNextPage).toBe(i < 2);
      seen.push(...p.edges.map((e) => e.node.databaseId));
      after = p.pageInfo.endCursor;
    }
    expect([...seen].sort((x, y) => x - y)).toEqual(ids(all));
    // The filters never widen the scope: a location employee finds none of them, whatever the state.
    for (const status of ['active', 'grace', 'revoked', 'expired']) expect((await page({ first: 50, status }, flesland, slugs.flesland)).totalCount).toBe(0);
  });
});

describe('Bearer keys on /graphql', () => {
  it('refuses a bad, revoked or rotated-out key with a clear 401, and a rotated key works during its grace period', async () => {
    const a = await makeKey(bergen, slugs.bergen);
    const ok = await partnerGql(a.key, '{ partner { name } }');
    expect(ok.data.partner.name).toBe(a.apiKey.name);
    const refused = async (key: string) => {
      const res = await raw(bearer(key), { query: '{ partner { name } }' });
      const body = await res.json();
      return res.status === 401 && body.errors[0].extensions.code === 'INVALID_API_KEY' && /API-nøkkelen er ugyldig/.test(body.errors[0].message);
    };
    expect(await refused('utl_' + 'x'.repeat(43))).toBe(true);
    expect(await refused('nonsense')).toBe(true);
    expect(await refused(a.key.slice(0, -1) + (a.key.endsWith('A') ? 'B' : 'A'))).toBe(true);

    // Rotation with a grace period: both keys work; after it ends, the old one is refused.
    const rotated = (await bergen.gql(ROTATE, { input: { id: a.apiKey.id, graceHours: 1 } })).data.rotateApiKey;
    expect(rotated.__typename).toBe('ApiKeySecretPayload');
    expect(rotated.key).not.toBe(a.key);
    expect(rotated.signingSecret).toBeNull();
    expect((await partnerGql(a.key, '{ partner { name } }')).data.partner.name).toBe(a.apiKey.name);
    expect((await partnerGql(rotated.key, '{ partner { name } }')).data.partner.name).toBe(a.apiKey.name);
    await server.db.apiKey.update({ where: { id: a.apiKey.databaseId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refused(a.key)).toBe(true);
    expect((await partnerGql(rotated.key, '{ partner { name } }')).data.partner.name).toBe(a.apiKey.name);
    // A rotation without grace refuses the old key at once; a revoked key is refused from the next request.
    const again = (await bergen.gql(ROTATE, { input: { id: rotated.apiKey.id, graceHours: 0 } })).data.rotateApiKey;
    expect(await refused(rotated.key)).toBe(true);
    expect((await bergen.gql(REVOKE, { input: { id: again.apiKey.id } })).data.revokeApiKey.apiKey.status).toBe('revoked');
    expect(await refused(again.key)).toBe(true);
  });

  it('reads no cookie: a logged-in admin\'s session adds nothing to a partner request', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    const r = await nasjonal.gql(`query($slug: String!) { account(slug: $slug) { name } viewer { email } }`, { slug: slugs.nasjonal }, bearer(made.key));
    expect(r.data).toBeFalsy();
    expect(r.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('is told on /api/v1 that keys work on /graphql only, and a cookie sent along is not read there either', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    for (const key of [made.key, 'utl_not-a-key']) {
      // A staff list an admin's session could read, and the public locations anyone could: neither answers a key.
      for (const [method, path] of [['GET', '/locations'], ['GET', '/bookings'], ['POST', '/location/create']] as const) {
        const r = await nasjonal.rest(method, path, method === 'POST' ? { location_name: 'Via nøkkel' } : undefined, bearer(key));
        expect(r.status, `${method} ${path}`).toBe(401);
        expect(r.body).toMatchObject({ code: 401, status: 'Unauthorized' });
        expect(r.body.data).toContain('/graphql');
        expect(r.headers.get('www-authenticate')).toMatch(/^Bearer /);
      }
    }
    expect(await server.db.location.count({ where: { name: 'Via nøkkel' } })).toBe(0);
    // Without the key the same session reads the list as before.
    expect((await nasjonal.rest('GET', '/locations')).status).toBe(200);
  });

  it('reaches nothing staff-only and cannot log in, register or write as staff', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    for (const query of [
      `{ account(slug: "${slugs.bergen}") { bookings(first: 1) { edges { node { id } } } } }`,
      '{ viewer { email } }',
      '{ appInfo { __typename } }',
      'mutation { login(input: { email: "admin@fjordbil.no", password: "demo1234" }) { __typename } }',
      'mutation { logout { message } }',
      `mutation { revokeApiKey(input: { id: "${made.apiKey.id}" }) { __typename } }`,
      'fragment F on Query { viewer { email } } query { ...F }',
      'query { ... on Query { account(slug: "x") { name } } }',
    ]) {
      const res = await raw(bearer(made.key), { query });
      // 403, not the 500 it was: a partner's client must not retry a refusal as a server failure.
      expect(res.status, query).toBe(403);
      const r = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      expect(r.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(r.data ?? null, query).toBeNull();
    }
    // A staff-only object by id answers null.
    const product = await server.db.product.findFirstOrThrow();
    const node = await partnerGql(made.key, `{ node(id: "${gid('Product', product.id)}") { id } }`);
    expect(node.data.node).toBeNull();
  });

  it('searches only its own locations, with the price type of the key', async () => {
    const privateKey = await makeKey(bergen, slugs.bergen);
    const businessKey = await makeKey(bergen, slugs.bergen, { priceType: 'business' });
    const own = await partnerGql(privateKey.key, SEARCH, searchInput(car.locationGid));
    expect(own.data.rentalSearch).toMatchObject({ __typename: 'RentalSearch', customerType: 'private', vatIncluded: true });
    // A business customer on a key of private prices is refused, in the search and the order: once it was quietly
    // booked as a private one, its business name and organisation number dropped.
    const refusal = [{ field: 'customerType', message: 'API-nøkkelen gir privatprisar: ein bedriftskunde krev ein nøkkel med bedriftsprisar.' }];
    const asBusiness = await partnerGql(privateKey.key, SEARCH, searchInput(car.locationGid, { customerType: 'business' }));
    expect(asBusiness.data.rentalSearch).toEqual({ __typename: 'ValidationError', fields: refusal });
    const before = await server.db.booking.count();
    const businessOrder = order(car.locationGid, car.optionGid, futureWeek(7), { customerType: 'business', businessName: 'Hotell AS', businessNumber: '923609016' });
    const placed = await partnerGql(privateKey.key, CREATE, { input: businessOrder }, idemKey());
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('ValidationError');
    expect(placed.data.createBooking.fields).toContainEqual(refusal[0]);
    expect(await server.db.booking.count()).toBe(before);
    const price = (r: any) => r.data.rentalSearch.offers.find((o: any) => o.databaseId === car.option.id).totalPrice;
    expect(price(own)).toBe('1000.00');
    const business = await partnerGql(businessKey.key, SEARCH, searchInput());
    expect(business.data.rentalSearch.customerType).toBe('business');
    expect(price(business)).toBe('800.00');
    const elsewhere = await partnerGql(privateKey.key, SEARCH, searchInput(gid('Location', otherLocation.id)));
    expect(elsewhere.data.rentalSearch.__typename).toBe('ValidationError');
    expect(elsewhere.data.rentalSearch.fields).toEqual([{ field: 'pickupLocationId', message: 'Staden er ikkje tilgjengeleg for denne API-nøkkelen.' }]);
    const dropElsewhere = await partnerGql(privateKey.key, SEARCH, searchInput(car.locationGid, { dropoffLocationId: gid('Location', otherLocation.id) }));
    expect(dropElsewhere.data.rentalSearch.fields.map((f: any) => f.field)).toContain('dropoffLocationId');
  });

  it('offers and books only the classes of the company the key was made in, not another company\'s fetched to its places', async () => {
    // A Bergen key once listed Sunnmøre's classes that may be fetched to Bergen, and booked them: the booking then
    // belonged to Sunnmøre, out of sight of the Bergen manager who answers for the key.
    const key = await makeKey(bergen, slugs.bergen);
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const shop = await server.client().gql(SEARCH, searchInput());
    const shopIds = (shop.data.rentalSearch.offers as { databaseId: number }[]).map((o) => o.databaseId);
    const foreign = await server.db.rentalOption.findMany({ where: { id: { in: shopIds }, companyId: sunnmore.id }, select: { id: true } });
    expect(foreign.length, 'the shop offers a Sunnmøre class at Bergen sentrum').toBeGreaterThan(0);
    const partner = await partnerGql(key.key, SEARCH, searchInput());
    const partnerIds = (partner.data.rentalSearch.offers as { databaseId: number }[]).map((o) => o.databaseId);
    expect(partnerIds).toContain(car.option.id);
    for (const f of foreign) expect(partnerIds).not.toContain(f.id);
    const before = await server.db.booking.count();
    const booked = await partnerGql(key.key, CREATE, { input: order(car.locationGid, gid('RentalOption', foreign[0]!.id), futureWeek()) }, idemKey());
    expect(booked.data.createBooking).toEqual({ __typename: 'ValidationError', fields: [{ field: 'rentalOptionId', message: 'Leigeproduktet er ikkje tilgjengeleg for denne API-nøkkelen.' }] });
    expect(await server.db.booking.count()).toBe(before);
    // Nor is it quoted as if it could be ordered: the cart says what the order would (once it priced it, no word).
    const CART = `query($input: RentalSearchInput!, $cart: CartInput!) { rentalSearch(input: $input) { ... on RentalSearch { cart(input: $cart) { errors { field message } } } } }`;
    const quote = (rentalOptionId: string) => partnerGql(key.key, CART, { ...searchInput(), cart: { rentalOptionId } });
    expect((await quote(gid('RentalOption', foreign[0]!.id))).data.rentalSearch.cart.errors).toEqual([{ field: 'rentalOptionId', message: 'Leigeproduktet er ikkje tilgjengeleg for denne API-nøkkelen.' }]);
    expect((await quote(car.optionGid)).data.rentalSearch.cart.errors).toEqual([]);
  });

  it('lists as its places only those it may search and book: a place since moved to another company is not listed', async () => {
    const key = await makeKey(bergen, slugs.bergen);
    const places = async () => ((await partnerGql(key.key, '{ partner { locations { id } } }', {})).data.partner.locations as { id: string }[]).map((l) => l.id);
    expect(await places()).toContain(car.locationGid);
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const location = await server.db.location.findUniqueOrThrow({ where: { id: car.location.id } });
    await server.db.location.update({ where: { id: location.id }, data: { companyId: sunnmore.id } });
    try {
      expect(await places()).not.toContain(car.locationGid);
      // As search refuses it.
      const moved = await partnerGql(key.key, SEARCH, searchInput());
      expect(moved.data.rentalSearch.__typename).toBe('ValidationError');
    } finally {
      await server.db.location.update({ where: { id: location.id }, data: { companyId: location.companyId } });
    }
  });

  it('stops reading, and hearing of, the bookings at a place moved to another company; a key of the same partner there keeps its own', async () => {
    // Found by an attacker's walk: a Bergen key went on reading the bookings at a location moved to Sunnmøre (its
    // partner { bookings }, node(id), and booking.created on its webhook), including those a Sunnmøre key of the same
    // partner name placed there, with the guest's e-mail and phone, while Bergen's own staff could no longer see them.
    const name = `Felles Reiser ${process.pid}-${Date.now()}`;
    const bergenKey = await makeKey(bergen, slugs.bergen, { name });
    const receiver = await startReceiver();
    const hook = await bergen.gql(SET_ENDPOINT, { input: { keyId: bergenKey.apiKey.id, url: receiver.url, events: ['BOOKING_CREATED'] } });
    expect(hook.data?.setWebhookEndpoint?.__typename, JSON.stringify(hook)).toBe('SetWebhookEndpointPayload');
    const book = async (key: string, week: number) => {
      const r = await partnerGql(key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(week)) }, idemKey());
      expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
      return r.data.createBooking.booking.databaseId as number;
    };
    const own = async (key: string) =>
      ((await partnerGql(key, '{ partner { bookings(first: 50) { edges { node { databaseId } } } } }')).data.partner.bookings.edges as { node: { databaseId: number } }[]).map((e) => e.node.databaseId);
    const node = async (key: string, id: number) => (await partnerGql(key, 'query($id: ID!) { node(id: $id) { ... on Booking { databaseId guestEmail } } }', { id: gid('Booking', id) })).data.node;
    const heard = (id: number) => server.db.webhookDelivery.count({ where: { keyId: bergenKey.apiKey.databaseId, bookingId: id } });

    const before = await book(bergenKey.key, 40);
    expect(await own(bergenKey.key)).toContain(before);
    expect(await heard(before)).toBe(1);

    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const location = await server.db.location.findUniqueOrThrow({ where: { id: car.location.id } });
    const option = await server.db.rentalOption.findUniqueOrThrow({ where: { id: car.option.id } });
    await server.db.location.update({ where: { id: location.id }, data: { companyId: sunnmore.id } });
    await server.db.rentalOption.update({ where: { id: option.id }, data: { companyId: sunnmore.id } });
    try {
      // As Sunnmøre's manager would make it: the same partner name in the same site is the same partner company.
      const shared = await server.db.apiKey.findUniqueOrThrow({ where: { id: bergenKey.apiKey.databaseId } });
      const sunnmoreKey = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id], name, accountCompanyId: sunnmore.id, partnerCompanyId: shared.referralCompanyId });
      const theirs = await book(sunnmoreKey.key, 41);
      // The Sunnmøre key reads its own booking and the one placed there before the move (its account holds the place now).
      expect(await own(sunnmoreKey.key)).toEqual(expect.arrayContaining([theirs, before]));
      // The Bergen key reads neither any more, by the list or by id, and does not hear of the new one.
      const bergenOwn = await own(bergenKey.key);
      expect(bergenOwn).not.toContain(theirs);
      expect(bergenOwn).not.toContain(before);
      expect(await node(bergenKey.key, theirs)).toBeNull();
      expect(await node(bergenKey.key, before)).toBeNull();
      expect(await heard(theirs)).toBe(0);
    } finally {
      await server.db.location.update({ where: { id: location.id }, data: { companyId: location.companyId } });
      await server.db.rentalOption.update({ where: { id: option.id }, data: { companyId: option.companyId } });
    }
    // Moved back, the Bergen key reads its own booking again.
    expect(await own(bergenKey.key)).toContain(before);
  });

  it('answers in English when the partner asks for it (Accept-Language), top-level errors and the refused key included', async () => {
    const en = { 'accept-language': 'en' };
    const searchOnly = await makeKey(bergen, slugs.bergen, { rights: ['search'] });
    const elsewhere = await partnerGql(searchOnly.key, SEARCH, searchInput(gid('Location', otherLocation.id)), en);
    expect(elsewhere.data.rentalSearch.fields).toEqual([{ field: 'pickupLocationId', message: 'The location is not available to this API key.' }]);
    const book = await partnerGql(searchOnly.key, CREATE, { input: order(car.locationGid, car.optionGid) }, { ...en, ...idemKey() });
    expect(book.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['The API key has no right to this (place and cancel bookings).', 'FORBIDDEN']]);
    const hidden = await partnerGql(searchOnly.key, '{ viewer { email } }', {}, en);
    expect(hidden.errors?.[0]?.message).toBe('Not available with an API key: viewer.');
    const refused = await raw(bearer('utl_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', en), { query: '{ partner { name } }' });
    expect(refused.status).toBe(401);
    expect((await refused.json()).errors[0].message).toBe('The API key is invalid, revoked or expired. Send a valid key as "Authorization: Bearer <key>".');
    // The refusals a partner developer meets while finding the way: no key, a page too large, an unknown hash, a
    // document too long.
    const noKey = await server.client().gql('{ partner { name } }', {}, en);
    expect(noKey.errors?.[0]?.message).toBe('Only for partners with an API key (Authorization: Bearer <key>).');
    const page = await partnerGql(searchOnly.key, '{ countries(first: 500) { edges { node { id } } } }', {}, en);
    expect(page.errors?.[0]?.message).toBe('first must be between 0 and 100.');
    const unknown = await raw(bearer(searchOnly.key, en), { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect((await unknown.json()).errors[0].message).toBe('Unknown operation: the hash is not registered.');
    const long = await raw(bearer(searchOnly.key, en), { query: `{ ${'site { name } '.repeat(8000)}}` });
    expect((await long.json()).errors[0].message).toBe('The query is too long (at most 100,000 characters).');
    // Norwegian stays the default.
    const no = await partnerGql(searchOnly.key, CREATE, { input: order(car.locationGid, car.optionGid) }, idemKey());
    expect(no.errors?.[0]?.message).toBe('API-nøkkelen har ikkje rett til dette (legge inn og avbestille bestillingar).');
  });

  it('grants each operation only with its right', async () => {
    const searchOnly = await makeKey(bergen, slugs.bergen, { rights: ['search'] });
    const bookOnly = await makeKey(bergen, slugs.bergen, { rights: ['book'] });
    expect((await partnerGql(searchOnly.key, SEARCH, searchInput())).data.rentalSearch.__typename).toBe('RentalSearch');
    const search = await partnerGql(bookOnly.key, SEARCH, searchInput());
    expect(search.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const book = await partnerGql(searchOnly.key, CREATE, { input: order(car.locationGid, car.optionGid) }, idemKey());
    expect(book.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const countBefore = await server.db.booking.count();
    const read = await partnerGql(searchOnly.key, '{ partner { bookings(first: 5) { edges { node { id } } } } }');
    expect(read.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const placed = await partnerGql(bookOnly.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(3)) }, idemKey());
    expect(placed.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await server.db.booking.count()).toBe(countBefore + 1);
    // Without read_bookings the partner sees the booking it just placed, never later.
    const later = await partnerGql(bookOnly.key, `{ node(id: "${gid('Booking', placed.data.createBooking.booking.databaseId)}") { id } }`);
    expect(later.data.node).toBeNull();
  });

  it('keeps Idempotency-Keys apart for keys other accounts made for a partner of the same name, and hands no key another location\'s booking', async () => {
    const name = `Same Reiser ${Date.now()}`;
    const site = await makeKey(nasjonal, slugs.nasjonal, { name });
    const company = await makeKey(bergen, slugs.bergen, { name });
    expect(site.apiKey.partnerName).toBe(company.apiKey.partnerName);
    const value = { 'idempotency-key': `ordre-${Date.now()}` };
    const bySite = await partnerGql(site.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(30)) }, value);
    expect(bySite.data.createBooking.__typename, JSON.stringify(bySite)).toBe('CreateBookingPayload');
    // The same order number from the company's key: its own order, not "already used" (the two never meet).
    const byCompany = await partnerGql(company.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(31)) }, value);
    expect(byCompany.data.createBooking.__typename, JSON.stringify(byCompany)).toBe('CreateBookingPayload');
    // The site key's exact request under its value, sent with the company's key: not the site key's booking.
    const other = { 'idempotency-key': `ordre-${Date.now()}-b` };
    const first = await partnerGql(site.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(32)) }, other);
    const copied = await partnerGql(company.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(32)) }, other);
    expect(copied.data.createBooking.booking?.databaseId).not.toBe(first.data.createBooking.booking.databaseId);
    // A key of the same account for another location replays nothing of a location it does not have.
    const elsewhere = await server.db.location.findFirstOrThrow({ where: { companyId: car.location.companyId, id: { not: car.location.id }, status: 'public' } });
    const narrow = await makeKey(bergen, slugs.bergen, { name, locationIds: [gid('Location', elsewhere.id)] });
    const replay = await partnerGql(narrow.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(31)) }, value);
    expect(replay.data.createBooking.__typename).toBe('ValidationError');
    expect(replay.data.createBooking.booking).toBeUndefined();
  });

  it('books only with an Idempotency-Key bound to the request; the booking is pending and names the partner', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    const other = await makeKey(bergen, slugs.bergen);
    const before = await server.db.booking.count();
    const missing = await partnerGql(made.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(5)) });
    expect(missing.data.createBooking).toEqual({ __typename: 'ValidationError', fields: [{ field: 'Idempotency-Key', message: 'Idempotency-Key må sendast med ein API-nøkkel (ein unik verdi per bestilling).' }] });
    expect(await server.db.booking.count()).toBe(before);

    const key = idemKey();
    const first = await partnerGql(made.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(5)) }, key);
    expect(first.data.createBooking.booking.status).toBe('pending');
    const id = first.data.createBooking.booking.databaseId;
    const row = await server.db.booking.findUniqueOrThrow({ where: { id }, include: { referralCompany: true } });
    expect(row.referralCompany).toMatchObject({ partner: true, name: made.apiKey.name });
    expect(row.customerUserId).toBeNull();
    // The same request again: the same booking. Another request under the key: refused. Another partner's keys are
    // its own: the same value places its own order (two agencies both using "order-1234" must not block each other).
    const replay = await partnerGql(made.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(5)) }, key);
    expect(replay.data.createBooking.booking.databaseId).toBe(id);
    const changed = await partnerGql(made.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(6)) }, key);
    expect(changed.data.createBooking.__typename).toBe('ValidationError');
    const stranger = await partnerGql(other.key, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(8)) }, key);
    expect(stranger.data.createBooking.__typename).toBe('CreateBookingPayload');
    const strangerId = stranger.data.createBooking.booking.databaseId;
    expect(strangerId).not.toBe(id);
    expect(await server.db.booking.count()).toBe(before + 2);
    // Booking elsewhere is refused.
    const elsewhere = await partnerGql(made.key, CREATE, { input: order(gid('Location', otherLocation.id), car.optionGid, futureWeek(7)) }, idemKey());
    expect(elsewhere.data.createBooking.__typename).toBe('ValidationError');

    // Its own bookings through `partner`; the other partner sees none of them.
    const mine = await partnerGql(made.key, '{ partner { name bookings(first: 10) { edges { node { databaseId status partnerName lines { lineType } } } } } }');
    expect(mine.errors).toBeUndefined();
    expect(mine.data.partner.bookings.edges.map((e: any) => e.node.databaseId)).toEqual([id]);
    expect(mine.data.partner.bookings.edges[0].node.partnerName).toBe(made.apiKey.name);
    const theirs = await partnerGql(other.key, `{ partner { bookings(first: 10) { edges { node { databaseId } } } } node(id: "${gid('Booking', id)}") { id } }`);
    expect(theirs.data.partner.bookings.edges).toEqual([{ node: { databaseId: strangerId } }]);
    expect(theirs.data.node).toBeNull();
    // Staff never see the partner's personal data through it: the customer user is not reachable.
    const staffOnly = await partnerGql(made.key, `{ node(id: "${gid('Booking', id)}") { ... on Booking { history(first: 1) { edges { node { comment } } } } } }`);
    expect(staffOnly.errors?.length ?? 0).toBeGreaterThan(0);
    // The key is authenticated: a field it may not read is FORBIDDEN, never "Du må logge inn." (UNAUTHENTICATED).
    expect(new Set(staffOnly.errors!.map((e) => e.extensions?.code))).toEqual(new Set(['FORBIDDEN']));

    // In the admin: the partner's name on the booking and a filter.
    const list = await bergen.gql(`query($slug: String!) { account(slug: $slug) { partner: bookings(first: 50, fromPartner: true) { edges { node { databaseId partnerName } } }
      none: bookings(first: 100, fromPartner: false) { edges { node { databaseId } } } } }`, { slug: slugs.bergen });
    expect(list.data.account.partner.edges).toContainEqual({ node: { databaseId: id, partnerName: made.apiKey.name } });
    expect(list.data.account.none.edges.map((e: any) => e.node.databaseId)).not.toContain(id);
    // Its history names the partner as the order's author ("Ukjend" before).
    const history = await bergen.gql(`{ node(id: "${gid('Booking', id)}") { ... on Booking { history(first: 5) { edges { node { authorName comment } } } } } }`);
    expect(history.data.node.history.edges.map((e: any) => e.node.authorName)).toEqual([`${made.apiKey.name} (partnar)`]);
    const plain = await bergen.rest('GET', `/bookings?booking_partner=${row.referralCompanyId}`, undefined, { 'x-account': slugs.bergen });
    expect(plain.body.data.map((b: any) => b.booking_id)).toEqual([id]);
    expect((await bergen.rest('GET', '/bookings?booking_partner=any', undefined, { 'x-account': slugs.bergen })).body.data.map((b: any) => b.booking_id)).toContain(id);
    const rest = await bergen.rest('GET', `/booking/overview?booking_partner=${row.referralCompanyId}`, undefined, { 'x-account': slugs.bergen });
    expect(rest.status).toBe(200);
    expect(rest.body.data.bookings.map((b: any) => b.booking_id)).toEqual([id]);
    expect(rest.body.data.companies).toContainEqual(expect.objectContaining({ company_id: row.referralCompanyId, company_partner: true }));
  });

  it('opens CORS for keys only, without credentials', async () => {
    const made = await makeKey(bergen, slugs.bergen);
    const preflight = await server.app.request('http://shop.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await raw(bearer(made.key, { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' }), { query: '{ partner { name } }' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // Without a key a foreign origin is still refused, and gets no CORS answer.
    const cookieOnly = await raw({ origin: 'https://partner.example' }, { query: '{ site { name } }' });
    expect(cookieOnly.status).toBe(403);
    expect(cookieOnly.headers.get('access-control-allow-origin')).toBeNull();
    const plainPreflight = await server.app.request('http://shop.test/graphql', { method: 'OPTIONS', headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' } });
    expect(plainPreflight.status).toBe(403);

    // A query over GET with a key needs no CSRF header (no cookie is read); without a key it still does.
    const query = `?query=${encodeURIComponent('{ partner { name } }')}`;
    const get = await server.app.request(`http://shop.test/graphql${query}`, { headers: bearer(made.key, { accept: 'application/json' }) });
    expect(get.status).toBe(200);
    expect((await get.json()).data.partner.name).toBe(made.apiKey.name);
    const cookieGet = await server.app.request(`http://shop.test/graphql?query=${encodeURIComponent('{ site { name } }')}`, { headers: { accept: 'application/json' } });
    expect(cookieGet.status).toBe(403);
  });
});

/**
 * Limits partners can plan for (issue 12): every answer to a key reports its cost (`extensions.cost`), a key's
 * leaky bucket (1 000 points, 50 a second) is shared by every app process on the database, and over it the answer is
 * HTTP 429 with `Retry-After` and a `RATE_LIMITED` error. Trusted documents: a key set to registered operations only
 * refuses ad-hoc queries and runs the shipped operations by their hash; each shipped operation is valid and runs.
 */
import fs from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { freePort } from '../../server/db/embedded.ts';
import { COST_LIMIT } from '../../server/services/costBucket.ts';
import { MAX_BREAKDOWN_LINES } from '../../server/domain/pricing.ts';
import { COST_RULES } from '../../server/http/queryCost.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { manifest, MANIFEST_FILE, PARTNER_MANIFEST_PATH, PARTNER_OPERATIONS } from '../../server/http/trustedDocuments.ts';
import { startApp, tempDataDir } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { carClass, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { statementsDuring } from '../support/sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

/** A partner key straight in the database, for the public locations of the first site (every right). */
async function insertKey(db: Db, fields: { trustedDocumentsOnly?: boolean } = {}): Promise<string> {
  const site = await db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const partner = await db.company.create({ data: { siteId: site.id, name: 'Kostreiser AS', slug: `kostreiser-${Date.now()}-${Math.random()}`, partner: true } });
  const locations = await db.location.findMany({ where: { siteId: site.id, status: 'public' }, select: { id: true } });
  const { key, prefix, secretHash } = generateKey();
  await db.apiKey.create({
    data: {
      accountKind: 'site', siteId: site.id, referralCompanyId: partner.id, name: 'Kostreiser', contactEmail: 'api@kostreiser.no', prefix, secretHash,
      rights: ['search', 'book', 'read_bookings'], locationIds: locations.map((l) => l.id), signingSecret: generateSigningSecret(), ...fields,
    },
  });
  return key;
}

/** POST /graphql with a key, in process; the whole HTTP answer. */
async function send(key: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await server.app.request('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const byName = (name: string) => PARTNER_OPERATIONS.find((op) => op.name === name)!;

/** 100 countries in one connection: requested and actual cost both 1 + 100 × (edge + node) = 201. */
const countries = (alias: string) => `${alias}: countries(first: 100) { edges { node { name } } }`;
/** Four of them: 804 points, and as many come back, so nothing is given back after. */
const HEAVY = `{ ${['a', 'b', 'c', 'd'].map(countries).join(' ')} }`;

describe('cost limits', () => {
  it('reports requested, actual and remaining points and when the bucket is full, to keys only', async () => {
    const key = await insertKey(server.db);
    const before = Date.now();
    const first = await send(key, { query: '{ countries(first: 10) { edges { node { name } } } }' });
    expect(first.status).toBe(200);
    expect(first.body.extensions.cost).toMatchObject({ requested: 21, actual: 21, remaining: COST_LIMIT.capacity - 21 });
    const resetAt = Date.parse(first.body.extensions.cost.resetAt);
    expect(resetAt).toBeGreaterThan(before);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + (21 / COST_LIMIT.refillPerSecond) * 1000 + 1000);

    // A list of unknown length is estimated (50), and what did not come back is given back.
    const publicLocations = await server.db.location.count({ where: { status: 'public' } });
    const list = await send(key, { query: '{ publicLocations { id name } }' });
    expect(list.body.data.publicLocations.length).toBe(publicLocations);
    expect(list.body.extensions.cost).toMatchObject({ requested: 50, actual: publicLocations });
    expect(list.body.extensions.cost.remaining).toBeGreaterThanOrEqual(COST_LIMIT.capacity - 21 - publicLocations);

    // Without a key (the shop, the admin) nothing is counted.
    const shop = await send(null, { query: '{ countries(first: 10) { edges { node { name } } } }' });
    expect(shop.status).toBe(200);
    expect(shop.body.extensions?.cost).toBeUndefined();
  });

  it('counts a mutation 10 on top of what it returns', async () => {
    const key = await insertKey(server.db);
    const r = await send(key, { query: 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }', variables: { input: { ...order('x', 'y'), email: '' } } }, { 'idempotency-key': 'kost-mutasjon' });
    expect(r.body.extensions.cost.requested).toBe(11);
  });

  it('counts an availability search 10 on top of what it returns, and gives nothing back for an answer with errors', async () => {
    const key = await insertKey(server.db);
    const { locationGid } = await carClass(server.db, 1);
    const input = { pickupLocationId: locationGid, ...futureWeek() };
    // A bare search ran the whole availability computation for 1 point.
    const bare = await send(key, { query: 'query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename } }', variables: { input } });
    expect(bare.body.data.rentalSearch.__typename).toBe('RentalSearch');
    expect(bare.body.extensions.cost).toMatchObject({ requested: 11, actual: 11 });
    // Two searches and a field that fails (a cursor that is none) nulling the whole answer: both searches ran, so the
    // points requested stay taken (the answer once cost 0, and a key searched without limit this way).
    const lost = await send(key, {
      query: `query($input: RentalSearchInput!) { a: rentalSearch(input: $input) { __typename } b: rentalSearch(input: $input) { __typename }
        partner { bookings(first: 1, after: "bm9wZQ==") { edges { node { id } } } } }`,
      variables: { input },
    });
    expect(lost.body.errors?.length).toBeGreaterThan(0);
    expect(lost.body.extensions.cost.requested).toBeGreaterThan(22);
    expect(lost.body.extensions.cost.actual).toBe(lost.body.extensions.cost.requested);
  });

  it('reads a page size from a variable\'s declared default, and charges an answer with errors at least what came back', async () => {
    // Found by an attacker's walk: only the variables sent were read, so `first: $n` with `$n: Int = 100` was priced as
    // a page of 20 while 100 rows came back, a default of 100 000 passed the page limit, and an answer with an error
    // in it was charged the estimate alone, however much more it returned.
    const key = await insertKey(server.db);
    const page = (n: string) => `query($n: Int = ${n}) { countries(first: $n) { edges { node { name } } } }`;
    const byDefault = await send(key, { query: page('100') });
    expect(byDefault.body.data.countries.edges).toHaveLength(100);
    expect(byDefault.body.extensions.cost).toMatchObject({ requested: 201, actual: 201 });
    // A value sent wins over the default, as GraphQL runs it.
    expect((await send(key, { query: page('100'), variables: { n: 10 } })).body.extensions.cost).toMatchObject({ requested: 21, actual: 21 });
    const oversized = await send(key, { query: page('100000') });
    expect(oversized.status).toBe(400);
    expect(oversized.body.errors[0].message).toBe('first må vere mellom 0 og 100.');

    // One place asked for 100 times: estimated as a list of unknown length, and 100 come back. With a field that
    // fails beside it (a staff-only field), the answer is charged for the 100, not the smaller estimate.
    const place = await server.db.location.findFirstOrThrow({ where: { status: 'public' } });
    const ids = Array.from({ length: 100 }, () => encodeGlobalID('Location', place.id));
    const withError = await send(key, {
      query: `query($ids: [ID!]!, $one: ID!) { nodes(ids: $ids) { id } node(id: $one) { ... on Location { internalNote } } }`,
      variables: { ids, one: ids[0] },
    });
    expect(withError.body.errors?.length).toBeGreaterThan(0);
    expect(withError.body.data?.nodes ?? null, 'the error nulled the answer; the test needs the nodes back').not.toBeNull();
    const { requested, actual } = withError.body.extensions.cost;
    expect(requested).toBeLessThan(100);
    expect(actual).toBeGreaterThanOrEqual(100);
  });

  it('counts a price breakdown as the 6 lines it can have, so a search can ask for every offer\'s breakdown', async () => {
    const key = await insertKey(server.db);
    const { locationGid } = await carClass(server.db, 1);
    const r = await send(key, {
      query: 'query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers { title breakdown { unit count unitPrice amount } } } } }',
      variables: { input: { pickupLocationId: locationGid, ...futureWeek() } },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.rentalSearch.offers.length).toBeGreaterThan(0);
    expect(r.body.data.rentalSearch.offers.every((o: { breakdown: unknown[] }) => o.breakdown.length > 0 && o.breakdown.length <= MAX_BREAKDOWN_LINES)).toBe(true);
    // 1 search + 10, 50 offers (an unknown list) × (1 + 6 lines).
    expect(r.body.extensions.cost.requested).toBe(1 + COST_RULES.search + COST_RULES.listEstimate * (1 + MAX_BREAKDOWN_LINES));
  });

  it('refuses a query that costs more than a full bucket, as bad input, taking nothing', async () => {
    const key = await insertKey(server.db);
    // Spend first: the refusal reports what the bucket holds, not a full bucket (it once always said 1000).
    expect((await send(key, { query: HEAVY })).body.extensions.cost.remaining).toBe(COST_LIMIT.capacity - 804);
    const r = await send(key, { query: `{ ${['a', 'b', 'c', 'd', 'e', 'f'].map(countries).join(' ')} }` });
    expect(r.status).toBe(400);
    expect(r.body.extensions.cost.remaining).toBeLessThan(COST_LIMIT.capacity - 804 + 50);
    expect(new Date(r.body.extensions.cost.resetAt).getTime()).toBeGreaterThan(Date.now());
    expect(r.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(r.body.errors[0].message).toMatch(/1206 poeng.*høgst 1000/);
    expect(r.body.data).toBeUndefined();
    // The refusal took nothing: the next 1-point query finds what the refusal reported (plus any refill), less 1.
    const next = await send(key, { query: '{ site { name } }' });
    expect(next.body.extensions.cost.remaining).toBeGreaterThanOrEqual(r.body.extensions.cost.remaining - 1);
    expect(next.body.extensions.cost.remaining).toBeLessThan(COST_LIMIT.capacity - 804 + 50);
  });

  it('answers 429 with Retry-After and RATE_LIMITED once the bucket is spent', async () => {
    const key = await insertKey(server.db);
    const other = await insertKey(server.db);
    const ok = await send(key, { query: HEAVY });
    expect(ok.status).toBe(200);
    expect(ok.body.extensions.cost.remaining).toBe(COST_LIMIT.capacity - 804);
    const refused = await send(key, { query: HEAVY });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    // 608 points are missing, at 50 a second: about 12 seconds.
    expect(retryAfter).toBeGreaterThanOrEqual(10);
    expect(retryAfter).toBeLessThanOrEqual(13);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
    expect(refused.body.errors[0].message).toMatch(/Prøv igjen om \d+ sekund/);
    expect(refused.body.extensions.cost).toMatchObject({ requested: 804, actual: 0 });
    // Another key has its own bucket.
    expect((await send(other, { query: HEAVY })).status).toBe(200);
  });
});

describe('a key over its limit gets nothing done', () => {
  // The points are taken before anything runs: a key over its limit gets a refusal and no work from the database
  // beyond asking its bucket (no booking placed in the background, no query run and thrown away).
  const spend = (key: string) =>
    server.db.$executeRaw`UPDATE api_key_bucket SET points = 0, updated_at = clock_timestamp() WHERE key_id = (SELECT id FROM api_key WHERE prefix = ${key.slice(0, 12)})`;

  it('places no booking while the bucket is spent', async () => {
    const key = await insertKey(server.db);
    const car = await carClass(server.db, 1);
    expect((await send(key, { query: '{ site { name } }' })).status).toBe(200);
    await spend(key);
    const email = `tom-botte-${Date.now()}@example.no`;
    const refused = await send(
      key,
      { query: 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename } }', variables: { input: order(car.locationGid, car.optionGid, futureWeek(5), { email }) } },
      { 'idempotency-key': `tom-botte-${Date.now()}` },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.body.data).toBeUndefined();
    // Had the mutation started beside the refusal, it would be committed well within this second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await server.db.booking.count({ where: { guestEmail: email } })).toBe(0);
  });

  it('a refused query is not run: only the bucket is asked', async () => {
    const key = await insertKey(server.db);
    expect((await send(key, { query: HEAVY })).status).toBe(200);
    const refused = await statementsDuring(() => send(key, { query: HEAVY }));
    expect(refused.result.status).toBe(429);
    expect(refused.result.body.data).toBeUndefined();
    // The bucket was asked; the countries were not read.
    expect(refused.sql.some((s) => s.includes('api_key_bucket'))).toBe(true);
    expect(refused.sql.filter((s) => /country/i.test(s))).toEqual([]);
    // With points in the bucket again, the key's queries run.
    await server.db.$executeRaw`UPDATE api_key_bucket SET points = 10 WHERE key_id = (SELECT id FROM api_key WHERE prefix = ${key.slice(0, 12)})`;
    const cheap = await send(key, { query: '{ site { name } }' });
    expect(cheap.status).toBe(200);
    expect(cheap.body.data.site.name).toBeTruthy();
  });
});

describe('a bucket spent meanwhile', () => {
  const setPoints = (db: Db, key: string, points: number) =>
    db.$executeRaw`UPDATE api_key_bucket SET points = ${points}, updated_at = clock_timestamp() WHERE key_id = (SELECT id FROM api_key WHERE prefix = ${key.slice(0, 12)})`;

  it('by another process: the next query is refused and not run, though this process last saw the bucket full', async () => {
    const key = await insertKey(server.db);
    expect((await send(key, { query: '{ site { name } }' })).status).toBe(200);
    await setPoints(server.db, key, 0);
    const refused = await statementsDuring(() => send(key, { query: '{ countries(first: 5) { edges { node { name } } } }' }));
    expect(refused.result.status).toBe(429);
    expect(refused.result.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.result.body.data).toBeUndefined();
    expect(refused.result.body.extensions.cost).toMatchObject({ requested: 11, actual: 0 });
    expect(refused.sql.filter((q) => /country/i.test(q))).toEqual([]);
  });

  it('by queries sent together: no more are granted than the bucket holds', async () => {
    const key = await insertKey(server.db);
    expect((await send(key, { query: '{ site { name } }' })).status).toBe(200);
    // Room for three of six 201-point queries (the refill adds 50 a second, far from a fourth).
    await setPoints(server.db, key, 650);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(key, { query: `{ ${countries('a')} }` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.data).toBeUndefined();
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body.data.a.edges).toHaveLength(100);
  });
});

describe('two app processes on one database', () => {
  it('share one bucket per key: what one process took, the other cannot take again', async () => {
    const { url, db } = await useTestDatabase();
    const key = await insertKey(db);
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({ PORT: String(port), DATABASE_URL: url, DATA_DIR: tempDataDir('utleige-cost-') });
    const [a, b] = await Promise.all([startApp(env(portA)), startApp(env(portB))]);
    expect(a.output()).toContain('Ctrl-C');
    expect(b.output()).toContain('Ctrl-C');
    const post = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: HEAVY }),
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    };
    const first = await post(portA);
    expect(first.status).toBe(200);
    expect(first.body.extensions.cost.remaining).toBe(COST_LIMIT.capacity - 804);
    const second = await post(portB);
    expect(second.status).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThanOrEqual(10);
    expect(second.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // And the other way round: process B's refusal took nothing, process A still sees what A took.
    const third = await post(portA);
    expect(third.status).toBe(429);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
    // Stopped right after: each process wrote the key's use it had counted (the admin's "requests today").
    const row = await db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } });
    expect(row.requestsToday).toBe(3);
    expect(row.lastUsedAt).not.toBeNull();
  }, 180_000);
});

describe('a key changed elsewhere', () => {
  // A request reads its key from the rows read in the last seconds and checks it again in the statement that takes
  // its cost. Here the key has just been used (so it is among those rows) and is then changed straight in the
  // database, as another app process or an operator would: the very next request must see the change.
  const keyRow = (key: string) => server.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } });
  const search = async (key: string, body?: Record<string, unknown>) => {
    const { locationGid } = await carClass(server.db, 1);
    return send(key, body ?? { query: 'query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename } }', variables: { input: { pickupLocationId: locationGid, ...futureWeek() } } });
  };

  it('a key revoked, or past its grace period, is refused with 401 on the next request', async () => {
    for (const change of [{ revokedAt: new Date() }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const key = await insertKey(server.db);
      expect((await send(key, { query: '{ site { name } }' })).body.data.site.name).toBeTruthy();
      await server.db.apiKey.update({ where: { id: (await keyRow(key)).id }, data: change });
      const refused = await send(key, { query: '{ site { name } }' });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('Bearer');
      expect(refused.body.errors[0].extensions.code).toBe('INVALID_API_KEY');
      expect(refused.body.data ?? null).toBeNull();
    }
  });

  it('a revocation written without touching updated_at (by hand, in psql) is refused too', async () => {
    const key = await insertKey(server.db);
    expect((await send(key, { query: '{ site { name } }' })).status).toBe(200);
    await server.db.$executeRaw`UPDATE api_key SET revoked_at = now(), updated_at = updated_at WHERE prefix = ${key.slice(0, 12)}`;
    expect((await send(key, { query: '{ site { name } }' })).status).toBe(401);
  });

  it('a right taken away is gone on the next request; a key turned to trusted documents refuses ad-hoc queries at once', async () => {
    const key = await insertKey(server.db);
    expect((await search(key)).body.data.rentalSearch.__typename).toBe('RentalSearch');
    const row = await keyRow(key);
    await server.db.apiKey.update({ where: { id: row.id }, data: { rights: ['book'] } });
    const noRight = await search(key);
    expect(noRight.body.data?.rentalSearch ?? null).toBeNull();
    expect(noRight.body.errors[0].message).toContain('ikkje rett');

    await server.db.apiKey.update({ where: { id: row.id }, data: { rights: ['search'] } });
    expect((await search(key)).body.data.rentalSearch.__typename).toBe('RentalSearch');
    await server.db.apiKey.update({ where: { id: row.id }, data: { trustedDocumentsOnly: true } });
    const adHoc = await search(key);
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    // The registered operation still runs, by its hash.
    const { locationGid } = await carClass(server.db, 1);
    const byHash = await send(key, { extensions: { persistedQuery: { version: 1, sha256Hash: byName('PartnerRentalSearch').hash } }, variables: { input: { pickupLocationId: locationGid, ...futureWeek() } } });
    expect(byHash.body.data.rentalSearch.__typename).toBe('RentalSearch');
  });
});

describe('trusted documents', () => {

  it('ships the partner operations with their hashes in manifest.json', () => {
    expect(PARTNER_OPERATIONS.map((op) => op.name)).toEqual(expect.arrayContaining(['PartnerLocations', 'PartnerRentalSearch', 'PartnerCreateBooking', 'PartnerBookings', 'PartnerCancelBooking']));
    expect(JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8'))).toEqual(manifest());
    for (const op of PARTNER_OPERATIONS) {
      expect(op.hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('serves the manifest to partners, and the trusted-only refusal says where it is', async () => {
    // The hashes once existed only in the source tree: a trusted-only partner had no documented way to get them.
    const res = await server.app.request(`http://shop.test${PARTNER_MANIFEST_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')));
    const key = await insertKey(server.db, { trustedDocumentsOnly: true });
    const refused = await send(key, { query: '{ site { name } }' });
    expect(refused.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(refused.body.errors[0].message).toContain(PARTNER_MANIFEST_PATH);
  });

  it('a trusted-documents key refuses ad-hoc queries and runs registered ones by hash or by their text', async () => {
    const key = await insertKey(server.db, { trustedDocumentsOnly: true });
    const adHoc = await send(key, { query: '{ site { name } }' });
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(adHoc.body.data).toBeUndefined();
    // A registered operation with one field more is ad hoc too.
    const search = byName('PartnerRentalSearch');
    const widened = await send(key, { query: search.text.replace('pickupAt\n', 'pickupAt\n      days\n') });
    expect(widened.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');

    const { locationGid } = await carClass(server.db, 2);
    const variables = { input: { pickupLocationId: locationGid, ...futureWeek() } };
    const byHash = await send(key, { extensions: { persistedQuery: { version: 1, sha256Hash: search.hash } }, variables });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data.rentalSearch.__typename).toBe('RentalSearch');
    expect(byHash.body.data.rentalSearch.offers.length).toBeGreaterThan(0);
    expect(byHash.body.extensions.cost.requested).toBeGreaterThan(0);
    const byText = await send(key, { query: search.text, variables });
    expect(byText.body.data.rentalSearch.__typename).toBe('RentalSearch');

    // The schema stays readable (GraphiQL introspects it), but not with data fields beside it.
    const schemaOnly = await send(key, { query: '{ __schema { queryType { name } } }' });
    expect(schemaOnly.body.data.__schema.queryType.name).toBe('Query');
    const smuggled = await send(key, { query: '{ __schema { queryType { name } } site { name } }' });
    expect(smuggled.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');

    const unknown = await send(key, { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('leaves other keys and cookie sessions free to send any query, and to use the hashes too', async () => {
    const key = await insertKey(server.db);
    expect((await send(key, { query: '{ site { name } }' })).body.data.site.name).toBeTruthy();
    const visitor = server.client();
    expect((await visitor.gql('{ site { name } }')).data.site.name).toBeTruthy();
    const { locationGid } = await carClass(server.db, 1);
    const r = await send(null, { extensions: { persistedQuery: { version: 1, sha256Hash: byName('PartnerRentalSearch').hash } }, variables: { input: { pickupLocationId: locationGid, ...futureWeek() } } });
    expect(r.body.data.rentalSearch.__typename).toBe('RentalSearch');
  });

  it('each shipped operation is valid against the schema and runs with a key', async () => {
    const key = await insertKey(server.db, { trustedDocumentsOnly: true });
    const { locationGid, optionGid } = await carClass(server.db, 2);
    const period = futureWeek(3);
    let booked = '';
    const variablesOf: Record<string, () => Record<string, unknown>> = {
      PartnerRentalSearch: () => ({ input: { pickupLocationId: locationGid, ...period } }),
      PartnerCreateBooking: () => ({ input: order(locationGid, optionGid, period, { email: 'partnar@example.no' }) }),
      PartnerBookings: () => ({ first: 10 }),
      PartnerCancelBooking: () => ({ input: { id: booked } }),
    };
    const expected: Record<string, string> = { PartnerRentalSearch: 'RentalSearch', PartnerCreateBooking: 'CreateBookingPayload', PartnerCancelBooking: 'CancelBookingPayload' };
    // File-name order puts createBooking before the bookings list (which shows the booking just made) and the list
    // before the cancel (which cancels it).
    for (const op of PARTNER_OPERATIONS) {
      const r = await send(key, { extensions: { persistedQuery: { version: 1, sha256Hash: op.hash } }, variables: variablesOf[op.name]?.() ?? {} }, { 'idempotency-key': `op-${op.name}` });
      if (op.name === 'PartnerCreateBooking') booked = r.body.data.createBooking.booking.id;
      expect(r.status, `${op.name}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.errors, op.name).toBeUndefined();
      const root = Object.values(r.body.data)[0] as { __typename?: string };
      if (expected[op.name]) expect(root.__typename, JSON.stringify(r.body)).toBe(expected[op.name]);
      expect(r.body.extensions.cost.actual).toBeGreaterThan(0);
      if (op.name === 'PartnerBookings') expect(r.body.data.partner.bookings.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['pending']);
      // A trusted-only key learns its place ids from a shipped operation (none listed them once: GraphiQL's note
      // pointed to a query such a key is refused).
      if (op.name === 'PartnerLocations') {
        expect(r.body.data.partner.locations.map((l: { id: string }) => l.id)).toContain(locationGid);
        expect(r.body.data.partner.rights).toEqual(['search', 'book', 'read_bookings']);
      }
    }
  });
});

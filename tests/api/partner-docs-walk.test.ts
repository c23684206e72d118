/**
 * The partner API as its documentation promises it, walked by a partner developer: every tab GraphiQL opens with runs
 * as shipped (placeholders filled in as the tabs say) with a trusted-documents key and with an ordinary one, whenever
 * the page is rendered; `Partner.bookings` has the `totalCount` every list has; a booking with a second vehicle line is
 * described truly (schema and webhook document); and a 429 over the cost limit names its wait in seconds under the
 * name the typed `RateLimitedError` uses, beside the older one.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodErrors } from '../../server/domain/rentalPeriod.ts';
import { graphiqlOptions } from '../../server/http/graphiql.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { webhookBookingView } from '../../server/services/webhookPayload.ts';
import { linesInput, update } from '../support/bookings.ts';
import { carClass, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { statementsDuring } from '../support/sql.ts';

let server: TestServer;
let admin: TestClient;
let bergen: { id: number; siteId: number };
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  bergen = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
});

/** A key of a partner of its own, at Bergen sentrum, with every right unless told. */
async function makeKey(fields: { trustedDocumentsOnly?: boolean; rights?: string[] } = {}) {
  seq += 1;
  const partner = await server.db.company.create({ data: { siteId: bergen.siteId, name: `Dokreiser ${seq} AS`, slug: `dokreiser-${seq}-${Date.now()}`, partner: true } });
  const { key, prefix, secretHash } = generateKey();
  await server.db.apiKey.create({
    data: {
      accountKind: 'site', siteId: bergen.siteId, referralCompanyId: partner.id, name: `Dokreiser ${seq}`, contactEmail: 'api@dokreiser.example', prefix, secretHash,
      rights: fields.rights ?? ['search', 'book', 'read_bookings'], locationIds: [bergen.id], signingSecret: generateSigningSecret(),
      trustedDocumentsOnly: fields.trustedDocumentsOnly ?? false,
    },
  });
  return key;
}

/** POST /graphql in process; the whole HTTP answer. */
async function send(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const asKey = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => send({ authorization: `Bearer ${key}`, ...headers }, body);

interface Tab {
  query: string;
  variables?: string;
  headers?: string;
}

/** The tabs of the GraphiQL page the server renders now (GET /graphql in a browser). */
async function shippedTabs(): Promise<Tab[]> {
  const res = await server.app.request('http://shop.test/graphql', { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const config = JSON.parse(/<script type="application\/json" id="graphiql-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
  return config.options.defaultTabs;
}

/** The placeholders a tab asks the developer to fill in ("<…>"), replaced by `fill` (by the name of the field). */
function filled(value: unknown, fill: (name: string) => string, name = ''): unknown {
  if (typeof value === 'string') return /<.+>/.test(value) ? fill(name) : value;
  if (Array.isArray(value)) return value.map((v) => filled(v, fill, name));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, fill, k)]));
  return value;
}

describe('GraphiQL\'s tabs, followed as shipped', () => {
  /** Runs every tab in order with `key`, filling each placeholder from what the tabs before it answered. */
  async function walk(key: string) {
    const klass = await carClass(server.db, 2);
    const tabs = await shippedTabs();
    expect(tabs.length).toBeGreaterThanOrEqual(6);
    const known: Record<string, string> = {};
    const fill = (name: string) => {
      const value = { pickupLocationId: known.locationId, rentalOptionId: known.rentalOptionId, id: known.bookingId, Authorization: `Bearer ${key}`, 'Idempotency-Key': `dok-${key.slice(4, 16)}` }[name];
      if (!value) throw new Error(`nothing to fill ${name} with yet`);
      return value;
    };
    for (const [i, tab] of tabs.entries()) {
      // The first tab has no headers; its note says to send the key as Authorization.
      const headers = filled({ Authorization: '<nøkkelen din>', ...JSON.parse(tab.headers || '{}') }, fill) as Record<string, string>;
      const variables = filled(JSON.parse(tab.variables || '{}'), fill);
      const r = await send(headers, { query: tab.query, variables });
      const name = /^(?:query|mutation)\s+(\w+)/m.exec(tab.query)?.[1] ?? `tab ${i + 1}`;
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.errors, `${name}: ${JSON.stringify(r.body)}`).toBeUndefined();
      const root = Object.values(r.body.data)[0] as Record<string, any>;
      expect(root?.__typename ?? 'ok', `${name}: ${JSON.stringify(r.body)}`).not.toMatch(/Error$/);
      if (r.body.data.partner?.locations) known.locationId = r.body.data.partner.locations.find((l: { name: string }) => l.name === klass.location.name).id;
      if (r.body.data.rentalSearch) {
        expect(r.body.data.rentalSearch.offers.map((o: { rentalOption: { id: string } }) => o.rentalOption.id)).toContain(klass.optionGid);
        known.rentalOptionId = klass.optionGid;
      }
      if (r.body.data.createBooking) known.bookingId = r.body.data.createBooking.booking.id;
      if (r.body.data.cancelBooking) expect(r.body.data.cancelBooking.cancelled).toBe(true);
    }
    // Every step of the walk was reached: the place, the search, the booking and its cancellation.
    expect(Object.keys(known).sort()).toEqual(['bookingId', 'locationId', 'rentalOptionId']);
  }

  it('runs every tab with a key set to trusted documents only (the first tab once answered 400 PERSISTED_QUERY_ONLY)', async () => {
    await walk(await makeKey({ trustedDocumentsOnly: true }));
  });

  it('runs every tab with an ordinary key', async () => {
    await walk(await makeKey());
  });

  it('opens the search and the booking with a period the shop accepts whenever the page is rendered (once fixed to 2027-06-01)', () => {
    for (const now of [new Date(), new Date('2027-06-02T12:00:00Z'), new Date('2031-12-31T22:30:00Z')]) {
      const tabs = graphiqlOptions('Fjordbil', now).defaultTabs ?? [];
      const periods = tabs.flatMap((t) => (t.variables ? [JSON.parse(t.variables).input] : [])).filter((input) => input?.pickupAt);
      expect(periods.length, now.toISOString()).toBe(2);
      for (const { pickupAt, dropoffAt } of periods) {
        // ISO 8601 with the offset, as the DateTime scalar requires.
        expect(pickupAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
        const [pickup, dropoff] = [new Date(pickupAt), new Date(dropoffAt)];
        expect(periodErrors(pickup, dropoff, now), `${now.toISOString()}: ${pickupAt}`).toEqual([]);
        // Far enough ahead that it is still ahead while the page is open.
        expect(pickup.getTime() - now.getTime()).toBeGreaterThan(7 * 86400_000);
      }
    }
  });
});

const PAGE = `query($first: Int, $after: String) { partner { bookings(first: $first, after: $after) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } } }`;

describe('Partner.bookings', () => {
  it('has totalCount, the same on every page: the partner\'s own bookings, not another partner\'s', async () => {
    const key = await makeKey();
    const other = await makeKey();
    const klass = await carClass(server.db, 4);
    const book = (k: string, week: number, tag: string) =>
      asKey(k, { query: `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on ValidationError { fields { field message } } } }`, variables: { input: order(klass.locationGid, klass.optionGid, futureWeek(week)) } }, { 'idempotency-key': `partner-docs-${tag}-${week}` });
    for (const week of [5, 6, 7]) expect(JSON.stringify((await book(key, week, `tot-${seq}`)).body)).toContain('CreateBookingPayload');
    expect((await book(other, 5, `tot-other-${seq}`)).body.data.createBooking.__typename).toBe('CreateBookingPayload');

    const first = await asKey(key, { query: PAGE, variables: { first: 2 } });
    expect(first.body.errors, JSON.stringify(first.body)).toBeUndefined();
    expect(first.body.data.partner.bookings.totalCount).toBe(3);
    expect(first.body.data.partner.bookings.edges).toHaveLength(2);
    const second = await asKey(key, { query: PAGE, variables: { first: 2, after: first.body.data.partner.bookings.pageInfo.endCursor } });
    expect(second.body.data.partner.bookings).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false } });
    expect(second.body.data.partner.bookings.edges).toHaveLength(1);
    expect((await asKey(other, { query: PAGE })).body.data.partner.bookings.totalCount).toBe(1);
  });

  it('counts only when asked, and tells a key without read_bookings nothing', async () => {
    const key = await makeKey();
    const counts = (sql: string[]) => sql.filter((s) => /count\s*\(/i.test(s) && /"booking"/.test(s));
    const page = await statementsDuring(() => asKey(key, { query: '{ partner { bookings(first: 5) { edges { node { id } } } } }' }));
    expect(counts(page.sql)).toEqual([]);
    // Asked for, it is one count statement beside the page.
    const counted = await statementsDuring(() => asKey(key, { query: '{ partner { bookings(first: 5) { totalCount edges { node { id } } } } }' }));
    expect(counted.result.body.data.partner.bookings.totalCount).toBe(0);
    expect(counts(counted.sql)).toHaveLength(1);
    const bookOnly = await makeKey({ rights: ['search', 'book'] });
    const refused = await asKey(bookOnly, { query: '{ partner { bookings { totalCount } } }' });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused.body.data ?? null)).not.toMatch(/totalCount/);
  });
});

describe('a booking of two vehicles, as a partner reads it', () => {
  it('lists both vehicle lines; the schema does not call the vehicle line one per booking, and the webhook document says vehicleClass is the first', async () => {
    const key = await makeKey();
    const car = await carClass(server.db, 1);
    const van = await carClass(server.db, 1, { title: 'Andre klasse' });
    const placed = await asKey(key, {
      query: `mutation($input: CreateBookingInput!) { createBooking(input: $input) { ... on CreateBookingPayload { booking { id } } } }`,
      variables: { input: order(car.locationGid, car.optionGid, futureWeek(9)) },
    }, { 'idempotency-key': `partner-docs-two-${seq}` });
    const bookingGid = placed.body.data.createBooking.booking.id as string;
    const row = await server.db.booking.findFirstOrThrow({ where: { id: Number(decodeGlobalID(bookingGid).id) }, include: { lines: { orderBy: { position: 'asc' } } } });
    // Staff add a second vehicle (another class) to the partner's booking.
    const r = await update(admin, { id: encodeGlobalID('Booking', row.id), updatedAt: row.updatedAt.toISOString(), lines: [...linesInput(row.lines), { rentalOptionId: van.optionGid, amount: 1 }] });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');

    const read = await asKey(key, { query: `query($id: ID!) { node(id: $id) { ... on Booking { lines { lineType amount rentalOption { id } } } } }`, variables: { id: bookingGid } });
    const rental = read.body.data.node.lines.filter((l: { lineType: string }) => l.lineType === 'rental');
    expect(rental).toEqual([{ lineType: 'rental', amount: 1, rentalOption: { id: car.optionGid } }, { lineType: 'rental', amount: 1, rentalOption: { id: van.optionGid } }]);

    const described = await asKey(key, { query: '{ __type(name: "BookingLineType") { enumValues { name description } } }' });
    const rentalValue = described.body.data.__type.enumValues.find((v: { name: string }) => v.name === 'rental').description as string;
    expect(rentalValue).not.toMatch(/one per booking/i);
    expect(rentalValue).toMatch(/amount (is )?(always )?1/i);

    // The webhook body keeps its shape: vehicleClass is the first vehicle line's class, and the document says so.
    const view = (await webhookBookingView(server.db as never, row.id))!;
    expect(view.vehicleClass?.rentalOptionNodeId).toBe(car.optionGid);
    expect(view.lines.filter((l) => l.lineType === 'rental')).toHaveLength(2);
    const doc = await (await server.app.request('http://shop.test/api/v1/openapi.json')).json();
    const vehicleClass = JSON.stringify(doc.components.schemas.WebhookBooking.properties.vehicleClass);
    expect(vehicleClass).toMatch(/first/i);
    expect(vehicleClass).toMatch(/lines/);
  });
});

describe('over the cost limit', () => {
  it('answers 429 with the wait in seconds as retryAfterSeconds (the name RateLimitedError uses) beside retryAfter, both equal to Retry-After', async () => {
    const key = await makeKey();
    // A first request makes the key's bucket; then it is spent.
    expect((await asKey(key, { query: '{ site { name } }' })).status).toBe(200);
    await server.db.$executeRaw`UPDATE api_key_bucket SET points = 0, updated_at = clock_timestamp() WHERE key_id = (SELECT id FROM api_key WHERE prefix = ${key.slice(0, 12)})`;
    const refused = await asKey(key, { query: '{ countries(first: 100) { edges { node { name } } } }' });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: seconds, retryAfterSeconds: seconds });
  });
});

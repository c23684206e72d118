/**
 * Input that used to answer 500 (or be silently changed) is refused with the field named, and nothing is written:
 * NUL bytes, lone surrogates and control characters in text, line breaks in names, dates that do not exist or lie
 * beyond year 9999, carts and id lists of any length, bodies of any size, /admin spelled differently, a legacy cart
 * with five vehicles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE } from '../../server/http/jsonDepth.ts';
import { variablePlaceOf } from '../../server/http/yoga.ts';
import { isUnstorableTextError } from '../../server/services/errors.ts';
import { gid } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, FUTURE_TUESDAY, futureOslo, futureWeek, order } from '../support/shop.ts';

let server: TestServer;
let car: Awaited<ReturnType<typeof carClass>>;
beforeAll(async () => {
  server = await createTestServer();
  car = await carClass(server.db, 3);
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on ValidationError { fields { field message } } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ValidationError { fields { field } } } }`;
const RECORD = `mutation($input: RecordPageViewInput!) { recordPageView(input: $input) { __typename ... on RecordPageViewPayload { recorded } ... on ValidationError { fields { field } } } }`;

const fieldsOf = (r: { data?: Record<string, { fields?: { field: string }[] }> }, name: string) => (r.data?.[name]?.fields ?? []).map((f) => f.field);
const noInternal = (r: unknown) => expect(JSON.stringify(r)).not.toContain('INTERNAL_SERVER_ERROR');
const counts = async () => ({ booking: await server.db.booking.count(), user: await server.db.user.count(), pageView: await server.db.pageView.count(), upload: await server.db.upload.count() });

describe('text fields', () => {
  const person = { firstname: 'Kari', lastname: 'Kunde', phone: '+4791234567', email: 'ny.kunde@example.no', password: 'hemmeleg1' };

  it.each([
    ['firstname', 'Kari\u0000'],
    ['lastname', 'Kunde\uD800'],
    ['phone', '+47\u00009123'],
    ['email', 'kari\uDC00@example.no'],
    ['firstname', 'Kari\nBcc: alle@example.no'],
    ['lastname', 'Kunde\u202Eon'],
    ['password', 'hemmeleg1\u0000'],
  ])('registration refuses %s = %j naming the field and creates nobody', async (field, value) => {
    const before = await counts();
    const r = await server.client().gql(REGISTER, { input: { ...person, [field]: value } });
    noInternal(r);
    expect(fieldsOf(r, 'register')).toContain(field);
    const legacy = await server.client().rest('POST', '/create_user', { user_firstname: 'Kari', user_lastname: 'Kunde', user_phone: '+4791234567', user_email: 'ny2@example.no', user_password: 'hemmeleg1', [`user_${field}`]: value });
    expect(legacy.status).toBe(422);
    expect(legacy.body.fields.map((f: { field: string }) => f.field)).toContain(`user_${field}`);
    expect(await counts()).toEqual(before);
  });

  it('a name carrying a web address is refused on registration and on an order: it would be mailed in the shop\'s name', async () => {
    const before = await counts();
    for (const [field, value] of [['firstname', 'Vinn ein iPhone på https://evil.example/x'], ['lastname', 'www.evil.example'], ['firstname', 'Premie evil.example/vinn']] as const) {
      const r = await server.client().gql(REGISTER, { input: { ...person, [field]: value } });
      expect(r.data.register.fields, value).toEqual([{ field, message: 'Namnet kan ikkje innehalde ei nettadresse.' }]);
      const o = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(30), { [field]: value }) });
      expect(o.data.createBooking.fields.map((f: { field: string }) => f.field), value).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
    // Names with dots and hyphens stay names.
    for (const name of ['Anne-Lise St. Clair', 'J.R.R. Tolkien', "O'Brien Jr."]) {
      const r = await server.client().gql(REGISTER, { input: { ...person, email: `namn.${name.length}@example.no`, firstname: name } });
      expect(r.data.register.__typename, name).not.toBe('ValidationError');
    }
  });

  it('log-in with a NUL in the password or a lone surrogate in the address is a validation error, not a crash', async () => {
    for (const input of [{ email: 'kunde@example.no', password: 'demo\u00001234' }, { email: 'kunde\uD800@example.no', password: 'demo1234' }]) {
      const r = await server.client().gql(LOGIN, { input });
      noInternal(r);
      expect(r.data.login.__typename).toBe('ValidationError');
      const rest = await server.client().rest('POST', '/login', input);
      expect(rest.status).toBe(422);
    }
  });

  it.each([
    ['firstname', 'Kari\nKunde'],
    ['lastname', 'Kunde\r\nX-Header: y'],
    ['email', 'kari@example.no\u0000'],
    ['reference', 'PO\u0000123'],
    ['comment', 'Hei\uD800'],
    ['comment', 'Ring\u0007 meg'],
    ['businessName', 'Firma\u2028AS'],
    ['insurance', 'basis\u0000'],
  ])('an order with %s = %j is refused naming the field, and nothing is booked', async (field, value) => {
    const before = await counts();
    const r = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(1), { [field]: value }) });
    noInternal(r);
    expect(fieldsOf(r, 'createBooking')).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('keeps line breaks in the comment, where they belong', async () => {
    const r = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(2), { comment: 'Linje 1\nLinje 2' }) });
    expect(r.data.createBooking.__typename).toBe('CreateBookingPayload');
    const booking = await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } });
    expect(booking.comment).toBe('Linje 1\nLinje 2');
  });

  it('refuses a line break in a legacy order\'s name with 422 naming firstName', async () => {
    const r = await server.client().rest('POST', '/booking/create', legacyOrder({ firstName: 'Ola\nBcc: x@example.no' }));
    expect(r.status).toBe(422);
    expect(r.body.fields.map((f: { field: string }) => f.field)).toContain('firstName');
  });

  it('answers strings no schema sees (GraphQL arguments, REST queries) without a 500', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    for (const s of ['a\u0000b', '\uD800', 'x\uDFFFy']) {
      const r = await admin.gql(
        `query($s: String!) { account(slug: $s) { name } countries(search: $s) { totalCount } node(id: $s) { id } }`,
        { s },
      );
      noInternal(r);
      const staff = await admin.gql(`query($s: String) { account(slug: "systemeier") { users(search: $s) { totalCount } locations(region: $s) { totalCount } products(make: $s) { totalCount } } }`, { s });
      noInternal(staff);
      expect(staff.errors?.length).toBeGreaterThan(0);
    }
    for (const path of ['/locations?search=%00', '/locations?region=a%00b', `/browse_rentaloptions?pickup_location_id=${car.location.id}&pickup_datetime=%00&return_datetime=${encodeURIComponent(futureOslo(2))}`]) {
      const r = await admin.rest('GET', path);
      expect(r.status, path).toBe(422);
    }
  });
});

describe('the last safety net', () => {
  it('recognises what PostgreSQL and Prisma answer to a NUL and a lone surrogate (mapped to 400 / BAD_USER_INPUT)', async () => {
    for (const name of ['a\u0000b', 'a\uD800b', '\uDC00']) {
      const read = await server.db.country.findMany({ where: { name } }).catch((e: unknown) => e);
      expect(isUnstorableTextError(read), JSON.stringify(name)).toBe(true);
      const write = await server.db.country.create({ data: { name } }).catch((e: unknown) => e);
      expect(isUnstorableTextError(write), JSON.stringify(name)).toBe(true);
    }
    expect(isUnstorableTextError(new Error('connection refused'))).toBe(false);
  });
});

/** A legacy order body (POST /api/v1/booking/create) for the test class. */
function legacyOrder(extra: Record<string, unknown> = {}) {
  return {
    orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
    email: 'ola@example.no', cart: JSON.stringify([{ rentaloption_id: car.option.id, amount: 1 }]), pickupLocation: car.location.id,
    pickupDateTime: futureOslo(63), returnDateTime: futureOslo(65), above25: true, insurance: 'basis', termsAccepted: true,
    ...extra,
  };
}

describe('sizes', () => {
  const many = (n: number) => Array.from({ length: n }, () => ({ rentaloption_id: car.option.id + 1, amount: 1 }));

  it('refuses a legacy cart of 100 000 items with 422 naming cart', async () => {
    const before = await counts();
    const r = await server.client().rest('POST', '/booking/create', legacyOrder({ cart: many(100_000) }));
    expect(r.status).toBe(422);
    expect(r.body.fields[0].field).toBe('cart');
    const asString = await server.client().rest('POST', '/booking/create', legacyOrder({ cart: JSON.stringify(many(1000)) }));
    expect(asString.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('refuses 100 000 accessories on GraphQL, in an order and in a priced cart', async () => {
    const accessories = Array.from({ length: 100_000 }, () => ({ rentalOptionId: car.optionGid, amount: 1 }));
    const r = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(3), { accessories }) });
    noInternal(r);
    expect(fieldsOf(r, 'createBooking')).toContain('accessories');
    const period = futureWeek(3);
    const q = await server.client().gql(
      `query($input: RentalSearchInput!, $cart: CartInput!) { rentalSearch(input: $input) { ... on RentalSearch { cart(input: $cart) { total } } } }`,
      { input: { pickupLocationId: car.locationGid, ...period }, cart: { rentalOptionId: car.optionGid, accessories } },
    );
    noInternal(q);
    expect(q.errors?.length).toBeGreaterThan(0);
  });

  it('takes at most 100 ids in nodes(ids:)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => gid('Country', i + 1));
    const r = await server.client().gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    noInternal(r);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await server.client().gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ids.slice(0, 100) });
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a legacy cart with 5 of one vehicle instead of booking one, naming the entry', async () => {
    const before = await counts();
    const r = await server.client().rest('POST', '/booking/create', legacyOrder({ cart: JSON.stringify([{ rentaloption_id: car.option.id, amount: 5 }]) }));
    expect(r.status).toBe(422);
    expect(r.body.fields.map((f: { field: string }) => f.field)).toEqual(['cart.0.amount']);
    expect(await counts()).toEqual(before);
  });

  it("names an add-on's own place in a legacy cart, counting the vehicle before it", async () => {
    const before = await counts();
    const cart = [{ rentaloption_id: car.option.id, amount: 1 }, { rentaloption_id: 999_999, amount: 1 }];
    const r = await server.client().rest('POST', '/booking/create', legacyOrder({ cart: JSON.stringify(cart) }));
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'cart.1', message: 'Ukjend tilbehør.' }]);
    expect(await counts()).toEqual(before);
  });
});

describe('dates', () => {
  const SEARCH = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename ... on RentalSearch { days } ... on ValidationError { fields { field } } } }`;
  const browse = (pickup: string, ret: string) =>
    `/browse_rentaloptions?pickup_location_id=${car.location.id}&pickup_datetime=${encodeURIComponent(pickup)}&return_datetime=${encodeURIComponent(ret)}`;

  it.each(['2027-02-30T10:00:00+01:00', '2027-02-29T10:00:00+01:00', '+099999-01-06T10:00:00Z', '9999-12-31T23:59:00-14:00', '2027-01-01T24:00:00Z'])(
    'GraphQL and REST both refuse %j',
    async (value) => {
      const r = await server.client().gql(SEARCH, { input: { pickupLocationId: car.locationGid, pickupAt: new Date(FUTURE_TUESDAY).toISOString(), dropoffAt: value } });
      noInternal(r);
      expect(r.data?.rentalSearch ?? null).toBeNull();
      expect(r.errors?.length).toBeGreaterThan(0);
      const rest = await server.client().rest('GET', browse(futureOslo(0), value));
      expect(rest.status).toBe(422);
      expect(rest.body.fields.map((f: { field: string }) => f.field)).toContain('return_datetime');
    },
  );

  it('refuses years above 9999 in REST query strings and orders with 422', async () => {
    for (const value of ['99999-01-06 10:00', '99999-01-06 10:00+01:00', '10000-01-01 10:00']) {
      const r = await server.client().rest('GET', browse(futureOslo(0), value));
      expect(r.status, value).toBe(422);
      const o = await server.client().rest('POST', '/booking/create', legacyOrder({ returnDateTime: value }));
      expect(o.status, value).toBe(422);
    }
  });

  it('answers a staff booking filter beyond year 9999 without a 500', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const r = await admin.gql(`{ account(slug: "systemeier") { bookings(from: "9999-12-31T23:59:59+00:00", to: "+10000-01-01T00:00:00Z") { totalCount } } }`);
    noInternal(r);
  });
});

describe('body caps', () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.app.request(`http://shop.test${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);

  it('answers 413 in the envelope to a REST body over 64 KB', async () => {
    const res = await post('/api/v1/login', JSON.stringify({ email: 'kunde@example.no', password: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, status: 'PayloadTooLarge' });
  });

  it('answers 413 from Content-Length alone, without reading a 100 MB body', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        if (pulled > 2) controller.error(new Error('the body was read'));
        else controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await post('/api/v1/create_user', body, { 'content-length': String(100 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a chunked REST body as soon as it passes the cap', async () => {
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        sent += 16 * 1024;
        if (sent > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const res = await post('/api/v1/request_reset_password_token', body);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('closes the connection after a 413 whose body it did not read, so the client\'s next request is answered', async () => {
    const base = await server.listen();
    const send = (body: string) => fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const big = await send(JSON.stringify({ email: 'kunde@example.no', password: 'x'.repeat(300 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).toBe('close');
    await big.text();
    // The same client (undici keeps connections alive) carries on.
    for (let i = 0; i < 2; i++) expect((await send(JSON.stringify({ email: 'kunde@example.no', password: 'feil' }))).status).toBeLessThan(500);
    const graphql = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ site { name } }', variables: { junk: 'x'.repeat(20 * 1024 * 1024) } }) });
    expect(graphql.status).toBe(413);
    expect(graphql.headers.get('connection')).toBe('close');
  });

  const licence = (mb: number) => `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(mb * 1024 * 1024 - 16, 0x20)]).toString('base64')}`;

  it('takes a 9.9 MB licence in an order, on REST and GraphQL, and refuses a bigger body with 413', async () => {
    const file = licence(9.9);
    const rest = await server.client().rest('POST', '/booking/create', legacyOrder({ driversLicence: 'upload', driversLicenceFile: file, pickupDateTime: futureOslo(91), returnDateTime: futureOslo(93) }));
    expect(rest.status).toBe(200);
    const gql = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(20), { driversLicence: 'upload', driversLicenceFile: file }) });
    expect(gql.data.createBooking.__typename).toBe('CreateBookingPayload');
    const before = await counts();
    const huge = JSON.stringify(legacyOrder({ driversLicence: 'upload', driversLicenceFile: licence(15) }));
    expect((await post('/api/v1/booking/create', huge)).status).toBe(413);
    expect((await post('/graphql', JSON.stringify({ query: CREATE, variables: { input: { driversLicenceFile: 'x'.repeat(20 * 1024 * 1024) } } }))).status).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe('nesting', () => {
  const post = (path: string, body: string) => server.app.request(`http://shop.test${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  // Padded past the size below which Yoga parses a body unchecked (16 KB: at most ~15 ms of parsing whatever its shape).
  const withJunk = (junk: string, query = '{ site { name } }') => `{"query":${JSON.stringify(query)},"variables":{"pad":"${'x'.repeat(20_000)}","junk":${junk}}}`;

  it('refuses a GraphQL body nesting deeper than 64 levels before parsing it, and takes 64', async () => {
    // The helper variable sits at depth 2 (the body, then variables): 62 more levels make 64.
    const fine = await post('/graphql', withJunk(nested(62)));
    expect(fine.status).toBe(200);
    expect((await fine.json()).data.site.name).toBeTruthy();
    const deep = await post('/graphql', withJunk(nested(63)));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('refuses a 2 MB body of nested arrays at once (parsing it held every other request for seconds)', async () => {
    const res = await post('/graphql', withJunk(nested(1024 * 1024)));
    expect(res.status).toBe(400);
    const rest = await post('/api/v1/booking/create', nested(1024 * 1024));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 400, status: 'BadRequest', data: JSON_TOO_DEEP_MESSAGE });
  });

  it('refuses nesting in the log-in body and in a legacy cart written as a string, before parsing them', async () => {
    const login = await post('/api/v1/login', `{"email":"kunde@example.no","password":"x","junk":${nested(100)}}`);
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ code: 400, data: JSON_TOO_DEEP_MESSAGE });
    const before = await counts();
    const cart = await server.client().rest('POST', '/booking/create', legacyOrder({ cart: nested(100) }));
    expect(cart.status).toBe(422);
    expect(cart.body.fields).toEqual([{ field: 'cart', message: expect.any(String) }]);
    expect(await counts()).toEqual(before);
  });

  it('answers a small body with a deep unused variable beside a malformed id without a 500', async () => {
    // Under 16 KB Yoga parses it; finding the malformed id's place once overflowed the stack on the junk (a 500).
    const body = `{"query":"query($id: ID!) { node(id: $id) { id } }","variables":{"junk":${nested(5000)},"id":"not-a-global-id"}}`;
    expect(body.length).toBeLessThan(16 * 1024);
    const res = await server.app.request('http://shop.test/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
    expect(res.status).toBeLessThan(500);
    const answer = await res.json();
    expect(JSON.stringify(answer)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(answer.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '$id' });
  });

  it('refuses nesting in a GET\'s variables naming them, and a deep unused variable beside a malformed id is no 500', async () => {
    const url = `http://shop.test/graphql?query=${encodeURIComponent('{ site { name } }')}&variables=${encodeURIComponent(`{"junk":${nested(4000)}}`)}`;
    const get = await server.app.request(url, { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({ errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: 'BAD_REQUEST', field: 'variables' } }] });
    // The place of a malformed id is looked up in the variables no deeper than a body may nest.
    const variables = { a: { b: { c: 'not-a-global-id' } } } as Record<string, unknown>;
    let junk: unknown = 'x';
    for (let i = 0; i < 5000; i++) junk = [junk];
    expect(variablePlaceOf({ junk, ...variables }, 'not-a-global-id')).toBe('$a.b.c');
    expect(variablePlaceOf(junk, 'x')).toBeNull();
  });
});

describe('page views', () => {
  const consent = () => ({ version: 'abc123', acceptedAt: new Date().toISOString() });

  it.each(['/./admin/x', '/admin%2fx', '/\\admin', '//admin', '/ADMIN', '/x/../admin/brukarar', '/%2561dmin'])('never stores %j', async (path) => {
    const before = await counts();
    const r = await server.client().gql(RECORD, { input: { path, consent: consent() } });
    expect(r.data.recordPageView).toEqual({ __typename: 'RecordPageViewPayload', recorded: false });
    expect(await counts()).toEqual(before);
  });

  it('stores the normal form of a public path', async () => {
    const r = await server.client().gql(RECORD, { input: { path: '/a/../konto//', consent: consent() } });
    expect(r.data.recordPageView.recorded).toBe(true);
    expect((await server.db.pageView.findFirstOrThrow({ orderBy: { id: 'desc' } })).path).toBe('/konto');
  });

  it('refuses a path with a NUL or a line break naming path', async () => {
    for (const path of ['/a\u0000', '/a\nb']) {
      const r = await server.client().gql(RECORD, { input: { path, consent: consent() } });
      expect(fieldsOf(r, 'recordPageView')).toEqual(['path']);
    }
  });

  it('the database itself refuses an admin path in another spelling', async () => {
    for (const path of ['/ADMIN/x', '/./admin', '/a//b', '/a\\b', '/admin%2Fx']) {
      await expect(server.db.pageView.create({ data: { path, consentVersion: 'abc' } }), path).rejects.toThrow(/page_view_path_check/);
    }
  });
});

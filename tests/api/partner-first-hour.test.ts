/**
 * What a partner's developer met in their first hour with a key (issue 12): a key sent in the wrong header is refused
 * like a bad key instead of placing an anonymous shop order; date-times with 6 or 7 fractional digits (Python, .NET)
 * are read; a total that does not match names the input field that carried it; the insurance and reference inputs
 * say what they take; the customer's mail is in the language the partner names, not in its developer's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { carClass, CREATE, futureOslo, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let car: Awaited<ReturnType<typeof carClass>>;
let partner: { key: string; companyId: number };

/** A partner key straight in the database: the site's account, the fixture's location, every right, private prices. */
async function insertKey(db: Db, locationId: number, siteId: number) {
  const company = await db.company.create({ data: { siteId, name: 'Førstetime Reiser AS', slug: `forstetime-${Date.now()}`, partner: true } });
  const { key, prefix, secretHash } = generateKey();
  await db.apiKey.create({
    data: {
      accountKind: 'site', siteId, referralCompanyId: company.id, name: 'Førstetime Reiser', contactEmail: 'api@forstetime.example', prefix, secretHash,
      rights: ['search', 'book', 'read_bookings'], locationIds: [locationId], signingSecret: generateSigningSecret(),
    },
  });
  return { key, companyId: company.id };
}

beforeAll(async () => {
  server = await createTestServer();
  car = await carClass(server.db, 3);
  partner = await insertKey(server.db, car.location.id, car.location.siteId);
});

let seq = 0;
const idempotency = () => `first-hour-${Date.now()}-${++seq}`;
/** A guest e-mail no other test uses, to count what an order left behind. */
const guestEmail = () => `forstetime-${Date.now()}-${++seq}@example.no`;

/** POST /graphql in process with exactly these headers; the whole HTTP answer. */
async function post(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const res = await server.app.request('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const bookingsOf = (email: string) => server.db.booking.findMany({ where: { guestEmail: email }, select: { id: true, referralCompanyId: true } });

describe('a key sent in another header than Authorization', () => {
  it.each([
    ['X-API-Key', (key: string) => key],
    ['Api-Key', (key: string) => key],
    ['X-Api-Token', (key: string) => key],
    ['X-Partner-Auth', (key: string) => `Token ${key}`],
  ])('is refused with 401 INVALID_API_KEY in %s, telling to send "Authorization: Bearer <key>", and places no order', async (header, value) => {
    const email = guestEmail();
    const r = await post({ [header]: value(partner.key), 'idempotency-key': idempotency(), 'accept-language': 'en' }, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(), { email }) });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].extensions.code).toBe('INVALID_API_KEY');
    expect(r.body.errors[0].message).toContain('Authorization: Bearer <key>');
    expect(await bookingsOf(email)).toEqual([]);
  });

  it('is refused cut short too, while another service\'s key in X-API-Key (a gateway\'s) is left alone', async () => {
    const short = await post({ 'x-api-key': partner.key.slice(0, 20) }, '{ countries(first: 1) { edges { node { name } } } }');
    expect(short.status).toBe(401);
    expect(short.body.errors[0].extensions.code).toBe('INVALID_API_KEY');
    // A gateway in front adding its own key to every request: the shop goes on being served.
    for (const header of ['x-api-key', 'apikey']) {
      const gateway = await post({ [header]: 'kong-3f9c2a7e1b', 'x-graphql-yoga-csrf': '1' }, '{ countries(first: 1) { edges { node { name } } } }');
      expect(gateway.status, header).toBe(200);
      expect(gateway.body.data.countries.edges).toHaveLength(1);
    }
    const rest = await server.app.request('http://shop.test/api/v1/locations', { headers: { 'x-api-key': 'kong-3f9c2a7e1b' } });
    expect(rest.status).toBe(200);
  });

  it('is refused on /api/v1 as any key is there, and places no order', async () => {
    const email = guestEmail();
    const r = await server.client().rest('POST', '/booking/create', {
      orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432', email,
      cart: JSON.stringify([{ rentaloption_id: car.option.id, amount: 1 }]), pickupLocation: car.location.id, pickupDateTime: futureOslo(14),
      returnLocation: car.location.id, returnDateTime: futureOslo(16), above25: true, insurance: 'basis', termsAccepted: true,
    }, { 'x-api-key': partner.key, 'idempotency-key': idempotency() });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, status: 'Unauthorized' });
    expect(r.body.data).toContain('/graphql');
    expect(await bookingsOf(email)).toEqual([]);
  });

  it('books as the partner when the same key is sent as Authorization: Bearer, and the shop without a key still orders', async () => {
    const email = guestEmail();
    const r = await post({ authorization: `Bearer ${partner.key}`, 'idempotency-key': idempotency() }, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(1), { email }) });
    expect(r.status).toBe(200);
    expect(r.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(r.body.data.createBooking.booking.status).toBe('pending');
    expect(await bookingsOf(email)).toEqual([{ id: r.body.data.createBooking.booking.databaseId, referralCompanyId: partner.companyId }]);

    // A shop order with the headers a browser sends (a UUID Idempotency-Key, no key anywhere) is not mistaken for one.
    const shopEmail = guestEmail();
    const shop = await post({ 'idempotency-key': crypto.randomUUID(), 'x-graphql-yoga-csrf': '1' }, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(2), { email: shopEmail }) });
    expect(shop.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await bookingsOf(shopEmail)).toEqual([{ id: shop.body.data.createBooking.booking.databaseId, referralCompanyId: null }]);
  });
});

describe('the customer\'s language', () => {
  const languageOf = async (email: string) => (await server.db.booking.findFirstOrThrow({ where: { guestEmail: email }, select: { language: true } })).language;

  it('is the one the partner names, else Norwegian: the developer\'s Accept-Language is not the customer\'s', async () => {
    const asDeveloper = { authorization: `Bearer ${partner.key}`, 'accept-language': 'en' };
    const plain = guestEmail();
    const r = await post({ ...asDeveloper, 'idempotency-key': idempotency() }, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(3), { email: plain }) });
    expect(r.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await languageOf(plain)).toBe('no');

    const english = guestEmail();
    const e = await post({ ...asDeveloper, 'idempotency-key': idempotency() }, CREATE, { input: { ...order(car.locationGid, car.optionGid, futureWeek(4), { email: english }), customerLanguage: 'en' } });
    expect(e.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await languageOf(english)).toBe('en');

    // The shop's English pages still book in English (their requests say so in Accept-Language).
    const shop = guestEmail();
    const s = await post({ 'idempotency-key': crypto.randomUUID(), 'x-graphql-yoga-csrf': '1', 'accept-language': 'en' }, CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(5), { email: shop }) });
    expect(s.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await languageOf(shop)).toBe('en');
  });
});

describe('the API\'s own refusals, asked for in English', () => {
  it('are English throughout: a date-time, an amount, an id of another type, too many ids', async () => {
    const en = { authorization: `Bearer ${partner.key}`, 'accept-language': 'en' };
    const search = 'query($i: RentalSearchInput!) { rentalSearch(input: $i) { __typename } }';
    const badTime = await post(en, search, { i: { pickupLocationId: car.locationGid, pickupAt: '2027-06-01T10:00:00+02:00', dropoffAt: 'i morgon' } });
    expect(badTime.body.errors[0].message).toBe('Invalid value at $i.dropoffAt: Invalid date-time: use ISO 8601 with an offset, e.g. 2026-06-01T10:00:00+02:00.');
    const badAmount = await post({ ...en, 'idempotency-key': idempotency() }, CREATE, { input: { ...order(car.locationGid, car.optionGid, futureWeek(6), { email: guestEmail() }), expectedTotal: '1.234' } });
    expect(badAmount.body.errors[0].message).toMatch(/: Invalid amount: digits only, with at most 2 decimals\.$/);
    const wrongType = await post({ ...en, 'idempotency-key': idempotency() }, CREATE, { input: order(car.optionGid, car.optionGid, futureWeek(7), { email: guestEmail() }) });
    expect(JSON.stringify(wrongType.body)).toContain('Invalid id: expected a Location id.');
    const ids = Array.from({ length: 101 }, () => car.locationGid);
    const many = await post(en, 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(many.body.errors[0].message).toBe('At most 100 ids per request.');
    expect(JSON.stringify([badTime.body, badAmount.body, wrongType.body, many.body])).not.toMatch(/Ugyldig|Høgst|ventar/);
  });
});

describe('date-times with more than 3 fractional digits', () => {
  const SEARCH_PERIOD = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename
    ... on RentalSearch { pickupAt dropoffAt days }
    ... on ValidationError { fields { field message } } } }`;
  const week = futureWeek(3);
  /** `2027-03-23T09:00:00.000Z` as Python's isoformat (6 digits, +00:00) and .NET's "o" format (7 digits, Z) write it. */
  const python = (iso: string) => iso.replace('.000Z', '.123456+00:00');
  const dotnet = (iso: string) => iso.replace('.000Z', '.9876543Z');

  it('are read by rentalSearch and createBooking, cut to milliseconds', async () => {
    const headers = { authorization: `Bearer ${partner.key}` };
    const search = await post(headers, SEARCH_PERIOD, { input: { pickupLocationId: car.locationGid, pickupAt: python(week.pickupAt), dropoffAt: dotnet(week.dropoffAt) } });
    expect(search.status).toBe(200);
    expect(search.body.data.rentalSearch).toMatchObject({
      __typename: 'RentalSearch',
      pickupAt: week.pickupAt.replace('.000Z', '.123Z'),
      dropoffAt: week.dropoffAt.replace('.000Z', '.987Z'),
      days: 2,
    });
    const email = guestEmail();
    const booked = await post({ ...headers, 'idempotency-key': idempotency() }, CREATE, {
      input: order(car.locationGid, car.optionGid, { pickupAt: python(week.pickupAt), dropoffAt: dotnet(week.dropoffAt) }, { email }),
    });
    expect(booked.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    const row = await server.db.booking.findFirstOrThrow({ where: { guestEmail: email } });
    expect(row.pickupAt.toISOString()).toBe(week.pickupAt.replace('.000Z', '.123Z'));
    expect(row.dropoffAt.toISOString()).toBe(week.dropoffAt.replace('.000Z', '.987Z'));
  });

  it('are read by /api/v1 too (the same parser)', async () => {
    const at = (days: number) => `${futureOslo(days).replace(' ', 'T')}.123456+01:00`;
    const r = await server.client().rest('GET', `/browse_rentaloptions?pickup_location_id=${car.location.id}&pickup_datetime=${encodeURIComponent(at(21))}&return_datetime=${encodeURIComponent(at(23))}&above25=true`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((o: { rentaloption_id: number }) => o.rentaloption_id)).toContain(car.option.id);
  });

  it('still need an offset on GraphQL, and are refused past nanoseconds', async () => {
    for (const pickupAt of [python(week.pickupAt).replace('+00:00', ''), week.pickupAt.replace('.000Z', '.1234567890Z')]) {
      const r = await post({ authorization: `Bearer ${partner.key}` }, SEARCH_PERIOD, { input: { pickupLocationId: car.locationGid, pickupAt, dropoffAt: week.dropoffAt } });
      expect(r.status, pickupAt).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('a total that does not match', () => {
  it('names the field the partner sent: expectedTotal on GraphQL, total_price on /api/v1', async () => {
    const email = guestEmail();
    const r = await post({ authorization: `Bearer ${partner.key}`, 'idempotency-key': idempotency(), 'accept-language': 'en' }, CREATE, {
      input: order(car.locationGid, car.optionGid, futureWeek(4), { email, expectedTotal: '1.00' }),
    });
    expect(r.body.data.createBooking).toEqual({ __typename: 'ValidationError', fields: [{ field: 'expectedTotal', message: expect.stringMatching(/^The total price does not match/) }] });
    expect(await bookingsOf(email)).toEqual([]);

    const rest = await server.client().rest('POST', '/booking/create', {
      orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432', email,
      cart: JSON.stringify([{ rentaloption_id: car.option.id, amount: 1 }]), pickupLocation: car.location.id, pickupDateTime: futureOslo(28),
      returnLocation: car.location.id, returnDateTime: futureOslo(30), above25: true, insurance: 'basis', termsAccepted: true, total_price: 1,
    });
    expect(rest.status).toBe(422);
    expect(rest.body.fields.map((f: { field: string }) => f.field)).toEqual(['total_price']);
    expect(await bookingsOf(email)).toEqual([]);
  });
});

describe('the order\'s insurance and reference', () => {
  it('are described in the schema: insurance is the slug rentalSearch offers, reference is shown to the customer and staff', async () => {
    const r = await post({ authorization: `Bearer ${partner.key}` }, `{ input: __type(name: "CreateBookingInput") { inputFields { name description } }
      cart: __type(name: "CartInput") { inputFields { name description } } }`);
    const described = (type: 'input' | 'cart', name: string) => r.body.data[type].inputFields.find((f: { name: string }) => f.name === name)?.description ?? '';
    for (const type of ['input', 'cart'] as const) {
      expect(described(type, 'insurance')).toMatch(/`slug` \(not the `id`\)/);
      expect(described(type, 'insurance')).toContain('offers(group: insurance)');
    }
    expect(described('input', 'reference')).toMatch(/confirmation mail/);
    expect(described('input', 'reference')).toMatch(/staff/);
  });

  it('takes the slug of an insurance rentalSearch offers', async () => {
    const headers = { authorization: `Bearer ${partner.key}` };
    const week = futureWeek(5);
    const offers = await post(headers, `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: insurance) { slug } } } }`, {
      input: { pickupLocationId: car.locationGid, ...week },
    });
    const slugs: string[] = offers.body.data.rentalSearch.offers.map((o: { slug: string }) => o.slug);
    const chosen = slugs.find((s) => s !== 'basis') ?? slugs[0]!;
    const booked = await post({ ...headers, 'idempotency-key': idempotency() }, CREATE, {
      input: order(car.locationGid, car.optionGid, week, { email: guestEmail(), insurance: chosen, reference: 'FT-1001' }),
    });
    expect(booked.body.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(booked.body.data.createBooking.booking.lines.find((l: { lineType: string }) => l.lineType === 'insurance').rentalOption.slug).toBe(chosen);
  });
});

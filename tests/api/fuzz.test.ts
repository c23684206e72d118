/**
 * Property-based fuzzing of every write path: every GraphQL mutation (listed by introspection, so a new one is
 * fuzzed without a line here), every REST write body and the REST list query strings. Inputs come three ways:
 * from the GraphQL input types, from the services' zod schemas (through their JSON schema), and a known-valid
 * input with one field at a time replaced by a hostile value (NUL, lone surrogates, huge strings, wrong types, `%`,
 * `\`, deep objects, huge arrays, year 99999, 30 February). What must hold: never a 5xx or INTERNAL_SERVER_ERROR,
 * and after a refusal the row counts of every written table are unchanged (no partial write).
 *
 * Bounded (RUNS per target and way, in-process `app.request`, loopback only) with a fixed seed printed on failure;
 * FUZZ_SEED=<n> explores other inputs.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, requestResetSchema, resetSchema } from '../../server/services/auth.ts';
import { registerSchema } from '../../server/services/registration.ts';
import { locationFormSchema } from '../../server/domain/location.ts';
import { rentalOptionFormSchema } from '../../server/domain/rentalOption.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { orderSchema } from '../../server/services/bookingCreate.ts';
import { pageViewSchema } from '../../server/services/pageViews.ts';
import { createUser, gid, PASSWORD } from '../support/fixtures.ts';
import {
  FUZZ_SEED, fromGraphQLType, fromZod, hostileValue, WORST_VALUES, INTROSPECT_MUTATIONS, namedType, queryValue, RAW_QUERY_VALUES, rowCounts, typeString,
  type IntrospectedType, type TypeRef,
} from '../support/fuzz.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { carClass, futureWeek, order } from '../support/shop.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let server: TestServer;
let car: Awaited<ReturnType<typeof carClass>>;
let staff: TestClient;
let mutations: { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }[];
let types: Map<string, IntrospectedType>;
let bergenId: number;
let refIds: { car: number; sentrum: number; seats: number };

beforeAll(async () => {
  server = await createTestServer();
  car = await carClass(server.db, 5);
  await createUser(server.db, 'fuzz-login@example.no', { employee: false });
  await createUser(server.db, 'fuzz-rest@example.no', { employee: false });
  bergenId = (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id;
  refIds = {
    car: (await server.db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } })).id,
    sentrum: (await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } })).id,
    seats: (await server.db.productTag.findFirstOrThrow({ where: { slug: 'seats' } })).id,
  };
  staff = server.client();
  await staff.login('admin@fjordbil.no', 'demo1234');
  const schema = (await server.client().gql(INTROSPECT_MUTATIONS)).data.__schema;
  mutations = schema.mutationType.fields;
  types = new Map(schema.types.map((t: IntrospectedType) => [t.name, t]));
});

interface Answer {
  status: number;
  text: string;
  refused: boolean;
}

let requestNo = 0;

/** Sends one request in process with the client's cookies and reads the whole answer. */
async function send(client: TestClient | null, method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  // Each request from its own documentation-range address: the per-client rate limits are tested elsewhere, and
  // here they would turn the valid samples away after the first hundred requests.
  const n = ++requestNo;
  // A /64 of its own (rate limits key on an IPv6 client's /64).
  const remoteAddress = `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
  const res = await server.app.request(`http://shop.test${path}`, { method, headers, body }, { incoming: { socket: { remoteAddress } } });
  return { status: res.status, text: await res.text() };
}

/** Short, printable description of a value (counterexamples can be 100 000 items long). */
const brief = (v: unknown) => {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} characters)` : s;
};

/**
 * Runs `property` over `arbitrary`: each input is sent, and the answer must be below 500 without an internal error;
 * a refusal must leave every written table's row count as it was. Fails with the seed and a short counterexample.
 */
async function fuzz<T>(label: string, arbitrary: fc.Arbitrary<T>, exchange: (value: T) => Promise<Answer>, runs = RUNS) {
  const property = fc.asyncProperty(arbitrary, async (value) => {
    const before = await rowCounts(server.db);
    const answer = await exchange(value);
    if (answer.status >= 500 || answer.text.includes('INTERNAL_SERVER_ERROR')) {
      throw new Error(`${label}: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    if (answer.refused) {
      const after = await rowCounts(server.db);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        throw new Error(`${label}: refused (${answer.status} ${answer.text.slice(0, 200)}) but wrote ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      }
    }
  });
  const out = await fc.check(property, { seed: FUZZ_SEED, numRuns: runs, endOnFailure: true });
  if (out.failed) {
    const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    throw new Error(`${label} failed (seed ${out.seed}, FUZZ_SEED=${out.seed} to replay): ${cause}\ninput: ${brief(out.counterexample?.[0])}`);
  }
}

/** Replaces the value at `path` (dot-separated, may be new) in a copy of `base`. */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) {
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
    node = node[k] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
  return copy;
}

/** Every leaf path of a sample (and each whole object or list), plus a key nobody expects. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const own = Object.entries(value as object).flatMap(([k, v]) => pathsOf(v, prefix ? `${prefix}.${k}` : k));
  return prefix ? [prefix, ...own] : [...own, 'unexpectedExtraField'];
}

/** A valid sample with one field replaced by a hostile value. */
const fieldByField = (sample: () => Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...pathsOf(sample())), hostileValue).map(([path, value]) => withValue(sample(), path, value));

/**
 * Sends a valid sample with every field in turn set to each of the worst values: a deterministic sweep of every
 * (field, value) pair, which a random sample of the same size would mostly miss.
 */
async function sweepAll(label: string, sample: () => Record<string, unknown>, exchange: (value: Record<string, unknown>) => Promise<Answer>) {
  for (const path of pathsOf(sample())) {
    for (const value of WORST_VALUES) {
      const before = await rowCounts(server.db);
      const answer = await exchange(withValue(sample(), path, value));
      const where = `${label}: ${path} = ${brief(value)}`;
      expect(answer.status < 500 && !answer.text.includes('INTERNAL_SERVER_ERROR'), `${where}: ${answer.status} ${answer.text.slice(0, 300)}`).toBe(true);
      if (answer.refused) expect(await rowCounts(server.db), `${where}: refused (${answer.text.slice(0, 200)}) but wrote`).toEqual(before);
    }
  }
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
// Weeks inside the two-year booking horizon.
const period = () => futureWeek(10 + (seq++ % 60));

interface MutationTarget {
  /** A valid input (a fresh one per call where the mutation is meant to succeed only once). */
  sample: () => Record<string, unknown>;
  /** The service's zod schema, and how its values become this mutation's GraphQL input. */
  zod?: z.ZodType;
  adapt?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Sent as a network admin (staff writes), not as a visitor. */
  asStaff?: boolean;
}

const staffOwner = () => ({ accountId: encodeGlobalID('Account', 'systemeier'), companyId: gid('Company', bergenId) });

const gidIfNumber = (type: string, v: unknown) => (typeof v === 'number' ? gid(type, v) : v);

/** Depth beyond what introspection gives every mutation: a valid sample and the zod schema behind it. */
const MUTATIONS: Record<string, MutationTarget> = {
  createLocation: {
    sample: () => ({
      ...staffOwner(), name: `Fuzz ${unique()}`, address1: 'Fuzzvegen 1', zip: '5000', city: 'Bergen', region: 'Bergen',
      distanceFromCompanyKm: '1.5', distanceFromCompanyMin: 4, aliases: ['a', 'b'], airportCode: 'BGO',
      openingHours: { pickup: [{ weekday: 1, closed: false, opens: '08:00', closes: '16:00' }] },
    }),
    zod: locationFormSchema,
    adapt: (v) => ({ ...v, ...staffOwner() }),
    asStaff: true,
  },
  createRentalOption: {
    sample: () => ({
      ...staffOwner(), title: `Fuzz ${unique()}`, status: 'draft', image: 'fa-car', acriss: 'EDMV', categoryId: gid('ProductCategory', refIds.car),
      locationId: gid('Location', refIds.sentrum), pricePrivateDay: '590,50', priceBusinessWeek: '3000', maxAmount: 2, vatFactor: '0.2',
      mileagePrivateDay: 200, tags: [{ tagId: gid('ProductTag', refIds.seats), value: '5', highlight: true }],
    }),
    zod: rentalOptionFormSchema,
    adapt: (v) => ({
      ...v,
      accountId: encodeGlobalID('Account', 'systemeier'),
      categoryId: gidIfNumber('ProductCategory', v.categoryId),
      companyId: gidIfNumber('Company', v.companyId),
      locationId: gidIfNumber('Location', v.locationId),
      imageUploadId: gidIfNumber('Upload', v.imageUploadId),
      tags: Array.isArray(v.tags) ? v.tags.map((t) => (t && typeof t === 'object' ? { ...t, tagId: gidIfNumber('ProductTag', (t as { tagId?: unknown }).tagId) } : t)) : v.tags,
    }),
    asStaff: true,
  },
  login: { sample: () => ({ email: 'fuzz-login@example.no', password: PASSWORD }), zod: loginSchema },
  register: { sample: () => ({ firstname: 'Fuzz', lastname: 'Testar', phone: '+4791234567', email: `fuzz-${unique()}@example.no`, password: 'hemmeleg1' }), zod: registerSchema },
  requestPasswordReset: { sample: () => ({ email: 'fuzz-login@example.no' }), zod: requestResetSchema },
  resetPassword: { sample: () => ({ key: 'ugyldig-nokkel-0123456789', password: 'nyttpass1' }), zod: resetSchema },
  recordPageView: {
    sample: () => ({ path: '/konto', visitorId: '3f0c8f3e-6a55-4d8e-9b7a-0c8d1f3f2a11', consent: { version: 'abc123', acceptedAt: new Date().toISOString() } }),
    zod: pageViewSchema,
  },
  createBooking: {
    sample: () => order(car.locationGid, car.optionGid, period(), { accessories: [], insurance: 'basis', comment: 'Hei', reference: 'PO-1' }),
    zod: orderSchema,
    adapt: (v) => ({
      ...v,
      pickupLocationId: gidIfNumber('Location', v.pickupLocationId),
      dropoffLocationId: gidIfNumber('Location', v.dropoffLocationId),
      rentalOptionId: gidIfNumber('RentalOption', v.rentalOptionId),
      accessories: Array.isArray(v.accessories)
        ? v.accessories.map((a) => (a && typeof a === 'object' ? { ...a, rentalOptionId: gidIfNumber('RentalOption', (a as { rentalOptionId?: unknown }).rentalOptionId) } : a))
        : v.accessories,
    }),
  },
};

/** The document for one mutation: every argument as a variable, `__typename` of the answer. */
function mutationDocument(m: (typeof mutations)[number]): string {
  const vars = m.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
  const args = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const kind = types.get(namedType(m.type))!.kind;
  const selection = kind === 'SCALAR' || kind === 'ENUM' ? '' : ' { __typename }';
  return `mutation${vars ? `(${vars})` : ''} { ${m.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Sends a mutation and judges the answer: a refusal is an HTTP error, a GraphQL error or a typed *Error result. */
async function sendMutation(m: (typeof mutations)[number], variables: Record<string, unknown>, client: TestClient | null = null): Promise<Answer> {
  const { status, text } = await send(client, 'POST', '/graphql', JSON.stringify({ query: mutationDocument(m), variables }));
  let json: { data?: Record<string, { __typename?: string } | null>; errors?: unknown[] } = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: judged by the status */
  }
  const payload = json.data?.[m.name];
  const refused = status >= 400 || Boolean(json.errors?.length) || payload === null || payload === undefined || /Error$/.test(payload.__typename ?? '');
  return { status, text, refused };
}

describe('every GraphQL mutation', () => {
  it('is listed by introspection, and the known ones have a sample that is accepted', async () => {
    expect(mutations.map((m) => m.name)).toEqual(expect.arrayContaining(Object.keys(MUTATIONS)));
    for (const name of ['register', 'recordPageView', 'createBooking', 'login', 'createLocation', 'createRentalOption']) {
      const m = mutations.find((x) => x.name === name)!;
      const answer = await sendMutation(m, { input: MUTATIONS[name]!.sample() }, MUTATIONS[name]!.asStaff ? staff : null);
      expect(answer.refused, `${name}: ${answer.text.slice(0, 300)}`).toBe(false);
    }
  });

  it('survives inputs generated from its GraphQL input types', { timeout: 300_000 }, async () => {
    for (const m of mutations) {
      const variables = fc.record(Object.fromEntries(m.args.map((a) => [a.name, fromGraphQLType(a.type, types)])));
      await fuzz(`${m.name} (GraphQL types)`, variables, (v) => sendMutation(m, v as Record<string, unknown>));
    }
  });

  it('survives inputs generated from the zod schema behind it', { timeout: 300_000 }, async () => {
    for (const [name, target] of Object.entries(MUTATIONS)) {
      const m = mutations.find((x) => x.name === name)!;
      const adapt = target.adapt ?? ((v: Record<string, unknown>) => v);
      await fuzz(`${name} (zod)`, fromZod(target.zod!, 0.2), (v) => sendMutation(m, { input: v && typeof v === 'object' ? adapt(v as Record<string, unknown>) : v }, target.asStaff ? staff : null));
    }
  });

  it('survives every field of a valid input set to each of the worst values', { timeout: 300_000 }, async () => {
    for (const [name, target] of Object.entries(MUTATIONS)) {
      const m = mutations.find((x) => x.name === name)!;
      await sweepAll(`${name} (sweep)`, target.sample, (v) => sendMutation(m, { input: v }, target.asStaff ? staff : null));
    }
  });

  it('survives a valid input with one field at a time replaced by a hostile value', { timeout: 300_000 }, async () => {
    for (const [name, target] of Object.entries(MUTATIONS)) {
      const m = mutations.find((x) => x.name === name)!;
      await fuzz(`${name} (field by field)`, fieldByField(target.sample), (v) => sendMutation(m, { input: v }, target.asStaff ? staff : null));
      // The same as a logged-in customer, where the service links the viewer (sessions, company, author).
      if (name === 'createBooking' || name === 'recordPageView') {
        const customer = server.client();
        await customer.login('kunde@example.no', 'demo1234');
        await fuzz(`${name} (field by field, as a customer)`, fieldByField(target.sample), (v) => sendMutation(m, { input: v }, customer), Math.ceil(RUNS / 2));
      }
    }
  });
});

interface RestTarget {
  sample: () => Record<string, unknown>;
  zod: z.ZodType;
  /** Service field → legacy body field. */
  names: Record<string, string>;
}

/** A legacy order for the test class. */
const legacyOrder = () => {
  const p = period();
  const oslo = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + 'Z';
  return {
    orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
    email: 'ola@example.no', cart: JSON.stringify([{ rentaloption_id: car.option.id, amount: 1 }]), pickupLocation: car.location.id,
    pickupDateTime: oslo(p.pickupAt), returnDateTime: oslo(p.dropoffAt), above25: true, insurance: 'basis', termsAccepted: true, comment: '', reference: '',
  };
};

const REST: Record<string, RestTarget> = {
  '/login': { sample: () => ({ email: 'fuzz-rest@example.no', password: PASSWORD }), zod: loginSchema, names: {} },
  '/create_user': {
    sample: () => ({ user_firstname: 'Fuzz', user_lastname: 'Testar', user_phone: '+4791234567', user_email: `fuzz-rest-${unique()}@example.no`, user_password: 'hemmeleg1', user_created_at: '2020-01-01' }),
    zod: registerSchema,
    names: { firstname: 'user_firstname', lastname: 'user_lastname', phone: 'user_phone', email: 'user_email', password: 'user_password' },
  },
  '/request_reset_password_token': { sample: () => ({ user_email: 'fuzz-login@example.no' }), zod: requestResetSchema, names: { email: 'user_email' } },
  '/update_password': { sample: () => ({ reset_token: 'ugyldig-nokkel-0123456789', new_password: 'nyttpass1' }), zod: resetSchema, names: { key: 'reset_token', password: 'new_password' } },
  '/booking/create': {
    sample: legacyOrder,
    zod: orderSchema,
    names: {
      pickupLocationId: 'pickupLocation', dropoffLocationId: 'returnLocation', pickupAt: 'pickupDateTime', dropoffAt: 'returnDateTime', firstname: 'firstName',
      lastname: 'lastName', countryCode: 'country_code', customerType: 'orderType', expectedTotal: 'total_price', expectedDurationHours: 'rental_duration_hours',
    },
  },
};

const rename = (v: unknown, names: Record<string, string>) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [names[k] ?? k, x])) : v;

async function sendRest(path: string, body: unknown, client: TestClient | null = null): Promise<Answer> {
  const { status, text } = await send(client, 'POST', `/api/v1${path}`, typeof body === 'string' ? body : JSON.stringify(body));
  return { status, text, refused: status >= 400 };
}

describe('every REST write path', () => {
  it('accepts its valid sample', async () => {
    for (const path of ['/create_user', '/booking/create', '/login']) {
      const answer = await sendRest(path, REST[path]!.sample());
      expect(answer.status, `${path}: ${answer.text.slice(0, 300)}`).toBe(200);
    }
  });

  it('survives every field of a valid body set to each of the worst values', { timeout: 300_000 }, async () => {
    for (const [path, target] of Object.entries(REST)) await sweepAll(`POST ${path} (sweep)`, target.sample, (v) => sendRest(path, v));
  });

  it('survives bodies generated from the zod schema, field-by-field hostile values and bodies that are not objects', { timeout: 300_000 }, async () => {
    for (const [path, target] of Object.entries(REST)) {
      await fuzz(`POST ${path} (zod)`, fromZod(target.zod, 0.2).map((v) => rename(v, target.names)), (v) => sendRest(path, v));
      await fuzz(`POST ${path} (field by field)`, fieldByField(target.sample), (v) => sendRest(path, v));
      await fuzz(`POST ${path} (not an object)`, fc.oneof(hostileValue, fc.string(), fc.constantFrom('{', '[1,2', 'null', '"x"', '{"a":1}{')), (v) => sendRest(path, typeof v === 'string' ? v : JSON.stringify(v)), Math.ceil(RUNS / 2));
    }
  });
});

describe('REST list query strings', () => {
  const PARAMS: Record<string, string[]> = {
    '/locations': ['location_status', 'region', 'company_id', 'location_id', 'site_id', 'search', 'limit', 'page'],
    '/browse_rentaloptions': ['pickup_location_id', 'return_location_id', 'pickup_datetime', 'return_datetime', 'above25', 'business'],
    '/dashboard': ['company_id'],
    '/companies': ['search'],
    '/location/1': ['x'],
    '/products': ['company_id', 'location_id', 'site_id', 'product_category_id', 'productcategory_id', 'search'],
    '/rentaloptions': ['company_id', 'location_id', 'site_id', 'productcategory_id', 'search'],
    '/bookings': ['company_id', 'location_id', 'rentaloption_id', 'product_id', 'booking_partner', 'customer_user_id', 'booking_status'],
    '/booking/overview': ['company_id', 'location_id', 'rentaloption_id', 'product_id', 'booking_partner', 'customer_user_id'],
  };
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileValue.map(queryValue) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES) },
    { weight: 1, arbitrary: fc.constantFrom('1', '2', 'public', '2027-03-11 10:00', 'true', '100', 'Bergen').map(encodeURIComponent) },
  );

  it('answer every parameter set to each of the worst values below 500', { timeout: 300_000 }, async () => {
    const worst = [...WORST_VALUES.filter((v): v is string => typeof v === 'string'), '%', '_', '%_\\', '\n', '\u202E', '99999-01-06 10:00', '9999-12-31T23:59:00-14:00', '-1', '1e309', 'NaN', '0x10', '9'.repeat(40), '2147483648', '2147483647', '4294967296'];
    const values = [...worst.map(queryValue), ...RAW_QUERY_VALUES];
    // Staff lists take filters; the public paths are asked anonymously (staff get the same parsing).
    const STAFF = new Set(['/locations', '/dashboard', '/products', '/rentaloptions', '/bookings', '/booking/overview']);
    for (const [path, names] of Object.entries(PARAMS)) {
      const client = STAFF.has(path) ? staff : null;
      for (const name of names) {
        for (const v of values) {
          const { status, text } = await send(client, 'GET', `/api/v1${path}?${name}=${v}`);
          expect(status, `GET ${path}?${name}=${v.slice(0, 60)}: ${text.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
  });

  it('answer any combination of values below 500, for staff and for anonymous visitors', { timeout: 300_000 }, async () => {
    for (const [path, names] of Object.entries(PARAMS)) {
      const query = fc.array(fc.tuple(fc.constantFrom(...names, 'unknown'), value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
      for (const [who, client] of [['staff', () => staff], ['anonymous', () => null]] as const) {
        await fuzz(`GET ${path} as ${who}`, query, async (q) => {
          const { status, text } = await send(client(), 'GET', `/api/v1${path}?${q}`);
          return { status, text, refused: true };
        }, Math.ceil(RUNS / 2));
      }
    }
  });
});

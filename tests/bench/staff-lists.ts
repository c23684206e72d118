/**
 * `npm run bench` (second part): the staff's location and booking lists as the admin asks for them (first page of 50
 * with a filter and a search, and the total count) through GraphQL and REST, beside a hand-written SQL floor giving
 * the same rows and total, on the bench data set (200 000 bookings). Prints p50/p95, the ratio to the floor and SQL
 * statements per request, and checks that the number of statements does not grow with the page size. A third list is
 * the booking list with the desk's filters (status, a period, a location, a rental option) and no search.
 */
import './production.ts';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { openBenchDatabase, pct, statementCount } from './database.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const PAGE = 50;
const EMAIL = 'benk@benkbil.no';
const PASSWORD = 'benkpass1';

interface ListCase {
  status: string;
  search: string;
}
interface Answer {
  total: number;
  ids: number[];
}

/**
 * The floor: one statement giving the page and the total, with the same rules as the list helper (each word of the
 * search found in one of the row's columns or equal to its number: the location cases search two words, "Stad N").
 */
const LOCATION_FLOOR = `
WITH m AS (
  SELECT id, "order" FROM location
  WHERE status = $1::"LocationStatus"
    AND (name ILIKE $2 OR city ILIKE $2 OR region ILIKE $2 OR address1 ILIKE $2 OR zip ILIKE $2 OR id = $4::int
         OR EXISTS (SELECT 1 FROM company oc WHERE oc.id = location.company_id AND oc.name ILIKE $2))
    AND (name ILIKE $3 OR city ILIKE $3 OR region ILIKE $3 OR address1 ILIKE $3 OR zip ILIKE $3 OR id = $5::int
         OR EXISTS (SELECT 1 FROM company oc WHERE oc.id = location.company_id AND oc.name ILIKE $3))
)
SELECT (SELECT count(*) FROM m)::int AS total, l.id, l.status, l.name, l.region, l.city, l.cost, l.distance_from_company_km,
       l.distance_from_company_min, l.updated_at, c.name AS company
FROM location l JOIN company c ON c.id = l.company_id
WHERE l.id IN (SELECT id FROM m ORDER BY "order" ASC, id ASC LIMIT ${PAGE})
ORDER BY l."order" ASC, l.id ASC`;

/**
 * The booking search as one would write it by hand with the trigram indexes (migration 20261129010000), over the words
 * the row shows: the booking's own columns, its registered customer's, its pick-up place, its partner (a referring
 * company that is a partner), its business customer and the rental product of its vehicle line, as branches an index
 * each answers (to-one joins; the vehicle line as the one semi-join), united.
 */
const BOOKING_FLOOR = `
WITH m AS (
  SELECT b.id FROM booking b
  WHERE b.status = $1::"BookingStatus"
    AND (b.reference ILIKE $2 OR b.guest_firstname ILIKE $2 OR b.guest_lastname ILIKE $2 OR b.guest_email ILIKE $2
         OR b.guest_business_name ILIKE $2)
  UNION
  SELECT b.id FROM booking b JOIN "user" u ON u.id = b.customer_user_id
  WHERE b.status = $1::"BookingStatus" AND (u.firstname ILIKE $2 OR u.lastname ILIKE $2 OR u.email::text ILIKE $2)
  UNION
  SELECT b.id FROM booking b JOIN location l ON l.id = b.pickup_location_id
  WHERE b.status = $1::"BookingStatus" AND l.name ILIKE $2
  UNION
  SELECT b.id FROM booking b JOIN company p ON p.id = b.referral_company_id
  WHERE b.status = $1::"BookingStatus" AND p.partner AND p.name ILIKE $2
  UNION
  SELECT b.id FROM booking b JOIN customer_company cc ON cc.id = b.customer_company_id
  WHERE b.status = $1::"BookingStatus" AND cc.name ILIKE $2
  UNION
  SELECT b.id FROM booking b
  WHERE b.status = $1::"BookingStatus" AND b.id IN (
    SELECT bl.booking_id FROM booking_line bl JOIN rental_option ro ON ro.id = bl.rental_option_id
    WHERE bl.line_type = 'rental' AND ro.title ILIKE $2)
)
SELECT (SELECT count(*) FROM m)::int AS total, b.id, b.status, b.pickup_at, b.dropoff_at, b.total_price, b.guest_firstname,
       b.guest_lastname, l.name AS pickup
FROM booking b JOIN location l ON l.id = b.pickup_location_id
WHERE b.id IN (SELECT id FROM m ORDER BY id DESC LIMIT ${PAGE})
ORDER BY b.id DESC`;

/** The booking list with the desk's filters: status, a period (bookings overlapping it), a location, a rental option. */
const BOOKING_FILTERED_FLOOR = `
WITH m AS (
  SELECT b.id FROM booking b
  WHERE b.status = $1::"BookingStatus" AND b.dropoff_at > $2 AND b.pickup_at < $3
    AND (b.pickup_location_id = $4 OR b.dropoff_location_id = $4)
    AND EXISTS (SELECT 1 FROM booking_line bl WHERE bl.booking_id = b.id AND bl.rental_option_id = $5)
)
SELECT (SELECT count(*) FROM m)::int AS total, b.id, b.status, b.pickup_at, b.dropoff_at, b.total_price, b.guest_firstname,
       b.guest_lastname, l.name AS pickup
FROM booking b JOIN location l ON l.id = b.pickup_location_id
WHERE b.id IN (SELECT id FROM m ORDER BY id DESC LIMIT ${PAGE})
ORDER BY b.id DESC`;

const LOCATIONS_QUERY = `query($status: LocationStatus, $search: String, $first: Int) { account(slug: "systemeier") {
  locations(first: $first, status: $status, search: $search) { totalCount edges { node {
    databaseId status name region city cost distanceFromCompanyKm distanceFromCompanyMin updatedAt company { name } viewerMayChange viewerMayDelete } } } } }`;
const BOOKINGS_QUERY = `query($status: BookingStatus, $search: String, $first: Int) { account(slug: "systemeier") {
  bookings(first: $first, status: $status, search: $search) { totalCount edges { node {
    databaseId number status pickupAt dropoffAt totalPrice guestFirstname guestLastname pickupLocation { name } } } } } }`;

const BOOKINGS_FILTERED_QUERY = `query($status: BookingStatus, $from: DateTime, $to: DateTime, $locationId: ID, $rentalOptionId: ID, $first: Int) {
  account(slug: "systemeier") {
  bookings(first: $first, status: $status, from: $from, to: $to, locationId: $locationId, rentalOptionId: $rentalOptionId) { totalCount edges { node {
    databaseId number status pickupAt dropoffAt totalPrice guestFirstname guestLastname pickupLocation { name } } } } } }`;

interface FilterCase {
  status: string;
  from: string;
  to: string;
  locationId: number;
  rentalOptionId: number;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function main() {
  const { db, url, cluster } = await openBenchDatabase();
  // A network admin to list with (once per data set).
  const network = await db.network.findFirstOrThrow();
  const user =
    (await db.user.findUnique({ where: { email: EMAIL } })) ??
    (await db.user.create({ data: { email: EMAIL, firstname: 'Benk', lastname: 'Admin', isEmployee: true, passwordHash: await hashPassword(PASSWORD), phone: '+4790000000' } }));
  if (!(await db.membership.count({ where: { userId: user.id } }))) await db.membership.create({ data: { userId: user.id, role: 'network_admin', networkId: network.id } });

  const log = pino({ level: 'silent' });
  const config = { ...loadConfig({ NODE_ENV: 'production' }), isProduction: true };
  const app = createApp({ db, config, log, mailer: createMailer({ outboxDir: path.join(os.tmpdir(), 'bench-outbox'), from: 'x@y', log }) });
  const login = await app.request('http://bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email: EMAIL, password: PASSWORD } } }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { 'content-type': 'application/json', cookie, 'x-account': 'systemeier' };
  const floorClient = new pg.Client({ connectionString: url });
  await floorClient.connect();

  const gql = async (query: string, list: 'locations' | 'bookings', c: object, first = PAGE): Promise<Answer> => {
    const res = await app.request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables: { ...c, first } }) });
    const body = (await res.json()) as { data: { account: Record<string, { totalCount: number; edges: { node: { databaseId: number } }[] }> }; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    const conn = body.data.account[list]!;
    return { total: conn.totalCount, ids: conn.edges.map((e) => e.node.databaseId) };
  };
  const floor = async (sql: string, c: ListCase): Promise<Answer> => {
    const words = c.search.split(/\s+/).filter(Boolean);
    // The location floor also compares each word with the row's number (null for a word that is no number).
    const numbers = sql === LOCATION_FLOOR ? words.map((w) => (/^\d{1,9}$/.test(w) ? Number(w) : null)) : [];
    const rows = (await floorClient.query({ name: sql === LOCATION_FLOOR ? 'floor-locations' : 'floor-bookings', text: sql, values: [c.status, ...words.map(like), ...numbers] })).rows as { total: number; id: number }[];
    return { total: rows[0]?.total ?? 0, ids: rows.map((r) => r.id) };
  };
  const rest = async (c: ListCase): Promise<Answer> => {
    const res = await app.request(`http://bench/api/v1/locations?location_status=${c.status}&search=${encodeURIComponent(c.search)}&limit=${PAGE}`, { headers });
    const body = (await res.json()) as { data: { location_id: number }[]; pagination: { total_count: number } };
    return { total: body.pagination.total_count, ids: body.data.map((l) => l.location_id) };
  };

  // Vehicle classes with their home location; a case takes one class, its location, a status and a 90-day period.
  const classes = (await floorClient.query(`SELECT id, location_id FROM rental_option WHERE slug LIKE 'klasse-%' ORDER BY id`)).rows as { id: number; location_id: number }[];
  const filterCase = (i: number): FilterCase => {
    const k = classes[(i * 37) % classes.length]!;
    const start = new Date(Date.parse('2026-01-01T00:00:00Z') + ((i * 53) % 600) * 86_400_000);
    return {
      status: ['pending', 'confirmed', 'delivered', 'returned', 'completed'][i % 5]!,
      from: start.toISOString(),
      to: new Date(start.getTime() + 90 * 86_400_000).toISOString(),
      locationId: k.location_id,
      rentalOptionId: k.id,
    };
  };
  const filteredVariables = (c: FilterCase) => ({ ...c, locationId: encodeGlobalID('Location', c.locationId), rentalOptionId: encodeGlobalID('RentalOption', c.rentalOptionId) });
  const filteredFloor = async (c: FilterCase): Promise<Answer> => {
    const rows = (await floorClient.query({ name: 'floor-filtered', text: BOOKING_FILTERED_FLOOR, values: [c.status, c.from, c.to, c.locationId, c.rentalOptionId] })).rows as { total: number; id: number }[];
    return { total: rows[0]?.total ?? 0, ids: rows.map((r) => r.id) };
  };

  const lists = {
    locations: {
      cases: (i: number): ListCase => ({ status: 'public', search: `Stad ${1 + (i % 6)}` }),
      methods: {
        floor: (c: ListCase) => floor(LOCATION_FLOOR, c),
        graphql: (c: ListCase) => gql(LOCATIONS_QUERY, 'locations', c),
        rest,
      } as Record<string, (c: ListCase) => Promise<Answer>>,
    },
    bookings: {
      // One word (a search's words are each looked for, since 2026-11-29): the guests' e-mails "gjest<N>@…".
      cases: (i: number): ListCase => ({ status: ['pending', 'confirmed', 'delivered', 'returned', 'completed'][i % 5]!, search: `gjest${1 + (i % 9)}` }),
      methods: {
        floor: (c: ListCase) => floor(BOOKING_FLOOR, c),
        graphql: (c: ListCase) => gql(BOOKINGS_QUERY, 'bookings', c),
      } as Record<string, (c: ListCase) => Promise<Answer>>,
    },
    'bookings with filters': {
      cases: (i: number) => filterCase(i) as unknown as ListCase,
      methods: {
        floor: (c: ListCase) => filteredFloor(c as unknown as FilterCase),
        graphql: (c: ListCase) => gql(BOOKINGS_FILTERED_QUERY, 'bookings', filteredVariables(c as unknown as FilterCase)),
      } as Record<string, (c: ListCase) => Promise<Answer>>,
    },
  };

  let bad = 0;
  for (const [listName, list] of Object.entries(lists)) {
    const names = Object.keys(list.methods);
    const results: Record<string, { times: number[]; statements: number[]; answers: string[] }> = Object.fromEntries(
      names.map((n) => [n, { times: [] as number[], statements: [] as number[], answers: [] as string[] }]),
    );
    for (let i = 0; i < ITERATIONS + WARMUP; i++) {
      const c = list.cases(i);
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + k) % names.length]!;
        const before = statementCount();
        const t = performance.now();
        const answer = await list.methods[name]!(c);
        const elapsed = performance.now() - t;
        if (i < WARMUP) continue;
        results[name]!.times.push(elapsed);
        results[name]!.statements.push(statementCount() - before);
        results[name]!.answers.push(`${answer.total}:${answer.ids.join(',')}`);
      }
    }
    const floorP50 = pct([...results.floor!.times].sort((a, b) => a - b), 50);
    const totals = results.floor!.answers.map((a) => Number(a.split(':')[0]));
    const what = listName === 'bookings with filters' ? 'status, periode, lokasjon og utleigeprodukt' : 'eit filter og eit søk';
    console.log(`\nListe: ${listName}, første side (${PAGE} rader), ${what}, ${ITERATIONS} førespurnader; treff per søk ${Math.min(...totals)}–${Math.max(...totals)}`);
    console.log('metode    p50 ms   p95 ms   p50/golv   SQL per førespurnad   svar ulikt golvet');
    for (const [name, r] of Object.entries(results)) {
      const sorted = [...r.times].sort((a, b) => a - b);
      const s = r.statements;
      const stmt = name === 'floor' ? '1' : Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)}–${Math.max(...s)}`;
      const mismatches = name === 'floor' ? 0 : r.answers.filter((a, i) => a !== results.floor!.answers[i]).length;
      bad += mismatches;
      console.log(
        `${name.padEnd(8)} ${pct(sorted, 50).toFixed(2).padStart(7)}  ${pct(sorted, 95).toFixed(2).padStart(7)}  ${(pct(sorted, 50) / floorP50).toFixed(2).padStart(8)}×   ${stmt.padStart(19)}   ${String(name === 'floor' ? '-' : mismatches).padStart(17)}`,
      );
    }
  }

  // The number of statements must not depend on the page size.
  console.log('\nSQL per GraphQL-førespurnad etter sidestorleik (first):');
  for (const [listName, query] of [['locations', LOCATIONS_QUERY], ['bookings', BOOKINGS_QUERY], ['bookings', BOOKINGS_FILTERED_QUERY]] as const) {
    const c =
      query === BOOKINGS_FILTERED_QUERY
        ? { ...filteredVariables(filterCase(1)), from: '2026-01-01T00:00:00Z', to: '2028-01-01T00:00:00Z' }
        : listName === 'locations'
          ? { status: 'public', search: 'Stad' }
          : { status: 'confirmed', search: 'Nr' };
    const counts: string[] = [];
    const seen = new Set<number>();
    for (const first of [1, 10, 50, 100]) {
      await gql(query, listName, c, first);
      const before = statementCount();
      await gql(query, listName, c, first);
      const n = statementCount() - before;
      seen.add(n);
      counts.push(`${first}: ${n}`);
    }
    const label = query === BOOKINGS_FILTERED_QUERY ? 'bookings (filtre)' : listName;
    console.log(`  ${label.padEnd(18)} ${counts.join(', ')}${seen.size === 1 ? '  (fast)' : '  (VEKS MED SIDESTORLEIKEN)'}`);
    if (seen.size !== 1) bad += 1;
  }

  await floorClient.end();
  await db.$disconnect();
  await cluster.stop();
  if (bad > 0) {
    console.error(`\n${bad} svar skil seg frå golvet eller veks med sidestorleiken.`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

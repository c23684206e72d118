/**
 * `npm run bench` (planner): the planning calendar's week (Account.planningWeek) for a location with 300 vehicles on
 * the bench data set (200 000 bookings), beside a hand-written SQL floor giving the same vehicles, blocks and
 * unassigned bookings. Prints p50/p95, the ratio to the floor (goal ≤ 2×) and SQL statements per request, and checks
 * that the number of statements does not grow with the fleet (a location of ~50 vehicles against the one of 300).
 * The 300-vehicle location (25 classes of 12 cars, ~55 000 bookings of their own, 4 in 5 with a vehicle) is added to
 * the cached data set once.
 */
import './production.ts';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { customerNameOf } from '../../server/domain/booking.ts';
import { planningWeekRange } from '../../server/domain/planning.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { openBenchDatabase, pct, statementCount } from './database.ts';
import { START } from './dataset.ts';
import PlanningPageQuery from '../../web/src/__generated__/PlanningPageQuery.graphql.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const EMAIL = 'planlegg@benkbil.no';
const PASSWORD = 'benkpass1';
const BIG = 'planlegging-300';
const SMALL = 'stad-1';
const CLASSES = 25;
const CARS = 12;

/** Adds the 300-vehicle location with its classes, cars and bookings (idempotent). */
async function addFleet(client: pg.Client) {
  const exists = (await client.query(`SELECT 1 FROM location WHERE slug = $1`, [BIG])).rowCount;
  if (exists) return;
  const t = performance.now();
  console.log('Lagar lokasjonen med 300 bilar …');
  const q = (sql: string) => client.query(sql);
  await q('BEGIN');
  await q(`INSERT INTO location (slug, "order", status, name, address1, zip, city, region, company_id, site_id, delivery_prep_time_hours, updated_at)
           VALUES ('${BIG}', 999, 'public', 'Planleggingsstad', 'Vegen 999', '5999', 'Storby', 'Kommune 999', 1, 1, 0.5, now())`);
  const car = (await q(`SELECT id FROM product_category WHERE is_car AND require_transportation_between_locations ORDER BY id LIMIT 1`)).rows[0].id;
  await q(`INSERT INTO rental_option (title, slug, status, category_id, site_id, company_id, location_id, price_private_day, max_amount, updated_at)
           SELECT 'Planklasse ' || g, 'planklasse-' || g, 'public', ${car}, 1, 1, l.id, 500, 1, now()
           FROM generate_series(1, ${CLASSES}) g, location l WHERE l.slug = '${BIG}'`);
  await q(`INSERT INTO product (name, category_id, site_id, company_id, company_id_manager, location_id, license_plate, status, updated_at)
           SELECT 'Planbil ' || ro.id || '-' || c, ${car}, 1, 1, 1, ro.location_id, 'PL' || lpad((ro.id * 100 + c)::text, 5, '0'),
                  CASE WHEN c = ${CARS} THEN 'in_maintenance'::"ProductStatus" ELSE 'rentable' END, now()
           FROM rental_option ro, generate_series(1, ${CARS}) c WHERE ro.slug LIKE 'planklasse-%'`);
  await q(`INSERT INTO rental_option_product (rental_option_id, product_id)
           SELECT ro.id, p.id FROM product p JOIN rental_option ro ON p.name LIKE 'Planbil ' || ro.id || '-%' AND ro.slug LIKE 'planklasse-%'`);
  // Each car: a 3-day booking every 4 days over the two years; every fifth without a vehicle (the unassigned lane).
  await q(`CREATE TEMP TABLE plan_b AS
           SELECT p.id AS product_id, rop.rental_option_id, k,
                  timestamptz '${START}' + ((k * 4 + p.id % 4) * interval '1 day') AS pickup_at
           FROM product p JOIN rental_option_product rop ON rop.product_id = p.id, generate_series(0, 181) k
           WHERE p.name LIKE 'Planbil %'`);
  await q(`ALTER TABLE plan_b ADD COLUMN booking_id int`);
  await q(`UPDATE plan_b SET booking_id = nextval(pg_get_serial_sequence('booking', 'id'))`);
  await q(`INSERT INTO booking (id, status, order_type, pickup_location_id, dropoff_location_id, pickup_at, dropoff_at, duration_hours,
             total_price, company_id, site_id, guest_firstname, guest_lastname, guest_email, updated_at)
           SELECT pb.booking_id, (ARRAY['pending','confirmed','delivered','returned']::"BookingStatus"[])[1 + pb.k % 4], 'private', l.id, l.id,
                  pb.pickup_at, pb.pickup_at + interval '3 days', 72, 1500, 1, 1, 'Plan', 'Nr ' || pb.booking_id, 'plan' || pb.booking_id || '@example.no', now()
           FROM plan_b pb, location l WHERE l.slug = '${BIG}'`);
  await q(`INSERT INTO booking_line (booking_id, position, rental_option_id, product_id, line_type, amount, price_per_day, total_price)
           SELECT booking_id, 0, rental_option_id, CASE WHEN k % 5 = 0 THEN NULL ELSE product_id END, 'rental', 1, 500, 1500 FROM plan_b`);
  // A rental due back before the fleet was added has come back (as dataset.ts does): one still out past its return
  // time holds its car in every later week until marked returned, and a fleet of thousands of those would be no week's
  // real picture. (A cached data set gains a few each day it ages: the \`--fresh\` run rebuilds it.)
  await q(`UPDATE booking SET status = 'returned' WHERE status = 'delivered' AND dropoff_at <= now() AND id IN (SELECT booking_id FROM plan_b)`);
  await q('COMMIT');
  await q('VACUUM ANALYZE');
  console.log(`  ferdig på ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * The floor: the same week in one hand-written statement ($1 location, $2–$3 week), returning what the screen shows
 * (each vehicle with its name, plate, status, PKK, place and class; each booking with its status, times, class booked,
 * customer and pick-up place), as the service's answer holds it. Until 2026-11-27 the floor returned only ids, times
 * and guest names: it left out the vehicles' and classes' columns, registered customers' names and the places. A
 * rental out with its customer past its return time (delivered, overdue: services/availability.ts) holds its vehicle
 * until marked returned, so it is on its vehicle in every week from its pick-up on, marked overdue.
 */
const FLOOR = `
WITH veh AS (
  SELECT p.id, p.name, p.license_plate, p.status, p.is_rentable, p.next_pkk_at, l.name AS location_name,
         vc.rental_option_id AS cls, ro.title AS cls_title, ro.category_id AS cls_category
  FROM product p JOIN location l ON l.id = p.location_id
  JOIN rental_option_product vc ON vc.product_id = p.id AND vc.vehicle_class JOIN rental_option ro ON ro.id = vc.rental_option_id
  WHERE p.location_id = $1
),
late AS MATERIALIZED (SELECT b.id FROM booking b WHERE b.status = 'delivered' AND b.dropoff_at <= now() AND b.dropoff_at <= $2 AND b.pickup_at < $3)
SELECT 'v' AS kind, v.id AS vehicle, v.name, v.license_plate, v.status AS vehicle_status, v.is_rentable, v.next_pkk_at, v.location_name,
       v.cls, v.cls_title, v.cls_category, bl.rental_option_id AS booked, b.id AS booking, b.status, b.pickup_at, b.dropoff_at, b.updated_at,
       b.status = 'delivered' AND b.dropoff_at <= now() AS overdue,
       b.guest_firstname, b.guest_lastname, b.guest_business_name, u.firstname, u.lastname, pl.name AS pickup_name
FROM veh v
LEFT JOIN (
  SELECT bl.product_id, bl.rental_option_id, bl.booking_id FROM booking_line bl
  WHERE bl.active AND bl.line_type = 'rental' AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange($2, $3, '[)')
  UNION ALL
  -- Overdue (out with the customer past the return time), due back before the week: still on its vehicle. The few
  -- such bookings first (late), then their lines, as one would write it by hand.
  SELECT l.product_id, l.rental_option_id, l.booking_id FROM late, LATERAL (
    SELECT bl.product_id, bl.rental_option_id, bl.booking_id FROM booking_line bl
    WHERE bl.booking_id = late.id AND bl.active AND bl.line_type = 'rental' OFFSET 0
  ) l
) bl ON bl.product_id = v.id
LEFT JOIN booking b ON b.id = bl.booking_id
LEFT JOIN location pl ON pl.id = b.pickup_location_id
LEFT JOIN "user" u ON u.id = b.customer_user_id
UNION ALL
SELECT 'u', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, bl.rental_option_id, b.id, b.status, b.pickup_at, b.dropoff_at, b.updated_at,
       b.status = 'delivered' AND b.dropoff_at <= now(),
       b.guest_firstname, b.guest_lastname, b.guest_business_name, u.firstname, u.lastname, pl.name
FROM booking b JOIN booking_line bl ON bl.booking_id = b.id AND bl.active AND bl.line_type = 'rental' AND bl.product_id IS NULL
JOIN location pl ON pl.id = b.pickup_location_id
LEFT JOIN "user" u ON u.id = b.customer_user_id
WHERE b.status IN ('pending', 'confirmed', 'delivered') AND tstzrange(b.pickup_at, b.dropoff_at, '[)') && tstzrange($2, $3, '[)')
  AND (b.pickup_location_id = $1 OR b.dropoff_location_id = $1)`;

/** The query the planning screen sends (Relay's artifact), so the bench measures what the screen asks for. */
const WEEK_QUERY = PlanningPageQuery.params.text!;

/**
 * What both answers must agree on: every vehicle with its name, plate, status, place and class, and on it the bookings
 * (number, status, customer, pick-up place, times); then the lanes' bookings with their class and customer.
 */
type Answer = string;
const iso = (d: Date | string | null) => (d === null ? '-' : new Date(d).toISOString());
const blockText = (b: { id: number; status: string; customer: string; pickup: string; from: Date | string; until: Date | string; overdue: boolean }) =>
  `${b.id}:${b.status}:${b.customer}:${b.pickup}:${iso(b.from)}-${iso(b.until)}${b.overdue ? ':overdue' : ''}`;

async function main() {
  const { db, url, cluster } = await openBenchDatabase();
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await addFleet(setup);
  await setup.end();

  const big = await db.location.findUniqueOrThrow({ where: { slug: BIG } });
  const small = await db.location.findUniqueOrThrow({ where: { slug: SMALL } });
  const user =
    (await db.user.findUnique({ where: { email: EMAIL } })) ??
    (await db.user.create({ data: { email: EMAIL, firstname: 'Plan', lastname: 'Leggar', isEmployee: true, passwordHash: await hashPassword(PASSWORD), phone: '+4790000001' } }));
  for (const l of [big, small]) {
    if (!(await db.membership.count({ where: { userId: user.id, locationId: l.id } }))) await db.membership.create({ data: { userId: user.id, role: 'location_manager', locationId: l.id } });
  }

  const log = pino({ level: 'silent' });
  const config = { ...loadConfig({ NODE_ENV: 'production' }), isProduction: true };
  const app = createApp({ db, config, log, mailer: createMailer({ outboxDir: path.join(os.tmpdir(), 'bench-outbox'), from: 'x@y', log }) });
  const login = await app.request('http://bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email: EMAIL, password: PASSWORD } } }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { 'content-type': 'application/json', cookie };
  const floorClient = new pg.Client({ connectionString: url });
  await floorClient.connect();

  // Each method: the request (timed, until the answer is in hand: the parsed JSON body, or the rows), then the answer
  // in comparable form (not timed).
  type Block = { bookingId: string; status: string; customerName: string; pickupLocationName: string; pickupAt: string; dropoffAt: string; rentalOptionId: string; overdue: boolean };
  type Week = { groups: { rentalOptionId: string; title: string; vehicles: { productId: string; name: string; licensePlate: string | null; status: string; nextPkkAt: string | null; locationName: string | null; blocks: Block[] }[]; unassigned: Block[] }[] };
  const id = (g: string) => Number(Buffer.from(g, 'base64').toString().split(':')[1]);
  const ofBlock = (b: Block) => blockText({ id: id(b.bookingId), status: b.status, customer: b.customerName, pickup: b.pickupLocationName, from: b.pickupAt, until: b.dropoffAt, overdue: b.overdue });
  const gql = async (slug: string, from: string) => {
    const res = await app.request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query: WEEK_QUERY, variables: { slug, from } }) });
    const body = (await res.json()) as { data?: { account: { planningWeek: Week } }; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.account.planningWeek;
  };
  const gqlAnswer = (week: Week): Answer => {
    const vehicles = week.groups.flatMap((g) =>
      g.vehicles.map((v) => `${id(v.productId)} ${v.name} ${v.licensePlate} ${v.status} ${iso(v.nextPkkAt)} ${v.locationName} ${g.title}[${v.blocks.map(ofBlock).sort().join(',')}]`),
    );
    const lane = week.groups.flatMap((g) => g.unassigned.map((b) => `${id(b.rentalOptionId)}/${ofBlock(b)}`)).sort();
    return `${vehicles.sort().join(' ')} | ${lane.join(',')}`;
  };
  type FloorRow = {
    kind: string; vehicle: number | null; name: string | null; license_plate: string | null; vehicle_status: string | null; next_pkk_at: Date | null; location_name: string | null;
    cls_title: string | null; booked: number | null; booking: number | null; status: string; pickup_at: Date; dropoff_at: Date; overdue: boolean | null;
    guest_firstname: string | null; guest_lastname: string | null; guest_business_name: string | null; firstname: string | null; lastname: string | null; pickup_name: string;
  };
  const floor = async (locationId: number, from: string) => {
    const range = planningWeekRange(from)!;
    return (await floorClient.query({ name: 'floor-week', text: FLOOR, values: [locationId, range.start, range.end] })).rows as FloorRow[];
  };
  const floorAnswer = (rows: FloorRow[]): Answer => {
    const ofRow = (r: FloorRow) =>
      blockText({
        id: r.booking!, status: r.status, pickup: r.pickup_name, from: r.pickup_at, until: r.dropoff_at, overdue: r.overdue === true,
        customer: customerNameOf({ guestFirstname: r.guest_firstname, guestLastname: r.guest_lastname, guestBusinessName: r.guest_business_name, customerUser: { firstname: r.firstname, lastname: r.lastname } }),
      });
    const byVehicle = new Map<number, { head: string; blocks: string[] }>();
    const lane = new Set<string>();
    for (const r of rows) {
      if (r.kind === 'v') {
        const v = byVehicle.get(r.vehicle!) ?? { head: `${r.vehicle} ${r.name} ${r.license_plate} ${r.vehicle_status} ${iso(r.next_pkk_at)} ${r.location_name} ${r.cls_title}`, blocks: [] };
        if (r.booking !== null) v.blocks.push(ofRow(r));
        byVehicle.set(r.vehicle!, v);
      } else lane.add(`${r.booked}/${ofRow(r)}`);
    }
    const vehicles = [...byVehicle.values()].map((v) => `${v.head}[${v.blocks.sort().join(',')}]`).sort();
    return `${vehicles.join(' ')} | ${[...lane].sort().join(',')}`;
  };

  // Weeks across the data set's two years (each answer holds ~300 vehicles, ~500 blocks, ~100 unassigned).
  const weekOf = (i: number) => new Date(Date.parse(START) + (30 + (i * 11) % 660) * 86400_000).toISOString().slice(0, 10);
  const methods: Record<string, { fetch: (from: string) => Promise<unknown>; answer: (raw: never) => Answer }> = {
    floor: { fetch: (from) => floor(big.id, from), answer: floorAnswer },
    graphql: { fetch: (from) => gql(BIG, from), answer: gqlAnswer },
  };
  const names = Object.keys(methods);
  const results: Record<string, { times: number[]; statements: number[]; answers: string[] }> = Object.fromEntries(names.map((n) => [n, { times: [], statements: [], answers: [] }]));
  for (let i = 0; i < ITERATIONS + WARMUP; i++) {
    const from = weekOf(i);
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length]!;
      const before = statementCount();
      const t = performance.now();
      const raw = await methods[name]!.fetch(from);
      const elapsed = performance.now() - t;
      if (i < WARMUP) continue;
      const answer = methods[name]!.answer(raw as never);
      results[name]!.times.push(elapsed);
      results[name]!.statements.push(statementCount() - before);
      results[name]!.answers.push(answer);
    }
  }
  let bad = 0;
  const vehicleCount = results.floor!.answers[0]!.split(' | ')[0]!.split(']').length - 1;
  const floorP50 = pct([...results.floor!.times].sort((a, b) => a - b), 50);
  console.log(`\nPlanlegging: veka for ein lokasjon med ${vehicleCount} bilar, ${ITERATIONS} førespurnader over to år`);
  console.log('metode    p50 ms   p95 ms   p50/golv   SQL per førespurnad   svar ulikt golvet');
  for (const [name, r] of Object.entries(results)) {
    const sorted = [...r.times].sort((a, b) => a - b);
    const s = r.statements;
    const stmt = name === 'floor' ? '1' : Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)}–${Math.max(...s)}`;
    const mismatches = name === 'floor' ? 0 : r.answers.filter((a, i) => a !== results.floor!.answers[i]).length;
    bad += mismatches;
    if (mismatches && process.env.BENCH_DIFF) { const a = r.answers.find((x, i) => x !== results.floor!.answers[i])!; const b = results.floor!.answers[r.answers.indexOf(a)]!; let k = 0; while (a[k] === b[k]) k++; console.log('DIFF at', k, '\n  ours :', a.slice(Math.max(0, k - 200), k + 200), '\n  floor:', b.slice(Math.max(0, k - 200), k + 200)); }
    console.log(
      `${name.padEnd(8)} ${pct(sorted, 50).toFixed(2).padStart(7)}  ${pct(sorted, 95).toFixed(2).padStart(7)}  ${(pct(sorted, 50) / floorP50).toFixed(2).padStart(8)}×   ${stmt.padStart(19)}   ${String(name === 'floor' ? '-' : mismatches).padStart(17)}`,
    );
  }

  // The number of statements must not depend on the fleet.
  const counts: string[] = [];
  const seen = new Set<number>();
  for (const [slug, label] of [[SMALL, 'liten'], [BIG, '300 bilar']] as const) {
    await gql(slug, weekOf(3));
    const before = statementCount();
    await gql(slug, weekOf(3));
    const n = statementCount() - before;
    seen.add(n);
    counts.push(`${label}: ${n}`);
  }
  console.log(`SQL per veke etter flåtestorleik: ${counts.join(', ')}${seen.size === 1 ? '  (fast)' : '  (VEKS MED FLÅTEN)'}`);
  if (seen.size !== 1) bad += 1;

  await floorClient.end();
  await db.$disconnect();
  await cluster.stop();
  if (bad > 0) {
    console.error(`\n${bad} svar skil seg frå golvet eller veks med flåten.`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * `npm run bench`: the availability search through GraphQL and through REST, against the same answer from one
 * hand-written SQL query (the floor), on a large generated data set, in one run. Prints p50/p95 latency, the ratio
 * to the floor, and SQL statements per request. The data set is cached in DATA_DIR/bench (use --fresh to rebuild).
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
import { openBenchDatabase, pct, statementCount } from './database.ts';
import { SIZE } from './dataset.ts';
import { FLOOR_SQL } from './floor.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;

interface Case {
  location: number;
  pickup: Date;
  dropoff: Date;
}

/** The same searches for every method: locations round-robin, periods over the coming year (inside the data). */
function cases(n: number): Case[] {
  const first = Math.ceil(Date.now() / 86400_000 + 1) * 86400_000 + 9 * 3600_000;
  return Array.from({ length: n }, (_, i) => {
    const pickup = new Date(first + ((i * 37) % 360) * 86400_000);
    return { location: 1 + ((i * 7) % SIZE.locations), pickup, dropoff: new Date(pickup.getTime() + (1 + (i % 7)) * 86400_000) };
  });
}

const key = (rows: { id: number; available: number }[]) => rows.map((r) => `${r.id}:${r.available}`).sort().join(',');

async function main() {
  const { db, url, cluster } = await openBenchDatabase();
  const counts = {
    locations: await db.location.count(),
    vehicles: await db.product.count(),
    rentalProducts: await db.rentalOption.count(),
    bookings: await db.booking.count(),
  };
  console.log(`Data: ${counts.locations} lokasjonar, ${counts.vehicles} køyretøy, ${counts.rentalProducts} leieprodukt, ${counts.bookings} bookingar\n`);

  const log = pino({ level: 'silent' });
  const config = { ...loadConfig({ NODE_ENV: 'production' }), isProduction: true };
  const app = createApp({ db, config, log, mailer: createMailer({ outboxDir: path.join(os.tmpdir(), 'bench-outbox'), from: 'x@y', log }) });
  const floorClient = new pg.Client({ connectionString: url });
  await floorClient.connect();

  const gid = encodeGlobalID;
  const QUERY = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId title totalPrice pricePerDay availableCount category { isCar } tags { value } } } } }`;

  const methods: Record<string, (c: Case) => Promise<{ id: number; available: number }[]>> = {
    floor: async (c) => (await floorClient.query(FLOOR_SQL, [c.location, c.pickup, c.dropoff])).rows,
    graphql: async (c) => {
      const res = await app.request('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUERY, variables: { input: { pickupLocationId: gid('Location', c.location), pickupAt: c.pickup.toISOString(), dropoffAt: c.dropoff.toISOString() } } }),
      });
      const body = (await res.json()) as { data: { rentalSearch: { offers: { databaseId: number; availableCount: number }[] } } };
      return body.data.rentalSearch.offers.map((o) => ({ id: o.databaseId, available: o.availableCount }));
    },
    rest: async (c) => {
      const fmt = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19) + 'Z';
      const res = await app.request(
        `http://bench/api/v1/browse_rentaloptions?pickup_location_id=${c.location}&pickup_datetime=${encodeURIComponent(fmt(c.pickup))}&return_datetime=${encodeURIComponent(fmt(c.dropoff))}`,
      );
      const body = (await res.json()) as { data: { rentaloption_id: number; rentaloption_available_count: number; productcategory: { productcategory_require_transportation_between_locations: boolean } }[] };
      return body.data
        .filter((o) => o.productcategory.productcategory_require_transportation_between_locations)
        .map((o) => ({ id: o.rentaloption_id, available: o.rentaloption_available_count }));
    },
  };

  const all = cases(ITERATIONS + WARMUP);
  const names = Object.keys(methods);
  const results: Record<string, { times: number[]; statements: number[]; answers: string[] }> = Object.fromEntries(
    names.map((n) => [n, { times: [] as number[], statements: [] as number[], answers: [] as string[] }]),
  );
  // Interleaved (each search by every method, in rotating order) so a busy moment of the machine hits all alike.
  for (const [i, c] of all.entries()) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length]!;
      const before = statementCount();
      const t = performance.now();
      const rows = await methods[name]!(c);
      const elapsed = performance.now() - t;
      if (i < WARMUP) continue;
      results[name]!.times.push(elapsed);
      results[name]!.statements.push(statementCount() - before);
      results[name]!.answers.push(key(rows));
    }
  }

  const mismatches = (name: string) => results[name]!.answers.filter((a, i) => a !== results.floor!.answers[i]).length;
  const floorP50 = pct([...results.floor!.times].sort((a, b) => a - b), 50);
  const offersPerCase = results.floor!.answers.map((a) => (a ? a.split(',').length : 0));
  console.log(`Søk: ${ITERATIONS} (etter ${WARMUP} til oppvarming), ${Math.min(...offersPerCase)}–${Math.max(...offersPerCase)} ledige bilklassar per søk\n`);
  console.log('metode    p50 ms   p95 ms   p50/golv   SQL per førespurnad   svar ulikt golvet');
  for (const [name, r] of Object.entries(results)) {
    const sorted = [...r.times].sort((a, b) => a - b);
    const s = r.statements;
    const stmt = name === 'floor' ? '1' : Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)}–${Math.max(...s)}`;
    console.log(
      `${name.padEnd(8)} ${pct(sorted, 50).toFixed(2).padStart(7)}  ${pct(sorted, 95).toFixed(2).padStart(7)}  ${(pct(sorted, 50) / floorP50).toFixed(2).padStart(8)}×   ${stmt.padStart(19)}   ${String(name === 'floor' ? '-' : mismatches(name)).padStart(17)}`,
    );
  }

  await floorClient.end();
  await db.$disconnect();
  await cluster.stop();
  const bad = mismatches('graphql') + mismatches('rest');
  if (bad > 0) {
    console.error(`\n${bad} svar skil seg frå golvet.`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

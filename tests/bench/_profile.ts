import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { openBenchDatabase } from './database.ts';

const log: { sql: string; ms: number }[] = [];
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const t = performance.now();
  const sql = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string })?.text ?? '?';
  const last = args[args.length - 1];
  if (typeof last === 'function') args[args.length - 1] = (...x: unknown[]) => { log.push({ sql, ms: performance.now() - t }); return (last as (...a: unknown[]) => unknown)(...x); };
  const cfg = args[0] as { callback?: (...a: unknown[]) => unknown; submit?: unknown };
  if (cfg && typeof cfg === 'object' && typeof cfg.submit === 'function') { const sub = cfg.submit as (...a: unknown[]) => unknown; const h = (cfg as any).handleReadyForQuery; (cfg as any).handleReadyForQuery = function (...x: unknown[]) { log.push({ sql: (cfg as any).text ?? 'submittable', ms: performance.now() - t }); return h.apply(this, x); }; void sub; }
  const r = (orig as (...a: unknown[]) => unknown).apply(this, args) as Promise<unknown>;
  if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).then(() => log.push({ sql, ms: performance.now() - t }), () => {});
  return r;
} as typeof orig;

const QUERIES: Record<string, string> = {
  locations: `query($status: LocationStatus, $search: String, $first: Int) { account(slug: "systemeier") {
  locations(first: $first, status: $status, search: $search) { totalCount edges { node {
    databaseId status name region city cost distanceFromCompanyKm distanceFromCompanyMin updatedAt company { name } viewerMayChange viewerMayDelete } } } } }`,
  bookings: `query($status: BookingStatus, $search: String, $first: Int) { account(slug: "systemeier") {
  bookings(first: $first, status: $status, search: $search) { totalCount edges { node {
    databaseId number status pickupAt dropoffAt totalPrice guestFirstname guestLastname pickupLocation { name } } } } } }`,
};
async function main() {
  const { db, cluster } = await openBenchDatabase();
  const app = createApp({ db, config: { ...loadConfig({ NODE_ENV: 'production' }), isProduction: true }, log: pino({ level: 'silent' }), mailer: createMailer({ outboxDir: path.join(os.tmpdir(), 'bo'), from: 'x@y', log: pino({ level: 'silent' }) }) });
  const login = await app.request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email: 'benk@benkbil.no', password: 'benkpass1' } } }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { 'content-type': 'application/json', cookie, 'x-account': 'systemeier' };
  const which = process.argv[2] ?? 'locations';
  const vars = which === 'locations' ? { status: 'public', search: 'Stad 3', first: 50 } : { status: 'confirmed', search: 'Nr 3', first: 50 };
  for (let i = 0; i < 20; i++) await app.request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query: QUERIES[which], variables: vars }) });
  log.length = 0;
  const N = Number(process.env.N ?? 30);
  let total = 0;
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    const r = await app.request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query: QUERIES[which], variables: vars }) });
    await r.text();
    total += performance.now() - t;
  }
  const by = new Map<string, { n: number; ms: number }>();
  for (const e of log) { const k = e.sql.replace(/\s+/g, " "); const v = by.get(k) ?? { n: 0, ms: 0 }; v.n++; v.ms += e.ms; by.set(k, v); }
  console.log('request avg ms', (total / N).toFixed(2));
  for (const [k, v] of by) console.log((v.ms / N).toFixed(2), 'ms/req', v.n / N, 'x', k);
  await db.$disconnect(); await cluster.stop();
}
main();

/** The product as `npm start` runs it: server/main.ts in its own process, for start-up, crash and scale-out tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { EMBEDDED_DATABASE } from '../../server/db/database.ts';
import { EMBEDDED_PASSWORD } from '../../server/db/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  // A test that failed half-way must not leave a server (and its database) behind.
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts server/main.ts and resolves once it prints its address (or exits). */
export function startApp(env: Record<string, string>, timeoutMs = 90_000): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Ctrl-C')) {
        clearInterval(timer);
        resolve({ child, output: () => out, exited });
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      resolve({ child, output: () => out, exited });
    });
    setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`no start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
  });
}

/** A fresh DATA_DIR that the "postgres" user can reach (as root the cluster runs as that user); removed afterwards. */
export function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The embedded cluster's postmaster pid and the product database's URL, from DATA_DIR/pg/postmaster.pid. */
export function embeddedDatabase(dataDir: string): { pid: number; url: string } {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), url: `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${Number(lines[3])}/${EMBEDDED_DATABASE}` };
}

export type OrderOutcome =
  | { kind: 'booked'; id: number; number: string }
  | { kind: 'notAvailable'; status: number }
  | { kind: 'other'; status: number; body: string };

let orders = 0;

/** POSTs JSON from a local address of the loopback network (all of 127.0.0.0/8 reaches the server). */
function postFrom(url: string, body: string, localAddress: string): Promise<{ ok: boolean; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ ok: (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Places an order over HTTP through GraphQL `createBooking` (CREATE of shop.ts) and classifies the answer. Each order
 * comes from its own loopback address (127.0.x.y): a storm of orders is many customers, not one client over the
 * shop's orders-per-client limit (LIMITS.ordersPerClient).
 */
export async function orderOverGraphQL(base: string, query: string, input: Record<string, unknown>): Promise<OrderOutcome> {
  orders += 1;
  const from = `127.0.${1 + ((orders >> 8) & 127)}.${1 + (orders & 255) % 254}`;
  const res = await postFrom(`${base}/graphql`, JSON.stringify({ query, variables: { input } }), from);
  const text = res.text;
  let payload: { __typename?: string; bookingNumber?: string; booking?: { databaseId: number } } | undefined;
  try {
    payload = JSON.parse(text).data?.createBooking;
  } catch {
    /* not JSON: classified as other */
  }
  if (res.ok && payload?.__typename === 'CreateBookingPayload') return { kind: 'booked', id: payload.booking!.databaseId, number: payload.bookingNumber! };
  if (res.ok && payload?.__typename === 'NotAvailableError') return { kind: 'notAvailable', status: res.status };
  return { kind: 'other', status: res.status, body: text.slice(0, 500) };
}

/** The one way the product opens a Prisma client: the JS engine over the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';
import crypto from 'node:crypto';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config.ts';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

const pools = new WeakMap<object, pg.Pool>();

/** Statements with more parameters than this (long `IN` lists) are not kept prepared: their texts vary too much. */
const MAX_PREPARED_PARAMETERS = 32;
/** Distinct texts prepared under a name, at most (see statementName). */
const MAX_PREPARED_TEXTS = 2_000;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under on each connection (null: sent unnamed, parsed and planned every time).
 * PostgreSQL spends longer planning a join-heavy statement than running it (the session lookup: 1.5 ms unnamed,
 * 0.3 ms prepared), so every statement the product repeats is prepared once per connection and reused; the name is
 * derived from the text, so two texts never share one.
 */
export function statementName(text: string, parameterCount: number): string | undefined {
  if (parameterCount > MAX_PREPARED_PARAMETERS) return undefined;
  let name = statementNames.get(text);
  if (!name) {
    // Bounded on both sides: PostgreSQL keeps every statement prepared under a name for the connection's life (about
    // 10–100 KB each), so past MAX_PREPARED_TEXTS distinct texts a new one is sent unnamed (planned each time) rather
    // than prepared. The product's own statements are a few hundred; only a text that varies with input (which
    // none should: values are parameters) could reach the bound.
    if (statementNames.size >= MAX_PREPARED_TEXTS) return undefined;
    name = 's' + crypto.createHash('sha1').update(text).digest('base64url');
    statementNames.set(text, name);
  }
  return name;
}

/** How many distinct statement texts this process has prepared under a name (each on every connection that ran it). */
export const preparedTextCount = (): number => statementNames.size;

/**
 * Opens a Prisma client on `databaseUrl` with a bounded pool (ended with the client). Every statement on it is
 * cancelled by PostgreSQL after `statementTimeoutMs` (a lock wait included), so no one statement holds a connection
 * of the pool for long; the request answers that it took too long (services/errors.ts, statementTimedOut).
 */
export function createDb(databaseUrl: string, opts: { max?: number; statementTimeoutMs?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.max ?? 10, statement_timeout: opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS });
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    statementNameGenerator: (query) => statementName(query.sql, query.args.length) as string,
  });
  const db = new PrismaClient({ adapter });
  pools.set(db, pool);
  return db;
}

/**
 * The pg pool under a client made by createDb, for the few hot raw statements that skip Prisma's client entirely
 * (services/listSql.ts); null for any other client (a transaction's), which then uses `$queryRawUnsafe`.
 */
export const poolOf = (db: object): pg.Pool | null => pools.get(db) ?? null;

/**
 * Whether the database answers `SELECT 1` within `timeoutMs`, asked on a connection of its own (the health check):
 * the pool's connections may all be serving slow requests of a process that is busy, not broken.
 */
export function databaseAnswers(db: object, timeoutMs = 2000): Promise<boolean> {
  // One check at a time per client, its answer kept for a second: health checks come unauthenticated, and each one
  // opening its own connection would let a flood of them use up the database's connections.
  const known = healthChecks.get(db);
  if (known && (known.pending || Date.now() - known.at < HEALTH_ANSWER_MS)) return known.answer;
  const check = { at: Date.now(), pending: true, answer: askDatabase(db, timeoutMs) };
  healthChecks.set(db, check);
  void check.answer.then(() => {
    check.pending = false;
    check.at = Date.now();
  });
  return check.answer;
}

/** How long a health check's answer is given again. */
const HEALTH_ANSWER_MS = 1000;
const healthChecks = new WeakMap<object, { at: number; pending: boolean; answer: Promise<boolean> }>();

async function askDatabase(db: object, timeoutMs: number): Promise<boolean> {
  const pool = poolOf(db);
  if (!pool) return false;
  const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, statement_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    void client.end().catch(() => {});
  }
}

/**
 * Rows of one hot raw statement (`$1`, `$2` … placeholders): straight on the pool when `db` is a client made by
 * createDb (no Prisma query compiler on the way), else through `$queryRawUnsafe` (a transaction's client).
 */
export async function rawRows<T>(db: object, text: string, values: unknown[]): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name: statementName(text, values.length), text, values })).rows as T[];
  return (db as Db).$queryRawUnsafe<T[]>(text, ...values);
}

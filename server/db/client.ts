/** The one way the product opens a Prisma client: the JS engine over the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';
import crypto from 'node:crypto';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

const pools = new WeakMap<object, pg.Pool>();

/** Statements with more parameters than this (long `IN` lists) are not kept prepared: their texts vary too much. */
const MAX_PREPARED_PARAMETERS = 32;
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
    name = 's' + crypto.createHash('sha1').update(text).digest('base64url');
    // Bounded: a process that somehow sees endless distinct texts stops remembering names, never grows without end.
    if (statementNames.size < 10_000) statementNames.set(text, name);
  }
  return name;
}

/** Opens a Prisma client on `databaseUrl` with a bounded pool (ended with the client). */
export function createDb(databaseUrl: string, opts: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.max ?? 10 });
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
 * Rows of one hot raw statement (`$1`, `$2` … placeholders): straight on the pool when `db` is a client made by
 * createDb (no Prisma query compiler on the way), else through `$queryRawUnsafe` (a transaction's client).
 */
export async function rawRows<T>(db: object, text: string, values: unknown[]): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name: statementName(text, values.length), text, values })).rows as T[];
  return (db as Db).$queryRawUnsafe<T[]>(text, ...values);
}

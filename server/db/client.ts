/** The one way the product opens a Prisma client: the JS engine over the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

const pools = new WeakMap<object, pg.Pool>();

/** Opens a Prisma client on `databaseUrl` with a bounded pool (ended with the client). */
export function createDb(databaseUrl: string, opts: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.max ?? 10 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
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
  if (pool) return (await pool.query(text, values)).rows as T[];
  return (db as Db).$queryRawUnsafe<T[]>(text, ...values);
}

/** Finds or starts the database the product runs on, and makes sure its schema is current. */
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { errorText } from '../errorText.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';

export const EMBEDDED_DATABASE = 'utleige';

export interface Database {
  url: string;
  /** Whether it is the embedded PostgreSQL under DATA_DIR. */
  embedded: boolean;
  /** What start-up had to clean up first (an orphaned embedded server), for the console. */
  notice?: string | null;
  stop(): Promise<void>;
}

/** Creates `name` on the cluster unless it exists. */
async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Checks a connection string answers, with a short timeout and one readable line on failure. */
async function ping(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    const safe = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new Error(`Får ikkje kontakt med databasen ${safe}: ${errorText(err)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The external database from DATABASE_URL, or the embedded one under DATA_DIR/pg; migrated either way. */
export async function openDatabase(config: Config): Promise<Database & { migrations: string[] }> {
  let db: Database;
  if (config.databaseUrl) {
    await ping(config.databaseUrl);
    db = { url: config.databaseUrl, embedded: false, stop: async () => {} };
  } else {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    try {
      await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
    } catch (err) {
      await embedded.stop().catch(() => {});
      throw err;
    }
    db = { url: embedded.urlFor(EMBEDDED_DATABASE), embedded: true, notice: embedded.reclaimed, stop: embedded.stop };
  }
  try {
    const migrations = await migrate(db.url);
    return { ...db, migrations };
  } catch (err) {
    await db.stop().catch(() => {});
    throw err;
  }
}

/**
 * The benchmarks' database: an embedded PostgreSQL under DATA_DIR/bench holding the generated data set (built once,
 * `--fresh` rebuilds), and a counter of every SQL statement sent (Prisma's pg adapter and raw pg clients alike).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { seedReference } from '../../prisma/seed/reference.ts';
import { createDb } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { generate, SIZE } from './dataset.ts';

let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof originalQuery;

/** Statements sent to PostgreSQL so far by this process. */
export const statementCount = () => statements;

/** Starts the cluster, migrates and (when missing) generates the data set; answers the Prisma client and the URL. */
export async function openBenchDatabase() {
  const fresh = process.argv.includes('--fresh');
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'bench');
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const cluster = await startEmbeddedPostgres(dataDir, { fast: true });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench'`)).rowCount;
  if (!exists) await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = cluster.urlFor('bench');
  await migrate(url);
  const db = createDb(url, { max: 10 });
  if ((await db.booking.count()) < SIZE.bookings) {
    const t = performance.now();
    console.log('Lagar datasettet …');
    await seedReference(db);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await generate(client);
    await client.end();
    console.log(`  ferdig på ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return { db, url, cluster };
}

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

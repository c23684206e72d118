/**
 * Applies prisma/migrations/* in order, each in one transaction, recording them in `_prisma_migrations` exactly as
 * `prisma migrate deploy` does. Prisma's pg adapter splits scripts on ";" outside any transaction, which breaks
 * PL/pgSQL bodies and can leave a half-applied migration behind; this runner sends each file whole. Then the job
 * queue's own schema (`graphile_worker`, from the installed graphile-worker's migrations) is installed or upgraded,
 * under the same lock, so processes starting together never race.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { errorText } from '../errorText.ts';
import { migrateJobQueue } from '../jobs/queue.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/migrations');

const LOCK_KEY = 72_110_001; // advisory lock id: one migrator at a time per database

/** Applies the pending migrations; returns the names it applied. Throws with the migration's name on failure. */
export async function migrate(databaseUrl: string, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    const names = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    // A database an upgrade has migrated further than this code knows: the code would fail on columns and tables
    // that changed (a walk saw every booking with an idempotency key answer 500), so it refuses to start instead.
    const known = new Set(names);
    const newer = [...applied.keys()].filter((name) => !known.has(name)).sort();
    if (newer.length) {
      throw new Error(
        `Databasen er migrert av ein nyare versjon enn denne (${newer.join(', ')}). Start den nyare versjonen, eller ein kopi av databasen frå før oppgraderinga.`,
      );
    }
    const ran: string[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = crypto.createHash('sha256').update(sql).digest('hex');
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) {
          throw new Error(`Migreringa ${name} er endra etter at ho vart køyrd (sjekksummen stemmer ikkje).`);
        }
        continue;
      }
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
        ran.push(name);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw new Error(`Migreringa ${name} feila: ${errorText(err)}`);
      }
    }
    try {
      const queue = await migrateJobQueue(databaseUrl);
      if (queue !== null) ran.push(`graphile_worker ${queue}`);
    } catch (err) {
      throw new Error(`Jobbkøen (graphile_worker) kunne ikkje migrerast: ${errorText(err)}`);
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** A fresh copy of the seeded template database for one test file. */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../server/db/client.ts';

export interface TestDatabase {
  url: string;
  db: Db;
}

/** Creates the copy now and drops it after the file's tests. */
export async function useTestDatabase(opts: { statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = createDb(url, { max: 20, statementTimeoutMs: opts.statementTimeoutMs });
  afterAll(async () => {
    await db.$disconnect();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });
  return { url, db };
}

/**
 * One embedded PostgreSQL per test run, with a template database that is migrated and seeded once; every test file
 * then copies it (CREATE DATABASE ... TEMPLATE is fast) and drops its copy afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedIfEmpty } from '../../prisma/seed/index.ts';
import { createDb } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';

export const TEMPLATE = 'utleige_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-test-pg-'));
  const cluster = await startEmbeddedPostgres(dir, { fast: true });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
  await admin.end();
  const url = cluster.urlFor(TEMPLATE);
  await migrate(url);
  const db = createDb(url, { max: 2 });
  await seedIfEmpty(db);
  await db.$disconnect();
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

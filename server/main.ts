/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo data once, web build if stale, serve. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { DEMO_USERS, seedIfEmpty } from '../prisma/seed/index.ts';
import { createApp, WEB_DIST } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { openDatabase } from './db/database.ts';
import { errorText } from './errorText.ts';
import { startJobWorker } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Newest modification time under a folder (0 when missing). */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
}

/** Builds the web client when it is missing or older than its sources. */
function buildWebIfNeeded(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(newest(path.join(ROOT, 'web/src')), fs.statSync(path.join(ROOT, 'schema.graphql')).mtimeMs);
  if (built >= sources) return;
  console.log('Byggjer webklienten …');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: undefined });
  const database = await openDatabase(config);
  if (database.notice) console.log(`Database: ${database.notice}.`);
  try {
    buildWebIfNeeded();
  } catch (err) {
    await database.stop().catch(() => {});
    throw new Error(`bygginga av webklienten feila (${errorText(err)})`);
  }
  const db = createDb(database.url, { statementTimeoutMs: config.statementTimeoutMs });
  if (database.migrations.length) console.log(`Migreringar køyrde: ${database.migrations.join(', ')}`);
  const seeded = await seedIfEmpty(db);
  if (seeded) console.log('Demodata lagt inn.');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
  const services = { db, config, mailer, log };
  // Outgoing mail is delivered from the job queue in the database; every process runs a worker.
  const worker = await startJobWorker(services, database.url, { concurrency: config.jobConcurrency }).catch(async (err) => {
    await db.$disconnect().catch(() => {});
    await database.stop().catch(() => {});
    throw err;
  });
  const app = createApp(services, { webDist: WEB_DIST });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    console.log(`\nUtleige køyrer på ${config.publicUrl.replace(/:\d+$/, `:${info.port}`)}  (GraphiQL: /graphql, REST: /api/v1)`);
    console.log(`Database: ${database.embedded ? `innebygd PostgreSQL i ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`);
    if (!config.isProduction) {
      console.log('\nDemo-innloggingar:');
      for (const u of DEMO_USERS) console.log(`  ${u.label.padEnd(24)} ${u.email.padEnd(28)} ${u.password}`);
    }
    console.log('\nCtrl-C stoppar tenaren og databasen.');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stoppar …`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Jobs already taken finish (for at most 30 s); the rest wait in the database for the next start or another
    // process, and a job cut off here is released and run again there.
    await Promise.race([worker.stop(), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    mailer.close();
    await db.$disconnect();
    await database.stop();
    console.log('Stoppa.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(`Kunne ikkje starte: ${errorText(err)}`);
  process.exit(1);
});

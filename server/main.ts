/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo data once, web build if stale, serve. */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { DEMO_USERS, isEmpty, seedIfEmpty } from '../prisma/seed/index.ts';
import { createApp, WEB_DIST } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { openDatabase } from './db/database.ts';
import { errorText } from './errorText.ts';
import { startJobWorker } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';
import { flushKeyUsage } from './services/apiKeys.ts';

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

/** Refuses a port another program holds, before the database starts (not after a minute of start-up). */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new Error(portTaken(port)) : err));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const portTaken = (port: number) => `porten ${port} er i bruk av eit anna program. Stopp det, eller start med ein annan PORT.`;

/** An empty database in production: the demo data's known passwords must not reach a real deployment unasked. */
const EMPTY_IN_PRODUCTION =
  'databasen er tom. I produksjon (NODE_ENV=production) blir demodata ikkje lagt inn av seg sjølv, sidan demo-innloggingane har kjende passord. Set DEMO_DATA=1 for å fylle han med demodata likevel: innloggingane får då tilfeldige passord, skrivne ut éin gong.';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: undefined });
  const host = process.env.HOST ?? '0.0.0.0';
  await assertPortFree(config.port, host);
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
  // In production the demo log-ins get random passwords, shown once below; elsewhere the known demo password.
  const passwords = config.isProduction ? DEMO_USERS.map(() => crypto.randomBytes(12).toString('base64url')) : undefined;
  const seeded = await (async () => {
    if (config.isProduction && !config.demoData && (await isEmpty(db))) throw new Error(EMPTY_IN_PRODUCTION);
    return seedIfEmpty(db, { passwords });
  })().catch(async (err) => {
    await db.$disconnect().catch(() => {});
    await database.stop().catch(() => {});
    throw err;
  });
  if (seeded) console.log('Demodata lagt inn.');
  if (seeded && passwords) {
    console.log('\nDemo-innloggingane fekk tilfeldige passord (dei blir ikkje viste igjen; byt dei med «Gløymt passord» på innloggingssida):');
    for (const [i, u] of DEMO_USERS.entries()) console.log(`  ${u.label.padEnd(24)} ${u.email.padEnd(28)} ${passwords[i]}`);
  }
  if (config.isProduction) {
    if (!process.env.PUBLIC_URL) console.log(`Åtvaring: PUBLIC_URL er ikkje sett; lenkjene i e-postane peikar til ${config.publicUrl}.`);
    if (!config.smtpUrl) console.log(`Åtvaring: SMTP_URL er ikkje sett; e-postane blir ikkje sende, berre lagra i ${path.join(config.dataDir, 'outbox')}.`);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
  const services = { db, config, mailer, log };
  // Outgoing mail is delivered from the job queue in the database; every process runs a worker.
  const worker = await startJobWorker(services, database.url, { concurrency: config.jobConcurrency }).catch(async (err) => {
    await db.$disconnect().catch(() => {});
    await database.stop().catch(() => {});
    throw err;
  });
  const app = createApp(services, { webDist: WEB_DIST });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: host }, (info) => {
    console.log(`\nUtleige køyrer på ${config.publicUrl.replace(/:\d+$/, `:${info.port}`)}  (GraphiQL: /graphql, REST: /api/v1)`);
    console.log(`Database: ${database.embedded ? `innebygd PostgreSQL i ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`);
    if (!config.isProduction) {
      console.log('\nDemo-innloggingar:');
      for (const u of DEMO_USERS) console.log(`  ${u.label.padEnd(24)} ${u.email.padEnd(28)} ${u.password}`);
    }
    console.log('\nCtrl-C stoppar tenaren og databasen.');
  });

  // The port was free a moment ago; should another program take it meanwhile, stop as cleanly as any other failure.
  server.once('error', (err: NodeJS.ErrnoException) => {
    console.error(`Kunne ikkje starte: ${err.code === 'EADDRINUSE' ? portTaken(config.port) : errorText(err)}`);
    void (async () => {
      await worker.stop().catch(() => {});
      await db.$disconnect().catch(() => {});
      await database.stop().catch(() => {});
      process.exit(1);
    })();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: stop now; jobs cut off are released and run again at the next start.
      console.log('Stoppar utan å vente på jobbane.');
      await database.stop().catch(() => {});
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stoppar …`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Jobs already taken finish (for at most 30 s); the rest wait in the database for the next start or another
    // process, and a job cut off here is released and run again there.
    const waiting = setTimeout(() => console.log('Ventar på jobbar som er i gang (høgst 30 s); Ctrl-C ein gong til stoppar med ein gong.'), 1000);
    // Each step on its own: with the database gone (killed, or unreachable) the worker and the client fail to stop
    // cleanly, and the process must still stop, and say so.
    await Promise.race([worker.stop().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    clearTimeout(waiting);
    // The partner keys' use counted in the last seconds (apiKeys.ts) is written before the client closes; with the
    // database gone it is lost, and the process stops all the same.
    await Promise.race([flushKeyUsage().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    mailer.close();
    await db.$disconnect().catch(() => {});
    await database.stop().catch(() => {});
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

/** `npm start` as a person runs it: embedded PostgreSQL, demo data once, a clean stop, data kept on restart. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { useTestDatabase } from '../support/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-start-'));
// As root, PostgreSQL runs as the "postgres" user, which must be able to reach DATA_DIR/pg (mkdtemp makes 0700).
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts server/main.ts and resolves once it prints its address (or exits). */
function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Ctrl-C')) {
        clearInterval(timer);
        resolve({ child, output: () => out, exited });
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      resolve({ child, output: () => out, exited });
    });
    setTimeout(() => reject(new Error(`no start within 90 s:\n${out}`)), 90_000);
  });
}

describe('npm start', () => {
  it('starts on an embedded database with demo data, stops cleanly on Ctrl-C and keeps data on restart', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = await start(env);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('admin@fjordbil.no');
    expect(first.output()).toContain('Demodata lagt inn.');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/steg2`);
    expect(await home.text()).toContain('<div id="root">');
    const gql = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { register(input: { firstname: "Per", lastname: "Vedvarande", phone: "+4799999999", email: "per@example.no", password: "varig123" }) { __typename } }' }),
    });
    expect((await gql.json()).data.register.__typename).toBe('OkPayload');
    // The confirmation link goes to the outbox after the answer; the account is created from it after the restart.
    let key: string | undefined;
    for (let i = 0; i < 100 && !key; i++) {
      const outbox = path.join(dataDir, 'outbox');
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
      const text = files.join('\n').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
      key = /stadfest\?key=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (!key) await new Promise((r) => setTimeout(r, 100));
    }
    expect(key, 'a confirmation mail in the outbox').toBeDefined();
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stoppa.');
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(env);
    expect(second.output()).not.toContain('Demodata lagt inn.');
    const check = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { confirmRegistration(input: { key: "${key}" }) { __typename } }` }),
    });
    expect((await check.json()).data.confirmRegistration.__typename).toBe('ViewerPayload');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('fails with one clear line when the database cannot be reached', async () => {
    const port = await freePort();
    const run = await start({ PORT: String(port), DATABASE_URL: `postgresql://x:y@127.0.0.1:${await freePort()}/nothing` });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n').filter((l) => l.startsWith('Kunne ikkje starte'))).toEqual([
      expect.stringMatching(/^Kunne ikkje starte: Får ikkje kontakt med databasen postgresql:\/\/\*\*\*@127\.0\.0\.1/),
    ]);
  }, 60_000);
});

describe('migrations', () => {
  it('applies a failing migration not at all, and names it', async () => {
    const { url } = await useTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-mig-'));
    fs.mkdirSync(path.join(dir, '30000101000000_broken'));
    fs.writeFileSync(path.join(dir, '30000101000000_broken', 'migration.sql'), 'CREATE TABLE half_done (id int);\nSELECT no_such_function();');
    await expect(migrate(url, dir)).rejects.toThrow(/^Migreringa 30000101000000_broken feila: .*no_such_function/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`);
    await client.end();
    expect(rowCount).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

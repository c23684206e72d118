/**
 * `npm start` as a person runs it: embedded PostgreSQL, demo data once, a clean stop, data kept on restart; and a
 * start after a hard kill, with the database server the killed process left behind.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { binaries, freePort } from '../../server/db/embedded.ts';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { isAlive, waitForExit } from '../../server/db/postmaster.ts';
import { embeddedDatabase, startApp as start, tempDataDir } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';

const dataDir = tempDataDir('utleige-start-');

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

  it('starts after a hard kill left its PostgreSQL running, stopping that orphan first', async () => {
    // What an older version (or a server whose parent-death signal could not be set) leaves behind after `kill -9`:
    // a postgres on our data folder whose parent is gone. Before the fix every start then failed with
    // "Cannot read properties of undefined (reading 'message')".
    const pgDir = path.join(dataDir, 'pg');
    const { postgres } = await binaries();
    const orphanPort = await freePort();
    const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : {};
    // sh starts postgres in the background and exits at once: the server is re-parented, as after its app's death.
    const sh = spawn('sh', ['-c', `"${postgres}" -D "${pgDir}" -p ${orphanPort} -c listen_addresses=127.0.0.1 >/dev/null 2>&1 &`], { ...asPostgres, stdio: 'ignore' });
    await new Promise((resolve) => sh.on('exit', resolve));
    await expect.poll(() => fs.existsSync(path.join(pgDir, 'postmaster.pid')) && /ready/.test(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8')), { timeout: 30_000 }).toBe(true);
    const orphan = embeddedDatabase(dataDir).pid;
    expect(isAlive(orphan)).toBe(true);

    const port = await freePort();
    const app = await start({ PORT: String(port), DATA_DIR: dataDir });
    expect(app.output()).toContain(`stoppa ein attverande PostgreSQL (pid ${orphan})`);
    expect(isAlive(orphan)).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(app.output()).not.toContain('Demodata lagt inn.');

    // A second start on the same folder while the first runs is refused in one line, and leaves the first alone.
    const second = await start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().trim().split('\n').filter((l) => l.startsWith('Kunne ikkje starte'))).toEqual([
      expect.stringMatching(/^Kunne ikkje starte: .*ein annan køyrande prosess \(pid \d+\) brukar han\. Stopp han først, eller start med DATABASE_URL\.$/),
    ]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    // kill -9 of the app: its PostgreSQL stops by itself (parent-death signal), so nothing is left running.
    const server = embeddedDatabase(dataDir).pid;
    app.child.kill('SIGKILL');
    await app.exited;
    expect(await waitForExit(server, 30_000)).toBe(true);
    const again = await start({ PORT: String(port), DATA_DIR: dataDir });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // Its database killed under it: the app can answer nothing, and its health check says so (a supervisor replaces it).
    process.kill(embeddedDatabase(dataDir).pid, 'SIGKILL');
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status, { timeout: 10_000 }).toBe(503);
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
    expect(again.output()).toContain('Stoppa.');
  }, 180_000);

  it('in production fills an empty database with the demo data only when asked, and never with the known password', async () => {
    const dir = tempDataDir('utleige-prod-');
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}` };
    const refused = await start(env);
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim().split('\n').filter((l) => l.startsWith('Kunne ikkje starte'))).toEqual([
      expect.stringMatching(/^Kunne ikkje starte: databasen er tom\. I produksjon .* Set DEMO_DATA=1 /),
    ]);
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid')), 'the database stopped with it').toBe(false);

    const app = await start({ ...env, DEMO_DATA: '1' });
    const out = app.output();
    expect(out).toContain('Demodata lagt inn.');
    expect(out).not.toContain('demo1234');
    expect(out).toContain('Åtvaring: SMTP_URL er ikkje sett');
    const password = /admin@fjordbil\.no\s+(\S+)/.exec(out)?.[1];
    expect(password, 'the network admin\'s password, shown once').toMatch(/^[\w-]{16}$/);
    const login = (pw: string) =>
      fetch(`http://127.0.0.1:${port}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@fjordbil.no', password: pw }) }).then((r) => r.status);
    expect(await login('demo1234')).toBe(400);
    expect(await login(password!)).toBe(200);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 180_000);

  it('refuses a port another program holds in one line, before starting anything', async () => {
    const holder = net.createServer();
    const port = await new Promise<number>((resolve) => holder.listen(0, '0.0.0.0', () => resolve((holder.address() as net.AddressInfo).port)));
    const dir = tempDataDir('utleige-port-');
    const run = await start({ PORT: String(port), DATA_DIR: dir });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n').filter((l) => l.startsWith('Kunne ikkje starte'))).toEqual([
      `Kunne ikkje starte: porten ${port} er i bruk av eit anna program. Stopp det, eller start med ein annan PORT.`,
    ]);
    expect(run.output()).not.toMatch(/EADDRINUSE|node:events|Demodata/);
    expect(fs.existsSync(path.join(dir, 'pg')), 'no database was made').toBe(false);
    holder.close();
  }, 60_000);

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
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
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

  it('refuses a database a newer version has migrated, naming what this version does not know', async () => {
    const { url } = await useTestDatabase();
    // This version, as a newer one leaves the database: every migration of its own applied, and one more.
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-mig-'));
    fs.cpSync(MIGRATIONS_DIR, newer, { recursive: true });
    fs.mkdirSync(path.join(newer, '30000101000000_from_the_future'));
    fs.writeFileSync(path.join(newer, '30000101000000_from_the_future', 'migration.sql'), 'CREATE TABLE from_the_future (id int);');
    expect(await migrate(url, newer)).toContain('30000101000000_from_the_future');
    await expect(migrate(url)).rejects.toThrow(/^Databasen er migrert av ein nyare versjon enn denne \(30000101000000_from_the_future\)/);
    fs.rmSync(newer, { recursive: true, force: true });
  });
});

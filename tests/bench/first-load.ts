/**
 * `npm run bench` (second part): the shop's first load on a slow phone, with the real figures. Starts the real
 * server (`server/main.ts`, production mode) on a fresh embedded database in a temporary folder, opens the front page
 * RUNS times in headless Chromium (fresh cache each time) under the slow-4G profile of tests/support/firstLoad.ts,
 * and prints scripts and styles over the network, the time until the search form is usable and the layout shift,
 * against the goals; then the layout shift on step 2 while the offers arrive. A missed goal is printed (NEI), not
 * turned into an exit code: the figures are the point.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../../server/db/embedded.ts';
import { CHROMIUM } from '../support/browser.ts';
import { kb, measureFirstLoad, measureOffersShift, SLOW_4G, stepTwoPath, type FirstLoad } from '../support/firstLoad.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 5);
const GOALS = { jsBytes: 200 * 1024, usableMs: 2500, layoutShift: 0.1 };

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-first-load-'));
  // PostgreSQL runs as its own user, which must reach the folder (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO_DATA: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { base, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`the server did not answer within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

async function main() {
  console.log(`\nFørste lasting på ein treg telefon: ${SLOW_4G.name}, ${RUNS} køyringar, tom buffer kvar gong.`);
  const { base, stop } = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let missed = false;
  try {
    const loads: FirstLoad[] = [];
    // One warm-up (the server's first requests, Chromium's start), not counted.
    await measureFirstLoad(browser, `${base}/`);
    for (let i = 0; i < RUNS; i += 1) loads.push(await measureFirstLoad(browser, `${base}/`));
    const first = loads[0]!;
    console.log('\nRessursar (første køyring):');
    for (const r of first.resources.filter((x) => x.url.startsWith('http'))) {
      console.log(`  ${r.type.padEnd(10)} ${(r.encoding ?? '-').padEnd(5)} ${kb(r.bytes).padStart(10)}  ${new URL(r.url).pathname}`);
    }
    const js = median(loads.map((l) => l.jsBytes));
    const css = median(loads.map((l) => l.cssBytes));
    const total = median(loads.map((l) => l.totalBytes));
    const usable = loads.map((l) => l.usableMs);
    const shift = Math.max(...loads.map((l) => l.layoutShift));

    const location = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publicLocations { databaseId } }' }),
    }).then(async (r) => ((await r.json()) as { data: { publicLocations: { databaseId: number }[] } }).data.publicLocations[0]!.databaseId);
    const offers = [];
    for (let i = 0; i < Math.min(RUNS, 3); i += 1) offers.push(await measureOffersShift(browser, `${base}${stepTwoPath(location)}`));
    const offersShift = Math.max(...offers.map((o) => o.layoutShift));

    const row = (name: string, value: string, goal: string, ok: boolean) => {
      if (!ok) missed = true;
      console.log(`| ${name} | ${value} | ${goal} | ${ok ? 'ja' : 'NEI'} |`);
    };
    console.log('\n| mål | målt (median) | krav | nådd |');
    console.log('|---|---|---|---|');
    row('JavaScript over nettet (komprimert)', kb(js), `≤ ${kb(GOALS.jsBytes)}`, js <= GOALS.jsBytes);
    row('CSS over nettet (komprimert)', kb(css), '–', true);
    row('alt over nettet (side, skript, stil, GraphQL)', kb(total), '–', true);
    row('søkjeskjemaet brukbart', `${ms(median(usable))} (${ms(Math.min(...usable))}–${ms(Math.max(...usable))})`, `≤ ${ms(GOALS.usableMs)}`, median(usable) <= GOALS.usableMs);
    row('layoutforskyving, framsida (største)', shift.toFixed(3), `≤ ${GOALS.layoutShift}`, shift <= GOALS.layoutShift);
    row('layoutforskyving når tilboda kjem, steg 2 (største)', offersShift.toFixed(3), `≤ ${GOALS.layoutShift}`, offersShift <= GOALS.layoutShift);
  } finally {
    await browser.close();
    await stop();
  }
  if (missed) console.log('\nMinst eitt mål er ikkje nådd (sjå README, «First load»).');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

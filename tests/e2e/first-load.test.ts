/**
 * The first load on a slow phone (tests/support/firstLoad.ts: 150 ms RTT, 1.6 Mbit/s, 4× CPU, fresh cache) stays
 * within loose bounds that a busy test machine cannot break but an uncompressed client does (its scripts alone are
 * about 700 KB): scripts ≤ 400 KB over the network, every script and style sheet compressed, the search form usable
 * within 15 s, no large layout shift. The real figures come from `npm run bench`.
 */
import type { Browser } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { measureFirstLoad, measureOffersShift, stepTwoPath } from '../support/firstLoad.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

describe('first load on a slow phone', () => {
  it('sends compressed scripts and styles within budget, and the search form becomes usable', async () => {
    const load = await measureFirstLoad(browser, `${base}/`);
    const code = load.resources.filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
    expect(code.length).toBeGreaterThan(0);
    // Every script and style sheet of some size travels in brotli (a tiny file may not gain from it).
    for (const r of code.filter((x) => x.bytes > 2048)) expect({ url: r.url, encoding: r.encoding }).toEqual({ url: r.url, encoding: 'br' });
    expect(load.jsBytes).toBeLessThanOrEqual(400 * 1024);
    expect(load.cssBytes).toBeLessThanOrEqual(60 * 1024);
    expect(load.usableMs).toBeLessThanOrEqual(15_000);
    expect(load.layoutShift).toBeLessThanOrEqual(0.25);
  }, 120_000);

  it('a reload revalidates the page (304) and takes the scripts from the cache without asking', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForSelector('main form select');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; type: string }>();
    const wireStatus = new Map<string, number>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? '' }));
    cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.fromDiskCache) fromCache.add(e.requestId);
    });
    cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
    await page.reload();
    await page.waitForSelector('main form select');
    const ids = [...requests].map(([id, r]) => ({ id, ...r }));
    // index.html: asked again (no-cache) and answered 304 from its ETag.
    const doc = ids.find((r) => r.type === 'Document')!;
    expect(wireStatus.get(doc.id)).toBe(304);
    // The hashed scripts: from the cache, never asked for (immutable).
    const scripts = ids.filter((r) => r.url.includes('/assets/') && r.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect({ url: s.url, cached: fromCache.has(s.id), asked: wireStatus.has(s.id) }).toEqual({ url: s.url, cached: true, asked: false });
    await context.close();
  }, 60_000);

  it('the offers arrive on step 2 without a large layout shift', async () => {
    const location = (await server.db.location.findFirst({ where: { status: 'public' }, orderBy: [{ order: 'asc' }, { name: 'asc' }], select: { id: true } }))!.id;
    const { layoutShift } = await measureOffersShift(browser, `${base}${stepTwoPath(location)}`);
    expect(layoutShift).toBeLessThanOrEqual(0.25);
  }, 120_000);
});

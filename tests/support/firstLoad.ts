/**
 * The first load of the shop as a customer on a slow phone sees it, measured in real Chromium: a fresh browser (empty
 * cache), the network and CPU throttled through the DevTools protocol, the front page opened once. Used by
 * `npm run bench` (tests/bench/first-load.ts, the real figures) and by `npm test` (tests/e2e/first-load.test.ts,
 * loose bounds that still catch compression switched off).
 *
 * What is measured:
 * - bytes: what crossed the network per resource (`encodedDataLength` of CDP's `Network.loadingFinished`, i.e. the
 *   compressed body plus the response headers), summed for scripts and for style sheets;
 * - usable: milliseconds from the start of navigation until the step-1 search form is usable: the page holds a form
 *   whose place list is filled (more options than the empty choice) and whose submit button is enabled. React attaches
 *   its event handlers when it commits, so the form answers input from that moment;
 * - layout shift: the sum of every `layout-shift` entry without recent input (Cumulative Layout Shift, without
 *   session windows: the stricter total) from the start until the network is quiet, and the same on step 2 while
 *   the offers arrive.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

export interface Profile {
  name: string;
  /** Round-trip time added to every request, ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  /** CPU slowdown factor (1 = none). */
  cpuSlowdown: number;
}

/** The "slow 4G" phone: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
export const SLOW_4G: Profile = { name: 'slow 4G (150 ms RTT, 1.6 Mbit/s, 4× CPU)', latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };

export interface Resource {
  url: string;
  type: string;
  encoding: string | null;
  bytes: number;
}

export interface FirstLoad {
  /** Script bytes over the network (compressed, headers included). */
  jsBytes: number;
  /** Style sheet bytes over the network. */
  cssBytes: number;
  /** Every byte of the load (document, scripts, styles, GraphQL, images). */
  totalBytes: number;
  /** Milliseconds from navigation start until the search form is usable. */
  usableMs: number;
  /** Layout shift on the front page until the network is quiet. */
  layoutShift: number;
  resources: Resource[];
}

declare global {
  interface Window {
    __usableAt?: number;
    __layoutShift?: number;
  }
}

/**
 * Installed before any script of the page: watches for the usable search form and sums layout shifts. Plain text,
 * not a function: a function would be sent as its source, and tsx (the bench) adds helpers to named functions that
 * do not exist in the page.
 */
const WATCH_PAGE = `(() => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__usableAt !== undefined) return;
    for (const form of document.querySelectorAll('main form')) {
      const select = form.querySelector('select[name="hentested"]') || form.querySelector('select');
      const submit = form.querySelector('button[type="submit"]');
      if (select && select.options.length > 1 && submit && !submit.disabled) {
        window.__usableAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** Records every finished response of the page (type, encoding, bytes over the network). */
function recordResources(cdp: CDPSession): Resource[] {
  const pending = new Map<string, Omit<Resource, 'bytes'>>();
  const done: Resource[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(e.requestId, { url: e.response.url, type: e.type ?? 'Other', encoding: headers['content-encoding'] ?? null });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (r) done.push({ ...r, bytes: e.encodedDataLength });
  });
  return done;
}

/** A fresh phone-sized browser context with the watcher installed, throttled. */
async function phonePage(browser: Browser, profile: Profile): Promise<{ page: Page; cdp: CDPSession; resources: Resource[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript({ content: WATCH_PAGE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const resources = recordResources(cdp);
  await throttle(cdp, profile);
  return { page, cdp, resources, close: () => context.close() };
}

/** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
async function networkQuiet(page: Page, quietMs = 1000, timeoutMs = 30_000) {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => {});
  await page.waitForTimeout(quietMs);
}

/** Opens `url` (the front page) once in a fresh throttled browser context and measures the first load. */
export async function measureFirstLoad(browser: Browser, url: string, profile: Profile = SLOW_4G, timeoutMs = 60_000): Promise<FirstLoad> {
  const { page, resources, close } = await phonePage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: timeoutMs, polling: 100 });
    const usableMs = await page.evaluate(() => window.__usableAt!);
    await networkQuiet(page);
    const layoutShift = await page.evaluate(() => window.__layoutShift ?? 0);
    const sum = (type?: string) => resources.filter((r) => !type || r.type === type).reduce((n, r) => n + r.bytes, 0);
    return { jsBytes: sum('Script'), cssBytes: sum('Stylesheet'), totalBytes: sum(), usableMs, layoutShift, resources: [...resources] };
  } finally {
    await close();
  }
}

/**
 * Layout shift on step 2 while the offers arrive (throttled, fresh context): from opening the step until the
 * offers (or the "no vehicles" answer) are shown and the network is quiet.
 */
export async function measureOffersShift(browser: Browser, url: string, profile: Profile = SLOW_4G, timeoutMs = 60_000): Promise<{ layoutShift: number; offersMs: number }> {
  const { page, close } = await phonePage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForSelector('main h1', { timeout: timeoutMs });
    await page.waitForFunction(() => document.querySelector('main [class*="wz-offer"], main [role="alert"]') !== null, null, { timeout: timeoutMs, polling: 100 });
    const offersMs = await page.evaluate(() => performance.now());
    await networkQuiet(page);
    return { layoutShift: await page.evaluate(() => window.__layoutShift ?? 0), offersMs };
  } finally {
    await close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Step 2's address for a search at `location` from 10:00 on a Wednesday two to three weeks ahead, for three days. */
export function stepTwoPath(location: number, now = new Date()): string {
  const day = new Date(now.getTime() + 14 * 86400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const date = (d: Date) => d.toISOString().slice(0, 10);
  const back = new Date(day.getTime() + 3 * 86400_000);
  const q = new URLSearchParams({ hentested: String(location), hentetid: `${date(day)} 10:00`, leveringstid: `${date(back)} 10:00`, over25: 'true', kunde: 'privat' });
  return `/steg2?${q}`;
}

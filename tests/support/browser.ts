/** Real Chromium (Debian's package) through playwright-core; never a downloaded browser build. */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import type { TestServer } from './server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Content-Security-Policy refusals any page of a launched browser reported. A policy too strict breaks the app, so
 * every browser test file asserts this stays empty after each test (`afterEach(expectNoCspRefusals)`).
 */
export const CSP_REFUSALS: string[] = [];

/** Fails the test when a page refused something under the Content-Security-Policy. */
export function expectNoCspRefusals() {
  const found = CSP_REFUSALS.splice(0);
  if (found.length) throw new Error(`Content-Security-Policy refused:\n${found.join('\n')}`);
}

/** Launches headless Chromium with the flags this closed network needs; closed after the file's tests. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
    ],
  });
  // Every page is watched for Content-Security-Policy refusals (collected in CSP_REFUSALS).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // The page reports each refusal as a DOM event; the init script (not itself subject to the page's policy) turns
    // it into a console line this side can hear.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP refusal: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`));
    });
    context.on('console', (message) => {
      if (message.text().startsWith('CSP refusal:')) CSP_REFUSALS.push(message.text());
    });
    return context;
  };
  afterAll(() => browser.close());
  return browser;
}

/**
 * Waits until the page has drawn two frames (media queries and components reading the width have settled), or
 * 250 ms at most: a busy or throttled renderer may hold its frames back, and an unbounded wait in `page.evaluate`
 * has no timeout of its own, so it would hang the test until the runner's limit with no word of where.
 */
export async function settled(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 250);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * A browser context logged in as `email` through a real log-in: a test client logs in and its session cookie is
 * handed to the browser. `base` is the address `server.listen()` answered; the window is 1280 × 900 unless told.
 */
export async function loggedInContext(
  server: TestServer,
  browser: Browser,
  base: string,
  email: string,
  opts: { password?: string; width?: number; height?: number; context?: Omit<BrowserContextOptions, 'viewport'> } = {},
): Promise<BrowserContext> {
  const client = server.client();
  await client.login(email, opts.password ?? 'demo1234');
  const context = await browser.newContext({ ...opts.context, viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 } });
  await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
  return context;
}

/** The uncaught errors a page throws from now on (a test expects none). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Closes the cookie banner with "Berre nødvendige" when it shows (a page's first visit), so it covers nothing. */
export async function dismissCookies(page: Page): Promise<void> {
  const banner = page.locator('.cookie-banner');
  if (await banner.count()) await banner.getByRole('button', { name: 'Berre nødvendige' }).click();
}

/**
 * Accessibility: axe-core (node_modules/axe-core/axe.min.js, injected into the real page) over every public page at
 * 375 and 1280 px: steps 1 to 6 through a real search and /mottatt after a real order, the log-in pages, Min side
 * logged in, the terms and the privacy statement. Any serious or critical violation fails, and is printed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [375, 1280] as const;

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 4, { title: 'A11y-bil' });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe on the page as it is and returns its serious and critical violations, printed with their elements.
 * (Injected over the DevTools protocol, so the page's Content-Security-Policy stays as strict as in production.)
 */
async function seriousViolations(page: Page, name: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary })) }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = bad.map((v) => `${name}: [${v.impact}] ${v.id} – ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`);
  if (lines.length) console.error(lines.join('\n'));
  return lines;
}

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

/** Waits for the page's heading, then checks it; collects the problems instead of stopping at the first page. */
async function check(page: Page, name: string, heading: string | RegExp, found: string[]) {
  await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toMatch(heading);
  // Pictures and late answers settle first (axe looks at what is on screen).
  await page.waitForLoadState('networkidle');
  found.push(...(await seriousViolations(page, name)));
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('the booking wizard, steps 1 to 6 with a real search, and /mottatt after a real order', async () => {
    const found: string[] = [];
    const page = await newPage(width);
    const period = weekdayAhead('tuesday', 6);
    await page.goto(`${base}/`);
    // The cookie banner is part of the first page and is checked with it.
    await check(page, 'step 1 with the cookie banner', 'Hentestad og tid', found);
    await page.locator('.cookie-banner').getByRole('button', { name: 'Berre nødvendige' }).click();
    await page.selectOption('select[name=hentested]', String(car.location.id));
    await page.fill('input[name=hentetid-dato]', period.pickup.slice(0, 10));
    await page.selectOption('select[name=hentetid-tid]', '10:00');
    await page.fill('input[name=leveringstid-dato]', period.dropoff.slice(0, 10));
    await page.selectOption('select[name=leveringstid-tid]', '10:00');
    await check(page, 'step 1', 'Hentestad og tid', found);
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg2\?/);
    await expect.poll(() => page.locator('.wz-offer').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await check(page, 'step 2', 'Velg leieprodukt', found);
    await page.locator('.wz-offer', { hasText: 'A11y-bil' }).getByRole('button', { name: 'Vel' }).click();
    await page.waitForURL(/\/steg3\?/);
    await check(page, 'step 3', 'Velg forsikring', found);
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg4\?/);
    await check(page, 'step 4', 'Velg tilbehør', found);
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg5\?/);
    await check(page, 'step 5', 'Kundeopplysningar', found);
    // Step 5 with its errors shown.
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect.poll(() => page.locator('.wz-error').count()).toBeGreaterThan(2);
    found.push(...(await seriousViolations(page, 'step 5 with errors')));
    await page.getByLabel('Fornamn').fill('Ada');
    await page.getByLabel('Etternamn').fill('Tilgjengeleg');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByLabel('E-post').fill(`a11y-${width}@example.no`);
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    await check(page, 'step 6', 'Stadfesting', found);
    await page.getByRole('button', { name: 'Bestill' }).click();
    await page.waitForURL(/\/mottatt$/);
    await check(page, '/mottatt', 'Takk for din bestilling!', found);
    expect(found).toEqual([]);
  }, 120_000);

  it('the log-in pages, the terms and the privacy statement', async () => {
    const found: string[] = [];
    const page = await newPage(width);
    await page.goto(`${base}/vilkår`);
    await page.locator('.cookie-banner').getByRole('button', { name: 'Godta' }).click();
    for (const [path, heading] of [
      ['/login', 'Logg inn'],
      ['/opprett', /Opprett/],
      ['/glemt-passord', /Gløymt passord/i],
      ['/tilbakestill?key=ikkje-ein-nokkel', /passord/i],
      ['/vilkår', /vilkår/i],
      ['/personvern', /Personvern/i],
    ] as const) {
      await page.goto(`${base}${path}`);
      await check(page, path, heading, found);
    }
    // The log-in form with its errors.
    await page.goto(`${base}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Logg inn' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect.poll(() => page.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
    found.push(...(await seriousViolations(page, '/login with errors')));
    expect(found).toEqual([]);
  }, 120_000);

  it('Min side, logged in, and the header that names the customer', async () => {
    const found: string[] = [];
    const page = await newPage(width);
    await page.goto(`${base}/login`);
    await page.locator('.cookie-banner').getByRole('button', { name: 'Berre nødvendige' }).click();
    await page.getByLabel('E-post').fill('kunde@example.no');
    await page.getByLabel('Passord', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(/\/konto$/);
    await check(page, '/konto', 'Min side', found);
    await page.goto(`${base}/`);
    await check(page, 'front page logged in', 'Hentestad og tid', found);
    expect(found).toEqual([]);
  }, 60_000);
});

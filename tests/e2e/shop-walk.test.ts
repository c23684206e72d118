/**
 * Defects found by a walk of the public shop, in real Chromium with one server and one browser for the file: each
 * test checks what a customer sees where the walk found it wrong.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 2, { title: 'E2E-turbil' });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A fresh browser at `width` px with the cookie question answered (its banner would cover the lower part). */
async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.goto(`${base}/vilkår`);
  await page.getByRole('button', { name: 'Godta' }).click();
  return page;
}

/** The wizard's query for a two-day rental of the test car, basis insurance and no accessories, plus `extra`. */
function wizardQuery(extra: Record<string, string> = {}) {
  const period = weekdayAhead('wednesday', 3);
  return new URLSearchParams({
    hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16),
    leietype: String(car.option.id), forsikring: 'basis', tilbehor: '', ...extra,
  });
}

describe('the country list on step 5', () => {
  /** The names the open list shows, top to bottom (without the calling codes beside them). */
  async function countryNames(page: Page): Promise<string[]> {
    await page.getByRole('combobox').focus();
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(200);
    return options.evaluateAll((items) => items.map((li) => li.firstChild?.textContent ?? ''));
  }

  it('is in English alphabetical order under /en', async () => {
    const page = await newPage();
    await page.goto(`${base}/en/steg5?${wizardQuery()}`);
    await page.getByLabel('First name').waitFor();
    const names = await countryNames(page);
    const english = new Intl.Collator('en');
    expect(names).toEqual([...names].sort(english.compare));
    // Where the walk found the Norwegian order showing through.
    expect(names.indexOf('Australia')).toBeLessThan(names.indexOf('Azerbaijan'));
    expect(names.indexOf('Peru')).toBeLessThan(names.indexOf('Philippines'));
    expect(names.indexOf('United Arab Emirates')).toBeGreaterThan(names.indexOf('Ukraine'));
    expect(names.at(0)).toBe('Afghanistan');
    await page.context().close();
  });

  it('is in Norwegian alphabetical order (Æ, Ø, Å last) in Norwegian', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg5?${wizardQuery()}`);
    await page.getByLabel('Fornamn').waitFor();
    const names = await countryNames(page);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));
    expect(names.slice(-3)).toEqual(['Øst-Timor', 'Østerrike', 'Åland']);
    await page.context().close();
  });
});

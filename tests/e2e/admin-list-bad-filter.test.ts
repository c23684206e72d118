/**
 * A staff list whose address holds a value the server refuses (a search longer than 200 characters, a NUL, a filter
 * text longer than 100) keeps its frame and names the value with a way out, instead of the whole-page "Systemfeil";
 * the filter popup's text field and the search box cannot be typed past the server's limits. Real Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let context: BrowserContext;

const ADMIN = 'admin@fjordbil.no';
const ACCOUNT = 'systemeier';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  context = await loggedInContext(server, browser, base, ADMIN);
});
afterAll(() => context?.close());
afterEach(expectNoCspRefusals);

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Opens a list of the system owner's account at `path` + `query` and waits for its heading. */
async function openList(page: Page, path: string, query = ''): Promise<void> {
  await page.goto(`${base}/admin/${ACCOUNT}/${path}${query}`);
  await page.waitForSelector('main h1');
}

/** What the page shows a person: its heading, the notice of a refused value, whether the error screen is up. */
async function shown(page: Page) {
  return {
    heading: (await page.locator('main h1').first().textContent())?.trim(),
    errorPage: await page.locator('.error-page').count(),
    systemError: (await page.locator('main').textContent())?.includes('Systemfeil') ?? false,
  };
}

const notice = (page: Page) => page.locator('.kit-list-refusal');
const rowCount = (page: Page) => page.locator('.kit-table tbody tr').count();
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('a staff list with a value the server refuses', () => {
  describe('as the system owner', () => {
    it('the products filter popup cannot take a brand longer than 100 characters, and the list applies what it took', async () => {
      const page = await context.newPage();
      await openList(page, 'produkter');
      await page.getByRole('button', { name: 'Filter' }).click();
      const make = page.getByLabel('Merke');
      await make.pressSequentially('m'.repeat(101));
      expect((await make.inputValue()).length).toBe(100);
      await page.getByRole('button', { name: 'Bruk' }).click();
      await eventually(() => searchParam(page, 'merke')?.length).toBe(100);
      await eventually(() => shown(page)).toEqual({ heading: 'Produkt', errorPage: 0, systemError: false });
      expect(await notice(page).count()).toBe(0);
      // The search box takes what the server takes for a search, and no more.
      const search = page.getByRole('searchbox', { name: 'Søk i produkt' });
      await search.fill('s'.repeat(250));
      expect((await search.inputValue()).length).toBeLessThanOrEqual(200);
      await page.close();
    });

    const lists = [
      { path: 'produkter', heading: 'Produkt' },
      { path: 'lokasjoner', heading: 'Lokasjonar' },
    ];

    for (const { path, heading } of lists) {
      for (const [what, value] of [
        ['a search of 201 characters', 'a'.repeat(201)],
        ['a search holding a NUL', '%00'],
      ] as const) {
        it(`/${path} with ${what} in the address shows the list's frame, names the search and clears it`, async () => {
          const page = await context.newPage();
          await openList(page, path);
          const all = await rowCount(page);
          expect(all).toBeGreaterThan(0);

          // Whether the error screen ever showed, even for a moment, on the way to the notice.
          await page.addInitScript(() => {
            const w = window as unknown as { sawErrorPage: boolean };
            w.sawErrorPage = false;
            new MutationObserver(() => {
              if (document.querySelector('.error-page')) w.sawErrorPage = true;
            }).observe(document, { childList: true, subtree: true });
          });
          await openList(page, path, `?sok=${value}`);
          await eventually(() => notice(page).count()).toBe(1);
          expect(await shown(page)).toEqual({ heading, errorPage: 0, systemError: false });
          expect(await page.evaluate(() => (window as unknown as { sawErrorPage: boolean }).sawErrorPage), 'the error screen flashed').toBe(false);
          const text = await notice(page).textContent();
          expect(text).toContain('Søket kan ikkje brukast');
          expect(text).toContain(value === '%00' ? 'Inneheld teikn som ikkje er tillatne.' : 'Søket er for langt.');
          expect(await page.locator('.kit-toolbar').count()).toBe(1);

          // A reload (the value is still in the address) shows the same.
          await page.reload();
          await page.waitForSelector('main h1');
          await eventually(() => notice(page).count()).toBe(1);
          expect((await shown(page)).errorPage).toBe(0);

          // The way out removes the value and the list is as before.
          await notice(page).getByRole('link', { name: /Fjern «Søk»/ }).click();
          await eventually(() => searchParam(page, 'sok')).toBeNull();
          await eventually(() => notice(page).count()).toBe(0);
          await eventually(() => rowCount(page)).toBe(all);
          expect(await shown(page)).toEqual({ heading, errorPage: 0, systemError: false });
          await page.close();
        });
      }
    }

    it("/produkter with a brand of 101 characters in the address names the filter, and the popup's Nullstill clears it", async () => {
      const page = await context.newPage();
      await openList(page, 'produkter', `?merke=${'m'.repeat(101)}`);
      await eventually(() => notice(page).count()).toBe(1);
      expect(await shown(page)).toEqual({ heading: 'Produkt', errorPage: 0, systemError: false });
      const text = await notice(page).textContent();
      expect(text).toContain('Filteret «Merke» kan ikkje brukast');
      // The server's reason, and by how much.
      expect(text).toContain('Verdien er for lang. Høgst 100 teikn, her er det 101.');
      await page.getByRole('button', { name: /Filter/ }).click();
      await page.getByRole('button', { name: 'Nullstill' }).click();
      await eventually(() => searchParam(page, 'merke')).toBeNull();
      await eventually(() => notice(page).count()).toBe(0);
      expect(await rowCount(page)).toBeGreaterThan(0);
      await page.close();
    });
  });
});

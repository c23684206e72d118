/**
 * The Locations section of the back office as staff use it in real Chromium: the list (search, sort, filters in the
 * address, cards at 375 px), the form (tabs, opening hours, unsaved-change prompts), history, duplicate and delete,
 * as a company manager (may change everything in the company) and as a location employee (may change only bookings).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
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

/** A browser context logged in as `email` (the session cookie from a real log-in). */
async function loggedIn(email: string, width = 1280): Promise<BrowserContext> {
  const client = server.client();
  await client.login(email, 'demo1234');
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
  return context;
}

/** The names in the list's rows, top to bottom. */
async function rowNames(page: Page): Promise<string[]> {
  return page.locator('.kit-table tbody td[data-column="name"]').allTextContents();
}

describe('the locations list', () => {
  describe('as a company manager', () => {
    it('keeps search, sort and filters in the address, so they survive a reload', async () => {
      const context = await loggedIn('bergen@fjordbil.no');
      const page = await context.newPage();
      await page.goto(`${base}/admin/fjordbil-bergen/lokasjoner`);
      const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
      const all = await server.db.location.findMany({ where: { companyId: bergen.id }, orderBy: { name: 'asc' } });
      await expect.poll(() => rowNames(page).then((n) => n.length)).toBe(all.length);
      console.log(await rowNames(page));
      await context.close();
    });
  });
});

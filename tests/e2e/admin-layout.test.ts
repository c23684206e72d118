/**
 * The back office's layout as staff see it in real Chromium, found by a walk through the screens: the wide lists fit
 * a 1280 px laptop with their row actions on one line; the rental product form's ticks sit beside their labels and
 * its image tile is the one file control; a location's opening and closing times stand side by side; and a phone's
 * list shows the direction its default order really runs.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
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
const loggedIn = (email: string, width: number): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width, context: { locale: 'nb-NO' } });

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

/** Where a tick and the text of its label are drawn (the text measured as a range, not as its label's box). */
function tickAndLabel(page: Page, id: string) {
  return page.evaluate((id) => {
    const box = document.getElementById(id)!.getBoundingClientRect();
    const label = document.querySelector(`label[for="${id}"]`)!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = [...range.getClientRects()].filter((r) => r.width > box.width + 1 || r.left > box.right);
    const first = text.find((r) => r.left >= box.right - 1) ?? text[0]!;
    return { width: box.width, height: box.height, right: box.right, middle: box.top + box.height / 2, textLeft: first.left, textTop: first.top, textBottom: first.bottom };
  }, id);
}

describe('the rental product form', () => {
  describe('as a site admin', () => {
    it('draws "Kan bestillast frå annan lokasjon" and "Berre digitalt" as ticks beside their labels, on a laptop and on a phone', async () => {
      for (const width of [1280, 390]) {
        const context = await loggedIn(SITE_ADMIN, width);
        const page = await context.newPage();
        await page.goto(`${base}/admin/${SITE}/leieprodukter/1`);
        await page.locator('#f-isDigital').waitFor({ state: 'attached' });
        await page.locator('details.kit-section', { has: page.locator('#f-isDigital') }).evaluate((d) => ((d as HTMLDetailsElement).open = true));
        for (const name of ['canBeRequestedFromOtherLocation', 'isDigital']) {
          const m = await tickAndLabel(page, `f-${name}`);
          // A tick of its usual size, not a 44 px text box's height or a column's width.
          expect(m.width, `${name} at ${width} px`).toBeLessThan(24);
          expect(m.height, `${name} at ${width} px`).toBeLessThan(24);
          // Its label's text starts just right of it, on its line.
          expect(m.textLeft - m.right, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(m.textLeft - m.right, `${name} at ${width} px`).toBeLessThan(16);
          expect(m.middle, `${name} at ${width} px`).toBeGreaterThan(m.textTop);
          expect(m.middle, `${name} at ${width} px`).toBeLessThan(m.textBottom);
        }
        // The label still ticks its box.
        const digital = page.getByLabel('Berre digitalt');
        const before = await digital.isChecked();
        await page.locator('label[for="f-isDigital"]').click();
        expect(await digital.isChecked()).toBe(!before);
        await context.close();
      }
    }, 60_000);

    it('offers the image through its tile only: the native file input is out of sight but named, focusable and opened by the tile', async () => {
      const context = await loggedIn(SITE_ADMIN, 1280);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${SITE}/leieprodukter/1`);
      const input = page.getByLabel('Last opp bilete', { exact: true });
      await input.waitFor({ state: 'attached' });
      expect(await input.getAttribute('type')).toBe('file');
      // No "Choose File / No file chosen" under the tile: the input takes no room a person could see.
      const box = await input.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.width).toBeLessThanOrEqual(1);
      expect(box.height).toBeLessThanOrEqual(1);
      // Keyboard: the input takes the focus, and the tile shows it.
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-imageFile');
      expect(await page.locator('.kit-image-preview').evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
      // A click on the tile opens the file dialog; the picked file is previewed and named.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.kit-image-preview').click()]);
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 80, b: 160 } } }).png().toBuffer();
      await chooser.setFiles({ name: 'flis.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.locator('.kit-image-preview img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await page.locator('.kit-image-field').textContent()).toContain('flis.png');
      await context.close();
    }, 60_000);
  });
});

describe('a location\'s opening hours', () => {
  describe('as a site admin', () => {
    it('puts a day\'s opening and closing time side by side at 1280 px, named, in the form\'s own font and height', async () => {
      const context = await loggedIn(SITE_ADMIN, 1280);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${SITE}/lokasjoner/2`);
      await page.getByRole('tab', { name: 'Åpningstider' }).click();
      const pickup = page.locator('[data-hours="pickup"]');
      const day = pickup.locator('.kit-hours-row').filter({ has: page.locator('select:visible') }).first();
      await day.waitFor();
      const weekday = (await day.locator('strong').textContent())!;
      const opens = pickup.getByRole('combobox', { name: `${weekday} opnar` });
      const closes = pickup.getByRole('combobox', { name: `${weekday} stengjer` });
      const [a, b] = [(await opens.boundingBox())!, (await closes.boundingBox())!];
      const gap = b.x - (a.x + a.width);
      expect(gap, 'closing time right after the opening time').toBeGreaterThan(0);
      expect(gap).toBeLessThan(40);
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      // A dash between them says "from – to".
      expect(await day.locator('.kit-hours-dash').textContent()).toBe('–');
      // Not the browser's small default in another font: the form's text boxes' height and font.
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const select of [opens, closes]) {
        expect(Math.round((await select.boundingBox())!.height)).toBe(44);
        expect(await select.evaluate((e) => getComputedStyle(e).fontFamily)).toBe(body);
      }
      await context.close();
    }, 30_000);
  });
});

describe('a list\'s sort on a phone', () => {
  describe('as a site admin', () => {
    /** The phone's sort control: the chosen column's and the direction's shown text, and whether the direction is open. */
    const cardSort = async (page: Page) => {
      const sort = page.locator('.kit-card-sort');
      const by = sort.getByLabel('Sorter etter');
      const direction = sort.getByLabel('Retning');
      return {
        by: await by.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent),
        direction: await direction.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent),
        open: await direction.isEnabled(),
      };
    };

    it('shows the direction the default order really runs: newest first for bookings and keys, first first for locations', async () => {
      // Two keys a minute apart (the site has none of its own in the demo data).
      const client = server.client();
      await client.login(SITE_ADMIN, 'demo1234');
      const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
      for (const name of ['Eldre partnar', 'Nyare partnar']) {
        const r = await client.gql(
          'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeySecretPayload { apiKey { databaseId } } } }',
          { input: { accountId: encodeGlobalID('Account', SITE), name, contactEmail: 'api@retning.example', locationIds: [encodeGlobalID('Location', String(location.id))], rights: ['search'] } },
        );
        expect(r.data?.createApiKey.__typename, JSON.stringify(r)).toBe('ApiKeySecretPayload');
        if (name === 'Eldre partnar') {
          await server.db.apiKey.update({ where: { id: r.data.createApiKey.apiKey.databaseId }, data: { createdAt: new Date(Date.now() - 60_000) } });
        }
      }
      const context = await loggedIn(SITE_ADMIN, 390);
      const page = await context.newPage();

      await page.goto(`${base}/admin/${SITE}/booking`);
      await page.locator('.kit-card').first().waitFor();
      expect(await cardSort(page)).toEqual({ by: 'Standard', direction: 'Synkande', open: false });
      const numbers = (await page.locator('.kit-card-title').allTextContents()).map(Number);
      expect(numbers[0]).toBeGreaterThan(numbers[1]!);

      await page.goto(`${base}/admin/${SITE}/partnere`);
      await page.locator('.kit-card').first().waitFor();
      expect(await cardSort(page)).toEqual({ by: 'Standard', direction: 'Synkande', open: false });
      const cards = await page.locator('.kit-card').allTextContents();
      expect(cards.findIndex((c) => c.includes('Nyare partnar'))).toBeLessThan(cards.findIndex((c) => c.includes('Eldre partnar')));

      await page.goto(`${base}/admin/${SITE}/lokasjoner`);
      await page.locator('.kit-card').first().waitFor();
      expect(await cardSort(page)).toEqual({ by: 'Standard', direction: 'Stigande', open: false });

      // Customers: newest first as well.
      await page.goto(`${base}/admin/${SITE}/kunder`);
      await page.locator('.kit-card').first().waitFor();
      expect(await cardSort(page)).toEqual({ by: 'Standard', direction: 'Synkande', open: false });

      // A named sort still shows (and may change) the address's direction.
      await page.goto(`${base}/admin/${SITE}/booking?sorter=createdAt&retning=stigende`);
      await page.locator('.kit-card').first().waitFor();
      expect(await cardSort(page)).toEqual({ by: 'Oppretta', direction: 'Stigande', open: true });
      await context.close();
    }, 60_000);

    it('shows "Retning" and its chosen direction whole on a 390 x 844 phone, on every list', async () => {
      const context = await loggedIn(SITE_ADMIN, 390);
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const list of ['booking', 'kunder', 'produkter', 'leieprodukter', 'lokasjoner']) {
        await page.goto(`${base}/admin/${SITE}/${list}`);
        await page.locator('.kit-card').first().waitFor();
        await settled(page);
        // Each label's text within its box and its field, and each select at least as wide as its longest choice
        // needs beside its arrow (a select cuts its text without a scrollbar to tell: compare with its own size
        // when nothing squeezes it).
        const fields = await page.locator('.kit-card-sort .field').evaluateAll((all) =>
          all.map((field) => {
            const label = field.querySelector('span')!;
            const select = field.querySelector('select')!;
            const free = select.cloneNode(true) as HTMLSelectElement;
            free.style.width = 'max-content';
            free.style.position = 'absolute';
            field.append(free);
            const needs = free.getBoundingClientRect().width;
            free.remove();
            const [f, l, s] = [field, label, select].map((e) => e.getBoundingClientRect());
            return {
              label: label.textContent,
              labelWhole: label.scrollWidth <= label.clientWidth && l.left >= f.left - 0.5 && l.right <= f.right + 0.5,
              selectWhole: s.width >= needs - 0.5 && s.right <= window.innerWidth,
            };
          }),
        );
        expect(fields, list).toEqual([
          { label: 'Sorter etter', labelWhole: true, selectWhole: true },
          { label: 'Retning', labelWhole: true, selectWhole: true },
        ]);
      }
      await context.close();
    }, 60_000);
  });
});

describe('an admin page whose query fails', () => {
  it('names the site\'s support address on the error page, inside the layout', async () => {
    const site = await server.client().gql<{ site: { email: string } }>('query { site { email } }');
    const email = site.data!.site.email;
    expect(email).toContain('@');
    const context = await loggedIn(SITE_ADMIN, 1280);
    const page = await context.newPage();
    // Only the page's own query fails (the layout's answers): the error page is the page's, inside the layout.
    await page.route('**/graphql**', (route) => ((route.request().postData() ?? '').includes('query DashboardPageQuery') ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto(`${base}/admin/${SITE}`);
    const errorPage = page.locator('.error-page');
    await expect.poll(() => errorPage.locator('h1').textContent(), { timeout: 15_000 }).toBe('Kommunikasjonsfeil');
    expect(await errorPage.textContent()).toContain(`kontakt administratoren på ${email}.`);
    expect(await page.locator('.admin-sidebar').count()).toBe(1);
    await context.close();
  });
});

/**
 * The dashboard's tiles and the section navigation in real Chromium (spec 2): a company or location account's links
 * carry `company_id` of its company (not kunder) and each tile lands on a list whose total is its count; a network or
 * site account's links carry none. A company_id outside the account narrows a list to nothing, and an old `?firma=`
 * address lands on the same list under `company_id`. The planning tile opens the week of the earliest booking without
 * a car (its count covers every week; the planner shows one).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planningWeekParam, PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { shopBooking } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, futureWeek } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let bergenId: number;
let sunnmoreId: number;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  bergenId = (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id;
  sunnmoreId = (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } })).id;
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in). */
const loggedIn = (email: string): Promise<BrowserContext> => loggedInContext(server, browser, base, email);

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** The list sections a tile opens, by the tile's path; kunder is not filtered by company (spec 2). */
const LISTS = ['booking', 'produkter', 'leieprodukter', 'lokasjoner'] as const;
const tile = (page: Page, path: string) => page.locator(`a.tile[href^="/admin/"][href*="/${path}"]`);
const total = (page: Page) => page.locator('.kit-pagination [role="status"]').textContent();

/** The company_id of every tile's and every section link's address, by its path. */
async function companyIds(page: Page, selector: string): Promise<Record<string, string | null>> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return Object.fromEntries(hrefs.map((h) => [new URL(h, 'http://x').pathname.split('/')[3] ?? '', new URL(h, 'http://x').searchParams.get('company_id')]));
}

describe('dashboard tiles and section links', () => {
  for (const [email, slug] of [
    ['bergen@fjordbil.no', 'fjordbil-bergen'],
    ['flesland@fjordbil.no', 'bergen-lufthamn-flesland'],
  ] as const) {
    describe(`as ${email} (a ${slug === 'fjordbil-bergen' ? 'company' : 'location'} account)`, () => {
      it('every tile but kunder, and every section link but kunder, carries company_id of the company', async () => {
        const context = await loggedIn(email);
        const page = await context.newPage();
        await page.goto(`${base}/admin/${slug}`);
        await page.waitForSelector('a.tile');
        const own = String(bergenId);
        expect(await companyIds(page, 'a.tile')).toEqual({
          booking: own,
          planlegging: own,
          oppgaver: own,
          kunder: null,
          produkter: own,
          leieprodukter: own,
          lokasjoner: own,
        });
        const nav = await companyIds(page, '.admin-nav-list a');
        expect(nav.kunder).toBeNull();
        for (const path of [...LISTS, 'planlegging']) expect(nav[path], path).toBe(own);
        await context.close();
      });

      for (const path of LISTS) {
        it(`the ${path} tile lands on a list with company_id whose total is the tile's count`, async () => {
          const context = await loggedIn(email);
          const page = await context.newPage();
          await page.goto(`${base}/admin/${slug}`);
          const link = tile(page, path);
          const count = (await link.locator('.badge').textContent())!.trim();
          await link.click();
          await page.waitForURL((url) => url.pathname === `/admin/${slug}/${path}`);
          expect(new URL(page.url()).searchParams.get('company_id')).toBe(String(bergenId));
          await eventually(() => total(page)).toContain(`(${count} treff)`);
          await context.close();
        });
      }
    });
  }

  for (const [email, slug] of [
    ['admin@fjordbil.no', 'systemeier'],
    ['nasjonal@fjordbil.no', 'fjordbil'],
  ] as const) {
    it(`as ${email} (${slug}): no tile and no section link carries company_id, and a tile's count is its list's total`, async () => {
      const context = await loggedIn(email);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${slug}`);
      await page.waitForSelector('a.tile');
      expect(Object.values(await companyIds(page, 'a.tile')).filter((v) => v !== null)).toEqual([]);
      expect(Object.values(await companyIds(page, '.admin-nav-list a')).filter((v) => v !== null)).toEqual([]);
      const link = tile(page, 'produkter');
      const count = (await link.locator('.badge').textContent())!.trim();
      await link.click();
      await page.waitForURL((url) => url.pathname === `/admin/${slug}/produkter`);
      expect(new URL(page.url()).search).toBe('');
      await eventually(() => total(page)).toContain(`(${count} treff)`);
      await context.close();
    });
  }
});

describe('company_id in a list address', () => {
  it("another company's id or one no company has gives an empty list, not an error or that company's rows", async () => {
    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    for (const id of [sunnmoreId, 999_999]) {
      for (const path of LISTS) {
        await page.goto(`${base}/admin/fjordbil-bergen/${path}?company_id=${id}`);
        // An empty list says so once, in its table, without "Side 1 av 1" and page buttons for a page that is not there.
        await eventually(() => page.locator('.kit-empty').count()).toBe(1);
        expect(await page.locator('.kit-pagination').count(), `${path} ${id}`).toBe(0);
        expect(await page.locator('.kit-table tbody td[data-column]').count(), `${path} ${id}`).toBe(0);
        expect(await page.textContent('body')).not.toContain('Ugyldig');
      }
    }
    await context.close();
  });

  it('a network user picks a company by company_id; the list shows that company only', async () => {
    const context = await loggedIn('admin@fjordbil.no');
    const page = await context.newPage();
    const sunnmore = await server.db.location.count({ where: { companyId: sunnmoreId } });
    await page.goto(`${base}/admin/systemeier/lokasjoner?company_id=${sunnmoreId}`);
    await eventually(() => total(page)).toContain(`(${sunnmore} treff)`);
    // The filter popup shows the company chosen and counts it as a filter in effect.
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('1');
    await page.getByRole('button', { name: /^Filter/ }).click();
    expect(await page.locator('select[name="company_id"]').inputValue()).toBe(String(sunnmoreId));
    await context.close();
  });

  it('an old ?firma= address (a global id) lands on the same list under company_id', async () => {
    const context = await loggedIn('admin@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/systemeier/produkter?status=rentable&firma=${encodeURIComponent(encodeGlobalID('Company', sunnmoreId))}`);
    await page.waitForURL((url) => url.searchParams.get('company_id') === String(sunnmoreId));
    const url = new URL(page.url());
    expect(url.searchParams.get('firma')).toBeNull();
    expect(url.searchParams.get('status')).toBe('rentable');
    const expected = await server.db.product.count({ where: { companyId: sunnmoreId, status: 'rentable' } });
    await eventually(() => total(page)).toContain(`(${expected} treff)`);
    await context.close();
  });
});

describe('the planning tile', () => {
  it('opens the week of the earliest booking without a car, which the planner shows in its lane; the count covers every week', async () => {
    // A booking without a car long before any demo booking: the earliest of the account's unplanned ones.
    const klass = await carClass(server.db, 1, { title: 'AA Flis planleggingsflis' });
    const booking = await shopBooking(server, { klass, period: futureWeek(2) });
    const pickupAt = new Date(Math.floor((Date.now() - 200 * 86400_000) / 3600_000) * 3600_000);
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'confirmed', pickupAt, dropoffAt: new Date(pickupAt.getTime() + 2 * 86400_000) } });
    const week = planningWeekParam(pickupAt);

    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/fjordbil-bergen`);
    const link = tile(page, 'planlegging');
    await link.waitFor();
    expect(new URL((await link.getAttribute('href'))!, base).searchParams.get('fra')).toBe(week);
    const count = Number((await link.locator('.badge').textContent())!.trim());
    expect(count).toBeGreaterThanOrEqual(1);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/admin/fjordbil-bergen/planlegging' && url.searchParams.get('fra') === week);
    // The booking is on the board, in its class's lane of cars not yet given one.
    await page.locator(`.plan-block[data-booking-number="${String(booking.id).padStart(4, '0')}"]`).waitFor();
    // Its class's only car moved to another company's place: the booking keeps its lane, and the class says why it
    // has no cars here (the tile counted it, so the planner shows it).
    const elsewhere = await server.db.location.findFirstOrThrow({ where: { companyId: { not: klass.location.companyId }, siteId: klass.location.siteId } });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: elsewhere.id, companyId: elsewhere.companyId } });
    await page.reload();
    const group = page.locator(`.plan-group[data-rental-option-id="${klass.optionGid}"]`);
    await group.locator(`.plan-block[data-booking-number="${String(booking.id).padStart(4, '0')}"]`).waitFor();
    expect(await group.locator('.plan-group-note').textContent()).toBe(PLANNING_MESSAGES.noVehiclesHere);
    expect(await group.locator('.plan-vehicle').count()).toBe(0);
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: klass.location.id, companyId: klass.location.companyId } });

    // Once it is no longer active, the tile leads elsewhere and counts one fewer.
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'completed' } });
    await page.goto(`${base}/admin/fjordbil-bergen`);
    await link.waitFor();
    // The next one is later (a later week, or the planner's own week when that shows it).
    const next = new URL((await link.getAttribute('href'))!, base).searchParams.get('fra');
    expect(next === null || next > week, String(next)).toBe(true);
    expect(Number((await link.locator('.badge').textContent())!.trim())).toBe(count - 1);
    await context.close();
  }, 60_000);
});

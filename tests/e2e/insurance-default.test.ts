/**
 * The default insurance after staff archived Basis, in real Chromium: the shop's step 3 and the staff phone order
 * mark the insurance the server's cart chose (the free one offered), an order keeping it can be placed, and an
 * old link saying forsikring=basis (the default's name) is not repaired as an unknown insurance.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseOslo } from '../../server/domain/time.ts';
import { dismissCookies, expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, SEARCH, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

const UNKNOWN_INSURANCE = 'Forsikringa i lenkja finst ikkje';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 3, { title: 'E2E-forsikringsbil' });
  // This server's own database: Basis is gone for every test in the file, as when staff archive it, and another free
  // insurance is offered (with only paid ones left the cart asks the customer to choose: tests/api/insurance-slug.test.ts).
  const { id: _id, createdAt: _c, updatedAt: _u, ...basis } = await server.db.rentalOption.findUniqueOrThrow({ where: { slug: 'basis' } });
  await server.db.rentalOption.create({ data: { ...basis, slug: 'inkludert-e2e', title: 'Inkludert (e2e)' } });
  await server.db.rentalOption.update({ where: { slug: 'basis' }, data: { status: 'archived' } });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nb-NO' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

/** The insurance the server's cart gives the test car over `period` when the order names none. */
async function defaultInsurance(period: { pickupAt: string; dropoffAt: string }): Promise<{ slug: string; title: string }> {
  const r = await server.client().gql(SEARCH, { input: { pickupLocationId: car.locationGid, ...period }, cart: { rentalOptionId: car.optionGid, accessories: [] } });
  const slug = (r.data.rentalSearch.cart.lines as { lineType: string; slug: string }[]).find((l) => l.lineType === 'insurance')!.slug;
  expect(slug).not.toBe('basis');
  const row = await server.db.rentalOption.findUniqueOrThrow({ where: { slug } });
  return { slug, title: row.title };
}

/** The shop's address for the test car over a Tuesday-to-Thursday `weeks` ahead, plus `extra`. */
function shopPeriod(weeks: number) {
  const p = weekdayAhead('tuesday', weeks);
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({ hentested: String(car.location.id), hentetid: p.pickup.slice(0, 16), leveringstid: p.dropoff.slice(0, 16), leietype: String(car.option.id), ...extra });
  return { query, api: { pickupAt: parseOslo(p.pickup)!.toISOString(), dropoffAt: parseOslo(p.dropoff)!.toISOString() } };
}

const chosenRadios = (page: Page) => page.locator('[role=radio][aria-checked=true]');
const chosenTitle = (page: Page) => chosenRadios(page).evaluateAll((els) => els.map((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()));

describe('the default insurance with Basis archived', () => {
  describe('as a customer in the shop', () => {
    it('step 3 shows the free insurance chosen, and the order keeping it is placed at step 6 with that insurance', async () => {
      const period = shopPeriod(5);
      const expected = await defaultInsurance(period.api);
      const page = await newPage();
      await page.goto(`${base}/steg3?${period.query()}`);
      await page.getByRole('radiogroup').waitFor();
      await dismissCookies(page);
      await eventually(() => chosenTitle(page)).toEqual([expected.title]);

      await page.getByRole('button', { name: 'Neste' }).click();
      await page.waitForURL(/\/steg4\?/);
      expect(await page.locator('.wz-notice').count()).toBe(0);
      await page.getByRole('button', { name: 'Neste' }).click();
      await page.waitForURL(/\/steg5\?/);
      await page.getByLabel('Fornamn').fill('Kari');
      await page.getByLabel('Etternamn').fill('Forsikring');
      await page.getByLabel('Telefon').fill('+47 912 34 571');
      await page.getByLabel('E-post').fill('forsikring.e2e@example.no');
      await page.getByLabel('Vis førarkortet ved henting').check();
      await page.getByLabel(/godtek/).check();
      await page.getByRole('button', { name: 'Neste' }).click();
      await page.waitForURL(/\/steg6\?/);
      await page.getByRole('button', { name: 'Bestill' }).click();
      await page.waitForURL(/\/mottatt$/);
      const booking = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'forsikring.e2e@example.no' }, include: { lines: { include: { rentalOption: true } } } });
      expect(booking.lines.find((l) => l.lineType === 'insurance')?.rentalOption.slug).toBe(expected.slug);
      await page.context().close();
    }, 90_000);

    it('a link saying forsikring=basis gets no unknown-insurance notice and shows the default chosen', async () => {
      const period = shopPeriod(6);
      const expected = await defaultInsurance(period.api);
      const page = await newPage();
      await page.goto(`${base}/steg3?${period.query({ forsikring: 'basis' })}`);
      await page.getByRole('radiogroup').waitFor();
      expect(await page.locator('main').textContent()).not.toContain(UNKNOWN_INSURANCE);
      expect(new URL(page.url()).searchParams.get('forsikring')).toBe('basis');
      await eventually(() => chosenTitle(page)).toEqual([expected.title]);
      // Step 4 from the same link (step 3 passed): no notice there either, and the link keeps its insurance.
      await page.goto(`${base}/steg4?${period.query({ forsikring: 'basis', tilbehor: '' })}`);
      await page.getByRole('heading', { name: 'Velg tilbehør' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain(UNKNOWN_INSURANCE);
      expect(new URL(page.url()).searchParams.get('forsikring')).toBe('basis');
      await page.context().close();
    }, 60_000);

    it('an insurance the shop does not have is still repaired with the notice', async () => {
      const period = shopPeriod(7);
      const page = await newPage();
      await page.goto(`${base}/steg3?${period.query({ forsikring: 'finst-ikkje' })}`);
      await eventually(() => page.locator('.wz-notice').textContent()).toContain(UNKNOWN_INSURANCE);
      expect(new URL(page.url()).searchParams.has('forsikring')).toBe(false);
      await page.context().close();
    }, 60_000);
  });

  describe('as a location manager taking a phone order', () => {
    it('shows the insurance the cart chose as chosen', async () => {
      const pickup = futureOslo(7 * 22);
      const dropoff = futureOslo(7 * 22 + 2);
      const expected = await defaultInsurance({ pickupAt: parseOslo(pickup)!.toISOString(), dropoffAt: parseOslo(dropoff)!.toISOString() });
      const context = await loggedInContext(server, browser, base, 'bergen@fjordbil.no', { height: 1000 });
      const page = await context.newPage();
      await page.goto(`${base}/admin/fjordbil-bergen/booking/ny`);
      await page.locator(`#f-pickupLocationId option[value="${car.locationGid}"]`).waitFor({ state: 'attached' });
      await page.locator('#f-pickupLocationId').selectOption(car.locationGid);
      await page.locator('#f-pickupDate').fill(pickup.slice(0, 10));
      await page.locator('#f-pickupTime').selectOption('10:00');
      await page.locator('#f-dropoffDate').fill(dropoff.slice(0, 10));
      await page.locator('#f-dropoffTime').selectOption('10:00');
      await page.locator('label.nb-offer', { hasText: 'E2E-forsikringsbil' }).locator('input').check();
      const insurances = page.locator('[data-field="insurance"] label.nb-offer');
      await insurances.first().waitFor();
      await eventually(() => insurances.filter({ has: page.locator('input:checked') }).locator('.nb-offer-title').allTextContents()).toEqual([expected.title]);
      await context.close();
    }, 60_000);
  });
});

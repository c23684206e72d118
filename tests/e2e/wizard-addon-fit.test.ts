/**
 * The booking wizard and add-ons that do not fit the vehicle (code review, 2026-11-29), and step 2's "Neste" before a
 * vehicle is chosen, in real Chromium. A child seat chosen for a car and then a trailer chosen instead once left an
 * order nobody could place: the cart refused the seat, step 6 said so and blocked "Bestill", but showed no line to
 * remove, and step 4 (where "Endre" led) no longer listed it. Now the add-on is taken out, and the customer is told.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissCookies, expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;
/** The demo's rental products the tests use, by slug. */
const demo: Record<string, { id: number; title: string; titleEn: string | null }> = {};

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 2, { title: 'E2E-passbil' });
  for (const slug of ['tilhengar', 'barnesete', 'takboks', 'ekstra-sjafor']) {
    demo[slug] = await server.db.rentalOption.findFirstOrThrow({ where: { slug }, select: { id: true, title: true, titleEn: true } });
  }
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

/** The wizard's address for a period at the test car's location (Bergen sentrum, where the demo trailer is), plus `extra`. */
function wizardQuery(period: { pickup: string; dropoff: string }, extra: Record<string, string> = {}) {
  return new URLSearchParams({ hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), ...extra });
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const notice = (page: Page) => page.locator('.wz-notice');

describe('an add-on that does not fit the vehicle chosen', () => {
  it('is taken out when the customer changes from a car to a trailer on step 6, saying so, and the order can be placed', async () => {
    const { id: seat } = demo.barnesete!;
    const { id: driver } = demo['ekstra-sjafor']!;
    const trailer = demo.tilhengar!;
    const page = await newPage();
    const query = wizardQuery(weekdayAhead('wednesday', 7), { leietype: String(car.option.id), forsikring: 'basis', tilbehor: `${seat}:1,${driver}:1` });
    await page.goto(`${base}/steg5?${query}`);
    await page.getByLabel('Fornamn').waitFor();
    await dismissCookies(page);
    await page.getByLabel('Fornamn').fill('Kari');
    await page.getByLabel('Etternamn').fill('Passar');
    await page.getByLabel('Telefon').fill('+47 912 34 571');
    await page.getByLabel('E-post').fill('passar.e2e@example.no');
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    const cart = page.locator('.wz-cart');
    await expect.poll(() => cart.textContent()).toContain('Barnesete');

    // "Endre" on the rental line, then the trailer instead of the car.
    await page.getByRole('link', { name: 'Endre E2E-passbil' }).click();
    await page.waitForURL(/\/steg2\?/);
    const card = page.locator('.wz-offer', { hasText: trailer.title });
    await card.getByRole('button', { name: /^Vel/ }).click();

    // At once: the seat is out of the order and of the address, and the customer reads why; the extra driver stays.
    await expect.poll(() => notice(page).allTextContents()).toEqual([`Barnesete passar ikkje til ${trailer.title} og er teke ut av bestillinga.`]);
    expect(new URL(page.url()).pathname).toBe('/steg3');
    expect(param(page, 'leietype')).toBe(String(trailer.id));
    expect(param(page, 'tilbehor')).toBe(`${driver}:1`);

    // On to step 6 as the customer would: nothing blocks the order, and it holds the trailer and the extra driver only.
    for (const next of ['/steg4', '/steg5', '/steg6']) {
      await page.getByRole('button', { name: 'Neste' }).click();
      await page.waitForURL(new RegExp(`${next}\\?`));
    }
    await expect.poll(() => cart.textContent()).toContain(trailer.title);
    expect(await cart.textContent()).not.toContain('Barnesete');
    expect(await page.locator('.wz-problem').count()).toBe(0);
    const order = page.getByRole('button', { name: 'Bestill' });
    expect(await order.isDisabled()).toBe(false);
    await order.click();
    await page.waitForURL(/\/mottatt$/);
    const booking = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'passar.e2e@example.no' }, include: { lines: true } });
    expect(booking.lines.map((l) => l.rentalOptionId).sort()).toEqual(expect.arrayContaining([trailer.id, driver]));
    expect(booking.lines.some((l) => l.rentalOptionId === seat)).toBe(false);
    await page.context().close();
  }, 120_000);

  it.each(['/steg3', '/steg4', '/steg6'])('is taken out of an old link that holds it (%s), naming every one, instead of a dead end', async (path) => {
    const { id: seat } = demo.barnesete!;
    const { id: box } = demo.takboks!;
    const { id: driver } = demo['ekstra-sjafor']!;
    const trailer = demo.tilhengar!;
    const page = await newPage();
    const query = wizardQuery(weekdayAhead('thursday', 7), { leietype: String(trailer.id), forsikring: 'basis', tilbehor: `${seat}:2,${driver}:1,${box}:1` });
    await page.goto(`${base}${path}?${query}`);
    await expect.poll(() => notice(page).allTextContents()).toEqual([`Barnesete og Takboks passar ikkje til ${trailer.title} og er tekne ut av bestillinga.`]);
    expect(param(page, 'tilbehor')).toBe(`${driver}:1`);
    // Step 6 without accepted terms goes to step 5 (spec 1, section 4); the notice goes with it.
    expect(new URL(page.url()).pathname).toBe(path === '/steg6' ? '/steg5' : path);
    await page.context().close();
  }, 60_000);

  it('keeps an add-on that fits the vehicle, and says nothing', async () => {
    const { id: seat } = demo.barnesete!;
    const page = await newPage();
    const query = wizardQuery(weekdayAhead('thursday', 8), { leietype: String(car.option.id), forsikring: 'basis', tilbehor: `${seat}:2` });
    await page.goto(`${base}/steg4?${query}`);
    await page.locator('.wz-accessories').waitFor();
    expect(param(page, 'tilbehor')).toBe(`${seat}:2`);
    expect(await notice(page).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('is named in English under /en', async () => {
    const seat = demo.barnesete!;
    const trailer = demo.tilhengar!;
    const page = await newPage();
    const query = wizardQuery(weekdayAhead('friday', 7), { leietype: String(trailer.id), forsikring: 'basis', tilbehor: `${seat.id}:1` });
    await page.goto(`${base}/en/steg4?${query}`);
    await expect.poll(() => notice(page).allTextContents()).toEqual([`${seat.titleEn ?? seat.title} does not fit ${trailer.titleEn ?? trailer.title} and has been removed from your order.`]);
    expect(param(page, 'tilbehor')).toBe('');
    await page.context().close();
  }, 60_000);
});

describe('step 2\'s "Neste" before a vehicle is chosen', () => {
  it.each([1280, 375])('can be reached by keyboard and says why it does nothing, in visible text tied to the button (%i px)', async (width) => {
    const page = await newPage(width);
    await page.goto(`${base}/steg2?${wizardQuery(weekdayAhead('tuesday', 7))}`);
    await page.locator('.wz-offer', { hasText: 'E2E-passbil' }).waitFor();
    await dismissCookies(page);
    const next = page.locator('.wz-actions').getByRole('button', { name: 'Neste' });
    // Focusable, and read as unavailable: aria-disabled, not disabled (a disabled button takes no focus). Playwright's
    // isDisabled() counts aria-disabled too, so the DOM property is asked.
    expect(await next.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(false);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await next.getAttribute('title')).toBeNull();
    const reasonId = await next.getAttribute('aria-describedby');
    expect(reasonId).toBeTruthy();
    const reason = page.locator(`[id="${reasonId}"]`);
    expect(await reason.textContent()).toBe('Vel eit leieprodukt først.');
    // The press is announced by a live region that is on the page, empty, before it (one that appears with its text
    // is mostly not read by screen readers).
    const live = page.getByTestId('next-reason-live');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toBe('');

    // By keyboard from "Tilbake": the press keeps the customer on step 2 and shows the reason.
    await page.locator('.wz-actions').getByRole('link', { name: 'Tilbake' }).focus();
    await page.keyboard.press('Tab');
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => reason.isVisible()).toBe(true);
    expect(await live.textContent()).toBe('Vel eit leieprodukt først.');
    expect(new URL(page.url()).pathname).toBe('/steg2');
    expect(param(page, 'leietype')).toBeNull();
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);

    // With a vehicle chosen (back from step 3 to it) it is a plain link to step 3.
    await page.locator('.wz-offer', { hasText: 'E2E-passbil' }).getByRole('button', { name: /^Vel/ }).click();
    await page.waitForURL(/\/steg3\?/);
    await page.locator('.wz-actions').getByRole('link', { name: 'Tilbake' }).click();
    await page.waitForURL(/\/steg2\?/);
    await page.locator('.wz-actions').getByRole('link', { name: 'Neste' }).waitFor();
    expect(await page.locator(`[id="${reasonId}"]`).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

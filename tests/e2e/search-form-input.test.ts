/**
 * Typing into the booking wizard's forms in real Chromium (one server, one browser): a half-typed date sent with Enter,
 * a date typed with its dots, the separate-return controls that replace each other, a country typed in full and left
 * with Tab, and the opening-hours live region on step 1. Each test does what a customer does and checks what the
 * customer (or a screen reader) then meets.
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

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 2, { title: 'E2E-tastebil' });
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

/** Step 1 at the test car's location (plus `extra` in the address), once its form is there and the banner answered. */
async function openStepOne(page: Page, extra: Record<string, string> = {}) {
  await page.goto(`${base}/?${new URLSearchParams({ hentested: String(car.location.id), ...extra })}`);
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Hentestad og tid');
  await page.locator('select[name=hentetid-tid]').waitFor();
  await dismissCookies(page);
}

/** The focused element as a screen reader names it: its tag and its label (or its own text), or BODY. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName}: ${label.trim()}`;
  });
}

const DATE_ERROR = 'Skriv datoen som dd.mm.åååå, til dømes 24.12.2026.';

describe('a half-typed date sent with Enter', () => {
  it('is refused with the date error tied to the field, and focus on the field, without leaving it first', async () => {
    const page = await openPage();
    const field = page.locator('input[name=hentetid-dato]');
    await field.fill('');
    await field.pressSequentially('12.08');
    // Enter in the field, as a phone keyboard's Go does: the field never loses focus before the form is sent.
    await field.press('Enter');
    await expect.poll(() => page.getByText(DATE_ERROR).count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(DATE_ERROR);
    expect(await focused(page)).toBe('INPUT: Hentetidspunkt: dato (dd.mm.åååå)');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await field.inputValue()).toBe('12.08');

    // Typing on hides the error until the field is left or sent again; the complete date is then taken.
    await field.pressSequentially('.');
    expect(await page.getByText(DATE_ERROR).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('in the return field moves focus there and says what is wrong, not the pick-up', async () => {
    const page = await openPage();
    const field = page.locator('input[name=leveringstid-dato]');
    await field.fill('');
    await field.pressSequentially('3');
    await field.press('Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('input[name=hentetid-dato]').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(DATE_ERROR).count()).toBe(1);
    expect(await focused(page)).toBe('INPUT: Leveringstidspunkt: dato (dd.mm.åååå)');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  }, 60_000);

  /** Step 1 with the test car's location chosen. */
  async function openPage() {
    const page = await newPage();
    await openStepOne(page);
    return page;
  }
});

describe('a date typed as d.m.åååå', () => {
  it('reads "1.8.<next year>" as 01.08 and searches with it', async () => {
    const page = await newPage();
    await openStepOne(page);
    const year = new Date().getFullYear() + 1;
    const field = page.locator('input[name=hentetid-dato]');
    await field.fill('');
    await field.pressSequentially(`1.8.${year}`);
    expect(await field.inputValue()).toBe(`01.08.${year}`);
    const time = await page.locator('select[name=hentetid-tid]').inputValue();
    await expect.poll(() => new URL(page.url()).searchParams.get('hentetid')).toBe(`${year}-08-01 ${time}`);
    await field.press('Tab');
    expect(await page.getByText(DATE_ERROR).count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    // The return date typed the same way with a one-digit month only.
    const dropoff = page.locator('input[name=leveringstid-dato]');
    await dropoff.fill('');
    await dropoff.pressSequentially(`14.8.${year}`);
    expect(await dropoff.inputValue()).toBe(`14.08.${year}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('leveringstid')?.slice(0, 10)).toBe(`${year}-08-14`);

    // Pasted with spaces ("2. 9. <year>", 11 characters): once cut at 10 characters before the mask read it.
    await dropoff.fill('');
    await dropoff.focus();
    await page.keyboard.insertText(`22. 9. ${year}`);
    expect(await dropoff.inputValue()).toBe(`22.09.${year}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('leveringstid')?.slice(0, 10)).toBe(`${year}-09-22`);
    await page.context().close();
  }, 60_000);
});

describe('the separate-return controls', () => {
  it('put focus on "Leveringsstad" when it appears, and on the checkbox when it goes, never on <body>', async () => {
    const page = await newPage();
    await openStepOne(page);
    const other = page.getByRole('checkbox', { name: 'Lever på ein annan stad' });
    await other.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('select[name=leveringssted]').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('SELECT: Leveringsstad');

    const same = page.getByRole('button', { name: 'Lever på same stad som hentinga' });
    await same.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('select[name=leveringssted]').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('INPUT: Lever på ein annan stad');
    await page.context().close();
  }, 60_000);
});

describe('the country field on step 5', () => {
  it('takes a country typed in full when left with Tab, with its phone prefix, and orders with it', async () => {
    const period = weekdayAhead('wednesday', 6);
    const query = new URLSearchParams({
      hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), kunde: 'privat', over25: 'true',
      leietype: String(car.option.id), forsikring: 'basis', tilbehor: '',
    });
    const page = await newPage();
    await page.goto(`${base}/steg5?${query}`);
    await page.getByLabel('Fornamn').waitFor({ timeout: 15_000 });
    await dismissCookies(page);
    const country = page.getByRole('combobox', { name: 'Land' });
    const phone = page.getByLabel('Telefon');
    expect(await country.inputValue()).toBe('Norge');

    // A part of a name left with Tab changes nothing, as before.
    await country.click();
    await page.keyboard.type('sver');
    await page.keyboard.press('Tab');
    expect(await country.inputValue()).toBe('Norge');

    // The full name, in any case, is the country.
    await country.click();
    await page.keyboard.type('sverige');
    await page.keyboard.press('Tab');
    expect(await country.inputValue()).toBe('Sverige');
    expect(await phone.inputValue()).toBe('+46 ');

    await page.getByLabel('Fornamn').fill('Sven');
    await page.getByLabel('Etternamn').fill('Svensson');
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('70 123 45 67');
    await page.getByLabel('E-post').fill('sven.tab.e2e@example.se');
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Bestill' }).click();
    await page.waitForURL(/\/mottatt$/, { timeout: 15_000 });
    const booking = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'sven.tab.e2e@example.se' } });
    expect(booking).toMatchObject({ guestCountry: 'SWE', guestPhoneCountryCode: '46' });
    await page.context().close();
  }, 90_000);
});

describe('the opening-hours warnings on step 1', () => {
  it('live in a region that is there, empty and taking no room, before the first warning is added to it', async () => {
    const period = weekdayAhead('wednesday', 5);
    const page = await newPage();
    await openStepOne(page, { hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16) });
    const region = page.locator('.wz-search [aria-live="polite"]');
    expect(await region.count()).toBe(1);
    expect(await region.locator('li').count()).toBe(0);
    // Empty, it shifts nothing: the grids around it stand as far apart as two grids do.
    const layout = await region.evaluate((el) => {
      const before = el.previousElementSibling!.getBoundingClientRect();
      const after = el.nextElementSibling!;
      return { height: el.getBoundingClientRect().height, gap: after.getBoundingClientRect().top - before.bottom, margin: parseFloat(getComputedStyle(after).marginTop) };
    });
    expect(layout.height).toBe(0);
    expect(layout.gap).toBe(layout.margin);
    // The same element must receive the warning, or a screen reader meets a new region and keeps quiet.
    await region.evaluate((el) => {
      (window as unknown as { liveRegion: Element }).liveRegion = el;
    });

    // A return at 23:00: Bergen sentrum takes returns until 22:00.
    await page.locator('select[name=leveringstid-tid]').selectOption('23:00');
    await expect.poll(() => region.locator('li').count()).toBe(1);
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { liveRegion: Element }).liveRegion;
        return kept.isConnected && kept.querySelectorAll('li.wz-warning').length;
      }),
    ).toBe(1);
    await page.context().close();
  }, 60_000);
});

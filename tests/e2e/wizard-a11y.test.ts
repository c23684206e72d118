/**
 * The booking wizard for keyboard and screen-reader users, in real Chromium (one server, one browser): where focus goes
 * when a step changes or a control goes away, what the controls are called, and which parts of an English page are
 * Norwegian. Each test drives the wizard with the keyboard and reads what assistive technology would read.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseOslo } from '../../server/domain/time.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, order, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 4, { title: 'Tastaturbil' });
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

/** Closes the cookie banner in either language (it is another helper's part of the page). */
async function dismissCookies(page: Page) {
  const banner = page.locator('.cookie-banner');
  await banner.waitFor({ timeout: 10_000 }).catch(() => {});
  if (await banner.count()) await banner.getByRole('button', { name: /Berre nødvendige|Necessary only/ }).click();
}

/** The focused element as a screen reader would meet it: its tag, and its text or accessible label. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return `${el.tagName}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`;
  });
}

/** Waits for focus to settle on `expected` (the step's query and chunk load after the key press). */
async function expectFocus(page: Page, expected: string, what = expected) {
  await expect.poll(() => focused(page), { timeout: 15_000, message: what }).toBe(expected);
}

/** Waits until the page's heading reads `title`. */
async function expectHeading(page: Page, title: string) {
  await expect.poll(async () => ((await page.locator('main h1').first().textContent().catch(() => '')) ?? '').trim(), { timeout: 15_000 }).toBe(title);
}

/** The wizard's address at the test car's location for a period `weeks` ahead, plus `extra`. */
function wizardQuery(weeks: number, extra: Record<string, string> = {}): string {
  const period = weekdayAhead('wednesday', weeks);
  return `?${new URLSearchParams({ hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), kunde: 'privat', over25: 'true', ...extra })}`;
}

describe('a step change moves focus to the new step\'s heading', () => {
  it('walks from step 1 to /mottatt with Enter, each new heading focused, none on the first page', async () => {
    const page = await newPage();
    await page.goto(`${base}/${wizardQuery(30)}`);
    await expectHeading(page, 'Hentestad og tid');
    // The first page of a load keeps the browser's own start (focus is not pulled into the page). Answering the cookie
    // banner then puts focus on the main heading (cookie-banner.test.ts), so this is asked before.
    expect(await focused(page)).toBe('BODY');
    await dismissCookies(page);

    await page.getByRole('button', { name: 'Neste' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/steg2\?/);
    await expectFocus(page, 'H1: Velg leieprodukt');

    await page.locator('.wz-offer', { hasText: 'Tastaturbil' }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/steg3\?/);
    await expectFocus(page, 'H1: Velg forsikring');

    for (const [path, heading] of [[/\/steg4\?/, 'H1: Velg tilbehør'], [/\/steg5\?/, 'H1: Kundeopplysningar']] as const) {
      await page.locator('.wz-actions').getByRole('button', { name: 'Neste' }).or(page.locator('.wz-actions').getByRole('link', { name: 'Neste' })).first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(path);
      await expectFocus(page, heading);
    }

    await page.getByLabel('Fornamn').fill('Tor');
    await page.getByLabel('Etternamn').fill('Tastatur');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByLabel('E-post').fill('tastatur@example.no');
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.locator('form.wz-customer button[type=submit]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/steg6\?/);
    await expectFocus(page, 'H1: Stadfesting');

    await page.getByRole('button', { name: 'Bestill' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/mottatt$/);
    await expectFocus(page, 'H1: Takk for din bestilling!');
  }, 90_000);

  it('does the same under /en, and not on a page opened directly', async () => {
    const page = await newPage();
    await page.goto(`${base}/en/steg3${wizardQuery(31, { leietype: String(car.option.id) })}`);
    await expectHeading(page, 'Choose insurance');
    await page.locator('.wz-offer').first().waitFor();
    expect(await focused(page)).toBe('BODY');
    await dismissCookies(page);
    await page.locator('.wz-actions').getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/steg4\?/);
    await expectFocus(page, 'H1: Choose accessories');
    await page.locator('.wz-actions').getByRole('link', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/steg3\?/);
    await expectFocus(page, 'H1: Choose insurance');
  }, 60_000);
});

/** Whether `locator`'s element has focus. */
const hasFocus = (locator: import('playwright-core').Locator) => locator.evaluate((el) => el === document.activeElement);

describe('step 3\'s insurances are one radio group', () => {
  it('names each radio after its insurance, has one tab stop, and arrow keys move and choose like a click', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg3${wizardQuery(32, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await expectHeading(page, 'Velg forsikring');
    await dismissCookies(page);
    const group = page.getByRole('radiogroup', { name: 'Forsikring' });
    const basis = group.getByRole('radio', { name: 'Basis', exact: true });
    const premium = group.getByRole('radio', { name: 'Premium', exact: true });
    await basis.waitFor();
    expect(await basis.getAttribute('aria-checked')).toBe('true');
    expect(await premium.getAttribute('aria-checked')).toBe('false');

    // Tab enters the group at the chosen insurance and leaves it with the next Tab.
    await page.locator('main h1').focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(basis)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('A: Tilbake');
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(basis)).toBe(true);

    // An arrow key moves to the next insurance and chooses it, in the address too.
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/forsikring=premium/);
    await expect.poll(() => premium.getAttribute('aria-checked')).toBe('true');
    expect(await basis.getAttribute('aria-checked')).toBe('false');
    expect(await hasFocus(premium)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.waitForURL(/forsikring=basis/);
    await expect.poll(() => basis.getAttribute('aria-checked')).toBe('true');
    expect(await hasFocus(basis)).toBe(true);
  }, 60_000);

  it('is named in English under /en', async () => {
    const page = await newPage();
    await page.goto(`${base}/en/steg3${wizardQuery(32, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await expectHeading(page, 'Choose insurance');
    const group = page.getByRole('radiogroup', { name: 'Insurance' });
    await group.getByRole('radio', { name: 'Premium', exact: true }).waitFor();
    expect(await group.getByRole('radio', { name: 'Chosen' }).count()).toBe(0);
  }, 60_000);
});

describe('the step bar', () => {
  it('tells a step that can be opened from a locked one by more than colour: its label is underlined', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg3${wizardQuery(33, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await expectHeading(page, 'Velg forsikring');
    const bar = page.locator('.wz-stepbar-desktop');
    const underline = (selector: string) =>
      bar.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el.querySelector('.wz-step-label')!).textDecorationLine));
    // The steps already reached are links; the rest are locked until the steps before them are done. Read once the
    // bar has settled: on a busy machine a step's style was once read while the bar was being replaced (an empty
    // computed value), so each reading is polled until it holds.
    await expect.poll(async () => (await underline('a.wz-step-body')).length).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await underline('[aria-disabled=true].wz-step-body')).length).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => [...new Set(await underline('a.wz-step-body'))]).toEqual(['underline']);
    await expect.poll(async () => [...new Set(await underline('[aria-disabled=true].wz-step-body'))]).toEqual(['none']);
  });
});

describe('step 2\'s choose buttons', () => {
  for (const [prefix, word, heading] of [['', 'Vel', 'Velg leieprodukt'], ['/en', 'Choose', 'Choose rental product']] as const) {
    it(`are named after their vehicle ("${word} Tastaturbil"), each name different${prefix ? ' under /en' : ''}`, async () => {
      const page = await newPage();
      await page.goto(`${base}${prefix}/steg2${wizardQuery(33)}`);
      await expectHeading(page, heading);
      const button = page.getByRole('button', { name: `${word} Tastaturbil`, exact: true });
      await button.waitFor();
      const names = await page.locator('.wz-offer .wz-offer-action button').evaluateAll((buttons) =>
        buttons.map((b) => (b.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim()).join(' ')),
      );
      expect(names.length).toBeGreaterThan(3);
      expect(new Set(names).size).toBe(names.length);
      // Choosing by name works with the keyboard.
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/steg3\?/);
    }, 60_000);
  }
});

/** Fills step 5 (with the licence shown at pick-up and the terms accepted) and goes on to step 6. */
async function throughStepFive(page: Page, query: string, email: string) {
  await page.goto(`${base}/steg5${query}`);
  await expectHeading(page, 'Kundeopplysningar');
  await dismissCookies(page);
  await page.getByLabel('Fornamn').fill('Tor');
  await page.getByLabel('Etternamn').fill('Tastatur');
  await page.getByLabel('Telefon').fill('+47 912 34 567');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Vis førarkortet ved henting').check();
  await page.getByLabel(/godtek/).check();
  await page.locator('form.wz-customer button[type=submit]').click();
  await page.waitForURL(/\/steg6\?/);
  await expectHeading(page, 'Stadfesting');
}

describe('focus stays in the page when the focused control goes away', () => {
  it('keeps focus on the quantity stepper\'s button at the maximum and at 0', async () => {
    const seat = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Barnesete' } });
    expect(seat.maxAmount).toBeGreaterThan(1);
    const page = await newPage();
    await page.goto(`${base}/steg4${wizardQuery(34, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await expectHeading(page, 'Velg tilbehør');
    await dismissCookies(page);
    const more = page.getByRole('button', { name: 'Fleire Barnesete', exact: true });
    await more.focus();
    for (let n = 1; n <= seat.maxAmount; n++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('tilbehor')).toBe(`${seat.id}:${n}`);
    }
    const count = page.locator('.wz-accessory', { hasText: 'Barnesete' }).locator('output');
    await expect.poll(() => count.textContent()).toBe(String(seat.maxAmount));
    expect(await focused(page)).toBe('BUTTON: Fleire Barnesete');
    // Said to be unavailable, and it is.
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    // One more press does nothing: the count stays at the maximum.
    await page.keyboard.press('Enter');
    expect(await count.textContent()).toBe(String(seat.maxAmount));

    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('BUTTON: Færre Barnesete');
    for (let n = seat.maxAmount - 1; n >= 0; n--) {
      await page.keyboard.press('Enter');
      await expect.poll(() => count.textContent()).toBe(String(n));
    }
    expect(await focused(page)).toBe('BUTTON: Færre Barnesete');
    expect(await page.getByRole('button', { name: 'Færre Barnesete', exact: true }).getAttribute('aria-disabled')).toBe('true');
  }, 60_000);

  it('moves focus to the next remove button, then to the cart\'s heading, when accessories are removed on step 6', async () => {
    const [seat, box] = await Promise.all(['Barnesete', 'Takboks'].map((title) => server.db.rentalOption.findFirstOrThrow({ where: { title } })));
    const page = await newPage();
    await throughStepFive(page, wizardQuery(35, { leietype: String(car.option.id), forsikring: 'basis', tilbehor: `${seat!.id}:1,${box!.id}:1` }), 'fjern@example.no');
    const removes = page.locator('.wz-cart').getByRole('button', { name: /^Fjern / });
    await expect.poll(() => removes.count()).toBe(2);
    const [first, second] = await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
    await page.getByRole('button', { name: first, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => removes.count()).toBe(1);
    await expectFocus(page, `BUTTON: ${second}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => removes.count()).toBe(0);
    await expectFocus(page, 'H2: Handlekorg');
  }, 60_000);

  it('gives focus back to "Bestill" when the "no longer available" popup is closed with Escape', async () => {
    const last = await carClass(server.db, 1, { title: 'Sistebil' });
    const period = weekdayAhead('wednesday', 36);
    const page = await newPage();
    const query = `?${new URLSearchParams({ hentested: String(last.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), kunde: 'privat', over25: 'true', leietype: String(last.option.id), forsikring: 'basis', tilbehor: '' })}`;
    await throughStepFive(page, query, 'sein@example.no');
    // Someone else takes the last car while the customer reads step 6.
    const other = await server.client().gql(CREATE, {
      input: order(last.locationGid, last.optionGid, { pickupAt: parseOslo(period.pickup)!.toISOString(), dropoffAt: parseOslo(period.dropoff)!.toISOString() }),
    });
    expect(other.data.createBooking.__typename).toBe('CreateBookingPayload');
    await page.getByRole('button', { name: 'Bestill' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ikkje lenger ledig' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectFocus(page, 'BUTTON: Vel eit anna leieprodukt');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expectFocus(page, 'BUTTON: Bestill');
  }, 60_000);

  it('keeps focus on the language switch when it changes the language, both ways', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg3${wizardQuery(37, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await expectHeading(page, 'Velg forsikring');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/steg3\?/);
    await expectHeading(page, 'Choose insurance');
    await expectFocus(page, 'BUTTON: Norsk');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/steg3');
    await expectHeading(page, 'Velg forsikring');
    await expectFocus(page, 'BUTTON: English');
  }, 60_000);
});

describe('the company\'s Norwegian data on English pages', () => {
  // "Språkbil" has no English texts (its Norwegian ones are marked); the demo's insurances and child seat have English
  // names (read as the page's English).
  /** The language each element matching `selector` inside `scope` is read in (its nearest lang attribute). */
  const langs = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => `${(el.textContent || el.getAttribute('alt') || '').trim()}: ${el.closest('[lang]')?.getAttribute('lang')}`));

  it('is marked lang="no" under /en (names, descriptions, alt texts, cart lines) and not marked on Norwegian pages', async () => {
    const own = await carClass(server.db, 2, { title: 'Språkbil' });
    const seats = await server.db.productTag.findFirstOrThrow({ where: { slug: 'seats' } });
    await server.db.rentalOption.update({
      where: { id: own.option.id },
      data: { description: 'Romsleg bil med god plass til bagasje.', image: '/favicon.svg', imageAltText: 'Raud bil framfor fjorden', tags: { create: { tagId: seats.id, position: 1, value: '5' } } },
    });
    const seat = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Barnesete' } });
    const page = await newPage();
    const query = wizardQuery(38, { leietype: String(own.option.id), forsikring: 'basis', tilbehor: `${seat.id}:1` });

    await page.goto(`${base}/en/steg2${query}`);
    await expectHeading(page, 'Choose rental product');
    await dismissCookies(page);
    const card = '.wz-offer:has(h2:text-is("Språkbil"))';
    await page.locator(card).waitFor();
    expect(await langs(page, `${card} h2, ${card} .wz-offer-text > p:not(.wz-offer-models), ${card} img, ${card} .wz-tags li`)).toEqual([
      'Raud bil framfor fjorden: no',
      'Språkbil: no',
      'Romsleg bil med god plass til bagasje.: no',
      '5 seats: en',
    ]);
    // A tag type the product ships is named in English too (its tooltip); only one staff renamed stays Norwegian.
    expect(await page.locator(`${card} .wz-tags li`).getAttribute('title')).toBe('Seats');

    await page.goto(`${base}/en/steg3${query}`);
    await expectHeading(page, 'Choose insurance');
    await page.locator('.wz-offer h2').first().waitFor();
    expect(new Set((await langs(page, '.wz-offer h2')).map((l) => l.split(': ')[1]))).toEqual(new Set(['en']));

    await page.goto(`${base}/en/steg4${query}`);
    await expectHeading(page, 'Choose accessories');
    await page.locator('.wz-accessory h2', { hasText: 'Child seat' }).waitFor();
    expect(await langs(page, '.wz-accessory h2:text-is("Child seat")')).toEqual(['Child seat: en']);

    await page.goto(`${base}/en/steg5${query}`);
    await expectHeading(page, 'Customer details');
    await page.fill('input[name=firstname]', 'Emma');
    await page.fill('input[name=lastname]', 'Tourist');
    await page.fill('input[name=phone]', '+44 7700 900123');
    await page.fill('input[name=email]', 'emma.lang@example.com');
    await page.locator('input[name=driversLicence][value=bring_on_pickup]').check();
    await page.locator('input[name=termsAccepted]').check();
    await page.locator('form.wz-customer button[type=submit]').click();
    await page.waitForURL(/\/en\/steg6\?/);
    await expectHeading(page, 'Confirmation');
    await page.locator('.wz-cart-line').first().waitFor();
    expect(await langs(page, '.wz-cart-title strong span')).toEqual(['Språkbil: no', 'Basic: en', 'Child seat: en']);

    // A Norwegian page is Norwegian throughout: nothing is marked.
    await page.goto(`${base}/steg2${query}`);
    await expectHeading(page, 'Velg leieprodukt');
    await page.locator(card).waitFor();
    expect(await page.locator('main [lang]').count()).toBe(0);
  }, 90_000);
});

/**
 * The booking wizard in real Chromium: a private and a business customer book from step 1 to /mottatt through the
 * screens, and the order in the database has the total the confirmation showed; the mobile step bar shows the
 * running total.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatKr, toOre } from '../../server/domain/money.ts';
import { addLocalDays, formatOslo, fromOsloLocal, osloParts, parseOslo } from '../../server/domain/time.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, order as orderInput, SEARCH, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  // A class of our own (two cars at Bergen sentrum, 500 kr a day) so no demo booking decides what is free.
  car = await carClass(server.db, 2, { title: 'E2E-bil' });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);


/** "1 298,00 kr" → "1298.00". */
const amountOf = (text: string | null) => {
  const m = /([\d\s\u00a0]+),(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`no amount in ${text}`);
  return `${m[1]!.replace(/\D/g, '')}.${m[2]}`;
};

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

/** Step 1: place, period, customer type; then "Neste". */
async function chooseStepOne(page: Page, period: { pickup: string; dropoff: string }, kind: 'Privat' | 'Bedrift') {
  await page.goto(`${base}/`);
  await expect.poll(() => page.locator('h1').first().textContent()).toBe('Hentestad og tid');
  const banner = page.locator('.cookie-banner');
  if (await banner.count()) await banner.getByRole('button', { name: 'Berre nødvendige' }).click();
  await page.selectOption('select[name=hentested]', String(car.location.id));
  await page.fill('input[name=hentetid-dato]', period.pickup.slice(0, 10));
  await page.selectOption('select[name=hentetid-tid]', '10:00');
  await page.fill('input[name=leveringstid-dato]', period.dropoff.slice(0, 10));
  await page.selectOption('select[name=leveringstid-tid]', '10:00');
  await page.locator('.wz-segmented label', { hasText: kind }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/steg2\?/);
}

/** Steps 2–4: the test car, an insurance, accessories. */
async function chooseProducts(page: Page, insurance: 'Basis' | 'Premium', accessories: { stepper?: string; toggle?: string }) {
  await page.locator('.wz-offer', { hasText: 'E2E-bil' }).getByRole('button', { name: 'Vel' }).click();
  await page.waitForURL(/\/steg3\?/);
  await page.locator('.wz-offer', { hasText: insurance }).getByRole('radio').click();
  await page.waitForURL(new RegExp(`forsikring=${insurance.toLowerCase()}`));
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/steg4\?/);
  if (accessories.stepper) {
    await page.locator('.wz-accessory', { hasText: accessories.stepper }).getByRole('button', { name: /^Fleire/ }).click();
    await page.waitForURL(/tilbehor=\d+/);
  }
  if (accessories.toggle) {
    const toggle = page.locator('.wz-accessory', { hasText: accessories.toggle });
    await toggle.locator('label.wz-toggle').click();
    // The box shows what the address holds once the router has written it (another write, e.g. the stepper's
    // settling, could change the address first, so waiting for any change is not enough).
    await expect.poll(() => toggle.locator('input[type=checkbox]').isChecked()).toBe(true);
  }
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/steg5\?/);
}

/** Step 6: the total shown, then "Bestill" and /mottatt. */
async function order(page: Page, email: string, { doubleClick = false } = {}): Promise<string> {
  await page.waitForURL(/\/steg6\?/);
  const total = page.getByTestId('order-total');
  await expect.poll(() => total.textContent()).toMatch(/kr/);
  const shown = amountOf(await total.textContent());
  await page.getByLabel('Referanse (valfritt)').fill('E2E-ref');
  await page.getByLabel('Kommentar (valfritt)').fill('Kjem med ferja.');
  // A double click must not order twice (the button locks, and both would carry the same Idempotency-Key).
  if (doubleClick) await page.getByRole('button', { name: 'Bestill' }).dblclick();
  else await page.getByRole('button', { name: 'Bestill' }).click();
  await page.waitForURL(/\/mottatt$/);
  await expect.poll(() => page.locator('h1').first().textContent()).toBe('Takk for din bestilling!');
  expect(await page.textContent('main')).toContain(email);
  return shown;
}

async function storedBooking(email: string) {
  return server.db.booking.findFirstOrThrow({
    where: { guestEmail: email },
    include: { lines: { orderBy: { position: 'asc' }, include: { rentalOption: true } } },
  });
}

describe('booking wizard', () => {
  it('books as a private customer from step 1 to /mottatt with the total the screen showed', async () => {
    const page = await newPage(1280);
    await chooseStepOne(page, weekdayAhead('tuesday', 4), 'Privat');
    await expect.poll(() => page.locator('.wz-offer', { hasText: 'E2E-bil' }).textContent()).toContain('inkl. mva');
    await chooseProducts(page, 'Premium', { stepper: 'Barnesete', toggle: 'Takboks' });

    // Step 5: the errors first, then the details.
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect.poll(() => page.locator('.wz-error').count()).toBeGreaterThan(3);
    expect(page.url()).toMatch(/\/steg5\?/);
    await page.getByLabel('Fornamn').fill('Kari');
    await page.getByLabel('Etternamn').fill('Kunde');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByLabel('E-post').fill('kari.e2e@example.no');
    await page.getByRole('combobox', { name: 'Land' }).fill('sver');
    await page.getByRole('option', { name: /Sverige/ }).click();
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    // Each cart line's "Endre" leads to the step that chooses it: the insurance to step 3 (the spec said step 4).
    await page.waitForURL(/\/steg6\?/);
    expect(await page.getByRole('link', { name: 'Endre Premium' }).getAttribute('href')).toMatch(/^\/steg3\?/);
    expect(await page.getByRole('link', { name: 'Endre Barnesete' }).getAttribute('href')).toMatch(/^\/steg4\?/);
    expect(await page.getByRole('link', { name: 'Endre E2E-bil' }).getAttribute('href')).toMatch(/^\/steg2\?/);

    const shown = await order(page, 'kari.e2e@example.no');
    const booking = await storedBooking('kari.e2e@example.no');
    expect(booking.totalPrice.toFixed(2)).toBe(shown);
    expect(booking.orderType).toBe('private');
    expect(booking.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(booking.lines.map((l) => [l.lineType, l.rentalOption.slug, l.amount])).toEqual([
      ['rental', car.option.slug, 1],
      ['insurance', 'premium', 1],
      ['accessory', 'barnesete', 1],
      ['accessory', 'takboks', 1],
    ]);
    expect(booking).toMatchObject({
      guestFirstname: 'Kari',
      guestLastname: 'Kunde',
      guestPhone: '+4791234567',
      guestCountry: 'SWE',
      guestBusinessName: null,
      driversLicence: 'bring_on_pickup',
      insurance: 'premium',
      reference: 'E2E-ref',
      comment: 'Kjem med ferja.',
      acceptedTerms: true,
      above25: true,
      status: 'pending',
    });
    // "køyretøyet", not "bilen": the same page thanks for a trailer.
    expect(await page.textContent('main')).toContain('Hugs å ta med førarkortet når du hentar køyretøyet.');

    // Back from /mottatt: the details are still there, but not the tick, and step 6 says the order was sent already.
    await page.goBack();
    await page.waitForURL(/\/steg5\?/);
    await expect.poll(() => page.getByLabel('Fornamn').inputValue()).toBe('Kari');
    expect(await page.getByLabel(/godtek/).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect.poll(() => page.locator('.wz-error').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/steg5\?/);
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    const number = String(booking.id).padStart(4, '0');
    await expect.poll(() => page.locator('.wz-already-sent').textContent()).toBe(`Du har alt sendt denne bestillinga (nr. ${number}). Trykk «Bestill» berre om du vil bestille det same ein gong til.`);
    expect(await server.db.booking.count({ where: { guestEmail: 'kari.e2e@example.no' } })).toBe(1);
    // Another order (another insurance) is not the one sent: no warning.
    await page.goto(page.url().replace('forsikring=premium', 'forsikring=basis'));
    await page.getByTestId('order-total').waitFor();
    await expect.poll(() => page.locator('.wz-already-sent').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('books as a business customer with an uploaded licence, prices without VAT', async () => {
    const page = await newPage(1280);
    await chooseStepOne(page, weekdayAhead('tuesday', 5), 'Bedrift');
    await expect.poll(() => page.locator('.wz-offer', { hasText: 'E2E-bil' }).textContent()).toContain('eks. mva');
    await chooseProducts(page, 'Basis', { stepper: 'Ekstra sjåfør' });

    await page.getByLabel('Firmanamn').fill('Fjordfrakt AS');
    await page.getByLabel('Organisasjonsnummer').fill('912 345 678');
    await page.getByLabel('Fornamn').fill('Ola');
    await page.getByLabel('Etternamn').fill('Bedrift');
    await page.getByLabel('Telefon').fill('+4790000001');
    await page.getByLabel('E-post').fill('ola.e2e@example.no');
    await page.getByLabel('Last opp førarkortet no').check();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'forarkort.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.textContent('.wz-licence')).toContain('forarkort.png');
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();

    await page.waitForURL(/\/steg6\?/);
    expect(await page.textContent('.wz-cart')).toContain('eks. mva');
    // Invoiced once, 7 days after; monthly only for rentals over one month (spec 1 section 9): the same order for 35
    // days says so.
    const info = () => page.textContent('.wz-info');
    expect(await info()).toContain('Bedrifter får faktura 7 dagar etter leigeperioden, med 14 dagars betalingsfrist.');
    expect(await info()).not.toContain('kvar månad');
    const shortUrl = page.url();
    const longUrl = new URL(shortUrl);
    const [day, time] = longUrl.searchParams.get('hentetid')!.split(' ');
    const end = new Date(`${day}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 35);
    longUrl.searchParams.set('leveringstid', `${end.toISOString().slice(0, 10)} ${time}`);
    await page.goto(longUrl.toString());
    await expect.poll(info).toContain('Ved leige over ein månad sender vi faktura kvar månad.');
    await page.goto(shortUrl);
    await expect.poll(info).not.toContain('kvar månad');
    const shown = await order(page, 'ola.e2e@example.no', { doubleClick: true });
    expect(await server.db.booking.count({ where: { guestEmail: 'ola.e2e@example.no' } })).toBe(1);
    const booking = await storedBooking('ola.e2e@example.no');
    expect(booking.totalPrice.toFixed(2)).toBe(shown);
    expect(booking.lines.map((l) => [l.lineType, l.rentalOption.slug, l.amount])).toEqual([
      ['rental', car.option.slug, 1],
      ['insurance', 'basis', 1],
      ['accessory', 'ekstra-sjafor', 1],
    ]);
    expect(booking).toMatchObject({
      orderType: 'business',
      guestBusinessName: 'Fjordfrakt AS',
      guestBusinessOrgnr: '912345678',
      guestFirstname: 'Ola',
      guestLastname: 'Bedrift',
      guestEmail: 'ola.e2e@example.no',
      guestCountry: 'NOR',
      driversLicence: 'upload',
    });
    expect(await server.db.bookingDocument.count({ where: { bookingId: booking.id } })).toBe(1);
    expect(await page.textContent('main')).not.toContain('Hugs å ta med førarkortet');
    await page.context().close();
  }, 60_000);

  it('refuses a rental longer than 365 days at step 1 with the rule’s message, without searching', async () => {
    const page = await newPage(1280);
    const period = weekdayAhead('tuesday', 2);
    const tooLate = formatOslo(fromOsloLocal(addLocalDays({ ...osloParts(parseOslo(period.pickup)!), hour: 10, minute: 0 }, 366)));
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Hentestad og tid');
    const banner = page.locator('.cookie-banner');
    if (await banner.count()) await banner.getByRole('button', { name: 'Berre nødvendige' }).click();
    await page.selectOption('select[name=hentested]', String(car.location.id));
    await page.fill('input[name=hentetid-dato]', period.pickup.slice(0, 10));
    await page.selectOption('select[name=hentetid-tid]', '10:00');
    await page.fill('input[name=leveringstid-dato]', tooLate.slice(0, 10));
    await page.selectOption('select[name=leveringstid-tid]', '10:00');
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect.poll(() => page.getByText('Leigeperioden kan vere høgst 365 dagar.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('shows the running total in the collapsible mobile step bar at 375 px', async () => {
    const period = weekdayAhead('tuesday', 6);
    const query = new URLSearchParams({
      hentested: String(car.location.id),
      hentetid: period.pickup,
      leveringstid: period.dropoff,
      leietype: String(car.option.id),
      forsikring: 'premium',
    });
    const quote = await server.client().gql(SEARCH, {
      input: { pickupLocationId: car.locationGid, pickupAt: parseOslo(period.pickup)!.toISOString(), dropoffAt: parseOslo(period.dropoff)!.toISOString() },
      cart: { rentalOptionId: car.optionGid, insurance: 'premium' },
    });
    const expected = formatKr(toOre(quote.data.rentalSearch.cart.total)!);

    const page = await newPage(375);
    await page.goto(`${base}/steg4?${query}`);
    const head = page.locator('.wz-mstepper-head');
    await expect.poll(() => head.locator('.wz-mstepper-amount').textContent()).toBe(expected);
    expect(await head.textContent()).toContain('inkl. mva');
    expect(await page.locator('.wz-stepbar-desktop').isVisible()).toBe(false);
    // Opened, it lists the steps with check marks and the price lines.
    await head.click();
    const panel = page.locator('.wz-mstepper-panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('.wz-step.done').count()).toBe(3);
    expect(await panel.textContent()).toContain(expected);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  }, 60_000);

  it('shows a changed price before ordering, and a popup back to step 2 when the last car is gone', async () => {
    const last = await carClass(server.db, 1, { title: 'E2E-siste' });
    const period = weekdayAhead('tuesday', 7);
    const query = new URLSearchParams({
      hentested: String(last.location.id),
      hentetid: period.pickup,
      leveringstid: period.dropoff,
      leietype: String(last.option.id),
      forsikring: 'basis',
      tilbehor: '',
    });
    const page = await newPage(1280);
    await page.goto(`${base}/steg5?${query}`);
    await page.getByLabel('Fornamn').fill('Siri');
    await page.getByLabel('Etternamn').fill('Sein');
    await page.getByLabel('Telefon').fill('+4798765432');
    await page.getByLabel('E-post').fill('siri.e2e@example.no');
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatKr(100_000));

    // The price changes while the customer reads: the order is refused and the new total is shown.
    await server.db.rentalOption.update({ where: { id: last.option.id }, data: { pricePrivateDay: '550' } });
    await page.getByRole('button', { name: 'Bestill' }).click();
    await expect.poll(() => page.locator('.wz-order .wz-problem').textContent()).toContain('Totalprisen stemmer ikkje');
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatKr(110_000));
    expect(page.url()).toMatch(/\/steg6\?/);

    // Someone else takes the last car; "Bestill" then opens the popup with the way back to step 2.
    const other = await server.client().gql(CREATE, {
      input: orderInput(last.locationGid, last.optionGid, { pickupAt: parseOslo(period.pickup)!.toISOString(), dropoffAt: parseOslo(period.dropoff)!.toISOString() }),
    });
    expect(other.data.createBooking.__typename).toBe('CreateBookingPayload');
    await page.getByRole('button', { name: 'Bestill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ikkje lenger ledig' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Vel eit anna leieprodukt' }).click();
    await page.waitForURL(/\/steg2\?/);
    expect(await server.db.booking.count({ where: { guestEmail: 'siri.e2e@example.no' } })).toBe(0);
    await page.context().close();
  }, 60_000);
});

/**
 * More of the booking wizard's walkthrough defects (issue 8: 7, 10, 13, 14) in real Chromium, one server and one
 * browser for the file: each test does what the customer did and checks what the customer (or staff) now sees.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_WARNINGS } from '../../server/domain/openingHours.ts';
import { OTHER_PLACE_MESSAGES } from '../../server/domain/otherPlace.ts';
import { dismissCookies, expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { createUser, gid, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;
let otherPlaceId: number;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 3, { title: 'E2E-turbil', fromOtherLocation: true });
  otherPlaceId = (await server.db.location.findFirstOrThrow({ where: { slug: 'annet-sted' } })).id;
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

/** The wizard's address for a period at the test car's location, plus `extra`. */
function wizardQuery(period: { pickup: string; dropoff: string }, extra: Record<string, string> = {}) {
  return new URLSearchParams({ hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), ...extra });
}

/** Step 5 as a private customer who shows the licence at pick-up. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Fornamn').fill('Kari');
  await page.getByLabel('Etternamn').fill('Tur');
  await page.getByLabel('Telefon').fill('+47 912 34 570');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Vis førarkortet ved henting').check();
  await page.getByLabel(/godtek/).check();
}

const warnings = (page: Page) => page.locator('.wz-warning').allTextContents();

describe('defect 7: "Annet sted"', () => {
  it('says "levere" for a return at "Annet sted", and keeps the other place\'s opening-hours warning', async () => {
    const period = weekdayAhead('tuesday', 3);
    const page = await newPage();
    // Pick-up at "Annet sted" at 03:00, return at Bergen sentrum at 23:00 (it closes for returns at 22:00).
    await page.goto(`${base}/?${wizardQuery({ pickup: period.pickup.replace('10:00', '03:00'), dropoff: period.dropoff.replace('10:00', '23:00') }, { hentested: String(otherPlaceId), leveringssted: String(car.location.id) })}`);
    await page.locator('select[name=hentetid-tid]').waitFor();
    await expect.poll(() => warnings(page)).toEqual([HOURS_WARNINGS.otherPlace, HOURS_WARNINGS.returnOutsideHours]);

    // Return only at "Annet sted": the text speaks of the return, not of "hentast".
    await page.goto(`${base}/?${wizardQuery(period, { leveringssted: String(otherPlaceId) })}`);
    await page.locator('select[name=hentetid-tid]').waitFor();
    await expect.poll(() => warnings(page)).toEqual([HOURS_WARNINGS.otherPlaceReturn]);
    expect((await warnings(page)).join(' ')).not.toContain('hentast');
    await page.context().close();
  }, 60_000);

  it('asks for the address where the customer wants the car, shows it on step 6 and stores it on the booking', async () => {
    const period = weekdayAhead('tuesday', 4);
    const query = wizardQuery(period, { hentested: String(otherPlaceId), leveringssted: String(car.location.id), leietype: String(car.option.id), forsikring: 'basis', tilbehor: '' });
    const page = await newPage(375);
    await page.goto(`${base}/steg5?${query}`);
    await page.getByLabel('Fornamn').waitFor();
    await dismissCookies(page);
    const address = page.getByLabel('Adresse der du vil hente bilen');
    await address.waitFor();
    // Only the pick-up is "Annet sted".
    expect(await page.getByLabel('Adresse der du vil levere bilen').count()).toBe(0);
    await fillDetails(page, 'annet.e2e@example.no');
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect.poll(() => page.getByText(OTHER_PLACE_MESSAGES.pickupRequired).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/steg5');
    await address.fill('Hotell Ullensvang, 5781 Lofthus');
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    await expect.poll(() => page.locator('.wz-summary').textContent()).toContain('Hotell Ullensvang, 5781 Lofthus');
    // The period in Nynorsk like the rest of the shop (and its mails): "tysdag", not bokmål's "tirsdag".
    expect(await page.locator('.wz-summary').textContent()).toMatch(/tysdag \d{1,2}\. [a-zø]+ \d{4} kl\. 10:00/);
    // The address is not in the page's address (it is the customer's, kept in this tab's draft).
    expect(page.url()).not.toContain('Ullensvang');
    await page.getByRole('button', { name: 'Bestill' }).click();
    await page.waitForURL(/\/mottatt$/);
    const booking = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'annet.e2e@example.no' } });
    expect(booking).toMatchObject({ pickupLocationId: otherPlaceId, pickupAddress: 'Hotell Ullensvang, 5781 Lofthus', dropoffAddress: null });
    await page.context().close();
  }, 90_000);
});

describe('defect 10: the network lost while changing step', () => {
  it('shows the catalogue\'s "Kommunikasjonsfeil" with the support address inside the layout, and "Prøv igjen" retries', async () => {
    const site = await server.db.site.findFirstOrThrow();
    const page = await newPage();
    await page.goto(`${base}/steg2?${wizardQuery(weekdayAhead('tuesday', 5))}`);
    const offer = page.locator('.wz-offer', { hasText: 'E2E-turbil' });
    await offer.waitFor();
    await dismissCookies(page);
    let offline = true;
    let refused = 0;
    await page.route('**/graphql**', (route) => (offline ? (refused++, route.abort('internetdisconnected')) : route.fallback()));
    await offer.getByRole('button', { name: 'Vel' }).click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.locator('h1').textContent()).toBe('Kommunikasjonsfeil');
    expect(await alert.textContent()).toContain(`kontakt administratoren på ${site.email}`);
    // Inside the layout: the header and the footer stay.
    expect(await page.locator('.site-header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    const retry = alert.getByRole('button', { name: 'Prøv igjen' });

    // Still offline: it asks the server again, and the same page says so again (not the browser's own error page).
    const before = refused;
    await retry.click();
    await expect.poll(() => refused).toBeGreaterThan(before);
    await expect.poll(() => page.getByRole('alert').locator('h1').textContent()).toBe('Kommunikasjonsfeil');

    offline = false;
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.locator('.wz-offer', { hasText: 'Premium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/steg3');
    expect(await page.locator('h1').first().textContent()).toBe('Velg forsikring');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

describe('a server failure while changing step', () => {
  it('shows "Systemfeil" with "Prøv igjen", which goes on once the server answers again', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg2?${wizardQuery(weekdayAhead('tuesday', 6))}`);
    const offer = page.locator('.wz-offer', { hasText: 'E2E-turbil' });
    await offer.waitFor();
    await dismissCookies(page);
    let failing = true;
    await page.route('**/graphql**', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Uventa feil.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }) })
        : route.fallback(),
    );
    await offer.getByRole('button', { name: 'Vel' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.locator('h1').textContent()).toBe('Systemfeil');
    failing = false;
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.locator('.wz-offer', { hasText: 'Premium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/steg3');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

describe('defect 13: one order_received event per booking, after consent', () => {
  /** Places an order as a private customer from step 5, answering the cookie question with `answer`. */
  async function order(page: Page, email: string, answer: 'Godta' | 'Berre nødvendige', weeks: number) {
    await page.goto(`${base}/steg5?${wizardQuery(weekdayAhead('tuesday', weeks), { leietype: String(car.option.id), forsikring: 'basis', tilbehor: '' })}`);
    await page.getByLabel('Fornamn').waitFor();
    await page.locator('.cookie-banner').getByRole('button', { name: answer }).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.waitForURL(/\/steg6\?/);
    await page.getByRole('button', { name: 'Bestill' }).click();
    await page.waitForURL(/\/mottatt$/);
    await page.getByText('Takk for din bestilling!').waitFor();
    return server.db.booking.findFirstOrThrow({ where: { guestEmail: email } });
  }
  const eventAnswer = (page: Page) =>
    page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('recordOrderReceived'));

  it('records the event once with consent, and a reload of the received page does not count it again', async () => {
    const page = await newPage();
    const recorded = eventAnswer(page);
    const booking = await order(page, 'hending.e2e@example.no', 'Godta', 6);
    expect(JSON.stringify(await (await recorded).json())).toContain('RecordOrderReceivedPayload');
    await expect.poll(() => server.db.analyticsEvent.count({ where: { bookingId: booking.id } })).toBe(1);
    const event = await server.db.analyticsEvent.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(event.name).toBe('order_received');
    expect(event.visitorId).toBe(await page.evaluate(() => localStorage.getItem('visitorId')));

    // A reload asks again; the server keeps the one it has.
    const again = eventAnswer(page);
    await page.reload();
    await page.getByText('Takk for din bestilling!').waitFor();
    await again;
    expect(await server.db.analyticsEvent.count({ where: { bookingId: booking.id } })).toBe(1);
    await page.context().close();
  }, 90_000);

  it('records nothing without consent', async () => {
    const page = await newPage();
    let asked = 0;
    page.on('request', (r) => (r.postData() ?? '').includes('recordOrderReceived') && asked++);
    const booking = await order(page, 'ingen.hending.e2e@example.no', 'Berre nødvendige', 7);
    await page.reload();
    await page.getByText('Takk for din bestilling!').waitFor();
    expect(asked).toBe(0);
    expect(await server.db.analyticsEvent.count({ where: { bookingId: booking.id } })).toBe(0);
    await page.context().close();
  }, 90_000);
});

describe('defect 14: the minor ones', () => {
  const PAST = 'Tidspunktet du valde har alt vore, så vi har flytta henting og levering til dei første tidene vi kan tilby. Sjå over tidene før du går vidare.';

  it('says why a time in the past was moved, from a later step and on step 1', async () => {
    const page = await newPage();
    const past = { pickup: '2024-01-09 10:00:00', dropoff: '2024-01-11 10:00:00' };
    await page.goto(`${base}/steg3?${wizardQuery(past, { leietype: String(car.option.id) })}`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'alt vore' }).textContent()).toBe(PAST);
    expect(new URL(page.url()).searchParams.get('hentetid')).toBeNull();
    await page.goto(`${base}/?${wizardQuery(past)}`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'alt vore' }).textContent()).toBe(PAST);
    await expect.poll(() => new URL(page.url()).searchParams.get('hentetid')).toBeNull();
    await page.context().close();
  }, 60_000);

  it('shows Min side with the phone formatted and "Logg ut" on one line at 1280 px, and confirms the log-out', async () => {
    const customer = await server.db.user.findFirstOrThrow({ where: { email: 'admin@fjordbil.no' } });
    await server.db.user.update({ where: { id: customer.id }, data: { phone: '+4748123456' } });
    const client = server.client();
    await client.login('admin@fjordbil.no', 'demo1234');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nb-NO' });
    await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/konto`);
    const logout = page.getByRole('link', { name: 'Logg ut' });
    await logout.waitFor();
    expect(await page.locator('.facts').textContent()).toContain('+47 481 23 456');
    // An employee has three buttons in the row (and "Endre opplysningar" and "Endre passord" above); none of them
    // breaks its label over two lines.
    const lines = await page.locator('.account-page .actions .button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1, 1]);

    await dismissCookies(page);
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('logout'));
    await expect.poll(() => page.getByText('Du er no logga ut.').count()).toBe(1);
    expect(await client.gql('{ viewer { email } }').then((r) => r.data?.viewer)).toBeNull();
    await context.close();
  }, 60_000);

  it('lists the customer\'s own bookings on Min side, newest first, readable on a phone and in English', async () => {
    await createUser(server.db, 'min.side@example.no', { employee: false });
    const client = server.client();
    await client.login('min.side@example.no', PASSWORD);
    const placed: number[] = [];
    for (const week of [9, 10]) {
      const r = await client.gql(CREATE, { input: order(gid('Location', car.location.id), gid('RentalOption', car.option.id), futureWeek(week)) });
      expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
      placed.push(r.data.createBooking.booking.databaseId);
    }
    await server.db.booking.update({ where: { id: placed[0] }, data: { status: 'confirmed' } });
    const number = (id: number) => String(id).padStart(4, '0');

    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'nb-NO' });
    await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/konto`);
    await page.getByRole('heading', { name: 'Bestillingane dine' }).waitFor();
    const cards = page.locator('.own-booking');
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')))).toEqual([number(placed[1]!), number(placed[0]!)]);
    const newest = await cards.first().textContent();
    expect(newest).toContain(`Bestilling ${number(placed[1]!)}`);
    expect(newest).toContain('Motteken');
    expect(await cards.first().locator(".own-booking-when").first().textContent()).toMatch(/^tysdag /);
    expect(newest).toContain(car.location.name);
    expect(newest).toContain('E2E-turbil');
    expect(newest).toMatch(/tysdag \d{1,2}\. [a-zø]+ \d{4} kl\. \d{2}:00/);
    expect(newest).toMatch(/Totalt: [\d\s\u00a0]+,\d{2}\s?kr inkl\. mva/);
    expect(await cards.nth(1).textContent()).toContain('Stadfesta');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`${base}/en/konto`);
    await page.getByRole('heading', { name: 'Your bookings' }).waitFor();
    expect(await page.locator('.own-booking').first().textContent()).toMatch(/Booking \d{4}Received.*Tuesday \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:00/);
    await context.close();
  }, 60_000);

  it('offers a trailer no child seat and no roof box on step 4, and a car both', async () => {
    const trailer = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'tilhengar' } });
    const page = await newPage();
    const period = weekdayAhead('tuesday', 8);
    await page.goto(`${base}/steg4?${wizardQuery(period, { leietype: String(trailer.id), forsikring: 'basis' })}`);
    await page.locator('.wz-accessory').first().waitFor();
    const offered = await page.locator('.wz-accessory h3, .wz-accessory h2').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.join(' ')).not.toMatch(/Barnesete|Takboks/);
    await page.goto(`${base}/steg4?${wizardQuery(period, { leietype: String(car.option.id), forsikring: 'basis' })}`);
    await page.locator('.wz-accessory', { hasText: 'Barnesete' }).waitFor();
    expect(await page.locator('.wz-accessory', { hasText: 'Takboks' }).count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it('keeps the spec\'s headings ("Velg …") and writes every other text in one form ("Vel")', async () => {
    const page = await newPage();
    const query = wizardQuery(weekdayAhead('tuesday', 9), { leietype: String(car.option.id), forsikring: 'basis' });
    for (const [path, heading] of [['/steg2', 'Velg leieprodukt'], ['/steg3', 'Velg forsikring'], ['/steg4', 'Velg tilbehør']] as const) {
      await page.goto(`${base}${path}?${query}`);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe(heading);
      await page.locator('.wz-offer, .wz-accessory').first().waitFor();
      const text = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('h1').forEach((h) => h.remove());
        return copy.innerText;
      });
      expect(text, path).not.toMatch(/\bVelg\b/);
    }
    await page.context().close();
  }, 60_000);
});

/**
 * The return place in the back office's booking forms, in real Chromium: a location employee (Flesland) moves a
 * booking's return to another company's published place when the customer phones, as the shop would have let the
 * customer choose, and saves; the pick-up list stays their own place. The phone order offers the same return places.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const EMPLOYEE = 'flesland@fjordbil.no';
const FLESLAND = 'bergen-lufthamn-flesland';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width: 1280, height: 900 });
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const optionTexts = (page: Page, select: string) => page.locator(`${select} option`).allTextContents();

describe('the return place, as a location employee', () => {
  it('moves a booking\'s return to another company\'s published place in the edit form and saves it', async () => {
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: FLESLAND } });
    const alesund = await server.db.location.findFirstOrThrow({ where: { slug: 'alesund' } });
    // An order picked up and returned at the airport, for a class kept there.
    const klass = await carClass(server.db, 1);
    await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { locationId: flesland.id } });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: flesland.id } });
    const placed = await server.client().gql(CREATE, { input: order(encodeGlobalID('Location', flesland.id), klass.optionGid, futureWeek(50)) });
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('CreateBookingPayload');
    const id = placed.data.createBooking.booking.databaseId as number;

    const context = await loggedIn(EMPLOYEE);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${FLESLAND}/booking/${id}`);
    await page.waitForSelector('#f-pickupDate');
    // Pick-up at their own place only; the return anywhere the shop offers, Bergen sentrum and Ålesund included.
    expect(await optionTexts(page, '#f-pickupLocationId')).toEqual(['Vel stad', flesland.name]);
    const returns = await optionTexts(page, '#f-dropoffLocationId');
    expect(returns).toContain('Bergen sentrum');
    expect(returns).toContain(alesund.name);
    expect(returns).not.toContain('Ålesund lufthamn Vigra');

    await page.getByLabel('Leveringsstad').selectOption({ label: alesund.name });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.toasts').textContent()).toContain('Bookingen er lagra.');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id } })).dropoffLocationId).toBe(alesund.id);
    // The form shows the saved return (the page loads the booking afresh).
    await eventually(() => page.locator('#f-dropoffLocationId option:checked').textContent()).toBe(alesund.name);
    await context.close();
  });

  it('offers the same return places in the phone order, and their own place to pick up at', async () => {
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: FLESLAND } });
    const context = await loggedIn(EMPLOYEE);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${FLESLAND}/booking/ny`);
    await page.waitForSelector('#f-dropoffLocationId');
    const pickup = await optionTexts(page, '#f-pickupLocationId');
    expect(pickup).toHaveLength(2);
    expect(pickup[1]).toContain(flesland.name);
    // Named with their town where it differs ("Bergen sentrum (Bergen)"), "Annet sted" by itself, as the shop does.
    const returns = await optionTexts(page, '#f-dropoffLocationId');
    expect(returns[0]).toBe('Same som hentestaden');
    expect(returns).toContain('Bergen sentrum (Bergen)');
    expect(returns).toContain('Ålesund');
    expect(returns).toContain('Annet sted');
    expect(returns.join('|')).not.toContain('Vigra');
    await context.close();
  });
});

/**
 * Moving about the shop around log-in and Min side in real Chromium: Min side asks the server again on each visit (a
 * booking placed in the same tab since it was first shown is there without a reload), and after logging in from the
 * header's "Logg inn" the browser's Back leaves the page as it would have before, instead of showing it twice. The
 * person and the booking are made by the test.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

let made = 0;
async function person() {
  made += 1;
  const email = `navigering-e2e${made}@example.no`;
  const user = await server.db.user.create({ data: { email, firstname: 'Nora', lastname: 'Navigering', phone: '+4791234567', passwordHash: await hashPassword('navigering1') } });
  return { email, user };
}

/** A fresh browser with the cookie question answered, on `path`. */
async function freshPage(path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${base}${path}`);
  await page.getByRole('button', { name: 'Godta' }).click();
  return page;
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill('navigering1');
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

describe('moving about around log-in and Min side', () => {
  it('goes back to the page before after logging in from the header', async () => {
    const { email } = await person();
    const page = await freshPage('/personvern');
    await page.goto(`${base}/vilkår`);
    await page.locator('a.header-account').click();
    await page.waitForURL(/\/login\?redirect=/);
    await logIn(page, email);
    await page.waitForURL(/\/vilk(å|%C3%A5)r$/);
    await expect.poll(() => page.locator('a.header-account').textContent()).toContain('Nora');
    // Back: the page before the terms, not the terms again.
    await page.goBack();
    await page.waitForURL(/\/personvern$/);
    expect(new URL(page.url()).pathname).toBe('/personvern');
  });

  it('shows on Min side a booking placed since it was first shown, coming back in the same tab', async () => {
    const { email, user } = await person();
    const page = await freshPage('/login');
    await logIn(page, email);
    await page.waitForURL(/\/konto$/);
    await expect.poll(() => page.locator('.own-bookings').textContent()).toContain('Du har ingen bestillingar enno.');

    // A booking of theirs is placed meanwhile (another tab, or staff by phone).
    const klass = await carClass(server.db, 1);
    const period = futureWeek(3);
    const booking = await server.db.booking.create({
      data: {
        status: 'confirmed', pickupLocationId: klass.location.id, dropoffLocationId: klass.location.id, pickupAt: new Date(period.pickupAt), dropoffAt: new Date(period.dropoffAt),
        durationHours: 48, totalPrice: '1000.00', companyId: klass.location.companyId, siteId: klass.location.siteId, acceptedTerms: true, customerUserId: user.id,
        lines: { create: [{ position: 0, rentalOptionId: klass.option.id, lineType: 'rental', amount: 1, pricePerDay: '500.00', totalPrice: '1000.00' }] },
      },
    });

    // Away to the shop's front page and back through the header's "Min side", inside the app (no page load).
    await page.locator('a.brand').click();
    await page.waitForURL(new RegExp(`${base}/$`));
    await page.locator('a.header-account').click();
    await page.waitForURL(/\/konto$/);
    // Shown from the store at once, then as the server answers.
    await expect.poll(() => page.locator('.own-booking').evaluateAll((els) => els.map((e) => e.getAttribute('data-booking'))), { timeout: 10_000 }).toEqual([bookingNumber(booking.id)]);
  });
});

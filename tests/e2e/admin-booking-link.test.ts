/**
 * The staff notice mail's link, `/admin?booking={id}`, in real Chromium: it opens the booking in the reader's own
 * narrowest account that shows it (a branch employee's place, a site admin's site), through the log-in when the
 * reader is logged out, and says so when the booking is in none of the reader's accounts.
 */
import type { Browser } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { shopBooking } from '../support/bookings.ts';
import { gid } from '../support/fixtures.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { carClass } from '../support/shop.ts';
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

/** A shop order picked up at Flesland (its mailbox is the branch employee's). */
async function fleslandBooking() {
  const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
  const klass = await carClass(server.db, 1);
  await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: flesland.id } });
  await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { locationId: flesland.id } });
  return shopBooking(server, { klass: { ...klass, location: flesland, locationGid: gid('Location', flesland.id) } });
}

describe('/admin?booking={id}', () => {
  it('opens the booking in the branch employee\'s own account, after the log-in when logged out', async () => {
    const b = await fleslandBooking();
    const page = await browser.newPage();
    await page.goto(`${base}/admin?booking=${b.id}`);
    await page.waitForURL(/\/login\?/);
    await page.getByLabel('E-post').fill('flesland@fjordbil.no');
    await page.getByLabel('Passord').fill('demo1234');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(new RegExp(`/admin/bergen-lufthamn-flesland/booking/${b.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toContain(bookingNumber(b.id));
    await page.context().close();
  });

  it('opens it in the site admin\'s site account, and says so when it is in none of the reader\'s accounts', async () => {
    const b = await fleslandBooking();
    const context = await loggedInContext(server, browser, base, 'nasjonal@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin?booking=${b.id}`);
    const site = await server.db.site.findUniqueOrThrow({ where: { id: b.row.siteId } });
    await page.waitForURL(new RegExp(`/admin/${site.slug}/booking/${b.id}$`));
    // A booking that does not exist (deleted since the mail went): the account list, with why.
    await page.goto(`${base}/admin?booking=999999`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Fann ikkje booking' }).textContent()).toBe(
      'Fann ikkje booking 999999 i kontoane dine. Ho kan vere sletta, eller høyre til ein annan stad.',
    );
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });
});

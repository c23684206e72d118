/**
 * Back to where a page was opened from, in real Chromium: a list's search, filters and page survive opening a row, a
 * copy or "Ny …" and coming back by Avbryt / Tilbake, a save of a new item and a delete; a booking opened from a
 * customer's page goes back to that page, and that page still goes back to the filtered customer list.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
import { copyDemoBooking, createUser } from '../support/fixtures.ts';
import { validLocation } from '../support/locations.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width: 1280, height: 900 });
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** The page's address without the origin: path and query, as the test compares them. */
const address = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};
const row = (page: Page, column: string, text: string) =>
  page.locator('.kit-table tbody tr', { has: page.locator(`td[data-column="${column}"]`, { hasText: text }) });

let seq = 0;
/** A public location of Fjordbil Bergen made for one test through the real write path. */
async function location(label: string) {
  seq += 1;
  const name = `${label}${seq}x${Date.now() % 100000}`;
  const client = server.client();
  await client.login(MANAGER, 'demo1234');
  const r = await client.gql<{ createLocation: { __typename: string; location?: { databaseId: number } } }>(
    `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename ... on CreateLocationSuccess { location { databaseId } } } }`,
    { input: { accountId: encodeGlobalID('Account', BERGEN), ...validLocation(name), status: 'public' } },
    { 'x-account': BERGEN },
  );
  expect(r.data?.createLocation.__typename).toBe('CreateLocationSuccess');
  return { name, id: r.data!.createLocation.location!.databaseId };
}

/** A registered customer with one pending booking of Fjordbil Bergen (copied from a demo booking there). */
async function customerWithBooking(label: string) {
  seq += 1;
  const user = await createUser(server.db, `${label}-${seq}-${Date.now()}@e2e-tilbake.test`, { employee: false });
  const lastname = `${label}${seq}`;
  await server.db.user.update({ where: { id: user.id }, data: { firstname: 'Tora', lastname } });
  const booking = await copyDemoBooking(server.db, BERGEN, { customerUserId: user.id, status: 'pending' });
  return { user: { ...user, lastname }, booking };
}

describe('a list\'s filters survive the pages opened from it', () => {
  it('Locations: Avbryt after Endre, after "Ny lokasjon", and after saving a copy all return to the filtered list', async () => {
    const loc = await location('Attendestad');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const list = `/admin/${BERGEN}/lokasjoner?sok=${loc.name.toLowerCase()}&status=public`;
    await page.goto(base + list);

    await row(page, 'name', loc.name).getByRole('link', { name: 'Endre' }).click();
    await page.waitForURL(new RegExp(`/lokasjoner/${loc.id}$`));
    await page.waitForSelector('#f-name');
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(list);

    await page.getByRole('link', { name: 'Ny lokasjon' }).click();
    await page.waitForSelector('#f-name');
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(list);

    // A copy, saved: its new page replaces "ny", and its Avbryt still leads to the list as it was filtered.
    await row(page, 'name', loc.name).getByRole('link', { name: 'Dupliser' }).click();
    await page.waitForSelector('#f-name');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => server.db.location.count({ where: { name: `${loc.name} (kopi)` } })).toBe(1);
    const saved = await server.db.location.findFirstOrThrow({ where: { name: `${loc.name} (kopi)` } });
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/lokasjoner/${saved.id}`);
    // The saved copy's page as a person sees it (its form holding the copy), not the instant its address changed: on a
    // busy CI machine a click in that instant once left the page where it was (not seen again in runs on this one).
    await eventually(() => page.locator('#f-name').inputValue()).toBe(saved.name);
    await settled(page);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(list);
    await context.close();
  }, 60_000);

  it('Locations: deleting from the form returns to the filtered list, without the deleted row', async () => {
    const loc = await location('Slettattende');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const list = `/admin/${BERGEN}/lokasjoner?sok=${loc.name.toLowerCase()}&sorter=name&retning=stigende`;
    await page.goto(base + list);
    await row(page, 'name', loc.name).getByRole('link', { name: 'Endre' }).click();
    await page.waitForSelector('#f-name');
    await page.locator('.kit-form-bar').getByRole('button', { name: 'Slett' }).click();
    await page.locator('.modal').getByRole('button', { name: 'Slett' }).click();
    await eventually(() => address(page)).toBe(list);
    await eventually(() => page.locator('.kit-table tbody tr').count()).toBe(0);
    expect(await server.db.location.count({ where: { id: loc.id } })).toBe(0);
    await context.close();
  }, 60_000);

  it('Bookings: Avbryt on a booking opened from a filtered list, and on "Ny booking", return to that list', async () => {
    const { booking } = await customerWithBooking('Listebooking');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const list = `/admin/${BERGEN}/booking?sok=${booking.id}&booking_status=pending`;
    await page.goto(base + list);
    await row(page, 'id', String(booking.id)).getByRole('link', { name: 'Endre' }).click();
    await page.waitForURL(new RegExp(`/booking/${booking.id}$`));
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(list);

    await page.getByRole('link', { name: 'Ny booking' }).click();
    await page.waitForURL(/\/booking\/ny$/);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(list);
    await context.close();
  }, 60_000);
});

describe('a booking opened from a customer\'s page', () => {
  it('goes back to the customer\'s page on its Bookingar tab, which still goes back to the filtered customer list', async () => {
    const { user, booking } = await customerWithBooking('Kjedekunde');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const list = `/admin/${BERGEN}/kunder?kundetype=private&sok=${user.lastname}`;
    await page.goto(base + list);
    await page.getByRole('link', { name: `Tora ${user.lastname}` }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/kunder/${user.id}`);
    await page.getByRole('tab', { name: /^Bookingar/ }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/kunder/${user.id}?fane=bookingar`);
    await page.getByRole('region', { name: 'Bookingar' }).getByRole('link', { name: bookingNumber(booking.id) }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/booking/${booking.id}`);

    // Back on the customer's page, on the tab the booking was opened from.
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/kunder/${user.id}?fane=bookingar`);
    expect(await page.getByRole('tab', { name: /^Bookingar/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Tilbake', exact: true }).click();
    await eventually(() => address(page)).toBe(list);
    await context.close();
  }, 60_000);

  it('a person opened from a business customer\'s page goes back to it, and the business page then to the filtered list', async () => {
    const { user } = await customerWithBooking('Bedriftsperson');
    const business = await server.db.customerCompany.create({ data: { name: `Attende Transport ${user.lastname} AS`, orgnr: `96${String(Date.now()).slice(-7)}` } });
    await server.db.user.update({ where: { id: user.id }, data: { customerCompanyId: business.id } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const list = `/admin/${BERGEN}/kunder?kundetype=business&sok=${user.lastname}`;
    await page.goto(base + list);
    await page.getByRole('link', { name: business.name }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    await page.getByRole('link', { name: `Tora ${user.lastname}` }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/kunder/${user.id}`);

    await page.getByRole('link', { name: 'Tilbake', exact: true }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    await page.getByRole('link', { name: 'Tilbake til kundar' }).last().click();
    await eventually(() => address(page)).toBe(list);

    // From the person's "Bedrift:" link the business page's way back is the person, and says plain "Tilbake".
    await page.goto(`${base}/admin/${BERGEN}/kunder/${user.id}`);
    await page.getByRole('link', { name: business.name }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    // The address changes at once; the person's page (whose own "Tilbake" leads to the whole list) stays on screen
    // until the business page has loaded, so wait for its heading before reading or pressing its links.
    await eventually(() => page.locator('main h1').first().textContent()).toBe(business.name);
    expect(await page.getByRole('link', { name: 'Tilbake til kundar' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Tilbake', exact: true }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/kunder/${user.id}`);
    await context.close();
  }, 60_000);

  it('a booking opened straight from its address goes back to the whole booking list', async () => {
    const { booking } = await customerWithBooking('Direktebooking');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/${booking.id}`);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => address(page)).toBe(`/admin/${BERGEN}/booking`);
    await context.close();
  }, 60_000);
});

/**
 * A location employee (Lokasjonsmedarbeider, the lowest staff role) walking the back office in real Chromium: a
 * booking the list offers opens as a normal page, and a count in a list matches the page it opens. Staff: an
 * employee of Bergen lufthamn Flesland made for this file, with objects of its own at Flesland and at a second
 * location of the same company.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, pageErrors } from '../support/browser.ts';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let email: string;
let elsewhere: Awaited<ReturnType<typeof placeWithObjects>>;
let returnedHere: { id: number };
let klass: { id: number; title: string };
const SLUG = 'bergen-lufthamn-flesland';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  const { db } = server;
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const flesland = await db.location.findFirstOrThrow({ where: { slug: SLUG } });
  elsewhere = await placeWithObjects(db, { siteId: bergen.siteId, companyId: bergen.id, label: 'lm-e2e' });
  // Picked up at the other location with its car, returned at Flesland.
  returnedHere = await db.booking.create({
    data: {
      status: 'returned', pickupLocationId: elsewhere.location.id, dropoffLocationId: flesland.id,
      pickupAt: new Date(Date.UTC(2031, 3, 7, 8)), dropoffAt: new Date(Date.UTC(2031, 3, 9, 8)), durationHours: 48,
      totalPrice: '2000.00', companyId: bergen.id, siteId: bergen.siteId, guestFirstname: 'Retur', guestLastname: 'Flesland',
      lines: { create: [{ position: 0, rentalOptionId: elsewhere.rentalOption.id, productId: elsewhere.product.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '2000.00' }] },
    },
  });
  // A vehicle class kept at Flesland with two cars there and one car of the other location.
  const category = await db.productCategory.findFirstOrThrow({ where: { isCar: true, requireTransportationBetweenLocations: true } });
  klass = await db.rentalOption.create({
    data: { title: 'Vandringsklasse', slug: 'vandringsklasse-lm', status: 'private', categoryId: category.id, siteId: bergen.siteId, companyId: bergen.id, locationId: flesland.id },
  });
  const cars = [];
  for (const [i, locationId] of [flesland.id, flesland.id].entries()) {
    cars.push(await db.product.create({ data: { name: `Vandringsbil ${i}`, categoryId: category.id, siteId: bergen.siteId, companyId: bergen.id, companyIdManager: bergen.id, locationId, licensePlate: `VB${20000 + i}` } }));
  }
  const farCar = await db.product.create({
    data: { name: 'Vandringsbil langt unna', categoryId: category.id, siteId: bergen.siteId, companyId: bergen.id, companyIdManager: bergen.id, locationId: elsewhere.location.id, licensePlate: 'VB29999' },
  });
  await db.rentalOptionProduct.createMany({ data: [...cars, farCar].map((p) => ({ rentalOptionId: klass.id, productId: p.id })) });
  const staff = await createUser(db, 'lm-e2e-vandring@fjordbil.no');
  await grant(db, staff.id, 'location_employee', { locationId: flesland.id });
  email = staff.email;
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as the location employee. */
const loggedIn = (width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { password: PASSWORD, width });
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe('a booking returned at the location with a car from another location', () => {
  for (const width of [1280, 390]) {
    it(`opens from the booking list's Endre with the car on its line, not "Forbudt" (${width} px)`, async () => {
      const context = await loggedIn(width);
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(`${base}/admin/${SLUG}/booking`);
      const number = bookingNumber(returnedHere.id);
      await page.locator(`a[href$="/booking/${returnedHere.id}"]:visible`, { hasText: 'Endre' }).first().click();
      await eventually(() => page.locator('h1').first().textContent()).toContain(`Booking ${number}`);
      expect(await page.locator('main').textContent()).not.toContain('Forbudt');
      // The car stays selected on its line (an option the viewer's own vehicles do not hold).
      const vehicle = page.locator('select[name="lines.0.productId"]');
      await eventually(async () => (await vehicle.locator('option:checked').textContent()) ?? '').toContain(elsewhere.product.name);
      await page.getByRole('tab', { name: 'Levering' }).click();
      await eventually(() => page.locator('main').textContent()).toContain(`${elsewhere.product.name} · ${elsewhere.product.licensePlate}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("the booking form's cart at the desk", () => {
  it("adds the site's child seat to a booking at the location and saves it, priced by the engine", async () => {
    const { db } = server;
    const flesland = await db.location.findFirstOrThrow({ where: { slug: SLUG } });
    const suv = await db.rentalOption.findFirstOrThrow({ where: { title: 'SUV 4x4' } });
    const seat = await db.rentalOption.findFirstOrThrow({ where: { title: 'Barnesete' } });
    const here = await db.booking.create({
      data: {
        status: 'confirmed', pickupLocationId: flesland.id, dropoffLocationId: flesland.id,
        pickupAt: new Date(Date.UTC(2032, 5, 7, 8)), dropoffAt: new Date(Date.UTC(2032, 5, 9, 8)), durationHours: 48,
        totalPrice: '2000.00', companyId: flesland.companyId, siteId: flesland.siteId, guestFirstname: 'Barnesete', guestLastname: 'Skranke',
        lines: { create: [{ position: 0, rentalOptionId: suv.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '2000.00' }] },
      },
    });
    const context = await loggedIn();
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${base}/admin/${SLUG}/booking/${here.id}`);
    await page.getByRole('button', { name: 'Legg til linje' }).click();
    const choice = page.getByLabel('Leigeprodukt, linje 2');
    // Offered although the child seat belongs to the site, not to the employee's location.
    await eventually(() => choice.locator('option').allTextContents()).toContain('Barnesete');
    await choice.selectOption({ label: 'Barnesete' });
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await eventually(async () => (await db.bookingLine.findMany({ where: { bookingId: here.id }, orderBy: { position: 'asc' } })).map((l) => l.rentalOptionId)).toEqual([suv.id, seat.id]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the booking list's rental product filter", () => {
  it("offers the other location's class a booking here carries, and filtering by it finds that booking", async () => {
    const context = await loggedIn();
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SLUG}/booking`);
    await page.waitForSelector('.kit-table tbody tr');
    await page.getByRole('button', { name: /^Filter/ }).click();
    // The choices load when the popup opens (they read the account's bookings).
    const choices = () => page.locator('select[name="rentaloption_id"] option').allTextContents();
    await eventually(choices).toContain(elsewhere.rentalOption.title);
    expect(await choices()).toContain(klass.title);
    // The vehicle choices too: the other location's car on the booking returned here.
    await eventually(() => page.locator('select[name="product_id"] option').allTextContents()).toContain(`${elsewhere.product.name} (${elsewhere.product.licensePlate})`);
    await page.selectOption('select[name="rentaloption_id"]', String(elsewhere.rentalOption.id));
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(new RegExp(`rentaloption_id=${elsewhere.rentalOption.id}`));
    await eventually(() => page.locator('.kit-table tbody td[data-column="id"]').allTextContents()).toEqual([bookingNumber(returnedHere.id)]);
    await context.close();
  });
});

describe('a vehicle class with a car at another location', () => {
  it("the Produkt tab counts every car of the class, as the list's Produkt column does, and says why one is not listed", async () => {
    const context = await loggedIn();
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SLUG}/leieprodukter`);
    const row = page.locator('tr', { hasText: klass.title });
    await eventually(() => row.locator('td').allTextContents()).toContain('3');
    await page.goto(`${base}/admin/${SLUG}/leieprodukter/${klass.id}`);
    await page.getByRole('tab', { name: 'Produkt' }).click();
    await eventually(() => page.locator('#ro-products-current').textContent()).toBe('Produkt i dette leieproduktet (3)');
    expect(await page.locator('.kit-member-list li').count()).toBe(2);
    expect(await page.locator('.kit-products-tab').textContent()).toContain('Eitt produkt til i leieproduktet ligg utanfor tilgangen din og blir ikkje vist.');
    await context.close();
  });
});

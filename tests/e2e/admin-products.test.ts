/**
 * The Products section of the back office in real Chromium: a vehicle made from a plate lookup against a fake of
 * Statens vegvesen's register, saved, listed, and counted by the shop once it is in a vehicle class; the required
 * check per field with nothing saved; delete refused while the vehicle is booked (naming the booking); duplicate;
 * filters in the address across a reload; the next PKK shown when due; cards on a phone; the categories list.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maxProductYear, PRODUCT_MESSAGES } from '../../server/domain/product.ts';
import { firstVehicle, formatRegisterDate, mapVehicle, VEHICLE_REGISTER_MESSAGES } from '../../server/domain/vehicleRegister.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { gid } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { FAKE_KEY, PLATES, startFakeRegister } from '../support/vegvesen.ts';
import { PETROL_CAR } from '../support/vegvesenDocuments.ts';

let server: TestServer;
let base: string;
let fakeUrl: string;
let browser: Browser;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  const fake = await startFakeRegister();
  fakeUrl = fake.url;
  server = await createTestServer({ vegvesenApiUrl: fake.url, vegvesenApiKey: FAKE_KEY }, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width });

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const rowNames = (page: Page) => page.locator('.kit-table tbody td[data-column="name"]').allTextContents();
const row = (page: Page, name: string) => page.locator('.kit-table tbody tr', { has: page.locator('td[data-column="name"]', { hasText: name }) });
const toasts = (page: Page) => page.locator('.toasts').textContent();

/** How many cars of the vehicle class `optionGid` the shop offers for a future period at its location. */
async function available(locationGid: string, optionGid: string): Promise<number> {
  const visitor = server.client();
  const period = futureWeek(3);
  const r = await visitor.gql<{ rentalSearch: { offers: { id?: string; databaseId: number; availableCount: number }[] } }>(
    `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId availableCount } } } }`,
    { input: { pickupLocationId: locationGid, pickupAt: period.pickupAt, dropoffAt: period.dropoffAt } },
  );
  const id = Number(Buffer.from(optionGid, 'base64').toString().split(':')[1]);
  return r.data?.rentalSearch.offers.find((o) => o.databaseId === id)?.availableCount ?? 0;
}

/** The demo category that is a car and needs transport between locations (a rental car). */
const carCategory = () => server.db.productCategory.findFirstOrThrow({ where: { isCar: true, requireTransportationBetweenLocations: true }, orderBy: { id: 'asc' } });

describe('the product form', () => {
  it('creates a vehicle from a plate lookup, lists it, and the shop counts it once it is in a vehicle class', async () => {
    const cls = await carClass(server.db, 1, { title: 'Oppslagsklasse' });
    expect(await available(cls.locationGid, cls.optionGid)).toBe(1);
    const expected = mapVehicle(firstVehicle(PETROL_CAR));
    const category = await carCategory();

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter`);
    await page.getByRole('link', { name: 'Nytt produkt' }).click();
    await page.waitForSelector('#f-name');
    await page.fill('#f-name', 'Oppslagsbil');
    await page.selectOption('#f-categoryId', gid('ProductCategory', category.id));
    await page.selectOption('#f-locationId', cls.locationGid);
    await page.selectOption('#f-ownershipType', 'owned');
    await page.fill('#f-acriss', 'CD');
    await page.fill('#f-licensePlate', 'ek 39085');
    // A field already filled is kept: the lookup fills only empty ones unless "Overskriv" is ticked.
    await page.fill('#f-color', 'Eigen farge');
    await page.getByRole('button', { name: 'Hent frå vegvesenet' }).click();
    const result = page.locator('[data-lookup]');
    await eventually(() => result.textContent()).toContain('Kjøretøyopplysninger oppdatert');
    expect(await result.textContent()).toContain('Merke');
    // Inspection dates as spec 3 §7 writes them ("20. februar 2025"), a decimal with a comma.
    const lines = await result.locator('li').allTextContents();
    expect(expected.nextPkkAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lines).toContain(`Neste EU-kontroll: – → ${formatRegisterDate(expected.nextPkkAt)}`);
    expect(lines.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(expected.fuelConsumption).toBe(5.6);
    expect(lines).toContain('Forbruk (per 100 km): – → 5,6');
    expect(await page.inputValue('#f-make')).toBe(expected.make);
    expect(await page.inputValue('#f-model')).toBe(expected.model);
    expect(await page.inputValue('#f-seatCapacity')).toBe(String(expected.seatCapacity));
    expect(await page.inputValue('#f-color')).toBe('Eigen farge');
    expect(await page.inputValue('#f-acriss')).toBe(`CD${expected.acrissTransmission}${expected.acrissFuel}`);
    // The field says what each letter means, from the database's lists.
    const compact = await server.db.acrissLetter.findFirstOrThrow({ where: { position: 'category', letter: 'C' } });
    expect(await page.locator('[data-acriss-meaning]').textContent()).toContain(`C: ${compact.description}`);
    // With "Overskriv" the register's colour replaces the typed one.
    await page.getByLabel('Overskriv').check();
    await page.getByRole('button', { name: 'Hent frå vegvesenet' }).click();
    await eventually(() => page.inputValue('#f-color')).toBe(expected.color);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(new RegExp(`/admin/${BERGEN}/produkter$`));
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    await eventually(() => rowNames(page)).toContain('Oppslagsbil');
    const stored = await server.db.product.findFirstOrThrow({ where: { name: 'Oppslagsbil' } });
    expect(stored).toMatchObject({ licensePlate: 'EK39085', make: expected.make, model: expected.model, locationId: cls.location.id, isRentable: true });
    expect(await row(page, 'Oppslagsbil').locator('td[data-column="licensePlate"]').textContent()).toBe('EK39085');
    expect(await row(page, 'Oppslagsbil').locator('td[data-column="id"]').textContent()).toBe(String(stored.id).padStart(4, '0'));

    // In the vehicle class, the shop offers one more car at once.
    await server.db.rentalOptionProduct.create({ data: { rentalOptionId: cls.option.id, productId: stored.id } });
    expect(await available(cls.locationGid, cls.optionGid)).toBe(2);

    // The form's Tilbehøyr tab names the class it belongs to.
    await page.goto(`${base}/admin/${BERGEN}/produkter/${stored.id}`);
    await page.getByRole('tab', { name: 'Tilbehøyr' }).click();
    await eventually(() => page.locator('[data-rental-option]').textContent()).toBe('Oppslagsklasse');
    await context.close();
  }, 90_000);

  it('shows each invalid field\'s message and saves nothing', async () => {
    const before = await server.db.product.count();
    const category = await carCategory();
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter/ny`);
    await page.waitForSelector('#f-name');
    await page.selectOption('#f-categoryId', gid('ProductCategory', category.id));
    await page.fill('#f-seatCapacity', '150');
    await page.fill('#f-year', '1700');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.kit-form-error').textContent()).toContain('Felt merka med * må fyllast ut.');
    for (const field of ['name', 'licensePlate', 'seatCapacity', 'year', 'locationId']) {
      await eventually(() => page.locator(`[data-field="${field}"] .kit-field-error`).count()).toBe(1);
    }
    expect(await page.locator('[data-field="seatCapacity"] .kit-field-error').textContent()).toBe(PRODUCT_MESSAGES.seats);
    expect(await page.locator('[data-field="year"] .kit-field-error').textContent()).toBe(PRODUCT_MESSAGES.year(maxProductYear()));
    expect(await page.locator('[data-field="name"] .kit-field-error').textContent()).toBe(PRODUCT_MESSAGES.required);
    // The first invalid field has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-name');
    // Accounting limits: the tab shows * and opens on the first invalid field when it is the only one left.
    await page.getByRole('tab', { name: /Rekneskap/ }).click();
    await page.fill('#f-taxrate', '101');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.getByRole('tab', { name: /Rekneskap/ }).textContent()).toContain('*');
    expect(await page.locator('[data-field="taxrate"] .kit-field-error').textContent()).toBe('Kan ikkje vere større enn 100.');
    expect(await server.db.product.count()).toBe(before);
    await context.close();
  }, 60_000);

  it('says plainly why a lookup gave nothing: no plate, unknown plate, quota used, lookup not set up', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter/ny`);
    await page.waitForSelector('#f-name');
    const lookup = page.getByRole('button', { name: 'Hent frå vegvesenet' });
    const result = page.locator('[data-lookup]');
    await lookup.click();
    await eventually(() => result.textContent()).toBe(VEHICLE_REGISTER_MESSAGES.noPlate);
    await page.fill('#f-licensePlate', 'E1');
    await lookup.click();
    await eventually(() => result.textContent()).toBe(VEHICLE_REGISTER_MESSAGES.plateFormat);
    await page.fill('#f-licensePlate', PLATES.unknown);
    await lookup.click();
    await eventually(() => result.textContent()).toContain(VEHICLE_REGISTER_MESSAGES.notFound);
    await page.fill('#f-licensePlate', PLATES.quota);
    await lookup.click();
    await eventually(() => result.getAttribute('data-lookup')).toBe('error');
    expect(await result.textContent()).toContain(VEHICLE_REGISTER_MESSAGES.failed);
    // Nothing was filled by the failed lookups.
    expect(await page.inputValue('#f-make')).toBe('');
    await context.close();

    const unset = await createTestServer({ vegvesenApiUrl: fakeUrl, vegvesenApiKey: undefined }, { web: true });
    const unsetBase = await unset.listen();
    const client = unset.client();
    await client.login(MANAGER, 'demo1234');
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await other.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: unsetBase }]);
    const p2 = await other.newPage();
    await p2.goto(`${unsetBase}/admin/${BERGEN}/produkter/ny`);
    await p2.waitForSelector('#f-name');
    await p2.fill('#f-licensePlate', PLATES.petrol);
    await p2.getByRole('button', { name: 'Hent frå vegvesenet' }).click();
    await eventually(() => p2.locator('[data-lookup]').textContent()).toBe(VEHICLE_REGISTER_MESSAGES.notConfigured);
    await other.close();
  }, 90_000);

  it('duplicates a vehicle through "Dupliser" as a new one with the plate left to fill', async () => {
    const cls = await carClass(server.db, 1);
    const source = cls.products[0]!;
    await server.db.product.update({ where: { id: source.id }, data: { name: 'Malbil', make: 'Toyota', seatCapacity: 5, fuelType: 'petrol', ownershipType: 'owned', acriss: 'CDMV', companyIdManager: cls.location.companyId } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter?sok=Malbil`);
    await eventually(() => rowNames(page)).toEqual(['Malbil']);
    await row(page, 'Malbil').getByRole('link', { name: 'Dupliser' }).click();
    await page.waitForURL(new RegExp(`/produkter/ny\\?fra_id=${source.id}$`));
    await eventually(() => page.inputValue('#f-name')).toBe('Malbil (kopi)');
    expect(await page.inputValue('#f-make')).toBe('Toyota');
    expect(await page.inputValue('#f-licensePlate')).toBe('');
    await page.fill('#f-licensePlate', 'AB 12345');
    await page.getByRole('button', { name: 'Lagre' }).click();
    // Back to the list as it was searched when "Dupliser" was clicked.
    await page.waitForURL(new RegExp(`/admin/${BERGEN}/produkter\\?sok=Malbil$`));
    const copy = await server.db.product.findFirstOrThrow({ where: { name: 'Malbil (kopi)' } });
    expect(copy).toMatchObject({ make: 'Toyota', categoryId: source.categoryId, locationId: source.locationId });
    expect(copy.id).not.toBe(source.id);
    await context.close();
  }, 60_000);
});

describe('changing a product', () => {
  it('saves a change, says so, shows it in the history; an unchanged save sends nothing', async () => {
    const cls = await carClass(server.db, 1);
    const vehicle = cls.products[0]!;
    await server.db.product.update({ where: { id: vehicle.id }, data: { name: 'Endrebil', ownershipType: 'owned', seatCapacity: 5, fuelType: 'petrol', acriss: 'CDMV', companyIdManager: cls.location.companyId } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter/${vehicle.id}`);
    await page.waitForSelector('#f-name');
    // The status is a label, not a field.
    expect(await page.locator('[data-field="status"] [data-status]').getAttribute('data-status')).toBe('rentable');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Ingen endringer');
    await page.fill('#f-make', 'Skoda');
    const other = await server.db.location.findFirstOrThrow({ where: { companyId: cls.location.companyId, id: { not: cls.location.id } }, orderBy: { id: 'asc' } });
    await page.selectOption('#f-locationId', { label: `${other.name} (${other.city})` });
    await page.selectOption('#f-fuelType', { label: 'Diesel' });
    await page.getByRole('tab', { name: 'Rekneskap' }).click();
    await page.fill('#f-monthlyCostInsurance', '650,5');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    const stored = await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } });
    expect(stored.make).toBe('Skoda');
    expect(stored.locationId).toBe(other.id);
    expect(String(stored.monthlyCostInsurance)).toBe('650.5');
    await page.getByRole('tab', { name: 'Historikk' }).click();
    await eventually(() => page.locator('[data-tab="historikk"]').textContent()).toContain('Merke');
    expect(await page.locator('[data-tab="historikk"]').textContent()).toContain('Skoda');
    // A changed reference reads by name, not by its database id.
    const changeLines = await page.locator('[data-tab="historikk"] .kit-history-changes li').allTextContents();
    expect(changeLines).toContain(`Lokasjon: ${cls.location.name} → ${other.name}`);
    // Coded values read as the form names them, and amounts as money, not as stored ("petrol", "650.5").
    expect(changeLines).toContain('Drivstoff: Bensin → Diesel');
    expect(changeLines.map((l) => l.replace(/\s/g, ' '))).toContain('Forsikring per månad: – → 650,50 kr');
    // Unticking "Til utleige" takes the vehicle out of the shop.
    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.getByLabel('Til utleige').uncheck();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } }).then((p) => p.isRentable)).toBe(false);
    expect(await available(cls.locationGid, cls.optionGid)).toBe(0);
    await context.close();
  }, 60_000);

  it('asks before taking out of rent a car whose booking then lacks one, and saves only when told to', async () => {
    const cls = await carClass(server.db, 1);
    const vehicle = cls.products[0]!;
    await server.db.product.update({ where: { id: vehicle.id }, data: { name: 'Einebil', ownershipType: 'owned', seatCapacity: 5, fuelType: 'petrol', acriss: 'CDMV', companyIdManager: cls.location.companyId } });
    const made = await server.client().gql<{ createBooking: { __typename: string; bookingNumber: string } }>(CREATE, { input: order(cls.locationGid, cls.optionGid, futureWeek(7)) });
    expect(made.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter/${vehicle.id}`);
    await page.waitForSelector('#f-name');
    await page.getByLabel('Til utleige').uncheck();
    await page.getByRole('button', { name: 'Lagre' }).click();
    const ask = page.getByRole('dialog', { name: 'Ta ut av utleige likevel?' });
    await eventually(() => ask.textContent()).toContain(`booking ${made.data!.createBooking.bookingNumber}`);
    // Declining writes nothing.
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    expect((await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } })).isRentable).toBe(true);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByRole('dialog', { name: 'Ta ut av utleige likevel?' }).getByRole('button', { name: 'Lagre likevel' }).click();
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    expect((await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } })).isRentable).toBe(false);
    await context.close();
  }, 60_000);

  it('asks before moving to another location a car its class there needs for a booking', async () => {
    const cls = await carClass(server.db, 1);
    const vehicle = cls.products[0]!;
    await server.db.product.update({ where: { id: vehicle.id }, data: { name: 'Flyttebil', ownershipType: 'owned', seatCapacity: 5, fuelType: 'petrol', acriss: 'CDMV', companyIdManager: cls.location.companyId } });
    const asane = await server.db.location.findFirstOrThrow({ where: { slug: 'asane' } });
    const made = await server.client().gql<{ createBooking: { __typename: string; bookingNumber: string } }>(CREATE, { input: order(cls.locationGid, cls.optionGid, futureWeek(9)) });
    expect(made.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter/${vehicle.id}`);
    await page.waitForSelector('#f-name');
    await page.selectOption('#f-locationId', gid('Location', asane.id));
    await page.getByRole('button', { name: 'Lagre' }).click();
    const ask = page.getByRole('dialog', { name: 'Flytte køyretøyet likevel?' });
    await eventually(() => ask.textContent()).toContain(`booking ${made.data!.createBooking.bookingNumber}`);
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    expect((await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } })).locationId).toBe(cls.location.id);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByRole('dialog', { name: 'Flytte køyretøyet likevel?' }).getByRole('button', { name: 'Lagre likevel' }).click();
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    expect((await server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } })).locationId).toBe(asane.id);
    await context.close();
  }, 60_000);

  it('shows a location employee the list and a read-only form, without create, edit, duplicate or delete', async () => {
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`${base}/admin/${slug}/produkter`);
    await eventually(() => rowNames(page).then((n) => n.length > 0)).toBe(true);
    expect(await page.getByRole('link', { name: 'Nytt produkt' }).count()).toBe(0);
    // Row actions are named "<action> <row>"; anchored, so a row called "Endrebil" is no "Endre" link.
    expect(await page.getByRole('link', { name: /^Dupliser / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Slett / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Endre / }).count()).toBe(0);
    await page.getByRole('link', { name: /^Vis / }).first().click();
    await page.waitForSelector('#f-name');
    expect(await page.locator('#f-name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hent frå vegvesenet' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Lagre' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Slett' }).count()).toBe(0);
    await context.close();
  });

  it('follows the Tilbehøyr link to a vehicle class held by another location to "Fann ikkje leieproduktet", not "Forbudt"', async () => {
    // A published class at Bergen sentrum holding a vehicle stationed at Flesland: Flesland's staff see the vehicle
    // and its class's title, but the class is outside their scope.
    const cls = await carClass(server.db, 1, { title: 'Klasse i sentrum' });
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const vehicle = await server.db.product.update({ where: { id: cls.products[0]!.id }, data: { locationId: flesland.id, name: 'Flyplassbil i sentrumsklasse' } });
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${flesland.slug}/produkter/${vehicle.id}`);
    await page.waitForSelector('#f-name');
    await page.getByRole('tab', { name: 'Tilbehøyr' }).click();
    await page.locator('a[data-rental-option]', { hasText: 'Klasse i sentrum' }).click();
    await page.waitForURL(`**/leieprodukter/${cls.option.id}`);
    await eventually(() => page.locator('main h1').textContent()).toBe('Fann ikkje leieproduktet');
    expect(await page.locator('main').textContent()).not.toContain('Forbudt');
    // The class's own staff still open it.
    const manager = await (await loggedIn(MANAGER)).newPage();
    await manager.goto(`${base}/admin/${BERGEN}/leieprodukter/${cls.option.id}`);
    await eventually(() => manager.locator('#f-title').inputValue().catch(() => '')).toBe('Klasse i sentrum');
    await manager.context().close();
    await context.close();
  });
});

describe('deleting a product', () => {
  it('is refused while the vehicle is booked, naming the booking; setting it not rentable is offered instead', async () => {
    const cls = await carClass(server.db, 1);
    const vehicle = cls.products[0]!;
    // A complete vehicle (an update re-validates the whole product with the shared schema).
    await server.db.product.update({ where: { id: vehicle.id }, data: { name: 'Bookabil', ownershipType: 'owned', seatCapacity: 5, fuelType: 'petrol', acriss: 'CDMV', companyIdManager: cls.location.companyId } });
    const customer = server.client();
    const made = await customer.gql<{ createBooking: { __typename: string; bookingNumber: string; booking: { databaseId: number } } }>(CREATE, { input: order(cls.locationGid, cls.optionGid, futureWeek(5)) });
    expect(made.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const { bookingNumber, booking } = made.data!.createBooking;
    // Staff have given the booking this vehicle.
    await server.db.bookingLine.updateMany({ where: { bookingId: booking.databaseId, rentalOptionId: cls.option.id }, data: { productId: vehicle.id } });

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter?sok=Bookabil`);
    await eventually(() => rowNames(page)).toEqual(['Bookabil']);
    await row(page, 'Bookabil').getByRole('button', { name: 'Slett' }).click();
    const ask = page.getByRole('dialog');
    await eventually(() => ask.textContent()).toContain('Dette kan ikke angres.');
    await ask.getByRole('button', { name: 'Slett' }).click();
    await eventually(() => page.getByRole('dialog').textContent()).toContain('Kunne ikkje slette produktet');
    expect(await page.getByRole('dialog').textContent()).toContain(bookingNumber);
    expect(await server.db.product.count({ where: { id: vehicle.id } })).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Set ikkje til utleige' }).click();
    await eventually(() => server.db.product.findUniqueOrThrow({ where: { id: vehicle.id } }).then((p) => p.isRentable)).toBe(false);

    // The booking tab of the form lists it, linked to the booking.
    await page.goto(`${base}/admin/${BERGEN}/produkter/${vehicle.id}`);
    await page.getByRole('tab', { name: 'Booking' }).click();
    const link = page.getByRole('link', { name: `Booking ${bookingNumber}` });
    expect(await link.getAttribute('href')).toBe(`/admin/${BERGEN}/booking/${booking.databaseId}`);
    await context.close();
  }, 60_000);

  it('deletes an unbooked vehicle after the question, and declining keeps it', async () => {
    const cls = await carClass(server.db, 1);
    const vehicle = cls.products[0]!;
    await server.db.product.update({ where: { id: vehicle.id }, data: { name: 'Slettebil' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter?sok=Slettebil`);
    await eventually(() => rowNames(page)).toEqual(['Slettebil']);
    await row(page, 'Slettebil').getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    expect(await server.db.product.count({ where: { id: vehicle.id } })).toBe(1);
    await row(page, 'Slettebil').getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    await eventually(() => toasts(page)).toContain('Produkt sletta');
    await eventually(() => rowNames(page)).toEqual([]);
    // The count under the list agrees with its rows at once: no "Side 1 av 1 (1 treff)" beside an empty list, which
    // says it is empty once, in the table.
    await eventually(() => page.locator('.kit-pagination').count()).toBe(0);
    expect(await page.locator('.kit-empty').count()).toBe(1);
    expect(await server.db.product.count({ where: { id: vehicle.id } })).toBe(0);
    await context.close();
  }, 60_000);
});

describe('the products list', () => {
  it('keeps filters in the address across a reload and shows a due PKK', async () => {
    const cls = await carClass(server.db, 2);
    const soon = new Date(Date.now() + 10 * 86400_000);
    await server.db.product.update({ where: { id: cls.products[0]!.id }, data: { name: 'Filterbil A', make: 'Filtermerke', nextPkkAt: soon } });
    await server.db.product.update({ where: { id: cls.products[1]!.id }, data: { name: 'Filterbil B', make: 'Annamerke', ownershipType: 'lease' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter?sok=Filterbil`);
    await eventually(() => rowNames(page).then((n) => n.length)).toBe(2);
    // Newest updated first.
    expect((await rowNames(page))[0]).toContain('Filterbil B');
    expect(await row(page, 'Filterbil A').locator('[data-pkk-due]').count()).toBe(1);
    expect(await row(page, 'Filterbil B').locator('[data-pkk-due]').count()).toBe(0);
    // The location cell links to the location's page with zip and city.
    const place = row(page, 'Filterbil A').locator('td[data-column="location"] a');
    expect(await place.getAttribute('href')).toBe(`/admin/${BERGEN}/lokasjoner/${cls.location.id}`);
    expect(await place.textContent()).toContain(`${cls.location.zip} ${cls.location.city}`);

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.fill('.kit-popover input[name=merke]', 'Filtermerke');
    await page.selectOption('.kit-popover select[name=lokasjon]', String(cls.location.id));
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(/merke=Filtermerke/);
    // The address holds the location's number, as the booking list's and company_id do, not a global id.
    expect(new URL(page.url()).searchParams.get('lokasjon')).toBe(String(cls.location.id));
    await eventually(() => rowNames(page)).toEqual([expect.stringContaining('Filterbil A')]);
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('2');
    const url = page.url();
    await page.reload();
    await eventually(() => rowNames(page)).toEqual([expect.stringContaining('Filterbil A')]);
    expect(page.url()).toBe(url);
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('2');
    // An old link with the global id the filter once wrote lands on the same list, under the number.
    await page.goto(url.replace(`lokasjon=${cls.location.id}`, `lokasjon=${encodeURIComponent(cls.locationGid)}`));
    await eventually(() => new URL(page.url()).searchParams.get('lokasjon')).toBe(String(cls.location.id));
    await eventually(() => rowNames(page)).toEqual([expect.stringContaining('Filterbil A')]);

    // Ownership type: only the leased one.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('button', { name: 'Nullstill' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('merke')).toBeNull();
    // The popup starts from the filters on screen, and the filtered list stays until the cleared one has loaded: wait
    // for it, or "Bruk" writes the old filters back with the new one.
    await eventually(() => page.locator('.kit-filter-button .badge').count()).toBe(0);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.selectOption('.kit-popover select[name=eigarskap]', 'lease');
    await page.getByRole('button', { name: 'Bruk' }).click();
    await eventually(() => rowNames(page)).toEqual(['Filterbil B']);
    await context.close();
  }, 60_000);

  it('shows cards instead of a table at 375 px', async () => {
    const cls = await carClass(server.db, 1);
    await server.db.product.update({ where: { id: cls.products[0]!.id }, data: { name: 'Mobilbil' } });
    const context = await loggedIn(MANAGER, 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter?sok=Mobilbil`);
    await page.waitForSelector('.kit-card');
    expect(await page.locator('.kit-table').count()).toBe(0);
    const card = page.locator('.kit-card', { hasText: 'Mobilbil' });
    expect(await card.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Status', 'SKU', 'Merke', 'ACRISS', 'Kategori', 'Reg.nr.', 'Eier', 'Lokasjon', 'Oppdatert']));
    expect(await card.getByRole('link', { name: 'Endre' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('lists the product categories read-only from "Kategoriar"', async () => {
    const categories = await server.db.productCategory.findMany({ orderBy: { id: 'asc' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/produkter`);
    await page.getByRole('link', { name: 'Kategoriar' }).click();
    await page.waitForURL(/\/produkter\/kategorier$/);
    await eventually(() => page.locator('.kit-table tbody tr').count()).toBe(categories.length);
    const first = page.locator('.kit-table tbody tr').first();
    expect(await first.locator('td').allTextContents()).toEqual([
      String(categories[0]!.id),
      categories[0]!.title,
      categories[0]!.isCar ? 'Ja' : 'Nei',
      categories[0]!.requireTransportationBetweenLocations ? 'Ja' : 'Nei',
    ]);
    expect(await page.locator('.kit-table input, .kit-table button').count()).toBe(0);
    await context.close();
  });
});

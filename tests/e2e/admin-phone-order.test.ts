/**
 * "Ny booking" (a phone order by staff) in real Chromium: for a registered customer found by search (arrives
 * confirmed, marked as placed by staff, at the shop's price for the same search), for a guest outside opening hours
 * (the shop's warning shows, the order is placed anyway, the customer's mail carries the staff-order terms), a
 * missing field named in Norwegian with nothing written, and no form for a role that may not book. Also the customer
 * page's export, which must be judged in the account the staff member acts in (`x-account`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../server/domain/customer.ts';
import { LICENCE_MAX_BYTES, LICENCE_MESSAGES } from '../../server/domain/licenceFile.ts';
import { HOURS_WARNINGS, STAFF_HOURS_WARNINGS } from '../../server/domain/openingHours.ts';
import { STAFF_OTHER_PLACE_MESSAGES } from '../../server/domain/otherPlace.ts';
import { formatKr, toOre } from '../../server/domain/money.ts';
import { STAFF_ORDER_TERMS } from '../../server/domain/terms.ts';
import { parseOslo } from '../../server/domain/time.ts';
import { BOOKING_NODE } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, SEARCH } from '../support/shop.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let inbox: ReceivedMail[];

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  const mail = await startSmtpServer();
  inbox = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { web: true, worker: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterAll(() => server?.mailer.close());
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, password = 'demo1234'): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { password, height: 1000, context: { acceptDownloads: true } });

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is (injected over the DevTools protocol, CSP intact). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Found[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const fieldError = (page: Page, field: string) => page.locator(`[data-field="${field}"] .kit-field-error`);

/** A period `weeks` weeks after the tests' future Tuesday: Oslo dates and times as the form takes them. */
function period(weeks: number, time = '10:00') {
  const pickup = futureOslo(weeks * 7, time);
  const dropoff = futureOslo(weeks * 7 + 2, time);
  return {
    pickupDate: pickup.slice(0, 10), dropoffDate: dropoff.slice(0, 10), time,
    pickupAt: parseOslo(pickup)!.toISOString(), dropoffAt: parseOslo(dropoff)!.toISOString(),
  };
}

/** The shop's total for the vehicle and the default insurance over the period (what the wizard would charge). */
async function shopTotal(locationGid: string, optionGid: string, p: { pickupAt: string; dropoffAt: string }): Promise<string> {
  const r = await server.client().gql(SEARCH, { input: { pickupLocationId: locationGid, pickupAt: p.pickupAt, dropoffAt: p.dropoffAt }, cart: { rentalOptionId: optionGid, accessories: [] } });
  return r.data.rentalSearch.cart.total as string;
}

/** Fills the place and period of the form and waits for the shop's offers. */
async function choosePeriod(page: Page, locationGid: string, p: ReturnType<typeof period>) {
  await page.locator('#f-pickupLocationId').selectOption(locationGid);
  await page.locator('#f-pickupDate').fill(p.pickupDate);
  await page.locator('#f-pickupTime').selectOption(p.time);
  await page.locator('#f-dropoffDate').fill(p.dropoffDate);
  await page.locator('#f-dropoffTime').selectOption(p.time);
}

const vehicle = (page: Page, title: string) => page.locator('label.nb-offer', { has: page.locator('.nb-offer-title', { hasText: new RegExp(`^${title}$`) }) });

/** The booking as staff read it through the API. */
async function bookingById(id: number) {
  const admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  return (await admin.gql(BOOKING_NODE, { id: encodeGlobalID('Booking', id) })).data.node;
}

/** A registered customer with a booking at Fjordbil Bergen (so the company's staff find them) and another at `other`. */
async function customerWithBookings(email: string, lastname: string, other?: string) {
  const user = await createUser(server.db, email, { employee: false });
  await server.db.user.update({ where: { id: user.id }, data: { firstname: 'Telefon', lastname } });
  const copies = [];
  for (const slug of [BERGEN, ...(other ? [other] : [])]) {
    const company = await server.db.company.findFirstOrThrow({ where: { slug } });
    const b = await server.db.booking.findFirstOrThrow({ where: { companyId: company.id }, include: { lines: true } });
    copies.push(
      await server.db.booking.create({
        data: {
          pickupLocationId: b.pickupLocationId, dropoffLocationId: b.dropoffLocationId, pickupAt: b.pickupAt, dropoffAt: b.dropoffAt, durationHours: b.durationHours,
          totalPrice: b.totalPrice, companyId: b.companyId, siteId: b.siteId, customerUserId: user.id, status: 'completed',
          lines: { create: b.lines.map((l) => ({ position: l.position, rentalOptionId: l.rentalOptionId, lineType: l.lineType, amount: l.amount, pricePerDay: l.pricePerDay, totalPrice: l.totalPrice })) },
        },
      }),
    );
  }
  return { user: { ...user, firstname: 'Telefon', lastname }, bookings: copies };
}

// A whole order through a real browser on a shared 2-core machine: more than the default 30 s of head room.
describe('Ny booking (phone order)', { timeout: 60_000 }, () => {
  it('places an order for a registered customer found by search: confirmed, placed by staff, at the shop\'s price', async () => {
    const klass = await carClass(server.db, 2, { title: 'Telefonklasse Registrert' });
    const { user } = await customerWithBookings('ringer@e2e-telefon.test', 'Ringersen');
    // A German mobile number, stored as the shop stores it: the number, and its country code apart.
    await server.db.user.update({ where: { id: user.id }, data: { phone: '15123456789', phoneCountryCode: '49' } });
    const p = period(20);
    const expected = await shopTotal(klass.locationGid, klass.optionGid, p);

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    // Only the account's own published places: never another company's, which could only fail at the end.
    const own = await server.db.location.findMany({ where: { companyId: klass.location.companyId, status: 'public' }, select: { id: true } });
    const places = () => page.locator('#f-pickupLocationId option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean).sort());
    await eventually(places).toEqual(own.map((l) => encodeGlobalID('Location', String(l.id))).sort());
    await page.getByLabel('Søk etter registrert kunde').fill('Ringersen');
    // The hit shows right under the search box, before the word about guests, in the page's type.
    const hit = page.getByRole('button', { name: /Telefon Ringersen/ });
    const [hitBox, hintBox] = [await hit.boundingBox(), await page.locator('#nb-customer-hint').boundingBox()];
    expect(hitBox!.y).toBeLessThan(hintBox!.y);
    expect(await hit.evaluate((b) => getComputedStyle(b).fontSize)).toBe(await page.locator('#nb-customer-hint').evaluate((p) => getComputedStyle(p.closest('form') ?? document.body).fontSize));
    await hit.click();
    await eventually(() => page.locator('.nb-linked').textContent()).toContain('Telefon Ringersen');
    // Focus stays on the customer part (the picked hit is gone), not back at the top of the page.
    await eventually(() => page.evaluate(() => document.activeElement?.className ?? '')).toBe('nb-linked');
    await page.getByRole('button', { name: 'Gjest i staden' }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('nb-customer-search');
    await page.getByLabel('Søk etter registrert kunde').fill('Ringersen');
    await page.getByRole('button', { name: /Telefon Ringersen/ }).click();
    await eventually(() => page.locator('.nb-linked').textContent()).toContain('Telefon Ringersen');
    expect(await page.locator('#f-email').inputValue()).toBe(user.email);
    // The order's phone is one staff and the customer can call: with its country code, as the search shows it.
    expect(await page.locator('#f-phone').inputValue()).toBe('+49 151 234 567 89');

    await choosePeriod(page, klass.locationGid, p);
    await vehicle(page, 'Telefonklasse Registrert').locator('input').check();
    await eventually(() => page.getByTestId('nb-total').textContent()).toBe(formatKr(toOre(expected)!));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Referanse').fill('Telefon 14:05');
    await page.getByLabel(/Kunden har godteke leigevilkåra/).check();
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();

    await eventually(() => /\/booking\/(\d+)$/.test(new URL(page.url()).pathname)).toBe(true);
    const id = Number(/\/booking\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await eventually(() => page.locator('.toasts').textContent()).toContain(`Booking ${String(id).padStart(4, '0')} er lagd inn`);
    const booking = await bookingById(id);
    expect(booking).toMatchObject({ status: 'confirmed', placedByStaff: true, totalPrice: expected, reference: 'Telefon 14:05', guestEmail: user.email });
    expect(booking.customerUser.id).toBe(encodeGlobalID('User', user.id));
    expect(booking.lines.find((l: { lineType: string }) => l.lineType === 'rental').rentalOption.databaseId).toBe(klass.option.id);
    await context.close();
  });

  it('places a business order for a business customer: firm and org. nr. from the customer, priced as the shop prices a business', async () => {
    const klass = await carClass(server.db, 1, { title: 'Telefonklasse Bedrift' });
    const { user, bookings } = await customerWithBookings('innkjop@e2e-telefon.test', 'Bedriftsen');
    // A business customer as the shop makes one: the firm of the person's earlier business booking at Bergen.
    const firm = await server.db.customerCompany.create({ data: { name: 'Telefonfirma AS', orgnr: '987654321' } });
    await server.db.user.update({ where: { id: user.id }, data: { customerCompanyId: firm.id } });
    await server.db.booking.update({ where: { id: bookings[0]!.id }, data: { customerCompanyId: firm.id, orderType: 'business' } });
    const p = period(24);
    const r = await server.client().gql(SEARCH, { input: { pickupLocationId: klass.locationGid, pickupAt: p.pickupAt, dropoffAt: p.dropoffAt, customerType: 'business' }, cart: { rentalOptionId: klass.optionGid, accessories: [] } });
    const expected = r.data.rentalSearch.cart.total as string;

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Søk etter registrert kunde').fill('Bedriftsen');
    await page.getByRole('button', { name: /Telefon Bedriftsen/ }).click();
    expect(await page.locator('#f-customerType').inputValue()).toBe('business');
    expect(await page.locator('#f-businessName').inputValue()).toBe('Telefonfirma AS');
    await choosePeriod(page, klass.locationGid, p);
    await vehicle(page, 'Telefonklasse Bedrift').locator('input').check();
    await eventually(() => page.getByTestId('nb-total').textContent()).toBe(formatKr(toOre(expected)!));
    await page.getByLabel(/Kunden har godteke leigevilkåra/).check();
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();
    await eventually(() => /\/booking\/\d+$/.test(new URL(page.url()).pathname)).toBe(true);
    const id = Number(/\/booking\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ orderType: 'business', customerUserId: user.id, customerCompanyId: firm.id, guestBusinessName: 'Telefonfirma AS', placedByStaff: true, status: 'confirmed' });
    expect(stored.totalPrice.toFixed(2)).toBe(expected);
    await context.close();
  });

  it('places a guest order outside opening hours: the shop\'s warning shows, the order goes through, the mail names the staff order', async () => {
    const klass = await carClass(server.db, 1, { title: 'Telefonklasse Natt' });
    const p = period(21, '23:00');
    const expected = await shopTotal(klass.locationGid, klass.optionGid, p);
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Fornamn').fill('Nattleif');
    await page.getByLabel('Etternamn').fill('Gjest');
    await page.getByLabel('E-post').fill('natt.gjest@e2e-telefon.test');
    await page.locator('#f-phone').fill('+47 912 34 567');
    await choosePeriod(page, klass.locationGid, p);
    await eventually(() => page.locator('.nb-warnings').textContent()).toMatch(/utanfor opningstida/);
    // Written for staff, about the customer: not the shop's "Du hentar …" with its licence rule.
    expect(await page.locator('.nb-warnings').textContent()).toContain(STAFF_HOURS_WARNINGS.pickupOutsideHours);
    expect(await page.locator('.nb-warnings').textContent()).not.toContain(HOURS_WARNINGS.pickupOutsideHours);
    expect(await vehicle(page, 'Telefonklasse Natt').locator('.nb-offer-count').textContent()).toBe('1 ledig');
    await vehicle(page, 'Telefonklasse Natt').locator('input').check();
    await eventually(() => page.getByTestId('nb-total').textContent()).toBe(formatKr(toOre(expected)!));
    await page.getByLabel(/Kunden har godteke leigevilkåra/).check();
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();

    await eventually(() => /\/booking\/\d+$/.test(new URL(page.url()).pathname)).toBe(true);
    await eventually(() => page.locator('.toasts').textContent()).toMatch(/utanfor opningstida/);
    const stored = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'natt.gjest@e2e-telefon.test' } });
    expect(stored).toMatchObject({ status: 'confirmed', placedByStaff: true, customerUserId: null });
    expect(stored.pickupAt.toISOString()).toBe(p.pickupAt);
    expect(stored.totalPrice.toFixed(2)).toBe(expected);
    await server.jobsDone();
    const mails = inbox.filter((m) => m.to.includes('natt.gjest@e2e-telefon.test'));
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/stadfesta/);
    expect(raw).toContain(STAFF_ORDER_TERMS.no.slice(0, 30));
    await context.close();
  });

  it('speaks to staff about the customer for «Annet sted», and counts free vehicles as "2 ledige"', async () => {
    const klass = await carClass(server.db, 2, { title: 'Telefonklasse To' });
    const other = await server.db.location.findFirstOrThrow({ where: { slug: 'annet-sted' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await choosePeriod(page, klass.locationGid, period(23));
    await eventually(() => vehicle(page, 'Telefonklasse To').locator('.nb-offer-count').textContent()).toBe('2 ledige');

    await page.locator('#f-pickupLocationId').selectOption(encodeGlobalID('Location', other.id));
    await eventually(() => page.locator('.nb-warnings').textContent()).toContain(STAFF_HOURS_WARNINGS.otherPlaceBoth);
    expect(await page.locator('.nb-warnings').textContent()).not.toMatch(/Vi tek kontakt med deg/);
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();
    await eventually(() => fieldError(page, 'pickupAddress').textContent()).toBe(STAFF_OTHER_PLACE_MESSAGES.pickupRequired);
    await context.close();
  });

  it('starts with the pick-up place chosen for a location employee whose account has that one place', async () => {
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    const slug = 'bergen-lufthamn-flesland';
    const place = await server.db.location.findFirstOrThrow({ where: { slug } });
    await page.goto(`${base}/admin/${slug}/booking/ny`);
    await page.waitForSelector('#f-pickupLocationId');
    expect(await page.locator('#f-pickupLocationId').inputValue()).toBe(encodeGlobalID('Location', place.id));
    await context.close();
  });

  it('names a missing field in Norwegian by the field and writes nothing', async () => {
    const klass = await carClass(server.db, 1, { title: 'Telefonklasse Manglar' });
    const before = await server.db.booking.count();
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Fornamn').fill('Utan');
    await page.getByLabel('Etternamn').fill('Telefon');
    await page.getByLabel('E-post').fill('utan.telefon@e2e-telefon.test');
    await choosePeriod(page, klass.locationGid, period(22));
    await vehicle(page, 'Telefonklasse Manglar').locator('input').check();
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();
    await eventually(() => fieldError(page, 'phone').textContent()).toBe('Telefon må fyllast ut.');
    // The terms tick is required too: staff confirm the customer accepted them before the order goes in.
    expect(await fieldError(page, 'termsAccepted').textContent()).toBe('Kunden må godta leigevilkåra før bestillinga kan leggjast inn.');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('f-phone');
    expect(new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/booking/ny`);
    expect(await server.db.booking.count()).toBe(before);
    await context.close();
  });

  // The file's type was only checked by the server, once staff had filled in the whole order and pressed the button.
  it('refuses a licence file that is no image or PDF as soon as it is picked, by its field', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Lastast opp no').check();
    const field = page.locator('[data-field="driversLicenceFile"]');
    await page.locator('#f-driversLicenceFile').setInputFiles({ name: 'forarkort.pdf', mimeType: 'application/pdf', buffer: Buffer.from('dette er ingen pdf') });
    await eventually(() => fieldError(page, 'driversLicenceFile').textContent()).toBe(LICENCE_MESSAGES.unknownType);
    expect(await field.locator('.kit-hint').textContent()).toBe('Inga fil vald');
    expect(await page.locator('#f-driversLicenceFile').inputValue()).toBe('');
    await page.locator('#f-driversLicenceFile').setInputFiles({ name: 'tom.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await eventually(() => fieldError(page, 'driversLicenceFile').textContent()).toBe(LICENCE_MESSAGES.empty);
    await context.close();
  });

  it('shows the server\'s field error by its field (a customer no longer in the account) and writes nothing', async () => {
    const klass = await carClass(server.db, 1, { title: 'Telefonklasse Borte' });
    const { user } = await customerWithBookings('borte@e2e-telefon.test', 'Bortesen');
    const before = await server.db.booking.count();
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Søk etter registrert kunde').fill('Bortesen');
    await page.getByRole('button', { name: /Telefon Bortesen/ }).click();
    await eventually(() => page.locator('.nb-linked').textContent()).toContain('Telefon Bortesen');
    await page.locator('#f-phone').fill('+47 912 34 567');
    await choosePeriod(page, klass.locationGid, period(23));
    await vehicle(page, 'Telefonklasse Borte').locator('input').check();
    await page.getByLabel(/Kunden har godteke leigevilkåra/).check();
    // Meanwhile the person stops being this account's customer (their bookings here are gone): only the server knows.
    await server.db.booking.updateMany({ where: { customerUserId: user.id }, data: { customerUserId: null } });
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();
    await eventually(() => fieldError(page, 'customerUserId').textContent()).toBe(CUSTOMER_MESSAGES.notFound);
    expect(new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/booking/ny`);
    expect(await server.db.booking.count()).toBe(before);
    await context.close();
  });

  // The browser's own file control speaks the phone's language ("Choose File", "No file chosen") and a file over the
  // limit was only a grey line where the file name goes: on a phone, staff got English and no error by the field.
  it('offers the licence upload in Norwegian on a phone, and refuses a file over the limit by its field', async () => {
    const context = await loggedInContext(server, browser, base, MANAGER, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/ny`);
    await page.getByLabel('Lastast opp no').check();
    const field = page.locator('[data-field="driversLicenceFile"]');
    await eventually(() => field.getByText('Vel fil', { exact: true }).isVisible()).toBe(true);
    expect(await field.getByText('Inga fil vald', { exact: true }).isVisible()).toBe(true);
    // The browser's control is out of sight (its English words with it), but named and in the tab order.
    const input = page.getByLabel(/^Fil \(bilete eller PDF/);
    expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
    const pick = (await field.getByText('Vel fil', { exact: true }).boundingBox())!;
    expect(pick.height).toBeGreaterThanOrEqual(24);
    await input.setInputFiles({ name: 'stort-forarkort.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(LICENCE_MAX_BYTES + 1, 0xff) });
    await eventually(() => fieldError(page, 'driversLicenceFile').textContent()).toBe(LICENCE_MESSAGES.tooLarge);
    expect(await fieldError(page, 'driversLicenceFile').getAttribute('role')).toBe('alert');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.setInputFiles({ name: 'forarkort.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 ') });
    await eventually(() => field.getByText('forarkort.pdf', { exact: true }).isVisible()).toBe(true);
    expect(await fieldError(page, 'driversLicenceFile').count()).toBe(0);
    expect(await field.getByText('Vel ei anna fil', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows no form to a role that may not place bookings', async () => {
    const auditor = await createUser(server.db, 'revisor@e2e-telefon.test');
    const site = await server.db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
    await grant(server.db, auditor.id, 'site_franchise_auditor', { siteId: site.id });
    const context = await loggedIn(auditor.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${base}/admin/fjordbil/booking/ny`);
    await eventually(() => page.getByText('Rolla di kan ikkje leggje inn bookingar.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Legg inn bestilling' }).count()).toBe(0);
    await context.close();
  });
});

describe('the customer export on the customer page', () => {
  it('is judged in the account the staff member acts in (sent as x-account)', async () => {
    const staff = await createUser(server.db, 'to-kontoar@e2e-telefon.test');
    for (const slug of [BERGEN, 'fjordbil-sunnmore']) {
      const company = await server.db.company.findFirstOrThrow({ where: { slug } });
      await grant(server.db, staff.id, 'company_employee', { companyId: company.id });
    }
    const { user, bookings } = await customerWithBookings('eksport@e2e-telefon.test', 'Eksportsen', 'fjordbil-sunnmore');
    const [bergenBooking, sunnmoreBooking] = bookings;
    // What a request without the header gets: both accounts' bookings (what the old plain link downloaded).
    const direct = server.client();
    await direct.login(staff.email, PASSWORD);
    expect((await direct.rest('GET', `/user/${user.id}/export`)).body.bookings.map((b: { id: number }) => b.id).sort()).toEqual([bergenBooking!.id, sunnmoreBooking!.id].sort());
    const context = await loggedIn(staff.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder/${user.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Last ned data (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^kunde-${user.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const document = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(document.person.email).toBe(user.email);
    // Only the chosen account's bookings: without the header every account of the staff member would count.
    expect(document.bookings.map((b: { id: number }) => b.id)).toEqual([bergenBooking!.id]);
    expect(document.bookings.map((b: { id: number }) => b.id)).not.toContain(sunnmoreBooking!.id);
    await context.close();
  });
});

describe('the terms of a staff-placed booking', () => {
  it('the terms page states that staff may place an order for the customer, with the words of the mails', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/vilk%C3%A5r`);
    await eventually(() => page.locator('main').textContent()).toContain(STAFF_ORDER_TERMS.no.split('.')[1]!.trim());
    await context.close();
  });
});

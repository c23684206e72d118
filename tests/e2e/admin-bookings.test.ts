/**
 * The Bookings section of the back office in real Chromium: the list (filters in the address that survive a reload,
 * the dashboard tile landing on a list of its own count, cards at 375 px) and the edit form (a changed period
 * repriced by the server, a status change that mails the customer, delete refused for a confirmed booking and
 * allowed for a pending one, and not offered on one picked up, returned or completed). Staff: the company manager of
 * Fjordbil Bergen.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { formatKr, toOre } from '../../server/domain/money.ts';
import { periodText, PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { formatOslo, fromOsloLocal, osloParts } from '../../server/domain/time.ts';
import { bookingGid, linesInput, shopBooking, stamp, update } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { carClass, CREATE, FUTURE_TUESDAY, futureWeek, order, SEARCH } from '../support/shop.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let admin: TestClient;
let inbox: ReceivedMail[] = [];

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';
const DAY = 86400_000;

beforeAll(async () => {
  const mail = await startSmtpServer();
  inbox = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { web: true, worker: true });
  base = await server.listen();
  browser = await launchBrowser();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});
afterAll(() => server?.mailer.close());
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in). */
const loggedIn = (email: string, width = 1280, password = 'demo1234'): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width, password });

/** Polls until the matcher holds (the app answers over a real network on a busy machine). */
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\u00a0/g, ' ');
const shown = (kr: string) => kr.replace(/\u00a0/g, ' ');
const toasts = (page: Page) => page.locator('.toasts').textContent();

/** Opens a booking's form and waits for it. */
async function openBooking(page: Page, id: number) {
  await page.goto(`${base}/admin/${BERGEN}/booking/${id}`);
  await page.waitForSelector('#f-pickupDate');
}

/** The shop's total for the same cart (rental and basis insurance) over the period. */
async function shopTotal(locationGid: string, optionGid: string, p: { pickupAt: string; dropoffAt: string }) {
  const r = await server.client().gql(SEARCH, { input: { pickupLocationId: locationGid, ...p }, cart: { rentalOptionId: optionGid, accessories: [] } });
  return r.data.rentalSearch.cart.total as string;
}

describe('the booking form', () => {
  it('saves a longer period and shows the new price, the one the server computes for it', async () => {
    const b = await shopBooking(server, { period: futureWeek(20) });
    const pickup = FUTURE_TUESDAY + 20 * 7 * DAY;
    const newDropoff = new Date(pickup + 6 * DAY);
    const expected = await shopTotal(b.klass.locationGid, b.klass.optionGid, { pickupAt: new Date(pickup).toISOString(), dropoffAt: newDropoff.toISOString() });
    expect(expected).not.toBe(b.row.totalPrice.toFixed(2));

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    expect(await text(page, '[data-testid="booking-total"]')).toBe(shown(formatKr(toOre(b.row.totalPrice.toFixed(2))!)));
    expect(await text(page, '[data-testid="booking-duration"]')).toContain('2 dager');
    await page.fill('#f-dropoffDate', formatOslo(newDropoff).slice(0, 10));
    // The period's length follows the inputs before saving.
    await eventually(() => text(page, '[data-testid="booking-duration"]')).toContain('6 dager');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');

    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(stored.totalPrice.toFixed(2)).toBe(expected);
    await eventually(() => text(page, '[data-testid="booking-total"]')).toBe(shown(formatKr(toOre(expected)!)));
    // Each line shows its new total with 2 decimals.
    expect(await text(page, '[data-testid="line-total-0"]')).toMatch(/^\d[\d ]*,\d\d kr$/);
    // The history tab names the change.
    await page.getByRole('tab', { name: 'Notater & Historikk' }).click();
    await eventually(() => page.locator('.kit-history-panel').textContent()).toContain('Levering');
    await context.close();
  });

  it('does not offer, and refuses, a time the clocks skip: 02:30 on the spring-forward night was saved as 01:30', async () => {
    const b = await shopBooking(server, { period: futureWeek(22) });
    // The last Sunday of March that lies ahead (within the two years a booking may lie ahead).
    const now = osloParts(new Date());
    let day = { year: now.year, month: 3, day: 31, hour: 12, minute: 0 };
    for (;;) {
      while (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() !== 0) day = { ...day, day: day.day - 1 };
      if (fromOsloLocal(day).getTime() > Date.now() + 2 * DAY) break;
      day = { year: day.year + 1, month: 3, day: 31, hour: 12, minute: 0 };
    }
    const sunday = formatOslo(fromOsloLocal(day)).slice(0, 10);
    const saturday = formatOslo(new Date(fromOsloLocal(day).getTime() - DAY)).slice(0, 10);
    const monday = formatOslo(new Date(fromOsloLocal(day).getTime() + DAY)).slice(0, 10);
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.fill('#f-dropoffDate', monday);
    await page.fill('#f-pickupDate', sunday);
    const times = () => page.locator('#f-pickupTime option').allTextContents();
    await eventually(times).not.toContain('02:30');
    expect(await times()).not.toContain('02:00');
    expect(await times()).toEqual(expect.arrayContaining(['01:30', '03:00']));
    // Chosen on the Saturday and carried to the Sunday, 02:30 is refused on the field, and nothing is saved.
    await page.fill('#f-pickupDate', saturday);
    await eventually(times).toContain('02:30');
    await page.selectOption('#f-pickupTime', '02:30');
    await page.fill('#f-pickupDate', sunday);
    await page.getByRole('button', { name: 'Lagre' }).click();
    const message = 'Klokka 02:30 finst ikkje denne natta: klokkene blir stilte fram ein time. Vel eit anna klokkeslett.';
    await eventually(() => page.getByText(message).count()).toBeGreaterThan(0);
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).updatedAt).toEqual(b.row.updatedAt);
    await context.close();
  });

  it('confirms a pending shop order by its status, and the customer gets "Bestillinga di er stadfesta"', async () => {
    const b = await shopBooking(server, { period: futureWeek(21), email: 'stadfest.e2e@example.no' });
    await server.jobsDone();
    const before = inbox.filter((m) => m.to.includes('stadfest.e2e@example.no')).length;
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.selectOption('#f-status', 'confirmed');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    await eventually(() => page.locator('h1 .kit-status').getAttribute('data-status')).toBe('confirmed');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('confirmed');
    // The history reads as words: the statuses by their labels, the order's lines as lines, never JSON or true/false.
    await page.getByRole('tab', { name: 'Notater & Historikk' }).click();
    const history = page.locator('.kit-history');
    await eventually(() => history.textContent()).toContain('Venter behandling → Bekreftet');
    const text = (await history.textContent()) ?? '';
    expect(text).toMatch(/1 × .+ per dag/);
    expect(text).not.toMatch(/[{}]|\btrue\b|\bfalse\b|→ confirmed/);
    // Amounts in kr as the form shows them, never "1580.00"; no stored instant ("2027-06-30T08:00:00.000Z").
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(text).toMatch(/Totalpris: – → [\d\u00a0]+,\d{2}\u00a0kr/);
    await server.jobsDone();
    const mails = inbox.filter((m) => m.to.includes('stadfest.e2e@example.no')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/stadfesta/);
    expect(mails[0]!.raw).toContain(bookingNumber(b.id));
    await context.close();
  });

  it('shows a moved place and a changed period in the history by name and Oslo time, not ids or stored instants', async () => {
    const b = await shopBooking(server, { period: futureWeek(30), klass: await carClass(server.db, 1, { fromOtherLocation: true }) });
    const sentrum = await server.db.location.findUniqueOrThrow({ where: { id: b.row.pickupLocationId } });
    const other = await server.db.location.findFirstOrThrow({ where: { company: { slug: BERGEN }, status: 'public', id: { not: sentrum.id }, NOT: { city: { contains: 'Annet' } } } });
    const later = futureWeek(31);
    const r = await update(admin, {
      id: b.gid, updatedAt: await stamp(server, b.id),
      pickupLocationId: encodeGlobalID('Location', other.id), dropoffLocationId: encodeGlobalID('Location', other.id), ...later,
    });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.getByRole('tab', { name: 'Notater & Historikk' }).click();
    const history = page.locator('.kit-history li').first();
    await eventually(async () => (await history.textContent()) ?? '').toContain(`Hentestad: ${sentrum.name} → ${other.name}`);
    const entry = ((await history.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(entry).toContain(`Henting: ${formatOslo(new Date(b.row.pickupAt)).replace(/(\d+)-(\d+)-(\d+) /, '$3.$2.$1 kl. ')} → ${formatOslo(new Date(later.pickupAt)).replace(/(\d+)-(\d+)-(\d+) /, '$3.$2.$1 kl. ')}`);
    expect(entry).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await context.close();
  });

  it('puts the server\'s refusal of a guest\'s e-mail and phone on those fields, and says above the form in words, not field names', async () => {
    const b = await shopBooking(server, { period: futureWeek(33) });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.getByRole('tab', { name: 'Kunde' }).click();
    await page.fill('#f-guestEmail', 'not-an-email');
    await page.fill('#f-guestPhone', '12');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('[data-field="guestEmail"] .kit-field-error').count()).toBe(1);
    expect(await page.locator('[data-field="guestPhone"] .kit-field-error').count()).toBe(1);
    // Neither field is empty: no word of required fields, and never the API's names (finding 4).
    expect(await page.locator('.kit-form-error').textContent()).toBe('Sjå over felta som er merka.');
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: b.id } }).then((r) => r.guestEmail)).not.toBe('not-an-email');
    await context.close();
  });

  it('says plainly when someone else saved the booking first, and saves nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(22) });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    const r = await update(admin, { id: bookingGid(b.id), updatedAt: await stamp(server, b.id), comment: 'Endra av nokon andre' });
    expect(r.__typename).toBe('UpdateBookingSuccess');
    await page.fill('#f-reference', 'Min referanse');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.kit-form-error').textContent()).toContain('endra av nokon andre');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).reference).toBeNull();
    await context.close();
  });

  it('refuses a vehicle another booking holds in the period, naming that booking; a free vehicle is saved', async () => {
    const klass = await carClass(server.db, 2);
    const holder = await shopBooking(server, { klass, period: futureWeek(30) });
    const b = await shopBooking(server, { klass, period: futureWeek(30) });
    const [taken, free] = klass.products;
    const lines = holder.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? taken!.id : l.productId }));
    const r = await update(admin, { id: holder.gid, updatedAt: holder.row.updatedAt.toISOString(), lines: linesInput(lines) });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.getByLabel('Køyretøy, linje 1').selectOption({ label: `${taken!.name} · ${taken!.licensePlate}` });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.kit-form-error').textContent()).toContain(bookingNumber(holder.id));
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, position: 0 } })).productId).toBeNull();

    await page.getByLabel('Køyretøy, linje 1').selectOption({ label: `${free!.name} · ${free!.licensePlate}` });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, position: 0 } })).productId).toBe(free!.id);
    await context.close();
  });

  it('takes a price per day typed by hand on a line, shows its total for the period and marks it manual', async () => {
    const b = await shopBooking(server, { period: futureWeek(31) });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    const line = page.locator('tr[data-line="0"]');
    await line.getByLabel('Manuell pris').check();
    // Typed with a point, shown as every price field shows it once left: 2 decimals, a decimal comma.
    await page.getByLabel('Pris per dag, linje 1').fill('1000.5');
    await page.getByLabel('Pris per dag, linje 1').blur();
    expect(await page.getByLabel('Pris per dag, linje 1').inputValue()).toBe('1000,50');
    // 1000.50 × 1 × 2 days, before saving.
    await eventually(() => text(page, '[data-testid="line-total-0"]')).toBe('2 001,00 kr');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    const stored = await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, position: 0 } });
    expect(stored.manualPrice).toBe(true);
    expect(stored.pricePerDay.toFixed(2)).toBe('1000.50');
    expect(stored.totalPrice.toFixed(2)).toBe('2001.00');
    // A line added by hand starts at "0,00" when its price is typed.
    const lines = await page.locator('tr[data-line]').count();
    await page.getByRole('button', { name: 'Legg til linje' }).click();
    await page.locator(`tr[data-line="${lines}"]`).getByLabel('Manuell pris').check();
    expect(await page.getByLabel(`Pris per dag, linje ${lines + 1}`).inputValue()).toBe('0,00');
    await context.close();
  });

  it('links the booking to a registered customer found from the Kunde tab', async () => {
    const b = await shopBooking(server, { period: futureWeek(32) });
    const client = server.client();
    await client.login(MANAGER, 'demo1234');
    const found = await client.gql(`query($slug: String!) { account(slug: $slug) { users(first: 1, isEmployee: false) { edges { node { databaseId email } } } } }`, { slug: BERGEN }, { 'x-account': BERGEN });
    const customer = found.data.account.users.edges[0].node as { databaseId: number; email: string };
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    await page.getByRole('tab', { name: 'Kunde' }).click();
    await page.getByLabel('Søk etter kunde (namn eller e-post)').fill(customer.email);
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await page.locator('.booking-found li', { hasText: customer.email }).getByRole('button', { name: 'Kopla til' }).click();
    await eventually(() => page.locator('[data-testid="linked-customer"]').textContent()).toContain(customer.email);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).customerUserId).toBe(customer.databaseId);
    await context.close();
  });

  it('refuses to delete a confirmed booking and offers to cancel it; deletes a pending one after asking', async () => {
    const confirmed = await shopBooking(server, { period: futureWeek(23) });
    const c = await update(admin, { id: confirmed.gid, updatedAt: confirmed.row.updatedAt.toISOString(), status: 'confirmed' });
    expect(c.__typename).toBe('UpdateBookingSuccess');
    const pending = await shopBooking(server, { period: futureWeek(24) });

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, confirmed.id);
    await page.locator('.kit-form-bar').getByRole('button', { name: 'Slett' }).click();
    // Its "no" does not say "Avbryt", which beside "Avbryt bookingen" could read as cancelling the booking.
    expect(await page.getByRole('dialog').getByRole('button').allTextContents()).toEqual(['Nei, behald bookingen', 'Slett']);
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    await eventually(() => page.getByRole('dialog').textContent()).toContain('Bookingen kan ikkje slettast');
    expect(await page.getByRole('dialog').textContent()).toContain('Avbryt bookingen i staden');
    await page.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();
    expect(await server.db.booking.findUnique({ where: { id: confirmed.id } })).not.toBeNull();

    await openBooking(page, pending.id);
    await page.locator('.kit-form-bar').getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    await page.waitForURL(new RegExp(`/admin/${BERGEN}/booking$`));
    await eventually(() => toasts(page)).toContain(`Booking ${bookingNumber(pending.id)} er sletta.`);
    expect(await server.db.booking.findUnique({ where: { id: pending.id } })).toBeNull();
    await context.close();
    // Network staff opening its address again read that it is gone, and its history: who deleted it, and when.
    const network = await loggedIn('admin@fjordbil.no');
    const again = await network.newPage();
    const slug = (await server.db.network.findFirstOrThrow()).slug;
    await again.goto(`${base}/admin/${slug}/booking/${pending.id}`);
    await eventually(() => again.locator('h1').textContent()).toBe('Fann ikkje bookingen');
    const deleted = again.getByRole('region', { name: 'Sletta: historikken' });
    await eventually(() => deleted.textContent()).toContain(`Booking ${bookingNumber(pending.id)} er sletta`);
    const manager = await server.db.user.findUniqueOrThrow({ where: { email: MANAGER } });
    expect(await deleted.textContent()).toContain(`${manager.firstname} ${manager.lastname}`);
    await network.close();
  });
});

describe('deleting a booking the customer has picked up', () => {
  it('offers no "Slett" on a booking picked up, returned or completed (the server always refuses it), and offers it on a pending one', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const bar = page.locator('.kit-form-bar');
    for (const [i, status] of (['delivered', 'returned', 'completed', 'pending'] as const).entries()) {
      const b = await shopBooking(server, { period: futureWeek(40 + i) });
      await server.db.booking.update({ where: { id: b.id }, data: { status } });
      await openBooking(page, b.id);
      // The form bar is there (the viewer may change the booking), so a missing Slett is not a bar not yet drawn.
      await eventually(() => bar.getByRole('button', { name: 'Lagre' }).count()).toBe(1);
      expect(await bar.getByRole('button', { name: 'Slett' }).count(), status).toBe(status === 'pending' ? 1 : 0);
    }
    await context.close();
  });

  it('explains why it stays when it was picked up after the form was opened, with one button to close and no offer to cancel it', async () => {
    const b = await shopBooking(server, { period: futureWeek(25) });
    await server.db.booking.update({ where: { id: b.id }, data: { status: 'confirmed' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    // Picked up meanwhile (the form still shows it confirmed, so Slett is still offered): the server's answer says why.
    await server.db.booking.update({ where: { id: b.id }, data: { status: 'delivered' } });
    await page.locator('.kit-form-bar').getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.textContent()).toContain('Kunden har alt henta køyretøyet, så bookingen blir verande.');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Lukk']);
    expect(await dialog.textContent()).not.toContain('Avbryt');
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('delivered');
    await context.close();
  });
});

describe('as a role that may only read bookings (franchise auditor)', () => {
  it('shows the list without "Ny booking" and the booking read-only, without Lagre or Slett', async () => {
    const b = await shopBooking(server, { period: futureWeek(27) });
    const auditor = await createUser(server.db, 'revisor-e2e@test.no');
    const site = await server.db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
    await grant(server.db, auditor.id, 'site_franchise_auditor', { siteId: site.id });
    const context = await loggedIn(auditor.email, 1280, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${site.slug}/booking?sok=${b.id}`);
    await page.waitForSelector('.kit-table tbody tr');
    expect(await page.getByRole('link', { name: 'Ny booking' }).count()).toBe(0);
    expect(await page.locator('.kit-table tbody tr').first().getByRole('link', { name: 'Vis' }).count()).toBe(1);
    await page.goto(`${base}/admin/${site.slug}/booking/${b.id}`);
    await page.waitForSelector('#f-pickupDate');
    expect(await page.locator('#f-status').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Lagre' }).count()).toBe(0);
    expect(await page.locator('.kit-form-bar').getByRole('button', { name: 'Slett' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tilbake' }).count()).toBe(1);
    await context.close();
  });
});

describe('as a location employee (may change the bookings of their location)', () => {
  it('opens a booking whose vehicle class also has a vehicle elsewhere, offers only their own vehicles and saves', async () => {
    // The class at Bergen sentrum holds one vehicle there and one at another location, outside the employee's scope.
    const klass = await carClass(server.db, 1);
    const other = await server.db.location.findFirstOrThrow({ where: { companyId: klass.location.companyId, id: { not: klass.location.id }, status: 'public' } });
    const away = await server.db.product.create({
      data: { name: 'Bil på anna lokasjon', licensePlate: 'AW12345', categoryId: klass.products[0]!.categoryId, siteId: other.siteId, companyId: other.companyId, locationId: other.id },
    });
    await server.db.rentalOptionProduct.create({ data: { rentalOptionId: klass.option.id, productId: away.id } });
    const b = await shopBooking(server, { klass, period: futureWeek(31) });
    const employee = await createUser(server.db, 'sentrum-e2e@test.no');
    await grant(server.db, employee.id, 'location_employee', { locationId: klass.location.id });

    const context = await loggedIn(employee.email, 1280, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${klass.location.slug}/booking/${b.id}`);
    await page.waitForSelector('#f-pickupDate');
    expect(await page.getByText('Du har ikkje tilgang til dette.').count()).toBe(0);
    const vehicles = await page.getByLabel('Køyretøy, linje 1').locator('option').allTextContents();
    const own = klass.products[0]!;
    expect(vehicles).toContain(`${own.name} · ${own.licensePlate}`);
    expect(vehicles.join('|')).not.toContain(away.licensePlate!);
    await page.getByLabel('Køyretøy, linje 1').selectOption({ label: `${own.name} · ${own.licensePlate}` });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, position: 0 } })).productId).toBe(own.id);
    await context.close();
  });
});

describe('as a location employee, for a vehicle class the company keeps (not the location\'s own)', () => {
  it('offers the booking\'s own class and its vehicles at the location, as the planner does', async () => {
    // The class belongs to Bergen sentrum and may be fetched to the company's other places, so it is not among the
    // Flesland account's rental products; its vehicle stands at Flesland, where the order is picked up.
    const klass = await carClass(server.db, 1, { fromOtherLocation: true });
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: flesland.id, companyId: flesland.companyId } });
    const placed = await server.client().gql(CREATE, { input: order(encodeGlobalID('Location', flesland.id), klass.optionGid, futureWeek(32)) });
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('CreateBookingPayload');
    const b = { id: placed.data.createBooking.booking.databaseId as number };
    const employee = await createUser(server.db, 'flesland-klasse-e2e@test.no');
    await grant(server.db, employee.id, 'location_employee', { locationId: flesland.id });

    const context = await loggedIn(employee.email, 1280, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${flesland.slug}/booking/${b.id}`);
    await page.waitForSelector('#f-pickupDate');
    const own = klass.products[0]!;
    const vehicles = await page.getByLabel('Køyretøy, linje 1').locator('option').allTextContents();
    expect(vehicles).toContain(`${own.name} · ${own.licensePlate}`);
    await context.close();
  });
});

describe('the price before saving', () => {
  it('shows the new total of a changed period before Lagre, the one the save then stores, and why a save would be refused', async () => {
    const klass = await carClass(server.db, 1);
    const b = await shopBooking(server, { klass, period: futureWeek(34) });
    const pickup = FUTURE_TUESDAY + 34 * 7 * DAY;
    const newDropoff = new Date(pickup + 5 * DAY);
    const expected = await shopTotal(klass.locationGid, klass.optionGid, { pickupAt: new Date(pickup).toISOString(), dropoffAt: newDropoff.toISOString() });
    expect(expected).not.toBe(b.row.totalPrice.toFixed(2));

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openBooking(page, b.id);
    expect(await page.locator('[data-testid="booking-quote-total"]').count()).toBe(0);
    await page.fill('#f-dropoffDate', formatOslo(newDropoff).slice(0, 10));
    await eventually(() => text(page, '[data-testid="booking-quote-total"]')).toBe(shown(formatKr(toOre(expected)!)));
    // The stored total is still what the booking costs until it is saved; nothing was written.
    expect(await text(page, '[data-testid="booking-total"]')).toBe(shown(formatKr(toOre(b.row.totalPrice.toFixed(2))!)));
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).totalPrice.toFixed(2)).toBe(b.row.totalPrice.toFixed(2));
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Bookingen er lagra.');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).totalPrice.toFixed(2)).toBe(expected);

    // Another order holds the class's only car a week later: moving this one there would be refused, and the form
    // says so before Lagre.
    const later = futureWeek(35);
    await shopBooking(server, { klass, period: later });
    await openBooking(page, b.id);
    await page.fill('#f-pickupDate', formatOslo(new Date(later.pickupAt)).slice(0, 10));
    await page.fill('#f-dropoffDate', formatOslo(new Date(later.dropoffAt)).slice(0, 10));
    // The save's own reason in staff words (the class and the period, at the form's unchanged times of day), and
    // nothing was written by asking.
    const onDayAt = (day: Date, time: Date) => ({ ...osloParts(day), hour: osloParts(time).hour, minute: osloParts(time).minute });
    const asked = periodText(fromOsloLocal(onDayAt(new Date(later.pickupAt), b.row.pickupAt)), fromOsloLocal(onDayAt(new Date(later.dropoffAt), b.row.dropoffAt)));
    await eventually(() => text(page, '[data-testid="booking-quote-refused"]')).toBe(`Kan ikkje lagrast slik: ${PLANNING_MESSAGES.classFull(klass.option.title, asked)}`);
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).pickupAt.toISOString()).toBe(b.row.pickupAt.toISOString());
    await context.close();
  });
});

describe('the bookings list', () => {
  it('keeps its filters in the address (a reload shows the same list) and pads the ids to 4 digits', async () => {
    await shopBooking(server, { period: futureWeek(25) });
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: BERGEN } });
    const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const expected = await server.db.booking.count({
      where: { companyId: bergen.id, status: 'pending', OR: [{ pickupLocationId: sentrum.id }, { dropoffLocationId: sentrum.id }] },
    });
    expect(expected).toBeGreaterThan(0);

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking`);
    await page.waitForSelector('.kit-table tbody tr');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.selectOption('select[name="booking_status"]', 'pending');
    await page.selectOption('select[name="location_id"]', String(sentrum.id));
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(/booking_status=pending/);
    expect(page.url()).toContain(`location_id=${sentrum.id}`);

    const check = async () => {
      await eventually(() => page.locator('.kit-pagination [role="status"]').textContent()).toContain(`(${expected} treff)`);
      const statuses = await page.locator('.kit-table tbody td[data-column="status"] .kit-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['pending']));
      const ids = await page.locator('.kit-table tbody td[data-column="id"]').allTextContents();
      for (const id of ids) expect(id).toMatch(/^\d{4,}$/);
      // Newest booking first.
      expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a));
    };
    await check();
    await page.reload();
    await check();
    expect(await page.getByRole('button', { name: /^Filter/ }).textContent()).toContain('2');
    await context.close();
  });

  it('moves an address past the last page to the last page, counts only the filters it understands, and refuses a reversed date range', async () => {
    await shopBooking(server, { period: futureWeek(36) });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const status = () => page.locator('.kit-pagination [role="status"]').textContent();
    await page.goto(`${base}/admin/${BERGEN}/booking`);
    await page.waitForSelector('.kit-table tbody tr');
    const pages = /Side 1 av (\d+)/.exec((await status()) ?? '')![1]!;

    // ?side=99: the last page, with rows, not "Ingen treff." beside "Side n av n".
    await page.goto(`${base}/admin/${BERGEN}/booking?side=99`);
    await eventually(status).toContain(`Side ${pages} av ${pages}`);
    await page.waitForSelector('.kit-table tbody tr');
    expect(new URL(page.url()).searchParams.get('side')).toBe(pages === '1' ? null : pages);

    // Values the list does not understand are ignored, and not counted as filters in effect.
    await page.goto(`${base}/admin/${BERGEN}/booking?booking_status=foo&location_id=abc`);
    await page.waitForSelector('.kit-table tbody tr');
    expect(await page.getByRole('button', { name: /^Filter/ }).locator('.badge').count()).toBe(0);

    // A range that ends before it starts: refused in the popup, by its field, and nothing is applied.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.fill('input[name="booking_from"]', '2026-12-01');
    await page.fill('input[name="booking_to"]', '2026-11-01');
    await page.getByRole('button', { name: 'Bruk' }).click();
    await eventually(() => page.locator('.kit-popover .kit-field-error').textContent()).toBe('Til dato kan ikkje vere før frå dato.');
    expect(new URL(page.url()).searchParams.get('booking_from')).toBeNull();
    await page.fill('input[name="booking_to"]', '2026-12-31');
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(/booking_to=2026-12-31/);
    await eventually(() => page.getByRole('button', { name: /^Filter/ }).textContent()).toContain('2');
    // A reversed range in an address (a link, a hand-typed query) says why nothing matches.
    await page.goto(`${base}/admin/${BERGEN}/booking?booking_from=2026-12-01&booking_to=2026-11-01`);
    await eventually(() => page.locator('.page > .notice').textContent()).toContain('Frå dato er etter til dato');
    await context.close();
  });

  it('marks a partner\'s booking with its badge and filters to partner bookings only', async () => {
    const b = await shopBooking(server, { period: futureWeek(27) });
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: BERGEN } });
    const partner = await server.db.company.create({ data: { siteId: bergen.siteId, name: `Reisebyrå ${Date.now()}`, slug: `reisebyraa-${Date.now()}`, partner: true } });
    await server.db.booking.update({ where: { id: b.id }, data: { referralCompanyId: partner.id } });
    const expected = await server.db.booking.count({ where: { companyId: bergen.id, referralCompany: { partner: true } } });

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking?sok=${b.id}`);
    await eventually(() => page.locator('.kit-table tbody [data-partner]').first().textContent()).toBe(`Partnar: ${partner.name}`);
    // The booking itself says so too (once only its history did).
    await page.goto(`${base}/admin/${BERGEN}/booking/${b.id}`);
    await eventually(() => page.locator('main').textContent()).toContain(`Bestilt via partnaren ${partner.name}`);
    await page.goto(`${base}/admin/${BERGEN}/booking`);
    await page.waitForSelector('.kit-table tbody tr');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.selectOption('select[name="booking_partner"]', 'any');
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(/booking_partner=any/);
    await eventually(() => page.locator('.kit-pagination [role="status"]').textContent()).toContain(`(${expected} treff)`);
    const rows = page.locator('.kit-table tbody tr');
    expect(await rows.count()).toBe(expected);
    expect(await page.locator('.kit-table tbody [data-partner]').count()).toBe(expected);
    await context.close();
  });

  it('the dashboard tile lands on a list whose total is the tile count', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}`);
    const tile = page.locator('a.tile[href*="/booking?"]');
    const count = (await tile.locator('.badge').textContent())!.trim();
    await tile.click();
    await page.waitForURL(/\/booking\?booking_status=active/);
    await eventually(() => page.locator('.kit-pagination [role="status"]').textContent()).toContain(`(${count} treff)`);
    await context.close();
  });

  it('does not let one very long unbroken customer name widen the table (cut, the whole name in its title)', async () => {
    const b = await shopBooking(server, { period: futureWeek(34) });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const frameWidth = async () => {
      await page.goto(`${base}/admin/${BERGEN}/booking?sok=${b.id}`);
      await page.waitForSelector('.kit-table tbody tr');
      return page.locator('.kit-table-wrap').evaluate((el) => el.scrollWidth);
    };
    await server.db.booking.update({ where: { id: b.id }, data: { guestFirstname: 'Ola', guestLastname: 'Nordmann' } });
    const usual = await frameWidth();
    const long = 'Langtnamnutanmellomrom'.repeat(8);
    await server.db.booking.update({ where: { id: b.id }, data: { guestFirstname: long } });
    // The same columns in the same frame as with an ordinary name: nothing pushed further out (finding 7).
    expect(await frameWidth()).toBeLessThanOrEqual(usual);
    const cell = page.locator('.kit-table tbody td[data-column="customer"]').first();
    expect((await cell.boundingBox())!.width).toBeLessThanOrEqual(16 * 16 + 2 * 0.6 * 16);
    // The cut name keeps its whole in the title (the browser's tooltip).
    expect(await cell.locator('[title]').first().getAttribute('title')).toContain(long);
    await context.close();
  });

  it('shows cards instead of a table at 375 px', async () => {
    const b = await shopBooking(server, { period: futureWeek(26) });
    const context = await loggedIn(MANAGER, 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking?sok=${b.id}`);
    await page.waitForSelector('.kit-card');
    expect(await page.locator('.kit-table').count()).toBe(0);
    const card = page.locator('.kit-card', { hasText: bookingNumber(b.id) });
    expect(await card.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Status', 'Kunde', 'Henting', 'Levering', 'Totalpris']));
    expect(await card.getByRole('link', { name: 'Endre' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('sorts the cards at 375 px with a column and a direction, kept in the address like a header click', async () => {
    await shopBooking(server, { period: futureWeek(35) });
    const context = await loggedIn(MANAGER, 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking`);
    await page.waitForSelector('.kit-card');
    const column = page.getByLabel('Sorter etter');
    expect(await column.inputValue()).toBe('');
    await column.selectOption({ label: 'Totalpris' });
    await page.waitForURL(/sorter=totalPrice/);
    expect(page.url()).toContain('retning=stigende');
    await page.getByLabel('Retning').selectOption({ label: 'Synkande' });
    await page.waitForURL(/retning=synkende/);
    const prices = async () =>
      (await page.locator('.kit-card dt:text-is("Totalpris") + dd').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
    await eventually(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
    }).toBe(true);
    await page.reload();
    await page.waitForSelector('.kit-card');
    expect(await page.getByLabel('Sorter etter').inputValue()).toBe('totalPrice');
    expect(await page.getByLabel('Retning').inputValue()).toBe('synkende');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

/**
 * The Customers section in real Chromium: the list's filters in the address ("Vis kun ansatte" = is_employee=true,
 * the kind filter, guests), opening a customer, editing the phone and seeing it in the history, a business customer's
 * page; the erase flow as the network admin (typing the customer's e-mail); the profile's name, role and log-out.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { copyDemoBooking, createUser, grant } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let networkSlug: string;

const MANAGER = 'bergen@fjordbil.no';
const ADMIN = 'admin@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  networkSlug = (await server.db.network.findFirstOrThrow()).slug;
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width, height: 844 });

let seq = 0;
/** A registered customer with one booking of Fjordbil Bergen (copied from a demo booking there). */
async function customer(label: string) {
  seq += 1;
  const user = await createUser(server.db, `${label}-${seq}@e2e-kunde.test`, { employee: false });
  await server.db.user.update({ where: { id: user.id }, data: { firstname: 'Eline', lastname: `${label}${seq}` } });
  await copyDemoBooking(server.db, BERGEN, { customerUserId: user.id });
  return { ...user, lastname: `${label}${seq}` };
}

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const cells = (page: Page, column: string) => page.locator(`.kit-table tbody td[data-column="${column}"]`).allTextContents();
const toasts = (page: Page) => page.locator('.toasts').textContent();

describe('the customer list', () => {
  it('keeps "Vis kun ansatte" and the kind filter in the address, and lists guests by their booking', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder`);
    await eventually(() => cells(page, 'employee').then((c) => c.length)).toBeGreaterThan(0);
    await page.getByLabel('Vis kun ansatte').check();
    await eventually(() => new URL(page.url()).searchParams.get('is_employee')).toBe('true');
    await eventually(() => cells(page, 'employee').then((c) => c.length > 0 && c.every((x) => x === 'Ja'))).toBe(true);
    await page.reload();
    await eventually(() => page.getByLabel('Vis kun ansatte').isChecked()).toBe(true);
    await eventually(() => cells(page, 'employee').then((c) => c.length > 0 && c.every((x) => x === 'Ja'))).toBe(true);

    await page.getByLabel('Vis kun ansatte').uncheck();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.locator('select[name="kundetype"]').selectOption('private-guest');
    await page.getByRole('button', { name: 'Bruk' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('kundetype')).toBe('private-guest');
    await eventually(() => cells(page, 'kind').then((c) => c.length > 0 && c.every((x) => x === 'Privat (gjest)'))).toBe(true);
    const numbers = await cells(page, 'booking');
    expect(numbers.every((n) => /^\d{4,}$/.test(n))).toBe(true);
    await context.close();
  });

  it('opens a customer, edits the phone and shows the change in the history', async () => {
    const person = await customer('Telefon');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder?sok=${encodeURIComponent(person.email)}`);
    await page.getByRole('link', { name: `Eline ${person.lastname}` }).click();
    await page.waitForSelector('#f-phone');
    expect(new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/kunder/${person.id}`);
    await eventually(() => page.getByRole('tab', { name: /Bookingar \(1\)/ }).count()).toBe(1);
    // The log-in e-mail is the national account's to change: read-only here, saying why.
    expect(await page.locator('#f-email').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('[data-field="email"]').textContent()).toContain('berre endrast frå den nasjonale kontoen');
    await page.fill('#f-phone', '+47 912 34 567');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Endringen er lagret.');
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).phone).toBe('+4791234567');
    await page.getByRole('tab', { name: 'Historikk' }).click();
    await eventually(() => page.locator('.kit-history-panel').textContent()).toContain('Kontaktopplysningane er endra');
    await context.close();
  });

  it('refuses a bad phone number with the field named, and writes nothing', async () => {
    const person = await customer('Feil');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await page.waitForSelector('#f-phone');
    await page.fill('#f-phone', 'ring meg');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('[data-field="phone"] .kit-field-error').textContent()).toContain('Ugyldig telefonnummer');
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).phone).toBe(person.phone);
    await context.close();
  });

  it('refuses a phone whose country code is cleared, naming Landskode, and writes nothing', async () => {
    const person = await customer('Landskode');
    await server.db.user.update({ where: { id: person.id }, data: { phone: '48123456', phoneCountryCode: '47' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await page.waitForSelector('#f-phoneCountryCode');
    await eventually(() => page.locator('#f-phoneCountryCode').inputValue()).toBe('47');
    await page.fill('#f-phoneCountryCode', '');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('[data-field="phoneCountryCode"] .kit-field-error').textContent()).toContain('Hugs landskoden');
    expect(await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ phone: '48123456', phoneCountryCode: '47' });
    await context.close();
  });

  it('opens a business customer from its row: the business page lists its people and bookings', async () => {
    const person = await customer('Bedrift');
    const business = await server.db.customerCompany.create({ data: { name: 'Rørleggar Fjord AS', orgnr: `97${String(Date.now()).slice(-7)}` } });
    await server.db.user.update({ where: { id: person.id }, data: { customerCompanyId: business.id } });
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: person.id } });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerCompanyId: business.id, orderType: 'business' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder?sok=${encodeURIComponent(person.email)}`);
    await eventually(() => cells(page, 'kind')).toEqual(['Bedrift']);
    await page.getByRole('link', { name: 'Opne' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    await eventually(() => page.locator('h1').textContent()).toBe('Rørleggar Fjord AS');
    expect(await page.getByRole('link', { name: `Eline ${person.lastname}` }).count()).toBe(1);
    expect(await page.getByRole('link', { name: String(booking.id).padStart(4, '0') }).count()).toBe(1);
    await context.close();
  });

  it('lists business customers under "Bedrift", a business whose contact has no account included, each opening its page', async () => {
    const person = await customer('Kontakt');
    const business = await server.db.customerCompany.create({ data: { name: 'Kontaktlaus Bygg AS', orgnr: `96${String(Date.now()).slice(-7)}` } });
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: person.id } });
    // The order came from a contact person without an account: no registered person belongs to the business.
    await server.db.booking.update({ where: { id: booking.id }, data: { customerCompanyId: business.id, customerUserId: null, orderType: 'business' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder?kundetype=business&sok=${encodeURIComponent('Kontaktlaus')}`);
    await page.getByRole('link', { name: 'Kontaktlaus Bygg AS' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    await eventually(() => page.locator('h1').textContent()).toBe('Kontaktlaus Bygg AS');
    expect(await page.getByRole('link', { name: String(booking.id).padStart(4, '0') }).count()).toBe(1);
    await context.close();
  });
});

describe('an address that names no customer', () => {
  it('says "Fann ikkje kunden" with the way back, for an id that cannot be one and for one nobody has, without errors', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    for (const id of ['abc', '-1', '1.5', '99999999999', '999999999']) {
      await page.goto(`${base}/admin/${BERGEN}/kunder/${id}`);
      await eventually(() => page.locator('h1').textContent()).toBe('Fann ikkje kunden');
      expect(await page.getByRole('link', { name: 'Tilbake til kundar' }).getAttribute('href')).toBe(`/admin/${BERGEN}/kunder`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('phone numbers as staff read them', () => {
  it('shows a foreign number with its country code in the guest list, its phone cards, the customer page and the booking\'s Kunde tab', async () => {
    // The demo's German guest: phone "15123456789" stored beside country code "49".
    const guest = await server.db.booking.findFirstOrThrow({ where: { guestLastname: 'Schmidt', customerUserId: null } });
    expect([guest.guestPhone, guest.guestPhoneCountryCode]).toEqual(['15123456789', '49']);
    const person = await customer('Utland');
    await server.db.user.update({ where: { id: person.id }, data: { phone: '15123456789', phoneCountryCode: '49' } });
    const context = await loggedIn(ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${networkSlug}/kunder?kundetype=private-guest&sok=Schmidt`);
    await eventually(() => cells(page, 'phone')).toContain('+49 151 234 567 89');
    await page.goto(`${base}/admin/${networkSlug}/kunder?sok=${encodeURIComponent(person.email)}`);
    await eventually(() => cells(page, 'phone')).toEqual(['+49 151 234 567 89']);
    await page.goto(`${base}/admin/${networkSlug}/kunder/${person.id}`);
    await eventually(() => page.locator('[data-field="phone"]').textContent()).toContain('+49 151 234 567 89');
    await page.goto(`${base}/admin/${networkSlug}/booking/${guest.id}`);
    await page.getByRole('tab', { name: 'Kunde' }).click();
    await eventually(() => page.locator('[data-field="guestPhone"]').textContent()).toContain('+49 151 234 567 89');
    await context.close();

    const phone = await loggedIn(ADMIN);
    const small = await phone.newPage();
    await small.setViewportSize({ width: 375, height: 800 });
    await small.goto(`${base}/admin/${networkSlug}/kunder?kundetype=private-guest&sok=Schmidt`);
    await eventually(() => small.locator('.kit-card').allTextContents().then((c) => c.join(' '))).toContain('+49 151 234 567 89');
    await small.goto(`${base}/admin/${networkSlug}/kunder?sok=${encodeURIComponent(person.email)}`);
    await eventually(() => small.locator('.kit-card').allTextContents().then((c) => c.join(' '))).toContain('+49 151 234 567 89');
    await phone.close();
  });
});

describe('a customer\'s log-in e-mail', () => {
  /** What a person sees of a field: its input's look, its label and what a screen reader reads with it. */
  const field = (page: Page, name: string) =>
    page.locator(`#f-${name}`).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const frame = input.closest('.kit-field')!;
      return {
        readOnly: input.readOnly,
        look: `${style.backgroundColor} ${style.borderStyle} ${style.color}`,
        label: frame.querySelector('label')!.textContent,
        counter: frame.querySelector('.kit-counter') !== null,
        description: (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' '),
      };
    });

  describe('as a company manager (may change the customer, not the e-mail)', () => {
    it('is shown read-only, looking unlike the fields that can be typed in, with the reason read out with it', async () => {
      const person = await customer('Laast');
      const context = await loggedIn(MANAGER);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
      await page.waitForSelector('#f-email');
      const [email, phone] = [await field(page, 'email'), await field(page, 'phone')];
      expect(email.readOnly).toBe(true);
      expect(phone.readOnly).toBe(false);
      expect(email.look).not.toBe(phone.look);
      // Nothing that promises typing: no "required" star, no character counter.
      expect(email.label).toBe('E-post');
      expect(email.counter).toBe(false);
      expect(email.description).toContain('berre endrast frå den nasjonale kontoen');
      await page.locator('#f-email').press('End');
      await page.keyboard.type('x');
      expect(await page.locator('#f-email').inputValue()).toBe(person.email);
      await context.close();
    });
  });

  describe('as a site admin (may change it)', () => {
    it('is a field like the others, with no reason against changing it', async () => {
      const person = await customer('Open');
      const site = await server.db.site.findFirstOrThrow({ where: { companies: { some: { slug: BERGEN } } } });
      const context = await loggedIn('nasjonal@fjordbil.no');
      const page = await context.newPage();
      await page.goto(`${base}/admin/${site.slug}/kunder/${person.id}`);
      await page.waitForSelector('#f-email');
      const [email, phone] = [await field(page, 'email'), await field(page, 'phone')];
      expect(email.readOnly).toBe(false);
      expect(email.look).toBe(phone.look);
      expect(email.label).toBe('E-post *');
      expect(email.counter).toBe(true);
      expect(email.description).not.toContain('nasjonale kontoen');
      await context.close();
    });
  });
});

describe('why a customer\'s details cannot be changed', () => {
  it('says a member of staff is changed only from the network account, not that the e-mail belongs to the national account', async () => {
    const person = await customer('Kollega');
    const site = await server.db.site.findFirstOrThrow({ where: { companies: { some: { slug: BERGEN } } } });
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: BERGEN } });
    await server.db.user.update({ where: { id: person.id }, data: { isEmployee: true } });
    await grant(server.db, person.id, 'company_employee', { companyId: bergen.id });
    const context = await loggedIn('nasjonal@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${site.slug}/kunder/${person.id}`);
    await page.waitForSelector('#f-email');
    await eventually(() => page.locator('form[aria-label="Kontaktopplysningar"]').textContent()).toContain('Tilsette kan berre endrast frå nettverkskontoen.');
    expect(await page.locator('[data-field="email"]').textContent()).not.toContain('nasjonale kontoen');
    await context.close();
  });

  it('says the role may change nothing, instead of giving a reason about the e-mail', async () => {
    const person = await customer('Lesar');
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    await server.db.booking.updateMany({ where: { customerUserId: person.id }, data: { pickupLocationId: flesland.id, dropoffLocationId: flesland.id } });
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${flesland.slug}/kunder/${person.id}`);
    await page.waitForSelector('#f-email');
    await eventually(() => page.locator('form[aria-label="Kontaktopplysningar"]').textContent()).toContain('Rolla di kan ikkje endre denne kunden.');
    expect(await page.locator('[data-field="email"]').textContent()).not.toContain('nasjonale kontoen');
    await context.close();
  });
});

describe('a customer\'s details for a role that may not change them', () => {
  it('shows every field as read-only (no star, no counter, the locked look), not as boxes to type in', async () => {
    const person = await customer('Berrelese');
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    await server.db.booking.updateMany({ where: { customerUserId: person.id }, data: { pickupLocationId: flesland.id, dropoffLocationId: flesland.id } });
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${flesland.slug}/kunder/${person.id}`);
    await page.waitForSelector('#f-email');
    const form = page.locator('form[aria-label="Kontaktopplysningar"]');
    expect(await form.locator('.kit-counter').count()).toBe(0);
    expect(await form.locator('label').allTextContents()).toEqual(['Fornamn', 'Etternamn', 'E-post', 'Landskode', 'Telefon']);
    for (const name of ['firstname', 'lastname', 'email', 'phoneCountryCode', 'phone']) {
      expect(await page.locator(`#f-${name}`).evaluate((i: HTMLInputElement) => [i.readOnly, getComputedStyle(i).borderStyle]), name).toEqual([true, 'dashed']);
    }
    await context.close();
  });
});

describe('erasing a customer', () => {
  it('as the network admin: asks for the e-mail, then anonymises the person; the company manager sees no erase button', async () => {
    const person = await customer('Slett');
    const managerContext = await loggedIn(MANAGER);
    const managerPage = await managerContext.newPage();
    await managerPage.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await managerPage.waitForSelector('#f-phone');
    expect(await managerPage.getByRole('button', { name: 'Slett kunden' }).count()).toBe(0);
    await managerContext.close();

    const context = await loggedIn(ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${networkSlug}/kunder/${person.id}`);
    await page.getByRole('button', { name: 'Slett kunden' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Slett kunden' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('E-postadressa til kunden').fill('feil@adresse.no');
    await expect(dialog.getByRole('button', { name: 'Slett kunden' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('E-postadressa til kunden').fill(person.email);
    await dialog.getByRole('button', { name: 'Slett kunden' }).click();
    await eventually(() => toasts(page)).toContain('Kunden er sletta (anonymisert).');
    await eventually(() => page.locator('h1').textContent()).toBe('Sletta kunde');
    const row = await server.db.user.findUniqueOrThrow({ where: { id: person.id } });
    expect(row.email).toBe(`sletta-${person.id}@anonymisert.invalid`);
    expect(row.erasedAt).not.toBeNull();
    // The contact form shows the anonymised person at once, not the erased details.
    await eventually(() => page.locator('#f-email').inputValue()).toBe(row.email);
    expect(await page.locator('#f-phone').inputValue()).not.toBe(person.phone ?? '');
    expect(await page.content()).not.toContain(person.email);
    await context.close();
  });
});

describe('erasing a customer who also booked in another site', () => {
  it('offers a site admin no "Slett kunden" and says why, before anyone types the e-mail', async () => {
    const person = await customer('Tostad');
    // A second booking of the person, in a site of the network the site admin has nothing to do with.
    const net = await server.db.network.findFirstOrThrow();
    const slug = `annan-${Date.now() % 100000}`;
    const site = await server.db.site.create({ data: { networkId: net.id, name: `Merkevare ${slug}`, slug, email: `x@${slug}.no`, phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000003' } });
    const elsewhere = await copyDemoBooking(server.db, BERGEN, { customerUserId: person.id });
    await server.db.booking.update({ where: { id: elsewhere.id }, data: { siteId: site.id } });
    const home = await server.db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });

    const context = await loggedIn('nasjonal@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${home.slug}/kunder/${person.id}`);
    await page.waitForSelector('#f-phone');
    await eventually(() => page.getByTestId('erase-refusal').textContent()).toContain('Kunden har bookingar utanfor kontoen din');
    expect(await page.getByRole('button', { name: 'Slett kunden' }).count()).toBe(0);
    await context.close();
  });
});

describe('"Vis kun ansatte" from the keyboard', () => {
  it('keeps the focus on the tick box when Space ticks it, so a second Space unticks it again', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder`);
    await eventually(() => cells(page, 'employee').then((c) => c.length)).toBeGreaterThan(0);
    const box = page.getByLabel('Vis kun ansatte');
    await box.focus();
    await page.keyboard.press('Space');
    await eventually(() => new URL(page.url()).searchParams.get('is_employee')).toBe('true');
    await eventually(() => cells(page, 'employee')).not.toContain('Nei');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await eventually(() => new URL(page.url()).searchParams.get('is_employee')).toBe(null);
    expect(await box.isChecked()).toBe(false);
    await context.close();
  });
});

describe('back from a customer to the list', () => {
  it('Tilbake on a customer\'s page and on a business customer\'s page returns to the list as it was filtered', async () => {
    const person = await customer('Attende');
    const contact = await customer('AttendeKontakt');
    const business = await server.db.customerCompany.create({ data: { name: 'Attende Bygg AS', orgnr: `94${String(Date.now()).slice(-7)}` } });
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: contact.id } });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerCompanyId: business.id, customerUserId: null, orderType: 'business' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const listSearch = `?kundetype=private&sok=${encodeURIComponent(person.lastname)}`; // Attende<n>, not AttendeKontakt<n>
    await page.goto(`${base}/admin/${BERGEN}/kunder${listSearch}`);
    await page.getByRole('link', { name: `Eline ${person.lastname}` }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/kunder/${person.id}`);
    await page.getByRole('link', { name: 'Tilbake', exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/kunder`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ kundetype: 'private', sok: person.lastname });

    await page.goto(`${base}/admin/${BERGEN}/kunder?kundetype=business&sok=Attende`);
    await page.getByRole('link', { name: 'Attende Bygg AS' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/bedrift${business.id}`);
    await page.getByRole('link', { name: 'Tilbake til kundar' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/kunder`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ kundetype: 'business', sok: 'Attende' });
    await context.close();
  });

  it('a customer\'s page opened straight from its address goes back to the whole list', async () => {
    const person = await customer('Direkte');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await page.getByRole('link', { name: 'Tilbake', exact: true }).click();
    await eventually(() => page.url()).toBe(`${base}/admin/${BERGEN}/kunder`);
    await context.close();
  });
});

describe('a customer\'s bookings', () => {
  it('shows the newest 20 with "Vis fleire" for the rest, on a person\'s page and on a business customer\'s', async () => {
    const person = await customer('Mange');
    const business = await server.db.customerCompany.create({ data: { name: 'Mange Turar AS', orgnr: `93${String(Date.now()).slice(-7)}` } });
    const first = await server.db.booking.findFirstOrThrow({ where: { customerUserId: person.id } });
    for (let i = 0; i < 24; i++) await copyDemoBooking(server.db, BERGEN, { customerUserId: person.id, customerCompanyId: business.id, orderType: 'business' });
    await server.db.booking.update({ where: { id: first.id }, data: { customerCompanyId: business.id, orderType: 'business' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const rows = () => page.getByRole('region', { name: 'Bookingar' }).locator('tbody tr').count();
    const more = page.getByRole('button', { name: 'Vis fleire' });

    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}?fane=bookingar`);
    await eventually(() => page.getByRole('tab', { name: /^Bookingar/ }).textContent()).toBe('Bookingar (25)');
    await eventually(rows).toBe(20);
    expect(await page.getByText('Viser 20 av 25').count()).toBe(1);
    await more.click();
    await eventually(rows).toBe(25);
    expect(await more.count()).toBe(0);
    // Newest first, and the oldest (the first booking) last.
    const numbers = await page.getByRole('region', { name: 'Bookingar' }).locator('tbody tr td:first-child').allTextContents();
    expect(numbers.map(Number)).toEqual([...numbers.map(Number)].sort((a, b) => b - a));
    expect(Number(numbers.at(-1))).toBe(first.id);

    await page.goto(`${base}/admin/${BERGEN}/bedrift${business.id}`);
    await eventually(() => page.getByRole('heading', { name: /^Bookingar/ }).textContent()).toBe('Bookingar (25)');
    await eventually(rows).toBe(20);
    await more.click();
    await eventually(rows).toBe(25);
    await context.close();
  }, 60_000);
});

describe('the customer page on a phone', () => {
  it('saves with a tap on Lagre (the page\'s own buttons never lie over the form\'s), and keeps Tilbake and Slett kunden tappable', async () => {
    const person = await customer('Telefon');
    const context = await loggedIn(ADMIN, 390);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${networkSlug}/kunder/${person.id}`);
    await page.waitForSelector('#f-phone');
    /** What a finger at the middle of the button lands on, after the button is scrolled into view. */
    const tapTarget = async (name: string) => {
      const button = page.getByRole(name === 'Tilbake' ? 'link' : 'button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      return button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === b || b.contains(hit) ? 'itself' : (hit?.textContent?.trim() ?? hit?.tagName ?? null);
      });
    };
    for (const name of ['Lagre', 'Tilbake', 'Slett kunden']) expect(await tapTarget(name), name).toBe('itself');
    await page.fill('#f-phone', '+47 481 23 499');
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await eventually(() => toasts(page)).toContain('Endringen er lagret.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).phone).toBe('+4748123499');
    await context.close();
  });
});

describe('the customer page\'s tabs', () => {
  it('are in the address, and choosing one neither loads the page again nor loses what was typed', async () => {
    const person = await customer('Fane');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await page.waitForSelector('#f-phone');
    let requests = 0;
    page.on('request', (r) => r.url().includes('/graphql') && requests++);
    await page.fill('#f-phone', '+47 400 00 001');
    await page.getByRole('tab', { name: /^Bookingar/ }).click();
    await eventually(() => new URL(page.url()).searchParams.get('fane')).toBe('bookingar');
    await page.getByRole('tab', { name: 'Historikk' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('fane')).toBe('historikk');
    await page.getByRole('tab', { name: 'Kontakt' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('fane')).toBe(null);
    expect(await page.inputValue('#f-phone')).toBe('+47 400 00 001');
    expect(requests).toBe(0);
    // Opened from the address, the page shows that tab.
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}?fane=historikk`);
    await eventually(() => page.getByRole('tab', { name: 'Historikk' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('e-mail addresses on a phone', () => {
  it('wrap before the @ or after a dot or hyphen, never in the middle of a name', async () => {
    const person = await customer('Epost');
    const email = `kari.kristine.nordmann-fjeldstad${seq}@eksempel-utleige.no`;
    await server.db.user.update({ where: { id: person.id }, data: { email } });
    const context = await loggedIn(MANAGER, 320);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/kunder?sok=${person.lastname}`);
    const cell = page.locator('.kit-card dd[data-column="email"]', { hasText: 'eksempel-utleige.no' });
    await cell.waitFor();
    /** The cell's text as the screen shows it, line by line (characters grouped by the line box they sit on). */
    const lines = await cell.evaluate((td) => {
      const out: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const y = Math.round(range.getBoundingClientRect().top);
          if (top === null || Math.abs(y - top) > 4) out.push('');
          top = y;
          out[out.length - 1] += node.textContent![i];
        }
      }
      return out;
    });
    expect(lines.join('')).toBe(email);
    expect(lines.length).toBeGreaterThan(1);
    for (let i = 1; i < lines.length; i++) expect(lines[i - 1]!.endsWith('.') || lines[i - 1]!.endsWith('-') || lines[i]!.startsWith('@'), lines.join(' | ')).toBe(true);
    await context.close();
  });
});

describe('the booking tables on a phone', () => {
  /** How far the page scrolls sideways (0 when everything fits the screen's width). */
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('a business customer\'s page and a customer\'s Bookingar tab fit 390 px without the page scrolling sideways', async () => {
    const person = await customer('Smal');
    const business = await server.db.customerCompany.create({ data: { name: 'Smal Bygg AS', orgnr: `95${String(Date.now()).slice(-7)}` } });
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: person.id } });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerCompanyId: business.id, orderType: 'business' } });
    const context = await loggedIn(MANAGER, 390);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/bedrift${business.id}`);
    await page.getByRole('link', { name: String(booking.id).padStart(4, '0') }).waitFor();
    expect(await sideways(page)).toBe(0);
    await page.goto(`${base}/admin/${BERGEN}/kunder/${person.id}`);
    await page.getByRole('tab', { name: /Bookingar/ }).click();
    await page.getByRole('link', { name: String(booking.id).padStart(4, '0') }).waitFor();
    expect(await sideways(page)).toBe(0);
    // The table itself can still be read to its last column: its box scrolls, and takes the keyboard's focus to do so.
    const region = page.getByRole('region', { name: 'Bookingar' });
    expect(await region.evaluate((el) => [getComputedStyle(el).overflowX, el.tabIndex])).toEqual(['auto', 0]);
    await context.close();
  });
});

describe('erasing a customer from the keyboard', () => {
  it('puts the focus on the notice that the customer was erased, not on the page itself (the button is gone)', async () => {
    const person = await customer('Fokus');
    const context = await loggedIn(ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${networkSlug}/kunder/${person.id}`);
    await page.getByRole('button', { name: 'Slett kunden' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-postadressa til kunden').fill(person.email);
    await dialog.getByRole('button', { name: 'Slett kunden' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('h1').textContent()).toBe('Sletta kunde');
    await eventually(() => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '')))).toContain('Kunden vart sletta (anonymisert)');
    await context.close();
  });
});

describe('erasing a member of staff', () => {
  it('drops "Tilsett" from the page header at once, without a reload', async () => {
    const person = await customer('Tilsett');
    await server.db.user.update({ where: { id: person.id }, data: { isEmployee: true } });
    const context = await loggedIn(ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${networkSlug}/kunder/${person.id}`);
    await eventually(() => page.locator('.eyebrow').textContent()).toContain('Tilsett');
    await page.getByRole('button', { name: 'Slett kunden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-postadressa til kunden').fill(person.email);
    await dialog.getByRole('button', { name: 'Slett kunden' }).click();
    await eventually(() => page.locator('h1').textContent()).toBe('Sletta kunde');
    expect(await page.locator('.eyebrow').textContent()).not.toContain('Tilsett');
    await context.close();
  });
});

describe('the profile', () => {
  it('shows the name and the role in the account, and logs out', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/profil`);
    await eventually(() => page.locator('.facts').textContent()).toContain('Bedriftsadministrator');
    const user = await server.db.user.findUniqueOrThrow({ where: { email: MANAGER } });
    expect(await page.locator('.facts').textContent()).toContain(`${user.firstname} ${user.lastname}`);
    await page.getByRole('link', { name: 'Logg ut' }).click();
    // The link is a full page load of the front page, which ends the session: wait until that page has loaded and
    // gone quiet (closing the context while it still loads hung Chromium now and then).
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('networkidle');
    const viewer = async () => (await (await context.request.post(`${base}/graphql`, { data: { query: '{ viewer { email } }' } })).json()).data.viewer;
    await eventually(viewer).toBeNull();
    await context.close();
  });
});


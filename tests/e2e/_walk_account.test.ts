/** Scratch walk of the customer's own account pages (to be deleted). */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords.ts';
import { fromOsloLocal } from '../../server/domain/time.ts';
import { launchBrowser } from '../support/browser.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
const log: string[] = [];
const note = (s: string) => log.push(s);

beforeAll(async () => {
  server = await createTestServer({}, { web: true, worker: false });
  base = await server.listen();
  browser = await launchBrowser();
});
afterAll(() => console.log('\n=== WALK LOG ===\n' + log.join('\n') + '\n=== END ==='));

let made = 0;
async function person(password = 'gamalt1passord') {
  made += 1;
  const email = `walk${made}@example.no`;
  const user = await server.db.user.create({ data: { email, firstname: 'Ola', lastname: 'Nordmann', phone: '+4791234567', passwordHash: await hashPassword(password) } });
  return { email, id: user.id };
}

async function newPage(opts: { tz?: string; locale?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 }, timezoneId: opts.tz, locale: opts.locale });
  const page = await context.newPage();
  page.on('pageerror', (e) => note(`pageerror ${e.message}`));
  await page.goto(`${base}/vilkår`);
  await page.getByRole('button', { name: 'Godta' }).click();
  return page;
}
const h1 = (page: Page) => page.locator('main h1').first().textContent({ timeout: 10_000 }).catch(() => '');
const path = (page: Page) => {
  const u = new URL(page.url());
  return decodeURIComponent(u.pathname + u.search);
};

async function login(page: Page, email: string, en: boolean, password = 'gamalt1passord') {
  await page.getByLabel(en ? 'E-mail' : 'E-post').fill(email);
  await page.getByLabel(en ? 'Password' : 'Passord').fill(password);
  await page.getByRole('button', { name: en ? 'Log in' : 'Logg inn' }).last().click();
}

describe('walk', () => {
  it('logged-out /konto goes to log-in and back, both languages; back/reload; logout then back', async () => {
    const { email } = await person();
    for (const prefix of ['', '/en']) {
      const page = await newPage();
      await page.goto(`${base}${prefix}/konto`);
      await page.waitForURL(/\/login/);
      note(`${prefix} logged-out /konto -> ${path(page)} h1=${await h1(page)}`);
      await login(page, email, !!prefix);
      await page.waitForURL(/\/konto$/, { timeout: 15_000 }).catch(() => undefined);
      note(`${prefix} after login -> ${path(page)} h1=${await h1(page)}`);
      await page.reload();
      await expect.poll(() => h1(page)).toBe(prefix ? 'My page' : 'Min side');
      note(`${prefix} reload /konto -> ${path(page)} h1=${await h1(page)}`);
      // language switch on /konto
      await page.getByRole('button', { name: prefix ? 'Norsk' : 'English' }).click();
      await expect.poll(() => h1(page)).toBe(prefix ? 'Min side' : 'My page');
      note(`${prefix} switch on /konto -> ${path(page)} h1=${await h1(page)}`);
      await page.goBack();
      await expect.poll(() => h1(page)).toBe(prefix ? 'My page' : 'Min side');
      note(`${prefix} back after switch -> ${path(page)} h1=${await h1(page)}`);
      // log out, then Back
      await page.getByRole('link', { name: prefix ? 'Log out' : 'Logg ut' }).last().click();
      await page.waitForURL((u) => !u.pathname.endsWith('/konto'));
      await page.waitForTimeout(800);
      note(`${prefix} after logout -> ${path(page)} alert=${await page.locator('.alert').first().textContent().catch(() => '')}`);
      await page.goBack();
      await page.waitForTimeout(1500);
      note(`${prefix} back after logout -> ${path(page)} h1=${await h1(page)} text-has-email=${((await page.locator('main').textContent()) ?? '').includes(email)}`);
      await page.context().close();
    }
  }, 120_000);

  it('language switch on the log-in pages keeps the page and the query', async () => {
    const page = await newPage();
    for (const p of ['/login?redirect=%2Fsteg2%3Fa%3D1', '/opprett', '/glemt-passord', '/tilbakestill?key=abc', '/stadfest?key=abc']) {
      await page.goto(`${base}${p}`);
      const before = await h1(page);
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForTimeout(1200);
      note(`switch ${p}: ${before} -> ${path(page)} h1=${await h1(page)}`);
      await page.getByRole('button', { name: 'Norsk' }).click();
      await page.waitForTimeout(1200);
      note(`  and back -> ${path(page)} h1=${await h1(page)}`);
    }
    // register empty submit, both languages
    for (const prefix of ['', '/en']) {
      await page.goto(`${base}${prefix}/opprett`);
      await page.getByRole('button', { name: prefix ? 'Create account' : 'Opprett brukar' }).last().click();
      await page.waitForTimeout(500);
      note(`${prefix} register empty errors: ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
      await page.fill('input[name=user_firstname]', 'A');
      await page.fill('input[name=user_lastname]', 'B');
      await page.fill('input[name=user_phone]', '123');
      await page.fill('input[name=user_email]', 'x@y');
      await page.fill('input[name=user_password]', 'abcdefgh');
      await page.getByRole('button', { name: prefix ? 'Create account' : 'Opprett brukar' }).last().click();
      await page.waitForTimeout(500);
      note(`${prefix} register bad errors: ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
      await page.goto(`${base}${prefix}/glemt-passord`);
      await page.getByRole('button', { name: prefix ? 'Send link' : 'Send lenke' }).click();
      await page.waitForTimeout(500);
      note(`${prefix} forgot empty: ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
      await page.goto(`${base}${prefix}/tilbakestill?key=abc`);
      await page.getByRole('button', { name: prefix ? 'Save new password' : 'Lagre nytt passord' }).click();
      await page.waitForTimeout(500);
      note(`${prefix} reset empty: ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
      await page.fill('input[name=new_password]', 'short');
      await page.getByRole('button', { name: prefix ? 'Save new password' : 'Lagre nytt passord' }).click();
      await page.waitForTimeout(1500);
      note(`${prefix} reset short+bad key: errors=${JSON.stringify(await page.locator('.form-error').allTextContents())} alert=${await page.locator('.alert').allTextContents()} dialog=${await page.locator('dialog[open]').allTextContents()}`);
      await page.goto(`${base}${prefix}/tilbakestill`);
      await page.waitForTimeout(800);
      note(`${prefix} reset without key -> ${path(page)}`);
    }
    await page.context().close();
  }, 120_000);

  it('a booking placed logged in appears on Min side with Oslo times and totals; cancelled reads so', async () => {
    const { email } = await person();
    const klass = await carClass(server.db, 2);
    const client = server.client();
    await client.login(email, 'gamalt1passord');
    const winter = futureWeek(0);
    const y = new Date().getUTCFullYear() + 1;
    const summer = { pickupAt: fromOsloLocal({ year: y, month: 7, day: 7, hour: 10, minute: 0 }).toISOString(), dropoffAt: fromOsloLocal({ year: y, month: 7, day: 9, hour: 16, minute: 30 }).toISOString() };
    const made: { id: number; total: string; number: string }[] = [];
    for (const [period, extra] of [
      [winter, {}],
      [summer, { customerType: 'business', businessName: 'Walk AS', businessNumber: '987654321' }],
    ] as const) {
      const r = await client.gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period, { email, ...extra }) });
      expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
      const b = await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } });
      made.push({ id: b.id, total: String(b.totalPrice), number: r.data.createBooking.bookingNumber });
      note(`made booking ${r.data.createBooking.bookingNumber} total=${b.totalPrice} pickup=${b.pickupAt.toISOString()} dropoff=${b.dropoffAt.toISOString()} lines=${JSON.stringify(r.data.createBooking.booking.lines)}`);
    }
    for (const prefix of ['', '/en']) {
      const page = await newPage({ tz: 'America/New_York', locale: 'en-US' });
      await page.goto(`${base}${prefix}/login`);
      await login(page, email, !!prefix);
      await page.waitForURL(/\/konto$/);
      await expect.poll(() => page.locator('.own-booking').count()).toBe(2);
      for (const li of await page.locator('.own-booking').all()) note(`${prefix} item: ${(await li.innerText()).replace(/\n/g, ' | ')}`);
      note(`${prefix} buttons in list: ${JSON.stringify(await page.locator('.own-bookings button, .own-bookings a').allTextContents())}`);
      await page.context().close();
    }
    await server.db.booking.update({ where: { id: made[0]!.id }, data: { status: 'cancelled' } });
    const page = await newPage();
    await page.goto(`${base}/en/login`);
    await login(page, email, true);
    await page.waitForURL(/\/konto$/);
    await expect.poll(() => page.locator('.own-booking').count()).toBe(2);
    for (const li of await page.locator('.own-booking').all()) note(`en after cancel item: ${(await li.innerText()).replace(/\n/g, ' | ')}`);
    // own details with errors in English
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.fill('input[name=firstname]', '');
    await page.fill('input[name=lastname]', '');
    await page.fill('input[name=phone]', '12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    note(`en details errors: ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.fill('input[name=currentPassword]', 'wrong1pass');
    await page.fill('input[name=newPassword]', 'short');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await page.waitForTimeout(500);
    note(`en password errors (client): ${JSON.stringify(await page.locator('.form-error').allTextContents())}`);
    await page.fill('input[name=newPassword]', 'nytt2passord');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await page.waitForTimeout(1500);
    note(`en password errors (server): ${JSON.stringify(await page.locator('.form-error').allTextContents())} alert=${await page.locator('.alert').allTextContents()}`);
    note(`en page title: ${await page.title()}`);
    await page.context().close();
  }, 180_000);
});

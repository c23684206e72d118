/**
 * Min side in real Chromium: a customer changes their name and phone, then their password; a wrong current password
 * is said on its field, another browser where they were logged in is logged out, and the English page reads in
 * English. The person is made by the test.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES } from '../../server/domain/credentials.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true, worker: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);
afterAll(() => server?.mailer.close());

let made = 0;
async function person(password: string) {
  made += 1;
  const email = `minside-e2e${made}@example.no`;
  await server.db.user.create({ data: { email, firstname: 'Ola', lastname: 'Nordmann', phone: '+4791234567', passwordHash: await hashPassword(password) } });
  return email;
}

/** A fresh browser at `width` px, cookie question answered, logged in as `email` and on Min side (`prefix` '' or '/en'). */
async function loggedIn(email: string, password: string, prefix = '', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/vilkår`);
  await page.getByRole('button', { name: 'Godta' }).click();
  await page.goto(`${base}${prefix}/login`);
  await page.getByLabel(prefix ? 'E-mail' : 'E-post').fill(email);
  await page.getByLabel(prefix ? 'Password' : 'Passord').fill(password);
  await page.getByRole('button', { name: prefix ? 'Log in' : 'Logg inn' }).click();
  await page.waitForURL(new RegExp(`${prefix}/konto$`));
  return page;
}

describe('Min side', () => {
  it('changes the name and phone, and the page shows them at once', async () => {
    const email = await person('gamalt1passord');
    const page = await loggedIn(email, 'gamalt1passord', '', 375);
    await page.getByRole('button', { name: 'Endre opplysningar' }).click();
    const form = page.getByRole('form', { name: 'Kontaktopplysningar' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstname');
    await expect.poll(() => form.getByLabel('Telefon').inputValue()).toBe('+47 912 34 567');
    expect(await form.textContent()).toContain(`Du loggar inn med e-postadressa ${email}.`);
    await form.getByLabel('Fornamn').fill('');
    await form.getByLabel('Telefon').fill('400 00 000');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect.poll(() => form.locator('.form-error').allTextContents()).toEqual([
      'Fornamn må fyllast ut.',
      'Hugs landskoden til telefonnummeret (t.d. +47), her eller først i nummeret.',
    ]);
    // The focus moves a frame after the messages show (focusFirstInvalid), so it is polled.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstname');
    await form.getByLabel('Fornamn').fill('Kari');
    await form.getByLabel('Telefon').fill('+47 400 00 000');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Opplysningane er lagra.');
    await expect.poll(() => page.locator('dl.facts').textContent()).toContain('Kari Nordmann');
    expect(await page.locator('dl.facts').textContent()).toContain('+47 400 00 000');
    // Focus goes back to the button that opened the form.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Endre opplysningar');
    expect((await server.db.user.findUniqueOrThrow({ where: { email } })).firstname).toBe('Kari');
  });

  it('changes the password with the current one, and logs out the other browser', async () => {
    const email = await person('gamalt1passord');
    const other = await loggedIn(email, 'gamalt1passord');
    const page = await loggedIn(email, 'gamalt1passord');
    await page.getByRole('button', { name: 'Endre passord' }).click();
    const form = page.getByRole('form', { name: 'Endre passord' });
    await form.getByLabel('Passordet du har no').fill('feil1passord');
    await form.getByLabel('Nytt passord').fill('nytt2passord');
    await form.getByRole('button', { name: 'Endre passord' }).click();
    await expect.poll(() => form.locator('.form-error').allTextContents()).toEqual([PASSWORD_CHANGE_MESSAGES.wrongCurrent]);
    await form.getByLabel('Passordet du har no').fill('gamalt1passord');
    await form.getByRole('button', { name: 'Endre passord' }).click();
    await expect.poll(() => page.locator('.toasts').textContent()).toContain(PASSWORD_CHANGE_MESSAGES.changed);
    await expect.poll(() => page.getByRole('form', { name: 'Endre passord' }).count()).toBe(0);

    // The other browser's session has ended: Min side sends it to log in.
    await other.reload();
    await other.waitForURL(/\/login/);
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Min side');
  });

  it('reads in English under /en', async () => {
    const email = await person('gamalt1passord');
    const page = await loggedIn(email, 'gamalt1passord', '/en');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('gamalt1passord');
    await form.getByLabel('New password').fill('gamalt1passord');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.locator('.form-error').allTextContents()).toEqual(['The new password must differ from your current one.']);
  });
});

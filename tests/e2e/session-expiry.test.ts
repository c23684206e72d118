/**
 * A session that ends in the middle of an action (spec 1, section 8: 401 "Ikkje autentisert"; section 4 "Session
 * expiry prompts re-login"), in real Chromium: the action asks the person to log in again ("Logg inn på nytt" /
 * "Avbryt", back to the page afterwards) instead of "Prøv igjen". Once in the shop layout (Min side, Norwegian and
 * English) and once in the back office (a list row's "Slett").
 */
import crypto from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
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

/** Polls until the matcher holds (the app answers over a real network on a busy machine). */
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Ends the browser's session on the server, as time running out does (its row stays, expired). */
async function expire(context: BrowserContext) {
  const sid = (await context.cookies()).find((c) => c.name === 'sid')!.value;
  const tokenHash = crypto.createHash('sha256').update(sid).digest('hex');
  const { count } = await server.db.session.updateMany({ where: { tokenHash }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect(count).toBe(1);
}

let made = 0;
/** A customer made for one test, logged in, on Min side (`prefix` '' or '/en'). */
async function customerOnAccountPage(prefix = ''): Promise<{ page: Page; email: string }> {
  made += 1;
  const email = `okt-e2e${made}@example.no`;
  await server.db.user.create({ data: { email, firstname: 'Ola', lastname: 'Nordmann', phone: '+4791234567', passwordHash: await hashPassword('gamalt1passord') } });
  const context = await loggedInContext(server, browser, base, email, { password: 'gamalt1passord' });
  const page = await context.newPage();
  await page.goto(`${base}${prefix}/konto`);
  // The cookie question, so it covers nothing ("Berre nødvendige" / "Necessary only").
  const banner = page.locator('.cookie-banner');
  if (await banner.count()) await banner.getByRole('button', { name: prefix ? 'Necessary only' : 'Berre nødvendige' }).click();
  await page.getByRole('button', { name: prefix ? 'Edit details' : 'Endre opplysningar' }).waitFor();
  return { page, email };
}

describe('an expired session on Min side', () => {
  it('"Endre opplysningar" → Lagre asks to log in again, and "Logg inn på nytt" comes back to /konto', async () => {
    const { page, email } = await customerOnAccountPage();
    await page.getByRole('button', { name: 'Endre opplysningar' }).click();
    const form = page.getByRole('form', { name: 'Kontaktopplysningar' });
    await form.getByLabel('Fornamn').fill('Kari');
    await expire(page.context());
    await form.getByRole('button', { name: 'Lagre' }).click();

    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.locator('h2').allTextContents()).toEqual(['Ikkje autentisert']);
    expect(await dialog.textContent()).toContain('Økta di har gått ut. Logg inn på nytt for å halde fram.');
    expect(await dialog.getByRole('button', { name: 'Avbryt' }).count()).toBe(1);
    // The form says it too, not "try again".
    expect(await form.getByRole('alert').textContent()).toContain('Logg inn på nytt');
    expect(await form.getByRole('alert').textContent()).not.toContain('Prøv igjen');
    expect((await server.db.user.findUniqueOrThrow({ where: { email } })).firstname).toBe('Ola');

    await dialog.getByRole('button', { name: 'Logg inn på nytt' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fkonto$/);
    await page.context().close();
  }, 60_000);

  it('asks in English under /en', async () => {
    const { page } = await customerOnAccountPage('/en');
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expire(page.context());
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.locator('h2').allTextContents()).toEqual(['Not authenticated']);
    expect(await dialog.getByRole('button', { name: 'Log in again' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await page.context().close();
  }, 60_000);
});

describe('an expired session in the back office', () => {
  it('a list row\'s Slett, confirmed, asks to log in again instead of "Kunne ikkje slette"', async () => {
    const client = server.client();
    await client.login(MANAGER, 'demo1234');
    const created = await client.gql<{ createLocation: { __typename: string; location?: { databaseId: number } } }>(
      `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename ... on CreateLocationSuccess { location { databaseId } } } }`,
      { input: { accountId: encodeGlobalID('Account', BERGEN), ...validLocation('Øktslett'), status: 'public' } },
      { 'x-account': BERGEN },
    );
    const id = created.data!.createLocation.location!.databaseId;

    const context = await loggedInContext(server, browser, base, MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=%C3%B8ktslett`);
    const row = page.locator('.kit-table tbody tr', { has: page.locator('td[data-column="name"]', { hasText: 'Øktslett' }) });
    await row.getByRole('button', { name: 'Slett' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.locator('h2').textContent()).toBe('Slette «Øktslett»?');
    await expire(context);
    await dialog.getByRole('button', { name: 'Slett' }).click();

    await eventually(() => dialog.locator('h2').allTextContents()).toEqual(['Ikkje autentisert']);
    expect(await dialog.textContent()).toContain('Økta di har gått ut. Logg inn på nytt for å halde fram.');
    expect(await dialog.getByRole('button', { name: 'Avbryt' }).count()).toBe(1);
    expect((await page.locator('.toast').allTextContents()).join(' ')).not.toContain('Kunne ikkje');
    expect(await server.db.location.count({ where: { id } })).toBe(1);

    await dialog.getByRole('button', { name: 'Logg inn på nytt' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fadmin%2Ffjordbil-bergen%2Flokasjoner%3Fsok%3D/);
    await context.close();
  }, 60_000);
});

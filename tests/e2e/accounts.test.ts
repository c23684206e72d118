/**
 * Accounts in real Chromium: register → confirm from the mailed link → Min side → log out → log in, a forgotten password through a real SMTP
 * server, the cookie banner, notify, error popups, and the public layout at 375 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
let inbox: ReceivedMail[] = [];
let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const mail = await startSmtpServer();
  inbox = mail.inbox;
  // Development mode: the log-in screen shows the register link.
  server = await createTestServer({ smtpUrl: mail.url, isDevelopment: true }, { web: true, worker: true });
  await server.db.site.updateMany({ data: { email: 'hjelp@e2e-test.no', orgnr: '999 888 777' } });
  base = await server.listen();
  // The public address the e-mails link to is this server, so the link in the mail is opened as it is.
  server.services.config.publicUrl = base;
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

afterAll(() => server?.mailer.close());

/** A fresh browser (own storage and cookies) at `width` px, with the cookie question already answered "yes". */
async function newPage(width = 1280, consent = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (consent) {
    await page.goto(`${base}/vilkår`);
    await page.getByRole('button', { name: 'Godta' }).click();
  }
  return page;
}

const shot = (page: Page, name: string) => (SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined);

/** The newest message to `to` from the test's SMTP server. */
async function mailTo(to: string): Promise<string> {
  await expect.poll(() => inbox.some((m) => m.to.includes(to)), { timeout: 10_000 }).toBe(true);
  return inbox.filter((m) => m.to.includes(to)).pop()!.raw;
}

describe('register, log in, Min side, log out', () => {
  it('takes a new customer through every step with encrypted calls', async () => {
    const page = await newPage();
    const posted: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/') && r.method() === 'POST' && posted.push(`${r.headers()['x-encrypted']} ${r.postData()}`));

    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Opprett brukar' }).click();
    await page.waitForURL(/\/opprett$/);
    // Every field is required: an empty form names each, the password too.
    await page.getByRole('button', { name: 'Opprett brukar' }).click();
    await expect.poll(() => page.locator('.form-error').allTextContents()).toEqual(['Fornamn må fyllast ut.', 'Etternamn må fyllast ut.', 'Telefon må fyllast ut.', 'E-post må fyllast ut.', 'Passord må fyllast ut.']);
    await page.getByLabel('Fornamn').fill('Nora');
    await page.getByLabel('Etternamn').fill('Fjelltun');
    await page.getByLabel('Telefon').fill('912');
    // A field with a maximum length counts its characters.
    expect(await page.locator('.form-field', { has: page.getByLabel('Fornamn') }).locator('.field-counter').textContent()).toBe('4/100');
    await page.getByLabel('E-post').fill('nora@example.no');
    await page.getByLabel('Passord').fill('berrebokstavar');
    await page.getByRole('button', { name: 'Opprett brukar' }).click();
    await expect.poll(() => page.locator('.form-error').allTextContents()).toEqual([PHONE_MESSAGE, PASSWORD_MESSAGE]);
    // The focus moves to the first field in error once the errors are drawn (a frame later than the messages).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('user_phone');
    await shot(page, 'opprett-feil-1280');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByLabel('Passord').fill('fjelltur22');
    await page.getByRole('button', { name: 'Opprett brukar' }).click();

    // Nothing is created yet: the page says where the confirmation link went.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sjekk e-posten din');
    expect(await page.locator('main').textContent()).toContain('Vi har sendt ei e-post til nora@example.no. Opne lenka i e-posten for å stadfeste kontoen.');
    expect(await server.db.user.count({ where: { email: 'nora@example.no' } })).toBe(0);
    const confirmation = await mailTo('nora@example.no');
    const link = new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/stadfest\\?key=[A-Za-z0-9_-]+`).exec(confirmation)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Opprett kontoen' }).click();
    await page.waitForURL(/\/konto$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Min side');
    await expect.poll(() => inbox.filter((m) => m.to.includes('nora@example.no')).length, { timeout: 10_000 }).toBe(2);
    expect(await mailTo('nora@example.no')).toContain(`${base}/login`); // the welcome mail
    await page.getByRole('link', { name: 'Logg ut' }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/login`);

    await page.getByLabel('E-post').fill('nora@example.no');
    await page.getByLabel('Passord').fill('feilpassord1');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect.poll(() => page.locator('.alert.warning').textContent()).toBe('Feil e-post eller passord.');
    await page.getByLabel('Passord').fill('fjelltur22');
    await page.getByLabel('Hugs meg').check();
    await page.getByRole('button', { name: 'Logg inn' }).click();

    await page.waitForURL(/\/konto$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Min side');
    expect(await page.locator('main').textContent()).toContain('Velkomen, Nora!');
    expect(await page.getByRole('link', { name: 'Til administrasjonspanelet' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('{"email":"nora@example.no"}');
    // Every account call went encrypted: no password in any body.
    expect(posted.length).toBe(4); // create_user, confirm_user, two log-ins
    for (const p of posted) expect(p).toMatch(/^1 \{"enc":"RSA-OAEP-256\+A256GCM"/);
    for (const p of posted) expect(p).not.toMatch(/fjelltur22|feilpassord1/);
    // Page views, after consent, name the user once logged in.
    const nora = await server.db.user.findFirstOrThrow({ where: { email: 'nora@example.no' } });
    await expect.poll(() => server.db.pageView.count({ where: { userId: nora.id, path: '/konto' } })).toBe(2);
    await shot(page, 'konto-1280');

    await page.getByRole('link', { name: 'Logg ut' }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/konto`);
    await page.waitForURL(/\/login\?redirect=%2Fkonto$/);
    expect(await page.getByLabel('E-post').inputValue()).toBe('nora@example.no'); // remembered

    // The confirmation link a second time: it says the link is used, and offers no button that cannot work.
    await page.goto(link);
    await page.getByRole('button', { name: 'Opprett kontoen' }).click();
    await page.locator('.alert.warning').waitFor();
    expect(await page.locator('.alert.warning').textContent()).toMatch(/Lenka er ugyldig, brukt eller gått ut/);
    expect(await page.getByRole('button', { name: 'Opprett kontoen' }).count()).toBe(0);
    expect(await page.getByText('Trykk på knappen').count()).toBe(0);
    await page.context().close();
  });

  it('sends an employee to /admin, honours a same-site redirect and ignores an outside one', async () => {
    const page = await newPage();
    await page.goto(`${base}/?login&redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('E-post').fill('bergen@fjordbil.no');
    await page.getByLabel('Passord').fill('demo1234');
    // Spec 1: GET /api/v1/accounts is called after log-in; its first account is where the employee lands.
    const accounts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/accounts' && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    expect((await accounts).status()).toBe(200);
    await page.waitForURL(`${base}/admin/fjordbil-bergen`);
    // Someone with two accounts is asked which to work in, not put in the first.
    const twoAccounts = await createUser(server.db, 'to-kontoar@fjordbil.no');
    const company = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    const location = await server.db.location.findFirstOrThrow({ where: { companyId: company.id }, orderBy: { id: 'asc' } });
    await grant(server.db, twoAccounts.id, 'company_manager', { companyId: company.id });
    await grant(server.db, twoAccounts.id, 'location_employee', { locationId: location.id });
    const second = await newPage();
    await second.goto(`${base}/login`);
    await second.getByLabel('E-post').fill(twoAccounts.email);
    await second.getByLabel('Passord').fill(PASSWORD);
    await second.getByRole('button', { name: 'Logg inn' }).click();
    await second.waitForURL(`${base}/admin`);
    await second.getByRole('heading', { name: 'Vel konto' }).waitFor();
    await second.context().close();
    // Already logged in: /login sends on at once, to a same-site redirect.
    await page.goto(`${base}/login?redirect=${encodeURIComponent('/vilkår?x=1')}`);
    await page.waitForURL(/\/vilk%C3%A5r\?x=1$/);
    await page.context().close();
  });
});

describe('log-in redirects with a language prefix', () => {
  const FORM = {
    no: { email: 'E-post', password: 'Passord', button: 'Logg inn' },
    en: { email: 'E-mail', password: 'Password', button: 'Log in' },
  };

  /** Logs in as the demo customer on the log-in form now showing, in `language`. */
  async function submitLogin(page: Page, language: 'no' | 'en') {
    const form = FORM[language];
    await page.getByLabel(form.email).fill('kunde@example.no');
    await page.getByLabel(form.password, { exact: true }).fill('demo1234');
    await page.locator('main').getByRole('button', { name: form.button }).click();
  }

  /** Where the browser is (path and query, decoded) once the page's heading is there, and the page's language. */
  async function landed(page: Page, heading: string) {
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 }).toBe(heading);
    const url = new URL(page.url());
    return { origin: url.origin, at: decodeURIComponent(url.pathname + url.search), lang: await page.evaluate(() => document.documentElement.lang) };
  }

  it.each([
    ['/en/login?redirect=/en/konto', 'en'],
    ['/login?redirect=/en/konto', 'no'],
    ['/en/?login&redirect=/en/konto', 'en'],
    ['/?login&redirect=/en/konto', 'no'],
  ] as const)('%s reaches the English account page after log-in', async (start, language) => {
    const page = await newPage();
    const [path, query] = start.split('?') as [string, string];
    const params = new URLSearchParams(query);
    await page.goto(`${base}${path}?${query.replace(params.get('redirect')!, encodeURIComponent(params.get('redirect')!))}`);
    await page.waitForURL(/\/login\?redirect=/);
    await submitLogin(page, language);
    expect(await landed(page, 'My page')).toEqual({ origin: base, at: '/en/konto', lang: 'en' });
    expect(await page.locator('.site-header .header-account').textContent()).toBe('Marte My page');
    await page.context().close();
  });

  it('keeps the query of an English redirect, and sends on at once whoever is logged in already, in the language named', async () => {
    const page = await newPage();
    await page.goto(`${base}/en/?login&redirect=${encodeURIComponent('/en/vilkår?x=1')}`);
    await submitLogin(page, 'en');
    expect(await landed(page, 'Rental terms')).toEqual({ origin: base, at: '/en/vilkår?x=1', lang: 'en' });
    // Already logged in: /login sends on at once, also from one language to the other.
    await page.goto(`${base}/login?redirect=${encodeURIComponent('/en/konto')}`);
    expect(await landed(page, 'My page')).toEqual({ origin: base, at: '/en/konto', lang: 'en' });
    await page.goto(`${base}/login?redirect=${encodeURIComponent('/konto')}`);
    expect(await landed(page, 'Min side')).toEqual({ origin: base, at: '/konto', lang: 'no' });
    await page.context().close();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/konto', '/en//evil.example'])('never leaves the site for %s', async (hostile) => {
    const page = await newPage();
    await page.goto(`${base}/en/login?redirect=${encodeURIComponent(hostile)}`);
    await submitLogin(page, 'en');
    // Refused, the customer's own page; the one same-site reading (/en/evil.example) is a path of this site.
    const heading = hostile === '/en//evil.example' ? 'Pick-up and time' : 'My page';
    const where = await landed(page, heading);
    expect(where.origin).toBe(base);
    expect(where.at).toBe(hostile === '/en//evil.example' ? '/en/evil.example' : '/en/konto');
    await page.context().close();
  });
});

describe('forgotten password', () => {
  it('mails a link that sets a new password once, then logs in with it', async () => {
    const page = await newPage(375);
    await page.goto(`${base}/tilbakestill`);
    await page.waitForURL(/\/glemt-passord$/);
    await page.getByLabel('E-post').fill('kunde@example.no');
    await page.getByRole('button', { name: 'Send lenke' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.locator('.notify').textContent()).toBe('E-post sendt');

    const link = new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/tilbakestill\\?key=[A-Za-z0-9_-]+`).exec(await mailTo('kunde@example.no'))![0];
    await page.goto(link);
    await page.getByLabel('Nytt passord').fill('kort');
    await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await expect.poll(() => page.locator('.form-error').textContent()).toBe(PASSWORD_MESSAGE);
    await shot(page, 'tilbakestill-375');
    await page.getByLabel('Nytt passord').fill('sommarferie25');
    await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && !u.search.includes('notify'));
    expect(await page.locator('.notify').textContent()).toBe('Passordet ditt har blitt oppdatert!');
    await shot(page, 'login-notify-375');

    await page.getByLabel('E-post').fill('kunde@example.no');
    await page.getByLabel('Passord').fill('sommarferie25');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(/\/konto$/);

    await page.goto(link);
    await page.getByLabel('Nytt passord').fill('vinterferie26');
    await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await expect.poll(() => page.locator('.alert.warning').textContent()).toContain('Lenka er ugyldig, brukt eller gått ut.');
    await page.context().close();
  });
});

describe('public layout', () => {
  for (const width of [375, 1280]) {
    it(`shows breadcrumbs, the footer and readable legal pages at ${width} px`, async () => {
      const page = await newPage(width);
      await page.goto(`${base}/opprett`);
      await expect.poll(() => page.locator('nav.breadcrumbs li').allTextContents()).toEqual(['Forside', 'Logg inn', 'Opprett brukar']);
      expect(await page.locator('footer').textContent()).toContain('Org.nr. 999 888 777');
      await shot(page, `opprett-${width}`);
      // The wizard's longest trail stays on one line: a crumb that does not fit is shortened, not wrapped.
      await page.goto(`${base}/steg5`);
      await expect.poll(() => page.locator('nav.breadcrumbs li').allTextContents()).toEqual(['Forside', '…', 'Velg forsikring', 'Velg tilbehør', 'Kundeopplysningar'].filter((c) => width > 768 || c !== 'Velg forsikring'));
      const tops = await page.locator('nav.breadcrumbs li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const [path, sections] of [['/vilkår', 14], ['/personvern', 8]] as const) {
        await page.goto(`${base}${path}`);
        await expect.poll(() => page.locator('article h2').count()).toBe(sections);
        const text = (await page.locator('article').textContent())!;
        expect(text).toContain('Sist oppdatert 07.09.2025');
        expect(text).toContain('hjelp@e2e-test.no');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `${path.slice(1)}-${width}`);
      }
      const terms = await (await page.goto(`${base}/vilkår`), page.locator('article').textContent());
      for (const fact of ['2 000 kr', '3 000 kr', '15 000 kr', '24 timar', 'minst 18 år', '14 dagars betalingsfrist', 'dei tilsette våre på vegner av deg']) {
        expect(terms!.replace(/\u00a0/g, ' ')).toContain(fact);
      }
      await page.context().close();
    });
  }

  it('asks about cookies once, counts page views only after yes, and asks again when the text is not the one answered', async () => {
    const page = await newPage(1280, false);
    const views = () => server.db.pageView.count();
    const before = await views();
    await page.goto(`${base}/personvern`);
    const banner = page.getByRole('region', { name: 'Informasjonskapslar', exact: true });
    await expect.poll(() => banner.count()).toBe(1);
    await shot(page, 'cookie-banner-1280');
    await page.getByRole('link', { name: 'Leigevilkår' }).first().click();
    await page.waitForURL(/vilk/);
    expect(await views()).toBe(before);
    await page.getByRole('button', { name: 'Godta' }).click();
    await expect.poll(views).toBe(before + 1);
    await page.reload();
    await expect.poll(views).toBe(before + 2);
    expect(await banner.count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('cookieConsent', JSON.stringify({ ...JSON.parse(localStorage.getItem('cookieConsent')!), version: 'gammal' })));
    await page.reload();
    await expect.poll(() => banner.count()).toBe(1);
    await page.getByRole('button', { name: 'Berre nødvendige' }).click();
    await page.goto(`${base}/opprett`);
    expect(await banner.count()).toBe(0);
    expect(await views()).toBe(before + 2);
    await page.context().close();
  });

  it('shows notify once and drops an invalid one without a word', async () => {
    const page = await newPage(375);
    await page.goto(`${base}/login?notify=%%%ugyldig&redirect=%2Fkonto`);
    await page.waitForURL(/\/login\?redirect=%2Fkonto$/);
    expect(await page.locator('.notify').count()).toBe(0);
    await page.context().close();
  });

  it('explains failed calls with the catalogue\'s popups', async () => {
    const page = await newPage(375);
    await page.goto(`${base}/glemt-passord`);
    await page.route('**/api/v1/request_reset_password_token', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('E-post').fill('kunde@example.no');
    await page.getByRole('button', { name: 'Send lenke' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Kommunikasjonsfeil');
    expect(await dialog.textContent()).toContain('hjelp@e2e-test.no');
    await shot(page, 'popup-375');
    await page.getByRole('button', { name: 'Lukk' }).click();

    await page.unroute('**/api/v1/request_reset_password_token');
    await page.route('**/api/v1/request_reset_password_token', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.getByRole('button', { name: 'Send lenke' }).click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Systemfeil');
    await page.getByRole('button', { name: 'Lukk' }).click();

    await page.unroute('**/api/v1/request_reset_password_token');
    await page.route('**/api/v1/request_reset_password_token', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, status: 'SessionExpired', data: 'Økta di har gått ut.' }) }),
    );
    await page.getByRole('button', { name: 'Send lenke' }).click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Ikkje autentisert');
    expect(await dialog.getByRole('button', { name: 'Avbryt' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Logg inn på nytt' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fglemt-passord$/);
    await page.context().close();
  });
});

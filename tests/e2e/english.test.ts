/**
 * The shop in English under /en, in real Chromium: every public page (the wizard from step 1 to the order, the
 * log-in pages, the account page, the legal pages) shows no Norwegian outside the legal texts' bodies and the
 * company's own data; links stay under /en; the header's switch changes language mid-wizard keeping the step and
 * every choice, and back. The browser's own locale plays no part (the contexts say nb-NO and en-GB the wrong way round).
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';
import { isOtherPlace, OTHER_PLACE_NAME_EN } from '../../server/domain/otherPlace.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;
/** Texts that are the company's data (names, addresses, product titles), not the product's own words. */
let dataTexts: string[] = [];

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 2, { title: 'E2E-bil' });
  base = await server.listen();
  browser = await launchBrowser();
  const [locations, options, tags, sites] = await Promise.all([
    server.db.location.findMany({ select: { name: true, city: true, address1: true, address2: true, zip: true } }),
    // Not the pictures' alt texts: every demo picture is described in English too (imageAltTextEn).
    server.db.rentalOption.findMany({ select: { title: true, description: true } }),
    server.db.productTag.findMany({ select: { title: true } }),
    server.db.site.findMany({ select: { name: true, address1: true, address2: true, city: true } }),
  ]);
  // "Annet sted" is the shop's own notion, not a branch's name: its English is "Other place", so it is not exempt.
  dataTexts = [...locations.flatMap((l) => Object.values(isOtherPlace(l) ? { ...l, name: null, city: null } : l)), ...options.flatMap(Object.values), ...tags.flatMap(Object.values), ...sites.flatMap(Object.values)]
    .filter((v): v is string => typeof v === 'string' && v.trim().length > 1)
    .sort((a, b) => b.length - a.length);
});
afterEach(expectNoCspRefusals);

/** Words of the shop's Norwegian that have no business on an English page (æ, ø and å are checked besides). */
const NORWEGIAN = [
  'Neste', 'Tilbake', 'Velg', 'Vel', 'Valt', 'Leige', 'Leigetid', 'Totalt', 'Bestill', 'Bestilling', 'Forsikring', 'Henting', 'Levering',
  'Logg inn', 'Logg ut', 'Passord', 'Fornamn', 'Etternamn', 'Telefon', 'Lukk', 'Avbryt', 'ikkje', 'dagar', 'dag', 'Steg', 'mva',
  'inkl', 'Forside', 'Min side', 'Godta', 'Endre', 'Fjern', 'Hugs', 'Opprett', 'Kundetype', 'Privat', 'Bedrift', 'Ingen', 'eller',
  'Depositum', 'Handlekorg', 'Kommentar', 'Referanse', 'Legg til', 'Inkludert', 'Lastar', 'Sjekk', 'Takk', 'kr',
];
const NORWEGIAN_WORD = new RegExp(`(^|[^\\p{L}])(${NORWEGIAN.join('|')})(?=$|[^\\p{L}])`, 'u');

/** Every text a person can read or hear on the page (text, aria-label, placeholder, title, alt), minus `lang="no"` parts. */
async function readableText(page: Page): Promise<string> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    // Skipped: what lies inside a part marked lang="no", unless a part within it is marked English again (a tag's value).
    const visit = (el: Element, inNorwegian: boolean) => {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) return;
      // The legal texts' bodies, the company's data and the switch to Norwegian are Norwegian on purpose, and say so.
      const lang = el.getAttribute('lang');
      const norwegian = lang === null ? inNorwegian : lang === 'no';
      if (el instanceof HTMLElement && !el.checkVisibility() && el.tagName !== 'OPTION') return;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(attr);
        if (v && !norwegian) out.push(v);
      }
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && !norwegian) out.push(node.textContent ?? '');
        else if (node.nodeType === Node.ELEMENT_NODE) visit(node as Element, norwegian);
      }
    };
    visit(document.body, false);
    return out;
  });
  let text = texts.join('\n');
  for (const data of dataTexts) text = text.split(data).join(' ');
  return text;
}

/** Fails with the offending lines when the page shows Norwegian. */
async function expectEnglish(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.lang), what).toBe('en');
  const text = await readableText(page);
  const bad = text.split('\n').filter((line) => /[æøåÆØÅ]/.test(line) || NORWEGIAN_WORD.test(line));
  expect(bad, `${what} (${page.url()})`).toEqual([]);
}

/** Waits until the page's heading reads `title` (the screen, not the loading state or the screen before). */
async function expectHeading(page: Page, title: string, what = title) {
  await expect
    .poll(async () => ((await page.locator('main h1').first().textContent({ timeout: 10_000 }).catch(() => '')) ?? '').trim(), { timeout: 15_000, message: what })
    .toBe(title);
}

async function newPage(locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  // Every heading the page ever shows, to prove an English page never shows Norwegian first.
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __headings: string[] }).__headings = []);
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) if (h.textContent && seen.at(-1) !== h.textContent) seen.push(h.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

const period = weekdayAhead('wednesday', 6);
/** The wizard's address up to step `n`, as the step links build it. */
function wizardQuery(upTo: number): string {
  const q = new URLSearchParams({ hentested: String(car.location.id), hentetid: period.pickup, leveringstid: period.dropoff, kunde: 'privat', over25: 'true' });
  if (upTo >= 3) q.set('leietype', String(car.option.id));
  if (upTo >= 4) q.set('forsikring', 'basis');
  return `?${q}`;
}

/**
 * How long one step of the walk may take to reach its page: a step that never arrives fails naming that step's
 * address, well inside the walk's own time (about 12 s for some twenty pages here, slower beside other browser tests).
 */
const STEP_MS = 15_000;

describe('the shop under /en', () => {
  it('shows every public page in English, from step 1 to the order and the account pages, with links staying under /en', async () => {
    const page = await newPage('nb-NO');
    await page.goto(`${base}/en`);
    await expectHeading(page, 'Pick-up and time');
    await expectEnglish(page, 'step 1 with the cookie banner');
    await page.locator('.cookie-banner').getByRole('button', { name: 'Necessary only' }).click();

    // Step 1 through the form: English errors first, then on.
    // Each choice is in the address before the next one is made (the router writes it a moment after the input).
    const inAddress = (name: string, value: string) => page.waitForURL((u) => (u.searchParams.get(name) ?? '').startsWith(value), { timeout: STEP_MS });
    await page.selectOption('select[name=hentested]', String(car.location.id));
    await inAddress('hentested', String(car.location.id));
    await page.fill('input[name=hentetid-dato]', period.pickup.slice(0, 10).split('-').reverse().join('.'));
    await inAddress('hentetid', period.pickup.slice(0, 10));
    await page.fill('input[name=leveringstid-dato]', period.dropoff.slice(0, 10).split('-').reverse().join('.'));
    await inAddress('leveringstid', period.dropoff.slice(0, 10));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/en\/steg2\?/, { timeout: STEP_MS });
    await expectHeading(page, 'Choose rental product');
    await expect.poll(() => page.locator('.wz-offer').count()).toBeGreaterThan(0);
    await expectEnglish(page, 'step 2');
    await page.locator('.wz-offer', { hasText: 'E2E-bil' }).getByRole('button', { name: 'Choose' }).click();
    await page.waitForURL(/\/en\/steg3\?/, { timeout: STEP_MS });
    await expectHeading(page, 'Choose insurance');
    await expectEnglish(page, 'step 3');
    await page.getByRole('link', { name: 'Next' }).or(page.getByRole('button', { name: 'Next' })).first().click();
    await page.waitForURL(/\/en\/steg4\?/, { timeout: STEP_MS });
    await expectHeading(page, 'Choose accessories');
    await expectEnglish(page, 'step 4');
    await page.getByRole('link', { name: 'Next' }).or(page.getByRole('button', { name: 'Next' })).first().click();
    await page.waitForURL(/\/en\/steg5\?/, { timeout: STEP_MS });
    await expectHeading(page, 'Customer details');
    // The form's own checks, in English.
    await page.locator('form.wz-customer button[type=submit]').click();
    await expect.poll(() => page.locator('.wz-error').count()).toBeGreaterThan(2);
    expect(await page.locator('.wz-error').allTextContents()).toContain('First name must be filled in.');
    await expectEnglish(page, 'step 5 with errors');
    await page.fill('input[name=firstname]', 'Emma');
    await page.fill('input[name=lastname]', 'Tourist');
    await page.fill('input[name=phone]', '+44 7700 900123');
    await page.fill('input[name=email]', 'emma@example.com');
    await page.locator('input[name=driversLicence][value=bring_on_pickup]').check();
    await page.locator('input[name=termsAccepted]').check();
    await page.locator('form.wz-customer button[type=submit]').click();
    await page.waitForURL(/\/en\/steg6\?/, { timeout: STEP_MS });
    await expectHeading(page, 'Confirmation');
    await expect.poll(() => page.locator('[data-testid=order-total]').textContent()).toMatch(/^NOK\s1,000\.00$/);
    await expectEnglish(page, 'step 6');
    await page.getByRole('button', { name: 'Order' }).click();
    await page.waitForURL(/\/en\/mottatt$/, { timeout: STEP_MS });
    await expectHeading(page, 'Thank you for your order!');
    await expectEnglish(page, 'order received');
    const booking = await server.db.booking.findFirstOrThrow({ where: { guestEmail: 'emma@example.com' } });
    expect(booking.language).toBe('en');

    // The footer's links stay in English.
    await page.locator('footer').getByRole('link', { name: 'Rental terms' }).click();
    await page.waitForURL(/\/en\/vilk/, { timeout: STEP_MS });
    await expectHeading(page, 'Rental terms');
    expect(await page.locator('.legal-note').textContent()).toMatch(/in Norwegian/);
    await expectEnglish(page, 'terms');

    for (const [path, title] of [
      ['/en/personvern', 'Privacy statement'],
      ['/en/login', 'Log in'],
      ['/en/opprett', 'Create account'],
      ['/en/glemt-passord', 'Forgotten password'],
      ['/en/tilbakestill?key=abc', 'New password'],
      ['/en/stadfest?key=abc', 'Confirm the account'],
      ['/en/konto', 'Log in'],
    ] as const) {
      await page.goto(`${base}${path}`);
      await expectHeading(page, title, path);
      await expectEnglish(page, path);
    }
    // The log-in's own checks and the server's answer, in English.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.locator('.form-error').first().textContent()).toBe('E-mail must be filled in.');
    await page.fill('input[name=email]', 'kunde@example.no');
    await page.fill('input[name=password]', 'wrong-password1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.locator('.alert.warning').textContent()).toBe('Wrong e-mail or password.');
    await expectEnglish(page, 'log-in with errors');
    // The error catalogue's popup, in English: the network is gone while logging in.
    await page.route('**/api/v1/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.locator('dialog[open] h2').textContent()).toBe('Communication error');
    expect(await page.locator('dialog[open]').textContent()).toMatch(/Check your internet connection/);
    await expectEnglish(page, 'communication error popup');
    await page.locator('dialog[open]').getByRole('button', { name: 'Close' }).click();
    await page.unroute('**/api/v1/**');
    // A right log-in lands on the English account page.
    await page.fill('input[name=password]', 'demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/konto$/, { timeout: STEP_MS });
    await expectHeading(page, 'My page');
    await expectEnglish(page, 'account page');
    expect(await page.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/en?logout'); // the router's way of writing the English front page

    // No Norwegian heading was ever on screen, not even for a moment before the English messages arrived.
    const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
    expect(headings.filter((h) => /[æøå]|Hentestad|Velg|Logg inn|Min side/.test(h))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('calls "Annet sted" "Other place" on the front page, in the place choices and on step 5, and the Norwegian shop "Annet sted"', async () => {
    const other = await server.db.location.findFirstOrThrow({ where: { slug: 'annet-sted' } });
    const page = await newPage('en-GB');
    await page.goto(`${base}/en`);
    const option = page.locator(`select[name="hentested"] option[value="${other.id}"]`);
    await expect.poll(() => option.textContent()).toBe(OTHER_PLACE_NAME_EN);
    expect(await page.locator('.front-location h3').allTextContents()).toContain(OTHER_PLACE_NAME_EN);
    // A class of the demo network that staff bring to "Annet sted" (the test's own class stays at its location).
    const brought = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Mellomklasse', status: 'public' }, orderBy: { id: 'asc' } });
    const q = new URLSearchParams({ hentested: String(other.id), leveringssted: String(car.location.id), hentetid: period.pickup, leveringstid: period.dropoff, kunde: 'privat', over25: 'true', leietype: String(brought.id), forsikring: 'basis' });
    await page.goto(`${base}/en/steg5?${q}`);
    await expect.poll(() => page.getByText('You have chosen “Other place”. Enter the address', { exact: false }).count()).toBe(1);
    await expectEnglish(page, 'step 5 with a pick-up at "Other place"');
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator(`select[name="hentested"] option[value="${other.id}"]`).textContent()).toBe(other.city);
    expect(other.city).toBe('Annet sted');
    await page.context().close();
  });
});

describe('the language switch in the header', () => {
  it('keeps the step, every choice and the typed draft, changes the texts, and switches back', async () => {
    const page = await newPage('en-GB', 375);
    const query = wizardQuery(4);
    await page.goto(`${base}/steg5${query}`);
    await expectHeading(page, 'Kundeopplysningar');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no');
    await page.fill('input[name=firstname]', 'Kari');
    await page.fill('input[name=email]', 'kari@example.no');
    const doneBefore = await page.locator('.wz-step.done').count();
    expect(doneBefore).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/en/steg5');
    expect(new URL(page.url()).search).toBe(query);
    await expectHeading(page, 'Customer details');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.inputValue('input[name=firstname]')).toBe('Kari');
    expect(await page.inputValue('input[name=email]')).toBe('kari@example.no');
    expect(await page.locator('.wz-step.done').count()).toBe(doneBefore);
    await expect.poll(() => page.locator('.wz-mstepper-amount').textContent()).toMatch(/^NOK\s1,000\.00$/);
    await expectEnglish(page, 'step 5 after the switch');

    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.waitForURL((url) => url.pathname === '/steg5');
    expect(new URL(page.url()).search).toBe(query);
    await expectHeading(page, 'Kundeopplysningar');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no');
    expect(await page.inputValue('input[name=firstname]')).toBe('Kari');
    await expect.poll(() => page.locator('.wz-mstepper-amount').textContent()).toMatch(/^1\s000,00\skr$/);

    // Back in the browser's history across a switch lands on the other language's page, whole.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en/steg5');
    await expectHeading(page, 'Customer details');
    await page.context().close();
  });

  it('says in English that the licence cannot be shown at a pick-up before the staff arrive', async () => {
    const monday = weekdayAhead('monday', 6);
    const q = new URLSearchParams({ hentested: String(car.location.id), hentetid: monday.pickup.replace('10:00', '07:30'), leveringstid: monday.dropoff, kunde: 'privat', over25: 'true', leietype: String(car.option.id), forsikring: 'basis' });
    const page = await newPage('en-GB');
    await page.goto(`${base}/en/steg5?${q}`);
    await page.locator('.wz-warning-text').first().waitFor();
    expect(await page.locator('.wz-warning-text').allTextContents()).toContain('You have chosen to pick up the car outside opening hours and cannot choose to show your licence at pick-up.');
    await expectEnglish(page, 'step 5 before the staff arrive');
    await page.context().close();
  });

  it('writes the legal pages\' date the English way and the privacy page\'s consent control in English', async () => {
    const page = await newPage('en-GB');
    await page.goto(`${base}/en/personvern`);
    await expectHeading(page, 'Privacy statement');
    expect(await page.locator('article .eyebrow').textContent()).toBe('Last updated 7 September 2025');
    await page.locator('.cookie-banner').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.locator('article').textContent()).toContain('You have said yes to statistics.');
    await expectEnglish(page, 'privacy statement with the consent given');
    await page.getByRole('button', { name: 'Change consent' }).click();
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Your consent has been withdrawn.');
    await expectEnglish(page, 'privacy statement after withdrawing');
    // The Norwegian page keeps its own date and words.
    await page.goto(`${base}/personvern`);
    await expect.poll(() => page.locator('article .eyebrow').textContent()).toBe('Sist oppdatert 07.09.2025');
    await page.context().close();
  }, 60_000);

  it('serves English pages with <html lang="en"> and an English title before any script runs', async () => {
    const en = await (await fetch(`${base}/en/steg2?x=1`, { headers: { 'accept-encoding': 'br' } })).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Fjordbil – car rental</title>');
    const no = await (await fetch(`${base}/steg2`)).text();
    expect(no).toContain('<html lang="no">');
  });

  it('sends /no/… to the Norwegian page without a prefix', async () => {
    const page = await newPage('en-GB');
    await page.goto(`${base}/no/steg3${wizardQuery(3)}`);
    await page.waitForURL((url) => url.pathname === '/steg3');
    expect(new URL(page.url()).search).toBe(wizardQuery(3));
    await expectHeading(page, 'Velg forsikring');
    await page.context().close();
  });
});

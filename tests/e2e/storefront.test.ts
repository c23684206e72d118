/**
 * The storefront in real Chromium: the front page sells (hero with the search form, what is included, the places
 * with today's hours), vehicle cards show their pictures (loaded, from the WebP variants, space reserved), example
 * models and where a vehicle is brought from; the header says "Logg inn" or the customer's name with "Min side";
 * a logged-in customer's step 5 is filled from the account without overwriting what was typed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { osloParts, weekdayOf } from '../../server/domain/time.ts';
import { dismissCookies, expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { weekdayAhead } from '../support/shop.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
let server: TestServer;
let base: string;
let browser: Browser;
let sentrum: { id: number };
let smabil: { id: number };

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' }, select: { id: true } });
  smabil = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'smabil' }, select: { id: true } });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

const shot = (page: Page, name: string) => (SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined);

/** A step address for a two-day rental at Bergen sentrum, four weeks ahead. */
function stepUrl(step: string, extra: Record<string, string> = {}) {
  const period = weekdayAhead('tuesday', 4);
  const query = new URLSearchParams({ hentested: String(sentrum.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), over25: 'true', kunde: 'privat', ...extra });
  return `${base}${step}?${query}`;
}

async function logIn(page: Page, email = 'kunde@example.no') {
  await page.goto(`${base}/login`);
  await dismissCookies(page);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/konto$/);
}

describe('the front page', () => {
  it.each([375, 1280])('at %i px shows the hero with the search form, what is included and every place with today\'s hours', async (width) => {
    const page = await newPage(width);
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator('.front-hero select[name=hentested]').count()).toBe(1);
    const hero = await page.locator('.front-hero').textContent();
    expect(hero).toContain('Bil, varebil eller tilhengar');
    expect(hero).toContain('Hentestad og tid');
    const included = await page.locator('section[aria-labelledby=front-included]').textContent();
    expect(included).toContain('Forsikring Basis');
    expect(included).toMatch(/eigenandel 15\s000\s*kr/);
    expect(included).toContain('24 timar før hentinga');
    expect(included).toContain('Kilometer inkludert');

    // Every public place, with today's pick-up hours from the database (Oslo's weekday).
    const today = weekdayOf(osloParts(new Date()));
    const places = await server.db.location.findMany({ where: { status: 'public' }, select: { name: true, city: true, openingHours: { where: { kind: 'pickup', day: today } } } });
    const cards = page.locator('.front-location');
    expect(await cards.count()).toBe(places.length);
    for (const place of places) {
      if (/annet/i.test(place.city)) continue;
      const card = cards.filter({ has: page.getByRole('heading', { name: place.name, exact: true }) });
      const row = place.openingHours[0];
      const text = await card.textContent();
      if (row?.opens && row.closes) expect(text).toContain(`Henting i dag ${row.opens.slice(0, 5)}–${row.closes.slice(0, 5)}`);
      else expect(text).toContain('Stengt for henting i dag');
    }
    // "Hent her" makes the place the pick-up place of the form above.
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Hent her – Bergen sentrum' }).click();
    await page.waitForURL(new RegExp(`hentested=${sentrum.id}`));
    await expect.poll(() => page.locator('select[name=hentested]').inputValue()).toBe(String(sentrum.id));
    await shot(page, `front-${width}`);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  it('has the logo in the header and the SVG favicon', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator('.site-header .logo-mark').count()).toBe(1);
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('/favicon.svg');
    const icon = await page.request.get(`${base}/favicon.svg`);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });
});

describe('vehicle cards', () => {
  it('show each vehicle\'s picture from the WebP variants with its size reserved, example models and where it comes from', async () => {
    const page = await newPage(375);
    await page.goto(stepUrl('/steg2'));
    const cards = page.locator('.wz-offer.has-photo');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(5);
    const images = page.locator('.wz-offer.has-photo img');
    for (let i = 0; i < (await images.count()); i++) await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
      .toBe(true);
    const facts = await images.evaluateAll((imgs) =>
      imgs.map((i) => {
        const img = i as HTMLImageElement;
        return { alt: img.alt, src: img.currentSrc, srcset: img.srcset, sizes: img.sizes, width: img.getAttribute('width'), height: img.getAttribute('height'), natural: img.naturalWidth };
      }),
    );
    for (const f of facts) {
      expect(f.alt).toMatch(/^Teikning av /);
      expect(f.src).toMatch(/\/uploads\/\d+\/w(320|640|1280)$/);
      expect(f.srcset.split(',').map((s) => s.trim().split(' ')[1])).toEqual(['320w', '640w', '1280w']);
      expect(f.sizes).toContain('100vw');
      expect([f.width, f.height]).toEqual(['1280', '800']);
      expect(f.natural).toBeGreaterThanOrEqual(320);
    }
    // A phone (375 px at 1×) is not sent the widest file.
    expect(facts.some((f) => f.src.endsWith('/w1280'))).toBe(false);

    const small = cards.filter({ has: page.getByRole('heading', { name: 'Småbil', exact: true }) });
    expect(await small.textContent()).toContain('Volkswagen Polo, Toyota Yaris eller liknande');
    const mini = cards.filter({ has: page.getByRole('heading', { name: 'Minibil', exact: true }) });
    expect(await mini.locator('.wz-offer-origin').textContent()).toContain('Frå ein annan stad: køyretøyet blir frakta hit frå Ålesund til hentinga.');
    expect(await small.locator('.wz-offer-origin').count()).toBe(0);
    // Look-alike classes read as different choices: no two cards share a title.
    const titles = await cards.locator('h2').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    await shot(page, 'step2-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('the header', () => {
  it('says "Logg inn" (back to the page afterwards) to a visitor, and the name with "Min side" once logged in', async () => {
    const page = await newPage(1280);
    await page.goto(stepUrl('/steg2'));
    const account = page.locator('.site-header .header-account');
    await expect.poll(() => account.textContent()).toBe('Logg inn');
    await expect.poll(() => page.locator('.wz-offer.has-photo').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    await shot(page, 'step2-1280');
    const href = await account.getAttribute('href');
    expect(href).toMatch(/^\/login\?redirect=%2Fsteg2%3F/);

    await logIn(page);
    await expect.poll(() => account.textContent()).toBe('Marte Min side');
    expect(await account.getAttribute('href')).toBe('/konto');
    expect(await page.getByRole('link', { name: 'Marte Min side' }).count()).toBe(1);
    // It stays so after a reload and on other pages.
    await page.goto(`${base}/`);
    await expect.poll(() => account.textContent()).toBe('Marte Min side');
    await account.click();
    await page.waitForURL(/\/konto$/);

    await page.goto(`${base}/?logout`);
    await page.waitForURL(`${base}/`);
    await expect.poll(() => account.textContent()).toBe('Logg inn');
  });

  it.each([
    ['/steg4', { login: 'Logg inn', email: 'E-post', password: 'Passord', myPage: 'Min side', logout: 'Logg ut', necessary: 'Berre nødvendige' }],
    ['/en/steg4', { login: 'Log in', email: 'E-mail', password: 'Password', myPage: 'My page', logout: 'Log out', necessary: 'Necessary only' }],
  ])('on %s turns to the name right after log-in, and back to log-in after log-out, without a reload', async (path, text) => {
    const page = await newPage(1280);
    await page.goto(stepUrl(path, { leietype: String(smabil.id), forsikring: 'basis' }));
    await page.locator('.cookie-banner').getByRole('button', { name: text.necessary }).click();
    const account = page.locator('.site-header .header-account');
    await expect.poll(() => account.textContent()).toBe(text.login);
    // Gone after any full page load: the header must change inside the page the person is on.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

    await account.click();
    await page.getByLabel(text.email).fill('kunde@example.no');
    await page.getByLabel(text.password, { exact: true }).fill('demo1234');
    await page.locator('main').getByRole('button', { name: text.login }).click();
    await page.waitForURL((url) => url.pathname === path);
    await expect.poll(() => account.textContent()).toBe(`Marte ${text.myPage}`);
    expect(await samePage()).toBe(true);

    await account.click();
    await page.getByRole('link', { name: text.logout }).click();
    await expect.poll(() => account.textContent()).toBe(text.login);
    expect(new URL(page.url()).pathname).toBe(path === '/steg4' ? '/' : '/en');
    expect(await samePage()).toBe(true);
    // The server agrees: the session is gone.
    await account.click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(text.login);
    await page.context().close();
  });

  it('does not wrap or overflow at 320 px with a long name', async () => {
    const page = await newPage(320);
    await logIn(page);
    await page.goto(`${base}/`);
    const account = page.locator('.site-header .header-account');
    await expect.poll(() => account.textContent()).toContain('Min side');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('step 5 for a logged-in customer', () => {
  it('fills the empty fields from the account and keeps what the customer typed across a reload', async () => {
    const page = await newPage(1280);
    await logIn(page);
    await page.goto(stepUrl('/steg5', { leietype: String(smabil.id), forsikring: 'basis' }));
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect.poll(() => field('Fornamn').inputValue(), { timeout: 15_000 }).toBe('Marte');
    expect(await field('Etternamn').inputValue()).toBe('Solheim');
    expect(await field('E-post').inputValue()).toBe('kunde@example.no');
    expect(await field('Telefon').inputValue()).toBe('+47 481 23 456');

    // What the customer types wins, also after a reload (the session draft), and the rest stays filled.
    await field('Fornamn').fill('Kari');
    await field('Telefon').fill('+47 912 34 567');
    await page.reload();
    await expect.poll(() => field('Fornamn').inputValue(), { timeout: 15_000 }).toBe('Kari');
    expect(await field('Telefon').inputValue()).toBe('+47 912 34 567');
    expect(await field('Etternamn').inputValue()).toBe('Solheim');
    expect(await field('E-post').inputValue()).toBe('kunde@example.no');
  });

  it('leaves the form empty for a visitor', async () => {
    const page = await newPage(1280);
    await page.goto(stepUrl('/steg5', { leietype: String(smabil.id), forsikring: 'basis' }));
    await expect.poll(() => page.getByLabel('Fornamn', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Fornamn', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('E-post', { exact: true }).inputValue()).toBe('');
  });
});

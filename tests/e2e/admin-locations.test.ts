/**
 * The Locations section of the back office as staff use it in real Chromium: the list (search, sort and filters in
 * the address, cards at 375 px), the form (tabs, opening hours, required check, unsaved-change prompts), history,
 * duplicate and delete; as a company manager (may change everything in the company) and as a location employee
 * (may change only bookings, so sees no create, edit or delete controls).
 */
import crypto from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { validLocation, week } from '../support/locations.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const MANAGER = 'bergen@fjordbil.no';
const EMPLOYEE = 'flesland@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in). */
const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width });

interface CreateResult {
  createLocation: { __typename: string; location?: { databaseId: number; id: string; name: string } };
}

/** A location of Fjordbil Bergen made for one test through the real write path (as the company manager). */
async function fixture(name: string, extra: Record<string, unknown> = {}) {
  const client = server.client();
  await client.login(MANAGER, 'demo1234');
  const r = await client.gql<CreateResult>(
    `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename ... on CreateLocationSuccess { location { id databaseId name } } } }`,
    { input: { accountId: encodeGlobalID('Account', BERGEN), ...validLocation(name), status: 'public', ...extra } },
    { 'x-account': BERGEN },
  );
  expect(r.data?.createLocation.__typename).toBe('CreateLocationSuccess');
  return r.data!.createLocation.location!;
}

/** Polls until the matcher holds (the app answers over a real network on a busy machine). */
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** The bottom bar's and the form bar's buttons a toast lies over (their texts). */
const coveredByToast = (page: Page) =>
  page.evaluate(() => {
    const t = document.querySelector('.toast')!.getBoundingClientRect();
    return [...document.querySelectorAll('.admin-bottom-bar a, .admin-bottom-bar button, .kit-form-bar button, .kit-form-bar a')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
      })
      .map((e) => e.textContent?.trim());
  });

/** The names in the list's rows, top to bottom. */
const rowNames = (page: Page) => page.locator('.kit-table tbody td[data-column="name"]').allTextContents();
const row = (page: Page, name: string) => page.locator('.kit-table tbody tr', { has: page.locator('td[data-column="name"]', { hasText: name }) });
const heading = (page: Page) => page.locator('h1').first().textContent();
const toasts = (page: Page) => page.locator('.toasts').textContent();

/** Opens a location's form and waits for it. */
async function openForm(page: Page, id: number | string) {
  await page.goto(`${base}/admin/${BERGEN}/lokasjoner/${id}`);
  await page.waitForSelector('#f-name');
}

describe('the locations list', () => {
  describe('as a company manager', () => {
    it('keeps search, sort and filters in the address, so they survive a reload', async () => {
      await fixture('Listetest Draft', { status: 'draft', city: 'Voss' });
      const context = await loggedIn(MANAGER);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${BERGEN}/lokasjoner`);
      const bergen = await server.db.company.findFirstOrThrow({ where: { slug: BERGEN } });
      const count = await server.db.location.count({ where: { companyId: bergen.id } });
      // One page of 25 at most (other tests' locations may share the company).
      await eventually(() => rowNames(page).then((n) => n.length)).toBe(Math.min(count, 25));
      expect(await page.locator('.kit-pagination').textContent()).toContain(`(${count} treff)`);

      // Sort by name: ascending, then descending on a second click.
      await page.getByRole('button', { name: 'Namn' }).click();
      await page.waitForURL(/sorter=name&retning=stigende/);
      const names = (await server.db.location.findMany({ where: { companyId: bergen.id }, select: { name: true } })).map((l) => l.name);
      const ascending = [...names].sort((a, b) => a.localeCompare(b, 'nb'));
      await eventually(() => rowNames(page)).toEqual(ascending.slice(0, 25));
      await page.getByRole('button', { name: 'Namn' }).click();
      await page.waitForURL(/retning=synkende/);
      await eventually(() => rowNames(page)).toEqual([...ascending].reverse().slice(0, 25));

      // Filter on status in the popup: the badge counts one active filter.
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.selectOption('.kit-popover select[name=status]', 'draft');
      await page.getByRole('button', { name: 'Bruk' }).click();
      await page.waitForURL(/status=draft/);
      await eventually(() => rowNames(page)).toContain('Listetest Draft');
      expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('1');
      const drafts = await server.db.location.count({ where: { companyId: bergen.id, status: 'draft' } });
      await eventually(() => rowNames(page).then((n) => n.length)).toBe(Math.min(drafts, 25));

      // Search, 300 ms after typing stops.
      await page.fill('.kit-search input', 'listetest');
      await page.waitForURL(/sok=listetest/);
      await eventually(() => rowNames(page)).toEqual(['Listetest Draft']);

      // A reload shows the same list, box and badge.
      const url = page.url();
      await page.reload();
      await eventually(() => rowNames(page)).toEqual(['Listetest Draft']);
      expect(page.url()).toBe(url);
      expect(await page.inputValue('.kit-search input')).toBe('listetest');
      expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('1');
      expect(await page.locator('th[aria-sort="descending"]').textContent()).toContain('Namn');

      // No hits names the search; reset clears the filters.
      await page.fill('.kit-search input', 'finst ikkje');
      await eventually(() => page.locator('.kit-empty').textContent()).toBe('Ingen treff på «finst ikkje».');
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.getByRole('button', { name: 'Nullstill' }).click();
      await eventually(() => new URL(page.url()).searchParams.get('status')).toBeNull();
      await eventually(() => page.locator('.kit-filter-button .badge').count()).toBe(0);
      await context.close();
    }, 60_000);

    it('starts the layout\'s query and the page\'s query together (route loaders)', async () => {
      const context = await loggedIn(MANAGER);
      const page = await context.newPage();
      let pageQuerySent!: () => void;
      const pageSent = new Promise<void>((resolve) => (pageQuerySent = resolve));
      let overlapped: boolean | null = null;
      // The layout's answer is held back until the page's query has been sent; were the page waiting for the layout,
      // it would never be sent and the hold would end after 5 s with `false`.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (body.includes('query LocationListPageQuery')) pageQuerySent();
        if (body.includes('query AdminLayoutQuery')) {
          overlapped = await Promise.race([pageSent.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
        }
        await route.continue();
      });
      await page.goto(`${base}/admin/${BERGEN}/lokasjoner`);
      await eventually(() => rowNames(page).then((n) => n.length > 0)).toBe(true);
      expect(overlapped).toBe(true);
      await context.close();
    });

    it('ignores an owner filter in the address that is no company id, instead of losing the whole list', async () => {
      // A hand-edited or stale ?firma= once made the server refuse the query: the page showed "Ugyldig forespørsel".
      // company_id is the filter's name now (an old ?firma= is moved to it, or dropped when it is no company's id).
      await fixture('Firmafiltertest');
      const context = await loggedIn(MANAGER);
      const page = await context.newPage();
      const location = await server.db.location.findFirstOrThrow({ where: { name: 'Firmafiltertest' } });
      for (const company of ['firma=abc', `firma=${encodeURIComponent(encodeGlobalID('Location', location.id))}`, 'company_id=abc', 'company_id=0', 'company_id=99999999999']) {
        await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=Firmafiltertest&status=gammal&${company}`);
        await eventually(() => rowNames(page)).toEqual(['Firmafiltertest']);
        // Ignored, so not counted: the filter button shows no badge of filters in effect.
        expect(await page.locator('.kit-filter-button .badge').count()).toBe(0);
      }
      // One the list understands is counted.
      await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=Firmafiltertest&status=public`);
      await eventually(() => page.locator('.kit-filter-button .badge').textContent()).toBe('1');
      await context.close();
    });

    it('pages through the cursor connection with the page in the address', async () => {
      for (let i = 1; i <= 27; i++) await fixture(`Sidetest ${String(i).padStart(2, '0')}`);
      const context = await loggedIn(MANAGER);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=sidetest&sorter=name&retning=stigende&side=2`);
      await eventually(() => rowNames(page)).toEqual(['Sidetest 26', 'Sidetest 27']);
      expect(await page.locator('.kit-pagination [role=status]').textContent()).toBe('Side 2 av 2 (27 treff)');
      await page.getByRole('button', { name: 'Førre side' }).click();
      await eventually(() => rowNames(page).then((n) => n.length)).toBe(25);
      expect(new URL(page.url()).searchParams.get('side')).toBeNull();
      expect((await rowNames(page))[0]).toBe('Sidetest 01');
      await page.getByRole('button', { name: 'Neste side' }).click();
      await eventually(() => rowNames(page)).toEqual(['Sidetest 26', 'Sidetest 27']);
      expect(new URL(page.url()).searchParams.get('side')).toBe('2');
      await context.close();
    }, 90_000);

    it('shows readable cards instead of a table at 375 px', async () => {
      const context = await loggedIn(MANAGER, 375);
      const page = await context.newPage();
      // Searched, so other tests' locations of the company cannot push it to another page.
      await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=sentrum`);
      await page.waitForSelector('.kit-card');
      expect(await page.locator('.kit-table').count()).toBe(0);
      const card = page.locator('.kit-card', { hasText: 'Bergen sentrum' });
      expect(await card.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Status', 'Kommune', 'Kostnad', 'Avstand km', 'Eier', 'Oppdatert']));
      expect(await card.getByRole('link', { name: 'Endre' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The mobile bottom bar opens its menu in a bottom sheet; Escape closes it, and so does dragging it down.
      const menu = page.locator('.admin-bottom-bar').getByRole('button', { name: 'Meny' });
      await menu.click();
      const sheet = page.getByRole('dialog', { name: 'Meny' });
      await sheet.waitFor();
      await page.keyboard.press('Escape');
      await eventually(() => sheet.count()).toBe(0);
      await menu.click();
      await sheet.waitFor();
      const grip = (await sheet.locator('.sheet-grip').boundingBox())!;
      await page.mouse.move(grip.x + 40, grip.y + 10);
      await page.mouse.down();
      // Slowly (under the swipe speed), far enough that under 25 % of the window is left.
      for (let y = grip.y + 10; y <= 880; y += 20) {
        await page.mouse.move(grip.x + 40, y);
        await page.waitForTimeout(60);
      }
      await page.mouse.up();
      await eventually(() => sheet.count()).toBe(0);
      await context.close();
    });
  });

  describe('as a location employee', () => {
    it('sees the location of their account but no create, edit, duplicate or delete controls', async () => {
      const context = await loggedIn(EMPLOYEE);
      const page = await context.newPage();
      await page.goto(`${base}/admin`);
      await page.waitForURL(/\/admin\/[^/]+$/);
      const slug = new URL(page.url()).pathname.split('/')[2]!;
      await page.goto(`${base}/admin/${slug}/lokasjoner`);
      await eventually(() => rowNames(page)).toEqual(['Bergen lufthamn Flesland']);
      expect(await page.getByRole('link', { name: 'Ny lokasjon' }).count()).toBe(0);
      // Row actions are named "<action> <row>"; anchored, so a row whose name starts so is no action.
      expect(await page.getByRole('link', { name: /^Dupliser / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Slett / }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Endre / }).count()).toBe(0);

      // "Vis" opens the form read-only: no save, no delete, inputs disabled, history readable.
      await page.getByRole('link', { name: 'Vis' }).click();
      await page.waitForSelector('#f-name');
      expect(await page.locator('#f-name').isDisabled()).toBe(true);
      // It reads as a form to look at, not one to fill in: no required stars, no character counters, every box and
      // choice list in the locked look (dashed, the page's grey) and the stored values in the text's own colour.
      const form = page.getByRole('form', { name: 'Lokasjon' });
      expect(await form.locator('label').allTextContents()).not.toContainEqual(expect.stringContaining('*'));
      expect(await form.locator('.kit-counter').count()).toBe(0);
      expect(await page.locator('#f-name').getAttribute('readonly')).not.toBeNull();
      const looks = await form.locator('.kit-field input:not([type=checkbox]):not([type=radio]), .kit-field select, .kit-field textarea').evaluateAll((controls) =>
        controls.map((c) => {
          const style = getComputedStyle(c);
          return `${c.id}: ${style.borderTopStyle} ${style.opacity} ${style.color === getComputedStyle(document.body).color ? 'text' : style.color}`;
        }),
      );
      expect(looks.length).toBeGreaterThan(5);
      expect(looks.filter((l) => !l.endsWith(': dashed 1 text'))).toEqual([]);
      expect(await page.getByRole('button', { name: 'Lagre' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Slett' }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Historikk' }).click();
      expect(await page.locator('[data-tab="historikk"]').isVisible()).toBe(true);

      // A typed or shared "ny" address says the role cannot create, instead of an empty form that cannot be saved;
      // the same for vehicles and rental products.
      for (const [section, text] of [['lokasjoner', 'Rolla di kan ikkje opprette lokasjonar.'], ['produkter', 'Rolla di kan ikkje opprette produkt.'], ['leieprodukter', 'Rolla di kan ikkje opprette leieprodukt.']]) {
        await page.goto(`${base}/admin/${slug}/${section}/ny`);
        await page.getByText(text).waitFor();
        expect(await page.locator('form').count(), section).toBe(0);
      }
      await context.close();
    });
  });
});

describe('the location form as a company manager', () => {
  it('says the session has ended when a save meets an expired session, and offers "Logg inn på nytt"', async () => {
    const loc = await fixture('Øktetest');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner/${loc.databaseId}`);
    await page.waitForSelector('#f-name');
    // The session ends elsewhere (timed out, logged out on another device): its row is gone.
    const sid = (await context.cookies()).find((c) => c.name === 'sid')!.value;
    await server.db.session.deleteMany({ where: { tokenHash: crypto.createHash('sha256').update(sid).digest('hex') } });
    await page.fill('#f-name', 'Øktetest endra');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.kit-form-error').textContent()).toContain('Logg inn på nytt');
    await page.getByRole('button', { name: 'Logg inn på nytt' }).waitFor();
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).name).toBe('Øktetest');
    await context.close();
  });

  it('creates a location with opening hours that the booking wizard offers at once', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner`);
    await page.getByRole('link', { name: 'Ny lokasjon' }).click();
    await page.waitForSelector('#f-name');
    expect(await page.getByRole('tab', { name: 'Historikk' }).count()).toBe(0);
    // Defaults of spec 2 section 9.
    expect(await page.inputValue('#f-country')).toBe('Norge');
    // Decimals read with a decimal comma, as staff write them.
    expect(await page.inputValue('#f-transportFactor')).toBe('1,0');
    expect(await page.inputValue('#f-deliveryPrepTimeHours')).toBe('0,5');

    await page.fill('#f-name', 'Odda sentrum');
    expect(await page.locator('[data-field="name"] .kit-counter').textContent()).toBe('12/100');
    await page.selectOption('#f-status', 'public');
    await page.fill('#f-address1', 'Røldalsvegen 1');
    await page.fill('#f-zip', '5750');
    await page.fill('#f-city', 'Odda');
    await page.fill('#f-region', 'Ullensvang');
    await page.fill('#f-distanceFromCompanyKm', '140,5');
    await page.fill('#f-distanceFromCompanyMin', '150');
    await page.fill('#f-aliases', ' Odda ,  Hardanger ');
    await page.fill('#f-airportCode', 'bgo');
    // Typed with a point, shown with the decimal comma staff write money with.
    await page.fill('#f-cost', '250.5');
    await page.locator('#f-cost').blur();
    expect(await page.inputValue('#f-cost')).toBe('250,50');
    // So is any other decimal.
    await page.fill('#f-transportFactor', '1.25');
    await page.locator('#f-transportFactor').blur();
    expect(await page.inputValue('#f-transportFactor')).toBe('1,25');

    await page.getByRole('tab', { name: 'Åpningstider' }).click();
    for (const kind of ['pickup', 'dropoff', 'employees']) {
      await page.uncheck(`input[name="openingHours.${kind}.0.closed"]`);
      await page.selectOption(`select[name="openingHours.${kind}.0.opens"]`, '06:00');
      await page.selectOption(`select[name="openingHours.${kind}.0.closes"]`, '15:00');
      await page.locator(`[data-hours="${kind}"]`).getByRole('button', { name: 'Kopier måndag til alle kvardagar' }).click();
    }
    expect(await page.inputValue('select[name="openingHours.pickup.4.opens"]')).toBe('06:00');
    expect(await page.isChecked('input[name="openingHours.pickup.5.closed"]')).toBe(true);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Lokasjon opprettet');
    await page.waitForURL(/\/lokasjoner\/\d+$/);
    expect(await page.locator('.modal').count()).toBe(0);
    // The stored price comes back with the comma too.
    await eventually(() => page.inputValue('#f-cost')).toBe('250,50');
    expect(await page.inputValue('#f-transportFactor')).toBe('1,25');
    expect(await page.inputValue('#f-distanceFromCompanyKm')).toBe('140,5');
    const created = await server.db.location.findFirstOrThrow({ where: { name: 'Odda sentrum' }, include: { openingHours: true } });
    expect(created.aliases).toEqual(['Odda', 'Hardanger']);
    expect(created.airportCode).toBe('BGO');
    expect(String(created.cost)).toBe('250.5');
    expect(String(created.transportFactor)).toBe('1.25');
    expect(String(created.distanceFromCompanyKm)).toBe('140.5');
    expect(created.openingHours.filter((h) => h.kind === 'pickup').map((h) => [h.day, h.opens, h.closes])).toEqual(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, '06:00', '15:00']),
    );

    // Step 1 of the booking wizard offers it.
    const shop = await browser.newPage();
    await shop.goto(`${base}/`);
    await shop.waitForSelector('select[name=hentested]');
    await eventually(() => shop.locator('select[name=hentested] option').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Odda sentrum')]));
    await shop.close();
    await context.close();
  }, 60_000);

  it('saves a change, shows it in the history, and asks nothing afterwards', async () => {
    const loc = await fixture('Historikktest');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);

    // Saving without a change sends nothing.
    const before = await server.db.historyEntry.count({ where: { entityType: 'location', entityId: loc.databaseId } });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Ingen endringer er gjort.');
    expect(await server.db.historyEntry.count({ where: { entityType: 'location', entityId: loc.databaseId } })).toBe(before);

    await page.fill('#f-name', 'Historikktest endra');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Endringen er lagret.');
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).name).toBe('Historikktest endra');

    await page.getByRole('tab', { name: 'Historikk' }).click();
    const newest = page.locator('.kit-history li').first();
    await eventually(() => newest.textContent()).toContain('Namn: Historikktest → Historikktest endra');
    expect(await newest.locator('time').textContent()).toBe('no');
    const manager = await server.db.user.findFirstOrThrow({ where: { email: MANAGER } });
    expect(await newest.textContent()).toContain(`${manager.firstname} ${manager.lastname}`);
    expect(await newest.locator('.kit-status').textContent()).toBe('Publisert');

    // No "Er du sikker?" after a successful save.
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.waitForURL(/\/lokasjoner$/);
    expect(await page.locator('.modal').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('keeps Lagre, Avbryt and Slett in sight above the phone\'s bottom bar while the form scrolls', async () => {
    const loc = await fixture('Telefonskjema');
    const context = await loggedIn(MANAGER, 390);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);
    /** The element a finger lands on at the middle of the button (null when the button is off screen). */
    const topmost = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((b) => {
        const r = b.getBoundingClientRect();
        if (r.bottom > window.innerHeight || r.top < 0) return null;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === b || b.contains(hit) ? 'button' : (hit?.closest('nav, [class*="bar"]')?.className ?? hit?.tagName ?? null);
      });
    // The form is longer than the window: the bar sticks, above the bottom bar, at the top of the page and halfway down.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)).toBe(true);
    for (const y of [0, 400]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      for (const name of ['Lagre', 'Avbryt', 'Slett']) expect(await topmost(name), `${name} at ${y}`).toBe('button');
    }
    // And a tap there saves.
    await page.fill('#f-name', 'Telefonskjema endra');
    await page.getByRole('button', { name: 'Lagre', exact: true }).click({ timeout: 5_000 });
    await eventually(() => toasts(page)).toContain('Endringen er lagret.');
    // The toast sits above the bottom bar and the form's buttons: none of them is covered while it shows.
    expect(await coveredByToast(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it('loads and saves a place open round the clock (returns 00:00–23:59) without touching its hours', async () => {
    // As the demo's airport stores its returns: once no closing picker could show 23:59, and no change could be saved.
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: false, opens: '00:00', closes: '23:59' }));
    const loc = await fixture('Døgnopen', { openingHours: { dropoff: allDay } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);
    await page.fill('#f-cost', '125');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Endringen er lagret.');
    // On a desktop too the toast keeps clear of the form's Lagre / Avbryt / Slett.
    expect(await coveredByToast(page)).toEqual([]);
    const saved = await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId }, include: { openingHours: { where: { kind: 'dropoff' } } } });
    expect(saved.cost.toString()).toBe('125');
    expect(saved.openingHours.map((h) => `${h.opens}–${h.closes}`)).toEqual(Array(7).fill('00:00–23:59'));
    await context.close();
  }, 60_000);

  it('pages a long history: the newest 20 first, "Vis fleire" for older ones until the first entry', async () => {
    const loc = await fixture('Lang historikk');
    const manager = await server.db.user.findFirstOrThrow({ where: { email: MANAGER } });
    // 44 earlier edits (an hour apart, oldest first) besides the create: 45 entries in all.
    const start = Date.now() - 60 * 3_600_000;
    await server.db.historyEntry.createMany({
      data: Array.from({ length: 44 }, (_, i) => ({
        entityType: 'location' as const,
        entityId: loc.databaseId,
        authorId: manager.id,
        comment: `Endring ${i + 1}`,
        status: 'public',
        at: new Date(start + i * 3_600_000),
        changes: { order: [i, i + 1] },
      })),
    });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);
    await page.getByRole('tab', { name: 'Historikk' }).click();
    const entries = page.locator('.kit-history > li');
    await eventually(() => entries.count()).toBe(20);
    // The create is newest (written now); the next is the last of the 44.
    expect(await entries.nth(1).textContent()).toContain('Endring 44');
    await page.getByRole('button', { name: 'Vis fleire' }).click();
    await eventually(() => entries.count()).toBe(40);
    await page.getByRole('button', { name: 'Vis fleire' }).click();
    await eventually(() => entries.count()).toBe(45);
    expect(await entries.last().textContent()).toContain('Endring 1');
    expect(await page.getByRole('button', { name: 'Vis fleire' }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('asks "Er du sikker?" before leaving with changes, by the cancel button and by the back button', async () => {
    const loc = await fixture('Avbryttest');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=avbryttest`);
    await row(page, 'Avbryttest').getByRole('link', { name: 'Endre' }).click();
    await page.waitForSelector('#f-name');
    await page.fill('#f-city', 'Stord');

    await page.getByRole('button', { name: 'Avbryt' }).click();
    const dialog = page.locator('.modal');
    await eventually(() => dialog.locator('h2').textContent()).toBe('Er du sikker?');
    expect(await dialog.textContent()).toContain('Du har endringer som ikke er lagret. Er du sikker på at du vil avbryte?');
    await dialog.getByRole('button', { name: 'Nei, fortsett redigering' }).click();
    expect(page.url()).toMatch(new RegExp(`/lokasjoner/${loc.databaseId}$`));
    expect(await page.inputValue('#f-city')).toBe('Stord');

    // The back button asks the same.
    await page.goBack();
    await eventually(() => dialog.locator('h2').textContent()).toBe('Er du sikker?');
    await dialog.getByRole('button', { name: 'Ja, avbryt' }).click();
    await page.waitForURL(/\/lokasjoner\?sok=avbryttest$/);
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).city).toBe('Bergen');

    // Closing the tab with changes asks the browser's own question.
    await row(page, 'Avbryttest').getByRole('link', { name: 'Endre' }).click();
    await page.waitForSelector('#f-name');
    await page.click('#f-city');
    await page.keyboard.type('x');
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.accept())));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await context.close();
  }, 60_000);

  it('switches to the tab holding an invalid field, and to the first required field left blank', async () => {
    const loc = await fixture('Fanetest', { openingHours: { pickup: week('08:00', '16:00', 5) } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);

    await page.getByRole('tab', { name: 'Åpningstider' }).click();
    await page.selectOption('select[name="openingHours.pickup.0.opens"]', '16:00');
    await page.selectOption('select[name="openingHours.pickup.0.closes"]', '15:00');
    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.getByRole('button', { name: 'Lagre' }).click();
    const hoursTab = page.getByRole('tab', { name: /Åpningstider/ });
    await eventually(() => hoursTab.getAttribute('aria-selected')).toBe('true');
    expect(await hoursTab.textContent()).toContain('*');
    expect(await page.locator('[data-hours="pickup"]').textContent()).toContain('Stengetid må vere etter opningstid.');
    // Nothing is empty, so the form does not speak of required fields (finding 11).
    expect(await page.getByRole('alert').textContent()).toBe('Sjå over felta som er merka.');

    // An invalid field in a collapsed section on the first tab.
    await page.selectOption('select[name="openingHours.pickup.0.closes"]', '17:00');
    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.locator('summary', { hasText: 'Kontakt' }).click();
    await page.fill('#f-publicEmail', 'ikkje-ei-adresse');
    await page.locator('summary', { hasText: 'Kontakt' }).click();
    await page.getByRole('tab', { name: 'Åpningstider' }).click();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.getByRole('tab', { name: /Generelt/ }).getAttribute('aria-selected')).toBe('true');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('f-publicEmail');
    expect(await page.locator('#f-publicEmail').isVisible()).toBe(true);
    expect(await page.locator('[data-field="publicEmail"] .kit-field-error').textContent()).toBe('Ugyldig e-postadresse.');
    expect(await page.getByRole('alert').textContent()).toBe('Sjå over felta som er merka.');
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).publicEmail).toBeNull();

    // A required field left empty: now the form names the required fields.
    await page.fill('#f-name', '');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('Felt merka med * må fyllast ut.');
    await context.close();
  }, 60_000);

  it('puts the server\'s field errors on their fields, and says when someone else changed the location first', async () => {
    // A network admin must choose the owner; the server says so on the field.
    const context = await loggedIn('admin@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/systemeier/lokasjoner/ny`);
    await page.waitForSelector('#f-name');
    for (const [field, value] of Object.entries({ name: 'Eigartest', address1: 'Vegen 1', zip: '5003', city: 'Bergen', region: 'Bergen', distanceFromCompanyKm: '1', distanceFromCompanyMin: '2' })) {
      await page.fill(`#f-${field}`, value);
    }
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('[data-field="companyId"] .kit-field-error').textContent()).toBe('Vel eigar.');
    // The focus moves to the field just after its message shows: waited for like the message (a loaded CI machine saw it a moment later).
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('f-companyId');
    expect(await server.db.location.count({ where: { name: 'Eigartest' } })).toBe(0);
    await context.close();

    // Someone else saved in between: nothing is written, and the form says so.
    const loc = await fixture('Konflikttest');
    const manager = await loggedIn(MANAGER);
    const form = await manager.newPage();
    await openForm(form, loc.databaseId);
    await server.db.location.update({ where: { id: loc.databaseId }, data: { city: 'Voss' } });
    await form.fill('#f-name', 'Konflikttest endra');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => form.getByRole('alert').textContent()).toBe('Lokasjonen er endra av nokon andre sidan du opna han. Last inn på nytt.');
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).name).toBe('Konflikttest');
    await manager.close();
  }, 60_000);

  it('duplicates a location as a new one with its own id and slug', async () => {
    const loc = await fixture('Kopitest', { description: 'Ved kaia' });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=kopitest`);
    await row(page, 'Kopitest').getByRole('link', { name: 'Dupliser' }).click();
    await page.waitForURL(new RegExp(`/lokasjoner/ny\\?fra_id=${loc.databaseId}$`));
    await page.waitForSelector('#f-name');
    expect(await page.inputValue('#f-name')).toBe('Kopitest (kopi)');
    expect(await page.inputValue('#f-description')).toBe('Ved kaia');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Lokasjon opprettet');
    const [original, copy] = await Promise.all([
      server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } }),
      server.db.location.findFirstOrThrow({ where: { name: 'Kopitest (kopi)' } }),
    ]);
    expect(copy.id).not.toBe(original.id);
    expect(copy.slug).not.toBe(original.slug);
    expect(copy.description).toBe('Ved kaia');
    await context.close();
  }, 60_000);

  it('names each row\'s actions after its row, so a screen reader\'s list of links tells them apart', async () => {
    // Every row's actions were named "Endre", "Dupliser" and "Slett" alike.
    await fixture('Radnamn Aust');
    await fixture('Radnamn Vest');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=radnamn`);
    await eventually(async () => (await rowNames(page)).sort()).toEqual(['Radnamn Aust', 'Radnamn Vest']);
    for (const name of ['Radnamn Aust', 'Radnamn Vest']) {
      const cell = row(page, name);
      expect(await cell.getByRole('link', { name: `Endre ${name}`, exact: true }).count()).toBe(1);
      expect(await cell.getByRole('link', { name: `Dupliser ${name}`, exact: true }).count()).toBe(1);
      expect(await cell.getByRole('button', { name: `Slett ${name}`, exact: true }).count()).toBe(1);
    }
    // The word shown (and its tooltip) stays the action's.
    expect(await row(page, 'Radnamn Aust').getByRole('link', { name: 'Endre Radnamn Aust' }).getAttribute('title')).toBe('Endre');
    await context.close();
  }, 60_000);

  it('deletes only after confirmation naming the location, and the row leaves the list without a reload', async () => {
    const loc = await fixture('Slettetest');
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/lokasjoner?sok=slettetest`);
    await eventually(() => rowNames(page)).toEqual(['Slettetest']);
    const dialog = page.locator('.modal');

    await row(page, 'Slettetest').getByRole('button', { name: 'Slett' }).click();
    await eventually(() => dialog.locator('h2').textContent()).toBe('Slette «Slettetest»?');
    expect(await dialog.textContent()).toContain('Dette kan ikkje angrast.');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    expect(await dialog.count()).toBe(0);
    expect(await server.db.location.count({ where: { id: loc.databaseId } })).toBe(1);

    let reloads = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && reloads++);
    await row(page, 'Slettetest').getByRole('button', { name: 'Slett' }).click();
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await eventually(() => toasts(page)).toContain('Lokasjonen er slettet.');
    await eventually(() => rowNames(page)).toEqual([]);
    expect(reloads).toBe(0);
    expect(await server.db.location.count({ where: { id: loc.databaseId } })).toBe(0);
    await context.close();
  }, 60_000);

  it('refuses to delete a location in use, saying what holds it, and archives it in one click', async () => {
    const loc = await fixture('Bruktest');
    const car = await server.db.product.findFirstOrThrow({ where: { location: { company: { slug: BERGEN } } } });
    await server.db.product.create({ data: { name: 'Testbil', categoryId: car.categoryId, siteId: car.siteId, companyId: car.companyId, locationId: loc.databaseId } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openForm(page, loc.databaseId);
    await page.getByRole('button', { name: 'Slett' }).click();
    const dialog = page.locator('.modal');
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await eventually(() => dialog.textContent()).toContain('Lokasjonen er i bruk av 1 køyretøy. Arkiver han i staden.');
    await dialog.getByRole('button', { name: 'Arkiver' }).click();
    await eventually(() => toasts(page)).toContain('«Bruktest» er arkivert.');
    const stored = await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } });
    expect(stored.status).toBe('archived');
    await context.close();
  }, 60_000);
});

describe('a location outside the account', () => {
  it('opens as "Fann ikkje lokasjonen" (not "Forbudt") for a public location of another place, and as the form for its own staff', async () => {
    const other = await fixture('Offentleg i sentrum');
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const context = await loggedIn(EMPLOYEE);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${flesland.slug}/lokasjoner/${other.databaseId}`);
    await eventually(() => page.locator('main h1').textContent()).toBe('Fann ikkje lokasjonen');
    expect(await page.locator('main').textContent()).not.toContain('Forbudt');
    await context.close();
    const manager = await (await loggedIn(MANAGER)).newPage();
    await openForm(manager, other.databaseId);
    await eventually(() => manager.locator('#f-name').inputValue()).toBe('Offentleg i sentrum');
    await manager.context().close();
  });
});

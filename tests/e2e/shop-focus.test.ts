/**
 * Keyboard focus on the public shop's account pages and messages, in real Chromium. A button at work (log-in, save,
 * "Vis fleire") keeps the focus and sends its form once, however often Enter is pressed meanwhile; a button or a
 * message that goes away while it has focus hands it to where the person can go on, never to <body> (from where the
 * next Tab starts again at the top of the page). Each case is reached as a person reaches it: a wrong password, a used
 * link, a change made elsewhere, a refused order. The test makes its people, bookings and prices.
 */
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OWN_DETAILS_CONFLICT } from '../../server/services/ownAccount.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { encodeNotify } from '../../web/src/components/notify.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
import { copyDemoBooking } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';

const PASSWORD = 'fokus1passord';
let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);
afterAll(() => server?.mailer.close());

let made = 0;
/** A customer of this test, with PASSWORD. */
async function person(): Promise<{ id: number; email: string }> {
  made += 1;
  const email = `fokus-e2e${made}@example.no`;
  const user = await server.db.user.create({ data: { email, firstname: 'Frida', lastname: 'Fokus', phone: '+4791234567', passwordHash: await hashPassword(PASSWORD) } });
  return { id: user.id, email };
}

/** `path` in a fresh browser (logged in as `email` when given), its heading shown and the cookie question answered. */
async function open(path: string, email?: string): Promise<Page> {
  const context = email ? await loggedInContext(server, browser, base, email, { password: PASSWORD }) : await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.goto(`${base}${path}`);
  await page.locator('main h1').first().waitFor();
  const banner = page.locator('.cookie-banner');
  await banner.waitFor({ timeout: 5_000 }).catch(() => {});
  if (await banner.count()) await banner.getByRole('button', { name: 'Berre nødvendige' }).click();
  return page;
}

/** The focused element as a screen reader meets it: its tag (and name), and its label or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'BODY';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName}${el.getAttribute('name') ? `[${el.getAttribute('name')}]` : ''}: ${label.trim().slice(0, 40)}`;
  });
}

/** Waits for focus to settle on `expected`. */
async function expectFocus(page: Page, expected: string) {
  await expect.poll(() => focused(page), { timeout: 10_000 }).toBe(expected);
}

/**
 * Holds the page's requests to `url` whose body has `bodyHas` until `release()`: the answer is on its way for as
 * long as the test likes. Counts them; other requests, and all after the release, go through.
 */
async function holdRequests(page: Page, url: string, bodyHas = '') {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  const held = (request: Request) => request.method() === 'POST' && (request.postData() ?? '').includes(bodyHas);
  const handler = async (route: Route) => {
    if (!held(route.request())) return route.continue();
    count += 1;
    await gate;
    await route.continue();
  };
  await page.route(url, handler);
  return { count: () => count, release: () => open() };
}

interface BusyCase {
  what: string;
  path: string;
  loggedIn?: boolean;
  /** Opens the form and fills it in; answers the field to press Enter in (null: a button without a form). */
  fill(page: Page): Promise<ReturnType<Page['getByLabel']> | null>;
  button: string;
  busyLabel: string;
  url: string;
  bodyHas?: string;
}

const busyCases: BusyCase[] = [
  {
    what: 'log-in', path: '/login', button: 'form button[type=submit]', busyLabel: 'Loggar inn …', url: '**/api/v1/login',
    async fill(page) {
      await page.getByLabel('E-post').fill('fokus-ingen@example.no');
      await page.getByLabel('Passord').fill('feil1passord');
      return page.getByLabel('Passord');
    },
  },
  {
    what: 'registration', path: '/opprett', button: 'form button[type=submit]', busyLabel: 'Opprettar …', url: '**/api/v1/create_user',
    async fill(page) {
      await page.getByLabel('Fornamn').fill('Frida');
      await page.getByLabel('Etternamn').fill('Fokus');
      await page.getByLabel('Telefon').fill('+47 912 34 567');
      await page.getByLabel('E-post').fill('fokus-ny@example.no');
      await page.getByLabel('Passord').fill('nytt1passord');
      return page.getByLabel('E-post');
    },
  },
  {
    what: 'forgotten password', path: '/glemt-passord', button: 'form button[type=submit]', busyLabel: 'Sender …', url: '**/api/v1/request_reset_password_token',
    async fill(page) {
      await page.getByLabel('E-post').fill('fokus-ingen@example.no');
      return page.getByLabel('E-post');
    },
  },
  {
    what: 'new password', path: '/tilbakestill?key=brukt', button: 'form button[type=submit]', busyLabel: 'Lagrar …', url: '**/api/v1/update_password',
    async fill(page) {
      await page.getByLabel('Nytt passord').fill('nytt1passord');
      return page.getByLabel('Nytt passord');
    },
  },
  {
    what: 'account confirmation', path: '/stadfest?key=brukt', button: 'main button.primary', busyLabel: 'Opprettar …', url: '**/api/v1/confirm_user',
    fill: async () => null,
  },
  {
    what: 'Min side, contact details', path: '/konto', loggedIn: true, button: 'form button[type=submit]', busyLabel: 'Lagrar …', url: '**/graphql**', bodyHas: 'OwnDetailsFormMutation',
    async fill(page) {
      await page.getByRole('button', { name: 'Endre opplysningar' }).click();
      await page.getByLabel('Fornamn').fill('Fride');
      return page.getByLabel('Fornamn');
    },
  },
  {
    what: 'Min side, password', path: '/konto', loggedIn: true, button: 'form button[type=submit]', busyLabel: 'Lagrar …', url: '**/graphql**', bodyHas: 'ChangePasswordFormMutation',
    async fill(page) {
      await page.getByRole('button', { name: 'Endre passord' }).click();
      await page.getByLabel('Passordet du har no').fill('feil1passord');
      await page.getByLabel('Nytt passord').fill('nytt2passord');
      return page.getByLabel('Nytt passord');
    },
  },
];

describe('a button at work keeps the focus and sends once', () => {
  it.each(busyCases)('$what: Enter on the button, then on it and in a field again while it works', async (c) => {
    const page = await open(c.path, c.loggedIn ? (await person()).email : undefined);
    const field = await c.fill(page);
    const request = await holdRequests(page, c.url, c.bodyHas);
    const button = page.locator(c.button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(request.count).toBe(1);
    // Said to be busy, and the keyboard is still on it.
    await expect.poll(() => button.textContent()).toBe(c.busyLabel);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await focused(page)).toBe(`BUTTON: ${c.busyLabel}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    // Enter in a field "clicks" the busy button: nothing is sent either.
    await field?.press('Enter');
    await settled(page);
    expect(request.count()).toBe(1);
    request.release();
    await page.context().close();
  }, 60_000);
});

describe('after the answer, focus is where the person goes on', () => {
  it('keeps it on "Logg inn" after a wrong password, the warning read out', async () => {
    const { email } = await person();
    const page = await open('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Passord').fill('feil1passord');
    await page.getByRole('button', { name: 'Logg inn' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    await expectFocus(page, 'BUTTON: Logg inn');
    // Enter again tries again: the button works once more.
    await page.getByLabel('Passord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Logg inn' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/konto$/);
    await page.context().close();
  }, 60_000);

  it('keeps it on "Lagre nytt passord" when the link was used already', async () => {
    const page = await open('/tilbakestill?key=brukt');
    await page.getByLabel('Nytt passord').fill('nytt1passord');
    await page.getByRole('button', { name: 'Lagre nytt passord' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    await expectFocus(page, 'BUTTON: Lagre nytt passord');
    await page.context().close();
  }, 60_000);

  it('keeps it on "Lagre" when the details were changed elsewhere meanwhile', async () => {
    const { id, email } = await person();
    const page = await open('/konto', email);
    await page.getByRole('button', { name: 'Endre opplysningar' }).click();
    await page.getByLabel('Fornamn').fill('Fride');
    await server.db.user.update({ where: { id }, data: { updatedAt: new Date(Date.now() + 1000) } });
    await page.getByRole('button', { name: 'Lagre' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('form', { name: 'Kontaktopplysningar' }).getByRole('alert').textContent()).toBe(OWN_DETAILS_CONFLICT);
    await expectFocus(page, 'BUTTON: Lagre');
    await page.context().close();
  }, 60_000);

  it('moves it to the heading when a used confirmation link takes "Opprett kontoen" away', async () => {
    const page = await open('/stadfest?key=brukt');
    await page.getByRole('button', { name: 'Opprett kontoen' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Opprett kontoen' }).count()).toBe(0);
    await expectFocus(page, 'H1: Stadfest kontoen');
    await page.context().close();
  }, 60_000);

  it('keeps it on "Vis fleire" while it loads, and moves it to the first booking it brought when it was the last page', async () => {
    const { id, email } = await person();
    const bookings = [];
    for (let i = 0; i < 11; i++) bookings.push(await copyDemoBooking(server.db, 'fjordbil-bergen', { customerUserId: id }));
    const page = await open('/konto', email);
    await expect.poll(() => page.locator('.own-booking').count()).toBe(10);
    const request = await holdRequests(page, '**/graphql**', 'OwnBookingsPaginationQuery');
    await page.getByRole('button', { name: 'Vis fleire' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(request.count).toBe(1);
    await expectFocus(page, 'BUTTON: Hentar …');
    request.release();
    await expect.poll(() => page.locator('.own-booking').count()).toBe(11);
    expect(await page.getByRole('button', { name: 'Vis fleire' }).count()).toBe(0);
    // The oldest comes last (newest first).
    const oldest = String(bookings[0]!.id).padStart(4, '0');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.booking ?? document.activeElement?.tagName)).toBe(oldest);
    await page.context().close();
  }, 60_000);
});

describe('a message closed while its button has focus gives the focus back', () => {
  it('notify: back to the field the person came from, else to the heading', async () => {
    // "E-post sendt" arrives on /login with the notify parameter.
    const page = await open('/glemt-passord');
    await page.getByLabel('E-post').fill('fokus-ingen@example.no');
    await page.getByLabel('E-post').press('Enter');
    await page.waitForURL(/\/login$/);
    await page.locator('.notify').waitFor();
    await page.getByLabel('E-post').focus();
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, 'BUTTON: Lukk meldinga');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.notify').count()).toBe(0);
    await expectFocus(page, 'INPUT[email]: E-post');

    // A notice another page linked to, its button reached from nowhere in particular: the heading.
    await page.goto(`${base}/login?notify=${encodeNotify({ type: 'warning', message: 'Prøv igjen seinare.' })}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Logg inn');
    const close = page.getByRole('button', { name: 'Lukk meldinga' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.notify').count()).toBe(0);
    await expectFocus(page, 'H1: Logg inn');
    await page.context().close();
  }, 60_000);

  it('toast: waits while "Lukk" has focus (past its 3 s), then gives focus back to the button the person was on', async () => {
    const { email } = await person();
    const page = await open('/konto', email);
    const toastClose = page.locator('.toast').getByRole('button', { name: 'Lukk' });
    for (const [name, close] of [
      ['Kari', () => page.keyboard.press('Enter')],
      [
        'Kåre',
        async () => {
          // A person reading it with the focus on "Lukk" is not raced by its timer (WCAG 2.2.1).
          await page.waitForTimeout(4_500);
          expect(await page.locator('.toast').count()).toBe(1);
          await page.keyboard.press('Enter');
        },
      ],
    ] as const) {
      await page.getByRole('button', { name: 'Endre opplysningar' }).click();
      await page.getByLabel('Fornamn').fill(name);
      await page.getByRole('button', { name: 'Lagre' }).click();
      await toastClose.waitFor();
      await expectFocus(page, 'BUTTON: Endre opplysningar');
      await toastClose.focus();
      await close();
      await expect.poll(() => page.locator('.toast').count()).toBe(0);
      await expectFocus(page, 'BUTTON: Endre opplysningar');
    }
    // Left alone (no pointer over it, the focus elsewhere), a toast goes by itself.
    await page.getByRole('button', { name: 'Endre opplysningar' }).click();
    await page.getByLabel('Fornamn').fill('Kari');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await toastClose.waitFor();
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.toast').count(), { timeout: 8_000 }).toBe(0);
    await page.context().close();
  }, 60_000);

  it('the refused order\'s box: "Skjul" leaves focus on the step\'s heading', async () => {
    const car = await carClass(server.db, 2, { title: 'Fokusbil' });
    const seat = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Barnesete' } });
    expect(seat.maxAmount).toBeGreaterThan(1);
    const period = weekdayAhead('wednesday', 40);
    const query = new URLSearchParams({
      hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), kunde: 'privat', over25: 'true',
      leietype: String(car.option.id), forsikring: 'basis', tilbehor: `${seat.id}:2`,
    });
    const page = await open(`/steg5?${query}`);
    await page.getByLabel('Fornamn').fill('Frida');
    await page.getByLabel('Etternamn').fill('Fokus');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByLabel('E-post').fill('fokus-bestilling@example.no');
    await page.getByLabel('Vis førarkortet ved henting').check();
    await page.getByLabel(/godtek/).check();
    await page.locator('form.wz-customer button[type=submit]').click();
    await page.waitForURL(/\/steg6\?/);
    // Step 6 has priced the two seats (the price read before the change below, or the seats would be cut to one).
    await expect.poll(() => page.getByTestId('order-total').textContent()).toMatch(/\d/);
    expect(new URL(page.url()).searchParams.get('tilbehor')).toBe(`${seat.id}:2`);
    // Staff lower the number of child seats one may rent while the customer reads: the order is refused on step 4.
    await server.db.rentalOption.update({ where: { id: seat.id }, data: { maxAmount: 1 } });
    try {
      await page.getByRole('button', { name: 'Bestill', exact: true }).click();
      await page.waitForURL(/\/steg4\?/);
      const box = page.locator('.wz-problem', { hasText: 'Bestillinga vart ikkje send' });
      await expect.poll(() => box.textContent()).toContain('Maks 1');
      // The step has drawn its accessories (the skeleton before them has a heading of its own).
      await page.locator('.wz-accessory', { hasText: 'Barnesete' }).waitFor();
      await expectFocus(page, 'H1: Velg tilbehør');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'BUTTON: Skjul');
      await page.keyboard.press('Enter');
      await expect.poll(() => box.count()).toBe(0);
      await expectFocus(page, 'H1: Velg tilbehør');
    } finally {
      await server.db.rentalOption.update({ where: { id: seat.id }, data: { maxAmount: seat.maxAmount } });
    }
    await page.context().close();
  }, 90_000);
});

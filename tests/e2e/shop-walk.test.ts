/**
 * Defects found by a walk of the public shop, in real Chromium with one server and one browser for the file: each
 * test checks what a customer sees where the walk found it wrong.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords.ts';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  car = await carClass(server.db, 2, { title: 'E2E-turbil' });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A fresh browser at `width` px with the cookie question answered (its banner would cover the lower part). */
async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.goto(`${base}/vilkår`);
  await page.getByRole('button', { name: 'Godta' }).click();
  return page;
}

/** The wizard's query for a two-day rental of the test car, basis insurance and no accessories, plus `extra`. */
function wizardQuery(extra: Record<string, string> = {}) {
  const period = weekdayAhead('wednesday', 3);
  return new URLSearchParams({
    hentested: String(car.location.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16),
    leietype: String(car.option.id), forsikring: 'basis', tilbehor: '', ...extra,
  });
}

describe('the country list on step 5', () => {
  /** The names the open list shows, top to bottom (without the calling codes beside them). */
  async function countryNames(page: Page): Promise<string[]> {
    await page.getByRole('combobox').focus();
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(200);
    return options.evaluateAll((items) => items.map((li) => li.firstChild?.textContent ?? ''));
  }

  it('is in English alphabetical order under /en', async () => {
    const page = await newPage();
    await page.goto(`${base}/en/steg5?${wizardQuery()}`);
    await page.getByLabel('First name').waitFor();
    const names = await countryNames(page);
    const english = new Intl.Collator('en');
    expect(names).toEqual([...names].sort(english.compare));
    // Where the walk found the Norwegian order showing through.
    expect(names.indexOf('Australia')).toBeLessThan(names.indexOf('Azerbaijan'));
    expect(names.indexOf('Peru')).toBeLessThan(names.indexOf('Philippines'));
    expect(names.indexOf('United Arab Emirates')).toBeGreaterThan(names.indexOf('Ukraine'));
    expect(names.at(0)).toBe('Afghanistan');
    await page.context().close();
  });

  it('is in Norwegian alphabetical order (Æ, Ø, Å last) in Norwegian', async () => {
    const page = await newPage();
    await page.goto(`${base}/steg5?${wizardQuery()}`);
    await page.getByLabel('Fornamn').waitFor();
    const names = await countryNames(page);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));
    expect(names.slice(-3)).toEqual(['Øst-Timor', 'Østerrike', 'Åland']);
    await page.context().close();
  });
});

describe('Min side', () => {
  it.each([
    ['in Norwegian', '', 'E-post', 'Passord', 'Logg inn', 'Endre opplysningar', 'Telefon'],
    ['under /en', '/en', 'E-mail', 'Password', 'Log in', 'Edit details', 'Phone'],
  ])('shows the phone with its country code, as "Endre opplysningar" holds it (%s)', async (_, prefix, emailLabel, passwordLabel, logIn, edit, phoneLabel) => {
    // Stored as most are: the number without its code, the calling code beside it.
    const email = `telefon-e2e${prefix.replace('/', '-')}@example.no`;
    await server.db.user.create({
      data: { email, firstname: 'Åse', lastname: 'Telefon', phone: '48123456', phoneCountryCode: '47', passwordHash: await hashPassword('gamalt1passord') },
    });
    const page = await newPage();
    await page.goto(`${base}${prefix}/login`);
    await page.getByLabel(emailLabel).fill(email);
    await page.getByLabel(passwordLabel).fill('gamalt1passord');
    await page.getByRole('button', { name: logIn }).click();
    await page.waitForURL(new RegExp(`${prefix}/konto$`));
    const phone = page.locator('dl.facts dt', { hasText: phoneLabel }).locator('+ dd');
    await expect.poll(() => phone.textContent()).toBe('+47 481 23 456');
    await page.getByRole('button', { name: edit }).click();
    expect(await page.getByRole('form').getByLabel(phoneLabel).inputValue()).toBe('+47 481 23 456');
    await page.context().close();
  });
});

describe('the young-driver fee on step 4', () => {
  it.each([
    ['in Norwegian', '', 'Ung sjåfør', 'Lagt til automatisk', 'Inkludert', '240,00\u00a0kr', 'Sjåføren er under 25 år: dette tillegget følgjer med og kan ikkje takast bort.'],
    // The demo product's English name, as staff wrote it.
    ['under /en', '/en', 'Young driver', 'Added automatically', 'Included', 'NOK\u00a0240.00', 'The driver is under 25: this fee comes with the booking and cannot be removed.'],
  ])('says it was added automatically, with its price, not "Inkludert" like the free insurance (%s)', async (_, prefix, title, added, included, price, why) => {
    const page = await newPage();
    const query = wizardQuery({ over25: 'false' });
    await page.goto(`${base}${prefix}/steg4?${query}`);
    const item = page.locator('.wz-accessory', { hasText: title });
    await item.waitFor();
    const toggle = item.locator('.wz-offer-action');
    expect(await toggle.innerText()).toContain(added);
    expect(await toggle.innerText()).not.toContain(included);
    expect(await item.getByRole('checkbox').isChecked()).toBe(true);
    expect(await item.getByRole('checkbox').isDisabled()).toBe(true);
    // The note says why, without repeating the label's words.
    expect(await item.locator('.wz-locked-note').textContent()).toBe(why);
    // Its price for the two days (120 kr a day) stays in view.
    expect(await item.locator('.wz-offer-price strong').textContent()).toBe(price);
    // The longer words stay in their column: clear of the price, inside the card.
    const [label, priceBox, card] = await Promise.all([item.locator('.wz-toggle').boundingBox(), item.locator('.wz-offer-price').boundingBox(), item.boundingBox()]);
    expect(label!.x).toBeGreaterThanOrEqual(priceBox!.x + priceBox!.width);
    expect(label!.x + label!.width).toBeLessThanOrEqual(card!.x + card!.width);
    // The insurance that costs nothing keeps its word.
    await page.goto(`${base}${prefix}/steg3?${query}`);
    await expect.poll(() => page.locator('.wz-included').allTextContents()).toEqual([included]);
    await page.context().close();
  });
});

describe('the licence upload on step 5 on a phone', () => {
  it('keeps the file field and its label inside the card at 390 px, as wide as the other fields', async () => {
    const page = await newPage(390);
    await page.goto(`${base}/steg5?${wizardQuery()}`);
    await page.getByLabel('Fornamn').waitFor();
    await page.getByLabel('Last opp førarkortet no').check();
    const file = page.getByLabel('Bilete eller PDF av førarkortet (høgst 10 MB)');
    await file.waitFor();
    const [field, label, email, card] = await Promise.all([
      file.boundingBox(),
      page.locator('.wz-file > label').boundingBox(),
      page.getByLabel('E-post').boundingBox(),
      page.locator('form.wz-card').boundingBox(),
    ]);
    const right = (b: { x: number; width: number } | null) => b!.x + b!.width;
    expect(right(field)).toBeLessThanOrEqual(right(email) + 0.5);
    expect(right(label)).toBeLessThanOrEqual(right(email) + 0.5);
    expect(right(field)).toBeLessThan(right(card));
    expect(field!.x).toBeGreaterThanOrEqual(card!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});

describe('the desktop step bar', () => {
  it.each([
    [1280, ''],
    [1024, ''],
    [1280, '/en'],
    [1024, '/en'],
    [820, ''],
  ])('joins the six steps with five lines of one length, mark to mark, at %i px ("%s")', async (width, prefix) => {
    const page = await newPage(width);
    await page.goto(`${base}${prefix}/steg4?${wizardQuery()}`);
    await page.locator('.wz-accessory').first().waitFor();
    const steps = page.locator('.wz-stepbar-desktop .wz-step');
    expect(await steps.count()).toBe(6);
    // The lines are drawn after each step but the last (::after); where they lie is read from the page's own layout.
    const lines = await steps.evaluateAll((items) =>
      items.slice(0, -1).map((li, i) => {
        const line = getComputedStyle(li, '::after');
        const box = li.getBoundingClientRect();
        const mark = li.querySelector('.wz-step-mark')!.getBoundingClientRect();
        const next = items[i + 1]!.querySelector('.wz-step-mark')!.getBoundingClientRect();
        const start = box.left + parseFloat(line.left);
        const middle = box.top + parseFloat(line.top) + parseFloat(line.height) / 2;
        return {
          shown: line.display !== 'none' && line.visibility !== 'hidden',
          width: parseFloat(line.width),
          // From just after this step's mark to just before the next one's, at the marks' height.
          afterMark: start - mark.right,
          beforeNext: next.left - (start + parseFloat(line.width)),
          offMiddle: Math.abs(middle - (mark.top + mark.height / 2)),
        };
      }),
    );
    const shown = JSON.stringify(lines);
    expect(lines.every((l) => l.shown), shown).toBe(true);
    const widths = lines.map((l) => l.width);
    expect(Math.min(...widths), shown).toBeGreaterThanOrEqual(16);
    expect(Math.max(...widths) - Math.min(...widths), shown).toBeLessThanOrEqual(1);
    for (const l of lines) {
      expect(l.afterMark, shown).toBeGreaterThanOrEqual(0);
      expect(l.afterMark, shown).toBeLessThanOrEqual(8);
      expect(l.beforeNext, shown).toBeGreaterThanOrEqual(0);
      expect(l.beforeNext, shown).toBeLessThanOrEqual(8);
      expect(l.offMiddle, shown).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });
});

/**
 * The cookie banner and the keyboard in real Chromium: the banner comes right after the skip link, a field or link
 * that has focus is never hidden under it (WCAG 2.2, 2.4.11), and answering it gives focus back instead of dropping
 * it on the page's body.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { weekdayAhead } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let step5: string;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' }, select: { id: true } });
  const smabil = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'smabil' }, select: { id: true } });
  base = await server.listen();
  browser = await launchBrowser();
  const period = weekdayAhead('tuesday', 4);
  const query = new URLSearchParams({
    hentested: String(sentrum.id), hentetid: period.pickup.slice(0, 16), leveringstid: period.dropoff.slice(0, 16), over25: 'true', kunde: 'privat',
    leietype: String(smabil.id), forsikring: 'basis',
  });
  step5 = `${base}/steg5?${query}`;
});
afterEach(expectNoCspRefusals);

/** Step 5 at `width` × `height`, the cookie question not answered yet, once its form is there. */
async function openStep5(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'nb-NO' });
  const page = await context.newPage();
  await page.goto(step5);
  await expect.poll(() => page.getByLabel('Etternamn', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  await page.locator('.cookie-banner').waitFor();
  return page;
}

/** What has focus now: a short name, whether it is in the banner, and whether the banner covers all of it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const banner = document.querySelector('.cookie-banner');
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${label.trim().slice(0, 40)}"`;
    const inBanner = !!banner?.contains(el);
    const box = el.getBoundingClientRect();
    const cover = banner?.getBoundingClientRect();
    // Fully hidden: every part of it that is on screen lies under the fixed banner.
    const hidden = !inBanner && !!cover && box.top >= cover.top && box.bottom <= cover.bottom + 1;
    return { name, inBanner, hidden };
  });
}

describe('the cookie banner and the keyboard', () => {
  it.each([
    [375, 667],
    [1280, 720],
  ])('at %i×%i px is reached right after the skip link and hides no focused element on step 5', async (width, height) => {
    const page = await openStep5(width, height);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Tab');
    expect((await focused(page))?.inBanner).toBe(true);
    expect(await page.getByRole('region', { name: 'Informasjonskapslar' }).count()).toBe(1);

    // Through the whole page to the last link of the footer: nothing that has focus is under the banner.
    const hidden: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      // (The country field's list hands focus to the page for one Tab on its way out.)
      if (!now) continue;
      if (now.name.startsWith('a "Hopp')) break;
      seen.add(now.name);
      if (now.hidden) hidden.push(now.name);
    }
    expect([...seen].join('\n')).toMatch(/Etternamn[\s\S]*Telefon[\s\S]*driversLicence[\s\S]*Hugs personopplysningane[\s\S]*Personvern/);
    expect(hidden).toEqual([]);
    await page.context().close();
  });

  it('gives focus back to the field the person was in when it is answered, or to the heading', async () => {
    const page = await openStep5(375, 667);
    const lastName = page.getByLabel('Etternamn', { exact: true });
    await lastName.focus();
    // Into the banner straight from the field (as a screen reader's jump to a region does), then answered by keyboard.
    await page.locator('.cookie-banner').getByRole('button', { name: 'Godta' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.cookie-banner').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(await lastName.getAttribute('name'));
    await page.context().close();

    // Answered with the mouse before anything had focus: focus goes to the page's heading, not to nothing.
    const fresh = await openStep5(1280, 720);
    await fresh.locator('.cookie-banner').getByRole('button', { name: 'Berre nødvendige' }).click();
    await expect.poll(() => fresh.locator('.cookie-banner').count()).toBe(0);
    expect(await fresh.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await fresh.evaluate(() => document.activeElement?.textContent)).toBe(await fresh.locator('main h1').first().textContent());
    await fresh.context().close();
  });
});

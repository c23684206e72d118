/**
 * The back office for keyboard and screen-reader users, in real Chromium, found by a walk of every admin screen with
 * the keyboard only: the focus is never dropped to <body> by the kit (the page buttons, Lagre, a deleted row's dialog,
 * a link to another page), an error is read with the control it belongs to (selects and ticks too), the character
 * counter does not talk over the typing, a dialog's reason is read with its title, the phone's menu sheet keeps Tab
 * inside, and the planner speaks Norwegian and keeps a focused booking clear of its sticky vehicle column.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const SITE_ADMIN = 'nasjonal@fjordbil.no';
const SITE = 'fjordbil';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width, context: { locale: 'nb-NO' } });

/** The focused element as a person would name it: tag, text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase() ?? null, text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim() };
  });

/** The texts an element is described by (aria-describedby), joined. */
const description = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const ids = el?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `#${id} missing`).join(' | ');
  }, selector);

describe('the focus in the staff lists and forms', () => {
  it('stays on "Neste side" and "Førre side" while the page changes', async () => {
    const context = await loggedIn(SITE_ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SITE}/produkter`);
    await page.locator('.kit-table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Neste side' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.kit-pagination [role=status]').textContent()).toMatch(/^Side 2 av/);
    // The status counts the new page at once; "Førre side" does nothing until that page has loaded (aria-disabled),
    // so wait for it as a person waits for the rows: on a busy machine the load takes longer than a frame.
    await expect.poll(() => page.getByRole('button', { name: 'Førre side' }).getAttribute('aria-disabled')).toBeNull();
    await settled(page);
    expect(await focused(page)).toEqual({ tag: 'button', text: 'Neste side' });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.kit-pagination [role=status]').textContent()).toMatch(/^Side 1 av/);
    await settled(page);
    expect(await focused(page)).toEqual({ tag: 'button', text: 'Førre side' });
    await context.close();
  });

  it('stays on Lagre while a location saves; a link to another page puts it on that page\'s heading', async () => {
    const context = await loggedIn(SITE_ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SITE}/lokasjoner`);
    const row = page.locator('.kit-table tbody tr').first();
    await row.waitFor();
    // A row's "Endre" link, followed with Enter: the form's heading has the focus, not <body>.
    await row.getByRole('link', { name: /^Endre/ }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#f-name').waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
    await page.locator('#f-name').fill(`${await page.locator('#f-name').inputValue()} (ny)`);
    await page.getByRole('button', { name: 'Lagre' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Endringen er lagret.').waitFor();
    expect(await focused(page)).toEqual({ tag: 'button', text: 'Lagre' });
    await context.close();
  });

  it('reads a select\'s and a tick\'s error with it; the counter is read with its field, not announced on each key', async () => {
    const context = await loggedIn(SITE_ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SITE}/produkter/ny`);
    await page.locator('#f-name').waitFor();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect.poll(() => page.locator('#f-categoryId').getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, '#f-categoryId')).toBe('Må fyllast ut.');
    const counter = page.locator('[data-field="name"] .kit-counter');
    expect(await counter.getAttribute('aria-live')).toBeNull();
    expect(await description(page, '#f-name')).toContain('/');
    // The phone order's terms tick.
    await page.goto(`${base}/admin/${SITE}/booking/ny`);
    await page.getByRole('button', { name: 'Legg inn bestilling' }).click();
    await expect.poll(() => page.locator('#f-termsAccepted').getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, '#f-termsAccepted')).toBe(await page.locator('[data-field="termsAccepted"] .kit-field-error').textContent());
    await context.close();
  });

  it('reads a refusal dialog\'s reason with its title, and after a row is deleted puts the focus on the page heading', async () => {
    const context = await loggedIn(SITE_ADMIN);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SITE}/lokasjoner`);
    await page.locator('.kit-table tbody tr').first().waitFor();
    // A copy to delete, made by the list's own "Dupliser".
    const first = page.locator('.kit-table tbody tr').first();
    await first.getByRole('link', { name: /^Dupliser/ }).click();
    await page.locator('#f-name').waitFor();
    const name = `Slettbar ${Date.now() % 100000}`;
    await page.locator('#f-name').fill(name);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Lokasjon opprettet').first().waitFor();
    await page.goto(`${base}/admin/${SITE}/lokasjoner?sok=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Slett ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await description(page, 'dialog[open]')).toContain('Dette kan ikkje angrast.');
    await dialog.getByRole('button', { name: /^Slett/ }).click();
    await expect.poll(() => page.locator('.kit-table tbody tr', { hasText: name }).count()).toBe(0);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
    await context.close();
  });
});

describe('on a phone', () => {
  it('keeps Tab inside the open menu sheet', async () => {
    const context = await loggedIn(SITE_ADMIN, 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${SITE}`);
    await page.getByRole('button', { name: 'Meny' }).click();
    const sheet = page.getByRole('dialog', { name: 'Meny' });
    await sheet.waitFor();
    const links = await sheet.locator('a[href], button').count();
    for (let i = 0; i < links + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), `Tab ${i + 1} left the sheet`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), `Shift+Tab ${i + 1} left the sheet`).toBe(true);
    }
    await context.close();
  });
});

describe('the planner', () => {
  /** The first booking block staff may move that starts within the week shown, in this week or one of the next four. */
  async function movableBlock(page: Page, slug: string) {
    await page.goto(`${base}/admin/${slug}/planlegging`);
    for (let week = 0; week < 5; week++) {
      await page.waitForSelector('.plan-grid');
      await settled(page);
      const key = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.plan-block:not(.plan-block-locked)')].find((b) => parseFloat(b.style.left) >= 0)?.dataset.blockKey,
      );
      if (key) return page.locator(`.plan-block[data-block-key="${key}"]`);
      // The old week stays on screen until the next has loaded: wait for its dates, or the old week is read again.
      const shown = await page.getByTestId('plan-range').textContent();
      await page.getByRole('link', { name: 'Neste veke' }).click();
      await expect.poll(() => page.getByTestId('plan-range').textContent()).not.toBe(shown);
    }
    throw new Error('no booking to move in five weeks');
  }

  it('describes a booking block in Norwegian: its own notes, then how to move it', async () => {
    const context = await loggedIn(SITE_ADMIN);
    const page = await context.newPage();
    const block = await movableBlock(page, SITE);
    expect(await block.getAttribute('aria-roledescription')).toBe('flyttbar booking');
    const key = await block.getAttribute('data-block-key');
    const text = await description(page, `.plan-block[data-block-key="${key}"]`);
    const [notes, howTo] = text.split(' | ');
    expect(notes).toMatch(/^(Venter behandling|Bekreftet|Hentet av kunde|Returnert|Fullført|Avbrutt)/);
    expect(howTo).toContain('Mellomrom plukkar opp bookingen');
    expect(text).not.toMatch(/draggable|press the space bar/i);
    await context.close();
  });

  it('on a phone, scrolls a booking focused by Tab clear of the sticky vehicle column', async () => {
    const context = await loggedIn(SITE_ADMIN, 375);
    const page = await context.newPage();
    const block = await movableBlock(page, SITE);
    // Scrolled to the far right first, so the block lies left of (or under) the vehicle column.
    await page.locator('.plan-scroll').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    // Tab from the control before it, as a keyboard user arrives.
    await block.evaluate((el) => {
      const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex="0"]')].filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0);
      tabbable[tabbable.indexOf(el as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    expect(await block.evaluate((el) => el === document.activeElement)).toBe(true);
    await settled(page);
    const { blockRight, blockLeft, labelRight } = await block.evaluate((el) => {
      const label = el.closest('.plan-row')!.querySelector('.plan-label')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return { blockLeft: r.left, blockRight: r.right, labelRight: label.right };
    });
    expect(blockRight).toBeGreaterThan(labelRight);
    expect(blockLeft).toBeGreaterThanOrEqual(labelRight - 1);
    await context.close();
  });
});

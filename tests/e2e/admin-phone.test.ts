/**
 * The back office on a phone (375 × 812) and a tablet (768 × 1024) in real Chromium, found by a review on those sizes:
 * the planner's class titles and their notes stay in the week's frame while the week is swiped sideways, a vehicle
 * name cut short on the narrow label column can still be read in full, the menu sheet closes when one of its links
 * leads to the page already open (another query, or the same address), and the "Er du sikker?" question opened over
 * the menu sheet has the keyboard to itself (Tab moves inside it, Escape closes only it).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { shopBooking } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, futureWeek } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';
const LONG_NAME = 'Mercedes-Benz Vito Tourer Lang 9-seter';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (width: number, height: number): Promise<BrowserContext> => loggedInContext(server, browser, base, MANAGER, { width, height });
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The focused element as a person would name it: its label or its text. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());

/** The Monday that starts the week of the bookings `weeks` after the fixtures' future Tuesday. */
const weekOf = (weeks: number) => futureOslo(weeks * 7 - 1).slice(0, 10);

describe('the planner on a narrow screen', () => {
  const WEEKS = 5;
  let noCarsHere: string;
  let longNamed: string;

  beforeAll(async () => {
    // A class whose one car has a long name, and a class whose only car stands at another company's place (the
    // planner then says why it has no cars here), each with a confirmed booking in the week.
    const named = await carClass(server.db, 1, { title: 'AA Telefon langt namn' });
    await server.db.product.update({ where: { id: named.products[0]!.id }, data: { name: LONG_NAME } });
    const away = await carClass(server.db, 1, { title: 'AA Telefon utan bil her' });
    for (const klass of [named, away]) {
      const b = await shopBooking(server, { klass, period: futureWeek(WEEKS) });
      await server.db.booking.update({ where: { id: b.id }, data: { status: 'confirmed' } });
    }
    const elsewhere = await server.db.location.findFirstOrThrow({ where: { companyId: { not: away.location.companyId }, siteId: away.location.siteId } });
    await server.db.product.update({ where: { id: away.products[0]!.id }, data: { locationId: elsewhere.id, companyId: elsewhere.companyId } });
    noCarsHere = away.optionGid;
    longNamed = named.optionGid;
  });

  for (const [width, height] of [
    [375, 812],
    [768, 1024],
  ] as const) {
    it(`keeps the class titles and the note in the frame while the week is swiped sideways at ${width} px`, async () => {
      const context = await loggedIn(width, height);
      const page = await context.newPage();
      await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${weekOf(WEEKS)}`);
      const group = page.locator(`.plan-group[data-rental-option-id="${noCarsHere}"]`);
      await group.locator('.plan-group-note').waitFor();
      expect(await group.locator('.plan-group-note').textContent()).toBe(PLANNING_MESSAGES.noVehiclesHere);

      const scrolled = await page.locator('.plan-scroll').evaluate((frame) => {
        frame.scrollLeft = frame.scrollWidth;
        return frame.scrollLeft;
      });
      expect(scrolled, 'the week scrolls sideways').toBeGreaterThan(50);
      await settled(page);

      const boxes = await page.evaluate((ids) => {
        const frame = document.querySelector<HTMLElement>('.plan-scroll')!;
        const r = frame.getBoundingClientRect();
        const inner = { left: r.left + frame.clientLeft, right: r.left + frame.clientLeft + frame.clientWidth };
        const box = (el: Element | Range) => {
          const b = el.getBoundingClientRect();
          return { left: Math.round(b.left), right: Math.round(b.right) };
        };
        const text = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return box(range);
        };
        const groups = ids.map((id) => document.querySelector(`.plan-group[data-rental-option-id="${id}"]`)!);
        const note = groups[0]!.querySelector('.plan-group-note')!;
        return {
          frame: { left: Math.round(inner.left), right: Math.round(inner.right) },
          titles: groups.map((g) => ({ box: box(g.querySelector('.plan-group-title')!), text: text(g.querySelector('.plan-group-title')!) })),
          note: { box: box(note), text: text(note) },
        };
      }, [noCarsHere, longNamed]);

      const inFrame = (b: { left: number; right: number }) => b.left >= boxes.frame.left - 1 && b.right <= boxes.frame.right + 1;
      for (const [i, title] of boxes.titles.entries()) {
        expect(inFrame(title.box), `title ${i} ${JSON.stringify(title.box)} in the frame ${JSON.stringify(boxes.frame)}`).toBe(true);
        expect(inFrame(title.text), `title ${i}'s text ${JSON.stringify(title.text)} in the frame ${JSON.stringify(boxes.frame)}`).toBe(true);
      }
      // The note wraps inside the frame: all of it can be read without scrolling sideways.
      expect(inFrame(boxes.note.box), `note ${JSON.stringify(boxes.note.box)} in the frame ${JSON.stringify(boxes.frame)}`).toBe(true);
      expect(inFrame(boxes.note.text), `note's text ${JSON.stringify(boxes.note.text)} in the frame ${JSON.stringify(boxes.frame)}`).toBe(true);
      await context.close();
    }, 60_000);
  }

  it('names a vehicle cut short on a phone in full', async () => {
    const context = await loggedIn(375, 812);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${weekOf(WEEKS)}`);
    const name = page.locator(`.plan-group[data-rental-option-id="${longNamed}"] .plan-vehicle-name`);
    await name.waitFor();
    // Cut short on screen ...
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // ... but shown in full on hover, and read in full (the text itself is whole).
    expect(await name.getAttribute('title')).toBe(LONG_NAME);
    expect(await name.textContent()).toBe(LONG_NAME);
    await context.close();
  }, 60_000);
});

describe('the menu sheet on a phone', () => {
  it('closes when its link leads to the page already open, with another query or the same address', async () => {
    const context = await loggedIn(375, 812);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}`);
    await page.locator('a.tile[href*="/booking"]').click();
    await page.waitForURL((url) => url.pathname === `/admin/${BERGEN}/booking` && url.searchParams.has('booking_status'));
    await page.locator('.kit-cards, .kit-table, .kit-empty').first().waitFor();
    const sheet = page.getByRole('dialog', { name: 'Meny' });
    for (const round of ['another query', 'the same address']) {
      await page.locator('.admin-bottom-bar').getByRole('button', { name: 'Meny' }).click();
      await sheet.waitFor();
      await sheet.getByRole('link', { name: 'Booking', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/${BERGEN}/booking` && !url.searchParams.has('booking_status'));
      await eventually(() => sheet.count()).toBe(0);
      expect(await page.locator('.sheet').count(), round).toBe(0);
    }
    await context.close();
  }, 60_000);

  /** A booking's form at 375 px with Referanse changed, the menu sheet open and "Er du sikker?" asked over it. */
  async function questionOverSheet() {
    const b = await shopBooking(server, { period: futureWeek(7) });
    const context = await loggedIn(375, 812);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/booking/${b.id}`);
    await page.getByLabel('Referanse').fill('Endra på telefonen');
    await page.locator('.admin-bottom-bar').getByRole('button', { name: 'Meny' }).click();
    const sheet = page.getByRole('dialog', { name: 'Meny' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Planlegging' }).click();
    const question = page.getByRole('dialog', { name: 'Er du sikker?' });
    await question.waitFor();
    await eventually(() => focused(page)).toBe('Nei, fortsett redigering');
    return { context, page, sheet, question, path: `/admin/${BERGEN}/booking/${b.id}` };
  }

  it('lets Tab move between the answers of "Er du sikker?" opened over it', async () => {
    const { context, page } = await questionOverSheet();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Ja, avbryt');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Nei, fortsett redigering');
    await context.close();
  }, 60_000);

  it('stays open when Escape closes "Er du sikker?" opened over it, and closes on the next Escape', async () => {
    const { context, page, sheet, question, path } = await questionOverSheet();
    await page.keyboard.press('Escape');
    await eventually(() => question.count()).toBe(0);
    // The sheet is still open, the form still there with its change, and the keyboard back in the sheet.
    expect(await sheet.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByLabel('Referanse').inputValue()).toBe('Endra på telefonen');
    await eventually(() => page.evaluate(() => !!document.activeElement?.closest('.sheet'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.sheet'))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => sheet.count()).toBe(0);
    await context.close();
  }, 60_000);
});

/**
 * Defects found in a walk of the planning calendar, in real Chromium: the assign panel opens in view of a block low
 * on the board (desktop and phone); staff are offered only vehicles the server lets the booking have (site, company);
 * the week buttons keep the list parameters of the address; cancelling "Fordel automatisk" clears its marks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { shopBooking } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, pageErrors } from '../support/browser.ts';
import { gid } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, futureWeek } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let admin: TestClient;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});
afterEach(expectNoCspRefusals);

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** The Monday before the booking week `weeks` after the shop fixtures' future Tuesday (yyyy-mm-dd). */
const weekOf = (weeks: number) => futureOslo(weeks * 7 - 1).slice(0, 10);
const padded = (id: number) => String(id).padStart(4, '0');
const block = (page: Page, id: number) => page.locator(`.plan-block[data-booking-number="${padded(id)}"]`);

async function assign(bookingId: number, productId: number) {
  const r = await admin.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename } }`, {
    input: { bookingId: gid('Booking', bookingId), productId: gid('Product', productId) },
  });
  expect(r.data?.assignVehicle?.__typename).toBe('AssignVehicleSuccess');
}

describe('the assign panel', () => {
  // A class sorted last with many vehicles: its last vehicle's row is far down the board.
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 375, 667],
  ] as const) {
    it(`opens in view of a block low on the board, together with the block (${label})`, async () => {
      const klass = await carClass(server.db, 14, { title: `Ååå Plan låg ${label}` });
      const booking = await shopBooking(server, { klass, period: futureWeek(20) });
      await assign(booking.id, klass.products[klass.products.length - 1]!.id);
      const context = await loggedInContext(server, browser, base, MANAGER, { width });
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      const errors = pageErrors(page);
      await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${weekOf(20)}`);
      await page.waitForSelector('.plan-grid');
      const b = block(page, booking.id);
      await b.scrollIntoViewIfNeeded();
      await b.click();
      const panel = page.locator('.plan-assign');
      await panel.waitFor();
      // The focus is in the panel, to choose a vehicle at once.
      await eventually(() => page.evaluate(() => document.activeElement?.closest('.plan-assign') !== null)).toBe(true);
      await page.waitForTimeout(300);
      // The phone's fixed bottom bar (Oversikt, Meny ...) covers what is under it.
      const bar = page.locator('.admin-bottom-bar');
      const barTop = (await bar.isVisible()) ? (await bar.boundingBox())!.y : height;
      const view = { top: 0, bottom: barTop };
      const p = (await panel.boundingBox())!;
      const k = (await b.boundingBox())!;
      // Both on screen at once: the panel where the worker looks, the block not scrolled away or covered.
      expect(p.y, 'panel top').toBeGreaterThanOrEqual(view.top);
      expect(p.y + p.height, 'panel bottom').toBeLessThanOrEqual(view.bottom + 1);
      expect(k.y, 'block top').toBeGreaterThanOrEqual(view.top);
      expect(k.y + k.height, 'block bottom').toBeLessThanOrEqual(view.bottom);
      const covered = k.y + k.height > p.y && k.y < p.y + p.height;
      expect(covered, 'panel covers the block').toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

/**
 * The assign panel of `booking`, opened by `email` on the board of `slug` for the week, offers the home vehicle and
 * leaves out the foreign one, which stands on the board; and the server refuses that vehicle with `message`, the rule
 * the panel follows.
 */
async function expectLeftOut(o: { email: string; slug: string; week: number; booking: number; home: number; foreign: number; message: string }) {
  const context = await loggedInContext(server, browser, base, o.email);
  const page = await context.newPage();
  await page.goto(`${base}/admin/${o.slug}/planlegging?fra=${weekOf(o.week)}`);
  await page.waitForSelector('.plan-grid');
  expect(await page.locator(`.plan-row[data-row="vehicle:${gid('Product', o.foreign)}"]`).count()).toBe(1);
  await block(page, o.booking).click();
  const select = page.locator('.plan-assign select');
  await select.waitFor();
  const values = await select.locator('option').evaluateAll((os) => os.map((opt) => (opt as HTMLOptionElement).value));
  expect(values).toContain(gid('Product', o.home));
  expect(values).not.toContain(gid('Product', o.foreign));
  const r = await admin.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`, {
    input: { bookingId: gid('Booking', o.booking), productId: gid('Product', o.foreign) },
  });
  expect(r.data?.assignVehicle).toEqual({ __typename: 'ValidationError', message: o.message });
  await context.close();
}

describe('vehicles offered in the assign panel', () => {
  it('leaves out vehicles of another site, which the server would refuse', async () => {
    const network = await server.db.network.findFirstOrThrow();
    const otherSite = await server.db.site.create({
      data: { networkId: network.id, name: 'Annan merkevare', slug: `annan-${Date.now() % 100000}`, email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000003' },
    });
    const klass = await carClass(server.db, 1, { title: 'AB Plan heime' });
    // Same kind of vehicle (an upgrade would be allowed), but on another site.
    const foreign = await carClass(server.db, 1, { title: 'AB Plan annan nettstad' });
    await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { siteId: otherSite.id } });
    await server.db.product.updateMany({ where: { id: { in: foreign.products.map((p) => p.id) } }, data: { siteId: otherSite.id } });
    const booking = await shopBooking(server, { klass, period: futureWeek(21) });

    const slug = (await server.db.network.findFirstOrThrow()).slug;
    // The network admin sees every site's vehicles on the board, so the foreign one is there, but not offered.
    await expectLeftOut({ email: 'admin@fjordbil.no', slug, week: 21, booking: booking.id, home: klass.products[0]!.id, foreign: foreign.products[0]!.id, message: PLANNING_MESSAGES.otherSite });
  }, 60_000);

  it("leaves out a vehicle in another company's class standing at the booking's place, which the server would refuse", async () => {
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const klass = await carClass(server.db, 1, { title: 'AC Plan Bergen' });
    // Same site, same kind of vehicle, on the same location's board, but Sunnmøre's car in Sunnmøre's class.
    const foreign = await carClass(server.db, 1, { title: 'AC Plan Sunnmøre' });
    await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { companyId: sunnmore.id } });
    await server.db.product.update({ where: { id: foreign.products[0]!.id }, data: { companyId: sunnmore.id } });
    const booking = await shopBooking(server, { klass, period: futureWeek(22) });

    await expectLeftOut({ email: MANAGER, slug: BERGEN, week: 22, booking: booking.id, home: klass.products[0]!.id, foreign: foreign.products[0]!.id, message: PLANNING_MESSAGES.otherCompany });
  }, 60_000);
});

describe('week navigation', () => {
  it("keeps a long vehicle status inside the vehicle's column on a phone, clear of the first day", async () => {
    const klass = await carClass(server.db, 1, { title: 'AA Plan status' });
    const vehicle = klass.products[0]!;
    await server.db.product.update({ where: { id: vehicle.id }, data: { status: 'not_rentable' } });
    const context = await loggedInContext(server, browser, base, MANAGER, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${weekOf(2)}`);
    const row = page.locator(`.plan-row[data-row="vehicle:${gid('Product', vehicle.id)}"]`);
    const badge = row.locator('.plan-label .kit-status');
    await eventually(() => badge.textContent()).toBe('Kan ikkje leigast ut');
    const label = (await row.locator('.plan-label').boundingBox())!;
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(label.x + label.width);
    await context.close();
  }, 60_000);

  it('keeps ?company_id and the other list parameters when moving between weeks', async () => {
    const context = await loggedInContext(server, browser, base, MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/planlegging?company_id=7&sort=name&fra=${weekOf(2)}`);
    await page.getByTestId('plan-range').waitFor();
    const params = () => new URL(page.url()).searchParams;
    const range = page.getByTestId('plan-range');
    const first = await range.textContent();
    await page.getByRole('link', { name: 'Neste veke' }).click();
    await eventually(() => params().get('fra')).toBe(weekOf(3));
    expect(params().get('company_id')).toBe('7');
    expect(params().get('sort')).toBe('name');
    // The next week is on the screen (until then the links are the shown week's) before going back from it.
    await eventually(() => range.textContent()).not.toBe(first);
    await page.getByRole('link', { name: 'Førre veke' }).click();
    await eventually(() => params().get('fra')).toBe(weekOf(2));
    expect(params().get('company_id')).toBe('7');
    await page.getByRole('link', { name: 'I dag' }).click();
    await eventually(() => params().get('fra')).toBeNull();
    expect(params().get('company_id')).toBe('7');
    expect(params().get('sort')).toBe('name');
    await context.close();
  }, 60_000);
});

describe('"Fordel automatisk" cancelled', () => {
  it('clears the "not placed" marks of a proposal that is declined (Avbryt)', async () => {
    // A class whose only vehicle goes to the workshop after the order: its booking cannot be placed.
    const klass = await carClass(server.db, 1, { title: 'AC Plan avbryt' });
    const booking = await shopBooking(server, { klass, period: futureWeek(22) });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { status: 'in_maintenance' } });
    // And one that can be placed, so there is a proposal to decline (with nothing to place the dialog is a message
    // with one OK, which leaves the marks to be seen: admin-planning.test.ts).
    const free = await carClass(server.db, 1, { title: 'AD Plan avbryt' });
    await shopBooking(server, { klass: free, period: futureWeek(22) });
    const context = await loggedInContext(server, browser, base, MANAGER);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${weekOf(22)}`);
    await page.waitForSelector('.plan-grid');
    await page.getByRole('button', { name: 'Fordel automatisk' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.textContent()).toContain(padded(booking.id));
    await eventually(() => block(page, booking.id).getAttribute('class')).toContain('plan-block-unplaced');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => block(page, booking.id).getAttribute('class')).not.toContain('plan-block-unplaced');
    expect(await block(page, booking.id).locator('.plan-tag-warning').count()).toBe(0);
    await context.close();
  }, 60_000);
});

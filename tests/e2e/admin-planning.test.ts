/**
 * The planning calendar in real Chromium: a confirmed shop order dragged onto a free vehicle (stored, and still there
 * after a reload); a second booking of the same period dragged onto that vehicle is refused naming the first and goes
 * back to its lane; "Fordel automatisk" places a week's bookings and marks the one it cannot place; the keyboard path
 * (select a block, choose a vehicle) on a 375 px phone; what a location employee and a non-editor see.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linesInput, shopBooking, stamp, update } from '../support/bookings.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext, settled } from '../support/browser.ts';
import { createUser, gid, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, futureWeek } from '../support/shop.ts';
import { osloParts, staffInstant } from '../../server/domain/time.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let manager: TestClient;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  manager = server.client();
  await manager.login(MANAGER, 'demo1234');
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, opts: { width?: number; height?: number; password?: string } = {}): Promise<BrowserContext> => loggedInContext(server, browser, base, email, opts);

const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** The Monday before the booking week `weeks` after the shop fixtures' future Tuesday (yyyy-mm-dd). */
const weekOf = (weeks: number) => futureOslo(weeks * 7 - 1).slice(0, 10);
const padded = (id: number) => String(id).padStart(4, '0');
const DAY = 86400_000;
const block = (page: Page, id: number) => page.locator(`.plan-block[data-booking-number="${padded(id)}"]`);
const lane = (page: Page, optionGid: string) => page.locator(`.plan-row[data-row="lane:${optionGid}"]`);
const vehicleRow = (page: Page, productId: number) => page.locator(`.plan-row[data-row="vehicle:${gid('Product', productId)}"]`);

/** The vehicle on the booking's rental line, as the database holds it. */
const vehicleOf = async (bookingId: number) =>
  (await server.db.bookingLine.findFirstOrThrow({ where: { bookingId, lineType: 'rental' } })).productId;

/** The vehicle on the booking as the GraphQL API answers it to staff. */
async function vehicleViaApi(bookingId: number): Promise<number | null> {
  const r = await manager.gql<{ node: { lines: { lineType: string; product: { databaseId: number } | null }[] } }>(
    `query($id: ID!) { node(id: $id) { ... on Booking { lines { lineType product { databaseId } } } } }`,
    { id: gid('Booking', bookingId) },
  );
  return r.data!.node.lines.find((l) => l.lineType === 'rental')?.product?.databaseId ?? null;
}

/** A shop order for the class, confirmed by staff through updateBooking (the booking screen is built elsewhere). */
async function confirmedOrder(klass: Awaited<ReturnType<typeof carClass>>, weeks: number) {
  const b = await shopBooking(server, { klass, period: futureWeek(weeks) });
  const r = await update(manager, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
  expect(r.__typename).toBe('UpdateBookingSuccess');
  return b;
}

/** Drags with the mouse from the middle of `from` to the middle of `to` (past dnd-kit's activation distance). */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + Math.min(12, a.width / 2), a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 3, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is (printed when there are any). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  if (found.length) console.error(found.join('\n'));
  return found;
}

async function openWeek(page: Page, slug: string, weeks: number) {
  await page.goto(`${base}/admin/${slug}/planlegging?fra=${weekOf(weeks)}`);
  await page.waitForSelector('.plan-grid');
}

describe('moving between weeks', () => {
  it('steps a week at a time, "I dag" goes back to the default week, and a date that does not exist shows the default week', async () => {
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    const from = () => new URL(page.url()).searchParams.get('fra');
    const range = () => page.getByTestId('plan-range').textContent();
    await page.goto(`${base}/admin/${BERGEN}/planlegging`);
    await page.getByTestId('plan-range').waitFor();
    const today = await range();
    const start = weekOf(2);
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${start}`);
    await page.getByRole('link', { name: 'Neste veke' }).click();
    await eventually(from).toBe(weekOf(3));
    // The address changes at once; the page (and its links) once the new week is in: a click before then steps from
    // the week still shown, as a person would expect.
    await eventually(() => page.getByRole('link', { name: 'Førre veke' }).getAttribute('href')).toContain(`fra=${start}`);
    await page.getByRole('link', { name: 'Førre veke' }).click();
    await eventually(from).toBe(start);
    await page.getByRole('link', { name: 'I dag' }).click();
    await eventually(range).toBe(today);
    // Mistyped or out-of-range dates: the default week, never the error page.
    for (const bad of ['2026-02-30', '1900-01-01', '9999-12-31', 'abc']) {
      await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${bad}`);
      await eventually(range).toBe(today);
      expect(await page.getByText('Systemfeil').count(), bad).toBe(0);
      // ... and says so, instead of silently showing another week than the one asked for.
      const notice = await page.getByTestId('plan-unknown-from').textContent();
      expect(notice, bad).toContain(`«${bad}» finst ikkje`);
      // One full stop after the day label "ons. 25.11.", not two.
      expect(notice, bad).toMatch(/Viser veka frå \S+ \d\d\.\d\d\.$/);
    }
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${start}`);
    await eventually(from).toBe(start);
    expect(await page.getByTestId('plan-unknown-from').count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('assigning by dragging', () => {
  it('puts a confirmed shop order on a free vehicle, and refuses a second booking of the same period on it', async () => {
    const klass = await carClass(server.db, 2, { title: 'AA Plan drag' });
    const first = await confirmedOrder(klass, 0);
    const second = await confirmedOrder(klass, 0);
    const [car, otherCar] = klass.products;

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 0);
    expect(await lane(page, klass.optionGid).locator(block(page, first.id)).count()).toBe(1);
    expect(await vehicleRow(page, otherCar!.id).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // (a) The unassigned booking dragged onto the first car is stored on it.
    await drag(page, block(page, first.id), vehicleRow(page, car!.id).locator('.plan-track'));
    await eventually(() => vehicleOf(first.id)).toBe(car!.id);
    expect(await vehicleViaApi(first.id)).toBe(car!.id);
    await eventually(() => vehicleRow(page, car!.id).locator(block(page, first.id)).count()).toBe(1);
    await eventually(() => page.locator('.plan-notices').textContent()).toContain(`Booking ${padded(first.id)} har fått`);
    await page.reload();
    await page.waitForSelector('.plan-grid');
    expect(await vehicleRow(page, car!.id).locator(block(page, first.id)).count()).toBe(1);
    expect(await lane(page, klass.optionGid).locator(block(page, first.id)).count()).toBe(0);

    // (b) The second booking of the same period dragged onto the taken car: refused, naming the first; back in its lane.
    await drag(page, block(page, second.id), vehicleRow(page, car!.id).locator('.plan-track'));
    const alert = page.getByRole('alert');
    await eventually(() => alert.textContent()).toContain(padded(first.id));
    expect(await lane(page, klass.optionGid).locator(block(page, second.id)).count()).toBe(1);
    expect(await vehicleRow(page, car!.id).locator(block(page, second.id)).count()).toBe(0);
    expect(await vehicleOf(second.id)).toBeNull();
    expect(await vehicleOf(first.id)).toBe(car!.id);
    await context.close();
  }, 90_000);
});

describe('a booking of two vehicles', () => {
  it('shows a block per car, puts the one dragged on the car it is dropped on, and never both on one car', async () => {
    const klass = await carClass(server.db, 2, { title: 'AA Plan to bilar' });
    const b = await confirmedOrder(klass, 12);
    const row = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    const r = await update(manager, { id: b.gid, updatedAt: row.updatedAt.toISOString(), lines: [...linesInput(row.lines), { rentalOptionId: klass.optionGid, amount: 1 }] });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const [car1, car2] = klass.products;
    const vehicles = async () => (await server.db.bookingLine.findMany({ where: { bookingId: b.id, lineType: 'rental' }, orderBy: { position: 'asc' } })).map((l) => l.productId);

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 12);
    const waiting = lane(page, klass.optionGid).locator(block(page, b.id));
    expect(await waiting.count()).toBe(2);

    // The second car's block dropped on car 2: the second line gets it, the first still waits in the lane.
    await drag(page, waiting.nth(1), vehicleRow(page, car2!.id).locator('.plan-track'));
    await eventually(() => vehicles()).toEqual([null, car2!.id]);
    await eventually(() => vehicleRow(page, car2!.id).locator(block(page, b.id)).count()).toBe(1);
    await eventually(() => waiting.count()).toBe(1);

    // The other block dropped on the same car: refused in words, back in the lane.
    await drag(page, waiting.first(), vehicleRow(page, car2!.id).locator('.plan-track'));
    await eventually(() => page.getByRole('alert').textContent()).toContain('alt tildelt ei anna linje i same bookinga');
    await eventually(() => waiting.count()).toBe(1);
    expect(await vehicles()).toEqual([null, car2!.id]);

    // On car 1 it lands: both cars now carry the booking.
    await drag(page, waiting.first(), vehicleRow(page, car1!.id).locator('.plan-track'));
    await eventually(() => vehicles()).toEqual([car1!.id, car2!.id]);
    await eventually(() => vehicleRow(page, car1!.id).locator(block(page, b.id)).count()).toBe(1);
    expect(await waiting.count()).toBe(0);
    await context.close();
  }, 90_000);
});

describe('a week changed by someone else', () => {
  it('after a refusal shows the booking where the server has it now, so the next move works without reloading the page', async () => {
    const klass = await carClass(server.db, 3, { title: 'AA Plan samtidig' });
    const booking = await confirmedOrder(klass, 10);
    const [first, second, third] = klass.products as [(typeof klass.products)[number], (typeof klass.products)[number], (typeof klass.products)[number]];

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 10);
    await lane(page, klass.optionGid).locator(block(page, booking.id)).waitFor();
    // Meanwhile a colleague gives the booking the first car.
    const r = await manager.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename } }`, {
      input: { bookingId: booking.gid, productId: gid('Product', first.id) },
    });
    expect(r.data?.assignVehicle?.__typename).toBe('AssignVehicleSuccess');

    await drag(page, block(page, booking.id), vehicleRow(page, second.id).locator('.plan-track'));
    await eventually(() => page.locator('.plan-notice-error').textContent()).toContain('Kalenderen viser no det som er lagra');
    // The block is on the colleague's car, as stored, not back in the lane.
    await eventually(() => vehicleRow(page, first.id).locator(block(page, booking.id)).count()).toBe(1);
    expect(await vehicleOf(booking.id)).toBe(first.id);

    await drag(page, block(page, booking.id), vehicleRow(page, third.id).locator('.plan-track'));
    await eventually(() => vehicleOf(booking.id)).toBe(third.id);
    await eventually(() => page.locator('.plan-notices').textContent()).toContain(`Booking ${padded(booking.id)} har fått`);
    await context.close();
  }, 60_000);
});

describe('the answer to a drop far down the board', () => {
  it('shows a refusal where the worker is looking (in the window), and closes it with "Lukk", back on the booking', async () => {
    // A week of its own (Fordel automatisk would place the one left), the last class on the board, so its rows are far below the top of the page.
    const klass = await carClass(server.db, 2, { title: 'ZZ Plan langt nede' });
    const first = await confirmedOrder(klass, 6);
    const second = await confirmedOrder(klass, 6);
    const car = klass.products[0]!;
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 6);
    await drag(page, block(page, first.id), vehicleRow(page, car.id).locator('.plan-track'));
    await eventually(() => vehicleOf(first.id)).toBe(car.id);
    await eventually(() => vehicleRow(page, car.id).locator(block(page, first.id)).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await drag(page, block(page, second.id), vehicleRow(page, car.id).locator('.plan-track'));
    const alert = page.getByRole('alert');
    await eventually(() => alert.textContent()).toContain(padded(first.id));
    const inWindow = () => alert.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; });
    expect(await inWindow()).toBe(true);
    await alert.getByRole('button', { name: 'Lukk' }).focus();
    await page.keyboard.press('Enter');
    expect(await alert.count()).toBe(0);
    // The keyboard goes on from the booking the answer was about, not from the top of the page.
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-booking-number'))).toBe(padded(second.id));
    await context.close();
  }, 90_000);
});

describe('Fordel automatisk', () => {
  it('says so in a message with one button when the week has nothing to place, and leaves the "not placed" marks to be seen', async () => {
    // The week's one booking without a car cannot get one: its class's only vehicle went to the workshop.
    const klass = await carClass(server.db, 1, { title: 'AB Plan ingenting' });
    const stuck = await confirmedOrder(klass, 78);
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { status: 'in_maintenance' } });
    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 78);
    await page.getByRole('button', { name: 'Fordel automatisk' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.textContent()).toContain('Ingen bookingar å fordele denne veka.');
    expect(await dialog.textContent()).toContain(padded(stuck.id));
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['OK']);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await block(page, stuck.id).getAttribute('class')).toContain('plan-block-unplaced');
    await context.close();
  });

  it('proposes a vehicle per unassigned booking of the week, applies it on confirmation and marks what it cannot place', async () => {
    const klass = await carClass(server.db, 3, { title: 'AA Plan auto' });
    const bookings = [await confirmedOrder(klass, 1), await confirmedOrder(klass, 1), await confirmedOrder(klass, 1)];
    // One car goes to the workshop after the orders: only two can be placed.
    const workshop = klass.products[2]!;
    await server.db.product.update({ where: { id: workshop.id }, data: { status: 'in_maintenance' } });

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 1);
    for (const b of bookings) expect(await lane(page, klass.optionGid).locator(block(page, b.id)).count()).toBe(1);
    await page.getByRole('button', { name: 'Fordel automatisk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forslag til fordeling' });
    await dialog.waitFor();
    expect(await dialog.getByRole('list', { name: 'Forslag' }).locator('li').count()).toBe(2);
    expect(await dialog.getByRole('list', { name: 'Kan ikkje plasserast' }).locator('li').count()).toBe(1);
    // Each booking with who and when (the customer's name and the period), not its number alone.
    for (const item of [...(await dialog.getByRole('list', { name: 'Forslag' }).locator('li').allTextContents()), ...(await dialog.getByRole('list', { name: 'Kan ikkje plasserast' }).locator('li').allTextContents())]) {
      expect(item).toMatch(/^Booking \d{4} \(Kari Kunde, \d\d\.\d\d\. kl\. \d\d:\d\d–\d\d\.\d\d\. kl\. \d\d:\d\d\)/);
    }
    // Nothing is written before the confirmation.
    for (const b of bookings) expect(await vehicleOf(b.id)).toBeNull();
    await dialog.getByRole('button', { name: 'Fordel' }).click();

    await eventually(async () => (await Promise.all(bookings.map((b) => vehicleViaApi(b.id)))).filter((v) => v !== null).length).toBe(2);
    const vehicles = await Promise.all(bookings.map((b) => vehicleOf(b.id)));
    const given = vehicles.filter((v): v is number => v !== null);
    expect(new Set(given).size).toBe(2);
    expect(given).not.toContain(workshop.id);
    const left = bookings[vehicles.indexOf(null)]!;
    // The one left over stays in its lane, marked with the reason.
    await eventually(() => lane(page, klass.optionGid).locator('.plan-block').count()).toBe(1);
    const leftover = lane(page, klass.optionGid).locator(block(page, left.id));
    expect(await leftover.getAttribute('class')).toContain('plan-block-unplaced');
    expect((await leftover.locator('.plan-tag-warning').textContent())?.length).toBeGreaterThan(3);
    await context.close();
  }, 90_000);
});

describe('the keyboard path on a phone', () => {
  it('selects a block with Enter, chooses a vehicle from the list and assigns it at 375 px', async () => {
    const klass = await carClass(server.db, 1, { title: 'AA Plan tast' });
    const booking = await confirmedOrder(klass, 2);
    const car = klass.products[0]!;

    const context = await loggedIn(MANAGER, { width: 375 });
    const page = await context.newPage();
    await openWeek(page, BERGEN, 2);
    // The week scrolls sideways inside its frame; the page itself does not.
    const widths = await page.locator('.plan-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await block(page, booking.id).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` });
    await panel.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // A car booking is offered cars only: the demo's trailers (Brenderup) and vans (Caddy) are not upgrades.
    const offered = (await panel.getByLabel('Bil').locator('option').allTextContents()).join('|');
    expect(offered).toContain(car.name);
    expect(offered).not.toMatch(/Brenderup|Caddy/);
    // The panel's list of vehicles (long names among them) fits the phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    // Choosing from the list by keyboard: typing the start of the vehicle's name picks it.
    await page.keyboard.type(car.name);
    expect(await panel.getByLabel('Bil').inputValue()).toBe(gid('Product', car.id));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(() => vehicleOf(booking.id)).toBe(car.id);
    await eventually(() => vehicleRow(page, car.id).locator(block(page, booking.id)).count()).toBe(1);
    await eventually(() => page.locator('.plan-notices').textContent()).toContain(`Booking ${padded(booking.id)} har fått ${car.name}`);
    await page.screenshot({ path: '/tmp/planui-375.png', fullPage: true });
    await context.close();
  }, 90_000);
});

describe('the keyboard focus', () => {
  it('comes back to the block when the panel closes, stays in the panel after a refusal, follows the block to its vehicle, and returns to "Fordel automatisk"', async () => {
    const klass = await carClass(server.db, 2, { title: 'AA Plan fokus' });
    const holder = await confirmedOrder(klass, 5);
    const booking = await confirmedOrder(klass, 5);
    const [taken, free] = klass.products as [(typeof klass.products)[number], (typeof klass.products)[number]];
    const r = await manager.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename } }`, {
      input: { bookingId: holder.gid, productId: gid('Product', taken.id) },
    });
    expect(r.data?.assignVehicle?.__typename).toBe('AssignVehicleSuccess');

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 5);
    const focused = () => page.evaluate(() => `${document.activeElement?.closest('[data-row]')?.getAttribute('data-row') ?? ''} ${document.activeElement?.getAttribute('data-booking-number') ?? document.activeElement?.tagName}`);
    const panel = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` });

    // Escape closes the panel and the worker is back on the block, ready for the next key.
    await block(page, booking.id).focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await eventually(focused).toBe(`lane:${klass.optionGid} ${padded(booking.id)}`);

    // A refusal leaves the focus in the panel, to choose another vehicle.
    await page.keyboard.press('Enter');
    await panel.getByLabel('Bil').selectOption(gid('Product', taken.id));
    await panel.getByRole('button', { name: 'Tildel' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.plan-notice-error').count()).toBe(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.plan-assign'))).toBe(true);

    // Assigned: the focus is on the block in its vehicle's row.
    await panel.getByLabel('Bil').selectOption(gid('Product', free.id));
    await panel.getByRole('button', { name: 'Tildel' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => vehicleOf(booking.id)).toBe(free.id);
    await eventually(focused).toBe(`vehicle:${gid('Product', free.id)} ${padded(booking.id)}`);

    // The proposal's dialog gives the focus back to the button that opened it.
    await page.getByRole('button', { name: 'Fordel automatisk' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Forslag til fordeling' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fordel automatisk');
    await context.close();
  }, 90_000);
});

describe('from the calendar to the booking and back', () => {
  it('opens the selected booking\'s page, and after cancelling it there "Avbryt" comes back to the same week without the block', async () => {
    const klass = await carClass(server.db, 1, { title: 'AA Plan opne' });
    const booking = await confirmedOrder(klass, 8);

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 8);
    const week = page.url();
    await block(page, booking.id).click();
    const panel = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` });
    await panel.getByRole('link', { name: 'Opne booking' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/booking/${booking.id}`);
    await page.getByRole('heading', { name: `Booking ${padded(booking.id)}` }).waitFor();

    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(async () => (await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('cancelled');
    await page.getByRole('heading', { name: /Avbrutt/ }).waitFor();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await eventually(() => page.url()).toBe(week);
    await page.waitForSelector('.plan-grid');
    // The cancelled booking has left the calendar: its vehicle is free again.
    await eventually(() => block(page, booking.id).count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('upgrades and warnings', () => {
  it('gives a booking a vehicle of a higher class: marked as an upgrade (a lower one as a downgrade), with the PKK warning shown after assigning', async () => {
    const booked = await carClass(server.db, 1, { title: 'AA Plan liten', acriss: 'EDMV' });
    const bigger = await carClass(server.db, 1, { title: 'AA Plan stor', acriss: 'IDAR' });
    const smaller = await carClass(server.db, 1, { title: 'AA Plan mini', acriss: 'MBMR' });
    const booking = await confirmedOrder(booked, 4);
    const upgradeCar = bigger.products[0]!;
    // The bigger car's PKK falls due in the middle of the rental.
    const due = new Date(new Date(futureWeek(4).pickupAt).getTime() + 86400_000);
    await server.db.product.update({ where: { id: upgradeCar.id }, data: { nextPkkAt: due } });

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await openWeek(page, BERGEN, 4);
    await block(page, booking.id).scrollIntoViewIfNeeded();
    await block(page, booking.id).click();
    const panel = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` });
    // A smaller class (ACRISS Mini below Economy) is offered as a downgrade, not an upgrade.
    const mini = smaller.products[0]!;
    expect(await panel.getByLabel('Bil').locator(`option[value="${gid('Product', mini.id)}"]`).textContent()).toBe(`${mini.name} (${mini.licensePlate}) – nedgradering`);
    await panel.getByLabel('Bil').selectOption(gid('Product', upgradeCar.id));
    expect(await panel.getByLabel('Bil').locator('option:checked').textContent()).toContain('oppgradering');
    await panel.getByRole('button', { name: 'Tildel' }).click();

    await eventually(() => vehicleOf(booking.id)).toBe(upgradeCar.id);
    await eventually(() => page.locator('.plan-notices').textContent()).toContain('(oppgradering)');
    expect(await page.locator('.plan-warnings').textContent()).toContain('PKK');
    const moved = vehicleRow(page, upgradeCar.id).locator(block(page, booking.id));
    await eventually(() => moved.count()).toBe(1);
    expect(await moved.textContent()).toContain('Oppgradering');
    await context.close();
  }, 60_000);
});

describe('warnings on a phone', () => {
  it('says in words in the panel what the block\'s "!" stands for (no hover on a phone)', async () => {
    const klass = await carClass(server.db, 1, { title: 'AA Plan merknad' });
    const booking = await confirmedOrder(klass, 11);
    const car = klass.products[0]!;
    await server.db.product.update({ where: { id: car.id }, data: { status: 'in_maintenance', nextPkkAt: new Date(new Date(futureWeek(11).pickupAt).getTime() + 86400_000) } });
    const r = await manager.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename } }`, {
      input: { bookingId: booking.gid, productId: gid('Product', car.id) },
    });
    expect(r.data?.assignVehicle?.__typename).toBe('AssignVehicleSuccess');

    const context = await loggedIn(MANAGER, { width: 375, height: 800 });
    const page = await context.newPage();
    await openWeek(page, BERGEN, 11);
    const onCar = vehicleRow(page, car.id).locator(block(page, booking.id));
    await onCar.scrollIntoViewIfNeeded();
    expect(await onCar.locator('.plan-tag-warning').textContent()).toBe('!');
    await onCar.click();
    const notes = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` }).getByRole('list', { name: 'Merknader' });
    const items = await notes.locator('li').allTextContents();
    expect(items).toContain('Køyretøyet er på verkstad.');
    expect(items.some((t) => /^PKK-fristen \(\d\d\.\d\d\.\d{4}\) fell innanfor bookingen\.$/.test(t))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/planui-notes-375.png' });
    await context.close();
  }, 60_000);
});

describe('vehicles elsewhere or in the workshop', () => {
  it('marks a vehicle of another class at another location in the workshop, and gives it to the booking with the warning', async () => {
    const booked = await carClass(server.db, 1, { title: 'AA Plan sentrum', acriss: 'EDMV' });
    const elsewhere = await carClass(server.db, 1, { title: 'AA Plan Flesland', acriss: 'SFBI' });
    // The bigger class is kept at Flesland, and its one car is in the workshop.
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const workshopCar = elsewhere.products[0]!;
    await server.db.rentalOption.update({ where: { id: elsewhere.option.id }, data: { locationId: flesland.id } });
    await server.db.product.update({ where: { id: workshopCar.id }, data: { locationId: flesland.id, status: 'in_maintenance' } });
    const booking = await confirmedOrder(booked, 7);

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await openWeek(page, BERGEN, 7);
    await block(page, booking.id).scrollIntoViewIfNeeded();
    await block(page, booking.id).click();
    const panel = page.getByRole('region', { name: `Tildel bil til booking ${padded(booking.id)}` });
    expect(await panel.textContent()).toContain('henting Bergen sentrum');
    const option = panel.getByLabel('Bil').locator(`option[value="${gid('Product', workshopCar.id)}"]`);
    expect(await option.textContent()).toBe(`${workshopCar.name} (${workshopCar.licensePlate}) – oppgradering, på verkstad, står på ${flesland.name}`);
    // The booked class's own car, at the pick-up place, carries no mark.
    expect(await panel.getByLabel('Bil').locator(`option[value="${gid('Product', booked.products[0]!.id)}"]`).textContent()).toBe(`${booked.products[0]!.name} (${booked.products[0]!.licensePlate})`);
    await panel.getByLabel('Bil').selectOption(gid('Product', workshopCar.id));
    await panel.getByRole('button', { name: 'Tildel' }).click();

    await eventually(() => vehicleOf(booking.id)).toBe(workshopCar.id);
    await eventually(() => page.locator('.plan-notices').textContent()).toContain(`Booking ${padded(booking.id)} har fått ${workshopCar.name} (oppgradering)`);
    expect(await page.locator('.plan-warnings').textContent()).toContain('Køyretøyet er på verkstad.');
    expect(await page.locator('.plan-notices').textContent()).not.toContain('endra tidspunktet');
    await context.close();
  }, 60_000);
});

describe('a rental overdue for return', () => {
  it('shows the car held in the weeks after its planned return: the block runs to the week\'s end, says "Ikkje levert" and names the planned return', async () => {
    const klass = await carClass(server.db, 2, { title: 'AA Plan forseinka' });
    const [carA, carB] = klass.products.map((p) => p.id) as [number, number];
    const now = Date.now();
    // Picked up ten days ago, due back eight days ago, still out with the customer (not marked returned).
    const late = await server.db.booking.create({
      data: {
        status: 'delivered', pickupLocationId: klass.location.id, dropoffLocationId: klass.location.id, pickupAt: new Date(now - 10 * DAY), dropoffAt: new Date(now - 8 * DAY),
        durationHours: 48, totalPrice: '1000.00', companyId: klass.location.companyId, siteId: klass.location.siteId, acceptedTerms: true,
        guestFirstname: 'Sein', guestLastname: 'Attlevering', guestEmail: 'sein.attlevering@example.no',
        lines: { create: [{ position: 0, rentalOptionId: klass.option.id, productId: carA, lineType: 'rental', amount: 1, pricePerDay: '500.00', totalPrice: '1000.00' }] },
      },
    });
    const warning = `Ikkje levert tilbake: skulle vore levert ${staffInstant(late.dropoffAt)}.`;

    const context = await loggedIn(MANAGER);
    const page = await context.newPage();
    // The week from two days ago: wholly after its planned return.
    const from = osloParts(new Date(now - 2 * DAY));
    await page.goto(`${base}/admin/${BERGEN}/planlegging?fra=${from.year}-${String(from.month).padStart(2, '0')}-${String(from.day).padStart(2, '0')}`);
    await page.waitForSelector('.plan-grid');
    const held = vehicleRow(page, carA).locator(block(page, late.id));
    await held.scrollIntoViewIfNeeded();
    await held.waitFor();
    expect(await vehicleRow(page, carB).locator('.plan-block').count()).toBe(0);
    // Marked in words on the block, its notes naming the planned return.
    expect(await held.locator('.plan-tag-overdue').textContent()).toBe('Ikkje levert');
    expect(await held.locator('.visually-hidden').textContent()).toContain(warning);
    expect(await held.getAttribute('title')).toContain(warning);
    expect(await held.getAttribute('class')).toContain('plan-block-overdue');
    // From the week's start to its end: the car is not back.
    const box = (await held.boundingBox())!;
    const track = (await vehicleRow(page, carA).locator('.plan-track').boundingBox())!;
    expect(Math.abs(box.x - track.x)).toBeLessThan(3);
    expect(Math.abs(box.x + box.width - (track.x + track.width))).toBeLessThan(3);
    // The panel says it in full (no hover on a phone).
    await held.click();
    const notes = page.getByRole('region', { name: `Tildel bil til booking ${padded(late.id)}` }).getByRole('list', { name: 'Merknader' });
    expect(await notes.locator('li').allTextContents()).toContain(warning);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/planui-overdue.png' });
    await context.close();
  }, 60_000);
});

describe('the keyboard drag', () => {
  it('picks a block up with Space, moves it down with the arrow keys and drops it on the vehicle below with Space', async () => {
    const klass = await carClass(server.db, 2, { title: 'AA Plan pil' });
    const booking = await confirmedOrder(klass, 3);
    const car = klass.products[0]!;

    const context = await loggedIn(MANAGER, { height: 8000 });
    const page = await context.newPage();
    await openWeek(page, BERGEN, 3);
    // A window as tall as the page: where the page can still scroll, dnd-kit's keyboard drag scrolls it first.
    await block(page, booking.id).focus();
    await page.keyboard.press('Space');
    // Arrow down until the vehicle's row is the drop target (how many presses depends on the rows' heights), then drop.
    const over = async () => ((await vehicleRow(page, car.id).getAttribute('class')) ?? '').includes('plan-row-over');
    for (let i = 0; i < 20 && !(await over()); i++) {
      await page.keyboard.press('ArrowDown');
      await settled(page);
    }
    expect(await over()).toBe(true);
    await page.keyboard.press('Space');
    await eventually(() => vehicleOf(booking.id)).toBe(car.id);
    await eventually(() => vehicleRow(page, car.id).locator(block(page, booking.id)).count()).toBe(1);
    await context.close();
  }, 60_000);
});

describe('who sees the calendar', () => {
  it('shows a location employee (who may change bookings) the calendar of their own location only', async () => {
    const klass = await carClass(server.db, 1, { title: 'AA Plan sentrum' });
    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`${base}/admin/${slug}/planlegging`);
    await page.getByRole('heading', { name: 'Planlegging' }).waitFor();
    await page.locator('.plan-grid, .notice').first().waitFor();
    expect(await page.getByText('Vi jobber med denne siden').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fordel automatisk' }).count()).toBe(1);
    // A vehicle at Bergen sentrum is not in a Flesland employee's week.
    expect(await vehicleRow(page, klass.products[0]!.id).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('shows a location employee another account\'s booking on their car as taken, but offers no way to move or open it', async () => {
    const small = await carClass(server.db, 1, { title: 'AA Plan annan konto' });
    const big = await carClass(server.db, 2, { title: 'AA Plan Flesland-bil' });
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    await server.db.rentalOption.update({ where: { id: big.option.id }, data: { locationId: flesland.id } });
    await server.db.product.updateMany({ where: { id: { in: big.products.map((p) => p.id) } }, data: { locationId: flesland.id } });
    // A Bergen sentrum booking given a Flesland car by the company manager.
    const booking = await confirmedOrder(small, 9);
    const r = await manager.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename } }`, {
      input: { bookingId: booking.gid, productId: gid('Product', big.products[0]!.id) },
    });
    expect(r.data?.assignVehicle?.__typename).toBe('AssignVehicleSuccess');

    const context = await loggedIn('flesland@fjordbil.no');
    const page = await context.newPage();
    const assigns: string[] = [];
    page.on('request', (req) => {
      if (req.postData()?.includes('useAssignVehicleMutation')) assigns.push(req.url());
    });
    await openWeek(page, flesland.slug, 9);
    const taken = vehicleRow(page, big.products[0]!.id).locator(block(page, booking.id));
    await taken.waitFor();
    expect(await taken.textContent()).toContain('Booking utanfor kontoen din');
    expect(await taken.getAttribute('role')).toBeNull();
    expect(await taken.getAttribute('tabindex')).toBeNull();
    // A click selects nothing, and a drag to the other car sends nothing.
    await taken.click();
    expect(await page.locator('.plan-assign').count()).toBe(0);
    await drag(page, taken, vehicleRow(page, big.products[1]!.id).locator('.plan-track'));
    await settled(page);
    expect(assigns).toEqual([]);
    expect(await page.locator('.plan-notices').textContent()).toBe('');
    expect(await vehicleOf(booking.id)).toBe(big.products[0]!.id);
    await context.close();
  }, 60_000);

  it('says "Ingen biler tilgjengelig på denne lokasjonen." at a location without vehicles', async () => {
    const bergen = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const empty = await server.db.location.create({
      data: { slug: `tom-plass-${Date.now()}`, order: 998, status: 'draft', name: 'Tom plass', address1: 'Vegen 2', zip: '5003', city: 'Bergen', region: 'Bergen', companyId: bergen.companyId, siteId: bergen.siteId },
    });
    const user = await createUser(server.db, `tom.plass.${Date.now()}@example.no`);
    await grant(server.db, user.id, 'location_employee', { locationId: empty.id });
    const context = await loggedIn(user.email, { password: PASSWORD });
    const page = await context.newPage();
    await page.goto(`${base}/admin/${empty.slug}/planlegging`);
    await eventually(() => page.locator('main .notice').first().textContent()).toBe('Ingen biler tilgjengelig på denne lokasjonen.');
    expect(await page.locator('.plan-grid').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('shows a franchise auditor (who may change nothing) "Vi jobber med denne siden" and no calendar', async () => {
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const user = await createUser(server.db, 'revisor.plan@example.no');
    await grant(server.db, user.id, 'site_franchise_auditor', { siteId: location.siteId });
    const context = await loggedIn(user.email, { password: PASSWORD });
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`${base}/admin/${slug}/planlegging?fra=${weekOf(0)}`);
    await page.getByText('Vi jobber med denne siden').waitFor();
    expect(await page.locator('.plan-grid').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fordel automatisk' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});

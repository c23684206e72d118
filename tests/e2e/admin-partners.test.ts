/**
 * The partner page of the back office in real Chromium (issue 12): a company manager makes a key, sees it once in
 * full, revokes it (asked first), and after a reload sees only its prefix; the revoked key is refused by /graphql.
 * A key's webhook is set on the page, the partner's order reaches a receiver started here, and the delivery log shows it.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { WEBHOOK_KEY_MESSAGES } from '../../server/domain/webhooks.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({ webhookBackoffMs: 0 }, { web: true, worker: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width });

const partnerStatus = async (key: string) =>
  (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: '{ partner { name } }' }) })).status;

describe('/admin/{slug}/partnere', () => {
  it('creates a key, shows it once, rotates it with a grace period, revokes it; after a reload only the prefix is left', async () => {
    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/partnere`);
    await page.getByRole('heading', { name: 'Partnarar' }).waitFor();
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    // The form's own check: nothing is sent without a name, e-mail and a location.
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();
    await page.getByText('Namn må fyllast ut.').waitFor();
    await page.getByText('Vel minst éin lokasjon.').waitFor();
    // The keyboard continues at the first invalid field on screen (the name), not at the location ticks below it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.getByLabel('Partnar (namn)').fill('Fjordreiser AS');
    await page.getByLabel('Kontakt-e-post').fill('api@fjordreiser.example');
    await page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first().check();
    await page.getByLabel('Legge inn og avbestille bestillingar').check();
    // Ticks keep their own size (the kit's fields stretch text inputs to the full width, never a checkbox).
    for (const tick of [page.getByLabel('Legge inn og avbestille bestillingar'), page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first()]) {
      expect((await tick.boundingBox())!.width).toBeLessThan(40);
    }
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();

    const full = (await page.getByTestId('full-key').textContent())!.trim();
    expect(full).toMatch(/^utl_[A-Za-z0-9_-]{43}$/);
    // The form is gone: the keyboard goes on at the new key, and from "Lukk" back to "Ny API-nøkkel".
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('once-shown-heading');
    await page.getByTestId('signing-secret').waitFor();
    expect(await partnerStatus(full)).toBe(200);
    await expect.poll(() => page.getByTestId('key-prefix').allTextContents()).toContain(`${full.slice(0, 12)}…`);

    // Rotate with a grace period: the new key is shown once, and both work until the old one's grace ends.
    await page.getByRole('button', { name: 'Fjordreiser AS' }).click();
    await page.getByRole('button', { name: 'Roter' }).click();
    await page.getByLabel('Overgangstid').selectOption('1');
    await page.getByRole('button', { name: 'Lag ny nøkkel' }).click();
    await expect.poll(async () => ((await page.getByTestId('full-key').textContent()) ?? '').trim()).not.toBe(full);
    const rotated = (await page.getByTestId('full-key').textContent())!.trim();
    expect(rotated).toMatch(/^utl_[A-Za-z0-9_-]{43}$/);
    expect(await partnerStatus(rotated)).toBe(200);
    expect(await partnerStatus(full)).toBe(200);
    await expect.poll(() => page.locator('.kit-table tbody').textContent()).toContain('Rotert');
    expect(await page.getByText('Kommunikasjonsfeil').count()).toBe(0);
    await page.getByTestId('once-shown').getByRole('button', { name: 'Lukk' }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ny API-nøkkel');

    // Revoke (the rotated key), asked first: "Avbryt" changes nothing, "Ja, trekk tilbake" refuses the key.
    // The newest first: the rotated key's row.
    await page.getByRole('button', { name: 'Fjordreiser AS' }).first().click();
    await page.getByRole('button', { name: 'Trekk tilbake' }).click();
    await page.getByRole('button', { name: 'Avbryt' }).last().click();
    expect(await partnerStatus(rotated)).toBe(200);
    await page.getByRole('button', { name: 'Trekk tilbake' }).click();
    // The question says it cannot be undone, and what to do instead.
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Dette kan ikkje angrast: skal partnaren inn att, må du lage ein ny nøkkel');
    await page.getByRole('button', { name: 'Ja, trekk tilbake' }).click();
    await expect.poll(() => page.locator('.kit-table tbody').textContent()).toContain('Trekt tilbake');
    expect(await partnerStatus(rotated)).toBe(401);

    // After a reload: the prefix only, never the key.
    await page.reload();
    await page.getByRole('heading', { name: 'Partnarar' }).waitFor();
    await page.getByTestId('key-prefix').first().waitFor();
    const html = await page.content();
    expect(html).toContain(full.slice(0, 12));
    expect(html).not.toContain(full);
    expect(html).not.toContain(rotated);
    await context.close();
  });
});

describe('a rotated key in its grace period', () => {
  it('can still be revoked, which refuses it at once while its successor keeps working; the focus stays in the detail and, when it is closed, returns to the list', async () => {
    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/partnere`);
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    await page.getByLabel('Partnar (namn)').fill('Lekkasje AS');
    await page.getByLabel('Kontakt-e-post').fill('api@lekkasje.example');
    await page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();
    const old = (await page.getByTestId('full-key').textContent())!.trim();
    await page.getByRole('button', { name: 'Lekkasje AS' }).click();
    await page.getByRole('button', { name: 'Roter' }).click();
    await page.getByLabel('Overgangstid').selectOption('168');
    await page.getByRole('button', { name: 'Lag ny nøkkel' }).click();
    await expect.poll(async () => ((await page.getByTestId('full-key').textContent()) ?? '').trim()).not.toBe(old);
    const successor = (await page.getByTestId('full-key').textContent())!.trim();
    expect(await partnerStatus(old)).toBe(200);

    // The old key's row (the older of the two, once the list has reloaded): still working for a week, and revocable now.
    await expect.poll(() => page.getByRole('button', { name: 'Lekkasje AS' }).count()).toBe(2);
    const detail = page.getByTestId('key-detail');
    // The successor's revoke question says what the old key keeps and what stops.
    await page.getByRole('button', { name: 'Lekkasje AS' }).first().click();
    await expect.poll(() => detail.textContent()).toContain(successor.slice(0, 12));
    await detail.getByRole('button', { name: 'Trekk tilbake' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Den førre nøkkelen verkar ut overgangstida si, men webhookane stoppar');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('button', { name: 'Lekkasje AS' }).last().click();
    await expect.poll(() => detail.textContent()).toContain(old.slice(0, 12));
    await expect.poll(() => detail.textContent()).toContain('Rotert');
    // Its status says until when once ("… til overgangstida er ute til …" said "until" twice), and its webhook is
    // explained, not offered as a form whose save the server refuses.
    expect(await detail.locator('dd').first().textContent()).toMatch(/^Rotert \(i overgangstida\) – verkar til \d{2}\.\d{2}\.\d{4} kl\. \d{2}:\d{2}$/);
    expect(await detail.getByLabel('Adresse (HTTPS)').count()).toBe(0);
    expect(await detail.textContent()).toContain('Webhooken følgjer den nye nøkkelen');
    expect(await detail.getByRole('button', { name: 'Roter' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Trekk tilbake' }).click();
    await page.getByRole('button', { name: 'Ja, trekk tilbake' }).press('Enter');
    await expect.poll(() => detail.textContent()).toContain('Trekt tilbake');
    // Its buttons are gone with the revoke: the focus stays in the detail, on its heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('key-detail-heading');
    expect(await partnerStatus(old)).toBe(401);
    expect(await partnerStatus(successor)).toBe(200);

    // Closed with the keyboard, the detail hands the focus back to the key's name in the list.
    await detail.getByRole('button', { name: 'Lukk' }).press('Enter');
    await expect
      .poll(() => page.evaluate(() => {
        const names = [...document.querySelectorAll('.kit-table button')].filter((b) => b.textContent === 'Lekkasje AS');
        return document.activeElement === names.at(-1);
      }))
      .toBe(true);
    await context.close();
  });
});

describe('on a phone', () => {
  it('copies the key and the webhook signing secret by keyboard, says "Kopiert" to a screen reader too, and fits the screen', async () => {
    const context = await loggedIn('bergen@fjordbil.no', 390);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/admin/${BERGEN}/partnere`);
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    await page.getByLabel('Partnar (namn)').fill('Kopipartnar AS');
    await page.getByLabel('Kontakt-e-post').fill('api@kopi.example');
    await page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();
    const shown = page.getByTestId('once-shown');
    const key = (await page.getByTestId('full-key').textContent())!.trim();
    const secret = (await page.getByTestId('signing-secret').textContent())!.trim();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('once-shown-heading');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());

    // From the heading, Tab reaches the key's copy button, then the signing secret's: each names what it copies.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Kopier nøkkelen');
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toBe(key);
    const keyStatus = shown.getByRole('status').filter({ hasText: 'Kopiert' });
    await expect.poll(() => keyStatus.count()).toBe(1);

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Kopier signeringsnøkkelen');
    await page.keyboard.press('Space');
    await expect.poll(clipboard).toBe(secret);
    await expect.poll(() => shown.getByRole('status').filter({ hasText: 'Kopiert' }).count()).toBe(2);

    // Both buttons and what they said on the screen, nothing scrolling sideways.
    for (const button of await shown.getByRole('button', { name: /^Kopier/ }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(36);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('shows the whole key and signing secret on the screen, with no sideways scrolling, and the webhook events as readable lines', async () => {
    const context = await loggedIn('bergen@fjordbil.no', 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/partnere`);
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    await page.getByLabel('Partnar (namn)').fill('Mobilpartnar AS');
    await page.getByLabel('Kontakt-e-post').fill('api@mobil.example');
    await page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first().check();
    // Only a key that may read its bookings gets webhooks (and so the form).
    await page.getByLabel('Lese eigne bestillingar').check();
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();
    for (const id of ['full-key', 'signing-secret']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The webhook's events: each label reads as one run of text (at most 2 lines), its code after the words.
    await page.getByRole('button', { name: 'Lukk' }).first().click();
    await page.getByRole('button', { name: 'Mobilpartnar AS' }).click();
    const events = page.locator('fieldset[data-field="events"] label');
    await expect.poll(() => events.count()).toBe(4);
    const lineHeight = await events.first().evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    for (const label of await events.all()) {
      expect((await label.boundingBox())!.height, (await label.textContent()) ?? '').toBeLessThanOrEqual(2 * lineHeight + 2);
    }
    await context.close();
  });
});

describe('who reaches the page', () => {
  it('links it in the navigation for roles that manage keys; others see the greyed entry and the placeholder', async () => {
    const manager = await loggedIn('bergen@fjordbil.no');
    const page = await manager.newPage();
    await page.goto(`${base}/admin/${BERGEN}`);
    await page.getByRole('navigation', { name: 'Administrasjon' }).getByRole('link', { name: 'Partnarar' }).click();
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/${BERGEN}/partnere`);
    await manager.close();

    const employee = await loggedIn('flesland@fjordbil.no');
    const other = await employee.newPage();
    const slug = (await server.db.location.findFirstOrThrow({ where: { memberships: { some: { user: { email: 'flesland@fjordbil.no' } } } } })).slug;
    await other.goto(`${base}/admin/${slug}/partnere`);
    await other.getByText('Vi jobber med denne siden').first().waitFor();
    const nav = other.getByRole('navigation', { name: 'Administrasjon' });
    expect(await nav.getByRole('link', { name: 'Partnarar' }).count()).toBe(0);
    expect(await nav.locator('[aria-disabled="true"]', { hasText: 'Partnarar' }).count()).toBe(1);
    expect(await other.getByRole('button', { name: 'Ny API-nøkkel' }).count()).toBe(0);
    await employee.close();
  });
});

describe('the key list', () => {
  it('pages past 25 keys, finds them by search and state, and keeps the list in the address across a reload', async () => {
    // 27 keys of one partner family, made by the company manager over GraphQL; one of them revoked.
    const client = server.client();
    await client.login('bergen@fjordbil.no', 'demo1234');
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const ids: string[] = [];
    for (let i = 1; i <= 27; i++) {
      const r = await client.gql(
        'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeySecretPayload { apiKey { id } } } }',
        { input: { accountId: encodeGlobalID('Account', BERGEN), name: `Sidepartnar ${String(i).padStart(2, '0')}`, contactEmail: 'api@side.example', locationIds: [encodeGlobalID('Location', String(location.id))], rights: ['search'] } },
      );
      expect(r.data.createApiKey.__typename).toBe('ApiKeySecretPayload');
      ids.push(r.data.createApiKey.apiKey.id);
    }
    const revoked = await client.gql('mutation($input: ApiKeyIdInput!) { revokeApiKey(input: $input) { __typename } }', { input: { id: ids[4] } });
    expect(revoked.data.revokeApiKey.__typename).toBe('ApiKeyPayload');

    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    const names = () => page.locator('.kit-table tbody td[data-column="name"]').allTextContents();
    await page.goto(`${base}/admin/${BERGEN}/partnere?sok=sidepartnar&sorter=name&retning=stigende&side=2`);
    await expect.poll(names).toEqual(['Sidepartnar 26', 'Sidepartnar 27']);
    expect(await page.locator('.kit-pagination [role=status]').textContent()).toBe('Side 2 av 2 (27 treff)');
    await page.getByRole('button', { name: 'Førre side' }).click();
    await expect.poll(() => names().then((n) => n.length)).toBe(25);
    expect((await names())[0]).toBe('Sidepartnar 01');

    // The state filter in the popup: only the revoked key, with its badge; a reload shows the same list.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.selectOption('.kit-popover select[name=status]', 'revoked');
    await page.getByRole('button', { name: 'Bruk', exact: true }).click();
    await page.waitForURL(/status=revoked/);
    await expect.poll(names).toEqual(['Sidepartnar 05']);
    expect(await page.locator('.kit-table tbody [data-status]').textContent()).toBe('Trekt tilbake');
    await page.reload();
    await expect.poll(names).toEqual(['Sidepartnar 05']);
    expect(await page.inputValue('.kit-search input')).toBe('sidepartnar');
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('1');

    // A search with no hit names itself.
    await page.fill('.kit-search input', 'finst ikkje');
    await expect.poll(() => page.locator('.kit-empty').textContent()).toBe('Ingen treff på «finst ikkje».');
    await context.close();
  }, 90_000);
});

describe('a key\'s webhook and its delivery log', () => {
  it('shows the log 20 at a time, newest first, "Vis fleire" fetches the rest, and a resend keeps the focus in the log', async () => {
    const client = server.client();
    await client.login('bergen@fjordbil.no', 'demo1234');
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const made = await client.gql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeySecretPayload { apiKey { databaseId } } } }',
      { input: { accountId: encodeGlobalID('Account', BERGEN), name: 'Loggpartnar AS', contactEmail: 'api@logg.example', locationIds: [encodeGlobalID('Location', String(location.id))], rights: ['search', 'read_bookings'] } },
    );
    const keyId = made.data.createApiKey.apiKey.databaseId as number;
    // 25 deliveries that gave up, the newest for booking 25 (the key may read bookings, so it may get them again).
    for (let i = 1; i <= 25; i++) {
      await server.db.webhookDelivery.create({
        data: { eventId: crypto.randomUUID(), keyId, bookingId: i, type: 'booking.created', payload: {}, status: 'failed', attempts: 8, lastStatus: 500, lastAnswer: 'nede' },
      });
    }
    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/partnere?sok=Loggpartnar`);
    await page.getByRole('button', { name: 'Loggpartnar AS' }).click();
    const log = page.getByRole('table', { name: 'Webhook-leveringar' });
    const bookings = () => log.locator('tbody td[data-column="bookingId"]').allTextContents();
    await expect.poll(bookings).toHaveLength(20);
    // Booking numbers padded as everywhere in the admin (4 digits).
    expect((await bookings())[0]).toBe('0025');
    await page.getByRole('button', { name: 'Vis fleire' }).click();
    await expect.poll(bookings).toHaveLength(25);
    expect((await bookings()).at(-1)).toBe('0001');
    expect(await page.getByRole('button', { name: 'Vis fleire' }).count()).toBe(0);

    // Resent with the keyboard: the delivery waits again, its button goes, and the focus stays in the log.
    await log.getByRole('button', { name: 'Send på nytt' }).first().press('Enter');
    await expect.poll(() => log.getByRole('button', { name: 'Send på nytt' }).count()).toBe(24);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('delivery-log-title');

    // Once the key is revoked, a resend would go nowhere: the log says why and offers none.
    await server.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    await page.reload();
    await page.getByRole('button', { name: 'Loggpartnar AS' }).click();
    await expect.poll(bookings).toHaveLength(20);
    expect(await log.getByRole('button', { name: 'Send på nytt' }).count()).toBe(0);
    expect(await page.locator('.kit-note', { hasText: 'Leveringane kan ikkje sendast på nytt.' }).textContent()).toBe(`Leveringane kan ikkje sendast på nytt. ${WEBHOOK_KEY_MESSAGES.revoked}`);
    await context.close();
  });

  it('sets the address and events on the page, and shows the delivery of the partner\'s order', async () => {
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('motteke');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const klass = await carClass(server.db, 1);
    try {
      const context = await loggedIn('bergen@fjordbil.no');
      const page = await context.newPage();
      await page.goto(`${base}/admin/${BERGEN}/partnere`);
      await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
      await page.getByLabel('Partnar (namn)').fill('Hotell Bryggen AS');
      await page.getByLabel('Kontakt-e-post').fill('api@bryggen.example');
      await page.locator('fieldset[data-field="locationIds"] label', { hasText: klass.location.name }).locator('input[type="checkbox"]').check();
      await page.getByLabel('Legge inn og avbestille bestillingar').check();
      // Webhooks carry the booking as partner { bookings } shows it: only a key that may read bookings gets them.
      await page.getByLabel('Lese eigne bestillingar').check();
      await page.getByRole('button', { name: 'Lag nøkkel' }).click();
      const key = (await page.getByTestId('full-key').textContent())!.trim();

      await page.getByRole('button', { name: 'Hotell Bryggen AS' }).click();
      // The detail takes the focus (its heading), not the top of the page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('key-detail-heading');
      expect((await page.locator('fieldset[data-field="events"] input[type="checkbox"]').first().boundingBox())!.width).toBeLessThan(40);
      // A plain-HTTP address elsewhere is refused by the server, with its message on the field; nothing is stored.
      await page.getByLabel('Adresse (HTTPS)').fill('http://partnar.example/hook');
      await page.getByRole('button', { name: 'Lagre webhook' }).click();
      await expect.poll(() => page.locator('[data-field="url"] .kit-field-error').textContent()).toBe('Adressa må byrje med https://.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('url');
      expect(await server.db.webhookEndpoint.count({ where: { url: 'http://partnar.example/hook' } })).toBe(0);
      await page.getByLabel('Adresse (HTTPS)').fill(url);
      await page.getByRole('button', { name: 'Lagre webhook' }).click();
      await expect.poll(async () => (await server.db.webhookEndpoint.findFirst({ where: { url } }))?.url ?? null).toBe(url);
      // The key's history says who set the webhook and where it sends, at once (the refused address wrote nothing).
      const history = page.locator('section[aria-labelledby="key-history-title"] .kit-history > li');
      await expect.poll(() => history.count()).toBe(2);
      const set = await history.first().textContent();
      expect(set).toContain('Webhook er sett opp');
      expect(set).toContain('Kari Bergstrøm');
      expect(set).toContain(`Webhook-adresse: – → ${url}`);
      expect(set).toContain('Booking stadfesta');
      expect(set).not.toContain('partnar.example');
      expect(await history.nth(1).textContent()).toContain('API-nøkkel oppretta for Hotell Bryggen AS');

      const r = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'idempotency-key': `e2e-hook-${Date.now()}` },
        body: JSON.stringify({ query: CREATE, variables: { input: order(klass.locationGid, klass.optionGid, futureWeek(4)) } }),
      });
      const created = (await r.json()) as { data: { createBooking: { __typename: string; booking: { databaseId: number } } } };
      expect(created.data.createBooking.__typename).toBe('CreateBookingPayload');
      const id = created.data.createBooking.booking.databaseId;
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      expect(JSON.parse(received[0]!)).toMatchObject({ type: 'booking.created', booking: { id } });

      const log = page.getByRole('table', { name: 'Webhook-leveringar' });
      await expect
        .poll(async () => {
          await page.getByRole('button', { name: 'Oppdater' }).click();
          return (await log.textContent()) ?? '';
        }, { timeout: 15_000 })
        .toContain('Levert');
      expect(await log.textContent()).toContain('booking.created');
      expect(await log.textContent()).toContain('motteke');
      await context.close();
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

/**
 * The partner page of the back office in real Chromium (issue 12): a company manager makes a key, sees it once in
 * full, revokes it (asked first), and after a reload sees only its prefix; the revoked key is refused by /graphql.
 * A key's webhook is set on the page, the partner's order reaches a receiver started here, and the delivery log shows it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
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

async function loggedIn(email: string): Promise<BrowserContext> {
  const client = server.client();
  await client.login(email, 'demo1234');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sid', value: client.cookies.get('sid')!, url: base }]);
  return context;
}

const partnerStatus = async (key: string) =>
  (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: '{ partner { name } }' }) })).status;

describe('/admin/{slug}/partnere', () => {
  it('creates a key, shows it once, revokes it; after a reload only the prefix is left', async () => {
    const context = await loggedIn('bergen@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/${BERGEN}/partnere`);
    await page.getByRole('heading', { name: 'Partnarar' }).waitFor();
    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    // The form's own check: nothing is sent without a name, e-mail and a location.
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();
    await page.getByText('Namn må fyllast ut.').waitFor();
    await page.getByText('Vel minst éin lokasjon.').waitFor();
    await page.getByLabel('Partnar (namn)').fill('Fjordreiser AS');
    await page.getByLabel('Kontakt-e-post').fill('api@fjordreiser.example');
    await page.locator('fieldset[data-field="locationIds"] input[type="checkbox"]').first().check();
    await page.getByLabel('Legge inn bestillingar').check();
    await page.getByRole('button', { name: 'Lag nøkkel' }).click();

    const full = (await page.getByTestId('full-key').textContent())!.trim();
    expect(full).toMatch(/^utl_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('signing-secret').waitFor();
    expect(await partnerStatus(full)).toBe(200);
    await expect.poll(() => page.getByTestId('key-prefix').allTextContents()).toContain(`${full.slice(0, 12)}…`);

    // Revoke, asked first: "Avbryt" changes nothing, "Ja, trekk tilbake" refuses the key.
    await page.getByRole('button', { name: 'Fjordreiser AS' }).click();
    await page.getByRole('button', { name: 'Trekk tilbake' }).click();
    await page.getByRole('button', { name: 'Avbryt' }).last().click();
    expect(await partnerStatus(full)).toBe(200);
    await page.getByRole('button', { name: 'Trekk tilbake' }).click();
    await page.getByRole('button', { name: 'Ja, trekk tilbake' }).click();
    await expect.poll(() => page.locator('.kit-table tbody').textContent()).toContain('Trekt tilbake');
    expect(await partnerStatus(full)).toBe(401);

    // After a reload: the prefix only, never the key.
    await page.reload();
    await page.getByRole('heading', { name: 'Partnarar' }).waitFor();
    await page.getByTestId('key-prefix').first().waitFor();
    const html = await page.content();
    expect(html).toContain(full.slice(0, 12));
    expect(html).not.toContain(full);
    await context.close();
  });
});

describe('a key\'s webhook and its delivery log', () => {
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
      await page.getByLabel('Legge inn bestillingar').check();
      await page.getByRole('button', { name: 'Lag nøkkel' }).click();
      const key = (await page.getByTestId('full-key').textContent())!.trim();

      await page.getByRole('button', { name: 'Hotell Bryggen AS' }).click();
      // A plain-HTTP address elsewhere is refused by the server, with its message on the field; nothing is stored.
      await page.getByLabel('Adresse (HTTPS)').fill('http://partnar.example/hook');
      await page.getByRole('button', { name: 'Lagre webhook' }).click();
      await expect.poll(() => page.locator('[data-field="url"] .kit-field-error').textContent()).toBe('Adressa må byrje med https://.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('url');
      expect(await server.db.webhookEndpoint.count({ where: { url: 'http://partnar.example/hook' } })).toBe(0);
      await page.getByLabel('Adresse (HTTPS)').fill(url);
      await page.getByRole('button', { name: 'Lagre webhook' }).click();
      await expect.poll(async () => (await server.db.webhookEndpoint.findFirst({ where: { url } }))?.url ?? null).toBe(url);

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

/**
 * A location's history as network staff read it in real Chromium: on its Historikk tab and, once it is deleted,
 * under "Fann ikkje lokasjonen", the same way: opening hours with the form's Norwegian day names, numbers with a
 * decimal comma, statuses by their labels, and the deletion's own entry badged "Sletta".
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext, pageErrors } from '../support/browser.ts';
import { validLocation, week } from '../support/locations.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
let admin: TestClient;
let bergenId: string;

const ADMIN = 'admin@fjordbil.no';
const NETWORK = 'systemeier';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
  admin = server.client();
  await admin.login(ADMIN, 'demo1234');
  const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  bergenId = encodeGlobalID('Company', bergen.id);
});
afterEach(expectNoCspRefusals);

/** Polls until the matcher holds (the app answers over a real network on a busy machine). */
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

interface Saved {
  __typename: string;
  location?: { id: string; databaseId: number; updatedAt: string };
}
const LOCATION = 'location { id databaseId updatedAt }';
const ANSWER = (success: string) => `__typename ... on Error { message } ... on ${success} { ${LOCATION} }`;

/**
 * A draft location of Fjordbil Bergen with pick-up 07:00–20:00 on weekdays, then changed through the server as staff
 * change it: pick-up 07:30–15:30, cost 150.5 and transport factor 1.5.
 */
async function changedLocation(name: string) {
  const created = await admin.gql<{ createLocation: Saved }>(`mutation($input: CreateLocationInput!) { createLocation(input: $input) { ${ANSWER('CreateLocationSuccess')} } }`, {
    input: { ...validLocation(name), accountId: encodeGlobalID('Account', NETWORK), companyId: bergenId, openingHours: { pickup: week('07:00', '20:00', 5) } },
  });
  const loc = created.data?.createLocation.location;
  expect(loc, JSON.stringify(created)).toBeDefined();
  const updated = await admin.gql<{ updateLocation: Saved }>(`mutation($input: UpdateLocationInput!) { updateLocation(input: $input) { ${ANSWER('UpdateLocationSuccess')} } }`, {
    input: { id: loc!.id, updatedAt: loc!.updatedAt, cost: '150.5', transportFactor: '1.5', openingHours: { pickup: week('07:30', '15:30', 5) } },
  });
  expect(updated.data?.updateLocation.__typename, JSON.stringify(updated)).toBe('UpdateLocationSuccess');
  return loc!;
}

/** The change lines of the newest entry of a history list. */
const newestEntry = (page: Page, within = page.locator('body')) => within.locator('.kit-history > li').first();

describe('a location\'s history', () => {
  describe('as the network admin', () => {
    it('reads opening hours with Norwegian day names and numbers with a decimal comma on the Historikk tab', async () => {
      const loc = await changedLocation('Historikkformat');
      const context = await loggedInContext(server, browser, base, ADMIN);
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(`${base}/admin/${NETWORK}/lokasjoner/${loc.databaseId}`);
      await page.getByRole('tab', { name: 'Historikk' }).click();
      const newest = newestEntry(page);
      await eventually(() => newest.textContent()).toContain('Opningstider henting');
      const text = (await newest.textContent())!;
      expect(text).toContain('lagt til Måndag 07:30–15:30');
      expect(text).toContain('teke bort Måndag 07:00–20:00');
      expect(text).toContain('Fredag 07:30–15:30');
      expect(text).toContain('Kostnad: 0,00\u00a0kr → 150,50\u00a0kr');
      expect(text).toContain('Transportfaktor: 1 → 1,5');
      expect(text).not.toMatch(/monday|friday|150\.5|1\.5/);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);

    it('reads a deleted location\'s history the same way under "Fann ikkje lokasjonen", its deletion badged "Sletta"', async () => {
      const loc = await changedLocation('Slettaformat');
      const removed = await admin.gql(`mutation($input: DeleteLocationInput!) { deleteLocation(input: $input) { __typename } }`, { input: { id: loc.id } });
      expect(removed.data?.deleteLocation.__typename, JSON.stringify(removed)).toBe('DeleteLocationSuccess');

      const context = await loggedInContext(server, browser, base, ADMIN);
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(`${base}/admin/${NETWORK}/lokasjoner/${loc.databaseId}`);
      await eventually(() => page.locator('main h1').textContent()).toBe('Fann ikkje lokasjonen');
      const deleted = page.getByRole('region', { name: 'Sletta: historikken' });
      await eventually(() => deleted.textContent()).toContain('Lokasjonen «Slettaformat» er sletta');

      // The deletion: a grey "Sletta" badge, the status by its label, every value as the form shows it.
      const deletion = newestEntry(page, deleted);
      const badge = deletion.locator('.kit-history-head .kit-status');
      expect(await badge.textContent()).toBe('Sletta');
      expect(await badge.getAttribute('class')).toContain('kit-status-grey');
      const text = (await deletion.textContent())!;
      expect(text).toContain('Status: Ny → –');
      expect(text).toContain('Kostnad: 150,50\u00a0kr → –');
      expect(text).toContain('Transportfaktor: 1,5 → –');
      expect(text).toContain('Opningstider henting: Måndag 07:30–15:30, Tysdag 07:30–15:30');
      expect(text).not.toMatch(/draft|deleted|Ukjent status|monday|150\.5/);
      // A field empty before and gone after (no aliases, no return hours) says nothing.
      expect(text).not.toContain('– → –');

      // The change before it reads as it did on the Historikk tab, its badge the location's status.
      const change = deleted.locator('.kit-history > li').nth(1);
      expect(await change.locator('.kit-history-head .kit-status').textContent()).toBe('Ny');
      expect(await change.textContent()).toContain('lagt til Måndag 07:30–15:30');
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  });
});

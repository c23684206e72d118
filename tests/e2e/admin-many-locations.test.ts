/**
 * A company with more locations than one page of the `locations` connection (100) holds: every form and filter offers
 * all of them (`locationChoices`). Found by a walk at a large company's size: with 200 locations half could not be
 * chosen for a vehicle, a phone order, a partner key or a filter.
 */
import type { Browser } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;
const EXTRA = 120;
const LAST = `Valstad ${EXTRA - 1}`;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  await server.db.location.createMany({
    data: Array.from({ length: EXTRA }, (_, i) => ({
      slug: `valstad-${i}`, name: `Valstad ${i}`, address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen', status: 'public', companyId: bergen.id, siteId: bergen.siteId,
    })),
  });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

describe('a company with more than 100 locations', () => {
  it('offers every one of them for a vehicle, a phone order and the lists\' filters', async () => {
    const context = await loggedInContext(server, browser, base, 'bergen@fjordbil.no', { width: 1280, context: { locale: 'nb-NO' } });
    const page = await context.newPage();
    const offered = (select: string) => page.locator(`${select} option`).allTextContents();

    await page.goto(`${base}/admin/fjordbil-bergen/produkter/ny`);
    await page.locator('#f-locationId').waitFor({ state: 'attached' });
    expect((await offered('#f-locationId')).filter((o) => o.startsWith('Valstad'))).toHaveLength(EXTRA);

    await page.goto(`${base}/admin/fjordbil-bergen/booking/ny`);
    await page.locator('#f-pickupLocationId').waitFor({ state: 'attached' });
    expect(await offered('#f-pickupLocationId')).toContain(`${LAST} (Bergen)`);

    await page.goto(`${base}/admin/fjordbil-bergen/produkter`);
    await page.locator('.kit-table tbody tr').first().waitFor();
    await page.getByRole('button', { name: /Filter/ }).first().click();
    expect(await page.getByLabel('Lokasjon').locator('option').allTextContents()).toContain(LAST);
    await context.close();
  });
});

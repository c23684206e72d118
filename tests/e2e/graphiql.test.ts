/**
 * GraphiQL works with no outside network: every request that leaves the machine is aborted, and the page still
 * loads (its script, styles, fonts and editor workers come from the product), opens with the note on how to
 * authenticate and the partner operations, runs a query and shows the answer, under its Content-Security-Policy.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer();
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A page whose requests to anywhere but the test server are aborted (and recorded). */
async function offlinePage(): Promise<{ page: Page; outside: string[]; failed: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const outside: string[] = [];
  const failed: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('pageerror', (e) => failed.push(`page error: ${e.message}`));
  return { page, outside, failed };
}

/** The text of the result pane (a Monaco editor: read from its rendered lines). */
const resultText = (page: Page) => page.locator('.graphiql-response').innerText().catch(() => '');

describe('GraphiQL at /graphql', () => {
  it('loads with no outside network, runs a query and shows the answer', async () => {
    const site = await server.db.site.findFirstOrThrow();
    const { page, outside, failed } = await offlinePage();
    await page.goto(`${base}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 60_000 });
    // The first tab: the note on how to authenticate, over a public query.
    await expect.poll(() => page.locator('.graphiql-query-editor').innerText(), { timeout: 20_000 }).toContain('Authorization');
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => resultText(page), { timeout: 20_000 }).toContain(site.name);
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('is titled with the site\'s name, shown as written even with <, & and quotes in it (no script runs from it)', async () => {
    const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const name = `Fjord & "Bil" 'AS' </title><script>window.injected = 1</script>`;
    await server.db.site.update({ where: { id: site.id }, data: { name } });
    try {
      const { page, outside, failed } = await offlinePage();
      await page.goto(`${base}/graphql`);
      await page.locator('.graphiql-container').first().waitFor({ timeout: 60_000 });
      expect(await page.title()).toBe(`${name} GraphQL`);
      // Monaco draws spaces as no-break spaces.
      const editor = async () => (await page.locator('.graphiql-query-editor').innerText()).replace(/\u00a0/g, ' ');
      await expect.poll(editor, { timeout: 20_000 }).toContain(`Partnar-API-et til ${name}.`);
      expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
      expect(outside).toEqual([]);
      expect(failed).toEqual([]);
      await page.context().close();
    } finally {
      await server.db.site.update({ where: { id: site.id }, data: { name: site.name } });
    }
  });

  it('opens with the partner operations as tabs', async () => {
    const { page, outside } = await offlinePage();
    await page.goto(`${base}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 60_000 });
    const tabs = page.locator('.graphiql-tab');
    await expect.poll(async () => (await tabs.allInnerTexts()).join(' '), { timeout: 20_000 }).toMatch(/PartnerLocations[\s\S]*PartnerRentalSearch[\s\S]*PartnerCreateBooking[\s\S]*PartnerBookings/);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});

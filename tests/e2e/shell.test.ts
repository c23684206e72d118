/** The product's shell as a person sees it in real Chromium: public layout and footer, admin redirect and dashboard. */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  // The footer must come from the database, not from the code.
  await server.db.site.updateMany({ data: { email: 'hjelp@e2e-test.no', orgnr: '999 888 777' } });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in). */
const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width });

describe('public layout', () => {
  for (const width of [375, 1280]) {
    it(`shows the footer from the site settings and a skip link at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/steg3`);
      const footer = page.locator('footer');
      await expect.poll(() => footer.textContent()).toContain('Org.nr. 999 888 777');
      expect(await footer.locator('a[href="mailto:hjelp@e2e-test.no"]').count()).toBe(1);
      expect(await page.locator('h1').first().textContent()).toBe('Velg forsikring');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hopp til innhald');
      // Nothing is wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }

  it('shows the booking wizard for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/finst-ikkje`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Hentestad og tid');
    await page.close();
  });
});

describe('admin', () => {
  it('sends a visitor to the log-in with the way back', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/admin/systemeier/lokasjoner?side=2`);
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/systemeier/lokasjoner?side=2');
    await page.close();
  });

  it('sends a customer to /konto', async () => {
    const context = await loggedIn('kunde@example.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/konto$/);
    await context.close();
  });

  it('takes a one-account employee straight to the dashboard with counts from the database', async () => {
    const context = await loggedIn('bergen@fjordbil.no', 375);
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/fjordbil-bergen$/);
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    const locations = await server.db.location.count({ where: { companyId: bergen.id } });
    const tile = page.locator('a.tile', { hasText: 'Lokasjonar' });
    await expect.poll(() => tile.locator('.badge').textContent()).toBe(String(locations));
    expect(await page.textContent('body')).toContain('Bedriftsadministrator');
    await context.close();
  });

  it('offers "Logg inn på nytt" when the session has expired, with the way back', async () => {
    const context = await loggedIn('admin@fjordbil.no');
    const page = await context.newPage();
    await page.goto(`${base}/admin/systemeier/lokasjoner`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Lokasjonar');
    const admin = await server.db.user.findFirstOrThrow({ where: { email: 'admin@fjordbil.no' } });
    await server.db.session.updateMany({ where: { userId: admin.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // In the app (no reload) the next screen's query meets the expired session.
    await page.getByRole('link', { name: 'Oversikt' }).first().click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Ikkje autentisert');
    const again = page.getByRole('link', { name: 'Logg inn på nytt' });
    expect(await again.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fsystemeier');
    expect(await page.getByRole('link', { name: 'Avbryt' }).count()).toBe(1);
    await context.close();
  });
});

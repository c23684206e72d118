/**
 * The back office walked as the roles of the role table (spec README, "Roles") in real Chromium: what a screen offers
 * a role is what the server then lets it do. Staff made for this file hold the roles the demo lacks.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspRefusals, launchBrowser, loggedInContext, pageErrors } from '../support/browser.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

const loggedIn = (email: string, password: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { password, width });
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe('the category of a new rental product', () => {
  const categoryChoices = async (email: string, slug: string) => {
    const context = await loggedIn(email, 'demo1234');
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${base}/admin/${slug}/leieprodukter/ny`);
    await page.waitForSelector('#f-categoryId');
    const choices = await page.locator('#f-categoryId option').allTextContents();
    expect(errors).toEqual([]);
    return { context, page, choices };
  };

  describe('as a company manager (Bedriftsadministrator)', () => {
    it('offers only vehicle classes: an add-on belongs to the whole site, and the server refuses it to a company', async () => {
      const { context, choices } = await categoryChoices('bergen@fjordbil.no', 'fjordbil-bergen');
      expect(choices).toEqual(expect.arrayContaining(['Personbil', 'Varebil', 'Tilhengar']));
      for (const addOn of ['Forsikring', 'Tilbehør', 'Ekstra sjåfør', 'Ung sjåfør']) expect(choices).not.toContain(addOn);
      await context.close();
    });
  });

  describe('as a national administrator (Nasjonal Administrator)', () => {
    it('offers the add-ons too, and one is saved', async () => {
      const { context, page, choices } = await categoryChoices('nasjonal@fjordbil.no', 'fjordbil');
      expect(choices).toEqual(expect.arrayContaining(['Personbil', 'Tilbehør', 'Forsikring']));
      await page.fill('#f-title', 'Rollevandring tilbehør');
      await page.selectOption('#f-categoryId', { label: 'Tilbehør' });
      await page.fill('#f-image', 'fa-box');
      await page.getByRole('button', { name: 'Lagre', exact: true }).click();
      await eventually(() => server.db.rentalOption.count({ where: { title: 'Rollevandring tilbehør', companyId: null } })).toBe(1);
      await context.close();
    });
  });
});

describe('the profile of a member of staff with two accounts', () => {
  it('shows each role with its account on a line of its own when the profile is the first page opened', async () => {
    const { db } = server;
    const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
    const flesland = await db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const staff = await createUser(db, 'rollevandring-to-kontoar@fjordbil.no');
    await grant(db, staff.id, 'site_franchise_auditor', { siteId: site.id });
    await grant(db, staff.id, 'location_manager', { locationId: flesland.id });
    for (const width of [1280, 375]) {
      const context = await loggedIn(staff.email, PASSWORD, width);
      const page = await context.newPage();
      const errors = pageErrors(page);
      // Straight to the profile: no other section's stylesheet has been loaded.
      await page.goto(`${base}/admin/profil`);
      const auditor = page.getByText(`Franchiserevisor (${site.name})`, { exact: true });
      const manager = page.getByText(`Lokasjonsansvarlig (${flesland.name})`, { exact: true });
      await eventually(() => manager.count()).toBe(1);
      const [a, m] = [(await auditor.boundingBox())!, (await manager.boundingBox())!];
      expect(m.y, `${width} px: the second role starts below the first`).toBeGreaterThanOrEqual(a.y + a.height - 1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('a vehicle the company manages for another company', () => {
  it("shows the company manager its real owner and location, not blank choices", async () => {
    const { db } = server;
    const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const alesund = await db.location.findFirstOrThrow({ where: { companyId: sunnmore.id }, orderBy: { id: 'asc' } });
    const category = await db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } });
    const car = await db.product.create({
      data: { name: 'Forvalta bil', categoryId: category.id, siteId: sunnmore.siteId, companyId: sunnmore.id, companyIdManager: bergen.id, locationId: alesund.id, licensePlate: 'FV12345', seatCapacity: 5, fuelType: 'diesel', acriss: 'CDMD', ownershipType: 'owned' },
    });
    const context = await loggedIn('bergen@fjordbil.no', 'demo1234');
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${base}/admin/fjordbil-bergen/produkter/${car.id}`);
    const shown = (id: string) => page.locator(`#f-${id} option:checked`).textContent();
    await eventually(() => shown('companyId')).toBe(sunnmore.name);
    expect(await shown('companyIdManager')).toBe(bergen.name);
    expect(await shown('locationId')).toBe(`${alesund.name} (${alesund.city})`);
    // Editable (the manager may change it), and a save keeps owner and location.
    await page.fill('#f-color', 'Raud');
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await eventually(async () => (await db.product.findUniqueOrThrow({ where: { id: car.id } })).color).toBe('Raud');
    expect(await db.product.findUniqueOrThrow({ where: { id: car.id } })).toMatchObject({ companyId: sunnmore.id, locationId: alesund.id });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The booking list filter's vehicle and rental product choices (Account.bookingProductChoices /
 * bookingRentalOptionChoices) for a company with a large fleet: every vehicle, not the first 100 the filter once
 * showed, in Norwegian alphabetical order (Æ, Ø, Å after Z), and nothing of another company.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let manager: TestClient;
let slug: string;
let other: Awaited<ReturnType<typeof placeWithObjects>>;
const FLEET = 130;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const company = await db.company.create({ data: { siteId: site.id, name: 'Storflåte AS', slug: 'storflate-as' } });
  slug = company.slug;
  const place = await placeWithObjects(db, { siteId: site.id, companyId: company.id, label: 'storflate' });
  const category = await db.productCategory.findFirstOrThrow({ where: { isCar: true } });
  // Names that sort differently by code point and in Norwegian: "Åsane …" after "Øygarden …" after "Zoe …".
  const names = Array.from({ length: FLEET - 4 }, (_, i) => `Flåtebil ${String(i).padStart(3, '0')}`).concat(['Zoe 1', 'Øygarden 1', 'Åsane 1', 'elbil 1']);
  await db.product.createMany({
    data: names.map((name, i) => ({ name, categoryId: category.id, siteId: site.id, companyId: company.id, companyIdManager: company.id, locationId: place.location.id, licensePlate: `SF${String(10000 + i)}` })),
  });
  other = await placeWithObjects(db, { siteId: site.id, companyId: (await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id, label: 'storflate-annan' });
  const staff = await createUser(db, 'storflate@fjordbil.no');
  await grant(db, staff.id, 'company_manager', { companyId: company.id });
  manager = server.client();
  await manager.login(staff.email, PASSWORD);
});

describe("the booking filter's choices for a company with a large fleet", () => {
  it('offers every vehicle (not the first 100), in Norwegian order, and none of another company', async () => {
    const r = await manager.gql(`query($slug: String!) { account(slug: $slug) { bookingProductChoices { databaseId name licensePlate } } }`, { slug });
    expect(r.errors).toBeUndefined();
    const choices = r.data.account.bookingProductChoices as { databaseId: number; name: string }[];
    // The fleet plus the fixture's own car.
    expect(choices.length).toBe(FLEET + 1);
    expect(choices.map((c) => c.databaseId)).not.toContain(other.product.id);
    const names = choices.map((c) => c.name);
    expect(names.indexOf('elbil 1')).toBeLessThan(names.indexOf('Flåtebil 000'));
    expect(names.slice(-3)).toEqual(['Zoe 1', 'Øygarden 1', 'Åsane 1']);
  });

  it("offers the company's rental products, and none of another company", async () => {
    const r = await manager.gql(`query($slug: String!) { account(slug: $slug) { bookingRentalOptionChoices { databaseId title } } }`, { slug });
    expect(r.errors).toBeUndefined();
    const ids = r.data.account.bookingRentalOptionChoices.map((c: { databaseId: number }) => c.databaseId);
    expect(ids).not.toContain(other.rentalOption.id);
    expect(ids.length).toBeGreaterThan(0);
  });
});

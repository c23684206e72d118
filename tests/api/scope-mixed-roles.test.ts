/**
 * From the attacker's side, with staff who hold two roles: a write must be allowed by a role that may change that
 * thing there, never by the reach of another role (a read-only audit of the site, a customer role in another site).
 * Without an x-account header the scope is the union of the viewer's accounts, so each write checks what it changes
 * and what it links against the accounts whose role may make that change (scope.ts `writableScope`). Found by
 * walking every mutation as such users; scope-links.test.ts holds the booking doors.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_OPTION_MESSAGES } from '../../server/domain/rentalOption.ts';
import { shopBooking } from '../support/bookings.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const unique = () => Math.random().toString(36).slice(2);

/** A member of staff holding each of `roles` (role, account), logged in. */
async function staffWith(roles: [Parameters<typeof grant>[2], Parameters<typeof grant>[3]][]): Promise<TestClient> {
  const user = await createUser(server.db, `to-roller-${unique()}@fjordbil.no`, { employee: true });
  for (const [role, account] of roles) await grant(server.db, user.id, role, account);
  const c = server.client();
  await c.login(user.email, PASSWORD);
  return c;
}

describe("a vehicle class's vehicles, for a company manager who also audits the site", () => {
  const SET = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename
    ... on Error { message } ... on ValidationError { fields { field message } } } }`;

  // Bergen's manager may change Bergen's rental products; the audit lets them read Sunnmøre's vehicles and classes,
  // not take a vehicle out of Sunnmøre's class into their own (nor drop one that stands in their class).
  it("may not take another company's vehicle seen only through the audit (added or moved): refused on the field, nothing changes", async () => {
    const klass = await carClass(server.db, 1);
    const staff = await staffWith([
      ['company_manager', { companyId: klass.location.companyId }],
      ['site_franchise_auditor', { siteId: klass.location.siteId }],
    ]);
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const there = await server.db.location.findFirstOrThrow({ where: { companyId: sunnmore.id } });
    const theirs = await server.db.product.create({
      data: { name: 'Sunnmørsbil', categoryId: klass.option.categoryId, siteId: there.siteId, companyId: sunnmore.id, companyIdManager: sunnmore.id, locationId: there.id, licensePlate: `SM${String(Date.now() % 100000).padStart(5, '0')}` },
    });
    const theirClass = await server.db.rentalOption.create({
      data: {
        title: 'Sunnmøre-klasse', slug: `sunnmore-klasse-${unique()}`, status: 'public', categoryId: klass.option.categoryId, siteId: there.siteId,
        companyId: sunnmore.id, locationId: there.id, pricePrivateDay: '500', products: { create: [{ productId: theirs.id }] },
      },
    });
    expect((await staff.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Product', theirs.id) })).data.node, 'readable').not.toBeNull();
    const own = klass.products[0]!;
    const stampOf = async (id: number) => (await server.db.rentalOption.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
    const vehiclesOf = async (id: number) => (await server.db.rentalOptionProduct.findMany({ where: { rentalOptionId: id }, orderBy: { productId: 'asc' } })).map((r) => r.productId);

    for (const move of [false, true]) {
      const r = await staff.gql(SET, { input: { id: klass.optionGid, updatedAt: await stampOf(klass.option.id), productIds: [own.id, theirs.id].map((p) => encodeGlobalID('Product', p)), move } });
      expect(r.data.setRentalOptionProducts, `move: ${move}`).toEqual({ __typename: 'ValidationError', message: expect.any(String), fields: [{ field: 'productIds.1', message: RENTAL_OPTION_MESSAGES.vehicleNotYours }] });
      expect(await vehiclesOf(klass.option.id)).toEqual([own.id]);
      expect(await vehiclesOf(theirClass.id)).toEqual([theirs.id]);
    }

    // One of theirs standing in Bergen's class (put there by the network) is not the manager's to drop either: sent
    // without it, the class keeps it.
    await server.db.rentalOptionProduct.deleteMany({ where: { productId: theirs.id } });
    await server.db.rentalOptionProduct.create({ data: { rentalOptionId: klass.option.id, productId: theirs.id } });
    const kept = await staff.gql(SET, { input: { id: klass.optionGid, updatedAt: await stampOf(klass.option.id), productIds: [encodeGlobalID('Product', own.id)], move: false } });
    expect(kept.data.setRentalOptionProducts.__typename, JSON.stringify(kept)).toBe('SetRentalOptionProductsSuccess');
    expect(await vehiclesOf(klass.option.id)).toEqual([own.id, theirs.id].sort((a, b) => a - b));

    // Bergen's own vehicles are still theirs to put in and take out.
    const second = await server.db.product.create({
      data: { name: 'Bergensbil', categoryId: klass.option.categoryId, siteId: klass.location.siteId, companyId: klass.location.companyId, locationId: klass.location.id, licensePlate: `BG${String(Date.now() % 100000).padStart(5, '0')}` },
    });
    const added = await staff.gql(SET, { input: { id: klass.optionGid, updatedAt: await stampOf(klass.option.id), productIds: [own.id, second.id, theirs.id].map((p) => encodeGlobalID('Product', p)), move: false } });
    expect(added.data.setRentalOptionProducts.__typename, JSON.stringify(added)).toBe('SetRentalOptionProductsSuccess');
    expect(await vehiclesOf(klass.option.id)).toEqual([own.id, second.id, theirs.id].sort((a, b) => a - b));
  });
});

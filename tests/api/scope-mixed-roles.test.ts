/**
 * From the attacker's side, with staff who hold two roles: a write must be allowed by a role that may change that
 * thing there, never by the reach of another role (a read-only audit of the site, a customer role in another site).
 * Without an x-account header the scope is the union of the viewer's accounts, so each write checks what it changes
 * and what it links against the accounts whose role may make that change (scope.ts `writableScope`). Found by
 * walking every mutation as such users; scope-links.test.ts holds the booking doors.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../server/domain/customer.ts';
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

describe("a customer's log-in e-mail, for a company's employee who is also customer service in another site", () => {
  const UPDATE_CUSTOMER = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename
    ... on ValidationError { fields { field message } } ... on UpdateCustomerSuccess { user { email } } } }`;

  // The e-mail of a customer is changed only from the national (site) or network account that holds them: a site
  // role in another brand's site does not reach Bergen's customers, so it does not lend the company role its right.
  it('is refused (GraphQL and REST) and the form says so; the phone may still be changed', async () => {
    const network = await server.db.network.findFirstOrThrow();
    const site2 = await server.db.site.create({
      data: { networkId: network.id, name: 'Annan merkevare', slug: `annan-merkevare-${unique()}`, email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000000' },
    });
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    const staff = await staffWith([
      ['company_employee', { companyId: bergen.id }],
      ['site_support_agent', { siteId: site2.id }],
    ]);
    const person = await createUser(server.db, `bergenskunde-${unique()}@example.no`, { employee: false });
    const booking = await shopBooking(server, { period: futureWeek(12) });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerUserId: person.id } });
    const id = encodeGlobalID('User', person.id);
    const updatedAt = async () => (await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).updatedAt.toISOString();

    const flags = await staff.gql(`query($id: ID!) { node(id: $id) { ... on User { viewerMayChange viewerMayChangeEmail } } }`, { id });
    expect(flags.data.node).toEqual({ viewerMayChange: true, viewerMayChangeEmail: false });
    const takeover = await staff.gql(UPDATE_CUSTOMER, { input: { id, updatedAt: await updatedAt(), email: `angripar-${unique()}@example.com` } });
    expect(takeover.data.updateCustomer).toEqual({ __typename: 'ValidationError', fields: [{ field: 'email', message: CUSTOMER_MESSAGES.emailSiteOnly }] });
    const rest = await staff.rest('POST', '/user/update', { user_id: person.id, user_updated_at: await updatedAt(), user_email: `angripar2-${unique()}@example.com` });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(person.email);

    const phone = await staff.gql(UPDATE_CUSTOMER, { input: { id, updatedAt: await updatedAt(), phone: '+4790011133' } });
    expect(phone.data.updateCustomer.__typename, JSON.stringify(phone)).toBe('UpdateCustomerSuccess');
  });
});

describe('the owner of a new location, for a company manager who also audits the site', () => {
  // Only the company role may create locations; the audit may not choose an owner, so it must not make the form ask
  // for one: the location is the company's, as it is for a company manager alone.
  it('is their company when none is given (REST without an account header), not "Vel eigar"', async () => {
    const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    const staff = await staffWith([
      ['company_manager', { companyId: bergen.id }],
      ['site_franchise_auditor', { siteId: bergen.siteId }],
    ]);
    const name = `Eigartest ${unique()}`;
    const r = await staff.rest('POST', '/location/create', {
      location_name: name, location_status: 'private', location_address1: 'Kaien 1', location_zip: '5013', location_city: 'Bergen', location_region: 'Bergen',
      location_distance_from_company_km: '2', location_distance_from_company_min: 5,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await server.db.location.findFirstOrThrow({ where: { name } })).companyId).toBe(bergen.id);
  });
});

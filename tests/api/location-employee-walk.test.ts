/**
 * What a location employee (Lokasjonsmedarbeider, the lowest staff role) meets on a read-only walk through the back
 * office, over GraphQL: the screens the role table lets them use must load, and what it does not let them do is
 * refused by the server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { linesInput, stamp, UPDATE_BOOKING } from '../support/bookings.ts';
import { createUser, gid, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { statementsDuring } from '../support/sql.ts';

let server: TestServer;
let employee: TestClient;
let customer: TestClient;
let flesland: { id: number };
let elsewhere: Awaited<ReturnType<typeof placeWithObjects>>;
let returnedHere: { id: number };
/** A third location of the company with its own class and booking, nothing to do with Flesland. */
let elsewhereOnly: Awaited<ReturnType<typeof placeWithObjects>>;

/** The booking form's own selection of a booking's cart (web/src/admin/bookings/BookingForm.tsx). */
const BOOKING_FORM = `query($id: ID!) { node(id: $id) { ... on Booking { number viewerMayChange
  lines { rentalOption { id title } vehicleChoices { id name } product { id databaseId name licensePlate } } } } }`;

const PLACE_PRIVATE = 'internalNote privateEmail privatePhone cost';
const CLASS_PRIVATE = 'pricePrivateDay priceBusinessDay mileagePrivateDay';
const CAR_PRIVATE = 'valuation monthlyCostInsurance vin accountingProductNumber author { id }';
// Values no id, plate or name of the fixture can contain, so "not found" means the field was withheld.
const SECRETS = ['412345', '1777', 'WVWZZZSECRET00001', 'KONTO-7713', 'Nøkkelboks kode 4471', 'sjef@lm-vandring.no', '99887766', '98713', '87624', '32179'];

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  flesland = await db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
  // Another location of the same company, with its own car: the car is picked up there and returned at Flesland.
  elsewhere = await placeWithObjects(db, { siteId: bergen.siteId, companyId: bergen.id, label: 'lm-vandring' });
  elsewhereOnly = await placeWithObjects(db, { siteId: bergen.siteId, companyId: bergen.id, label: 'lm-vandring-anna' });
  // What the other location keeps to itself: a booking's grant must not hand it to the return location's staff.
  await db.product.update({ where: { id: elsewhere.product.id }, data: { valuation: '412345.00', monthlyCostInsurance: '1777.00', vin: 'WVWZZZSECRET00001', accountingProductNumber: 'KONTO-7713' } });
  await db.location.update({ where: { id: elsewhere.location.id }, data: { internalNote: 'Nøkkelboks kode 4471', privateEmail: 'sjef@lm-vandring.no', privatePhone: '99887766' } });
  await db.rentalOption.update({ where: { id: elsewhere.rentalOption.id }, data: { pricePrivateDay: '98713.00', priceBusinessDay: '87624.00', mileagePrivateDay: 32179 } });
  const customerUser = await createUser(db, 'lm-vandring.kunde@example.no', { employee: false });
  returnedHere = await db.booking.create({
    data: {
      status: 'returned', pickupLocationId: elsewhere.location.id, dropoffLocationId: flesland.id,
      pickupAt: new Date(Date.UTC(2031, 2, 3, 9)), dropoffAt: new Date(Date.UTC(2031, 2, 5, 9)), durationHours: 48,
      totalPrice: '2000.00', companyId: bergen.id, siteId: bergen.siteId, customerUserId: customerUser.id,
      lines: { create: [{ position: 0, rentalOptionId: elsewhere.rentalOption.id, productId: elsewhere.product.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '2000.00' }] },
    },
  });
  const staff = await createUser(db, 'lm-vandring@fjordbil.no');
  await grant(db, staff.id, 'location_employee', { locationId: flesland.id });
  employee = server.client();
  await employee.login(staff.email, PASSWORD);
  customer = server.client();
  await customer.login(customerUser.email, PASSWORD);
});

describe('a booking returned at the location with a car from another location', () => {
  describe('as a location employee of the return location', () => {
    it('opens the booking with the car on its cart line (not FORBIDDEN on the car)', async () => {
      const r = await employee.gql(BOOKING_FORM, { id: gid('Booking', returnedHere.id) });
      expect(r.errors).toBeUndefined();
      expect(r.data.node.viewerMayChange).toBe(true);
      expect(r.data.node.lines[0].product).toMatchObject({ databaseId: elsewhere.product.id, name: elsewhere.product.name, licensePlate: elsewhere.product.licensePlate });
    });

    it('saves the booking unchanged and the car stays on the line', async () => {
      const lines = linesInput([{ rentalOptionId: elsewhere.rentalOption.id, amount: 1, productId: elsewhere.product.id }]);
      const r = await employee.gql(UPDATE_BOOKING, { input: { id: gid('Booking', returnedHere.id), updatedAt: await stamp(server, returnedHere.id), comment: 'Bilen står på P2', lines } });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateBooking.__typename).toBe('UpdateBookingSuccess');
      expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: returnedHere.id } })).productId).toBe(elsewhere.product.id);
    });

    it('lists the booking with its pick-up place and rental product, which belong to the other (private) location', async () => {
      const r = await employee.gql(
        `query($slug: String!) { account(slug: $slug) { bookings(first: 50) { totalCount edges { node { databaseId pickupLocation { name } dropoffLocation { name }
          lines { lineType rentalOption { title } } } } } } }`,
        { slug: 'bergen-lufthamn-flesland' },
      );
      expect(r.errors).toBeUndefined();
      const row = r.data.account.bookings.edges.map((e: { node: { databaseId: number } }) => e.node).find((b: { databaseId: number }) => b.databaseId === returnedHere.id);
      expect(row).toMatchObject({ pickupLocation: { name: elsewhere.location.name }, lines: [{ rentalOption: { title: elsewhere.rentalOption.title } }] });
    });

    it('decides the grant of a listed booking from its row: a page of bookings stays two statements (session, page)', async () => {
      // The grant each booking hands its places was once a scope query by booking id on every booking list.
      const admin = server.client();
      await admin.login('admin@fjordbil.no', 'demo1234');
      const { result, sql } = await statementsDuring(() =>
        admin.gql(`query($slug: String!) { account(slug: $slug) { bookings(first: 50) { edges { node { databaseId status } } } } }`, { slug: 'systemeier' }),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data.account.bookings.edges.some((e: { node: { databaseId: number } }) => e.node.databaseId === returnedHere.id)).toBe(true);
      expect(sql.length, sql.map((q) => q.slice(0, 200)).join('\n---\n')).toBe(2);
    });

    it("sees what the desk needs of the other location's car, place and class, never what its owners keep to themselves", async () => {
      const query = `query($id: ID!) { node(id: $id) { ... on Booking {
        pickupLocation { name ${PLACE_PRIVATE} }
        lines { rentalOption { title ${CLASS_PRIVATE} } product { name licensePlate ${CAR_PRIVATE} } } } } }`;
      const r = await employee.gql(query, { id: gid('Booking', returnedHere.id) });
      const b = r.data.node;
      expect(b.pickupLocation.name).toBe(elsewhere.location.name);
      expect(b.lines[0].product).toMatchObject({ name: elsewhere.product.name, licensePlate: elsewhere.product.licensePlate });
      expect(b.lines[0].rentalOption.title).toBe(elsewhere.rentalOption.title);
      for (const secret of SECRETS) expect(JSON.stringify(r.data)).not.toContain(secret);
      const errors = (r.errors ?? []) as unknown as { path: (string | number)[]; extensions?: { code?: string } }[];
      const refused = errors.filter((e) => e.extensions?.code === 'FORBIDDEN').map((e) => e.path.at(-1));
      expect(new Set(refused)).toEqual(new Set(`${PLACE_PRIVATE} ${CLASS_PRIVATE} ${CAR_PRIVATE}`.split(' ').filter((f) => f !== 'id' && !f.includes('{') && !f.includes('}'))));

      // The same query by staff whose scope holds the other location answers all of it (the fields work).
      const admin = server.client();
      await admin.login('admin@fjordbil.no', 'demo1234');
      const own = await admin.gql(query, { id: gid('Booking', returnedHere.id) });
      expect(own.errors).toBeUndefined();
      for (const secret of SECRETS) expect(JSON.stringify(own.data)).toContain(secret);
    });

    it("offers the other location's class as a booking list filter, finds the booking by it, and offers no class of bookings elsewhere", async () => {
      const r = await employee.gql(`query($slug: String!) { account(slug: $slug) { bookingRentalOptionChoices { databaseId title } } }`, { slug: 'bergen-lufthamn-flesland' });
      expect(r.errors).toBeUndefined();
      const ids = r.data.account.bookingRentalOptionChoices.map((c: { databaseId: number }) => c.databaseId);
      expect(ids).toContain(elsewhere.rentalOption.id);
      expect(ids).not.toContain(elsewhereOnly.rentalOption.id);
      // Flesland's own classes are offered too.
      const own = await server.db.rentalOption.findMany({ where: { locationId: flesland.id }, select: { id: true } });
      expect(own.length).toBeGreaterThan(0);
      for (const o of own) expect(ids).toContain(o.id);
      const list = await employee.gql(
        `query($slug: String!, $ro: ID) { account(slug: $slug) { bookings(first: 50, rentalOptionId: $ro) { edges { node { databaseId } } } } }`,
        { slug: 'bergen-lufthamn-flesland', ro: gid('RentalOption', elsewhere.rentalOption.id) },
      );
      expect(list.data.account.bookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([returnedHere.id]);
    });

    it("offers the other location's car a booking here carries as a vehicle filter, its own cars, and none of bookings elsewhere", async () => {
      const r = await employee.gql(`query($slug: String!) { account(slug: $slug) { bookingProductChoices { databaseId name licensePlate } } }`, { slug: 'bergen-lufthamn-flesland' });
      expect(r.errors).toBeUndefined();
      const ids = r.data.account.bookingProductChoices.map((c: { databaseId: number }) => c.databaseId);
      expect(ids).toContain(elsewhere.product.id);
      expect(ids).not.toContain(elsewhereOnly.product.id);
      const own = await server.db.product.findMany({ where: { locationId: flesland.id }, select: { id: true } });
      expect(own.length).toBeGreaterThan(0);
      for (const o of own) expect(ids).toContain(o.id);
      const list = await employee.gql(
        `query($slug: String!, $p: ID) { account(slug: $slug) { bookings(first: 50, productId: $p) { edges { node { databaseId } } } } }`,
        { slug: 'bergen-lufthamn-flesland', p: gid('Product', elsewhere.product.id) },
      );
      expect(list.data.account.bookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([returnedHere.id]);
    });

    it('still does not open the car, the place or the rental product on their own', async () => {
      for (const [type, id] of [['Product', elsewhere.product.id], ['Location', elsewhere.location.id], ['RentalOption', elsewhere.rentalOption.id]] as const) {
        const r = await employee.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid(type, id) });
        expect(r.data.node, type).toBeNull();
      }
    });
  });

  describe('as the customer of the booking', () => {
    it('never sees the car (customers see no vehicle)', async () => {
      const r = await customer.gql(BOOKING_FORM.replace('vehicleChoices { id name } ', ''), { id: gid('Booking', returnedHere.id) });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(r.data?.node?.lines?.[0]?.product ?? null).toBeNull();
    });
  });
});

/**
 * Booking writes for every role of the role table at every level, against a booking inside its scope and one
 * outside, for update, delete and the phone order, over GraphQL and REST. Every role but site_franchise_auditor may
 * change bookings (location_employee included, spec README "Roles"); outside the scope a booking is not found.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayChange, ROLES, roleLevel, type RoleName } from '../../server/domain/roles.ts';
import { DELETE_BOOKING, STAFF_BOOKING, UPDATE_BOOKING } from '../support/bookings.ts';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;

type Outcome = 'ok' | 'forbidden' | 'notFound' | 'invalid';
type Place = Awaited<ReturnType<typeof placeWithObjects>>;

const OUTCOME_OF_TYPENAME: Record<string, Outcome> = {
  UpdateBookingSuccess: 'ok',
  DeleteBookingSuccess: 'ok',
  CreateStaffBookingSuccess: 'ok',
  ForbiddenError: 'forbidden',
  NotFoundError: 'notFound',
  ValidationError: 'invalid',
};
const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'ok', 403: 'forbidden', 404: 'notFound' };

const users = {} as Record<RoleName, { email: string; slug: string }>;
let home: Place;
let bergenOther: Place;
let sunnmore: Place;
let otherSite: Place;
let homeClass: { id: number };
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmoreCompany = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const site2 = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'annan-merkevare-bookingroller', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000000' },
  });
  const company2 = await db.company.create({ data: { siteId: site2.id, name: 'Annan AS', slug: 'annan-as-bookingroller' } });
  home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'bookingrolle-heime' });
  bergenOther = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'bookingrolle-bergen2' });
  sunnmore = await placeWithObjects(db, { siteId: site.id, companyId: sunnmoreCompany.id, label: 'bookingrolle-sunnmore' });
  otherSite = await placeWithObjects(db, { siteId: site2.id, companyId: company2.id, label: 'bookingrolle-annan' });
  // The home location takes phone orders: public, with a public car class of many cars.
  await db.location.update({ where: { id: home.location.id }, data: { status: 'public' } });
  const category = await db.productCategory.findFirstOrThrow({ where: { isCar: true, requireTransportationBetweenLocations: true } });
  const cars = [];
  for (let i = 0; i < 40; i++) {
    cars.push(await db.product.create({ data: { name: `Rollebil ${i}`, categoryId: category.id, siteId: site.id, companyId: bergen.id, locationId: home.location.id, licensePlate: `RB${String(10000 + i)}` } }));
  }
  homeClass = await db.rentalOption.create({
    data: {
      title: 'Rolleklasse', slug: 'rolleklasse-bookingroller', status: 'public', categoryId: category.id, siteId: site.id, companyId: bergen.id, locationId: home.location.id,
      pricePrivateDay: '500', products: { create: cars.map((p) => ({ productId: p.id })) },
    },
  });
  for (const role of ROLES) {
    const user = await createUser(db, `${role}@bookingroller.test`);
    const level = roleLevel(role);
    const account = level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.location.id };
    await grant(db, user.id, role, account);
    const slug = level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : home.location.slug;
    users[role] = { email: user.email, slug };
  }
});

/** The place just outside the role's level (for the network: another site, which it still holds). */
const outsidePlace = (role: RoleName) => {
  const level = roleLevel(role);
  return level === 'location' ? bergenOther : level === 'company' ? sunnmore : otherSite;
};

/** What the role table says should happen, inside or outside the scope. */
function expected(role: RoleName, where: 'inside' | 'outside'): Outcome {
  if (where === 'outside' && role !== 'network_admin') return 'notFound';
  return mayChange(role, 'bookings') ? 'ok' : 'forbidden';
}

/** A fresh pending booking picked up and returned at the place. */
async function bookingAt(place: Place) {
  seq += 1;
  const start = new Date(Date.UTC(2031, 0, 1, 9) + seq * 3 * 86400_000);
  return server.db.booking.create({
    data: {
      pickupLocationId: place.location.id, dropoffLocationId: place.location.id, pickupAt: start, dropoffAt: new Date(start.getTime() + 86400_000),
      durationHours: 24, totalPrice: '500.00', companyId: place.location.companyId, siteId: place.location.siteId, guestFirstname: 'Rolle', guestLastname: 'Test',
      lines: { create: [{ position: 0, rentalOptionId: place.rentalOption.id, lineType: 'rental', amount: 1, pricePerDay: '500.00', totalPrice: '500.00' }] },
    },
  });
}

async function login(role: RoleName): Promise<TestClient> {
  const c = server.client();
  await c.login(users[role].email, PASSWORD);
  return c;
}

describe('booking writes by role', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('updates, deletes and places phone orders over GraphQL exactly as the role table allows, inside its scope only', async () => {
        const c = await login(role);
        const outcome = async (doc: string, input: Record<string, unknown>, field: string) => {
          const r = await c.gql(doc, { input });
          const typename = r.data?.[field]?.__typename;
          if (!typename || !(typename in OUTCOME_OF_TYPENAME)) throw new Error(`${field}: ${JSON.stringify(r)}`);
          return OUTCOME_OF_TYPENAME[typename];
        };
        const inside = await bookingAt(home);
        const outside = await bookingAt(outsidePlace(role));
        const upd = (b: { id: number; updatedAt: Date }) => ({ id: encodeGlobalID('Booking', b.id), updatedAt: b.updatedAt.toISOString(), comment: `endra av ${role}`, status: 'confirmed' });
        expect(await outcome(UPDATE_BOOKING, upd(inside), 'updateBooking'), 'update inside').toBe(expected(role, 'inside'));
        expect(await outcome(UPDATE_BOOKING, upd(outside), 'updateBooking'), 'update outside').toBe(expected(role, 'outside'));
        const after = await server.db.booking.findUniqueOrThrow({ where: { id: inside.id } });
        expect(after.comment === `endra av ${role}`).toBe(expected(role, 'inside') === 'ok');
        expect(after.status).toBe(expected(role, 'inside') === 'ok' ? 'confirmed' : 'pending');

        const pending = await bookingAt(home);
        const pendingOutside = await bookingAt(outsidePlace(role));
        expect(await outcome(DELETE_BOOKING, { id: encodeGlobalID('Booking', pending.id) }, 'deleteBooking'), 'delete inside').toBe(expected(role, 'inside'));
        expect(await outcome(DELETE_BOOKING, { id: encodeGlobalID('Booking', pendingOutside.id) }, 'deleteBooking'), 'delete outside').toBe(expected(role, 'outside'));
        expect(await server.db.booking.count({ where: { id: pending.id } })).toBe(expected(role, 'inside') === 'ok' ? 0 : 1);

        const phoneOrder = (locationId: number, week: number) => ({
          accountId: encodeGlobalID('Account', users[role].slug), pickupLocationId: encodeGlobalID('Location', locationId),
          rentalOptionId: encodeGlobalID('RentalOption', homeClass.id), ...futureWeek(week),
          firstname: 'Telefon', lastname: role, email: 'telefon@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
        });
        const week = ROLES.indexOf(role);
        const before = await server.db.booking.count({ where: { placedByStaff: true } });
        expect(await outcome(STAFF_BOOKING, phoneOrder(home.location.id, week), 'createStaffBooking'), 'phone order inside').toBe(expected(role, 'inside'));
        expect(await outcome(STAFF_BOOKING, phoneOrder(outsidePlace(role).location.id, week), 'createStaffBooking'), 'phone order outside').toBe(
          // The network holds the other site too: the order passes the scope, and that private location takes no orders.
          role === 'network_admin' ? 'invalid' : mayChange(role, 'bookings') ? 'notFound' : 'forbidden',
        );
        expect(await server.db.booking.count({ where: { placedByStaff: true } })).toBe(before + (expected(role, 'inside') === 'ok' ? 1 : 0));
      });

      it('updates and deletes over REST with the same answers (403 / 404)', async () => {
        const c = await login(role);
        const status = async (method: string, path: string, body?: unknown) => {
          const r = await c.rest(method, path, body, { 'x-account': users[role].slug });
          if (!(r.status in OUTCOME_OF_STATUS)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
          return OUTCOME_OF_STATUS[r.status];
        };
        const inside = await bookingAt(home);
        const outside = await bookingAt(outsidePlace(role));
        const upd = (b: { id: number; updatedAt: Date }) => ({ booking_id: b.id, booking_updated_at: b.updatedAt.toISOString(), booking_comment: `rest ${role}` });
        expect(await status('POST', '/booking/update', upd(inside)), 'update inside').toBe(expected(role, 'inside'));
        expect(await status('POST', '/booking/update', upd(outside)), 'update outside').toBe(expected(role, 'outside'));
        expect(await status('GET', `/booking/${inside.id}`), 'read inside').toBe('ok');
        expect(await status('GET', `/booking/${outside.id}`), 'read outside').toBe(role === 'network_admin' ? 'ok' : 'notFound');
        expect(await status('DELETE', `/booking/delete?booking_id=${inside.id}`), 'delete inside').toBe(expected(role, 'inside'));
        expect(await status('DELETE', '/booking/delete', { booking_id: outside.id }), 'delete outside').toBe(expected(role, 'outside'));
      });
    });
  }
});

/**
 * The legacy booking paths for staff: the overview with its filters and the objects it references, one booking,
 * the list, the history, and the update/delete the spec does not show (legacy names in and out, 409 for stale edits,
 * a taken vehicle and undeletable bookings, 422 naming legacy fields), and the licence only behind staff scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { formatOslo } from '../../server/domain/time.ts';
import { shopBooking } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const legacyLines = (lines: { rentalOptionId: number; amount: number; productId: number | null }[], productId?: number) =>
  lines.map((l, i) => ({ rentaloption_id: l.rentalOptionId, amount: l.amount, product_id: i === 0 && productId ? productId : l.productId, price_per_day: 1, total_item_price: 1 }));

describe('GET /api/v1/booking/overview', () => {
  it('lists bookings with the rental options, products, locations and companies they reference, filtered', async () => {
    const b = await shopBooking(server, { period: futureWeek(20) });
    await server.db.bookingLine.updateMany({ where: { bookingId: b.id, position: 0 }, data: { productId: b.klass.products[0]!.id } });
    const r = await admin.rest('GET', `/booking/overview?rentaloption_id=${b.klass.option.id}&booking_status=pending&limit=10`);
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({ limit: 10, page: 1, total_count: 1 });
    const [booking] = r.body.data.bookings;
    expect(booking).toMatchObject({ booking_id: b.id, booking_number: bookingNumber(b.id), booking_status: 'pending', booking_order_type: 'private', booking_placed_by_staff: false });
    expect(booking.booking_products[0]).toMatchObject({ rentaloption_id: b.klass.option.id, product_id: b.klass.products[0]!.id, amount: 1, manual_price: false });
    expect(booking.booking_products[0].total_item_price).toBeGreaterThan(0);
    expect(r.body.data.rentaloptions.map((o: { rentaloption_id: number }) => o.rentaloption_id)).toContain(b.klass.option.id);
    expect(r.body.data.products).toEqual([expect.objectContaining({ product_id: b.klass.products[0]!.id, product_license_plate: b.klass.products[0]!.licensePlate })]);
    expect(r.body.data.locations).toEqual([expect.objectContaining({ location_id: b.klass.location.id })]);
    expect(r.body.data.companies).toEqual([expect.objectContaining({ company_id: b.klass.location.companyId })]);
    const none = await admin.rest('GET', `/booking/overview?rentaloption_id=${b.klass.option.id}&booking_status=confirmed`);
    expect(none.body.data.bookings).toEqual([]);
    const byProduct = await admin.rest('GET', `/booking/overview?product_id=${b.klass.products[0]!.id}&booking_from=${encodeURIComponent(futureWeek(20).pickupAt)}&booking_to=${encodeURIComponent(futureWeek(21).pickupAt)}`);
    expect(byProduct.body.data.bookings.map((x: { booking_id: number }) => x.booking_id)).toEqual([b.id]);
    const business = await admin.rest('GET', `/booking/overview?rentaloption_id=${b.klass.option.id}&booking_order_type=business`);
    expect(business.body.pagination.total_count).toBe(0);
  });

  it('names the member of staff who placed a booking (the spec\'s author), and null for a shop order', async () => {
    const b = await shopBooking(server, { period: futureWeek(22) });
    const shop = await admin.rest('GET', `/booking/${b.id}`);
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({ author_id: null, author: null });
    // As a phone order records it (bookingStaff.ts): the staff member as author.
    const staff = await server.db.user.findUniqueOrThrow({ where: { email: 'nasjonal@fjordbil.no' } });
    await server.db.booking.update({ where: { id: b.id }, data: { authorId: staff.id, placedByStaff: true } });
    const phone = await admin.rest('GET', `/booking/${b.id}`);
    expect(phone.body.data).toMatchObject({ author_id: staff.id, author: `${staff.firstname} ${staff.lastname}` });
  });

  it('filters by site_id like the other staff lists, and answers 422 naming site_id for a bad one', async () => {
    const b = await shopBooking(server, { period: futureWeek(24) });
    const siteId = b.row.siteId;
    for (const path of ['/bookings', '/booking/overview']) {
      const own = await admin.rest('GET', `${path}?site_id=${siteId}&limit=1000`);
      expect(own.status, path).toBe(200);
      expect(own.body.pagination.total_count, path).toBe(await server.db.booking.count({ where: { siteId } }));
      const other = await admin.rest('GET', `${path}?site_id=${siteId + 1000}`);
      expect(other.status, path).toBe(200);
      expect(other.body.pagination.total_count, path).toBe(0);
      const bad = await admin.rest('GET', `${path}?site_id=abc`);
      expect(bad.status, path).toBe(422);
      expect(bad.body.fields.map((f: { field: string }) => f.field), path).toEqual(['site_id']);
    }
  });

  it('reads a plain date in booking_from / booking_to as a whole Oslo day, booking_to included', async () => {
    const b = await shopBooking(server, { period: futureWeek(25) });
    // Pick-up on day 0, return two days later at the same time of day.
    const day = (n: number) => formatOslo(new Date(b.row.pickupAt.getTime() + n * 86_400_000)).slice(0, 10);
    const returnAt = formatOslo(b.row.dropoffAt);
    expect(returnAt.slice(0, 10)).toBe(day(2));
    const minuteBefore = formatOslo(new Date(b.row.dropoffAt.getTime() - 60_000));
    const ids = async (filter: string) => {
      const r = await admin.rest('GET', `/bookings?rentaloption_id=${b.klass.option.id}&${filter}`);
      expect(r.status, filter).toBe(200);
      return r.body.data.map((x: { booking_id: number }) => x.booking_id);
    };
    expect(await ids(`booking_from=${day(0)}&booking_to=${day(0)}`)).toEqual([b.id]);
    expect(await ids(`booking_from=${day(2)}&booking_to=${day(2)}`)).toEqual([b.id]);
    expect(await ids(`booking_to=${day(-1)}`)).toEqual([]);
    expect(await ids(`booking_from=${day(3)}`)).toEqual([]);
    // Date-times keep working, as Oslo wall-clock time or with an offset.
    expect(await ids(`booking_from=${encodeURIComponent(returnAt)}`)).toEqual([]);
    expect(await ids(`booking_from=${encodeURIComponent(minuteBefore)}`)).toEqual([b.id]);
    expect(await ids(`booking_from=${encodeURIComponent(b.row.dropoffAt.toISOString())}`)).toEqual([]);
    const bad = await admin.rest('GET', '/bookings?booking_from=2026-02-30&booking_to=2026-13-01');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['booking_from', 'booking_to']);
  });

  it('answers 422 naming the legacy filter, and 401 without a session', async () => {
    const bad = await admin.rest('GET', '/booking/overview?booking_status=flying');
    expect(bad.status).toBe(422);
    expect(bad.body.fields[0].field).toBe('booking_status');
    expect((await server.client().rest('GET', '/booking/overview')).status).toBe(401);
    expect((await server.client().rest('GET', '/bookings')).status).toBe(401);
  });
});

describe('GET /api/v1/bookings and /booking/{id}', () => {
  it('pages the scoped list and reads one booking in legacy names; another location\'s employee does not find it', async () => {
    const b = await shopBooking(server, { period: futureWeek(22), email: 'kari.kunde@example.no' });
    const list = await admin.rest('GET', '/bookings?limit=2&page=1');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.pagination.total_count).toBeGreaterThan(2);
    expect(list.body.data[0].booking_id).toBeGreaterThan(list.body.data[1].booking_id);
    const one = await admin.rest('GET', `/booking/${b.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ booking_id: b.id, booking_guest_email: 'kari.kunde@example.no', booking_pickup_location_id: b.klass.location.id, booking_total_price: Number(b.row.totalPrice) });
    expect(one.body.data.booking_pickup_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const flesland = server.client();
    await flesland.login('flesland@fjordbil.no', 'demo1234');
    expect((await flesland.rest('GET', `/booking/${b.id}`)).status).toBe(404);
    expect((await admin.rest('GET', '/booking/99999999')).status).toBe(404);
  });
});

describe('POST /api/v1/booking/update', () => {
  it('saves legacy fields, reprices with the engine and ignores prices sent for engine lines', async () => {
    const b = await shopBooking(server, { period: futureWeek(23) });
    const r = await admin.rest('POST', '/booking/update', {
      booking_id: b.id, booking_updated_at: b.row.updatedAt.toISOString(), booking_status: 'confirmed', booking_reference: 'REF-9',
      booking_total_price: 1, booking_products: legacyLines(b.row.lines),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ message: 'Endret', description: 'Endringen er lagret.' });
    expect(r.body.data).toMatchObject({ booking_status: 'confirmed', booking_reference: 'REF-9', booking_total_price: Number(b.row.totalPrice) });
    expect(r.body.data.booking_products.map((l: { total_item_price: number }) => l.total_item_price)).toEqual(b.row.lines.map((l) => Number(l.totalPrice)));
    // A line marked manual keeps the price staff typed.
    const roofBox = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'takboks' } });
    const manual = await admin.rest('POST', '/booking/update', {
      booking_id: b.id, booking_updated_at: r.body.data.booking_updated_at,
      booking_products: [...legacyLines(b.row.lines), { rentaloption_id: roofBox.id, amount: 1, price_per_day: '10.00', manual_price: true }],
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    expect(manual.body.data.booking_products[2]).toMatchObject({ manual_price: true, price_per_day: 10, total_item_price: 20 });
  });

  it('answers 409 for a stale edit and for a vehicle another booking holds, naming it', async () => {
    const klass = await carClass(server.db, 2);
    const a = await shopBooking(server, { klass, period: futureWeek(24) });
    const b = await shopBooking(server, { klass, period: futureWeek(24) });
    const car = klass.products[0]!.id;
    const first = await admin.rest('POST', '/booking/update', { booking_id: a.id, booking_updated_at: a.row.updatedAt.toISOString(), booking_products: legacyLines(a.row.lines, car) });
    expect(first.status).toBe(200);
    const stale = await admin.rest('POST', '/booking/update', { booking_id: a.id, booking_updated_at: a.row.updatedAt.toISOString(), booking_comment: 'for seint' });
    expect(stale.status).toBe(409);
    expect(stale.body.status).toBe('Conflict');
    const taken = await admin.rest('POST', '/booking/update', { booking_id: b.id, booking_updated_at: b.row.updatedAt.toISOString(), booking_products: legacyLines(b.row.lines, car) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ status: 'VehicleTaken', conflicting_booking_id: a.id, conflicting_booking_number: bookingNumber(a.id), product_id: car });
    expect(taken.body.data).toContain(bookingNumber(a.id));
  });

  it('answers 422 naming the legacy fields, and writes nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(25) });
    const r = await admin.rest('POST', '/booking/update', {
      booking_id: b.id, booking_updated_at: b.row.updatedAt.toISOString(), booking_guest_email: 'nei', booking_products: [{ rentaloption_id: b.row.lines[0]!.rentalOptionId, amount: 3 }],
    });
    expect(r.status).toBe(422);
    expect(r.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['booking_guest_email']);
    const r2 = await admin.rest('POST', '/booking/update', { booking_id: b.id, booking_updated_at: b.row.updatedAt.toISOString(), booking_products: [{ rentaloption_id: b.row.lines[0]!.rentalOptionId, amount: 3 }] });
    expect(r2.status).toBe(422);
    expect(r2.body.fields[0].field).toBe('booking_products.0.amount');
    expect((await admin.rest('POST', '/booking/update', { booking_comment: 'x' })).status).toBe(422);
    expect((await admin.rest('POST', '/booking/update', { booking_id: b.id, booking_comment: 'x' })).body.fields[0].field).toBe('booking_updated_at');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).updatedAt.toISOString()).toBe(b.row.updatedAt.toISOString());
  });
});

describe('a booking sent back as GET gives it', () => {
  it('is saved for a registered customer too (whose guest fields are null), and refusals name legacy fields', async () => {
    const klass = await carClass(server.db, 1);
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    const placed = await customer.gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(11)) });
    const id = placed.data.createBooking.booking.databaseId;
    // As a registered customer's booking made from the account (no guest details stored).
    await server.db.booking.update({ where: { id }, data: { guestFirstname: null, guestLastname: null, guestEmail: null, guestPhone: null } });
    const got = await admin.rest('GET', `/booking/${id}`);
    expect(got.body.data.booking_guest_firstname).toBeNull();
    const r = await admin.rest('POST', '/booking/update', got.body.data);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const bad = await admin.rest('POST', '/booking/update', { ...got.body.data, booking_updated_at: r.body.data.booking_updated_at, booking_guest_email: 'ikkje-e-post' });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toBe('Ugyldige felt: booking_guest_email');
  });
});

describe('DELETE /api/v1/booking/delete and GET /booking/history', () => {
  it('refuses a confirmed booking with 409 NotDeletable, deletes a cancelled one, and keeps its history', async () => {
    const b = await shopBooking(server, { period: futureWeek(26) });
    const confirmed = await admin.rest('POST', '/booking/update', { booking_id: b.id, booking_updated_at: b.row.updatedAt.toISOString(), booking_status: 'confirmed' });
    const refused = await admin.rest('DELETE', `/booking/delete?booking_id=${b.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'NotDeletable', booking_status: 'confirmed' });
    await admin.rest('POST', '/booking/update', { booking_id: b.id, booking_updated_at: confirmed.body.data.booking_updated_at, booking_status: 'cancelled' });
    const history = await admin.rest('GET', `/booking/history?booking_id=${b.id}`);
    expect(history.body.data.map((h: { history_status: string }) => h.history_status)).toEqual(['cancelled', 'confirmed', 'pending']);
    expect(history.body.data[0].history_changes.status).toEqual(['confirmed', 'cancelled']);
    const done = await admin.rest('DELETE', '/booking/delete', { booking_id: b.id });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ data: { booking_id: b.id }, message: 'Slettet' });
    const after = await admin.rest('GET', `/booking/history?booking_id=${b.id}`);
    expect(after.body.data[0]).toMatchObject({ history_status: 'deleted' });
    expect(after.body.data).toHaveLength(4);
    // The guest's order names the shop as its author, not nobody; staff's changes name the staff member.
    expect(after.body.data.map((h: { author: string | null }) => h.author)).toEqual(['Ingrid Haugland', 'Ingrid Haugland', 'Ingrid Haugland', 'Nettbutikken']);
    expect((await admin.rest('DELETE', '/booking/delete')).status).toBe(422);
    expect((await admin.rest('GET', '/booking/history')).status).toBe(422);
  });
});

describe('the uploaded licence', () => {
  it('is readable by staff whose scope holds the booking only, never through a public address', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(27), { driversLicence: 'upload', driversLicenceFile: `data:image/png;base64,${png.toString('base64')}` }) });
    const id = r.data.createBooking.booking.databaseId as number;
    const node = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Booking { documents { url mime size } } } }`, { id: r.data.createBooking.booking ? `${Buffer.from(`Booking:${id}`).toString('base64')}` : '' });
    const [doc] = node.data.node.documents;
    expect(doc).toMatchObject({ mime: 'image/png', size: png.length });
    const own = await admin.rest('GET', doc.url.replace('/api/v1', ''));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const flesland = server.client();
    await flesland.login('flesland@fjordbil.no', 'demo1234');
    expect((await flesland.rest('GET', doc.url.replace('/api/v1', ''))).status).toBe(404);
    const fleslandNode = await flesland.gql(`query($id: ID!) { node(id: $id) { ... on Booking { documents { url } } } }`, { id: Buffer.from(`Booking:${id}`).toString('base64') });
    expect(fleslandNode.data?.node ?? null).toBeNull();
    expect((await server.client().rest('GET', doc.url.replace('/api/v1', ''))).status).toBe(401);
    const uploadId = Number(doc.url.split('/').pop());
    expect((await server.app.request(`http://shop.test/uploads/${uploadId}`)).status).toBe(404);
  });
});

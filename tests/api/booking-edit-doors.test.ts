/**
 * A booking's edit (GraphQL updateBooking and REST POST /booking/update) keeps the rules the other doors keep: a
 * business order keeps its firm's name and organisation number (the shop and the phone order demand them), and a
 * booking moves only to a place in use, not to a draft or an archived one (the shop, the phone order and partners
 * sell only at published places). Found by walking the same write through every door.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_NAME_REQUIRED, ORGNR_MESSAGES } from '../../server/domain/booking.ts';
import { BOOKING_MESSAGES } from '../../server/domain/bookingEdit.ts';
import { shopBooking, stamp, update } from '../support/bookings.ts';
import { carClass, futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

describe('a business order', () => {
  it('keeps its firm name and organisation number: emptying either is refused on both doors, nothing stored; changing them is fine', async () => {
    const booking = await shopBooking(server, { period: futureWeek(2) });
    await server.db.booking.update({ where: { id: booking.id }, data: { orderType: 'business', guestBusinessName: 'Fjordfrakt AS', guestBusinessOrgnr: '923456797' } });
    for (const [field, message] of [
      ['guestBusinessName', BUSINESS_NAME_REQUIRED],
      ['guestBusinessOrgnr', ORGNR_MESSAGES.required],
    ] as const) {
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), [field]: '' });
      expect(r.__typename, field).toBe('ValidationError');
      expect(r.fields, field).toEqual([{ field, message }]);
    }
    const rest = await admin.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_guest_business_name: '', booking_guest_business_orgnr: '' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'booking_guest_business_name', message: BUSINESS_NAME_REQUIRED },
        { field: 'booking_guest_business_orgnr', message: ORGNR_MESSAGES.required },
      ]),
    );
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ guestBusinessName: 'Fjordfrakt AS', guestBusinessOrgnr: '923456797' });
    const renamed = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), guestBusinessName: 'Fjordfrakt Vest AS' });
    expect(renamed.__typename).toBe('UpdateBookingSuccess');
    // A private order has no firm to keep.
    const personal = await shopBooking(server, { period: futureWeek(3) });
    expect((await update(admin, { id: personal.gid, updatedAt: await stamp(server, personal.id), guestBusinessName: '' })).__typename).toBe('UpdateBookingSuccess');
  });
});

describe('a booking\'s places', () => {
  it('move only to a place in use: a draft or an archived one is refused on both doors; a private one is fine, and a booking already at a draft place keeps it', async () => {
    const klass = await carClass(server.db, 1, { fromOtherLocation: true });
    const booking = await shopBooking(server, { klass, period: futureWeek(4) });
    const place = async (slug: string, status: 'draft' | 'archived' | 'private') => {
      const base = await server.db.location.findUniqueOrThrow({ where: { id: klass.location.id } });
      return server.db.location.create({
        data: { slug: `${slug}-${Date.now() % 100000}`, order: 900, status, name: `Stad ${slug}`, address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen', companyId: base.companyId, siteId: base.siteId },
      });
    };
    const draft = await place('utkast', 'draft');
    const archived = await place('arkivert', 'archived');
    for (const [field, where] of [
      ['pickupLocationId', draft],
      ['dropoffLocationId', archived],
    ] as const) {
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), [field]: encodeGlobalID('Location', where.id) });
      expect(r.__typename, field).toBe('ValidationError');
      expect(r.fields, field).toContainEqual({ field, message: BOOKING_MESSAGES.placeNotInUse });
    }
    const rest = await admin.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_dropoff_location_id: draft.id });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body.fields).toContainEqual({ field: 'booking_dropoff_location_id', message: BOOKING_MESSAGES.placeNotInUse });
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([stored.pickupLocationId, stored.dropoffLocationId]).toEqual([klass.location.id, klass.location.id]);

    // A private (staff-only) place is in use.
    const internal = await place('intern', 'private');
    const moved = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), dropoffLocationId: encodeGlobalID('Location', internal.id) });
    expect(moved.__typename, JSON.stringify(moved)).toBe('UpdateBookingSuccess');
    // A place taken out of use after the booking was made stays on it, and the booking can still be saved.
    await server.db.location.update({ where: { id: internal.id }, data: { status: 'draft' } });
    const kept = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), dropoffLocationId: encodeGlobalID('Location', internal.id), comment: 'Staden er i utkast no' });
    expect(kept.__typename, JSON.stringify(kept)).toBe('UpdateBookingSuccess');
  });
});

/**
 * Deleting a booking deletes its driver's licence file with it: a private upload nothing points at any more is personal
 * data no one can find or erase. A file another booking still holds, and a public one, stay. GraphQL and REST both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { bookingGid, DELETE_BOOKING } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A shop order (pending, so staff may delete it), with the licence uploaded: the booking and its licence's upload. */
async function shopOrder(week: number, licence = true) {
  const { locationGid, optionGid } = await carClass(server.db, 1);
  const file = { driversLicence: 'upload', driversLicenceFile: `data:image/png;base64,${PNG.toString('base64')}` };
  const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(week), licence ? file : {}) });
  expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
  const id = r.data.createBooking.booking.databaseId as number;
  const docs = await server.db.bookingDocument.findMany({ where: { bookingId: id }, include: { upload: { select: { public: true } } } });
  expect(docs.map((d) => d.upload.public)).toEqual(licence ? [false] : []);
  return { id, licence: docs[0]?.uploadId ?? 0 };
}

/** Another file on the booking: a public one, or `uploadId` held by another booking too. */
async function attach(bookingId: number, file: { public: boolean } | { uploadId: number }) {
  const uploadId = 'uploadId' in file ? file.uploadId : (await server.db.upload.create({ data: { type: 'document', mime: 'image/png', size: PNG.length, data: PNG, public: file.public } })).id;
  await server.db.bookingDocument.create({ data: { bookingId, uploadId } });
  return uploadId;
}

const exists = async (uploadId: number) => (await server.db.upload.count({ where: { id: uploadId } })) === 1;

const deletion = async (bookingId: number) =>
  server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'booking', entityId: bookingId, status: 'deleted' } });

describe('deleting a booking with an uploaded licence', () => {
  describe('as a network admin', () => {
    it('deleteBooking deletes the licence, keeps a public file and one another booking holds, and says so in the history', async () => {
      const b = await shopOrder(50);
      const other = await shopOrder(51);
      const shared = await attach(b.id, { uploadId: other.licence });
      const open = await attach(b.id, { public: true });

      const r = await admin.gql(DELETE_BOOKING, { input: { id: bookingGid(b.id) } });
      expect(r.data?.deleteBooking?.__typename, JSON.stringify(r)).toBe('DeleteBookingSuccess');

      expect(await exists(b.licence)).toBe(false);
      expect(await exists(shared)).toBe(true);
      expect(await server.db.bookingDocument.count({ where: { bookingId: other.id, uploadId: shared } })).toBe(1);
      expect(await exists(open)).toBe(true);
      expect((await deletion(b.id)).comment).toBe(`Booking ${bookingNumber(b.id)} er sletta av Ingrid Haugland; førarkortet er fjerna`);
    });

    it('DELETE /api/v1/booking/delete deletes the licence too', async () => {
      const b = await shopOrder(52);
      const done = await admin.rest('DELETE', '/booking/delete', { booking_id: b.id });
      expect(done.status).toBe(200);
      expect(await exists(b.licence)).toBe(false);
      expect((await deletion(b.id)).comment).toContain('førarkortet er fjerna');
    });

    it('leaves the history as it was for a booking without a file of its own', async () => {
      const b = await shopOrder(53, false);
      const other = await shopOrder(54);
      await attach(b.id, { uploadId: other.licence });
      const r = await admin.gql(DELETE_BOOKING, { input: { id: bookingGid(b.id) } });
      expect(r.data?.deleteBooking?.__typename, JSON.stringify(r)).toBe('DeleteBookingSuccess');
      expect(await exists(other.licence)).toBe(true);
      expect((await deletion(b.id)).comment).toBe(`Booking ${bookingNumber(b.id)} er sletta av Ingrid Haugland`);
    });
  });
});

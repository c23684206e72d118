/**
 * The `order_received` analytics event (issue 8, defect 13): only the one who placed the order (it knows the order's
 * Idempotency-Key) records it, only with consent, and the database keeps one per booking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';

let server: TestServer;
let bookingNumber: string;
let bookingId: number;
const orderKey = 'e2e-order-key-0001';

const RECORD = `mutation($input: RecordOrderReceivedInput!) {
  recordOrderReceived(input: $input) {
    __typename
    ... on RecordOrderReceivedPayload { recorded }
    ... on ValidationError { fields { field message } }
  }
}`;
const consent = () => ({ version: 'abc123', acceptedAt: new Date().toISOString() });

beforeAll(async () => {
  server = await createTestServer();
  const car = await carClass(server.db, 1);
  const r = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(3)) }, { 'idempotency-key': orderKey });
  expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
  bookingNumber = r.data.createBooking.bookingNumber;
  bookingId = r.data.createBooking.booking.databaseId;
});

describe('recordOrderReceived', () => {
  it('refuses a booking number without the order\'s key, or without consent, and stores nothing', async () => {
    const wrong = await server.client().gql(RECORD, { input: { bookingNumber, orderKey: 'someone-elses-key', consent: consent() } });
    expect(wrong.data.recordOrderReceived).toEqual({ __typename: 'ValidationError', fields: [{ field: 'bookingNumber', message: 'Ukjend bestilling.' }] });
    const old = await server.client().gql(RECORD, { input: { bookingNumber, orderKey, consent: { version: 'abc123', acceptedAt: new Date(Date.now() - 400 * 86_400_000).toISOString() } } });
    expect(old.data.recordOrderReceived.__typename).toBe('ValidationError');
    const unknown = await server.client().gql(RECORD, { input: { bookingNumber: '99999999', orderKey, consent: consent() } });
    expect(unknown.data.recordOrderReceived.__typename).toBe('ValidationError');
    expect(await server.db.analyticsEvent.count()).toBe(0);
  });

  it('records once: a second call answers recorded false, and the database refuses a second row', async () => {
    const first = await server.client().gql(RECORD, { input: { bookingNumber, orderKey, consent: consent() } });
    expect(first.data.recordOrderReceived).toEqual({ __typename: 'RecordOrderReceivedPayload', recorded: true });
    const second = await server.client().gql(RECORD, { input: { bookingNumber, orderKey, consent: consent() } });
    expect(second.data.recordOrderReceived).toEqual({ __typename: 'RecordOrderReceivedPayload', recorded: false });
    expect(await server.db.analyticsEvent.count({ where: { bookingId } })).toBe(1);
    await expect(server.db.$executeRaw`INSERT INTO analytics_event (name, booking_id, consent_version) VALUES ('order_received', ${bookingId}, 'x')`).rejects.toThrow(/unique|duplicate/i);
    await expect(server.db.$executeRaw`INSERT INTO analytics_event (name, booking_id, consent_version) VALUES ('page_view', ${bookingId}, 'x')`).rejects.toThrow(/check/i);
  });
});

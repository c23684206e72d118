/**
 * The Idempotency-Key is bound to its first request and caller (GraphQL createBooking and REST booking/create): the
 * same request again answers the first booking, anything else under a used key is refused without showing it, twins
 * sent at once make exactly one booking, each caller's keys are its own, and a key outlives its deleted booking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../server/services/bookingCreate.ts';
import { bookingGid, DELETE_BOOKING } from '../support/bookings.ts';
import { carClass, CREATE, futureOslo, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const REUSED = { field: 'Idempotency-Key', message: 'Idempotency-Key er alt brukt til ein annan førespurnad.' };
let keys = 0;
const newKey = () => ({ 'idempotency-key': `idem-test-${Date.now()}-${++keys}` });
const stranger = { firstname: 'Mallory', lastname: 'Framand', email: 'mallory@example.no', phone: '+47 934 56 789' };

describe('createBooking with an Idempotency-Key', () => {
  it('answers the same request again with the first booking', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 2);
    const key = newKey();
    const a = await server.client().gql(CREATE, { input: order(locationGid, optionGid) }, key);
    const count = await server.db.booking.count();
    const b = await server.client().gql(CREATE, { input: order(locationGid, optionGid) }, key);
    expect(b.data.createBooking.booking.databaseId).toBe(a.data.createBooking.booking.databaseId);
    expect(await server.db.booking.count()).toBe(count);
  });

  it('refuses the key with another person’s details, another period or another licence choice, and shows nothing of the first', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 3);
    const key = newKey();
    await server.client().gql(CREATE, { input: order(locationGid, optionGid) }, key);
    const count = await server.db.booking.count();
    for (const input of [
      order(locationGid, optionGid, futureWeek(), stranger),
      order(locationGid, optionGid, futureWeek(2)),
      order(locationGid, optionGid, futureWeek(), { driversLicence: 'upload', driversLicenceFile: 'data:image/png;base64,iVBORw0KGgo=' }),
    ]) {
      const r = await server.client().gql(CREATE, { input }, key);
      expect(r.data.createBooking).toEqual({ __typename: 'ValidationError', fields: [REUSED] });
      expect(JSON.stringify(r)).not.toContain('kari.kunde@example.no');
    }
    expect(await server.db.booking.count()).toBe(count);
  });

  it('keeps each caller\'s keys apart: the same value from another caller places its own order and shows nothing of the first', async () => {
    // Keys were once one namespace for everyone: two partners using their order numbers as keys blocked each other,
    // and anyone could test whether a value had been used.
    const { locationGid, optionGid } = await carClass(server.db, 3);
    const key = newKey();
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    const a = await customer.gql(CREATE, { input: order(locationGid, optionGid) }, key);
    expect(a.data.createBooking.__typename).toBe('CreateBookingPayload');
    const anonymous = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), stranger) }, key);
    expect(anonymous.data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(anonymous.data.createBooking.booking.databaseId).not.toBe(a.data.createBooking.booking.databaseId);
    expect(JSON.stringify(anonymous)).not.toContain('kari.kunde@example.no');
    // Each retry still answers its own first booking.
    const again = await customer.gql(CREATE, { input: order(locationGid, optionGid) }, key);
    expect(again.data.createBooking.booking.databaseId).toBe(a.data.createBooking.booking.databaseId);
    const againAnonymous = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), stranger) }, key);
    expect(againAnonymous.data.createBooking.booking.databaseId).toBe(anonymous.data.createBooking.booking.databaseId);
  });

  it('never books again under a key whose booking staff deleted: the retry is told the booking is gone', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 2);
    const key = newKey();
    const first = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(5)) }, key);
    const id = first.data.createBooking.booking.databaseId as number;
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const deleted = await admin.gql(DELETE_BOOKING, { input: { id: bookingGid(id) } });
    expect(deleted.data.deleteBooking.__typename, JSON.stringify(deleted)).toBe('DeleteBookingSuccess');
    const count = await server.db.booking.count();
    const retry = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(5)) }, key);
    expect(retry.data.createBooking).toEqual({
      __typename: 'ValidationError',
      fields: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.deleted(String(id).padStart(4, '0')) }],
    });
    expect(await server.db.booking.count()).toBe(count);
  });

  it('makes one booking of six identical requests sent at once, and all six answer it', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const key = newKey();
    const count = await server.db.booking.count();
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(3)) }, key)));
    expect(answers.map((r) => r.errors)).toEqual(Array(6).fill(undefined));
    const ids = new Set(answers.map((r) => r.data.createBooking.booking?.databaseId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(Number));
    expect(await server.db.booking.count()).toBe(count + 1);
  });

  it('makes one booking when different requests race on one key; the others are refused, none fails', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 6);
    const key = newKey();
    const count = await server.db.booking.count();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(4), { firstname: `Person${i}` }) }, key)),
    );
    expect(answers.map((r) => r.errors)).toEqual(Array(6).fill(undefined));
    const kinds = answers.map((r) => r.data.createBooking.__typename).sort();
    expect(kinds).toEqual(['CreateBookingPayload', ...Array(5).fill('ValidationError')]);
    expect(answers.filter((r) => r.data.createBooking.fields).every((r) => r.data.createBooking.fields[0].field === 'Idempotency-Key')).toBe(true);
    expect(await server.db.booking.count()).toBe(count + 1);
  });
});

describe('POST /api/v1/booking/create with an Idempotency-Key', () => {
  it('replays the same body, refuses another person’s details or an empty cart with 422, and never shows the first booking', async () => {
    const { location, option } = await carClass(server.db, 2);
    const body = (extra: Record<string, unknown> = {}) => ({
      orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
      email: 'ola.forste@example.no', cart: JSON.stringify([{ rentaloption_id: option.id, amount: 1 }]), pickupLocation: location.id,
      pickupDateTime: futureOslo(7), returnLocation: location.id, returnDateTime: futureOslo(9), above25: true, insurance: 'basis', termsAccepted: true,
      ...extra,
    });
    const key = newKey();
    const a = await server.client().rest('POST', '/booking/create', body(), key);
    expect(a.status).toBe(200);
    const count = await server.db.booking.count();
    const b = await server.client().rest('POST', '/booking/create', body(), key);
    expect(b.status).toBe(200);
    expect(b.body.data.booking_id).toBe(a.body.data.booking_id);
    const other = await server.client().rest('POST', '/booking/create', body({ firstName: 'Mallory', email: 'mallory@example.no', phone: '+4793456789' }), key);
    expect(other.status).toBe(422);
    expect(other.body.fields).toEqual([REUSED]);
    const empty = await server.client().rest('POST', '/booking/create', body({ cart: '[]' }), key);
    expect(empty.status).toBe(422);
    for (const r of [other, empty]) expect(JSON.stringify(r.body)).not.toContain('ola.forste@example.no');
    expect(await server.db.booking.count()).toBe(count);
  });
});

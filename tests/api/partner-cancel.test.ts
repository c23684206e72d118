/**
 * A partner cancels its own booking over the API (`cancelBooking`, issue 12): free up to 24 hours before the pick-up
 * while pending or confirmed (spec 1, section 9). The class is free again at once, the customer gets the
 * cancellation e-mail, the partner's webhook hears `booking.cancelled`, and staff see who cancelled in the history.
 * Sent again it changes nothing. Refused, and nothing changed: too late, picked up, another partner's or a shop
 * booking (not found, as a booking that does not exist), a key without the book right, anyone without a key.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingGid, guestEmail } from '../support/bookings.ts';
import { insertPartnerKey } from '../support/partner.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { startReceiver, SET_ENDPOINT } from '../support/webhooks.ts';

let server: TestServer;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;
let car: Awaited<ReturnType<typeof carClass>>;
let partner: Awaited<ReturnType<typeof insertPartnerKey>>;

beforeAll(async () => {
  mail = await startSmtpServer();
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  car = await carClass(server.db, 1);
  partner = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id], name: 'Avbestillingsreiser' });
});
afterAll(() => server?.mailer.close());

const CANCEL = `mutation($input: CancelBookingInput!) { cancelBooking(input: $input) { __typename
  ... on CancelBookingPayload { cancelled bookingId status booking { id status } }
  ... on Error { message }
  ... on ValidationError { fields { field message } } } }`;
const SEARCH = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { rentalOption { id } availableCount } } } }`;

let seq = 0;
/** POST /graphql in process; the whole answer. */
async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: await res.json() };
}
const asKey = (key: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...extra });

/** A booking the partner places with its key, in week `week` ahead. */
async function partnerBooking(key = partner.key, week = 4) {
  const email = guestEmail();
  const r = await post(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(week), { email }) }, asKey(key, { 'idempotency-key': `avbestill-${process.pid}-${++seq}` }));
  expect(r.body.data?.createBooking?.__typename, JSON.stringify(r.body)).toBe('CreateBookingPayload');
  const id = r.body.data.createBooking.booking.databaseId as number;
  return { id, gid: bookingGid(id), email };
}
const cancel = (gid: string, key: string | null = partner.key, extra: Record<string, string> = {}) => post(CANCEL, { input: { id: gid } }, key ? asKey(key, extra) : extra);
const statusOf = async (id: number) => (await server.db.booking.findUniqueOrThrow({ where: { id } })).status;
const freeCars = async (week: number) => {
  const r = await post(SEARCH, { input: { pickupLocationId: car.locationGid, ...futureWeek(week) } }, asKey(partner.key));
  return r.body.data.rentalSearch.offers.find((o: { rentalOption: { id: string } }) => o.rentalOption.id === car.optionGid)?.availableCount ?? 0;
};

describe('a partner cancelling its own booking', () => {
  it('frees the car at once, mails the customer, tells the partner\'s webhook and shows staff who cancelled', async () => {
    const receiver = await startReceiver();
    // The key's webhook, set as staff set it (the admin's partner page).
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const hook = await admin.gql(SET_ENDPOINT, { input: { keyId: encodeGlobalID('ApiKey', partner.keyId), url: receiver.url, events: ['BOOKING_CANCELLED'] } });
    expect(hook.errors, JSON.stringify(hook)).toBeUndefined();

    const booking = await partnerBooking(partner.key, 5);
    expect(await freeCars(5)).toBe(0);
    const r = await cancel(booking.gid);
    expect(r.body.data.cancelBooking).toEqual({ __typename: 'CancelBookingPayload', cancelled: true, bookingId: booking.gid, status: 'cancelled', booking: { id: booking.gid, status: 'cancelled' } });
    expect(await statusOf(booking.id)).toBe('cancelled');
    // The only car of the class can be had again for that week.
    expect(await freeCars(5)).toBe(1);

    await server.jobsDone();
    const mails = mail.inbox.filter((m) => m.to.includes(booking.email));
    expect(mails.at(-1)!.raw).toMatch(/avbroten/);
    const events = receiver.received.map((x) => JSON.parse(x.body) as { type: string; booking: { nodeId: string; status: string } });
    expect(events).toContainEqual(expect.objectContaining({ type: 'booking.cancelled', booking: expect.objectContaining({ nodeId: booking.gid, status: 'cancelled' }) }));

    const history = await server.db.historyEntry.findMany({ where: { entityType: 'booking', entityId: booking.id }, orderBy: { id: 'asc' } });
    expect(history.at(-1)).toMatchObject({ authorId: null, authorLabel: 'Avbestillingsreiser (partnar)', status: 'cancelled' });
    expect(history.at(-1)!.comment).toContain('Avbestilt av partnaren Avbestillingsreiser');
    expect(history.at(-1)!.changes).toEqual({ status: ['pending', 'cancelled'] });
  });

  it('sent again changes nothing: cancelled false, no second e-mail, history entry or event', async () => {
    const booking = await partnerBooking(partner.key, 6);
    expect((await cancel(booking.gid)).body.data.cancelBooking.cancelled).toBe(true);
    await server.jobsDone();
    const counts = async () => ({
      mails: mail.inbox.filter((m) => m.to.includes(booking.email)).length,
      history: await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: booking.id } }),
      events: await server.db.webhookDelivery.count({ where: { bookingId: booking.id } }),
    });
    const before = await counts();
    const again = await cancel(booking.gid);
    expect(again.body.data.cancelBooking).toMatchObject({ __typename: 'CancelBookingPayload', cancelled: false, booking: { status: 'cancelled' } });
    await server.jobsDone();
    expect(await counts()).toEqual(before);
  });

  it('cancels a confirmed booking too; a key with the book right alone is told the status, and reads no booking', async () => {
    const bookOnly = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id], rights: ['book'] });
    const booking = await partnerBooking(bookOnly.key, 7);
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'confirmed' } });
    const r = await cancel(booking.gid, bookOnly.key);
    expect(r.body.data.cancelBooking).toEqual({ __typename: 'CancelBookingPayload', cancelled: true, bookingId: booking.gid, status: 'cancelled', booking: null });
    expect(await statusOf(booking.id)).toBe('cancelled');
  });
});

describe('refused, with nothing changed', () => {
  it('less than 24 hours before the pick-up: the rental place cancels it (named in the field, in English on request)', async () => {
    const booking = await partnerBooking(partner.key, 8);
    // The pick-up moved to 23 hours from now (staff could have done it).
    const pickupAt = new Date(Date.now() + 23 * 3_600_000);
    await server.db.booking.update({ where: { id: booking.id }, data: { pickupAt, dropoffAt: new Date(pickupAt.getTime() + 2 * 86_400_000) } });
    const r = await cancel(booking.gid);
    expect(r.body.data.cancelBooking.__typename).toBe('ValidationError');
    expect(r.body.data.cancelBooking.fields).toEqual([{ field: 'id', message: 'Gratis avbestilling gjeld til 24 timar før henting. Kontakt utleigestaden for å avbestille no.' }]);
    // The cause is the message too (a partner's code may show only the message).
    expect(r.body.data.cancelBooking.message).toBe('Gratis avbestilling gjeld til 24 timar før henting. Kontakt utleigestaden for å avbestille no.');
    const english = await cancel(booking.gid, partner.key, { 'accept-language': 'en' });
    expect(english.body.data.cancelBooking.fields[0].message).toBe('Free cancellation ends 24 hours before the pick-up. Contact the rental location to cancel now.');
    expect(english.body.data.cancelBooking.message).toBe('Free cancellation ends 24 hours before the pick-up. Contact the rental location to cancel now.');
    expect(await statusOf(booking.id)).toBe('pending');
  });

  it('once picked up (or returned, completed): the status is named', async () => {
    const booking = await partnerBooking(partner.key, 9);
    for (const status of ['delivered', 'returned', 'completed'] as const) {
      await server.db.booking.update({ where: { id: booking.id }, data: { status } });
      const r = await cancel(booking.gid);
      expect(r.body.data.cancelBooking.__typename).toBe('ValidationError');
      expect(r.body.data.cancelBooking.fields[0].message).toContain(`(${status})`);
      expect(r.body.data.cancelBooking.message).toBe(r.body.data.cancelBooking.fields[0].message);
      expect(await statusOf(booking.id)).toBe(status);
    }
  });

  it('another partner\'s booking, a shop order and a booking that does not exist are all "not found"', async () => {
    const other = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id] });
    const theirs = await partnerBooking(other.key, 10);
    const shop = await server.client().gql(CREATE, { input: order(car.locationGid, car.optionGid, futureWeek(11), { email: guestEmail() }) });
    const shopId = shop.data.createBooking.booking.databaseId as number;
    const answers = [];
    for (const gid of [theirs.gid, bookingGid(shopId), bookingGid(2_000_000_000)]) {
      const r = await cancel(gid);
      answers.push(r.body.data.cancelBooking);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ __typename: 'NotFoundError', message: 'Fann ikkje bestillinga blant bestillingane til denne API-nøkkelen.' });
    expect(await statusOf(theirs.id)).toBe('pending');
    expect(await statusOf(shopId)).toBe('pending');
  });

  it('a key without the book right, and anyone without a key (a customer, a visitor)', async () => {
    const booking = await partnerBooking(partner.key, 12);
    const readOnly = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id], rights: ['search', 'read_bookings'] });
    const noRight = await cancel(booking.gid, readOnly.key);
    expect(noRight.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(noRight.body.errors[0].message).toContain('legge inn og avbestille bestillingar');
    const visitor = await cancel(booking.gid, null);
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    const asCustomer = await customer.gql(CANCEL, { input: { id: booking.gid } });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(booking.id)).toBe('pending');
  });
});

describe('hostile ids', () => {
  it('are refused as bad input or not found, never a 500, and cancel nothing', async () => {
    // A key of its own: sixteen cancels cost most of a bucket.
    const hostile = await insertPartnerKey(server.db, { siteId: car.location.siteId, locationIds: [car.location.id] });
    const booking = await partnerBooking(hostile.key, 13);
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const ids: unknown[] = [
      '', 'x', b64('Booking:1.5'), b64('Booking: 1'), b64('Booking:1e3'), b64('Booking:99999999999'), b64('Booking:-1'), b64('Booking:0'),
      b64(`Location:${car.location.id}`), b64(`Booking:${booking.id}\u0000`), `${booking.gid}=`, 'a'.repeat(10_000), null, 17, [booking.gid], { id: booking.gid },
    ];
    for (const id of ids) {
      const r = await post(CANCEL, { input: { id } }, asKey(hostile.key));
      expect(r.status, JSON.stringify(id).slice(0, 60)).toBeLessThan(500);
      const refusal = r.body.errors?.[0]?.extensions?.code ?? r.body.data?.cancelBooking?.__typename;
      expect(['BAD_USER_INPUT', 'ValidationError', 'NotFoundError'], `${JSON.stringify(id).slice(0, 60)}: ${JSON.stringify(r.body).slice(0, 300)}`).toContain(refusal);
    }
    expect(await statusOf(booking.id)).toBe('pending');
  });
});

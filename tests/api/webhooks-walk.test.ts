/**
 * Partner webhooks, as a partner developer walked them: a key hears of bookings only when it may read them, a
 * rotation never doubles an event, the current key's log shows the whole rotation chain, a private address is refused
 * when it is set (in production), and every change a partner can see in its booking (place, status, deletion) is
 * announced, also to the key that saw the booking before staff moved it elsewhere.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { webhookBodySchema, webhookBookingView } from '../../server/services/webhookPayload.ts';
import { deliverWebhook } from '../../server/services/webhooks.ts';
import { DELETE_BOOKING, shopBooking, stamp, update } from '../support/bookings.ts';
import { carClass } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { DELIVERIES, SET_ENDPOINT, startReceiver, verified } from '../support/webhooks.ts';

const ROTATE = `mutation($input: RotateApiKeyInput!) { rotateApiKey(input: $input) { __typename ... on ApiKeySecretPayload { apiKey { id } } ... on Error { message } } }`;
const ALL_EVENTS = ['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_CHANGED'];
const ALL_RIGHTS = ['search', 'book', 'read_bookings'];

let server: TestServer;
let admin: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let siteId: number;
let bergen: { id: number };
let seq = 0;

beforeAll(async () => {
  server = await createTestServer({ webhookBackoffMs: 0 }, { worker: true });
  receiver = await startReceiver();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  siteId = (await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  bergen = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
});

beforeEach(() => {
  receiver.received.length = 0;
  receiver.state.script = [];
  receiver.state.handler = null;
});

/** A partner company of its own per test, so no other test's key hears of its bookings. */
async function newPartner() {
  seq += 1;
  return server.db.company.create({ data: { siteId, name: `Vandring ${seq} AS`, slug: `vandring-webhooks-${seq}`, partner: true } });
}

/** A key of the partner, made as the admin makes it (site account), at Bergen sentrum unless told. */
async function makeKey(partner: { id: number }, rights: string[], locationIds = [bergen.id]) {
  const { prefix, secretHash } = generateKey();
  const secret = generateSigningSecret();
  const key = await server.db.apiKey.create({
    data: { accountKind: 'site', siteId, referralCompanyId: partner.id, name: 'Vandring', contactEmail: 'api@vandring.example', prefix, secretHash, rights, locationIds, signingSecret: secret },
  });
  return { id: key.id, gid: encodeGlobalID('ApiKey', key.id), secret };
}

/** An endpoint stored as it is (as one set before today's rules were), not through the admin's checks. */
async function storedEndpoint(keyId: number, path: string) {
  return server.db.webhookEndpoint.upsert({
    where: { keyId },
    create: { keyId, url: `${receiver.url}/${path}`, events: ['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.changed'] },
    update: { url: `${receiver.url}/${path}` },
  });
}

async function setEndpoint(keyGid: string, url: string, events = ALL_EVENTS) {
  return (await admin.gql(SET_ENDPOINT, { input: { keyId: keyGid, url, events } })).data.setWebhookEndpoint;
}

/** A shop order that the partner placed (the referral is what the partner's Bearer order records). */
async function partnerBooking(partner: { id: number }, opts: Parameters<typeof shopBooking>[1] = {}) {
  const b = await shopBooking(server, opts);
  await server.db.booking.update({ where: { id: b.id }, data: { referralCompanyId: partner.id } });
  return b;
}

async function deliveriesOf(bookingId: number) {
  return server.db.webhookDelivery.findMany({ where: { bookingId }, orderBy: { id: 'asc' } });
}

async function rotate(keyGid: string) {
  const r = await admin.gql(ROTATE, { input: { id: keyGid, graceHours: 24 } });
  expect(r.data.rotateApiKey.__typename, JSON.stringify(r)).toBe('ApiKeySecretPayload');
  const gid = r.data.rotateApiKey.apiKey.id as string;
  return { id: Number(decodeGlobalID(gid).id), gid };
}

const paths = () => receiver.received.map((r) => r.url);
const bodies = () => receiver.received.map((r) => JSON.parse(r.body) as { type: string; booking: Record<string, unknown> });

describe('a key hears of bookings only when it may read them (read_bookings)', () => {
  it('sends nothing to a key with only search or book, even with an endpoint stored', async () => {
    const partner = await newPartner();
    const reader = await makeKey(partner, ALL_RIGHTS);
    const searcher = await makeKey(partner, ['search']);
    const booker = await makeKey(partner, ['search', 'book']);
    await storedEndpoint(reader.id, 'reader');
    await storedEndpoint(searcher.id, 'searcher');
    await storedEndpoint(booker.id, 'booker');
    const b = await partnerBooking(partner);
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect((await deliveriesOf(b.id)).map((d) => d.keyId)).toEqual([reader.id]);
    expect(paths()).toEqual(['/hook/reader']);
    expect(verified(receiver.received[0]!, reader.secret)).toBe(true);
  });

  it('refuses an endpoint on a key without read_bookings, saying why', async () => {
    const partner = await newPartner();
    const booker = await makeKey(partner, ['search', 'book']);
    const r = await setEndpoint(booker.gid, `${receiver.url}/booker`);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toEqual([{ field: 'keyId', message: expect.stringContaining('lese eigne bestillingar') }]);
    expect(r.message).toBe(r.fields[0].message);
    expect(await server.db.webhookEndpoint.count({ where: { keyId: booker.id } })).toBe(0);
    // Turning webhooks off is always allowed.
    expect((await setEndpoint(booker.gid, '')).__typename).toBe('SetWebhookEndpointPayload');
  });
});

describe('a rotated key', () => {
  it('gives one event per change: only the newest key of the chain gets it, with its one event id', async () => {
    const partner = await newPartner();
    const first = await makeKey(partner, ALL_RIGHTS);
    expect((await setEndpoint(first.gid, `${receiver.url}/partner`)).__typename).toBe('SetWebhookEndpointPayload');
    const next = await rotate(first.gid);
    expect((await server.db.webhookEndpoint.findUniqueOrThrow({ where: { keyId: next.id } })).url).toBe(`${receiver.url}/partner`);

    // The old key, working until its grace period ends, cannot be given an endpoint again.
    const refused = await setEndpoint(first.gid, `${receiver.url}/old`);
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual([{ field: 'keyId', message: expect.stringContaining('erstatta') }]);
    // One left on it (stored before this rule) hears nothing either.
    await storedEndpoint(first.id, 'old');

    const b = await partnerBooking(partner);
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect(paths()).toEqual(['/hook/partner']);
    expect(await deliveriesOf(b.id)).toMatchObject([{ keyId: next.id, status: 'delivered' }]);
  });

  it('refuses an endpoint on a revoked or expired key', async () => {
    const partner = await newPartner();
    const revoked = await makeKey(partner, ALL_RIGHTS);
    await server.db.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const expired = await makeKey(partner, ALL_RIGHTS);
    await server.db.apiKey.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const [key, word] of [[revoked, 'trekt tilbake'], [expired, 'utgått']] as const) {
      const r = await setEndpoint(key.gid, `${receiver.url}/gone`);
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields).toEqual([{ field: 'keyId', message: expect.stringContaining(word) }]);
    }
    expect(await server.db.webhookEndpoint.count({ where: { keyId: { in: [revoked.id, expired.id] } } })).toBe(0);
  });

  it('sends a delivery to the endpoint of the newest key of its chain only, never to an older key\'s', async () => {
    const partner = await newPartner();
    const first = await makeKey(partner, ALL_RIGHTS);
    await storedEndpoint(first.id, 'first');
    const next = await rotate(first.gid);
    // An endpoint left on the replaced key, and staff then turned webhooks off on the current key.
    await storedEndpoint(first.id, 'stale');
    expect((await setEndpoint(next.gid, '')).__typename).toBe('SetWebhookEndpointPayload');

    const b = await partnerBooking(partner);
    const booking = (await webhookBookingView(server.db as never, b.id))!;
    const pending = async () => {
      const body = webhookBodySchema.parse({ id: crypto.randomUUID(), type: 'booking.changed', createdAt: new Date().toISOString(), booking });
      return server.db.webhookDelivery.create({ data: { eventId: body.id, keyId: first.id, bookingId: b.id, type: body.type, payload: body, nextAttemptAt: new Date() } });
    };
    const lost = await pending();
    await deliverWebhook({ ...server.services, config: { ...server.services.config, webhookMaxAttempts: 1 } }, { deliveryId: lost.id, attempt: 0 });
    expect(paths()).toEqual([]);
    expect(await server.db.webhookDelivery.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ status: 'failed', lastAnswer: 'Nøkkelen har ikkje lenger noko endepunkt.' });

    expect((await setEndpoint(next.gid, `${receiver.url}/current`)).__typename).toBe('SetWebhookEndpointPayload');
    const sent = await pending();
    await deliverWebhook(server.services, { deliveryId: sent.id, attempt: 0 });
    expect(paths()).toEqual(['/hook/current']);
    expect(receiver.received[0]!.headers['x-webhook-id']).toBe(sent.eventId);
  });

  it('shows on the current key the delivery log of the whole chain, the deliveries made before the rotation too', async () => {
    const partner = await newPartner();
    const first = await makeKey(partner, ALL_RIGHTS);
    expect((await setEndpoint(first.gid, `${receiver.url}/partner`)).__typename).toBe('SetWebhookEndpointPayload');
    const before = await partnerBooking(partner);
    await update(admin, { id: before.gid, updatedAt: await stamp(server, before.id), status: 'confirmed' });
    await server.jobsDone();
    const second = await rotate(first.gid);
    const third = await rotate(second.gid);
    const after = await partnerBooking(partner);
    await update(admin, { id: after.gid, updatedAt: await stamp(server, after.id), status: 'confirmed' });
    await server.jobsDone();
    expect(paths()).toEqual(['/hook/partner', '/hook/partner']);

    const logOf = async (gid: string) =>
      ((await admin.gql(DELIVERIES, { keyId: gid })).data.webhookDeliveries.edges as { node: { bookingId: number; type: string } }[]).map((e) => e.node.bookingId);
    expect(await logOf(third.gid)).toEqual([after.id, before.id]);
    // A replaced key's log: its own deliveries and those of the keys it replaced, not its successors'.
    expect(await logOf(first.gid)).toEqual([before.id]);
  });
});

describe('an endpoint address', () => {
  it('in production, refuses a private, loopback or link-local IP address when it is set, naming the url field', async () => {
    const partner = await newPartner();
    const key = await makeKey(partner, ALL_RIGHTS);
    const config = server.services.config;
    const saved = { nodeEnv: config.nodeEnv, isProduction: config.isProduction };
    Object.assign(config, { nodeEnv: 'production', isProduction: true });
    try {
      for (const url of [
        'https://10.0.0.1/hook', 'https://192.168.1.10/hook', 'https://172.16.0.1/hook', 'https://169.254.169.254/latest/meta-data',
        'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://[fe80::1]/hook', 'https://[fd00::1]/hook', 'https://[::ffff:10.0.0.1]/hook',
        'https://0.0.0.0/hook', 'https://0x7f000001/hook', 'https://100.64.0.1/hook', 'https://localhost/hook',
        // IPv6 forms of the cloud metadata address 169.254.169.254 (a walk had them accepted), and other non-global ranges.
        'https://[::169.254.169.254]/hook', 'https://[::ffff:0:a9fe:a9fe]/hook', 'https://[64:ff9b:1::a9fe:a9fe]/hook', 'https://[2002:a9fe:a9fe::1]/hook',
        'https://[fec0::1]/hook', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
      ]) {
        const r = await setEndpoint(key.gid, url);
        expect(r.__typename, url).toBe('ValidationError');
        expect(r.fields, url).toEqual([{ field: 'url', message: expect.stringMatching(/^Adressa .*(privat|lokal)/) }]);
      }
      expect(await server.db.webhookEndpoint.count({ where: { keyId: key.id } })).toBe(0);
      expect((await setEndpoint(key.gid, 'https://partner.example/hook')).__typename).toBe('SetWebhookEndpointPayload');
      expect((await setEndpoint(key.gid, 'https://93.184.215.14/hook')).__typename).toBe('SetWebhookEndpointPayload');
    } finally {
      Object.assign(config, saved);
    }
  });

  it('in development and test, still takes plain HTTP to this machine, but no private address (it could never be sent to)', async () => {
    const partner = await newPartner();
    const key = await makeKey(partner, ALL_RIGHTS);
    expect((await setEndpoint(key.gid, 'https://10.0.0.1/hook')).fields).toEqual([{ field: 'url', message: expect.stringMatching(/privat/) }]);
    expect((await setEndpoint(key.gid, receiver.url)).__typename).toBe('SetWebhookEndpointPayload');
    expect((await setEndpoint(key.gid, `http://localhost:${receiver.port}/hook`)).__typename).toBe('SetWebhookEndpointPayload');
  });
});

describe('booking.changed', () => {
  it('is sent when staff change the pick-up or drop-off place', async () => {
    const partner = await newPartner();
    const asane = await server.db.location.findFirstOrThrow({ where: { slug: 'asane' } });
    const key = await makeKey(partner, ALL_RIGHTS, [bergen.id, asane.id]);
    await storedEndpoint(key.id, 'places');
    const b = await partnerBooking(partner);
    const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), dropoffLocationId: encodeGlobalID('Location', asane.id) });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(bodies()).toMatchObject([{ type: 'booking.changed', booking: { id: b.id, pickupLocationId: bergen.id, dropoffLocationId: asane.id } }]);
  });

  it('is sent for every status change but to confirmed or cancelled (which have their own events)', async () => {
    const partner = await newPartner();
    const key = await makeKey(partner, ALL_RIGHTS);
    await storedEndpoint(key.id, 'status');
    const b = await partnerBooking(partner);
    for (const status of ['confirmed', 'delivered', 'returned', 'completed', 'pending', 'cancelled']) {
      const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status });
      expect(r.__typename, `${status}: ${JSON.stringify(r)}`).toBe('UpdateBookingSuccess');
    }
    await server.jobsDone();
    expect(bodies().map((x) => [x.type, x.booking.status])).toEqual([
      ['booking.confirmed', 'confirmed'], ['booking.changed', 'delivered'], ['booking.changed', 'returned'], ['booking.changed', 'completed'],
      ['booking.changed', 'pending'], ['booking.cancelled', 'cancelled'],
    ]);
    // Saving without a change sends nothing.
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'cancelled' });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(6);
  });

  it('reaches the key that saw the booking when staff move it to a place outside that key\'s locations, and only that once', async () => {
    const partner = await newPartner();
    const asane = await server.db.location.findFirstOrThrow({ where: { slug: 'asane' } });
    const atBergen = await makeKey(partner, ALL_RIGHTS, [bergen.id]);
    const atAsane = await makeKey(partner, ALL_RIGHTS, [asane.id]);
    await storedEndpoint(atBergen.id, 'bergen');
    await storedEndpoint(atAsane.id, 'asane');
    const klass = await carClass(server.db, 1, { fromOtherLocation: true });
    const b = await partnerBooking(partner, { klass });
    const to = encodeGlobalID('Location', asane.id);
    const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), pickupLocationId: to, dropoffLocationId: to });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    // Both keys of the partner may read it now or could before: each hears of the move once.
    expect(paths().sort()).toEqual(['/hook/asane', '/hook/bergen']);
    expect(bodies().every((x) => x.type === 'booking.changed' && x.booking.pickupLocationId === asane.id)).toBe(true);

    receiver.received.length = 0;
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect(paths()).toEqual(['/hook/asane']);
  });
});

describe('a partner\'s booking deleted by staff', () => {
  it('is announced as booking.cancelled when it was pending, and the delivery outlives the booking', async () => {
    const partner = await newPartner();
    const key = await makeKey(partner, ALL_RIGHTS);
    await storedEndpoint(key.id, 'deleted');
    const b = await partnerBooking(partner);
    receiver.state.script = [500];
    const r = await admin.gql(DELETE_BOOKING, { input: { id: b.gid } });
    expect(r.data.deleteBooking.__typename, JSON.stringify(r)).toBe('DeleteBookingSuccess');
    expect(await server.db.booking.count({ where: { id: b.id } })).toBe(0);
    await server.jobsDone();
    // Retried after the deletion: the stored body is sent, the booking row is not needed.
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((x) => x.headers['x-webhook-id'])).size).toBe(1);
    expect(bodies()[1]).toMatchObject({ type: 'booking.cancelled', booking: { id: b.id, status: 'cancelled' } });
    expect(await deliveriesOf(b.id)).toMatchObject([{ type: 'booking.cancelled', status: 'delivered', attempts: 2 }]);
  });

  it('sends nothing more when it was cancelled already (the partner heard of that)', async () => {
    const partner = await newPartner();
    const key = await makeKey(partner, ALL_RIGHTS);
    await storedEndpoint(key.id, 'cancelled');
    const b = await partnerBooking(partner);
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'cancelled' });
    await server.jobsDone();
    expect(bodies().map((x) => x.type)).toEqual(['booking.cancelled']);
    const r = await admin.gql(DELETE_BOOKING, { input: { id: b.gid } });
    expect(r.data.deleteBooking.__typename).toBe('DeleteBookingSuccess');
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(b.id)).toHaveLength(1);
  });
});

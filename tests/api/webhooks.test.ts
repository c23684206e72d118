/**
 * Partner webhooks (issue 12): a real receiver started here gets signed events for its partner's bookings, written
 * in the transaction of the change and sent by the job worker; it sees retries (same event id) after failing, never
 * an event of a rolled-back change, and the sender refuses addresses a server must not reach (SSRF).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_KEY_MESSAGES } from '../../server/domain/webhooks.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { sendWebhook, ANSWER_MAX_BYTES } from '../../server/services/webhookSender.ts';
import { recordPartnerEvent } from '../../server/services/webhooks.ts';
import { linesInput, shopBooking, stamp, update } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { DELIVERIES, RESEND, SET_ENDPOINT, startReceiver, verified } from '../support/webhooks.ts';

let server: TestServer;
let admin: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let partner: { companyId: number; keyId: number; keyGid: string; secret: string; key: string };

beforeAll(async () => {
  server = await createTestServer({ webhookBackoffMs: 0 }, { worker: true });
  receiver = await startReceiver();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const company = await server.db.company.create({ data: { siteId: site.id, name: 'Fjordreiser AS', slug: 'fjordreiser-webhooks', partner: true } });
  const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const { key: plainKey, prefix, secretHash } = generateKey();
  const secret = generateSigningSecret();
  const key = await server.db.apiKey.create({
    data: { accountKind: 'site', siteId: site.id, referralCompanyId: company.id, name: 'Fjordreiser', contactEmail: 'api@fjordreiser.no', prefix, secretHash, rights: ['search', 'book', 'read_bookings'], locationIds: [location.id], signingSecret: secret },
  });
  partner = { companyId: company.id, keyId: key.id, keyGid: encodeGlobalID('ApiKey', key.id), secret, key: plainKey };
  const r = await admin.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url: receiver.url, events: ['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_CHANGED'] } });
  expect(r.data.setWebhookEndpoint.__typename).toBe('SetWebhookEndpointPayload');
});

beforeEach(() => {
  receiver.received.length = 0;
  receiver.state.script = [];
  receiver.state.handler = null;
});

/** A shop order that the partner placed (the referral is what the partner's Bearer order records). */
async function partnerBooking() {
  const b = await shopBooking(server);
  await server.db.booking.update({ where: { id: b.id }, data: { referralCompanyId: partner.companyId } });
  return b;
}

async function deliveriesOf(bookingId: number) {
  return server.db.webhookDelivery.findMany({ where: { bookingId }, orderBy: { id: 'asc' } });
}

describe('webhook deliveries', () => {
  it('sends booking.confirmed to the partner, signed with the key\'s secret, and the receiver verifies it', async () => {
    const b = await partnerBooking();
    const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    expect(r.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(verified(got, partner.secret)).toBe(true);
    expect(verified(got, 'whsec_wrong')).toBe(false);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: 'booking.confirmed', booking: { id: b.id, status: 'confirmed', currency: 'NOK', referralCompanyId: partner.companyId } });
    expect(got.headers['x-webhook-id']).toBe(body.id);
    expect(got.headers['x-webhook-event']).toBe('booking.confirmed');
    // A tampered body no longer matches its signature.
    expect(verified({ ...got, body: got.body.replace('confirmed', 'cancelled') }, partner.secret)).toBe(false);
    const [d] = await deliveriesOf(b.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, lastAnswer: 'takk', eventId: body.id });
  });

  it('sends booking.created for an order the partner places with its key, once even when the order is retried', async () => {
    const klass = await carClass(server.db, 2);
    const headers = { authorization: `Bearer ${partner.key}`, 'idempotency-key': `webhook-test-${Date.now()}` };
    const input = { input: order(klass.locationGid, klass.optionGid, futureWeek(3)) };
    const first = await server.client().gql(CREATE, input, headers);
    expect(first.data.createBooking.__typename, JSON.stringify(first)).toBe('CreateBookingPayload');
    const again = await server.client().gql(CREATE, input, headers);
    const id = first.data.createBooking.booking.databaseId as number;
    expect(again.data.createBooking.booking.databaseId).toBe(id);
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    expect(verified(receiver.received[0]!, partner.secret)).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'booking.created', booking: { id, status: 'pending', referralCompanyId: partner.companyId, vehicleClass: { rentalOptionId: klass.option.id } } });
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'delivered', type: 'booking.created', keyId: partner.keyId }]);
    // The partner reads the booking of the event again by the global ids it carries, with its key.
    const { booking } = JSON.parse(receiver.received[0]!.body);
    const read = await server.client().gql(
      `query($b: ID!, $p: ID!, $c: ID!) { b: node(id: $b) { ... on Booking { number status } } p: node(id: $p) { ... on Location { databaseId } } c: node(id: $c) { ... on RentalOption { databaseId } } }`,
      { b: booking.nodeId, p: booking.pickupLocationNodeId, c: booking.vehicleClass.rentalOptionNodeId },
      { authorization: `Bearer ${partner.key}` },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ b: { number: booking.number, status: 'pending' }, p: { databaseId: booking.pickupLocationId }, c: { databaseId: klass.option.id } });
    expect(booking.lines.map((l: { rentalOptionNodeId: string }) => l.rentalOptionNodeId)).toContain(booking.vehicleClass.rentalOptionNodeId);
  });

  it('retries after the receiver fails twice, with the same event id each time (deduplicable)', async () => {
    const b = await partnerBooking();
    receiver.state.script = [500, 503];
    const row = await server.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    const later = (d: Date) => new Date(d.getTime() + 86400_000).toISOString();
    const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), pickupAt: later(row.pickupAt), dropoffAt: later(row.dropoffAt) });
    expect(r.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((x) => x.headers['x-webhook-id']));
    expect(ids.size).toBe(1);
    expect(receiver.received.every((x) => verified(x, partner.secret))).toBe(true);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ type: 'booking.changed', booking: { pickupAt: later(row.pickupAt) } });
    const [d] = await deliveriesOf(b.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200 });
  });

  it('sends booking.changed for every change its body carries (a hand-set price, the guest\'s details, the reference), and nothing for one it does not (a comment)', async () => {
    const b = await partnerBooking();
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' })).__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    receiver.received.length = 0;
    const bodies = () => receiver.received.map((x) => JSON.parse(x.body) as { type: string; booking: Record<string, unknown> });

    // A hand-set day price on the vehicle line: the total changes, so does the body.
    const [rental, ...rest] = linesInput(b.row.lines);
    const priced = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), lines: [{ ...rental, manualPricePerDay: '300' }, ...rest] });
    expect(priced.__typename, JSON.stringify(priced)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const total = (await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).totalPrice.toFixed(2);
    expect(bodies()).toMatchObject([{ type: 'booking.changed', booking: { totalPrice: total } }]);
    expect(total).not.toBe(b.row.totalPrice.toFixed(2));

    // The guest's e-mail and phone, then the reference: one event each.
    receiver.received.length = 0;
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), guestEmail: 'ny.adresse@example.no', guestPhone: '+47 400 00 001' })).__typename).toBe('UpdateBookingSuccess');
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), reference: 'PO-4711' })).__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(bodies()).toMatchObject([
      { type: 'booking.changed', booking: { guest: { email: 'ny.adresse@example.no', phone: '+4740000001' } } },
      { type: 'booking.changed', booking: { reference: 'PO-4711' } },
    ]);

    // The staff's comment is not in the body: nothing to tell.
    receiver.received.length = 0;
    expect((await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), comment: 'Kunden ringde.' })).__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(receiver.received).toEqual([]);
  });

  it('marks a delivery failed after the last attempt, and a resend from the admin delivers it with the same event id', async () => {
    const b = await partnerBooking();
    receiver.state.script = Array(8).fill(500);
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'cancelled' });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(8);
    const [failed] = await deliveriesOf(b.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, lastStatus: 500, lastAnswer: 'feil hos mottakar', type: 'booking.cancelled' });

    const log = await admin.gql(DELIVERIES, { keyId: partner.keyGid });
    const entry = log.data.webhookDeliveries.edges.map((e: { node: { eventId: string } }) => e.node).find((n: { eventId: string }) => n.eventId === failed!.eventId);
    expect(entry).toMatchObject({ status: 'FAILED', attempts: 8, lastStatus: 500, type: 'BOOKING_CANCELLED', bookingId: b.id });
    const resent = await admin.gql(RESEND, { input: { id: entry.id } });
    expect(resent.data.resendWebhookDelivery).toMatchObject({ __typename: 'ResendWebhookDeliveryPayload', delivery: { status: 'PENDING' } });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(9);
    expect(receiver.received[8]!.headers['x-webhook-id']).toBe(failed!.eventId);
    expect((await deliveriesOf(b.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('sends nothing more to a revoked key: a resend is refused, and a retry queued before the revocation is dropped', async () => {
    // A partner of its own, so revoking its key leaves the other tests' partner alone.
    const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const company = await server.db.company.create({ data: { siteId: site.id, name: 'Trekt Reiser AS', slug: `trekt-reiser-${Date.now() % 100000}`, partner: true } });
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const { prefix, secretHash } = generateKey();
    const key = await server.db.apiKey.create({
      data: { accountKind: 'site', siteId: site.id, referralCompanyId: company.id, name: 'Trekt', contactEmail: 'api@trekt.no', prefix, secretHash, rights: ['search', 'book', 'read_bookings'], locationIds: [location.id], signingSecret: generateSigningSecret() },
    });
    const keyGid = encodeGlobalID('ApiKey', key.id);
    const RESEND_REFUSAL = `query($id: ID!) { node(id: $id) { ... on ApiKey { webhookResendRefusal } } }`;
    const resendRefusal = async (id: number) => (await admin.gql(RESEND_REFUSAL, { id: encodeGlobalID('ApiKey', id) })).data.node.webhookResendRefusal;
    expect(await resendRefusal(key.id)).toBeNull();
    expect((await admin.gql(SET_ENDPOINT, { input: { keyId: keyGid, url: receiver.url, events: ['BOOKING_CONFIRMED', 'BOOKING_CHANGED', 'BOOKING_CANCELLED'] } })).data.setWebhookEndpoint.__typename).toBe('SetWebhookEndpointPayload');
    const b = await shopBooking(server);
    await server.db.booking.update({ where: { id: b.id }, data: { referralCompanyId: company.id } });
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    const [delivered] = await deliveriesOf(b.id);
    expect(delivered).toMatchObject({ status: 'delivered', keyId: key.id });

    expect((await admin.gql(`mutation($input: ApiKeyIdInput!) { revokeApiKey(input: $input) { __typename } }`, { input: { id: keyGid } })).data.revokeApiKey.__typename).toBe('ApiKeyPayload');
    const resent = await admin.gql(RESEND, { input: { id: encodeGlobalID('WebhookDelivery', delivered!.id) } });
    expect(resent.data.resendWebhookDelivery).toEqual({ __typename: 'ValidationError', message: WEBHOOK_KEY_MESSAGES.revoked });
    // The admin knows it before offering "Send på nytt"; a key replaced by a working one still resends (to the new one).
    expect(await resendRefusal(key.id)).toBe(WEBHOOK_KEY_MESSAGES.revoked);
    // A rotated pair of the same partner (no endpoints): the old key's resends go to the successor, so they follow it.
    const pair = await Promise.all(['Trekt gammal', 'Trekt ny'].map((name) => {
      const made = generateKey();
      return server.db.apiKey.create({
        data: { accountKind: 'site', siteId: site.id, referralCompanyId: company.id, name, contactEmail: 'api@trekt.no', prefix: made.prefix, secretHash: made.secretHash, rights: ['read_bookings'], locationIds: [location.id], signingSecret: generateSigningSecret() },
      });
    }));
    await server.db.apiKey.update({ where: { id: pair[0]!.id }, data: { replacedById: pair[1]!.id } });
    expect(await resendRefusal(pair[0]!.id)).toBeNull();
    await server.db.apiKey.update({ where: { id: pair[1]!.id }, data: { rights: ['search'] } });
    expect(await resendRefusal(pair[0]!.id)).toBe(WEBHOOK_KEY_MESSAGES.cannotRead);
    await server.db.apiKey.update({ where: { id: pair[0]!.id }, data: { replacedById: null } });
    await server.db.apiKey.deleteMany({ where: { id: { in: pair.map((k) => k.id) } } });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(b.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });

    // A change announced while the key still worked, whose first attempt fails; the key is revoked before the retry.
    await server.db.apiKey.update({ where: { id: key.id }, data: { revokedAt: null } });
    receiver.state.handler = (_req, res) => {
      void server.db.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } }).then(() => res.writeHead(500).end('feil hos mottakar'));
    };
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'cancelled' });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(2);
    const retried = (await deliveriesOf(b.id))[1];
    expect(retried).toMatchObject({ type: 'booking.cancelled', status: 'failed', attempts: 2, lastStatus: null, lastAnswer: WEBHOOK_KEY_MESSAGES.revoked });
  });

  it('writes nothing and sends nothing for a rolled-back change', async () => {
    const b = await partnerBooking();
    await expect(
      server.db.$transaction(async (tx) => {
        expect(await recordPartnerEvent(tx, b.id, 'booking.created')).toBe(1);
        throw new Error('the order failed after its event was recorded');
      }),
    ).rejects.toThrow('the order failed');
    // A staff change refused (stale updatedAt) rolls back too.
    const stale = await update(admin, { id: b.gid, updatedAt: new Date(0).toISOString(), status: 'confirmed' });
    expect(stale.__typename).toBe('ConflictError');
    await server.jobsDone();
    expect(await deliveriesOf(b.id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('sends nothing for a booking no partner placed, nor for an event the key did not subscribe to', async () => {
    const plain = await shopBooking(server);
    await update(admin, { id: plain.gid, updatedAt: await stamp(server, plain.id), status: 'confirmed' });
    const r = await admin.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url: receiver.url, events: ['BOOKING_CANCELLED'] } });
    expect(r.data.setWebhookEndpoint.endpoint.events).toEqual(['BOOKING_CANCELLED']);
    const b = await partnerBooking();
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(plain.id)).toEqual([]);
    expect(await deliveriesOf(b.id)).toEqual([]);
    await admin.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url: receiver.url, events: ['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_CHANGED'] } });
  });
});

describe('a partner with keys from two companies', () => {
  it('tells each key only of the bookings at its own locations, though both record the same partner', async () => {
    // Sunnmøre's key for the same partner company (partners are shared by name within a site), for Ålesund only.
    const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const alesund = await server.db.location.findFirstOrThrow({ where: { companyId: sunnmore.id }, orderBy: { id: 'asc' } });
    const { prefix, secretHash } = generateKey();
    const other = await server.db.apiKey.create({
      data: { accountKind: 'company', siteId: site.id, companyId: sunnmore.id, referralCompanyId: partner.companyId, name: 'Fjordreiser', contactEmail: 'api@fjordreiser.no', prefix, secretHash, rights: ['search', 'book', 'read_bookings'], locationIds: [alesund.id], signingSecret: generateSigningSecret() },
    });
    await server.db.webhookEndpoint.create({ data: { keyId: other.id, url: `${receiver.url}/sunnmore`, events: ['booking.confirmed'] } });

    const atBergen = await partnerBooking();
    await update(admin, { id: atBergen.gid, updatedAt: await stamp(server, atBergen.id), status: 'confirmed' });
    const atAlesund = await partnerBooking();
    await server.db.booking.update({ where: { id: atAlesund.id }, data: { pickupLocationId: alesund.id, dropoffLocationId: alesund.id, companyId: sunnmore.id } });
    await update(admin, { id: atAlesund.gid, updatedAt: await stamp(server, atAlesund.id), status: 'confirmed' });
    await server.jobsDone();

    expect((await deliveriesOf(atBergen.id)).map((d) => d.keyId)).toEqual([partner.keyId]);
    expect((await deliveriesOf(atAlesund.id)).map((d) => d.keyId)).toEqual([other.id]);
    await server.db.apiKey.update({ where: { id: other.id }, data: { revokedAt: new Date() } });
  });
});

describe('a rotated key', () => {
  it('hands its endpoint to the new key: the receiver gets each event once, signed with the same secret', async () => {
    const old = await server.db.apiKey.findUniqueOrThrow({ where: { id: partner.keyId } });
    const { prefix, secretHash } = generateKey();
    const { id: _id, createdAt: _c, updatedAt: _u, prefix: _p, secretHash: _s, ...copy } = old;
    const next = await server.db.apiKey.create({ data: { ...copy, prefix, secretHash } });
    await server.db.apiKey.update({ where: { id: old.id }, data: { replacedById: next.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    expect((await server.db.webhookEndpoint.findUniqueOrThrow({ where: { keyId: next.id } })).url).toBe(receiver.url);
    const b = await partnerBooking();
    await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    await server.jobsDone();
    expect(receiver.received).toHaveLength(1);
    expect(verified(receiver.received[0]!, partner.secret)).toBe(true);
    expect(await deliveriesOf(b.id)).toMatchObject([{ keyId: next.id, status: 'delivered' }]);
    Object.assign(partner, { keyId: next.id, keyGid: encodeGlobalID('ApiKey', next.id) });
  });
});

describe('webhook settings in the admin', () => {
  it('refuses an address that is not HTTPS (plain HTTP only to this machine in development and test)', async () => {
    for (const url of ['http://example.com/hook', 'ftp://example.com/hook', 'https://user:pw@example.com/hook', 'ikkje ei adresse']) {
      const r = await admin.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url, events: ['BOOKING_CREATED'] } });
      expect(r.data.setWebhookEndpoint.__typename).toBe('ValidationError');
      expect(r.data.setWebhookEndpoint.fields[0].field).toBe('url');
    }
    const none = await admin.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url: 'https://partner.example/hook', events: [] } });
    expect(none.data.setWebhookEndpoint.fields).toEqual([{ field: 'events', message: 'Vel minst éi hending.' }]);
    expect((await server.db.webhookEndpoint.findUniqueOrThrow({ where: { keyId: partner.keyId } })).url).toBe(receiver.url);
  });

  it('hides the key\'s webhooks from staff outside its account or with a weaker role', async () => {
    for (const email of ['bergen@fjordbil.no', 'flesland@fjordbil.no']) {
      const c = server.client();
      await c.login(email, 'demo1234');
      const r = await c.gql(SET_ENDPOINT, { input: { keyId: partner.keyGid, url: 'https://evil.example/hook', events: ['BOOKING_CREATED'] } });
      expect(['NotFoundError', 'ForbiddenError']).toContain(r.data.setWebhookEndpoint.__typename);
      const log = await c.gql(DELIVERIES, { keyId: partner.keyGid });
      expect(log.data?.webhookDeliveries ?? null).toBeNull();
      expect(log.errors?.length).toBeGreaterThan(0);
    }
    expect((await server.db.webhookEndpoint.findUniqueOrThrow({ where: { keyId: partner.keyId } })).url).toBe(receiver.url);
  });
});

describe('outgoing requests are safe (SSRF)', () => {
  const opts = { allowLoopback: false, timeoutMs: 2000 };

  it('refuses private, link-local, reserved and (in production) loopback addresses without connecting', async () => {
    for (const url of [
      'https://10.1.2.3/hook', 'https://192.168.1.10/hook', 'https://172.16.0.1/hook', 'http://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/hook', 'https://[fd00::1]/hook', 'https://0.0.0.0/hook', 'https://100.64.0.1/hook',
      receiver.url, `http://[::ffff:127.0.0.1]:${receiver.port}/hook`, `http://[::1]:${receiver.port}/hook`,
      // A name is resolved and every address it has is checked: localhost is this machine.
      `http://localhost:${receiver.port}/hook`,
    ]) {
      const r = await sendWebhook(url, '{}', { 'content-type': 'application/json' }, opts);
      expect(r, url).toMatchObject({ ok: false, status: null });
      expect(r.answer, url).toMatch(/^Avvist: /);
    }
    expect(receiver.received).toEqual([]);
  });

  it('in production mode, a delivery to loopback is refused and logged, and the receiver sees nothing', async () => {
    const config = server.services.config;
    const saved = { nodeEnv: config.nodeEnv, isProduction: config.isProduction, webhookMaxAttempts: config.webhookMaxAttempts };
    Object.assign(config, { nodeEnv: 'production', isProduction: true, webhookMaxAttempts: 2 });
    try {
      const b = await partnerBooking();
      await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
      await server.jobsDone();
      const [d] = await deliveriesOf(b.id);
      expect(d).toMatchObject({ status: 'failed', attempts: 2, lastStatus: null });
      expect(d!.lastAnswer).toMatch(/Avvist: .*loopback/);
    } finally {
      Object.assign(config, saved);
    }
    expect(receiver.received).toEqual([]);
  });

  it('does not follow a redirect (a 3xx is a failed attempt)', async () => {
    const other = await startReceiver();
    receiver.state.handler = (_req, res) => res.writeHead(302, { location: other.url }).end();
    const r = await sendWebhook(receiver.url, '{}', {}, { allowLoopback: true, timeoutMs: 2000 });
    expect(r).toMatchObject({ ok: false, status: 302 });
    expect(receiver.received).toHaveLength(1);
    expect(other.received).toEqual([]);
  });

  it('reads at most 4 KB of an answer and gives up on a receiver that does not answer', async () => {
    receiver.state.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('x'.repeat(1024 * 1024));
      // Never ends: the sender must stop reading on its own.
    };
    const big = await sendWebhook(receiver.url, '{}', {}, { allowLoopback: true, timeoutMs: 5000 });
    expect(big.ok).toBe(true);
    expect(big.answer.length).toBeLessThanOrEqual(ANSWER_MAX_BYTES);
    receiver.state.handler = () => {};
    const silent = await sendWebhook(receiver.url, '{}', {}, { allowLoopback: true, timeoutMs: 300 });
    expect(silent).toMatchObject({ ok: false, status: null });
    expect(silent.answer).toMatch(/Tidsavbrot/);
  });
});

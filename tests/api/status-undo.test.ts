/**
 * Undoing a wrong status click, from the desk's side: the customer reads only what is news to them (no second
 * "stadfesta", and a cancellation taken back is put right), and the partner hears no second booking.confirmed. The
 * job queue runs between the steps; the customer's mails come over real SMTP, the partner's events are the webhook
 * deliveries recorded for the booking (and what a real receiver got).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { guestEmail, shopBooking, stamp, update } from '../support/bookings.ts';
import { futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';
import { SET_ENDPOINT, startReceiver } from '../support/webhooks.ts';

let server: TestServer;
let admin: TestClient;
let received: ReceivedMail[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let partnerCompanyId: number;

beforeAll(async () => {
  const mail = await startSmtpServer();
  received = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url, webhookBackoffMs: 0 }, { worker: true });
  receiver = await startReceiver();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  // A partner with a key at Bergen sentrum (where shopBooking books) whose endpoint hears every booking event.
  const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const company = await server.db.company.create({ data: { siteId: site.id, name: 'Angrereiser AS', slug: 'angrereiser-status-undo', partner: true } });
  const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const { prefix, secretHash } = generateKey();
  const key = await server.db.apiKey.create({
    data: { accountKind: 'site', siteId: site.id, referralCompanyId: company.id, name: 'Angrereiser', contactEmail: 'api@angrereiser.no', prefix, secretHash, rights: ['search', 'book', 'read_bookings'], locationIds: [location.id], signingSecret: generateSigningSecret() },
  });
  partnerCompanyId = company.id;
  const r = await admin.gql(SET_ENDPOINT, { input: { keyId: encodeGlobalID('ApiKey', key.id), url: receiver.url, events: ['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_CHANGED'] } });
  expect(r.data.setWebhookEndpoint.__typename).toBe('SetWebhookEndpointPayload');
});

afterAll(() => server?.mailer.close());

/** What each mail to `address` told the customer, in the order they came: its subject's words. */
function toldTo(address: string): string[] {
  return received
    .filter((m) => m.to.includes(address))
    .map((m) => {
      const subject = /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '';
      if (/Vi har motteke bestillinga di/.test(subject)) return 'motteke';
      if (/Bestillinga di er stadfesta/.test(subject)) return 'stadfesta';
      if (/Bestillinga di er avbroten/.test(subject)) return 'avbroten';
      if (/Bestillinga di er endra/.test(subject)) return 'endra';
      return subject;
    });
}

/** The partner's events for the booking, as recorded (outbox) and as its receiver got them. */
async function partnerHeard(bookingId: number) {
  const recorded = (await server.db.webhookDelivery.findMany({ where: { bookingId }, orderBy: { id: 'asc' } })).map((d) => d.type);
  const got = receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.booking?.id === bookingId).map((b) => `${b.type}:${b.booking.status}`);
  return { recorded, got };
}

/** A shop order to its own address that the partner placed; its "received" has gone. */
async function partnerOrder(weeks: number) {
  const email = guestEmail();
  const b = await shopBooking(server, { period: futureWeek(weeks), email });
  await server.db.booking.update({ where: { id: b.id }, data: { referralCompanyId: partnerCompanyId } });
  await server.jobsDone();
  return { ...b, email };
}

/** Staff set the status on the booking's screen; the queue then sends what the change wrote. */
async function setStatus(id: number, gid: string, status: string) {
  const r = await update(admin, { id: gid, updatedAt: await stamp(server, id), status });
  expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
  await server.jobsDone();
}

describe('undoing a wrong status click', () => {
  describe('as staff of the rental place', () => {
    it('confirmed → delivered by mistake → confirmed sends no second "stadfesta" and no second booking.confirmed', async () => {
      const b = await partnerOrder(20);
      await setStatus(b.id, b.gid, 'confirmed');
      await setStatus(b.id, b.gid, 'delivered');
      await setStatus(b.id, b.gid, 'confirmed');
      expect(toldTo(b.email)).toEqual(['motteke', 'stadfesta']);
      const heard = await partnerHeard(b.id);
      expect(heard.recorded).toEqual(['booking.confirmed', 'booking.changed', 'booking.changed']);
      // The partner still hears where the booking stands: the undo's event carries the status it went back to.
      expect(heard.got).toEqual(['booking.confirmed:confirmed', 'booking.changed:delivered', 'booking.changed:confirmed']);
    });

    it('delivered → cancelled by mistake → delivered tells the customer who has the car that the booking stands', async () => {
      const b = await partnerOrder(21);
      await setStatus(b.id, b.gid, 'confirmed');
      await setStatus(b.id, b.gid, 'delivered');
      await setStatus(b.id, b.gid, 'cancelled');
      await setStatus(b.id, b.gid, 'delivered');
      // "avbroten" is not their last word: the "stadfesta" after it is sent though the booking is now delivered.
      expect(toldTo(b.email)).toEqual(['motteke', 'stadfesta', 'avbroten', 'stadfesta']);
      expect((await partnerHeard(b.id)).recorded).toEqual(['booking.confirmed', 'booking.changed', 'booking.cancelled', 'booking.changed']);
    });

    it('pending → cancelled → pending tells the customer the order is received again, not confirmed', async () => {
      const b = await partnerOrder(22);
      await setStatus(b.id, b.gid, 'cancelled');
      await setStatus(b.id, b.gid, 'pending');
      expect(toldTo(b.email)).toEqual(['motteke', 'avbroten', 'motteke']);
      expect((await partnerHeard(b.id)).recorded).toEqual(['booking.cancelled', 'booking.changed']);
      // Confirming it then is news: "stadfesta" once, booking.confirmed once.
      await setStatus(b.id, b.gid, 'confirmed');
      expect(toldTo(b.email)).toEqual(['motteke', 'avbroten', 'motteke', 'stadfesta']);
      expect((await partnerHeard(b.id)).recorded).toEqual(['booking.cancelled', 'booking.changed', 'booking.confirmed']);
    });

    it('a normal pending → confirmed → cancelled still mails "stadfesta" then "avbroten", once each', async () => {
      const b = await partnerOrder(23);
      await setStatus(b.id, b.gid, 'confirmed');
      await setStatus(b.id, b.gid, 'cancelled');
      expect(toldTo(b.email)).toEqual(['motteke', 'stadfesta', 'avbroten']);
      expect((await partnerHeard(b.id)).recorded).toEqual(['booking.confirmed', 'booking.cancelled']);
      // A cancellation taken back to confirmed is news again: the customer and the partner are told it stands.
      await setStatus(b.id, b.gid, 'confirmed');
      expect(toldTo(b.email)).toEqual(['motteke', 'stadfesta', 'avbroten', 'stadfesta']);
      expect((await partnerHeard(b.id)).recorded).toEqual(['booking.confirmed', 'booking.cancelled', 'booking.confirmed']);
    });
  });
});

/**
 * Outgoing mail goes through the outbox: a job written in the same transaction as the change, delivered by the job
 * worker over SMTP (here a real SMTP server the test starts on loopback). A rollback sends nothing; a mail server that
 * refuses for a while gets the message later.
 */
import fs, { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/jobs/queue.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let received: ReceivedMail[] = [];
let server: TestServer;

beforeAll(async () => {
  const mail = await startSmtpServer();
  received = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
});

afterAll(() => server?.mailer.close());

const to = (address: string) => received.filter((m) => m.to.includes(address));
/** A received message's text as UTF-8 (the SMTP helper turns each =XX into one character, not bytes). */
const plain = (m: ReceivedMail) => Buffer.from(m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
const messageId = (m: ReceivedMail) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim();

describe('password reset mail over SMTP', () => {
  it('delivers a Norwegian plain and HTML message with a working one-time link', async () => {
    await server.client().gql(`mutation { requestPasswordReset(input: { email: "kunde@example.no" }) { __typename } }`);
    await server.jobsDone();
    expect(to('kunde@example.no')).toHaveLength(1);
    const [mail] = to('kunde@example.no');
    expect(mail.to).toEqual(['kunde@example.no']);
    expect(mail.raw).toMatch(/Subject: Tilbakestill passordet ditt hos Fjordbil/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(messageId(mail)).toMatch(/^<mail\.passwordReset\.\d+\.[0-9a-z]+@shop\.test>$/);
    const key = mail.raw.match(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/)![1];
    const r = await server.client().gql(`mutation($key: String!) { resetPassword(input: { key: $key, password: "nyttpass7" }) { __typename } }`, { key });
    expect(r.data.resetPassword.__typename).toBe('OkPayload');
    await server.client().login('kunde@example.no', 'nyttpass7');
    // No file is written to the outbox when SMTP is configured.
    expect(readdirSync(server.outboxDir)).toEqual([]);
  });
});

describe('booking mails through the outbox', () => {
  it('sends the confirmation and the location notice once each, from the job queue, after the booking is stored', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { email: 'utboks@example.no', firstname: 'Una', reference: 'PO-4711', comment: 'Kjem med ferja.' }) });
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const id = r.data.createBooking.booking.databaseId;
    await server.jobsDone();
    const confirmation = to('utboks@example.no');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].raw).toContain('Hei Una');
    expect(confirmation[0].raw).toContain(String(id).padStart(4, '0'));
    const notices = received.filter((m) => !m.to.includes('utboks@example.no') && m.raw.includes(`Subject: Ny bestilling ${String(id).padStart(4, '0')}`));
    expect(notices).toHaveLength(1);
    // The customer's reference and comment reach both: the customer's own copy, and the staff who prepare the car.
    expect(plain(confirmation[0]!)).toContain('Referansen din: PO-4711');
    expect(plain(confirmation[0]!)).toContain('Kommentaren din: Kjem med ferja.');
    expect(plain(notices[0]!)).toContain('Referanse: PO-4711');
    expect(plain(notices[0]!)).toContain('Kommentar frå kunden: Kjem med ferja.');
    expect(plain(notices[0]!)).toContain(`Ny bestilling ${String(id).padStart(4, '0')} frå nettbutikken.`);
  });

  it("names the partner in the location's notice of a partner's order (it said the shop)", async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const account = await server.db.membership.findFirstOrThrow({ where: { user: { email: 'admin@fjordbil.no' } }, include: { network: true, site: true } });
    const made = await admin.gql(
      `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeySecretPayload { key } ... on Error { message } } }`,
      { input: { accountId: Buffer.from(`Account:${(account.network ?? account.site)!.slug}`).toString('base64'), name: 'Varsel Reiser AS', contactEmail: 'api@varsel.example', locationIds: [locationGid], rights: ['book'] } },
    );
    expect(made.data.createApiKey.__typename, JSON.stringify(made)).toBe('ApiKeySecretPayload');
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(2), { email: 'partnarkunde@example.no' }) }, {
      authorization: `Bearer ${made.data.createApiKey.key}`,
      'idempotency-key': `varsel-${Date.now()}`,
    });
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const number = String(r.data.createBooking.booking.databaseId).padStart(4, '0');
    await server.jobsDone();
    const notice = received.find((m) => m.raw.includes(`Subject: Ny bestilling ${number}`));
    expect(notice, `the notice of ${number}`).toBeDefined();
    const text = plain(notice!);
    expect(text).toContain(`Ny bestilling ${number} frå partnaren Varsel Reiser AS.`);
    expect(text).not.toContain('nettbutikken');
  });

  it('sends nothing for a booking whose transaction rolls back at commit', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    // A check that fails only at COMMIT, after the booking, its lines and its mail jobs were written.
    await server.db.$executeRawUnsafe(`CREATE FUNCTION test_refuse_booking() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit by the test'; END $$`);
    await server.db.$executeRawUnsafe(`CREATE CONSTRAINT TRIGGER test_refuse_booking AFTER INSERT ON booking DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.guest_email = 'rulla-tilbake@example.no') EXECUTE FUNCTION test_refuse_booking()`);
    try {
      const bookings = await server.db.booking.count();
      const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(1), { email: 'rulla-tilbake@example.no' }) });
      expect(r.data?.createBooking?.__typename).not.toBe('CreateBookingPayload');
      expect(await server.db.booking.count()).toBe(bookings);
      const jobs = await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`;
      expect(jobs[0].n).toBe(0);
      // The worker is alive and delivering: a booking after it gets its mail, the rolled-back one none.
      const ok = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(1), { email: 'etterpaa@example.no' }) });
      expect(ok.data.createBooking.__typename).toBe('CreateBookingPayload');
      await server.jobsDone();
      expect(to('etterpaa@example.no')).toHaveLength(1);
      expect(to('rulla-tilbake@example.no')).toHaveLength(0);
    } finally {
      await server.db.$executeRawUnsafe('DROP TRIGGER test_refuse_booking ON booking');
      await server.db.$executeRawUnsafe('DROP FUNCTION test_refuse_booking()');
    }
  });

  it('enqueues nothing when the enqueuing transaction is rolled back', async () => {
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    await expect(
      server.db.$transaction(async (tx) => {
        await enqueue(tx, 'mail.welcome', { userId: user.id });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const jobs = await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`;
    expect(jobs[0].n).toBe(0);
  });

  it('refuses a payload that does not fit its task, before anything is written', async () => {
    await expect(server.db.$transaction((tx) => enqueue(tx, 'mail.welcome', { userId: -1 }))).rejects.toThrow();
    await expect(server.db.$transaction((tx) => enqueue(tx, 'mail.passwordReset', { token: 'x'.repeat(43) } as never))).rejects.toThrow();
  });
});

describe('a mail server that refuses for a while', () => {
  it('gets the message on a later attempt, once', async () => {
    const flaky = await startSmtpServer({ failFirst: 1 });
    const other = await createTestServer({ smtpUrl: flaky.url }, { worker: true });
    const { locationGid, optionGid } = await carClass(other.db, 1);
    const r = await other.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { email: 'seinare@example.no' }) });
    expect(r.data.createBooking.__typename).toBe('CreateBookingPayload');
    // The first attempt is refused (451); graphile-worker retries after about 3 s.
    await other.jobsDone(60_000);
    expect(flaky.refused).toHaveLength(1);
    const deliveredTo = flaky.inbox.map((m) => m.to[0]);
    const refusedTo = flaky.refused[0][0];
    expect(deliveredTo.filter((a) => a === refusedTo)).toHaveLength(1);
    expect(deliveredTo.filter((a) => a === 'seinare@example.no')).toHaveLength(1);
    other.mailer.close();
  }, 90_000);
});

describe('a reset link waiting on a mail server that refuses', () => {
  it('is never in the queue: the token is made as the mail goes out, and the link of the mail that arrives works', async () => {
    const flaky = await startSmtpServer({ failFirst: 1 });
    const other = await createTestServer({ smtpUrl: flaky.url }, { worker: true });
    await other.client().gql(`mutation { requestPasswordReset(input: { email: "bergen@fjordbil.no" }) { __typename } }`);
    // The first attempt is refused: the mail job waits in the queue for its retry. What does the queue hold?
    const payloads = async () => (await other.db.$queryRaw<{ payload: unknown }[]>`SELECT payload FROM graphile_worker._private_jobs`).map((j) => JSON.stringify(j.payload));
    await expect.poll(() => flaky.refused.length, { timeout: 20_000 }).toBe(1);
    const waiting = await payloads();
    expect(waiting.some((p) => p.includes('"userId"'))).toBe(true);
    expect(waiting.filter((p) => /token|key/i.test(p))).toEqual([]);
    await other.jobsDone(60_000);
    const mail = flaky.inbox.find((m) => m.to.includes('bergen@fjordbil.no'));
    expect(mail).toBeDefined();
    const key = mail!.raw.match(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/)![1]!;
    // Nowhere in the queue at any point we looked, and only as a hash in the database.
    expect(waiting.filter((p) => p.includes(key))).toEqual([]);
    expect(await other.db.passwordResetToken.count({ where: { tokenHash: key } })).toBe(0);
    const r = await other.client().gql(`mutation($key: String!) { resetPassword(input: { key: $key, password: "nyttpass7" }) { __typename } }`, { key });
    expect(r.data.resetPassword.__typename).toBe('OkPayload');
    other.mailer.close();
  }, 90_000);
});

describe('jobs a killed process had taken', () => {
  /** A welcome job for kunde@example.no, locked by `pool` a minute ago as if that pool were running it. */
  async function lockedJob(pool: string): Promise<string> {
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    // Scheduled later so the running worker does not take it before the test has locked it.
    await server.db.$transaction((tx) => enqueue(tx, 'mail.welcome', { userId: user.id }, { runAt: new Date(Date.now() + 3600_000), jobKey: `test-lock:${pool}` }));
    const [job] = await server.db.$queryRaw<{ id: string }[]>`
      UPDATE graphile_worker._private_jobs SET locked_by = ${pool}, locked_at = now() - interval '1 minute', run_at = now()
      WHERE key = ${`test-lock:${pool}`} RETURNING id::text`;
    return job.id;
  }
  const lockOf = async (id: string) =>
    (await server.db.$queryRaw<{ locked_by: string | null }[]>`SELECT locked_by FROM graphile_worker._private_jobs WHERE id = ${id}::bigint`)[0]?.locked_by;

  it('are released when their pool has no live connection, and then delivered', async () => {
    const before = to('kunde@example.no').length;
    await lockedJob('pool-killed-by-the-test');
    await server.worker!.sweep();
    await server.jobsDone();
    expect(to('kunde@example.no').length).toBe(before + 1);
  });

  it('are left alone while their worker lives', async () => {
    const id = await lockedJob(server.worker!.poolId);
    await server.worker!.sweep();
    expect(await lockOf(id)).toBe(server.worker!.poolId);
    await server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET locked_by = NULL, locked_at = NULL WHERE id = ${id}::bigint`;
    await server.jobsDone();
  });
});

describe('the outbox without a mail server', () => {
  it('is readable by the app\'s own user only: its files hold reset links and customers\' details', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-outbox-')), 'outbox');
    const mailer = createMailer({ outboxDir: dir, from: 'Fjordbil <no-reply@fjordbil.no>', log: pino({ level: 'silent' }) });
    const sent = await mailer.send({ to: 'per@example.no', subject: 'Tilbakestill passordet', text: 'https://fjordbil.no/tilbakestill?token=hemmeleg', html: '<p>https://fjordbil.no/tilbakestill?token=hemmeleg</p>' });
    mailer.close();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(sent.file!).mode & 0o777).toBe(0o600);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

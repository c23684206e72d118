/**
 * A member of staff changes a customer's log-in e-mail (updateCustomer, GraphQL and REST): the OLD address is told, in
 * one mail through the job queue over real SMTP, to what (partly masked), when (Oslo time) and whom to contact; nobody
 * else gets anything. An unchanged or case-only address, and an erased person, get nothing. A person cannot change
 * their own log-in e-mail on Min side (updateOwnDetails has no such field), so that path has no notice to send.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBooking, createUser, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let admin: TestClient;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;
let support: { name: string; email: string; phone: string };

beforeAll(async () => {
  mail = await startSmtpServer();
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  // Systemansvarlig (network account): may change a log-in e-mail and erase.
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  support = { name: site.name, email: site.email, phone: site.phone };
});

afterAll(() => server?.mailer.close());

const UPDATE = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on Error { message } ... on UpdateCustomerSuccess { user { email updatedAt } } } }`;
const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`;
const TASK = 'mail.loginEmailChanged';

let seq = 0;
/** A fresh address: `k` first, so its masked form starts "k***@". */
const address = (label: string, domain = 'example.no') => `k${label}.${process.pid}.${++seq}@${domain}`;
const mailsTo = (list: ReceivedMail[], ...addresses: string[]) => list.filter((m) => m.to.some((t) => addresses.map((a) => a.toLowerCase()).includes(t.toLowerCase())));
/** The message as text: the SMTP helper undoes quoted-printable byte by byte, so the UTF-8 is read here. */
const plain = (m: ReceivedMail) => Buffer.from(m.raw, 'latin1').toString('utf8');
const subject = (m: ReceivedMail) => m.raw.match(/^Subject: (.*)$/m)?.[1];
const messageId = (m: ReceivedMail) => m.raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim();

const NYNORSK_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const NYNORSK_WEEKDAYS: Record<string, string> = {
  Monday: 'måndag', Tuesday: 'tysdag', Wednesday: 'onsdag', Thursday: 'torsdag', Friday: 'fredag', Saturday: 'laurdag', Sunday: 'søndag',
};
/** "tysdag 22. desember 2026 kl. 10:00" in Oslo, worked out here from the platform's time-zone data (not the product's helper). */
function osloText(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', weekday: 'long', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${NYNORSK_WEEKDAYS[parts.weekday!]} ${Number(parts.day)}. ${NYNORSK_MONTHS[Number(parts.month) - 1]} ${parts.year} kl. ${parts.hour}:${parts.minute}`;
}

async function changeEmail(user: { id: number }, email: string) {
  const { updatedAt } = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
  return (await admin.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: updatedAt.toISOString(), email } })).data.updateCustomer;
}

describe('changing a log-in e-mail', () => {
  describe('as Systemansvarlig', () => {
    it('mails the old address once (the same message on a retry): the new address masked, the Oslo time, whom to contact; nobody else', async () => {
      const old = address('gamal');
      const typo = address('ny', 'exmaple.no');
      const user = await createUser(server.db, old, { employee: false });
      const before = mail.inbox.length;
      // The mail server turns the first attempt away: the retry must be the same message (one Message-ID).
      const refusedBefore = mail.refusedMail.length;
      mail.failNext(1);

      const r = await changeEmail(user, typo);
      expect(r.__typename, JSON.stringify(r)).toBe('UpdateCustomerSuccess');
      expect(r.user.email).toBe(typo);
      await server.jobsDone();

      const sent = mail.inbox.slice(before);
      expect(sent.map((m) => m.to)).toEqual([[old]]);
      const [notice] = sent as [ReceivedMail];
      const text = plain(notice);
      expect(subject(notice)).toBe(`E-postadressa du loggar inn med hos ${support.name}, er endra`);
      expect(text).toContain(`er endra frå denne adressa (${old}) til k***@exmaple.no.`);
      expect(text).not.toContain(typo);
      expect(text).toContain(`Endringa vart gjord av ein tilsett hos oss ${osloText(new Date(r.user.updatedAt))}.`);
      expect(text).toContain(`ta kontakt med oss på ${support.email} eller på telefon `);
      expect(text.replace(/\s/g, '')).toContain(support.phone.replace(/^\+47/, '').replace(/\s/g, ''));
      // Nothing in it can change the account: no link at all.
      expect(text).not.toMatch(/https?:\/\/|<a /);

      const refused = mailsTo(mail.refusedMail.slice(refusedBefore), old);
      expect(refused).toHaveLength(1);
      expect(messageId(refused[0]!)).toBe(messageId(notice));
    });

    it('writes the notice in English when the person last booked in English, over REST too', async () => {
      const old = address('engelsk');
      const next = address('neste');
      const user = await createUser(server.db, old, { employee: false });
      const booking = await copyDemoBooking(server.db, 'fjordbil-bergen', { customerUserId: user.id });
      await server.db.booking.update({ where: { id: booking.id }, data: { language: 'en' } });
      const before = mail.inbox.length;

      const r = await admin.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_email: next });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await server.jobsDone();

      const sent = mail.inbox.slice(before);
      expect(sent.map((m) => m.to)).toEqual([[old]]);
      expect(subject(sent[0]!)).toBe(`The log-in e-mail of your account at ${support.name} was changed`);
      expect(plain(sent[0]!)).toContain(`was changed from this address (${old}) to k***@example.no.`);
      expect(plain(sent[0]!)).toMatch(/The change was made by a member of our staff on \w+day \d+ \w+ \d{4} at \d\d:\d\d\./);
    });

    it('sends nothing when the address is unchanged, differs only in case and spaces, or is not part of the change', async () => {
      const stored = `Kari.${process.pid}.${++seq}@Example.no`;
      const user = await createUser(server.db, stored, { employee: false });
      const before = mail.inbox.length;

      // Only the case (and spaces) differ: the same log-in, whatever is stored.
      expect((await changeEmail(user, `  ${stored.toUpperCase()} `)).__typename).toBe('UpdateCustomerSuccess');
      expect((await changeEmail(user, stored.toLowerCase())).__typename).toBe('UpdateCustomerSuccess');
      const { updatedAt } = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
      const phone = await admin.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: updatedAt.toISOString(), phone: '+4798765432' } });
      expect(phone.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');
      await server.jobsDone();

      expect(mail.inbox.slice(before).map((m) => m.to)).toEqual([]);
      const jobs = await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ${TASK} AND j.payload->>'userId' = ${String(user.id)}`;
      expect(jobs[0]!.n).toBe(0);
    });
  });

  describe('of an erased person', () => {
    it('is refused once erased, and a notice still waiting when the person is erased is not sent', async () => {
      const old = address('sletta');
      const user = await createUser(server.db, old, { employee: false });
      const before = mail.inbox.length;
      // The first attempt is turned away, so the notice waits in the queue for its retry.
      const refusedBefore = mail.refusedMail.length;
      mail.failNext(1);
      expect((await changeEmail(user, address('etterpaa'))).__typename).toBe('UpdateCustomerSuccess');
      await expect.poll(() => mail.refusedMail.length, { timeout: 10_000 }).toBe(refusedBefore + 1);
      // Not before an hour, once the worker has let go of it.
      await expect
        .poll(
          () => server.db.$executeRaw`UPDATE graphile_worker._private_jobs j SET run_at = now() + interval '1 hour' FROM graphile_worker._private_tasks t
            WHERE t.id = j.task_id AND t.identifier = ${TASK} AND j.locked_at IS NULL AND j.attempts >= 1`,
          { timeout: 10_000 },
        )
        .toBe(1);

      const erased = await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } });
      expect(erased.data.eraseCustomer.__typename, JSON.stringify(erased)).toBe('EraseCustomerSuccess');
      const refusal = await changeEmail(user, address('igjen'));
      expect(refusal.__typename).toBe('ForbiddenError');

      await server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`;
      await server.jobsDone();
      expect(mail.inbox.slice(before).map((m) => m.to)).toEqual([]);
    });
  });

  describe('on Min side, as the person', () => {
    it('cannot be done: updateOwnDetails takes no e-mail, so the log-in stays and nothing is sent', async () => {
      const old = address('sjolv');
      const user = await createUser(server.db, old, { employee: false });
      const self = server.client();
      await self.login(old, PASSWORD);
      const before = mail.inbox.length;
      const r = await self.gql(`mutation($input: UpdateOwnDetailsInput!) { updateOwnDetails(input: $input) { __typename } }`, {
        input: { updatedAt: user.updatedAt.toISOString(), firstname: 'Kari', lastname: 'Nordmann', email: address('annan') },
      });
      expect(r.errors?.[0]?.message).toMatch(/email/);
      await server.jobsDone();
      expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(old);
      expect(mail.inbox.slice(before)).toEqual([]);
    });
  });
});

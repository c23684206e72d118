/**
 * An erased person's account stays shut, seen from the side of someone who wants back in: a reset or welcome mail
 * still waiting in the queue when the person is erased is not sent afterwards (to the old address or the anonymised
 * one), no reset link of theirs sets a password, and no password logs them in. And the links of the account mails
 * leave their entry in the person's history.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords.ts';
import { newToken, RESET_TTL_MINUTES, sha256 } from '../../server/services/auth.ts';
import { createUser, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let admin: TestClient;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  mail = await startSmtpServer();
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

afterAll(() => server?.mailer.close());

const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`;
const RESET = `mutation($key: String!, $password: String!) { resetPassword(input: { key: $key, password: $password }) { __typename ... on ValidationError { fields { field message } } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename } }`;
const DEAD_LINK = [{ field: 'key', message: 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.' }];
const NEW_PASSWORD = 'nyttpass7';

let seq = 0;
const address = (label: string) => `${label}.${process.pid}.${++seq}@example.no`;
const anonymised = (id: number) => `sletta-${id}@anonymisert.invalid`;
/** Messages (delivered or turned away) to any of the addresses. */
const mailsTo = (list: ReceivedMail[], ...addresses: string[]) => list.filter((m) => m.to.some((t) => addresses.includes(t)));
const keysIn = (list: ReceivedMail[]) => list.flatMap((m) => [...m.raw.matchAll(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/g)].map((k) => k[1]!));

/** Lets the task's refused mail wait (not before an hour); `release` lets it run now. */
const holdJobs = (task: string) =>
  server.db.$executeRaw`UPDATE graphile_worker._private_jobs j SET run_at = now() + interval '1 hour' FROM graphile_worker._private_tasks t
    WHERE t.id = j.task_id AND t.identifier = ${task} AND j.locked_at IS NULL`;
const release = () => server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`;

async function erase(userId: number) {
  const r = await admin.gql(ERASE, { input: { id: encodeGlobalID('User', userId) } });
  expect(r.data.eraseCustomer.__typename, JSON.stringify(r)).toBe('EraseCustomerSuccess');
}

const login = async (email: string, password: string) => (await server.client().gql(LOGIN, { input: { email, password } })).data.login.__typename as string;

describe('a reset mail waiting when the person is erased', () => {
  it('is not sent afterwards; no link of theirs sets a password, and no log-in opens the account', async () => {
    const email = address('angrar');
    const person = await createUser(server.db, email, { employee: false });
    // The mail server turns the reset mail away: it waits in the queue for its retry.
    const refused = mail.refusedMail.length;
    mail.failNext(1);
    expect((await server.client().gql(REQUEST_RESET, { email })).data.requestPasswordReset.__typename).toBe('OkPayload');
    await expect.poll(() => mail.refusedMail.length, { timeout: 10_000 }).toBe(refused + 1);
    await holdJobs('mail.passwordReset');
    await erase(person.id);
    // The mail server is back; the queue tries again.
    await release();
    await server.jobsDone();
    const sent = mailsTo(mail.inbox, email, anonymised(person.id));
    expect(sent.map((m) => m.raw.match(/^Subject: .*$/m)?.[0])).toEqual([]);
    expect(await server.db.passwordResetToken.count({ where: { userId: person.id } })).toBe(0);
    // Every link that ever went towards the person (the refused attempt's, and any sent) is dead.
    const keys = keysIn([...mailsTo(mail.refusedMail.slice(refused), email, anonymised(person.id)), ...sent]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const r = await server.client().gql(RESET, { key, password: NEW_PASSWORD });
      expect(r.data.resetPassword, JSON.stringify(r)).toEqual({ __typename: 'ValidationError', fields: DEAD_LINK });
    }
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).passwordHash).toBe('!erased');
    for (const e of [email, anonymised(person.id)]) for (const p of [PASSWORD, NEW_PASSWORD]) expect(await login(e, p)).toBe('InvalidCredentialsError');
  });

  it('is never even queued when the reset is asked for the anonymised address', async () => {
    const person = await createUser(server.db, address('anonym'), { employee: false });
    await erase(person.id);
    await server.client().gql(REQUEST_RESET, { email: anonymised(person.id) });
    await server.jobsDone();
    expect(mailsTo(mail.inbox, anonymised(person.id))).toEqual([]);
    expect(await server.db.passwordResetToken.count({ where: { userId: person.id } })).toBe(0);
  });
});

describe('the account of an erased person, in depth', () => {
  it('refuses a reset link made for them after the erasure (a mail job racing it), and sets no password', async () => {
    const person = await createUser(server.db, address('kappløp'), { employee: false });
    await erase(person.id);
    // What a reset mail's job that read the person just before the erasure committed leaves: a link of theirs.
    const key = newToken();
    await server.db.passwordResetToken.create({ data: { tokenHash: sha256(key), userId: person.id, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) } });
    const r = await server.client().gql(RESET, { key, password: NEW_PASSWORD });
    expect(r.data.resetPassword).toEqual({ __typename: 'ValidationError', fields: DEAD_LINK });
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).passwordHash).toBe('!erased');
    expect(await login(anonymised(person.id), NEW_PASSWORD)).toBe('InvalidCredentialsError');
  });

  it('never logs them in, whatever password hash the row holds', async () => {
    const person = await createUser(server.db, address('hash'), { employee: false });
    await erase(person.id);
    // A real hash where "!erased" stood (as a reset link used before this was closed left it).
    await server.db.user.update({ where: { id: person.id }, data: { passwordHash: await hashPassword(NEW_PASSWORD) } });
    expect(await login(anonymised(person.id), NEW_PASSWORD)).toBe('InvalidCredentialsError');
  });

  it('sends no welcome mail still waiting when the person is erased', async () => {
    const email = address('velkomen');
    const r = await server.client().rest('POST', '/create_user', { user_firstname: 'Vera', user_lastname: 'Velkomen', user_email: email, user_password: 'hemmeleg1', user_phone: '912 34 567' });
    expect(r.status).toBe(200);
    await server.jobsDone();
    const key = /http:\/\/shop\.test\/stadfest\?key=([A-Za-z0-9_-]+)/.exec(mailsTo(mail.inbox, email).map((m) => m.raw).join('\n'))![1]!;
    // The mail server turns the welcome away; the person is erased while it waits.
    const refused = mail.refusedMail.length;
    mail.failNext(1);
    const confirmed = await server.client().rest('POST', '/confirm_user', { confirm_token: key });
    expect(confirmed.status).toBe(200);
    await expect.poll(() => mail.refusedMail.length, { timeout: 10_000 }).toBe(refused + 1);
    await holdJobs('mail.welcome');
    const person = await server.db.user.findUniqueOrThrow({ where: { email } });
    await erase(person.id);
    await release();
    await server.jobsDone();
    expect(mailsTo(mail.inbox, anonymised(person.id))).toEqual([]);
    expect(mailsTo(mail.inbox, email).filter((m) => /Velkomen/.test(m.raw))).toEqual([]);
  });
});

describe('the history the account mails\' links leave', () => {
  it('records a password set with a reset link on the person, by the person, without password data', async () => {
    const email = address('nyttpassord');
    const person = await createUser(server.db, email, { employee: false });
    await server.client().gql(REQUEST_RESET, { email });
    await server.jobsDone();
    const [key] = keysIn(mailsTo(mail.inbox, email));
    const r = await server.client().gql(RESET, { key, password: NEW_PASSWORD });
    expect(r.data.resetPassword.__typename, JSON.stringify(r)).toBe('OkPayload');
    const entries = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: person.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ authorId: person.id, status: 'changed', comment: 'Passordet er endra av personen sjølv med lenka i e-posten om nytt passord' });
    expect(entries[0]!.changes).toBeNull();
    const row = await server.db.user.findUniqueOrThrow({ where: { id: person.id } });
    expect(JSON.stringify(entries)).not.toContain(row.passwordHash);
    // A link that no longer works writes nothing.
    await server.client().gql(RESET, { key, password: 'endaeitt8' });
    expect(await server.db.historyEntry.count({ where: { entityType: 'customer', entityId: person.id } })).toBe(1);
  });

  it('records the account created from a registration link, by the person, with their details and no password', async () => {
    const email = address('ny.konto');
    await server.client().rest('POST', '/create_user', { user_firstname: 'Nora', user_lastname: 'Ny', user_email: email, user_password: 'hemmeleg1', user_phone: '912 34 567' });
    await server.jobsDone();
    const key = /http:\/\/shop\.test\/stadfest\?key=([A-Za-z0-9_-]+)/.exec(mailsTo(mail.inbox, email).map((m) => m.raw).join('\n'))![1]!;
    expect((await server.client().rest('POST', '/confirm_user', { confirm_token: key })).status).toBe(200);
    const person = await server.db.user.findUniqueOrThrow({ where: { email } });
    const entries = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: person.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ authorId: person.id, comment: 'Kontoen er oppretta av personen sjølv med lenka i e-posten om stadfesting' });
    expect(entries[0]!.changes).toEqual({ firstname: [null, 'Nora'], lastname: [null, 'Ny'], email: [null, email], phone: [null, person.phone] });
    expect(JSON.stringify(entries)).not.toMatch(/password|argon/i);
  });
});

/**
 * The account paths of /api/v1 (log-in, registration, password reset) with their legacy bodies and answers, the
 * welcome and reset mail, `appInfo` and first-party page views. (GraphQL log-in rules: auth.test.ts; encryption:
 * transit.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import type { Job } from 'graphile-worker';
import { processRegistrationRequest, REGISTRATION_SENT_MESSAGE } from '../../server/services/registration.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

/** The newest outbox message to `to`, with quoted-printable undone. */
async function mailTo(to: string): Promise<string> {
  await server.jobsDone();
  const files = fs.readdirSync(server.outboxDir).sort().map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8'));
  const mail = files.filter((m) => m.includes(`To: ${to}`)).pop();
  expect(mail, `a message to ${to}`).toBeDefined();
  return mail!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
}

const resetKey = async (to: string) => /http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/.exec(await mailTo(to))![1];

describe('POST /api/v1/login', () => {
  it('answers the user object with legacy names and starts a session; GET /accounts then lists the accounts', async () => {
    const c = server.client();
    const r = await c.rest('POST', '/login', { email: 'Bergen@Fjordbil.no', password: 'demo1234' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, status: 'OK' });
    expect(Object.keys(r.body.data).sort()).toEqual(
      ['user_created_at', 'user_email', 'user_firstname', 'user_id', 'user_isemployee', 'user_lastname', 'user_phone'].sort(),
    );
    expect(r.body.data).toMatchObject({ user_email: 'bergen@fjordbil.no', user_isemployee: true });
    const accounts = await c.rest('GET', '/accounts');
    expect(accounts.body.data).toEqual([expect.objectContaining({ account_slug: 'fjordbil-bergen', role_label: 'Bedriftsadministrator' })]);
  });

  it('answers a wrong password with a string, and a locked address with a string holding a line break', async () => {
    const wrong = await server.client().rest('POST', '/login', { email: 'kunde@example.no', password: 'galt1passord' });
    expect(wrong).toMatchObject({ status: 400, body: { status: 'InvalidCredentials', data: 'Feil e-post eller passord.' } });
    const guesser = server.client();
    for (let i = 0; i < 5; i++) await guesser.rest('POST', '/login', { email: 'laas@example.no', password: `galt${i}pass` });
    const locked = await guesser.rest('POST', '/login', { email: 'laas@example.no', password: 'galt9pass' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.data).toMatch(/^For mange mislukka innloggingar.\nPrøv igjen om \d+ minutt.$/);
  });

  it('names the missing fields with 422 for an empty, an array and a non-JSON body, and never answers 500', async () => {
    for (const body of [{}, [1, 2]]) {
      const r = await server.client().rest('POST', '/login', body);
      expect(r.status).toBe(422);
      expect(r.body.fields.map((f: { field: string }) => f.field)).toEqual(['email', 'password']);
    }
    const res = await server.app.request('http://shop.test/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect((await res.json()).data).toBe('Innhaldet må vere gyldig JSON.');
  });

  it('answers a wrong kind of value in Norwegian, naming each field once', async () => {
    const remember = await server.client().rest('POST', '/login', { email: 'kunde@example.no', password: 'demo1234', remember: 'yes' });
    expect(remember.status).toBe(422);
    expect(remember.body.fields).toEqual([{ field: 'remember', message: 'Ugyldig verdi: ventar ja eller nei (true eller false).' }]);
    const created = await server.client().rest('POST', '/create_user', { user_firstname: 'Ola', user_lastname: [], user_email: 'liste@example.no', user_password: 'hemmeleg1', user_phone: '0047 912 34 567' });
    expect(created.status).toBe(422);
    expect(created.body.fields.map((f: { field: string }) => f.field)).toEqual(['user_lastname']);
    expect(created.body.data).toBe('Ugyldige felt: user_lastname');
  });

  it('keeps a remembered log-in for 30 days', async () => {
    const r = await server.client().rest('POST', '/login', { email: 'kunde@example.no', password: 'demo1234', remember: true });
    expect(r.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=2592000/);
  });
});

describe('POST /api/v1/create_user', () => {
  const valid = { user_firstname: 'Ola', user_lastname: 'Nordmann', user_email: 'ola@example.no', user_password: 'hemmeleg1', user_phone: '0047 912 34 567' };

  it('answers that a confirmation mail is on its way, mails a link built from PUBLIC_URL (not the Host), and creates the account from it', async () => {
    const r = await server.client().rest('POST', '/create_user', valid, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(r).toMatchObject({ status: 200, body: { code: 200, status: 'OK', data: REGISTRATION_SENT_MESSAGE } });
    expect(await server.db.user.findFirst({ where: { email: 'ola@example.no' } })).toBeNull();
    const confirmation = await mailTo('ola@example.no');
    expect(confirmation).toMatch(/Subject: Stadfest kontoen din hos Fjordbil/);
    expect(confirmation).toMatch(/text\/plain/);
    expect(confirmation).toMatch(/text\/html/);
    expect(confirmation).not.toContain('evil.example');
    const key = /http:\/\/shop\.test\/stadfest\?key=([A-Za-z0-9_-]+)/.exec(confirmation)![1];
    const browser = server.client();
    const confirmed = await browser.rest('POST', '/confirm_user', { confirm_token: key });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'OK', data: { user_email: 'ola@example.no', user_isemployee: false, user_phone: '004791234567' } } });
    expect((await browser.rest('GET', '/accounts')).status).toBe(200);
    const mail = await mailTo('ola@example.no');
    expect(mail).toMatch(/Subject: Velkomen som kunde hos Fjordbil/);
    expect(mail).toContain('Hei Ola!');
    expect(mail).toContain('http://shop.test/login');
    const again = await server.client().rest('POST', '/confirm_user', { confirm_token: key });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual([{ field: 'confirm_token', message: 'Lenka er ugyldig, brukt eller gått ut. Opprett brukaren på nytt.' }]);
  });

  it('keeps the first link working when the mail is sent again (a crash after sending): both copies share one Message-ID', async () => {
    const r = await server.client().rest('POST', '/create_user', { ...valid, user_email: 'to.gonger@example.no' });
    expect(r.status).toBe(200);
    const first = await mailTo('to.gonger@example.no');
    // The job runs again, as it does when its process died after the mail server took the message.
    // The job, as the first mail's Message-ID names it (`<task.id.created@host>`): the same job, run again.
    const messageId = (m: string) => /^Message-ID: (.+)$/im.exec(m)![1]!.trim();
    const [, id, created] = /^<auth\.registrationRequest\.(\d+)\.([0-9a-z]+)@/.exec(messageId(first))!;
    const job = { id: id!, task_identifier: 'auth.registrationRequest', created_at: new Date(parseInt(created!, 36)) } as unknown as Job;
    const pending = await server.db.pendingRegistration.findFirstOrThrow({ where: { email: 'to.gonger@example.no' } });
    await processRegistrationRequest(server.services, { pendingRegistrationId: pending.id }, job);
    await processRegistrationRequest(server.services, { pendingRegistrationId: pending.id }, job);
    const keyOf = (m: string) => /http:\/\/shop\.test\/stadfest\?key=([A-Za-z0-9_-]+)/.exec(m)![1]!;
    const second = await mailTo('to.gonger@example.no');
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(messageId(second)).toBe(messageId(first));
    // A mail program showing one copy may show the first: its link creates the account, and the others are spent.
    const confirmed = await server.client().rest('POST', '/confirm_user', { confirm_token: keyOf(first) });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { user_email: 'to.gonger@example.no' } } });
    expect((await server.client().rest('POST', '/confirm_user', { confirm_token: keyOf(second) })).status).toBe(422);
    expect(await server.db.pendingRegistration.count({ where: { email: 'to.gonger@example.no' } })).toBe(0);
  });

  it('answers an existing address exactly as a new one (status, body, headers but the date)', async () => {
    const ask = async (email: string) => {
      const r = await server.client({ address: '192.0.2.30' }).rest('POST', '/create_user', { ...valid, user_email: email });
      return { status: r.status, body: r.body, headers: [...r.headers].filter(([k]) => k !== 'date') };
    };
    expect(await ask('KUNDE@example.no')).toEqual(await ask('heilt-ukjend@example.no'));
  });

  it.each([
    ['user_phone', { user_phone: '12' }, PHONE_MESSAGE],
    ['user_password', { user_password: 'berrebokstavar' }, PASSWORD_MESSAGE],
    ['user_email', { user_email: 'ikkje-ei-adresse' }, 'Ugyldig e-postadresse.'],
    ['user_firstname', { user_firstname: undefined }, 'Fornamn må fyllast ut.'],
    ['user_password', { user_password: '' }, 'Passord må fyllast ut.'],
  ])('refuses a bad %s with 422 naming the legacy field, writing nothing and mailing nobody', async (field, patch, message) => {
    const users = await server.db.user.count();
    // Earlier requests' jobs may still remove pending rows: count once the queue is idle.
    await server.jobsDone();
    const pending = await server.db.pendingRegistration.count();
    const mails = fs.readdirSync(server.outboxDir).length;
    const r = await server.client().rest('POST', '/create_user', { ...valid, ...patch });
    expect(r.status).toBe(422);
    expect(r.body.fields).toContainEqual({ field, message });
    expect(await server.db.user.count()).toBe(users);
    expect(await server.db.pendingRegistration.count()).toBe(pending);
    await server.jobsDone();
    expect(fs.readdirSync(server.outboxDir).length).toBe(mails);
  });
});

describe('password reset over /api/v1', () => {
  it('answers "E-post sendt" the same way whether or not the address exists (the work that differs runs after the answer)', async () => {
    const ask = async (email: string) => {
      const r = await server.client({ address: '192.0.2.31' }).rest('POST', '/request_reset_password_token', { user_email: email });
      return { status: r.status, body: r.body, headers: [...r.headers].filter(([k]) => k !== 'date') };
    };
    const known = await ask('kunde@example.no');
    expect(known.body).toEqual({ code: 200, status: 'OK', data: 'E-post sendt' });
    expect(await ask('ingen@example.no')).toEqual(known);
  });

  it('refuses what cannot be an address with 422 naming user_email, and queues nothing', async () => {
    await server.jobsDone();
    const jobs = async () => (await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'auth.passwordResetRequest'`)[0]!.n;
    const before = await jobs();
    const r = await server.client({ address: '192.0.2.32' }).rest('POST', '/request_reset_password_token', { user_email: 'nope' });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'user_email', message: 'Ugyldig e-postadresse.' }]);
    expect(await jobs()).toBe(before);
  });

  it('sets a new password once, ends every session of the user, and refuses the link again', async () => {
    const phone = server.client();
    await phone.login('nasjonal@fjordbil.no', 'demo1234');
    await server.client().rest('POST', '/request_reset_password_token', { user_email: 'nasjonal@fjordbil.no' });
    const key = await resetKey('nasjonal@fjordbil.no');
    const r = await server.client().rest('POST', '/update_password', { reset_token: key, new_password: 'nyttpass5' });
    expect(r.body).toEqual({ code: 200, status: 'OK', data: 'Passordet ditt har blitt oppdatert!' });
    expect((await phone.rest('GET', '/accounts')).body.status).toBe('SessionExpired');
    const again = await server.client().rest('POST', '/update_password', { reset_token: key, new_password: 'endaeitt6' });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual([{ field: 'reset_token', message: 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.' }]);
    expect((await server.client().rest('POST', '/login', { email: 'nasjonal@fjordbil.no', password: 'nyttpass5' })).status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    await server.client().rest('POST', '/request_reset_password_token', { user_email: 'flesland@fjordbil.no' });
    const key = await resetKey('flesland@fjordbil.no');
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'flesland@fjordbil.no' } });
    const token = await server.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id, usedAt: null } });
    // createdAt is the database's clock, expiresAt the server's: equal to within a few seconds.
    expect(Math.abs(token.expiresAt.getTime() - token.createdAt.getTime() - 60 * 60_000)).toBeLessThan(5000);
    await server.db.passwordResetToken.update({ where: { id: token.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const r = await server.client().rest('POST', '/update_password', { reset_token: key, new_password: 'nyttpass5' });
    expect(r.body.fields[0].field).toBe('reset_token');
  });

  it('holds the new password to the rule, naming new_password', async () => {
    const r = await server.client().rest('POST', '/update_password', { reset_token: 'x', new_password: 'kort' });
    expect(r.body.fields).toContainEqual({ field: 'new_password', message: PASSWORD_MESSAGE });
  });
});

describe('appInfo', () => {
  const Q = `{ appInfo { developmentMode developerFeatures } }`;

  it('hides developer features outside development mode, except for a network_admin', async () => {
    expect((await server.client().gql(Q)).data.appInfo).toEqual({ developmentMode: false, developerFeatures: false });
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    expect((await customer.gql(Q)).data.appInfo.developerFeatures).toBe(false);
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    expect((await admin.gql(Q)).data.appInfo.developerFeatures).toBe(true);
  });
});

describe('page views', () => {
  const RECORD = `mutation($input: RecordPageViewInput!) {
    recordPageView(input: $input) { __typename ... on RecordPageViewPayload { recorded } ... on ValidationError { fields { field message } } }
  }`;
  const consent = () => ({ version: 'abc123', acceptedAt: new Date().toISOString() });
  const visitorId = '3f0c8f3e-6a55-4d8e-9b7a-0c8d1f3f2a11';

  it('stores nothing without consent, or with consent older than a year', async () => {
    const before = await server.db.pageView.count();
    const none = await server.client().gql(RECORD, { input: { path: '/steg2' } });
    expect(none.errors?.length).toBeGreaterThan(0);
    const old = await server.client().gql(RECORD, { input: { path: '/steg2', consent: { version: 'abc', acceptedAt: new Date(Date.now() - 366 * 86400_000).toISOString() } } });
    expect(old.data.recordPageView.fields[0].field).toBe('consent.acceptedAt');
    expect(await server.db.pageView.count()).toBe(before);
  });

  it('stores the path without its query, and the logged-in user by id', async () => {
    const anonymous = await server.client().gql(RECORD, { input: { path: '/tilbakestill?key=hemmeleg#x', visitorId, consent: consent() } });
    expect(anonymous.data.recordPageView).toEqual({ __typename: 'RecordPageViewPayload', recorded: true });
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    await customer.gql(RECORD, { input: { path: '/vilk%C3%A5r', consent: consent() } });
    const kunde = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    const rows = await server.db.pageView.findMany({ orderBy: { id: 'desc' }, take: 2 });
    expect(rows[1]).toMatchObject({ path: '/tilbakestill', visitorId, userId: null, consentVersion: 'abc123' });
    expect(rows[0]).toMatchObject({ path: '/vilkår', userId: kunde.id });
  });

  it('never stores a page under /admin', async () => {
    const before = await server.db.pageView.count();
    const r = await server.client().gql(RECORD, { input: { path: '/admin/fjordbil', consent: consent() } });
    expect(r.data.recordPageView.recorded).toBe(false);
    expect(await server.db.pageView.count()).toBe(before);
  });
});

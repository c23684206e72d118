/** Log-in, sessions, registration and password reset through the GraphQL API, against a real database. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

const LOGIN = `mutation($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on ViewerPayload { redirectTo viewer { email isEmployee } }
    ... on Error { message code }
    ... on ValidationError { fields { field message } }
    ... on TooManyAttemptsError { retryAfterSeconds }
  }
}`;
const REGISTER = `mutation($input: RegisterInput!) {
  register(input: $input) { __typename ... on ViewerPayload { redirectTo viewer { email } } ... on ValidationError { fields { field message } } }
}`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on OkPayload { message } } }`;
const RESET = `mutation($key: String!, $password: String!) {
  resetPassword(input: { key: $key, password: $password }) { __typename ... on OkPayload { message } ... on ValidationError { fields { field message } } }
}`;
const VIEWER = `{ viewer { email } }`;

describe('login', () => {
  it('logs an employee in, sends them to /admin and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await server.app.request('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: 'ADMIN@fjordbil.no ', password: 'demo1234' } } }),
    });
    const body = await res.json();
    expect(body.data.login).toMatchObject({ __typename: 'ViewerPayload', redirectTo: '/admin', viewer: { email: 'admin@fjordbil.no', isEmployee: true } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Max-Age/); // not remembered: a browser-session cookie
  });

  it('marks the cookie Secure behind HTTPS and keeps a remembered log-in for 30 days', async () => {
    const res = await server.app.request('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: 'kunde@example.no', password: 'demo1234', remember: true } } }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('sends a customer to /konto', async () => {
    const r = await server.client().gql(LOGIN, { input: { email: 'kunde@example.no', password: 'demo1234' } });
    expect(r.data.login.redirectTo).toBe('/konto');
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const a = await server.client().gql(LOGIN, { input: { email: 'kunde@example.no', password: 'feil-passord1' } });
    const b = await server.client().gql(LOGIN, { input: { email: 'ingen@example.no', password: 'feil-passord1' } });
    expect(a.data.login).toMatchObject({ __typename: 'InvalidCredentialsError', message: 'Feil e-post eller passord.' });
    expect(b.data.login).toEqual(a.data.login);
  });

  it('names the empty fields', async () => {
    const r = await server.client().gql(LOGIN, { input: { email: ' ', password: '' } });
    expect(r.data.login.__typename).toBe('ValidationError');
    expect(r.data.login.fields).toEqual([
      { field: 'email', message: 'E-post må fyllast ut.' },
      { field: 'password', message: 'Passord må fyllast ut.' },
    ]);
  });

  it('rotates the session: logging in again replaces the old session', async () => {
    const client = server.client();
    await client.login('kunde@example.no', 'demo1234');
    const first = client.cookies.get('sid');
    await client.login('kunde@example.no', 'demo1234');
    expect(client.cookies.get('sid')).not.toBe(first);
    const stale = server.client();
    stale.cookies.set('sid', first!);
    const r = await stale.gql(`{ account(slug: "x") { name } }`);
    expect(r.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
  });

  describe('after repeated failures', () => {
    it('locks the address for a few minutes after five wrong passwords, even for the right one', async () => {
      const email = 'bergen@fjordbil.no';
      for (let i = 0; i < 5; i++) {
        const r = await server.client().gql(LOGIN, { input: { email, password: `galt${i}passord` } });
        expect(r.data.login.__typename).toBe('InvalidCredentialsError');
      }
      const locked = await server.client().gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(locked.data.login.__typename).toBe('TooManyAttemptsError');
      expect(locked.data.login.retryAfterSeconds).toBeGreaterThan(240);
      expect(locked.data.login.retryAfterSeconds).toBeLessThanOrEqual(300);
      // The lock is short: once it has passed, the right password works again.
      await server.db.loginThrottle.update({ where: { email }, data: { lockedUntil: new Date(Date.now() - 1000) } });
      const ok = await server.client().gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(ok.data.login.__typename).toBe('ViewerPayload');
      expect(await server.db.loginThrottle.findUnique({ where: { email } })).toBeNull();
    });

    it('does not lock other addresses', async () => {
      for (let i = 0; i < 6; i++) await server.client().gql(LOGIN, { input: { email: 'angripar@example.no', password: 'x1xxxxxxx' } });
      const r = await server.client().gql(LOGIN, { input: { email: 'nasjonal@fjordbil.no', password: 'demo1234' } });
      expect(r.data.login.__typename).toBe('ViewerPayload');
    });
  });
});

describe('logout', () => {
  it('deletes the session; the old cookie then reads as an expired session', async () => {
    const client = server.client();
    await client.login('admin@fjordbil.no', 'demo1234');
    const token = client.cookies.get('sid')!;
    const before = await server.db.session.count();
    const r = await client.gql(`mutation { logout { message } }`);
    expect(r.data.logout.message).toBe('Du er logga ut.');
    expect(client.cookies.has('sid')).toBe(false);
    expect(await server.db.session.count()).toBe(before - 1);
    const replay = server.client();
    replay.cookies.set('sid', token);
    expect((await replay.gql(VIEWER)).data.viewer).toBeNull();
    expect(replay.cookies.has('sid'), 'the stale cookie is cleared').toBe(false);
    const restClient = server.client();
    restClient.cookies.set('sid', token);
    const rest = await restClient.rest('GET', '/dashboard');
    expect(rest.status).toBe(401);
    expect(rest.body.status).toBe('SessionExpired');
  });

  it('treats an expired session as expired and removes it', async () => {
    const client = server.client();
    await client.login('kunde@example.no', 'demo1234');
    const tokenHash = crypto.createHash('sha256').update(client.cookies.get('sid')!).digest('hex');
    await server.db.session.update({ where: { tokenHash }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r = await client.gql(`{ account(slug: "fjordbil") { name } }`);
    expect(r.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
    expect(await server.db.session.findUnique({ where: { tokenHash } })).toBeNull();
  });
});

describe('register', () => {
  const valid = { firstname: 'Kari', lastname: 'Nordmann', phone: '+47 912 34 567', email: 'Kari@Example.no', password: 'hemmeleg1' };

  it('creates a customer (never an employee) with a normalised e-mail and an argon2id hash', async () => {
    const r = await server.client().gql(REGISTER, { input: valid });
    expect(r.data.register).toMatchObject({ __typename: 'ViewerPayload', redirectTo: '/login', viewer: { email: 'kari@example.no' } });
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'kari@example.no' } });
    expect(user.isEmployee).toBe(false);
    expect(user.phone).toBe('+4791234567');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the same e-mail in another case, naming the field', async () => {
    const r = await server.client().gql(REGISTER, { input: { ...valid, email: 'KARI@example.NO' } });
    expect(r.data.register.fields).toEqual([{ field: 'email', message: 'Det finst allereie ein brukar med denne e-postadressa.' }]);
  });

  it.each([
    ['phone', { phone: '12' }, PHONE_MESSAGE],
    ['phone', { phone: '+47 abc' }, PHONE_MESSAGE],
    ['password', { password: 'kort1' }, PASSWORD_MESSAGE],
    ['password', { password: 'berrebokstavar' }, PASSWORD_MESSAGE],
    ['password', { password: '1234567890' }, PASSWORD_MESSAGE],
    ['email', { email: 'ikkje-ei-adresse' }, 'Ugyldig e-postadresse.'],
    ['firstname', { firstname: '  ' }, 'Fornamn må fyllast ut.'],
  ])('refuses a bad %s with the exact Norwegian message and writes nothing', async (field, patch, message) => {
    const users = await server.db.user.count();
    const r = await server.client().gql(REGISTER, { input: { ...valid, email: `ny-${field}@example.no`, ...patch } });
    expect(r.data.register.__typename).toBe('ValidationError');
    expect(r.data.register.fields).toContainEqual({ field, message });
    expect(await server.db.user.count()).toBe(users);
  });
});

describe('password reset', () => {
  /** The reset link in the newest outbox message to `to`. */
  async function linkFor(to: string): Promise<string> {
    await server.jobsDone();
    const files = fs.readdirSync(server.outboxDir).map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8'));
    const mail = files.filter((m) => m.includes(`To: ${to}`)).pop();
    expect(mail, `a message to ${to}`).toBeDefined();
    // Quoted-printable: soft line breaks and =XX escapes.
    const decoded = mail!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    const link = decoded.match(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/);
    expect(link, 'a link built from PUBLIC_URL').not.toBeNull();
    return link![1];
  }

  it('answers "E-post sendt" whether or not the address exists, and mails only real users', async () => {
    const before = fs.readdirSync(server.outboxDir).length;
    const a = await server.client().gql(REQUEST_RESET, { email: 'ingen-slik@example.no' });
    await server.jobsDone();
    expect(a.data.requestPasswordReset).toEqual({ __typename: 'OkPayload', message: 'E-post sendt' });
    expect(fs.readdirSync(server.outboxDir).length).toBe(before);
    const b = await server.client().gql(REQUEST_RESET, { email: 'kunde@example.no' });
    expect(b.data.requestPasswordReset).toEqual(a.data.requestPasswordReset);
    await linkFor('kunde@example.no');
  });

  it('sets a new password once, ends the other sessions, and refuses the link the second time', async () => {
    const browser = server.client();
    await browser.login('flesland@fjordbil.no', 'demo1234');
    await server.client().gql(REQUEST_RESET, { email: 'flesland@fjordbil.no' });
    const key = await linkFor('flesland@fjordbil.no');
    const r = await server.client().gql(RESET, { key, password: 'nyttpassord9' });
    expect(r.data.resetPassword).toEqual({ __typename: 'OkPayload', message: 'Passordet ditt har blitt oppdatert!' });
    expect((await browser.gql(VIEWER)).data.viewer).toBeNull();
    await server.client().login('flesland@fjordbil.no', 'nyttpassord9');
    const again = await server.client().gql(RESET, { key, password: 'endaeitt9' });
    expect(again.data.resetPassword.fields[0].field).toBe('key');
    await server.client().login('flesland@fjordbil.no', 'nyttpassord9');
  });

  it('refuses an expired link', async () => {
    await server.client().gql(REQUEST_RESET, { email: 'nasjonal@fjordbil.no' });
    const key = await linkFor('nasjonal@fjordbil.no');
    await server.db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) }, where: { usedAt: null } });
    const r = await server.client().gql(RESET, { key, password: 'nyttpassord9' });
    expect(r.data.resetPassword.fields).toEqual([{ field: 'key', message: 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.' }]);
  });

  it('holds the new password to the register rule', async () => {
    const r = await server.client().gql(RESET, { key: 'whatever', password: 'kort' });
    expect(r.data.resetPassword.fields).toContainEqual({ field: 'password', message: PASSWORD_MESSAGE });
  });
});

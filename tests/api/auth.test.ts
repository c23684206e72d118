/** Log-in, sessions, registration and password reset through the GraphQL API, against a real database. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import { createApp } from '../../server/app.ts';
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
  register(input: $input) { __typename ... on OkPayload { message } ... on ValidationError { fields { field message } } }
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

  it('marks the cookie Secure behind a trusted HTTPS proxy and keeps a remembered log-in for 30 days', async () => {
    const login = (trustProxy: number) =>
      createApp({ ...server.services, config: { ...server.services.config, trustProxy } }).request('http://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ query: LOGIN, variables: { input: { email: 'kunde@example.no', password: 'demo1234', remember: true } } }),
      });
    const cookie = (await login(1)).headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    // Without TRUST_PROXY a client's own X-Forwarded-Proto says nothing.
    const direct = (await login(0)).headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(direct).not.toMatch(/Secure/);
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
    /** Lets every throttle window run out, as if an hour had passed. */
    const passTime = () => server.db.$executeRaw`UPDATE "rate_limit" SET "window_start" = now() - interval '2 hours'`;

    it('locks the client that guessed five times for that address, even for the right password, until its window ends', async () => {
      const email = 'bergen@fjordbil.no';
      const guesser = server.client();
      for (let i = 0; i < 5; i++) {
        const r = await guesser.gql(LOGIN, { input: { email, password: `galt${i}passord` } });
        expect(r.data.login.__typename).toBe('InvalidCredentialsError');
      }
      const locked = await guesser.gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(locked.data.login.__typename).toBe('TooManyAttemptsError');
      expect(locked.data.login.retryAfterSeconds).toBeGreaterThan(800);
      expect(locked.data.login.retryAfterSeconds).toBeLessThanOrEqual(900);
      // The owner, on another client that has not been guessing, logs in with the right password meanwhile.
      const owner = await server.client().gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(owner.data.login.__typename).toBe('ViewerPayload');
      await passTime();
      const later = await guesser.gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(later.data.login.__typename).toBe('ViewerPayload');
    });

    it('never keeps the owner out: many clients guessing an address do not lock a fresh client with the right password', async () => {
      const email = 'kunde@example.no';
      for (let i = 0; i < 40; i++) await server.client().gql(LOGIN, { input: { email, password: `galt${i}passord` } });
      const owner = await server.client().gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(owner.data.login.__typename).toBe('ViewerPayload');
      // A client that already failed on the address meets the address-wide friction, even with the right password.
      const guesser = server.client();
      await guesser.gql(LOGIN, { input: { email, password: 'galt-igjen1' } });
      const refused = await guesser.gql(LOGIN, { input: { email, password: 'demo1234' } });
      expect(refused.data.login.__typename).toBe('TooManyAttemptsError');
    });

    it('locks a client that guesses across many addresses (credential stuffing), and only that client', async () => {
      const stuffer = server.client();
      for (let i = 0; i < 30; i++) await stuffer.gql(LOGIN, { input: { email: `offer${i}@example.no`, password: 'passord123' } });
      const r = await stuffer.gql(LOGIN, { input: { email: 'nasjonal@fjordbil.no', password: 'demo1234' } });
      expect(r.data.login.__typename).toBe('TooManyAttemptsError');
      const other = await server.client().gql(LOGIN, { input: { email: 'nasjonal@fjordbil.no', password: 'demo1234' } });
      expect(other.data.login.__typename).toBe('ViewerPayload');
    });

    it('checks at most five passwords of one client for one address, even when the guesses come in parallel', async () => {
      const guesser = server.client();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => guesser.gql(LOGIN, { input: { email: 'parallell@example.no', password: `galt${i}passord` } })),
      );
      const kinds = results.map((r) => r.data.login.__typename);
      expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(5);
      expect(kinds.filter((k) => k === 'TooManyAttemptsError')).toHaveLength(15);
    });

    it('does not lock other addresses', async () => {
      const client = server.client();
      for (let i = 0; i < 6; i++) await client.gql(LOGIN, { input: { email: 'angripar@example.no', password: 'x1xxxxxxx' } });
      const r = await client.gql(LOGIN, { input: { email: 'flesland@fjordbil.no', password: 'demo1234' } });
      expect(r.data.login.__typename).toBe('ViewerPayload');
    });

    it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
      const email = 'admin@fjordbil.no';
      // Without TRUST_PROXY a changing X-Forwarded-For does not make a guesser a new client.
      const guesser = server.client();
      for (let i = 0; i < 5; i++) {
        await guesser.gql(LOGIN, { input: { email, password: `galt${i}passord` } }, { 'x-forwarded-for': `203.0.113.${i}` });
      }
      const r = await guesser.gql(LOGIN, { input: { email, password: 'demo1234' } }, { 'x-forwarded-for': '203.0.113.99' });
      expect(r.data.login.__typename).toBe('TooManyAttemptsError');
      // Behind one trusted proxy, every request comes from the proxy's address; the header names the client.
      const proxied = createApp({ ...server.services, config: { ...server.services.config, trustProxy: 1 } });
      const viaProxy = async (xff: string, password = 'demo1234') => {
        const res = await proxied.request(
          'http://shop.test/graphql',
          { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': xff }, body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }) },
          { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
        );
        return res.json();
      };
      for (let i = 0; i < 5; i++) await viaProxy('198.51.100.7', `galt${i}passord`);
      expect((await viaProxy('198.51.100.7')).data.login.__typename).toBe('TooManyAttemptsError');
      // A client cannot pose as another by prepending its own entry: only the proxy's last entry counts.
      expect((await viaProxy('10.9.9.9, 198.51.100.7')).data.login.__typename).toBe('TooManyAttemptsError');
      expect((await viaProxy('198.51.100.8')).data.login.__typename).toBe('ViewerPayload');
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
  const CONFIRM = `mutation($key: String!) {
    confirmRegistration(input: { key: $key }) {
      __typename ... on ViewerPayload { redirectTo viewer { email } } ... on ValidationError { fields { field message } }
    }
  }`;

  /** The newest outbox message to `to`, quoted-printable undone. */
  async function mailTo(to: string): Promise<string | undefined> {
    await server.jobsDone();
    const files = fs.readdirSync(server.outboxDir).sort().map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8'));
    const mail = files.filter((m) => m.includes(`To: ${to}`)).pop();
    return mail?.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
  }
  const confirmKey = async (to: string) => /http:\/\/shop\.test\/stadfest\?key=([A-Za-z0-9_-]+)/.exec((await mailTo(to)) ?? '')?.[1];

  it('creates nothing until the mailed link is opened; the link creates a customer (never an employee) and logs in, once', async () => {
    const r = await server.client().gql(REGISTER, { input: valid });
    expect(r.data.register).toEqual({ __typename: 'OkPayload', message: 'Vi har sendt ei e-post til adressa du oppgav. Opne lenka i e-posten for å stadfeste kontoen.' });
    expect(await server.db.user.findFirst({ where: { email: 'kari@example.no' } })).toBeNull();
    const key = await confirmKey('kari@example.no');
    expect(key, 'a confirmation link built from PUBLIC_URL').toBeDefined();
    const browser = server.client();
    const confirmed = await browser.gql(CONFIRM, { key });
    expect(confirmed.data.confirmRegistration).toMatchObject({ __typename: 'ViewerPayload', redirectTo: '/konto', viewer: { email: 'kari@example.no' } });
    expect((await browser.gql(VIEWER)).data.viewer).toEqual({ email: 'kari@example.no' });
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'kari@example.no' } });
    expect(user.isEmployee).toBe(false);
    expect(user.phone).toBe('+4791234567');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    await server.client().login('kari@example.no', 'hemmeleg1');
    const again = await server.client().gql(CONFIRM, { key });
    expect(again.data.confirmRegistration.fields).toEqual([{ field: 'key', message: 'Lenka er ugyldig, brukt eller gått ut. Opprett brukaren på nytt.' }]);
    expect(await server.db.user.count({ where: { email: 'kari@example.no' } })).toBe(1);
  });

  it('answers an existing address exactly as a new one, and mails its owner instead of creating anything', async () => {
    const ask = async (email: string) => {
      const res = await server.app.request(
        'http://shop.test/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: REGISTER, variables: { input: { ...valid, email } } }) },
        { incoming: { socket: { remoteAddress: '192.0.2.10' } } },
      );
      const headers = [...res.headers].filter(([k]) => k !== 'date');
      return { status: res.status, headers, body: await res.text() };
    };
    const users = await server.db.user.count();
    const existing = await ask('KUNDE@example.no');
    const fresh = await ask('heilt-ny@example.no');
    expect(existing).toEqual(fresh);
    expect(existing.status).toBe(200);
    const owner = await mailTo('kunde@example.no');
    expect(owner).toMatch(/Subject: Du har allereie ein brukar hos Fjordbil/);
    expect(owner).toContain('http://shop.test/glemt-passord');
    expect(owner).not.toMatch(/stadfest\?key=/);
    expect(await confirmKey('heilt-ny@example.no')).toBeDefined();
    expect(await server.db.user.count()).toBe(users);
  });

  it('does the same database work before answering, for an existing and a new address, and never reads users before the answer', async () => {
    /** The app over a client that logs every statement; `answered` is the log at the moment the answer came. */
    const run = async (query: string, variables: object) => {
      const statements: string[] = [];
      const db = server.db.$extends({
        query: {
          async $allOperations({ model, operation, args, query: next }) {
            statements.push(`${model ?? 'raw'}.${operation}`);
            return next(args);
          },
        },
      }) as unknown as TestServer['db'];
      const app = createApp({ ...server.services, db });
      const res = await app.request(
        'http://shop.test/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
        { incoming: { socket: { remoteAddress: '192.0.2.20' } } },
      );
      const answered = [...statements];
      await res.text();
      await server.jobsDone();
      return { answered, all: statements };
    };
    const register = (email: string) => run(REGISTER, { input: { ...valid, email } });
    const existing = await register('bergen@fjordbil.no');
    const fresh = await register('endaein-ny@example.no');
    expect(existing.answered).toEqual(fresh.answered);
    expect(existing.answered.length).toBeGreaterThan(0);
    // Users are looked up (with raw SQL, after the answer) only by the background task: before the answer there are
    // the rate-limit upsert and the pending registration, whatever the address.
    expect(existing.answered.filter((s) => s !== 'raw.$executeRaw')).toEqual(['raw.$queryRaw', 'PendingRegistration.create']);
    // Nothing more runs in the request: the lookup is the job's, after the answer.
    expect(existing.all).toEqual(existing.answered);

    const reset = (email: string) => run(REQUEST_RESET, { email });
    const known = await reset('flesland@fjordbil.no');
    const unknown = await reset('finst-ikkje@example.no');
    expect(known.answered).toEqual(unknown.answered);
    expect(known.answered.filter((s) => s !== 'raw.$executeRaw')).toEqual(['raw.$queryRaw']); // the rate-limit upsert only
    expect(known.all).toEqual(unknown.all);
    // The token is made by the job after the answer, for the real user only.
    const flesland = await server.db.user.findFirstOrThrow({ where: { email: 'flesland@fjordbil.no' } });
    expect(await server.db.passwordResetToken.count({ where: { userId: flesland.id } })).toBeGreaterThan(0);
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
    const pending = await server.db.pendingRegistration.count();
    const r = await server.client().gql(REGISTER, { input: { ...valid, email: `ny-${field}@example.no`, ...patch } });
    expect(r.data.register.__typename).toBe('ValidationError');
    expect(r.data.register.fields).toContainEqual({ field, message });
    expect(await server.db.user.count()).toBe(users);
    expect(await server.db.pendingRegistration.count()).toBe(pending);
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

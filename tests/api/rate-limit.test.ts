/**
 * The one rate limiter (stored in PostgreSQL, shared by every app process): reset and registration mails per address
 * and per client, new passwords from reset links per client, page views per visitor and per client, transit nonces per client, placed orders per client. Over a limit GraphQL answers a
 * RateLimitedError (code RATE_LIMITED) and REST 429 with Retry-After; the per-address limit says nothing about
 * whether the address has an account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitKey, LIMITS } from '../../server/services/rateLimit.ts';
import { newNonce } from '../../web/src/transport/crypto.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, futureOslo, futureWeek, order } from '../support/shop.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

const REQUEST_RESET = `mutation($email: String!) {
  requestPasswordReset(input: { email: $email }) { __typename ... on OkPayload { message } ... on RateLimitedError { code message retryAfterSeconds } }
}`;

/** Every outbox message to `to`. */
async function mailsTo(to: string): Promise<number> {
  await server.jobsDone();
  return fs.readdirSync(server.outboxDir).filter((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8').includes(`To: ${to}`)).length;
}

describe('password-reset mails', () => {
  it('sends at most the limit of mails for 30 parallel requests for one address, from many clients', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => server.client().gql(REQUEST_RESET, { email: 'kunde@example.no' })));
    const kinds = results.map((r) => r.data.requestPasswordReset.__typename);
    expect(kinds.filter((k) => k === 'OkPayload')).toHaveLength(LIMITS.resetPerAddress.max);
    const limited = results.map((r) => r.data.requestPasswordReset).find((p) => p.__typename === 'RateLimitedError');
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^For mange førespurnader\. Prøv igjen om \d+ minutt\.$/) });
    expect(limited.retryAfterSeconds).toBeGreaterThan(3000);
    // At most one mail per accepted request; a reset mail still waiting in the queue is replaced by the newer one.
    const mails = await mailsTo('kunde@example.no');
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(LIMITS.resetPerAddress.max);
  });

  it('limits an address without an account exactly the same way (the limit reveals nothing)', async () => {
    const ask = (email: string) => Promise.all(Array.from({ length: 6 }, () => server.client().gql(REQUEST_RESET, { email })));
    const known = (await ask('bergen@fjordbil.no')).map((r) => r.data.requestPasswordReset.__typename).sort();
    const unknown = (await ask('ingen-konto@example.no')).map((r) => r.data.requestPasswordReset.__typename).sort();
    expect(unknown).toEqual(known);
    expect(await mailsTo('ingen-konto@example.no')).toBe(0);
  });

  it('limits one client over many addresses, and answers REST 429 with Retry-After', async () => {
    const client = server.client();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < LIMITS.resetPerClient.max + 2; i++) {
      last = await client.rest('POST', '/request_reset_password_token', { user_email: `spam${i}@example.no` });
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.resetPerClient.max);
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({ code: 429, status: 'RateLimited' });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await server.client().rest('POST', '/request_reset_password_token', { user_email: 'spam0@example.no' })).status).toBe(200);
  });
});

describe('new passwords from reset links', () => {
  const RESET = `mutation($key: String!) {
    resetPassword(input: { key: $key, password: "nyttpassord9" }) { __typename ... on ValidationError { fields { field message } } ... on RateLimitedError { code retryAfterSeconds } }
  }`;

  it('limits one client trying made-up links, in GraphQL and REST, and leaves other clients alone', async () => {
    // Each try once cost a password hash (~20 ms of CPU) with nothing counted: a stream of them stalled the server.
    const client = server.client();
    for (let i = 0; i < LIMITS.resetUsePerClient.max; i++) {
      const r = await client.gql(RESET, { key: `oppdikta-${i}` });
      expect(r.data.resetPassword, `try ${i + 1}`).toEqual({ __typename: 'ValidationError', fields: [{ field: 'key', message: 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.' }] });
    }
    const limited = (await client.gql(RESET, { key: 'oppdikta-x' })).data.resetPassword;
    expect(limited).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(3000);
    const rest = await client.rest('POST', '/update_password', { reset_token: 'oppdikta-y', new_password: 'nyttpassord9' });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.client().gql(RESET, { key: 'oppdikta-z' })).data.resetPassword.__typename).toBe('ValidationError');
  });
});

describe('registration mails', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on RateLimitedError { code } } }`;
  const input = (email: string) => ({ firstname: 'Per', lastname: 'Spam', phone: '+4791234567', email, password: 'hemmeleg1' });

  it('sends at most the limit of mails for parallel registrations of one address, existing or not', async () => {
    for (const email of ['flesland@fjordbil.no', 'ny-spam@example.no']) {
      const results = await Promise.all(Array.from({ length: 10 }, () => server.client().gql(REGISTER, { input: input(email) })));
      expect(results.filter((r) => r.data.register.__typename === 'OkPayload')).toHaveLength(LIMITS.registerPerAddress.max);
      expect(results.filter((r) => r.data.register.code === 'RATE_LIMITED')).toHaveLength(10 - LIMITS.registerPerAddress.max);
      expect(await mailsTo(email)).toBe(LIMITS.registerPerAddress.max);
    }
  });
});

describe('page views', () => {
  const RECORD = `mutation($input: RecordPageViewInput!) {
    recordPageView(input: $input) { __typename ... on RateLimitedError { code retryAfterSeconds } }
  }`;

  it('stores at most the limit per visitor id, then answers RATE_LIMITED', async () => {
    const visitorId = '9a7c1f5e-2b3d-4c5e-8f90-1a2b3c4d5e6f';
    const before = await server.db.pageView.count({ where: { visitorId } });
    const consent = { version: 'v1', acceptedAt: new Date().toISOString() };
    const max = LIMITS.pageViewsPerVisitor.max;
    const results = [];
    // Spread over clients, so only the per-visitor limit applies.
    for (let i = 0; i < max + 3; i++) results.push(await server.client().gql(RECORD, { input: { path: `/side${i}`, visitorId, consent } }));
    expect(results.filter((r) => r.data.recordPageView.__typename === 'RecordPageViewPayload')).toHaveLength(max);
    expect(results.at(-1)!.data.recordPageView.code).toBe('RATE_LIMITED');
    expect(await server.db.pageView.count({ where: { visitorId } })).toBe(before + max);
  });
});

describe('transit nonces', () => {
  it('stores at most the limit of nonces per client, then answers 429', async () => {
    const client = server.client();
    const before = await server.db.usedNonce.count();
    let last;
    for (let i = 0; i < LIMITS.noncesPerClient.max + 1; i++) {
      last = await client.rest('POST', '/login', { email: 'x@example.no', password: 'feil' }, { 'x-nonce': newNonce() });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await server.db.usedNonce.count()).toBe(before + LIMITS.noncesPerClient.max);
  });
});

describe('orders from one client', () => {
  const CREATE_LIMITED = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename
    ... on CreateBookingPayload { bookingNumber } ... on NotAvailableError { message } ... on RateLimitedError { code message retryAfterSeconds } } }`;

  it('places at most the limit an hour, counting only placed orders; other clients and the REST door keep to the same count', async () => {
    const klass = await carClass(server.db, 1);
    const client = server.client({ address: '198.51.100.77' });
    const place = (weeks: number) => client.gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(weeks), { email: `mange.ordrar.${weeks}@example.no` }) });
    expect((await place(0)).data.createBooking.__typename).toBe('CreateBookingPayload');
    // Orders refused (the one car is taken that week) do not count.
    for (let i = 0; i < 5; i++) expect((await place(0)).data.createBooking.__typename).toBe('NotAvailableError');
    for (let w = 1; w < LIMITS.ordersPerClient.max; w++) expect((await place(w)).data.createBooking.__typename, `week ${w}`).toBe('CreateBookingPayload');
    const before = { bookings: await server.db.booking.count(), mails: await mailsTo(`mange.ordrar.${LIMITS.ordersPerClient.max}@example.no`) };
    const refused = (await place(LIMITS.ordersPerClient.max)).data.createBooking;
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED', message: expect.stringMatching(/^For mange førespurnader\. Prøv igjen om \d+ minutt\.$/) });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3000);
    const rest = await client.rest('POST', '/booking/create', {
      orderType: 'private', firstName: 'Mange', lastName: 'Ordrar', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
      email: 'mange.ordrar@example.no', cart: JSON.stringify([{ rentaloption_id: klass.option.id, amount: 1 }]), pickupLocation: klass.location.id,
      pickupDateTime: futureOslo(7 * 40), returnDateTime: futureOslo(7 * 40 + 2), above25: true, insurance: 'basis', termsAccepted: true,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(429);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nothing placed, nothing sent.
    expect(await server.db.booking.count()).toBe(before.bookings);
    expect(await mailsTo(`mange.ordrar.${LIMITS.ordersPerClient.max}@example.no`)).toBe(before.mails);
    // Another client orders as before.
    const other = await server.client({ address: '198.51.100.78' }).gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(45)) });
    expect(other.data.createBooking.__typename).toBe('CreateBookingPayload');
  }, 120_000);

  it("a guest's orders to one e-mail address from many clients stop at the limit: nobody is sent a stream of order mails", async () => {
    const klass = await carClass(server.db, 1);
    const victim = 'offer@example.no';
    // Each order from its own client (another address every time), a spam text as the comment.
    const place = (weeks: number, email = victim) =>
      server.client({ address: `203.0.113.${10 + weeks}` }).gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(60 + weeks), { email, comment: 'Du har vunne! https://evil.example/premie' }) });
    for (let w = 0; w < LIMITS.ordersPerAddress.max; w++) expect((await place(w)).data.createBooking.__typename, `order ${w}`).toBe('CreateBookingPayload');
    const before = { bookings: await server.db.booking.count(), mails: await mailsTo(victim) };
    // The address written another way, or with a plus tag, is the same mailbox.
    const refused = (await place(LIMITS.ordersPerAddress.max, ' Offer+vinn@Example.no ')).data.createBooking;
    // The refusal says why and that logging in lifts it for one's own address (not whether it has an account).
    expect(refused).toMatchObject({
      __typename: 'RateLimitedError', code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Det er lagt inn mange bestillingar til denne e-postadressa den siste timen\. Er adressa di, kan du logge inn og bestille, eller prøve igjen om \d+ minutt\.$/),
    });
    const english = await server.client({ address: '203.0.113.99' }).gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(59), { email: victim }) }, { 'accept-language': 'en' });
    expect(english.data.createBooking.message).toMatch(/^Many orders have been placed to this e-mail address in the last hour\. If the address is yours, you can log in and order, or try again in \d+ minutes\.$/);
    expect(await server.db.booking.count()).toBe(before.bookings);
    expect(await mailsTo(victim)).toBe(before.mails);
    // Another address orders as before. Logging in does not lift the limit for someone else's address; a customer's
    // orders to their own account's address are not counted.
    expect((await place(LIMITS.ordersPerAddress.max + 1, 'ein.annan@example.no')).data.createBooking.__typename).toBe('CreateBookingPayload');
    const customer = server.client({ address: '203.0.113.200' });
    await customer.login('kunde@example.no', 'demo1234');
    const toVictim = await customer.gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(80), { email: victim }) });
    expect(toVictim.data.createBooking.__typename, JSON.stringify(toVictim)).toBe('RateLimitedError');
    // Even with the customer's own mailbox at the limit (were it counted, this order would be refused).
    await server.db.$executeRaw`INSERT INTO rate_limit (key, window_start, hits, window_ms)
      VALUES (${limitKey(LIMITS.ordersPerAddress, 'kunde@example.no')}, now(), ${LIMITS.ordersPerAddress.max}, ${LIMITS.ordersPerAddress.windowMs})`;
    const own = await customer.gql(CREATE_LIMITED, { input: order(klass.locationGid, klass.optionGid, futureWeek(81), { email: 'kunde@example.no' }) });
    expect(own.data.createBooking.__typename, JSON.stringify(own)).toBe('CreateBookingPayload');
  }, 120_000);
});

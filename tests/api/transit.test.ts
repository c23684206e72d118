/**
 * The optional transit encryption of the account paths, driven by the browser's own WebCrypto module
 * (web/src/transport/crypto.ts) against the real server: encrypted bodies, encrypted answers, replayed nonces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_SENT_MESSAGE } from '../../server/services/registration.ts';
import {
  decryptAnswer,
  encryptBody,
  exportPublicKey,
  generateClientKeyPair,
  importServerKey,
  newNonce,
  type EncryptedEnvelope,
  type ServerKey,
} from '../../web/src/transport/crypto.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let serverKey: ServerKey;
let client: { pair: CryptoKeyPair; publicKey: string };

beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
  const r = await server.client().rest('GET', '/transit_key');
  serverKey = await importServerKey(r.body.data);
  const pair = await generateClientKeyPair();
  client = { pair, publicKey: await exportPublicKey(pair.publicKey) };
});

/** POSTs a raw body to /api/v1{path} and reads the JSON answer. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await server.app.request(`http://shop.test/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

/** An encrypted call the way the web client makes it: encrypted body, encrypted answer asked for. */
async function encrypted(path: string, json: unknown, nonce = newNonce(), opts: { ts?: number; aadPath?: string } = {}) {
  const envelope = await encryptBody(serverKey, { method: 'POST', path: `/api/v1${opts.aadPath ?? path}`, nonce }, json, opts.ts);
  const headers = { 'x-nonce': nonce, 'x-encrypted': '1', 'x-encrypt-response': '1', 'x-client-key': client.publicKey };
  return { nonce, envelope, headers, res: await post(path, envelope, headers) };
}

const open = (nonce: string, body: unknown) => decryptAnswer(client.pair.privateKey, nonce, body as EncryptedEnvelope);

describe('GET /api/v1/transit_key', () => {
  it('hands out one RSA-OAEP-256 key with its id and the server time', async () => {
    const a = await server.client().rest('GET', '/transit_key');
    const b = await server.client().rest('GET', '/transit_key');
    expect(a.body.data).toMatchObject({ enc: 'RSA-OAEP-256+A256GCM', kid: b.body.data.kid, public_key: b.body.data.public_key });
    expect(Math.abs(a.body.data.server_time - Date.now())).toBeLessThan(5000);
    expect(await server.db.transitKey.count()).toBe(1);
  });
});

describe('encrypted account calls', () => {
  it('logs in with an encrypted body and answers encrypted for the client key, setting the session cookie', async () => {
    const { nonce, res } = await encrypted('/login', { email: 'kunde@example.no', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-encrypted')).toBe('1');
    expect(JSON.stringify(res.json)).not.toContain('kunde@example.no');
    expect(await open(nonce, res.json)).toMatchObject({ code: 200, status: 'OK', data: { user_email: 'kunde@example.no', user_isemployee: false } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
  });

  it('answers a failed log-in encrypted too, as a string', async () => {
    const { nonce, res } = await encrypted('/login', { email: 'kunde@example.no', password: 'feil1passord' });
    expect(res.status).toBe(400);
    expect(await open(nonce, res.json)).toMatchObject({ status: 'InvalidCredentials', data: 'Feil e-post eller passord.' });
  });

  it('refuses a replayed nonce and does not log in a second time', async () => {
    const first = await encrypted('/login', { email: 'admin@fjordbil.no', password: 'demo1234' });
    expect(first.res.status).toBe(200);
    const sessions = await server.db.session.count();
    const replay = await post('/login', first.envelope, first.headers);
    expect(replay.status).toBe(400);
    expect(replay.json).toMatchObject({ status: 'ReplayedNonce', data: 'Denne førespurnaden er allereie motteken (nonce brukt før).' });
    expect(replay.headers.getSetCookie()).toEqual([]);
    expect(await server.db.session.count()).toBe(sessions);
  });

  it('refuses a replayed nonce on a plain call as well', async () => {
    const nonce = newNonce();
    const body = { user_email: 'kunde@example.no' };
    expect((await post('/request_reset_password_token', body, { 'x-nonce': nonce })).status).toBe(200);
    expect((await post('/request_reset_password_token', body, { 'x-nonce': nonce })).json.status).toBe('ReplayedNonce');
  });

  it('refuses a body moved to another path, a stale timestamp and tampered ciphertext', async () => {
    const moved = await encrypted('/create_user', { user_email: 'x@example.no' }, newNonce(), { aadPath: '/login' });
    expect(moved.res).toMatchObject({ status: 400, json: { status: 'DecryptionFailed' } });
    const stale = await encrypted('/login', { email: 'kunde@example.no', password: 'demo1234' }, newNonce(), { ts: Date.now() - 3600_000 });
    expect(stale.res).toMatchObject({ status: 400, json: { status: 'StaleRequest' } });
    const nonce = newNonce();
    const envelope = await encryptBody(serverKey, { method: 'POST', path: '/api/v1/login', nonce }, { email: 'kunde@example.no', password: 'demo1234' });
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[0] ^= 1;
    const tampered = await post('/login', { ...envelope, data: bytes.toString('base64') }, { 'x-nonce': nonce, 'x-encrypted': '1' });
    expect(tampered).toMatchObject({ status: 400, json: { status: 'DecryptionFailed', data: 'Det krypterte innhaldet kunne ikkje opnast.' } });
    expect(tampered.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unknown key id, a missing nonce and a client key that is not an RSA key', async () => {
    const nonce = newNonce();
    const envelope = await encryptBody(serverKey, { method: 'POST', path: '/api/v1/login', nonce }, {});
    expect((await post('/login', { ...envelope, kid: 'gammal' }, { 'x-nonce': nonce, 'x-encrypted': '1' })).json.status).toBe('UnknownTransitKey');
    expect((await post('/login', envelope, { 'x-encrypted': '1' })).json.status).toBe('InvalidNonce');
    const badKey = await post('/login', {}, { 'x-nonce': newNonce(), 'x-encrypt-response': '1', 'x-client-key': 'aGVp' });
    expect(badKey).toMatchObject({ status: 400, json: { status: 'InvalidClientKey' } });
  });

  it('registers, asks for a reset link and sets a new password over encrypted calls', async () => {
    const created = await encrypted('/create_user', {
      user_firstname: 'Siri', user_lastname: 'Kryptert', user_email: 'siri@example.no', user_password: 'hemmeleg7', user_phone: '+4791111111',
      user_created_at: '1999-01-01 00:00:00',
    });
    expect(await open(created.nonce, created.res.json)).toMatchObject({ status: 'OK', data: REGISTRATION_SENT_MESSAGE });
    // The account is created from the mailed link (its key is only stored hashed, so the test takes it from the mail).
    await server.jobsDone();
    const mail = fs.readdirSync(server.outboxDir).map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8')).find((m) => m.includes('To: siri@example.no'));
    const decoded = mail!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    const key = /stadfest\?key=([A-Za-z0-9_-]+)/.exec(decoded)![1];
    const confirmed = await encrypted('/confirm_user', { confirm_token: key });
    expect(await open(confirmed.nonce, confirmed.res.json)).toMatchObject({ status: 'OK', data: { user_email: 'siri@example.no' } });
    const user = await server.db.user.findFirstOrThrow({ where: { email: 'siri@example.no' } });
    expect(user.createdAt.getFullYear()).toBeGreaterThan(2020); // the server decides when the account was created

    const asked = await encrypted('/request_reset_password_token', { user_email: 'siri@example.no' });
    expect(await open(asked.nonce, asked.res.json)).toMatchObject({ data: 'E-post sendt' });
    await server.jobsDone(); // the token is made after the answer
    const token = await server.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/); // only a hash is stored: the link comes from the mail (see accounts.test.ts)

    const invalid = await encrypted('/update_password', { reset_token: 'ikkje-ein-nokkel', new_password: 'nyttpass8' });
    expect(await open(invalid.nonce, invalid.res.json)).toMatchObject({ code: 422, fields: [{ field: 'reset_token' }] });
  });
});

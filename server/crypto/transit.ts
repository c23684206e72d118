/**
 * Optional transit encryption of /api/v1 calls (spec 1, section 7): a fresh AES-256-GCM data key encrypts the body
 * and is wrapped with the server's RSA-OAEP-256 transit key; answers are encrypted the same way for the client's
 * public key. The wire format is documented in README.md ("Encrypted /api/v1 calls").
 */
import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from '../services/errors.ts';
import { jsonTooDeep } from '../http/jsonDepth.ts';

/** The one algorithm pair this format speaks. */
export const TRANSIT_ALG = 'RSA-OAEP-256+A256GCM';
/** How far an encrypted request's timestamp may be from the server's clock. */
export const MAX_SKEW_MS = 10 * 60_000;
/** How long a seen nonce is remembered: longer than the whole accepted timestamp window. */
export const NONCE_TTL_MS = 3 * MAX_SKEW_MS;
/** 16 to 128 characters of base64url (at least 96 bits when random). */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** A request the encryption layer refuses; `status` is the legacy envelope's status text. */
export class TransitError extends AppError {
  override readonly code = 'TRANSIT';
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/** An encrypted body, request or answer. */
export interface EncryptedEnvelope {
  enc: typeof TRANSIT_ALG;
  /** The server transit key that wrapped `key` (requests only). */
  kid?: string;
  /** The wrapped data key, base64. */
  key: string;
  /** The 12-byte GCM nonce, base64. */
  iv: string;
  /** Ciphertext followed by the 16-byte tag (WebCrypto's layout), base64. */
  data: string;
  /** The client's clock in milliseconds since 1970 (requests only; bound into the AAD). */
  ts?: number;
}

/** Additional authenticated data of a request: ties the ciphertext to its method, path, nonce and time. */
export const requestAad = (method: string, path: string, nonce: string, ts: number) =>
  Buffer.from(`fjordbil-transit-v1 request ${method.toUpperCase()} ${path} ${nonce} ${ts}`, 'utf8');

/** Additional authenticated data of an answer: ties it to the request's nonce. */
export const responseAad = (nonce: string) => Buffer.from(`fjordbil-transit-v1 response ${nonce}`, 'utf8');

const OAEP = { padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

interface LoadedKey {
  kid: string;
  publicKey: string;
  privateKey: crypto.KeyObject;
}

const current = new WeakMap<Db, Promise<LoadedKey>>();
const byKid = new WeakMap<Db, Map<string, Promise<LoadedKey | null>>>();

const load = (row: { kid: string; publicKey: string; privateKey: string }): LoadedKey => ({
  kid: row.kid,
  publicKey: row.publicKey,
  privateKey: crypto.createPrivateKey(row.privateKey),
});

async function newestOrCreate(db: Db): Promise<LoadedKey> {
  const row = await db.transitKey.findFirst({ orderBy: { id: 'desc' } });
  if (row) return load(row);
  const { publicKey, privateKey } = await new Promise<{ publicKey: Buffer; privateKey: string }>((resolve, reject) =>
    crypto.generateKeyPair(
      'rsa',
      { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } },
      (err, pub, priv) => (err ? reject(err) : resolve({ publicKey: pub, privateKey: priv })),
    ),
  );
  const created = await db.transitKey.create({
    data: { kid: crypto.randomBytes(9).toString('base64url'), publicKey: publicKey.toString('base64'), privateKey },
  });
  return load(created);
}

/** The transit key clients should wrap their data keys with (created on first use, kept in the database). */
export function currentTransitKey(db: Db): Promise<LoadedKey> {
  let key = current.get(db);
  if (!key) {
    key = newestOrCreate(db);
    key.catch(() => current.delete(db));
    current.set(db, key);
  }
  return key;
}

async function transitKey(db: Db, kid: string): Promise<LoadedKey | null> {
  let cache = byKid.get(db);
  if (!cache) byKid.set(db, (cache = new Map()));
  let key = cache.get(kid);
  if (!key) {
    key = db.transitKey.findUnique({ where: { kid } }).then((row) => (row ? load(row) : null));
    cache.set(kid, key);
    key.then((k) => k ?? cache.delete(kid), () => cache.delete(kid));
  }
  return key;
}

const b64 = (value: unknown, field: string, bytes?: number): Buffer => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(value)) throw new TransitError('DecryptionFailed', `Kryptert innhald: ${field} er ikkje base64.`);
  const buf = Buffer.from(value, 'base64');
  if (bytes !== undefined && buf.length !== bytes) throw new TransitError('DecryptionFailed', `Kryptert innhald: ${field} har feil lengd.`);
  return buf;
};

/** Whether a parsed body has the shape of an encrypted envelope. */
export function isEnvelope(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { enc?: unknown }).enc === TRANSIT_ALG;
}

/**
 * Decrypts a request body sent as an envelope: checks the algorithm, the key id and the timestamp window, unwraps the
 * data key and opens the ciphertext (whose AAD binds method, path, nonce and time). Returns the parsed JSON.
 */
export async function decryptRequest(db: Db, body: unknown, req: { method: string; path: string; nonce: string }, now = Date.now()): Promise<unknown> {
  if (!isEnvelope(body)) throw new TransitError('DecryptionFailed', `Kryptert innhald må ha enc «${TRANSIT_ALG}».`);
  const ts = body.ts;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw new TransitError('DecryptionFailed', 'Kryptert innhald manglar tidspunkt (ts).');
  if (Math.abs(now - ts) > MAX_SKEW_MS) throw new TransitError('StaleRequest', 'Førespurnaden er for gammal, eller klokka di går feil. Prøv igjen.');
  const key = typeof body.kid === 'string' && body.kid.length <= 64 ? await transitKey(db, body.kid) : null;
  if (!key) throw new TransitError('UnknownTransitKey', 'Ukjend transportnøkkel. Hent nøkkelen på nytt og prøv igjen.');
  const wrapped = b64(body.key, 'key');
  const iv = b64(body.iv, 'iv', 12);
  const data = b64(body.data, 'data');
  if (data.length < 16) throw new TransitError('DecryptionFailed', 'Kryptert innhald er for kort.');
  try {
    const dataKey = crypto.privateDecrypt({ key: key.privateKey, ...OAEP }, wrapped);
    if (dataKey.length !== 32) throw new Error('data key length');
    const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, iv);
    decipher.setAAD(requestAad(req.method, req.path, req.nonce, ts));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    // Nesting checked before parsing, as for a plain body (http/jsonDepth.ts).
    if (jsonTooDeep(plain)) throw new Error('nested too deep');
    return JSON.parse(plain);
  } catch {
    // One answer for every failure: which step failed would help an attacker, not the user.
    throw new TransitError('DecryptionFailed', 'Det krypterte innhaldet kunne ikkje opnast.');
  }
}

/** Parses the client-key header: a base64 SPKI RSA public key of 2048 to 4096 bits. */
export function parseClientKey(header: string | undefined): crypto.KeyObject {
  if (!header || header.length > 1200) throw new TransitError('InvalidClientKey', 'Klientnøkkelen (x-client-key) manglar eller er for lang.');
  try {
    const key = crypto.createPublicKey({ key: b64(header, 'x-client-key'), format: 'der', type: 'spki' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa' || bits < 2048 || bits > 4096) throw new Error('not an RSA key of a usable size');
    return key;
  } catch {
    throw new TransitError('InvalidClientKey', 'Klientnøkkelen (x-client-key) er ikkje ein gyldig RSA-nøkkel.');
  }
}

/** Encrypts an answer's JSON for the client's public key, bound to the request's nonce. */
export function encryptResponse(clientKey: crypto.KeyObject, nonce: string, json: unknown): EncryptedEnvelope {
  const dataKey = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(responseAad(nonce));
  const data = Buffer.concat([cipher.update(JSON.stringify(json), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    enc: TRANSIT_ALG,
    key: crypto.publicEncrypt({ key: clientKey, ...OAEP }, dataKey).toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  };
}

/** Encrypts a request body the way a client does (tests and server-to-server callers use it). */
export function encryptRequest(
  server: { kid: string; publicKey: string },
  req: { method: string; path: string; nonce: string; ts?: number },
  json: unknown,
): EncryptedEnvelope {
  const ts = req.ts ?? Date.now();
  const dataKey = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(requestAad(req.method, req.path, req.nonce, ts));
  const data = Buffer.concat([cipher.update(JSON.stringify(json), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const publicKey = crypto.createPublicKey({ key: Buffer.from(server.publicKey, 'base64'), format: 'der', type: 'spki' });
  return {
    enc: TRANSIT_ALG,
    kid: server.kid,
    key: crypto.publicEncrypt({ key: publicKey, ...OAEP }, dataKey).toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
    ts,
  };
}

/** Opens an encrypted answer with the client's private key (tests use it). */
export function decryptResponse(privateKey: crypto.KeyObject, nonce: string, envelope: EncryptedEnvelope): unknown {
  const dataKey = crypto.privateDecrypt({ key: privateKey, ...OAEP }, Buffer.from(envelope.key, 'base64'));
  const data = Buffer.from(envelope.data, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, Buffer.from(envelope.iv, 'base64'));
  decipher.setAAD(responseAad(nonce));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
}

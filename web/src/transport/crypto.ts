/**
 * The browser's half of the transit encryption (README "Encrypted /api/v1 calls"), with WebCrypto only:
 * RSA-OAEP-256 wraps a fresh AES-256-GCM data key per message.
 */

/** The one algorithm pair the server speaks. */
export const TRANSIT_ALG = 'RSA-OAEP-256+A256GCM';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** An encrypted body as it travels (request or answer). */
export interface EncryptedEnvelope {
  enc: typeof TRANSIT_ALG;
  kid?: string;
  key: string;
  iv: string;
  data: string;
  ts?: number;
}

/** The server's transit key as the client uses it, with the difference between the two clocks. */
export interface ServerKey {
  kid: string;
  key: CryptoKey;
  /** Server clock minus client clock, in ms: request timestamps are given in the server's time. */
  skewMs: number;
}

const subtle = () => globalThis.crypto.subtle;
const utf8 = new TextEncoder();

/** Whether this browser can encrypt (WebCrypto needs a secure context: HTTPS or localhost). */
export function canEncrypt(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function' && globalThis.isSecureContext !== false;
}

/** Bytes to standard base64. */
export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Standard base64 to bytes. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fresh nonce: 24 random bytes as base64url (the `x-nonce` header). */
export function newNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const requestAad = (method: string, path: string, nonce: string, ts: number) =>
  utf8.encode(`fjordbil-transit-v1 request ${method.toUpperCase()} ${path} ${nonce} ${ts}`);
const responseAad = (nonce: string) => utf8.encode(`fjordbil-transit-v1 response ${nonce}`);

/** Imports the answer of GET /api/v1/transit_key. */
export async function importServerKey(data: { kid: string; public_key: string; server_time: number }, now = Date.now()): Promise<ServerKey> {
  const key = await subtle().importKey('spki', fromBase64(data.public_key), RSA, false, ['encrypt']);
  return { kid: data.kid, key, skewMs: data.server_time - now };
}

/** Encrypts a JSON body for the server; the AAD binds it to the method, path, nonce and time. */
export async function encryptBody(
  server: ServerKey,
  req: { method: string; path: string; nonce: string },
  json: unknown,
  now = Date.now(),
): Promise<EncryptedEnvelope> {
  const ts = Math.round(now + server.skewMs);
  const dataKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: requestAad(req.method, req.path, req.nonce, ts) },
    dataKey,
    utf8.encode(JSON.stringify(json)),
  );
  const wrapped = await subtle().encrypt(RSA, server.key, await subtle().exportKey('raw', dataKey));
  return { enc: TRANSIT_ALG, kid: server.kid, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data), ts };
}

/** Opens an encrypted answer with the client's private key; it must belong to the request with `nonce`. */
export async function decryptAnswer(privateKey: CryptoKey, nonce: string, envelope: EncryptedEnvelope): Promise<unknown> {
  const raw = await subtle().decrypt(RSA, privateKey, fromBase64(envelope.key));
  const dataKey = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64(envelope.iv), additionalData: responseAad(nonce) },
    dataKey,
    fromBase64(envelope.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

/** A new client key pair; the private key cannot be exported (it can still be kept in IndexedDB). */
export async function generateClientKeyPair(): Promise<CryptoKeyPair> {
  return subtle().generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, false, ['encrypt', 'decrypt']);
}

/** The public key as the `x-client-key` header carries it: SPKI DER in base64. */
export async function exportPublicKey(key: CryptoKey): Promise<string> {
  return toBase64(await subtle().exportKey('spki', key));
}

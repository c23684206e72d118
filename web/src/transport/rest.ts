/**
 * The one way screens call /api/v1 (spec 1, section 7): same origin, JSON, cookies, a nonce on every call, optional
 * transit encryption, the `{ code, status, data }` envelope unwrapped to its data, files for PDF and spreadsheets,
 * redirects followed by the browser, and every failure explained by the error catalogue (a popup unless the caller
 * handles that status or asks for silence).
 */
import { requestLanguage } from '../i18n/path.ts';
import { accountSlugFromPath } from '../relay/environment.ts';
import { canEncrypt, decryptAnswer, encryptBody, importServerKey, newNonce, type EncryptedEnvelope, type ServerKey } from './crypto.ts';
import { explainError, TransportError, type FieldError } from './errors.ts';
import { clientKeys } from './keyStore.ts';
import { showPopup } from './popups.ts';

const BASE = '/api/v1';
const FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/csv'];

/** A downloaded file (PDF or spreadsheet answers). */
export interface FileResult {
  file: Blob;
  filename: string | null;
}

/** Per-status failure handlers; `any` takes every failure without its own handler. A handled failure shows no popup. */
export type Handlers = Partial<Record<number | 'any', (error: TransportError) => void>>;

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Encrypt the body and ask for an encrypted answer (falls back to a plain call where WebCrypto is missing). */
  encrypt?: boolean;
  handlers?: Handlers;
  /** Show no popup at all; the caller deals with the thrown TransportError. */
  silent?: boolean;
}

let serverKey: Promise<ServerKey> | undefined;

/** The server's transit key, fetched once per page (again after the server says it is unknown or the clock is off). */
function transitKey(refresh = false): Promise<ServerKey> {
  if (refresh || !serverKey) {
    serverKey = send<{ kid: string; public_key: string; server_time: number }>('GET', '/transit_key', { silent: true }, false).then((d) => importServerKey(d));
    serverKey.catch(() => (serverKey = undefined));
  }
  return serverKey;
}

function url(path: string, query?: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${BASE}${path}${qs ? `?${qs}` : ''}`;
}

function fail(error: TransportError, opts: CallOptions): never {
  const handler = opts.handlers?.[error.status] ?? opts.handlers?.any;
  if (handler) {
    error.handled = true;
    handler(error);
  } else if (!opts.silent) {
    showPopup(explainError(error));
  }
  throw error;
}

async function send<T>(method: string, path: string, opts: CallOptions, retry: boolean): Promise<T> {
  const nonce = newNonce();
  const headers: Record<string, string> = {
    accept: `application/json, ${FILE_TYPES.join(', ')}`,
    'x-nonce': nonce,
    'accept-language': requestLanguage(),
  };
  const slug = typeof window === 'undefined' ? null : accountSlugFromPath(window.location.pathname);
  if (slug) headers['x-account'] = slug;

  const encrypt = opts.encrypt === true && canEncrypt();
  let privateKey: CryptoKey | null = null;
  let body: string | undefined;
  try {
    if (encrypt) {
      const [server, keys] = await Promise.all([transitKey(), clientKeys()]);
      privateKey = keys.pair.privateKey;
      Object.assign(headers, { 'x-encrypted': '1', 'x-encrypt-response': '1', 'x-client-key': keys.publicKey });
      body = JSON.stringify(await encryptBody(server, { method, path: `${BASE}${path}`, nonce }, opts.body ?? {}));
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
    }
  } catch (err) {
    if (err instanceof TransportError) fail(err, opts);
    fail(new TransportError('BAD_RESPONSE', 'Krypteringa feila.'), opts);
  }
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url(path, opts.query), { method, headers, body, credentials: 'same-origin' });
  } catch {
    fail(new TransportError('NETWORK', 'Kommunikasjonsfeil'), opts);
  }

  const type = response.headers.get('content-type') ?? '';
  if (response.redirected && !type.includes('json')) {
    window.location.assign(response.url);
    return new Promise<T>(() => {}); // the page is leaving
  }
  if (response.ok && FILE_TYPES.some((t) => type.startsWith(t))) {
    const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { file: await response.blob(), filename: filename && decodeURIComponent(filename) } as T;
  }

  let json: unknown;
  try {
    if (!type.includes('json')) throw new Error('not JSON');
    json = await response.json();
    if (response.headers.get('x-encrypted') === '1' && privateKey) json = await decryptAnswer(privateKey, nonce, json as EncryptedEnvelope);
  } catch {
    fail(new TransportError('BAD_RESPONSE', 'Systemfeil', response.status), opts);
  }

  const envelope = (typeof json === 'object' && json !== null ? json : {}) as { status?: unknown; data?: unknown; fields?: unknown; pagination?: unknown };
  if (response.ok) {
    if (import.meta.env.DEV && envelope.pagination) console.debug(`${method} ${path}`, envelope.pagination);
    return ('data' in envelope ? envelope.data : json) as T;
  }
  const statusText = typeof envelope.status === 'string' ? envelope.status : '';
  // The server's key was replaced, or this browser's clock is far off: fetch the key (and the time) again, once.
  if (encrypt && retry && (statusText === 'UnknownTransitKey' || statusText === 'StaleRequest')) {
    await transitKey(true).catch(() => undefined);
    return send<T>(method, path, opts, false);
  }
  const fields = Array.isArray(envelope.fields) ? (envelope.fields as FieldError[]).filter((f) => typeof f?.field === 'string') : [];
  const serverText = typeof envelope.data === 'string' ? envelope.data : null;
  fail(new TransportError('HTTP', serverText ?? `HTTP ${response.status}`, response.status, statusText, fields, serverText), opts);
}

/** Calls `/api/v1{path}` and resolves to the envelope's data; failures throw a TransportError (see CallOptions). */
export function apiCall<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, opts: CallOptions = {}): Promise<T> {
  return send<T>(method, path, opts, true);
}

/**
 * Who may call /graphql from a browser (and write through /api/v1, which uses `isCrossSite` and `isJsonBody`): only
 * the product's own origin (PUBLIC_URL, or the origin the request was sent to). Requests carry cookies, so CORS stays
 * closed: no Access-Control-Allow-* header is ever sent, and a preflight from another origin is refused. A POST must
 * be JSON: form-encoded, multipart and text/plain bodies are the ones a foreign page can send without a preflight, so
 * they are refused before anything runs. The one exception is a
 * file upload (GraphQL multipart request spec): multipart is let through only with the CSRF header
 * `x-graphql-yoga-csrf`, which no foreign page can add without a preflight (and preflights are refused above).
 *
 * Partners send an API key (`Authorization: Bearer …`) instead of a cookie, and no cookie is read for such a request
 * (http/context.ts). For them CORS is open, without credentials: a preflight that asks to send `Authorization` is
 * answered for any origin, and a request that carries one gets `Access-Control-Allow-Origin: *` (never with
 * `Allow-Credentials`, so a browser never pairs it with cookies). A foreign page gains nothing by it: without the
 * partner's key the request is refused (401), and with it the request acts as the partner whatever cookies came along.
 */
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from './jsonDepth.ts';

/** A GraphQL-shaped refusal, so clients read it like any other error. */
function refuse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Origins allowed to send cookie-carrying requests. */
function ownOrigins(request: Request, publicUrl: string): Set<string> {
  const own = new Set<string>();
  for (const url of [request.url, publicUrl]) {
    try {
      own.add(new URL(url).origin);
    } catch {
      /* an unparsable PUBLIC_URL allows nothing extra */
    }
  }
  return own;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(header: string | null): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** The header only the product's own pages send (Yoga's CSRF prevention checks it too). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** True for a GraphQL multipart upload that passed the checks above (the body cap of uploads applies to it). */
export function isMultipartUpload(request: Request): boolean {
  return request.method === 'POST' && mediaType(request.headers.get('content-type')) === 'multipart/form-data';
}

/** Said when a multipart upload's `map` is not what the GraphQL multipart request spec says. */
export const UPLOAD_MAP_MESSAGE = 'map må vere eit JSON-objekt der kvar fil har ei liste med stader i variablane (til dømes {"0": ["variables.file"]}).';

/**
 * What is wrong with the upload's `operations` (nested too deep) or `map` (not an object of lists of strings), or null
 * when they are fine or missing (Yoga answers a missing one). Yoga iterated whatever it was given: `map=[1]` was a TypeError, a 500.
 */
export async function malformedUploadMap(request: Request): Promise<{ field: 'map' | 'operations'; message: string } | null> {
  const form = await request.formData().catch(() => null);
  // Either field may be megabytes (the upload's cap): its nesting is checked before Yoga parses it (jsonDepth.ts).
  const operations = form?.get('operations');
  if (typeof operations === 'string' && jsonTooDeep(operations)) return { field: 'operations', message: JSON_TOO_DEEP_MESSAGE };
  const map = form?.get('map');
  if (typeof map !== 'string') return null;
  if (jsonTooDeep(map)) return { field: 'map', message: UPLOAD_MAP_MESSAGE };
  let value: unknown;
  try {
    value = JSON.parse(map);
  } catch {
    return { field: 'map', message: UPLOAD_MAP_MESSAGE };
  }
  const fine = value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((paths) => Array.isArray(paths) && paths.every((p) => typeof p === 'string'));
  return fine ? null : { field: 'map', message: UPLOAD_MAP_MESSAGE };
}

/** Media types a GraphQL POST may carry. */
const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/**
 * True when the request names an Origin that is not the product's own (`Origin: null` included). A request without
 * an Origin (a server, a same-origin GET) is not foreign. Used by /graphql and by the REST writes.
 */
export function isForeignOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  // `Origin: null` (sandboxed frames, file: pages, some redirects) is never our own page.
  return origin !== null && !ownOrigins(request, publicUrl).has(origin);
}

/**
 * True when the browser says the request comes from another site: a foreign `Origin` (see `isForeignOrigin`) or
 * `Sec-Fetch-Site: cross-site`. The one rule for cookie-carrying /graphql requests and REST writes.
 */
export function isCrossSite(request: Request, publicUrl: string): boolean {
  return isForeignOrigin(request, publicUrl) || request.headers.get('sec-fetch-site') === 'cross-site';
}

/** True when the body is declared JSON (what a foreign page cannot send without a preflight, which is refused). */
export function isJsonBody(request: Request): boolean {
  return JSON_TYPES.has(mediaType(request.headers.get('content-type')));
}

/**
 * The refusal for a request /graphql must not run, or null to go on. Checked before the request context is built,
 * so a refused request reads no session and writes nothing.
 */
export function graphqlCrossSiteRefusal(request: Request, publicUrl: string): Response | null {
  if (request.method === 'OPTIONS' && preflightAsksForAuthorization(request)) {
    return new Response(null, { status: 204, headers: { allow: 'GET, POST, OPTIONS', ...PARTNER_CORS_PREFLIGHT } });
  }
  const partner = request.headers.has('authorization');
  const foreign = !partner && isForeignOrigin(request, publicUrl);
  if (request.method === 'OPTIONS') {
    // Same-origin requests never need a preflight; answering one without CORS headers keeps every browser out.
    if (foreign) return refuse(403, 'CROSS_ORIGIN_FORBIDDEN', 'Førespurnader frå andre nettstader er ikkje tillatne.');
    return new Response(null, { status: 204, headers: { allow: 'GET, POST, OPTIONS' } });
  }
  if (!partner && isCrossSite(request, publicUrl)) {
    return refuse(403, 'CROSS_ORIGIN_FORBIDDEN', 'Førespurnader frå andre nettstader er ikkje tillatne.');
  }
  if (isMultipartUpload(request) && request.headers.has(CSRF_HEADER)) return null;
  if (request.method === 'POST' && !isJsonBody(request)) {
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'GraphQL-førespurnader med POST må sendast som application/json.', { accept: 'application/json' });
  }
  return null;
}

/** CORS headers for a partner's (Bearer) request: any origin, never credentials. */
export const PARTNER_CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'retry-after' } as const;

const PARTNER_CORS_PREFLIGHT = {
  ...PARTNER_CORS,
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept, accept-language',
  'access-control-max-age': '600',
} as const;

/** A CORS preflight that asks to send an Authorization header (a partner's page about to send its key). */
function preflightAsksForAuthorization(request: Request): boolean {
  const asked = request.headers.get('access-control-request-headers') ?? '';
  return asked.split(',').some((h) => h.trim().toLowerCase() === 'authorization');
}

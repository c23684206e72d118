/**
 * Security headers on every answer of the app. The React client runs under a strict Content-Security-Policy: its
 * built index.html has no inline script and no inline style (React sets styles through the CSSOM, which CSP allows),
 * so scripts, styles, fonts and calls come from our own origin only; pictures may also come from any https address
 * (a rental product's `image` may be an outside address) or a data: URL. Nothing may frame any page (the admin is
 * not clickjackable), responses are never type-sniffed, and referrers leave only as an origin, never on the
 * password-reset page whose address holds the key. Two answers carry their own policy: GraphiQL's page (below) and
 * uploaded images (a sandbox, so a picture opened on its own can never run anything).
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The policy of every answer that sets none of its own (the React app, /api/v1, JSON from /graphql). */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Uploaded files: shown as they are, never run, never framed. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** Client routes whose address holds a secret (the reset key): no referrer at all, not even to our own origin. */
const NO_REFERRER_PATHS = new Set(['/tilbakestill']);

/** The headers every answer gets; an answer that set a header itself (GraphiQL, uploads) keeps its own. */
export function securityHeaders(): MiddlewareHandler {
  const base = secureHeaders({
    overwrite: false,
    contentSecurityPolicy: undefined,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HTTPS is the proxy's business; the app may run on plain HTTP on a developer's machine.
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await base(c, async () => {
      await next();
      if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', APP_CSP);
      if (NO_REFERRER_PATHS.has(c.req.path)) c.res.headers.set('referrer-policy', 'no-referrer');
    });
  };
}

/**
 * GraphiQL's page (server/http/graphiql.ts): its scripts, editor workers, styles and fonts come from our own origin
 * (`/graphiql/<version>/…`, fonts as data: URLs inside its stylesheet), so it works offline. No inline script: its
 * options are a JSON data block. Styles need `'unsafe-inline'` (Monaco writes <style> elements while it runs), on
 * this page only; still no framing.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer of the app. The React client runs under a strict Content-Security-Policy: its
 * built index.html has no inline script and no inline style (React sets styles through the CSSOM, which CSP allows),
 * so scripts, styles, fonts and calls come from our own origin only; pictures may also come from any https address
 * (a rental product's `image` may be an outside address) or a data: URL. Nothing may frame any page (the admin is
 * not clickjackable), responses are never type-sniffed, and referrers leave only as an origin, never on the
 * password-reset page whose address holds the key. Two answers carry their own policy: GraphiQL's page (below) and
 * uploaded images (a sandbox, so a picture opened on its own can never run anything).
 */
import crypto from 'node:crypto';
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

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * GraphiQL's page as graphql-yoga renders it: two inline bootstrap scripts, and its scripts, styles and editor
 * workers from one pinned graphql-yoga GraphiQL release on unpkg (which an offline machine cannot reach: then the
 * page stays at "Loading"). Deliberate choice: the page keeps working where the CDN is reachable, under a policy
 * that allows exactly those inline scripts (by hash, computed from the page served), that one release's folder,
 * workers made from blobs, and calls to our own origin; nothing else, and still no framing.
 */
export function graphiqlCsp(html: string): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!));
  const cdn = /https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[\w.-]+\//.exec(html)?.[0] ?? '';
  return [
    "default-src 'none'",
    `script-src ${[...inline, cdn].filter(Boolean).join(' ')}`,
    `style-src 'unsafe-inline' ${cdn}`.trim(),
    `font-src data: ${cdn}`.trim(),
    `connect-src 'self' ${cdn}`.trim(),
    'worker-src blob:',
    "img-src 'self' data: https://raw.githubusercontent.com/graphql-hive/",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

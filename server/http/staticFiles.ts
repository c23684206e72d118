/**
 * The built web client, served from memory. The build (web/vite.config.ts, `precompress`) writes a brotli (`.br`) and
 * a gzip (`.gz`) copy beside every text file; each answer sends the smallest the browser accepts, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, and never compresses per request. Hashed files under /assets are
 * cached for a year (`immutable`); index.html (and with it every client route) is revalidated on each load
 * (`no-cache`) with an ETag, so a deploy reaches every browser at once and an unchanged page costs a 304.
 * Besides, JSON answers of /graphql and /api/v1 above 1 KB are compressed per request (`compressJson`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

export interface StaticFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak: the same content in every encoding (RFC 9110 8.8.1). */
  etag: string;
}

/** Hashed build output: never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: the browser asks again every time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Every file of the build by its URL path (`/assets/index-abc.js`), with its compressed copies when the build made them. */
export function loadWebDist(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    const body = fs.readFileSync(file);
    const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
    files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
      type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      body,
      br: read('.br'),
      gzip: read('.gz'),
      etag: `W/"${hash}"`,
    });
  }
  return files;
}

/**
 * The same page for English paths (/en, /en/…): `<html lang="en">` and an English title and noscript text, so the
 * page is English before its script runs (screen readers, search engines). Compressed once, when the build is loaded.
 */
export function englishIndex(index: StaticFile): StaticFile {
  const html = index.body
    .toString('utf8')
    .replace('<html lang="no">', '<html lang="en">')
    .replace(/<title>[^<]*<\/title>/, '<title>Fjordbil – car rental</title>')
    .replace(/<noscript>[^<]*<\/noscript>/, '<noscript>This page needs JavaScript.</noscript>');
  const body = Buffer.from(html, 'utf8');
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    type: index.type,
    body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    etag: `W/"${hash}"`,
  };
}

/**
 * The encoding to answer with, from `Accept-Encoding` (q-values and `*` honoured; brotli first at equal weight), among
 * those available; null for the file as it is.
 */
export function chooseEncoding(header: string | undefined | null, available: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName!.trim();
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    // A malformed weight counts as "not acceptable" (0), never as the default 1.
    const weight = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : 0;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const enc of available) {
    const weight = weights.get(enc) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = enc;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The answer for one built file: 304 when the browser has it, else the best encoding it accepts. */
export function sendFile(c: Context, file: StaticFile, cacheControl: string): Response {
  const headers: Record<string, string> = { etag: file.etag, 'cache-control': cacheControl, vary: 'Accept-Encoding' };
  if (notModified(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
  const available = (['br', 'gzip'] as const).filter((enc) => file[enc]);
  const encoding = chooseEncoding(c.req.header('accept-encoding'), available);
  const body = encoding ? file[encoding]! : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-type'] = file.type;
  headers['content-length'] = String(body.length);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses complete JSON answers (GraphQL, /api/v1) of at least `threshold` bytes for a browser that accepts brotli
 * or gzip. Only JSON: streams (`text/event-stream`, `multipart/mixed` for @defer) pass untouched, as do answers that
 * already have an encoding or say `no-transform`. Request bodies (and their 413 caps) are not concerned.
 */
export function compressJson(opts: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = opts.threshold ?? 1024;
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !JSON_TYPE.test(type)) return;
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`);
    if (!res.body || c.req.method === 'HEAD' || res.headers.has('content-encoding') || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (length < threshold) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const raw = Buffer.from(await res.arrayBuffer());
    // Quality 5 (brotli) and level 6 (gzip): most of the gain for a few milliseconds, on every answer.
    const packed = raw.length < threshold
      ? raw
      : encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 6 });
    // Hono's `res` setter copies the old answer's headers (all but content-type) onto the new one: fix them after.
    c.res = new Response(new Uint8Array(packed.buffer, packed.byteOffset, packed.length), { status: res.status, statusText: res.statusText, headers: { 'content-type': type } });
    c.res.headers.set('content-length', String(packed.length));
    if (packed === raw) c.res.headers.delete('content-encoding');
    else c.res.headers.set('content-encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && packed !== raw && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}

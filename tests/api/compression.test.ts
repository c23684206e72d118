/**
 * Speed on a phone, the server's part: the built client goes out pre-compressed (brotli, else gzip, else as it is, by
 * the browser's Accept-Encoding) with `Vary: Accept-Encoding`, byte-identical after decompression; hashed assets are
 * cached for a year, index.html and every client route are revalidated with an ETag (304 when unchanged); large JSON
 * answers of /graphql and /api/v1 are compressed, streams and 413 caps are not disturbed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../server/app.ts';
import { chooseEncoding } from '../../server/http/staticFiles.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let scripts: string[];
let styles: string[];
const BROWSER = 'gzip, deflate, br, zstd';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.request(`http://shop.test${url}`, { headers });
const onDisk = (url: string) => fs.readFileSync(path.join(WEB_DIST, url));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const unpack = (encoding: string | null, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('built assets', () => {
  it('index.html loads scripts and a style sheet from /assets', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
  });

  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['', null],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding "%s" gets %s, byte-identical after decompression, cached for a year', async (accept, encoding) => {
    for (const url of [...scripts, ...styles]) {
      const res = await get(url, accept ? { 'accept-encoding': accept } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(url.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      // The security headers stay on static files.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(unpack(encoding, body).equals(onDisk(url))).toBe(true);
      if (encoding) expect(body.length).toBeLessThan(onDisk(url).length > 10_000 ? onDisk(url).length / 2 : onDisk(url).length);
    }
  });

  it('every built text file has its brotli and gzip copies (made at build time), unless a copy would not be smaller', () => {
    const files = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    let compressed = 0;
    for (const f of files) {
      const file = path.join(WEB_DIST, 'assets', f);
      const raw = fs.readFileSync(file);
      // The build writes a variant only when it is smaller (a 55-byte chunk does not shrink); the server then sends
      // the file itself.
      for (const [ext, pack, unpackFn] of [
        ['br', (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), zlib.brotliDecompressSync],
        ['gz', (b: Buffer) => zlib.gzipSync(b, { level: 9 }), zlib.gunzipSync],
      ] as const) {
        if (fs.existsSync(`${file}.${ext}`)) {
          compressed++;
          expect(unpackFn(fs.readFileSync(`${file}.${ext}`)).equals(raw), `${f}.${ext}`).toBe(true);
        } else {
          expect(pack(raw).length, `${f}.${ext} missing though it would be smaller`).toBeGreaterThanOrEqual(raw.length);
        }
      }
    }
    expect(compressed).toBeGreaterThan(files.length);
  });

  it('a missing asset is a 404, not the page in place of a script', async () => {
    const res = await get('/assets/index-gone1234.js', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html|javascript/);
  });

  it('the favicon is compressed and revalidated', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': BROWSER });
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(unpack(res.headers.get('content-encoding'), await bytes(res)).equals(onDisk('/favicon.svg'))).toBe(true);
  });
});

describe('index.html and client routes', () => {
  it.each(['/', '/steg2?hentested=1', '/admin/bookingar', '/login'])('%s: no-cache with an ETag, 304 when unchanged, compressed', async (url) => {
    const res = await get(url, { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(unpack(res.headers.get('content-encoding'), await bytes(res)).equals(onDisk('/index.html'))).toBe(true);

    // The same ETag whatever the encoding: a browser switching encodings still gets its 304.
    const plain = await get(url);
    expect(plain.headers.get('etag')).toBe(etag);
    expect((await bytes(plain)).equals(onDisk('/index.html'))).toBe(true);

    const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect((await get(url, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(url, { 'if-none-match': '"an-older-build"' })).status).toBe(200);
  });

  it('an asset answers 304 to its own ETag', async () => {
    const first = await get(scripts[0]!, { 'accept-encoding': BROWSER });
    const again = await get(scripts[0]!, { 'accept-encoding': BROWSER, 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});

describe('JSON answers', () => {
  const LOCATIONS = '{ publicLocations { databaseId name city openingHours { day kind opens closes } } }';
  const post = (query: string, headers: Record<string, string> = {}) =>
    server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

  it('a large GraphQL answer is compressed and decodes to the same JSON', async () => {
    const plain = await bytes(await post(LOCATIONS));
    expect(plain.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [[BROWSER, 'br'], ['gzip', 'gzip']] as const) {
      const res = await post(LOCATIONS, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(body.length).toBeLessThan(plain.length / 3);
      expect(JSON.parse(unpack(encoding, body).toString('utf8'))).toEqual(JSON.parse(plain.toString('utf8')));
      // Still the JSON policy of /graphql.
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('a small GraphQL answer goes as it is', async () => {
    const res = await post('{ __typename }', { 'accept-encoding': BROWSER });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('a GraphQL answer streamed as server-sent events is not held back by compression', async () => {
    const res = await server.app.request('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': BROWSER },
      body: JSON.stringify({ query: LOCATIONS }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // graphql-yoga marks its streams `Content-Encoding: none` (so that proxies do not buffer them either).
    expect(res.headers.get('content-encoding') ?? 'none').toBe('none');
    expect(await res.text()).toContain('publicLocations');
  });

  it('a large REST answer is compressed', async () => {
    const plain = await server.app.request('http://shop.test/api/v1/locations');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const res = await server.app.request('http://shop.test/api/v1/locations', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(await bytes(res)).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('the REST body cap still answers 413 in the envelope', async () => {
    const res = await server.app.request('http://shop.test/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER },
      body: JSON.stringify({ email: 'kunde@example.no', password: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(unpack(res.headers.get('content-encoding'), await bytes(res)).toString('utf8'))).toMatchObject({ code: 413 });
  });
});

describe('over a real socket', () => {
  it('the node server sends the compressed bytes with the right length', async () => {
    const base = await server.listen();
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base}${scripts[0]}`, { headers: { 'accept-encoding': BROWSER } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).equals(onDisk(scripts[0]!))).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['*;q=0', null],
    ['BR', 'br'],
    [' gzip ; q=0.001', 'gzip'],
    ['gzip;q=nonsense', null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

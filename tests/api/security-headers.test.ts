/**
 * Every answer carries the security headers: a strict CSP that forbids framing on the shop, the admin, /graphql and
 * /api/v1; GraphiQL's own policy (its files from our own origin, no inline script); a sandbox on uploaded pictures; no referrer
 * from the password-reset page. (The browser tests run the real client under these headers.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP } from '../../server/http/securityHeaders.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let uploadId: number;
beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  // A 1×1 PNG, stored as a public picture.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
  uploadId = (await server.db.upload.create({ data: { type: 'image', title: 'Prikk', public: true, mime: 'image/png', size: png.length, data: new Uint8Array(png) } })).id;
});

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(`http://shop.test${path}`, { headers });

/** The directives of a CSP header as a map. */
const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));

function expectFrameProof(res: Response) {
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  it.each([
    ['the shop page', '/'],
    ['a wizard step', '/steg2?hentested=1'],
    ['an admin page', '/admin/bookingar'],
    ['a REST path', '/api/v1/locations'],
    ['a missing REST path', '/api/v1/finst-ikkje'],
  ])('%s has the strict policy, no framing, no sniffing and a cautious referrer policy', async (_name, path) => {
    const res = await get(path);
    expectFrameProof(res);
    expect(res.headers.get('content-security-policy')).toBe(APP_CSP);
    const csp = directives(APP_CSP);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the built client has no inline script or style the policy would block', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('/graphql answers JSON under the strict policy', async () => {
    const res = await server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(200);
    expectFrameProof(res);
    expect(res.headers.get('content-security-policy')).toBe(APP_CSP);
  });

  it('GraphiQL (GET /graphql in a browser) runs no inline script and loads everything from our own origin', async () => {
    const res = await get('/graphql', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expectFrameProof(res);
    const html = await res.text();
    const csp = directives(res.headers.get('content-security-policy'));
    // The only inline <script> is a JSON data block, which a browser never runs.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!.trim());
    expect(inline).toEqual(['type="application/json" id="graphiql-config"']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(/https?:|blob:/);
    expect(html).not.toMatch(/https?:\/\//);
    // Each file it names is served by the product, cached for good under its versioned path.
    const files = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]!);
    const config = JSON.parse(/<script type="application\/json" id="graphiql-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
    files.push(...(Object.values(config.workers) as string[]));
    expect(files.length).toBe(8);
    for (const file of files) {
      const asset = await get(file, { 'accept-encoding': 'br' });
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
    }
    expect((await get(files[0]!.replace(/\/graphiql\/[^/]+\//, '/graphiql/gammal/'))).status).toBe(404);
  });

  it('an uploaded picture is never sniffed, runs nothing (sandbox) and may be shown on other sites', async () => {
    const res = await get(`/uploads/${uploadId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const missing = await get('/uploads/999999');
    expect(missing.status).toBe(404);
    expect(directives(missing.headers.get('content-security-policy')).has('sandbox')).toBe(true);
  });

  it('the password-reset page, whose address holds the key, sends no referrer at all', async () => {
    const res = await get('/tilbakestill?key=hemmeleg');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expectFrameProof(res);
  });
});

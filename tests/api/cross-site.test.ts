/**
 * /graphql from another site: only the product's own origin may send cookie-carrying requests. Each attacker-side
 * request is refused with a clear error and writes nothing (no session row); the own-origin JSON request works.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const LOGIN = 'mutation { login(input: { email: "kunde@example.no", password: "demo1234" }) { __typename } }';
const send = (init: RequestInit & { headers?: Record<string, string> }, url = 'http://shop.test/graphql') => server.app.request(url, init);

/** Sends `init`, expects the refusal, and checks that no session was written and no cookie set. */
async function expectRefused(init: RequestInit & { headers?: Record<string, string> }, status: number, code: string) {
  const sessions = await server.db.session.count();
  const res = await send(init);
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.errors[0].extensions.code).toBe(code);
  expect(body.errors[0].message).toMatch(/[a-zæøå]/);
  expect(body.data).toBeUndefined();
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(await server.db.session.count()).toBe(sessions);
}

describe('/graphql from another site', () => {
  it('refuses a form-encoded POST (what a plain <form> on evil.example sends)', async () => {
    await expectRefused({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(LOGIN)}` }, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefused(
      { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(LOGIN)}` },
      403,
      'CROSS_ORIGIN_FORBIDDEN',
    );
  });

  it('refuses a multipart POST', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: LOGIN }));
    form.set('map', '{}');
    await expectRefused({ method: 'POST', body: form }, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a text/plain POST carrying JSON', async () => {
    await expectRefused({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: LOGIN }) }, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a JSON POST from a foreign Origin, from Origin null, and one the browser marks cross-site', async () => {
    const body = JSON.stringify({ query: LOGIN });
    const json = { 'content-type': 'application/json' };
    await expectRefused({ method: 'POST', headers: { ...json, origin: 'http://evil.example' }, body }, 403, 'CROSS_ORIGIN_FORBIDDEN');
    await expectRefused({ method: 'POST', headers: { ...json, origin: 'null' }, body }, 403, 'CROSS_ORIGIN_FORBIDDEN');
    await expectRefused({ method: 'POST', headers: { ...json, 'sec-fetch-site': 'cross-site' }, body }, 403, 'CROSS_ORIGIN_FORBIDDEN');
    // A look-alike of the own origin is foreign too.
    await expectRefused({ method: 'POST', headers: { ...json, origin: 'http://shop.test.evil.example' }, body }, 403, 'CROSS_ORIGIN_FORBIDDEN');
  });

  it('answers a preflight from a foreign origin without any CORS permission', async () => {
    for (const origin of ['http://evil.example', 'null']) {
      await expectRefused(
        { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } },
        403,
        'CROSS_ORIGIN_FORBIDDEN',
      );
    }
  });

  it('refuses a GET without the CSRF header, and a mutation over GET even with it', async () => {
    const sessions = await server.db.session.count();
    const plain = await send({ method: 'GET' }, `http://shop.test/graphql?query=${encodeURIComponent('{ site { name } }')}`);
    expect(plain.status).toBe(403);
    const mutation = await send({ method: 'GET', headers: { 'x-graphql-yoga-csrf': '1' } }, `http://shop.test/graphql?query=${encodeURIComponent(LOGIN)}`);
    expect(mutation.status).toBe(405);
    expect((await mutation.json()).data).toBeUndefined();
    expect(await server.db.session.count()).toBe(sessions);
    const query = await send({ method: 'GET', headers: { 'x-graphql-yoga-csrf': '1' } }, `http://shop.test/graphql?query=${encodeURIComponent('{ site { name } }')}`);
    expect((await query.json()).data.site.name).toBe('Fjordbil');
  });
});

describe('/graphql from its own origin', () => {
  it('runs a JSON POST from PUBLIC_URL or the request\'s own origin, as the web client sends it', async () => {
    for (const origin of ['http://shop.test', undefined]) {
      const sessions = await server.db.session.count();
      const res = await send({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'x-graphql-yoga-csrf': '1',
          'sec-fetch-site': 'same-origin',
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ query: LOGIN }),
      });
      expect((await res.json()).data.login.__typename).toBe('ViewerPayload');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await server.db.session.count()).toBe(sessions + 1);
    }
  });

  it('answers a same-origin preflight without granting anything to other origins', async () => {
    const res = await send({ method: 'OPTIONS', headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

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

describe('REST writes with a session cookie (the rule of /graphql)', () => {
  const LOCATION = { location_name: 'CSRF', location_address1: 'G', location_zip: '5000', location_city: 'Bergen', location_region: 'Bergen', location_distance_from_company_km: 1, location_distance_from_company_min: 1 };
  const cookieOf = async () => {
    const client = server.client();
    await client.login('bergen@fjordbil.no', 'demo1234');
    return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  };
  const rest = (path: string, init: RequestInit & { headers?: Record<string, string> }) => send(init, `http://shop.test/api/v1${path}`);

  it('refuses bodies a foreign page can send without a preflight (text/plain, form, multipart, untyped) with 415, writing nothing', async () => {
    const cookie = await cookieOf();
    const before = await server.db.location.count();
    const form = new FormData();
    form.set('location_name', 'CSRF');
    const bodies: [string, RequestInit & { headers: Record<string, string> }][] = [
      ['text/plain', { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: JSON.stringify(LOCATION) }],
      ['form', { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'location_name=CSRF' }],
      ['multipart', { method: 'POST', headers: { cookie }, body: form }],
      ['untyped', { method: 'POST', headers: { cookie }, body: new Blob([JSON.stringify(LOCATION)]) }],
    ];
    for (const [name, init] of bodies) {
      const res = await rest('/location/create', init);
      expect(res.status, name).toBe(415);
      expect(await res.json(), name).toMatchObject({ code: 415, status: 'UnsupportedMediaType' });
    }
    expect(await server.db.location.count()).toBe(before);
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site with 403 before it runs', async () => {
    const cookie = await cookieOf();
    const before = await server.db.location.count();
    const json = { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' };
    const create = await rest('/location/create', { method: 'POST', headers: json, body: JSON.stringify(LOCATION) });
    expect(create.status).toBe(403);
    expect(await create.json()).toMatchObject({ code: 403, status: 'Forbidden' });
    // Not "not found": the delete never ran.
    const del = await rest('/location/delete?location_id=99999', { method: 'DELETE', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(del.status).toBe(403);
    expect(await server.db.location.count()).toBe(before);
  });

  it('refuses a cross-site GET that has an effect: a customer export is neither answered nor recorded', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const customer = await server.db.user.create({ data: { firstname: 'Csrf', lastname: 'Eksport', email: 'csrf-eksport@example.no', passwordHash: 'x' } });
    const exports = () => server.db.historyEntry.count({ where: { entityType: 'customer', entityId: customer.id } });
    // A link or redirect on another site: the browser sends the cookie (SameSite=Lax) and Sec-Fetch-Site: cross-site.
    const foreign = await rest(`/user/${customer.id}/export`, { method: 'GET', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-disposition')).toBeNull();
    const lookup = await rest('/external/regnr/AB12345', { method: 'GET', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(lookup.status).toBe(403);
    expect(await exports()).toBe(0);
    // The product's own page, and the address typed by hand, still export.
    for (const site of ['same-origin', 'none']) {
      const own = await rest(`/user/${customer.id}/export`, { method: 'GET', headers: { cookie, 'sec-fetch-site': site } });
      expect(own.status, site).toBe(200);
      expect(await own.text(), site).toContain('csrf-eksport@example.no');
    }
    expect(await exports()).toBe(2);
  });

  it('runs the product\'s own writes: JSON, a DELETE without a body, and the image upload\'s multipart form', async () => {
    const cookie = await cookieOf();
    const own = { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' };
    const del = await rest('/location/delete?location_id=99999', { method: 'DELETE', headers: own });
    expect(del.status).toBe(404);
    const json = await rest('/location/create', { method: 'POST', headers: { ...own, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({}) });
    expect(json.status).toBe(422); // reached the form's validation
    const form = new FormData();
    form.set('upload_alt', 'Utan fil');
    const upload = await rest('/upload/image', { method: 'POST', headers: own, body: form });
    expect([403, 415]).not.toContain(upload.status);
    const notForm = await rest('/upload/image', { method: 'POST', headers: { ...own, 'content-type': 'text/plain' }, body: 'x' });
    expect(notForm.status).toBe(415);
  });
});

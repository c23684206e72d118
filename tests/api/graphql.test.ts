/** GraphQL transport: GraphiQL, limits, CSRF prevention, connection sizes, typed errors and masking. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

describe('/graphql', () => {
  it('serves GraphiQL to a browser', async () => {
    const res = await server.app.request('http://shop.test/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphiQL');
  });

  it('keeps introspection on for partners', async () => {
    const r = await server.client().gql(`{ __schema { queryType { name } } }`);
    expect(r.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a GET query without a CSRF header (a simple cross-site request)', async () => {
    const res = await server.app.request('http://shop.test/graphql?query=%7Bsite%7Bname%7D%7D');
    expect(res.status).toBe(403);
    const ok = await server.app.request('http://shop.test/graphql?query=%7Bsite%7Bname%7D%7D', { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect((await ok.json()).data.site.name).toBe('Fjordbil');
  });

  it('refuses a query deeper than the limit (12)', async () => {
    const r = await server.client().gql(
      `{ account(slug: "x") { bookings { edges { node { lines { rentalOption { location { history { edges { node { author { customerCompany { databaseId } } } } } } } } } } } } }`,
    );
    expect(r.errors?.[0].message).toMatch(/depth/i);
    expect(r.data).toBeUndefined();
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: site { name }`).join(' ');
    const r = await server.client().gql(`{ ${aliases} }`);
    expect(r.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses a connection page larger than 100', async () => {
    const r = await server.client().gql(`{ countries(first: 101) { edges { node { name } } } }`);
    expect(r.errors?.[0].message).toMatch(/100/);
    const ok = await server.client().gql(`{ countries(first: 100) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } } }`);
    expect(ok.data.countries.edges).toHaveLength(100);
    expect(ok.data.countries.pageInfo.hasNextPage).toBe(true);
    expect(ok.data.countries.totalCount).toBeGreaterThan(240);
    const next = await server.client().gql(`query($after: String) { countries(first: 100, after: $after) { edges { node { name } } } }`, {
      after: ok.data.countries.pageInfo.endCursor,
    });
    expect(next.data.countries.edges[0].node.name).not.toBe(ok.data.countries.edges[99].node.name);
  });

  it('answers a malformed global id as bad input, not a 500', async () => {
    const r = await server.client().gql(`{ node(id: "not-base64!") { id } }`);
    expect(r.data?.node ?? null).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('names the argument when a filter id is of the wrong type', async () => {
    const client = server.client();
    await client.login('admin@fjordbil.no', 'demo1234');
    const wrong = encodeGlobalID('Country', 1);
    const r = await client.gql(`query($id: ID) { account(slug: "systemeier") { locations(companyId: $id) { totalCount } } }`, { id: wrong });
    expect(r.errors?.[0].message).toContain('companyId');
    expect(r.errors?.[0].extensions?.code).toBe('VALIDATION');
  });

  it('tells a visitor to log in for staff data, without leaking anything', async () => {
    const r = await server.client().gql(`{ account(slug: "systemeier") { name } }`);
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides a published location\'s internal fields from visitors but shows them to its staff', async () => {
    const loc = await server.db.location.findFirstOrThrow({ where: { status: 'public', internalNote: { not: null } } });
    const id = encodeGlobalID('Location', loc.id);
    const q = `query($id: ID!) { node(id: $id) { ... on Location { name internalNote } } }`;
    const anon = await server.client().gql(q, { id });
    expect(anon.data.node.name).toBe(loc.name);
    expect(anon.data.node.internalNote).toBeNull();
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    expect((await admin.gql(q, { id })).data.node.internalNote).toBe(loc.internalNote);
  });
});

describe('error masking in production', () => {
  it('hides unexpected errors behind a Norwegian message', async () => {
    const prod = await createTestServer({ isProduction: true, isDevelopment: false });
    await prod.db.$executeRawUnsafe('ALTER TABLE "site" RENAME TO "site_gone"');
    const r = await prod.client().gql(`{ site { name } }`);
    expect(r.errors?.[0].message).toBe('Noko gjekk gale. Feilen er logga og vil bli retta.');
    expect(JSON.stringify(r)).not.toContain('site_gone');
    expect(JSON.stringify(r)).not.toContain('relation');
  });
});

describe('site settings', () => {
  it('offers the translated-site link in production only', async () => {
    await server.db.site.updateMany({ data: { translatedSiteUrl: 'https://translate.example/fjordbil' } });
    expect((await server.client().gql(`{ site { translatedSiteUrl } }`)).data.site.translatedSiteUrl).toBeNull();
    const prod = await createTestServer({ isProduction: true, isDevelopment: false });
    await prod.db.site.updateMany({ data: { translatedSiteUrl: 'https://translate.example/fjordbil' } });
    expect((await prod.client().gql(`{ site { translatedSiteUrl } }`)).data.site.translatedSiteUrl).toBe('https://translate.example/fjordbil');
  });
});

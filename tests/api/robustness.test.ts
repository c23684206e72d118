/** No request shape produces a 500: malformed bodies, wrong types and absurd values all get a clear 4xx. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const send = (path: string, init: RequestInit = {}) => server.app.request(`http://shop.test${path}`, init);

describe('malformed GraphQL requests', () => {
  const bodies: [string, string][] = [
    ['not JSON', '{"query": '],
    ['an array of junk', '[1, 2, 3]'],
    ['a number', '42'],
    ['no query', '{}'],
    ['a query that is not a string', '{"query": {"a": 1}}'],
    ['variables that are not an object', '{"query": "query($e: String!) { site { name } }", "variables": "x"}'],
    ['a syntax error', '{"query": "{ site { name "}'],
    ['an unknown field', '{"query": "{ nope }"}'],
    ['an input of the wrong type', '{"query": "mutation { login(input: { email: 5, password: true }) { __typename } }"}'],
    ['a missing required input field', '{"query": "mutation { register(input: { firstname: \\"A\\" }) { __typename } }"}'],
    ['a huge page', '{"query": "{ countries(first: 99999999999) { totalCount } }"}'],
    ['a negative page', '{"query": "{ countries(last: -1) { totalCount } }"}'],
    ['a bad cursor', '{"query": "{ countries(after: \\"%%%\\") { totalCount } }"}'],
    ['a bad date', '{"query": "{ account(slug: \\"x\\") { bookings(from: \\"yesterday\\") { totalCount } } }"}'],
  ];
  it.each(bodies)('answers %s with a 4xx or a GraphQL error, never a 500', async (_name, body) => {
    const res = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBeLessThan(500);
    const json = await res.json();
    expect(json.errors?.length ?? 0).toBeGreaterThan(0);
    expect(JSON.stringify(json)).not.toContain('INTERNAL_SERVER_ERROR');
  });
});

describe('malformed REST requests', () => {
  it.each([
    ['/api/v1/location/abc'],
    ['/api/v1/location/0'],
    ['/api/v1/dashboard?company_id=%00'],
    ['/api/v1/%E0%A4%A'],
  ])('answers GET %s below 500 in the envelope', async (path) => {
    const res = await send(path);
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses bad paging values from staff with 422 naming the field', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    for (const [query, field] of [['page=-1', 'page'], ['limit=1e9', 'limit'], ['limit=0', 'limit'], ['page=1.5', 'page']]) {
      const r = await admin.rest('GET', `/locations?${query}`);
      expect(r.status, query).toBe(422);
      expect(r.body.fields[0].field, query).toBe(field);
    }
  });

  it('answers an oversized cookie value and a garbage session cookie as logged out', async () => {
    const res = await send('/api/v1/accounts', { headers: { cookie: `sid=${'x'.repeat(4000)}; other=%E0%A4%A` } });
    expect(res.status).toBe(401);
  });
});

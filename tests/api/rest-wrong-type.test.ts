/**
 * A value of the wrong type in a text field of /api/v1 is "Må vere tekst." (as GraphQL's "Må vere tekst (String)."),
 * not the field's "må fyllast ut": the caller filled it in. A field left out, null or blank still says "må fyllast ut".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let bergen: number;
let customer: { id: number; updatedAt: Date };

const NOT_TEXT = 'Må vere tekst.';

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  bergen = (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id;
  customer = await server.db.user.findUniqueOrThrow({ where: { email: 'kunde@example.no' }, select: { id: true, updatedAt: true } });
});

type Field = { field: string; message: string };
const fieldsOf = (r: { body: { fields?: Field[] } }) => r.body.fields ?? [];

const location = (patch: Record<string, unknown>) => ({
  location_name: 'Typetest',
  location_status: 'private',
  location_address1: 'Strandkaien 2',
  location_zip: '5013',
  location_city: 'Bergen',
  location_region: 'Bergen',
  location_distance_from_company_km: '2,5',
  location_distance_from_company_min: 6,
  company_id: bergen,
  ...patch,
});

describe('POST /api/v1/login', () => {
  it.each([1, true, [], ['kunde@example.no'], { a: 1 }].map((v) => [JSON.stringify(v), v] as const))('email = %s is "Må vere tekst." (once)', async (_, email) => {
    const r = await server.client({ address: '192.0.2.71' }).rest('POST', '/login', { email, password: 'demo1234' });
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toEqual([{ field: 'email', message: NOT_TEXT }]);
  });

  it('password = 5 is "Må vere tekst." too', async () => {
    const r = await server.client({ address: '192.0.2.72' }).rest('POST', '/login', { email: 'kunde@example.no', password: 5 });
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toEqual([{ field: 'password', message: NOT_TEXT }]);
  });

  it.each([[undefined], [null], ['']])('email = %j still "E-post må fyllast ut."', async (email) => {
    const r = await server.client({ address: '192.0.2.73' }).rest('POST', '/login', { email, password: 'demo1234' });
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toEqual([{ field: 'email', message: 'E-post må fyllast ut.' }]);
  });
});

describe('POST /api/v1/location/create', () => {
  it('location_name = 5 is "Må vere tekst." and nothing is written', async () => {
    const before = await server.db.location.count();
    const r = await admin.rest('POST', '/location/create', location({ location_name: 5 }));
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toContainEqual({ field: 'location_name', message: NOT_TEXT });
    expect(fieldsOf(r).filter((f) => f.field === 'location_name')).toHaveLength(1);
    expect(await server.db.location.count()).toBe(before);
  });

  it.each([[null], [''], [' ']])('location_name = %j still "Må fyllast ut."', async (name) => {
    const r = await admin.rest('POST', '/location/create', location({ location_name: name }));
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toContainEqual({ field: 'location_name', message: 'Må fyllast ut.' });
  });
});

describe('POST /api/v1/user/update', () => {
  const update = (patch: Record<string, unknown>) => admin.rest('POST', '/user/update', { user_id: customer.id, user_updated_at: customer.updatedAt.toISOString(), ...patch });

  it.each([5, [], ['x'.repeat(500)]].map((v) => [JSON.stringify(v).slice(0, 12), v] as const))('user_firstname = %s is "Må vere tekst." (once) and nothing changes', async (_, name) => {
    const r = await update({ user_firstname: name });
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toEqual([{ field: 'user_firstname', message: NOT_TEXT }]);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: customer.id } })).updatedAt).toEqual(customer.updatedAt);
  });

  it.each([[null], [''], ['  ']])('user_firstname = %j still "Fornamn må fyllast ut."', async (name) => {
    const r = await update({ user_firstname: name });
    expect(r.status).toBe(422);
    expect(fieldsOf(r)).toEqual([{ field: 'user_firstname', message: 'Fornamn må fyllast ut.' }]);
  });
});

describe('GraphQL for the same value', () => {
  it('says "Må vere tekst (String)." for email = 1 on log-in: the REST text is the same words', async () => {
    const r = await server.client({ address: '192.0.2.74' }).gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: 1, password: 'demo1234' } });
    expect(JSON.stringify(r.errors)).toContain('Må vere tekst (String).');
  });
});

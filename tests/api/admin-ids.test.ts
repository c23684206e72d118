/**
 * Global ids and failures: a malformed id is one clear BAD_USER_INPUT wherever it is sent (node, list arguments,
 * mutation inputs), and a database failure while deciding visibility is an error, never read as "not found".
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { validLocation } from '../support/locations.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

describe('a malformed global id', () => {
  const MALFORMED = ['ikkje-ein-id!', btoa('utan-kolon'), btoa(':12')];
  const places: [string, string, (id: string) => Record<string, unknown>][] = [
    ['node', `query($id: ID!) { node(id: $id) { id } }`, (id) => ({ id })],
    ['nodes', `query($id: ID!) { nodes(ids: [$id]) { id } }`, (id) => ({ id })],
    ['a list filter', `query($id: ID) { account(slug: "systemeier") { locations(first: 1, companyId: $id) { totalCount } } }`, (id) => ({ id })],
    ['updateLocation.id', `mutation($input: UpdateLocationInput!) { updateLocation(input: $input) { __typename } }`, (id) => ({ input: { id, updatedAt: new Date().toISOString() } })],
    ['deleteLocation.id', `mutation($input: DeleteLocationInput!) { deleteLocation(input: $input) { __typename } }`, (id) => ({ input: { id } })],
    ['createLocation.accountId', `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename } }`, (id) => ({ input: { ...validLocation('X'), accountId: id } })],
    ['createLocation.companyId', `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename } }`, (id) => ({ input: { ...validLocation('X'), accountId: encodeGlobalID('Account', 'systemeier'), companyId: id } })],
  ];

  it.each(places)('answers BAD_USER_INPUT with one Norwegian message in %s', async (_where, query, variables) => {
    for (const bad of MALFORMED) {
      const r = await admin.gql(query, variables(bad));
      expect(r.errors?.[0]?.extensions?.code, `${bad}: ${JSON.stringify(r)}`).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toBe('Ugyldig id: ikkje ein id frå dette API-et.');
    }
  });

  it('of another type is a field error naming the field', async () => {
    const r = await admin.gql<{ deleteLocation: { __typename: string; fields: { field: string }[] } }>(
      `mutation($input: DeleteLocationInput!) { deleteLocation(input: $input) { __typename ... on ValidationError { fields { field } } } }`,
      { input: { id: encodeGlobalID('Country', 1) } },
    );
    expect(r.data!.deleteLocation).toEqual({ __typename: 'ValidationError', fields: [{ field: 'id' }] });
  });
});

describe('a database failure', () => {
  it('is an error, not "not found", for node, the staff list and REST', async () => {
    const broken = await createTestServer();
    const c = broken.client();
    await c.login('admin@fjordbil.no', 'demo1234');
    const loc = await broken.db.location.findFirstOrThrow({ where: { status: 'private' } });
    await broken.db.$executeRawUnsafe('ALTER TABLE "location" RENAME TO "location_gone"');
    const node = await c.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Location', loc.id) });
    expect(node.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const list = await c.gql(`{ account(slug: "systemeier") { locations(first: 5) { totalCount } } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const rest = await c.rest('GET', `/location/${loc.id}`);
    expect(rest.status).toBe(500);
    const del = await c.rest('DELETE', `/location/delete?location_id=${loc.id}`);
    expect(del.status).toBe(500);
  });
});

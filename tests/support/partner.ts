/** Partner keys in tests: a key straight in the database, for a partner company of its own. */
import type { Db } from '../../server/db/client.ts';
import type { ApiKeyRight } from '../../server/domain/apiKeys.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';

let made = 0;

/**
 * A key of the site's account for a new partner company at `locationIds`, with `rights` (default: every right);
 * answers the key as a partner sends it, its row id and the partner company's id.
 */
export async function insertPartnerKey(db: Db, opts: { siteId: number; locationIds: number[]; rights?: ApiKeyRight[]; name?: string }) {
  const name = opts.name ?? `Testreiser ${++made}`;
  const company = await db.company.create({ data: { siteId: opts.siteId, name: `${name} AS`, slug: `partnar-${process.pid}-${Date.now()}-${made}`, partner: true } });
  const { key, prefix, secretHash } = generateKey();
  const row = await db.apiKey.create({
    data: {
      accountKind: 'site', siteId: opts.siteId, referralCompanyId: company.id, name, contactEmail: 'api@testreiser.example', prefix, secretHash,
      rights: opts.rights ?? ['search', 'book', 'read_bookings'], locationIds: opts.locationIds, signingSecret: generateSigningSecret(),
    },
  });
  return { key, keyId: row.id, companyId: company.id, name };
}

/** Partner keys in tests: a key straight in the database, for a partner company of its own. */
import type { Db } from '../../server/db/client.ts';
import type { ApiKeyRight } from '../../server/domain/apiKeys.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';

let made = 0;

/**
 * A key of the site's account (or of the company `accountCompanyId`) for a new partner company (or the existing
 * `partnerCompanyId`, as a key of the same partner name made in another account shares it) at `locationIds`, with `rights` (default: every right);
 * answers the key as a partner sends it, its row id and the partner company's id.
 */
export async function insertPartnerKey(
  db: Db,
  opts: { siteId: number; locationIds: number[]; rights?: ApiKeyRight[]; name?: string; accountCompanyId?: number; partnerCompanyId?: number },
) {
  const name = opts.name ?? `Testreiser ${++made}`;
  const company = opts.partnerCompanyId
    ? { id: opts.partnerCompanyId }
    : await db.company.create({ data: { siteId: opts.siteId, name: `${name} AS`, slug: `partnar-${process.pid}-${Date.now()}-${made}`, partner: true } });
  const { key, prefix, secretHash } = generateKey();
  const row = await db.apiKey.create({
    data: {
      // A company's key with accountCompanyId (made in that company's account), else the site's.
      accountKind: opts.accountCompanyId ? 'company' : 'site', siteId: opts.siteId, companyId: opts.accountCompanyId ?? null,
      referralCompanyId: company.id, name, contactEmail: 'api@testreiser.example', prefix, secretHash,
      rights: opts.rights ?? ['search', 'book', 'read_bookings'], locationIds: opts.locationIds, signingSecret: generateSigningSecret(),
    },
  });
  return { key, keyId: row.id, companyId: company.id, name };
}

/**
 * Managing partner API keys in the admin (issue 12): create, list, revoke, rotate. Follows the write path
 * (services/write.ts): request context → zod → scope check → one transaction → history.
 *
 * Who: only roles that may change everything in their scope (`settings`: network_admin, site_admin,
 * company_manager). Reach: a key is made in one of the creator's accounts and lists only locations inside it, all in
 * one site; its rights are at most what the creator's role may do (placing and reading bookings needs a role that may
 * change bookings). The full key and its webhook signing secret are returned once, by create and rotate, and never
 * again: only the SHA-256 of the key is stored.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { numberOrText } from '../domain/fields.ts';
import { emailFormat } from '../domain/email.ts';
import { API_KEY_STATUSES, apiKeyStatus, type ApiKeyStatus } from '../domain/apiKeys.ts';
import { API_KEY_DEFAULT_ORDER, API_KEY_SORT_FIELDS, MAX_DB_ID } from '../domain/lists.ts';
import { mayChange } from '../domain/roles.ts';
import { slugText } from '../domain/text.ts';
import { staffInstant } from '../domain/time.ts';
import type { ApiKey, Prisma } from '../generated/prisma/client.ts';
import { API_KEY_RIGHTS } from '../domain/apiKeys.ts';
import { flushKeyUsage, generateKey, generateSigningSecret, keyUsable, osloDay, PRICE_TYPES } from './apiKeys.ts';
import type { RequestContext } from './context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from './errors.ts';
import { lineText } from './fields.ts';
import { defineList } from './listQuery.ts';
import type { RawFilter } from './lists.ts';
import { recordHistory } from './history.ts';
import { equalsText } from './match.ts';
import { requireScope, scopeWhere, type Account, type Scope } from './scope.ts';
import { changesOf, inTransaction, type Tx } from './write.ts';

/** Longest grace period a rotation may give the old key: 30 days. */
export const MAX_GRACE_HOURS = 24 * 30;

export const apiKeyCreateSchema = z.object({
  name: lineText('Namn må fyllast ut.').min(1, 'Namn må fyllast ut.').max(200, 'Namnet er for langt.'),
  contactEmail: lineText('E-post må fyllast ut.').min(1, 'E-post må fyllast ut.').max(254, 'E-postadressa er for lang.').pipe(emailFormat('Ugyldig e-postadresse.')),
  locationIds: z.array(numberOrText(z.coerce.number({ error: 'Ugyldig lokasjon.' }).int('Ugyldig lokasjon.').positive('Ugyldig lokasjon.').max(MAX_DB_ID, 'Ugyldig lokasjon.')), { error: 'Vel minst éin lokasjon.' }).min(1, 'Vel minst éin lokasjon.').max(500, 'For mange lokasjonar.'),
  rights: z.array(z.enum(API_KEY_RIGHTS, { error: 'Ukjend rett.' }), { error: 'Vel minst éin rett.' }).min(1, 'Vel minst éin rett.').max(3),
  priceType: z.enum(PRICE_TYPES, { error: 'Pristype må vere private eller business.' }).default('private'),
  trustedDocumentsOnly: z.boolean().default(false),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

const rotateSchema = z.object({
  graceHours: numberOrText(
    z.coerce
      .number({ error: 'Overgangstida må vere eit tal.' })
      .int('Overgangstida må vere heile timar.')
      .min(0, 'Overgangstida kan ikkje vere negativ.')
      .max(MAX_GRACE_HOURS, `Overgangstida kan vere høgst ${MAX_GRACE_HOURS / 24} dagar.`),
  ),
});

/** A key as the admin shows it, plus the full key and signing secret right after create/rotate (never stored). */
export type ApiKeyView = ApiKey & { partnerName: string; plainKey?: string; plainSigningSecret?: string };

const HISTORY_FIELDS = ['name', 'contactEmail', 'prefix', 'rights', 'locationIds', 'priceType', 'trustedDocumentsOnly', 'revokedAt', 'expiresAt', 'replacedById'] as const;

/** Keys an account's managers see: those made in the account or below it. */
function keyWhereFor(a: Account): Prisma.ApiKeyWhereInput | null {
  switch (a.kind) {
    case 'network':
      return null;
    case 'site':
      return { siteId: a.siteId! };
    case 'company':
      return { companyId: a.companyId! };
    case 'location':
      return { locationId: a.locationId! };
  }
}

/** The part of the scope whose roles may manage keys (change everything there). */
function managingAccounts(scope: Scope): Account[] {
  return scope.accounts.filter((a) => mayChange(a.role, 'settings'));
}

/** Where a list of keys may look: the managing accounts' keys (nothing for other roles). */
export function apiKeyScopeWhere(scope: Scope): Prisma.ApiKeyWhereInput {
  const parts: Prisma.ApiKeyWhereInput[] = [];
  for (const a of managingAccounts(scope)) {
    const w = keyWhereFor(a);
    if (w === null) return {};
    parts.push(w);
  }
  return parts.length ? { OR: parts } : { id: -1 };
}

/** True when the viewer's scope may manage the key (used by the type rule too). */
export function scopeManagesKey(scope: Scope, key: Pick<ApiKey, 'siteId' | 'companyId' | 'locationId'>): boolean {
  return managingAccounts(scope).some((a) => accountHoldsKey(a, key));
}

/** True when the key was made in the account or below it (the same rule as `keyWhereFor`). */
function accountHoldsKey(a: Account, key: Pick<ApiKey, 'siteId' | 'companyId' | 'locationId'>): boolean {
  return a.kind === 'network' ? true : a.kind === 'site' ? key.siteId === a.siteId : a.kind === 'company' ? key.companyId === a.companyId : key.locationId === a.locationId;
}

/** The account a key is made in: the chosen one, which must be one whose role may change everything. */
async function managingAccount(ctx: RequestContext, accountSlug: string | null | undefined): Promise<Account> {
  const scope = await requireScope(ctx, accountSlug);
  const managing = managingAccounts(scope);
  if (managing.length === 0) throw new ForbiddenError('Rolla di kan ikkje handtere API-nøklar.');
  if (managing.length > 1) throw ValidationError.field('accountId', 'Vel kontoen nøkkelen skal lagast i.');
  return managing[0]!;
}

const apiKeyFilters = {
  status: z.enum(API_KEY_STATUSES, { error: 'Ukjend status.' }).optional(),
};

/** The conditions that pick keys in one state (as `apiKeyStatus` reads a row), at `now`. */
function statusWhere(status: ApiKeyStatus, now = new Date()): Prisma.ApiKeyWhereInput {
  switch (status) {
    case 'revoked':
      return { revokedAt: { not: null } };
    case 'active':
      return { revokedAt: null, expiresAt: null };
    case 'grace':
      return { revokedAt: null, expiresAt: { gt: now } };
    case 'expired':
      return { revokedAt: null, expiresAt: { lte: now } };
  }
}

/** The staff list of keys the scope may manage: a status filter, search on partner, prefix and e-mail; newest first. */
export const apiKeyList = defineList<Prisma.ApiKeyWhereInput, typeof apiKeyFilters, (typeof API_KEY_SORT_FIELDS)[number], ApiKey>(
  {
    filters: apiKeyFilters,
    scope: apiKeyScopeWhere,
    where: (f) => [f.status && statusWhere(f.status)],
    searchFields: ['name', 'prefix', 'contactEmail'],
    sortFields: API_KEY_SORT_FIELDS,
    ...API_KEY_DEFAULT_ORDER,
  },
  (db) => db.apiKey,
);

/** One page of keys; "last used" and "requests today" as of now (the usage counters are written first). */
export async function listApiKeys(ctx: RequestContext, scope: Scope, filter: RawFilter = {}, query: object = {}) {
  await flushKeyUsage();
  return apiKeyList.list(ctx, scope, filter, query);
}

export const countApiKeys = apiKeyList.count;

/** Requests counted on the key's Oslo day; 0 when its last use was on an earlier day. */
export function requestsToday(key: Pick<ApiKey, 'requestsDay' | 'requestsToday'>, now = new Date()): number {
  return key.requestsDay && key.requestsDay.toISOString().slice(0, 10) === osloDay(now) ? key.requestsToday : 0;
}


/** Advisory lock id (with the site and name) under which a partner company is looked up and made. */
const PARTNER_COMPANY_LOCK = 72_110_003;

/** The partner company of a key: one per partner name in a site, made the first time (marked `partner`). */
async function partnerCompany(tx: Tx, siteId: number, name: string): Promise<{ id: number; name: string }> {
  // Two keys for a new partner made at once (a double click): the second waits here and then finds the first's company.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PARTNER_COMPANY_LOCK}::int, hashtext(${`${siteId}:${name.toLowerCase()}`}))`;
  const existing = await tx.company.findFirst({ where: { siteId, partner: true, name: equalsText(name) }, orderBy: { id: 'asc' } });
  if (existing) return existing;
  const slug = `partnar-${slugText(name, 'partnar')}-${crypto.randomBytes(3).toString('hex')}`;
  return tx.company.create({ data: { siteId, name, slug, partner: true } });
}

/** Creates a key in the chosen account; the answer carries the full key and signing secret (shown once). */
export async function createApiKey(ctx: RequestContext, accountSlug: string | null | undefined, raw: unknown): Promise<ApiKeyView> {
  const account = await managingAccount(ctx, accountSlug);
  const input = parseInput(apiKeyCreateSchema, raw);
  const rights = [...new Set(input.rights)];
  if (rights.some((r) => r !== 'search') && !mayChange(account.role, 'bookings')) throw ValidationError.field('rights', 'Rolla di kan ikkje gi rett til bestillingar.');
  const ids = [...new Set(input.locationIds)];
  const locations = await ctx.db.location.findMany({ where: { AND: [{ id: { in: ids } }, scopeWhere.location({ accounts: [account] })] }, select: { id: true, siteId: true } });
  if (locations.length !== ids.length) throw ValidationError.field('locationIds', 'Ein eller fleire lokasjonar ligg utanfor kontoen din.');
  const siteIds = new Set(locations.map((l) => l.siteId));
  if (siteIds.size !== 1) throw ValidationError.field('locationIds', 'Alle lokasjonane må høyre til same utleigar.');
  const siteId = [...siteIds][0]!;
  const { key, prefix, secretHash } = generateKey();
  const signingSecret = generateSigningSecret();
  return inTransaction(ctx, async (tx) => {
    const partner = await partnerCompany(tx, siteId, input.name);
    const created = await tx.apiKey.create({
      data: {
        accountKind: account.kind,
        networkId: account.kind === 'network' ? account.id : null,
        siteId,
        companyId: account.companyId,
        locationId: account.locationId,
        referralCompanyId: partner.id,
        createdByUserId: ctx.viewer!.id,
        name: input.name,
        contactEmail: input.contactEmail.toLowerCase(),
        prefix,
        secretHash,
        rights,
        locationIds: ids.sort((a, b) => a - b),
        priceType: input.priceType,
        trustedDocumentsOnly: input.trustedDocumentsOnly,
        signingSecret,
      },
    });
    await recordHistory(tx, {
      entityType: 'apikey',
      entityId: created.id,
      authorId: ctx.viewer!.id,
      status: 'active',
      comment: `API-nøkkel oppretta for ${partner.name}`,
      changes: changesOf(null, created, HISTORY_FIELDS),
    });
    return { ...created, partnerName: partner.name, plainKey: key, plainSigningSecret: signingSecret };
  });
}

/** A key the viewer may manage, locked for the rest of the transaction (not found outside their scope). */
async function managedKey(ctx: RequestContext, tx: Tx, id: number): Promise<ApiKey> {
  const scope = await requireScope(ctx);
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM api_key WHERE id = ${id} FOR UPDATE`;
  const key = rows.length ? await tx.apiKey.findUnique({ where: { id } }) : null;
  if (!key || !scope.accounts.some((a) => accountHoldsKey(a, key))) throw new NotFoundError('Fann ikkje API-nøkkelen.');
  if (!scopeManagesKey(scope, key)) throw new ForbiddenError('Rolla di kan ikkje handtere API-nøklar.');
  return key;
}

const partnerNameOf = async (tx: Tx, key: ApiKey) => (await tx.company.findUnique({ where: { id: key.referralCompanyId }, select: { name: true } }))?.name ?? key.name;

/** Revokes a key at once (a revoked key is refused from the next request). Revoking twice changes nothing. */
export async function revokeApiKey(ctx: RequestContext, id: number): Promise<ApiKeyView> {
  return inTransaction(ctx, async (tx) => {
    const key = await managedKey(ctx, tx, id);
    if (key.revokedAt) return { ...key, partnerName: await partnerNameOf(tx, key) };
    const updated = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    await recordHistory(tx, { entityType: 'apikey', entityId: id, authorId: ctx.viewer!.id, status: 'revoked', comment: 'API-nøkkelen er trekt tilbake', changes: changesOf(key, updated, HISTORY_FIELDS) });
    return { ...updated, partnerName: await partnerNameOf(tx, updated) };
  });
}

/**
 * Replaces a key with a new one (same partner, rights, locations and signing secret): the old key keeps working for
 * `graceHours` (0 = refused at once), then is refused. The answer is the new key with its full value (shown once).
 */
export async function rotateApiKey(ctx: RequestContext, id: number, raw: unknown): Promise<ApiKeyView> {
  const { graceHours } = parseInput(rotateSchema, raw);
  return inTransaction(ctx, async (tx) => {
    const old = await managedKey(ctx, tx, id);
    if (!keyUsable(old) || old.replacedById !== null) throw ValidationError.field('id', 'Berre ein aktiv nøkkel kan roterast.');
    const { key, prefix, secretHash } = generateKey();
    const { id: _id, createdAt: _c, updatedAt: _u, lastUsedAt: _l, requestsDay: _d, requestsToday: _t, revokedAt: _r, expiresAt: _e, replacedById: _p, ...copy } = old;
    const created = await tx.apiKey.create({ data: { ...copy, prefix, secretHash, createdByUserId: ctx.viewer!.id } });
    const expiresAt = new Date(Date.now() + graceHours * 3_600_000);
    const retired = await tx.apiKey.update({ where: { id }, data: { expiresAt, replacedById: created.id } });
    await recordHistory(tx, {
      entityType: 'apikey',
      entityId: id,
      authorId: ctx.viewer!.id,
      // The entry's status is the key's after the change, as every other entry of a key: in its grace period.
      status: apiKeyStatus(retired),
      comment: `API-nøkkelen er rotert; den gamle verkar til ${staffInstant(expiresAt)}`,
      changes: changesOf(old, retired, HISTORY_FIELDS),
    });
    await recordHistory(tx, {
      entityType: 'apikey',
      entityId: created.id,
      authorId: ctx.viewer!.id,
      status: 'active',
      comment: `API-nøkkel oppretta ved rotering av ${old.prefix}…`,
      changes: changesOf(null, created, HISTORY_FIELDS),
    });
    // The signing secret stays the same (the partner's webhook receiver keeps verifying): it is not shown again.
    return { ...created, partnerName: await partnerNameOf(tx, created), plainKey: key };
  });
}


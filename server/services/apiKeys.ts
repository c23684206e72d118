/**
 * Partner API keys (issue 12): the key a partner sends as `Authorization: Bearer <key>` on /graphql, and the partner
 * context it gives a request.
 *
 * A key is 32 random bytes (base64url) behind a fixed marker; only its SHA-256 is stored (`secret_hash`), with its
 * first 12 characters (`prefix`) to show. A request with a Bearer key reads no cookie: it acts as the partner only,
 * with the key's rights, locations and price type (see `PartnerContext`). A bad, revoked or rotated-out key (past its
 * grace period) is refused with 401 before anything runs.
 */
import crypto from 'node:crypto';
import { rawRows, type Db } from '../db/client.ts';
import { apiKeyStatus, API_KEY_RIGHTS, RIGHT_LABELS, type ApiKeyRight } from '../domain/apiKeys.ts';
import { osloParts } from '../domain/time.ts';
import { inLanguage, type MessageLanguage } from '../domain/messages.ts';
import { perRequest } from './batch.ts';
import type { RequestContext } from './context.ts';

export const PRICE_TYPES = ['private', 'business'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** What a request made with a partner's key may do. `ctx.partner` is set only for such requests. */
export interface PartnerContext {
  keyId: number;
  /** The key's name (the partner, as staff named it). */
  name: string;
  rights: ApiKeyRight[];
  /** The locations the partner may search and book at (within the scope of the account that made the key). */
  locationIds: number[];
  /** Which prices the partner's searches and bookings use. */
  priceType: PriceType;
  /** Only registered (persisted) operations are accepted (enforced by sec-limits' plugin). */
  trustedDocumentsOnly: boolean;
  /** The partner company, recorded on its bookings as `referral_company_id`. */
  referralCompanyId: number | null;
  siteId: number;
  /** The company and location of the account the key was made in (null above that level): its reach. */
  accountCompanyId?: number | null;
  accountLocationId?: number | null;
  /** SHA-256 of the key (how it is looked up again) and the row's `updated_at` when it was read (see takePoints). */
  keyHash: string;
  keyVersion: Date;
}

/** Marks a string as one of our keys (secret scanners can look for it). */
export const KEY_MARKER = 'utl_';
/** How many characters of a key are kept and shown. */
export const PREFIX_LENGTH = 12;
const KEY_SHAPE = /^utl_[A-Za-z0-9_-]{43}$/;

/** A new key and what is stored of it. The full key is shown once and never again. */
export function generateKey(): { key: string; prefix: string; secretHash: string } {
  const key = KEY_MARKER + crypto.randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_LENGTH), secretHash: hashKey(key) };
}

/** A webhook signing secret (shown once, with the key). */
export function generateSigningSecret(): string {
  return 'whsec_' + crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 of a key, hex: keys are long random strings, so a fast hash is right (no password stretching). */
export function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The key of an `Authorization: Bearer …` header: undefined without one (a cookie request), '' for a malformed one
 * or a key sent in another header (refused like a bad key).
 */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return misplacedKeyHeader(request) ? '' : undefined;
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : '';
}

/**
 * True when the request sends an API key, whatever its value: a Bearer credential, or a key in another header
 * (see misplacedKeyHeader).
 */
export function isBearer(request: Request): boolean {
  return /^\s*Bearer\b/i.test(request.headers.get('authorization') ?? '') || misplacedKeyHeader(request) !== null;
}

/** Headers other APIs read keys from: a partner's first request often puts ours there. */
const OTHER_KEY_HEADERS = new Set(['x-api-key', 'api-key', 'apikey', 'x-apikey', 'x-api-token', 'api-token']);
/** A whole key of ours, bare or behind a scheme word ("Token utl_…"); random values (nonces, UUIDs) never match. */
const KEY_VALUE = /^\s*(?:[A-Za-z]+\s+)?utl_[A-Za-z0-9_-]{43}\s*$/;
/** Something meant as a key of ours (its prefix), cut short or padded: in a key header only. */
const KEY_PREFIX = /^\s*(?:[A-Za-z]+\s+)?utl_/;

/**
 * The header that carries an API key of ours where none is read (`X-API-Key`, `Api-Key`, `X-Api-Token` … holding one,
 * even cut short; any header holding a whole one; or `Authorization` without `Bearer`), or null. Without this such a request was served as the anonymous shop:
 * a partner's order placed at shop prices, with no partner, no webhook and the shop's mail to the guest.
 */
export function misplacedKeyHeader(request: Request): string | null {
  for (const [name, value] of request.headers) {
    // Only a value of ours: a gateway in front may add its own key header (Kong's `apikey`, AWS's `x-api-key`) to every
    // request, which must go on being served.
    if (name === 'authorization' ? !/^\s*Bearer\b/i.test(value) && KEY_VALUE.test(value) : (OTHER_KEY_HEADERS.has(name) && KEY_PREFIX.test(value)) || KEY_VALUE.test(value)) {
      return name;
    }
  }
  return null;
}

/** What /api/v1 answers a request with an API key. */
export const KEY_NOT_FOR_REST = 'API-nøklar gjeld berre for GraphQL (POST /graphql). /api/v1 er for innlogga brukarar av nettsida.';

/** The refusal a partner reads for a bad, revoked or expired key. */
export const KEY_REFUSED = {
  code: 'INVALID_API_KEY',
  message: 'API-nøkkelen er ugyldig, trekt tilbake eller utgått. Send ein gyldig nøkkel som "Authorization: Bearer <nøkkel>".',
} as const;

/** The `WWW-Authenticate` header of a refused key. */
export const KEY_REFUSED_CHALLENGE = 'Bearer realm="graphql", error="invalid_token"';

/** The 401 answer for a refused key (JSON, like any GraphQL error), in the language the request asks for. */
export function keyRefusedResponse(language: MessageLanguage = 'no'): Response {
  return new Response(JSON.stringify({ errors: [{ message: inLanguage(KEY_REFUSED.message, language), extensions: { code: KEY_REFUSED.code } }] }), {
    status: 401,
    headers: { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': KEY_REFUSED_CHALLENGE },
  });
}

/** True while a key row may be used: not revoked, and a rotated-out key only until its grace period ends. */
export function keyUsable(row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): boolean {
  const status = apiKeyStatus(row, now);
  return status === 'active' || status === 'grace';
}

interface KeyRow {
  id: number;
  name: string;
  rights: string[];
  locationIds: number[];
  priceType: string;
  trustedDocumentsOnly: boolean;
  referralCompanyId: number;
  siteId: number;
  companyId: number | null;
  locationId: number | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
  updatedAt: Date;
}

const KEY_SQL = `
SELECT id, name, rights, location_ids AS "locationIds", price_type AS "priceType", trusted_documents_only AS "trustedDocumentsOnly",
       referral_company_id AS "referralCompanyId", site_id AS "siteId", company_id AS "companyId", location_id AS "locationId",
       revoked_at AS "revokedAt", expires_at AS "expiresAt", updated_at AS "updatedAt"
FROM api_key WHERE secret_hash = $1`;

/**
 * Key rows read recently, by hash. A partner request reads its key from here, so it makes one round trip to the
 * database (taking its cost) instead of two. That take is made only while the row is unchanged
 * (`takePoints(…, keyVersion)`): a key revoked, rotated out or edited since, by this process or another, is read
 * again there and refused or updated before anything runs (see partnerCost.ts). Only keys that exist are kept.
 */
const keyCache = new Map<string, { row: KeyRow; readAt: number }>();
const KEY_CACHE_MS = 30_000;
const KEY_CACHE_MAX = 1_000;

async function keyRow(db: Db, hash: string, fresh: boolean): Promise<KeyRow | undefined> {
  const cached = keyCache.get(hash);
  if (cached && !fresh && Date.now() - cached.readAt < KEY_CACHE_MS) return cached.row;
  // Raw on the pool: this runs before partner requests (its cost is part of the partner bench's 1 ms budget).
  const [row] = await rawRows<KeyRow>(db, KEY_SQL, [hash]);
  keyCache.delete(hash);
  if (row) {
    if (keyCache.size >= KEY_CACHE_MAX) keyCache.delete(keyCache.keys().next().value!);
    keyCache.set(hash, { row, readAt: Date.now() });
  }
  return row;
}

/** The partner context of a key, or null when it is unknown, revoked or past its grace period. */
export async function resolvePartner(db: Db, key: string, now = new Date()): Promise<PartnerContext | null> {
  if (!KEY_SHAPE.test(key)) return null;
  return partnerByHash(db, hashKey(key), { now });
}

/**
 * The partner context of a key by its hash (`fresh`: read from the database, never from the recent rows), or null
 * when it is unknown, revoked or past its grace period.
 */
export async function partnerByHash(db: Db, hash: string, opts: { now?: Date; fresh?: boolean } = {}): Promise<PartnerContext | null> {
  const now = opts.now ?? new Date();
  const row = await keyRow(db, hash, opts.fresh ?? false);
  if (!row || !keyUsable(row, now)) return null;
  // A re-read within a request (partnerCost.ts) is not another use.
  if (!opts.fresh) recordUse(db, row.id, now);
  return {
    keyId: row.id,
    name: row.name,
    rights: row.rights.filter((r): r is ApiKeyRight => (API_KEY_RIGHTS as readonly string[]).includes(r)),
    locationIds: row.locationIds,
    priceType: row.priceType === 'business' ? 'business' : 'private',
    trustedDocumentsOnly: row.trustedDocumentsOnly,
    referralCompanyId: row.referralCompanyId,
    siteId: row.siteId,
    accountCompanyId: row.companyId,
    accountLocationId: row.locationId,
    keyHash: hash,
    keyVersion: row.updatedAt,
  };
}

// ---- what a partner may do ----

export const PARTNER_MESSAGES = {
  right: (right: ApiKeyRight) => `API-nøkkelen har ikkje rett til dette (${RIGHT_LABELS[right]}).`,
  location: 'Staden er ikkje tilgjengeleg for denne API-nøkkelen.',
  rentalOption: 'Leigeproduktet er ikkje tilgjengeleg for denne API-nøkkelen.',
  privatePrices: 'API-nøkkelen gir privatprisar: ein bedriftskunde krev ein nøkkel med bedriftsprisar.',
  idempotency: 'Idempotency-Key må sendast med ein API-nøkkel (ein unik verdi per bestilling).',
} as const;


/** True when the request is a partner's and its key lacks `right` (cookie requests are not affected). */
export function partnerLacks(partner: PartnerContext | null, right: ApiKeyRight): boolean {
  return partner !== null && !partner.rights.includes(right);
}

/**
 * True when a partner may search and book at the location: one of its key's locations, and still inside the account
 * the key was made in (a location moved elsewhere since falls out of reach). partnerLocationWhere is the same rule as
 * a database condition; change both together.
 */
export function partnerMayUse(partner: PartnerContext, location: { id: number; siteId: number; companyId: number }): boolean {
  return (
    partner.locationIds.includes(location.id) &&
    location.siteId === partner.siteId &&
    (partner.accountCompanyId == null || location.companyId === partner.accountCompanyId) &&
    (partner.accountLocationId == null || location.id === partner.accountLocationId)
  );
}

/**
 * True when a partner may book the vehicle class: one the account the key was made in rents out (the booking belongs
 * to the class's company). A company's key reaches no other company's classes, not even those that may be fetched to
 * its places: such a booking would land where the key's owner cannot see it, and the owner could not book it either.
 */
export function partnerMayBook(partner: PartnerContext, rental: { companyId: number | null }, pickup: { companyId: number }): boolean {
  return partner.accountCompanyId == null || (rental.companyId ?? pickup.companyId) === partner.accountCompanyId;
}

/**
 * Where a key reaches now: its locations that are still in the account the key was made in (partnerMayUse as a
 * Prisma condition on a location). A location moved to another company since leaves a company's key, and so do its
 * bookings, even those the key placed there: that company's staff no longer see them either.
 */
export function partnerLocationWhere(partner: PartnerContext) {
  return {
    id: { in: partner.accountLocationId != null ? partner.locationIds.filter((id) => id === partner.accountLocationId) : partner.locationIds },
    siteId: partner.siteId,
    ...(partner.accountCompanyId != null ? { companyId: partner.accountCompanyId } : {}),
  };
}

/** The partner's own bookings: placed for its company at a location its key still reaches (`partner { bookings }`). */
export function partnerBookingWhere(partner: PartnerContext) {
  return { referralCompanyId: partner.referralCompanyId ?? -1, siteId: partner.siteId, pickupLocation: partnerLocationWhere(partner) };
}

/** True for a loaded booking the partner placed at one of its key's locations (without the account check: see partnerReads). */
export function partnerPlaced(partner: PartnerContext | null, b: { referralCompanyId?: unknown; pickupLocationId?: unknown; siteId?: unknown }): boolean {
  return (
    partner !== null &&
    partner.referralCompanyId !== null &&
    b.referralCompanyId === partner.referralCompanyId &&
    b.siteId === partner.siteId &&
    partner.locationIds.includes(b.pickupLocationId as number)
  );
}

/** The ids of the locations the request's key reaches now (partnerLocationWhere): one statement per request. */
const partnerReach = perRequest(async (ctx: RequestContext): Promise<Set<number>> => {
  if (!ctx.partner) return new Set();
  const rows = await ctx.db.location.findMany({ where: partnerLocationWhere(ctx.partner), select: { id: true } });
  return new Set(rows.map((r) => r.id));
});

/**
 * True for a loaded booking the request's key may read as its own (the rule of partnerBookingWhere): the key has
 * read_bookings, the partner placed it, and its pick-up location is still in the key's account. Before 2026-11-29
 * the last part was missing, and a company's key went on reading (and hearing of) the bookings at a location moved to
 * another company, including that company's bookings placed there by a key of the same partner name.
 */
export async function partnerReads(ctx: RequestContext, b: { referralCompanyId?: unknown; pickupLocationId?: unknown; siteId?: unknown }): Promise<boolean> {
  const partner = ctx.partner;
  if (!partner || !partner.rights.includes('read_bookings') || !partnerPlaced(partner, b)) return false;
  return (await partnerReach(ctx)).has(b.pickupLocationId as number);
}

// ---- usage: "last used" and "requests today", counted in memory and written in one statement per key ----

const pending = new Map<number, { count: number; last: Date; db: Db }>();
let flushTimer: NodeJS.Timeout | null = null;
const FLUSH_MS = 2_000;

/** The Oslo calendar day of an instant, as yyyy-mm-dd. */
export function osloDay(instant: Date): string {
  const p = osloParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Counts one request of a key; written within a couple of seconds (no write on the request's own path). */
function recordUse(db: Db, keyId: number, now: Date): void {
  const entry = pending.get(keyId);
  if (entry) {
    entry.count++;
    if (now > entry.last) entry.last = now;
  } else pending.set(keyId, { count: 1, last: now, db });
  if (!flushTimer) {
    flushTimer = setTimeout(() => void flushKeyUsage().catch(() => {}), FLUSH_MS);
    flushTimer.unref();
  }
}

/** The write under way (the timer's, or a caller's): the next flush waits for it, so a stop never cuts one off. */
let flushing: Promise<void> = Promise.resolve();

/** Writes the counted use of every key (the admin's list calls it first, so it shows the latest figures). */
export function flushKeyUsage(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const entries = [...pending.entries()];
  pending.clear();
  const run = flushing.then(() => writeUsage(entries));
  flushing = run.catch(() => {});
  return run;
}

async function writeUsage(entries: [number, { count: number; last: Date; db: Db }][]): Promise<void> {
  for (const [keyId, { count, last, db }] of entries) {
    const day = osloDay(last);
    await db.$executeRaw`
      UPDATE api_key SET
        last_used_at = GREATEST(last_used_at, ${last}),
        requests_today = CASE WHEN requests_day = ${day}::date THEN requests_today + ${count} ELSE ${count} END,
        requests_day = ${day}::date
      -- Requests answered from the recent rows after the key was revoked or ran out were refused (the cost statement
      -- found the key changed): they are not use. Last use must never read as "still working after revocation".
      WHERE id = ${keyId} AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ${last})`;
  }
}

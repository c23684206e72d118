/**
 * The one rate limiter of the product, stored in PostgreSQL so every app process shares it: a fixed window per key,
 * counted with one atomic upsert. Keys are a limit's name and a hash of its subject (an address, a client address, a
 * visitor id), so no e-mail address is stored here.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface Limit {
  /** Part of the key; unique per limit. */
  name: string;
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
  /** What a refusal by this limit alone says (the minutes until its window ends); the general text otherwise. */
  refusal?: (minutes: number) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit of the product (also documented in the README). */
export const LIMITS = {
  /** Password-reset requests (and so reset mails) per e-mail address, whether or not it has an account. */
  resetPerAddress: { name: 'reset-address', max: 3, windowMs: HOUR },
  resetPerClient: { name: 'reset-client', max: 10, windowMs: HOUR },
  /** New passwords set from reset links (right or wrong link) per client. */
  resetUsePerClient: { name: 'reset-use-client', max: 20, windowMs: HOUR },
  /** Registrations (and so confirmation or "you already have an account" mails) per address and per client. */
  registerPerAddress: { name: 'register-address', max: 3, windowMs: HOUR },
  registerPerClient: { name: 'register-client', max: 10, windowMs: HOUR },
  pageViewsPerVisitor: { name: 'pageview-visitor', max: 120, windowMs: MINUTE },
  pageViewsPerClient: { name: 'pageview-client', max: 600, windowMs: MINUTE },
  /** Calls carrying a transit nonce (each stores a row in used_nonce) per client. */
  noncesPerClient: { name: 'nonce-client', max: 120, windowMs: MINUTE },
  /** Attempts at changing the password on Min side, per person (each counted; a success forgets them). */
  passwordChangeFailures: { name: 'password-change-user', max: 5, windowMs: 15 * MINUTE },
  /** Failed log-ins of one client for one address: reaching it locks that client out of that address. */
  loginFailuresPerPair: { name: 'login-pair', max: 5, windowMs: 15 * MINUTE },
  /** Failed log-ins of one client over all addresses (credential stuffing): reaching it locks the client. */
  loginFailuresPerClient: { name: 'login-client', max: 30, windowMs: 15 * MINUTE },
  /** Failed log-ins for one address from all clients: reaching it locks only clients that already failed for it. */
  loginFailuresPerAddress: { name: 'login-address', max: 10, windowMs: 15 * MINUTE },
  /**
   * Orders placed in the shop (GraphQL and /api/v1, a guest or a customer) per client: each sends mails, holds a car
   * and may store a licence file. Counted in the order's own transaction, so only placed orders count (a refused one
   * rolls its hit back). Staff's phone orders and partners' keys (their own cost bucket) are not counted.
   */
  ordersPerClient: { name: 'orders-client', max: 30, windowMs: HOUR },
  /**
   * Shop orders per mailbox they are mailed to (from any client; `mailboxOf`: a plus tag is the same mailbox): each
   * mails that address in the shop's name, with the name and comment typed, so without it a few clients (or one
   * account) could send anyone a stream of them. Counted as the limit above; an order a logged-in customer sends to
   * their own address, staff's phone orders and partners are not counted. So its refusal tells the person that
   * logging in lifts it for their own address (whoever used up the hour), without saying whether the address has an
   * account.
   */
  ordersPerAddress: {
    name: 'orders-address',
    max: 10,
    windowMs: HOUR,
    refusal: (minutes: number) =>
      `Det er lagt inn mange bestillingar til denne e-postadressa den siste timen. Er adressa di, kan du logge inn og bestille, eller prøve igjen om ${minutes} minutt.`,
  },
  /** Vehicle-register lookups per member of staff (the register has a daily quota for the whole product). */
  vehicleLookupPerUser: { name: 'vehicle-lookup-user', max: 60, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/** Over a limit: GraphQL answers a typed error with code RATE_LIMITED, REST 429 with Retry-After. */
export class RateLimitedError extends AppError {
  override readonly code = 'RATE_LIMITED';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, refusal?: (minutes: number) => string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    super(refusal ? refusal(minutes) : `For mange førespurnader. Prøv igjen om ${minutes} minutt.`);
    this.retryAfterSeconds = seconds;
  }
}

/** The stored key of a limit for one subject. */
export function limitKey(limit: Limit, subject: string): string {
  return `${limit.name}:${crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

export interface Count {
  hits: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

const lastPurge = new WeakMap<Db, number>();

/** The client or a transaction: a count taken in a transaction is rolled back with it. */
type Counter = Pick<Db, '$queryRaw' | '$executeRaw'>;

/** Deletes ended windows, at most once a minute per client, in the background. */
function purge(db: Db): void {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) < MINUTE) return;
  lastPurge.set(db, now);
  db.$executeRaw`DELETE FROM "rate_limit" WHERE "window_start" + "window_ms" * interval '1 millisecond' < now()`.catch(() => {});
}

/**
 * Counts one hit on each (limit, subject) in one atomic statement and answers the counts in the same order. A window
 * that has ended starts again at 1. Several processes counting at once each see a distinct count.
 */
export async function hit(db: Counter, entries: readonly (readonly [Limit, string])[]): Promise<Count[]> {
  if (entries.length === 0) return [];
  const keys = entries.map(([limit, subject]) => limitKey(limit, subject));
  const windows = entries.map(([limit]) => limit.windowMs);
  const rows = await db.$queryRaw<{ key: string; hits: number; retry: number }[]>`
    INSERT INTO "rate_limit" ("key", "window_start", "hits", "window_ms")
    SELECT k, now(), 1, w FROM unnest(${keys}::text[], ${windows}::int[]) AS t(k, w)
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "rate_limit"."window_start" + "rate_limit"."window_ms" * interval '1 millisecond' <= now()
                    THEN 1 ELSE "rate_limit"."hits" + 1 END,
      "window_start" = CASE WHEN "rate_limit"."window_start" + "rate_limit"."window_ms" * interval '1 millisecond' <= now()
                            THEN now() ELSE "rate_limit"."window_start" END,
      "window_ms" = EXCLUDED."window_ms"
    RETURNING "key", "hits",
      extract(epoch FROM "window_start" + "window_ms" * interval '1 millisecond' - now())::float8 AS retry`;
  // Not from inside a transaction (a count kept with its order): the purge runs on its own, in the background.
  if ('$transaction' in db) purge(db as Db);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((k) => ({ hits: Number(byKey.get(k)!.hits), retryAfterSeconds: Math.max(1, Number(byKey.get(k)!.retry)) }));
}

/**
 * Counts one hit on each (limit, subject) and refuses with RateLimitedError when any is over its limit. Every entry
 * is counted whatever the others answer, so the work done never depends on which subject is over.
 */
export async function consume(db: Counter, entries: readonly (readonly [Limit, string])[]): Promise<void> {
  const counts = await hit(db, entries);
  const over = entries.map(([limit], i) => ({ limit, count: counts[i]! })).filter((o) => o.count.hits > o.limit.max);
  if (over.length === 0) return;
  const retry = Math.max(...over.map((o) => o.count.retryAfterSeconds));
  // A limit's own words only when it alone refuses (what they advise may not lift the others).
  const refusals = new Set(over.map((o) => o.limit.refusal));
  throw new RateLimitedError(retry, refusals.size === 1 ? [...refusals][0] : undefined);
}

/** Takes back one hit on each (limit, subject), e.g. a log-in attempt that turned out not to be a miss. */
export async function unhit(db: Db, entries: readonly (readonly [Limit, string])[]): Promise<void> {
  const keys = entries.map(([limit, subject]) => limitKey(limit, subject));
  await db.$executeRaw`UPDATE "rate_limit" SET "hits" = greatest("hits" - 1, 0) WHERE "key" = ANY(${keys}::text[])`;
}

/** Forgets the counts of (limit, subject), e.g. a client's failures for an address once it logged in. */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "rate_limit" WHERE "key" = ${limitKey(limit, subject)}`;
}

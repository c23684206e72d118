/**
 * The cost limit of a partner key: a leaky bucket in PostgreSQL (`api_key_bucket`), so every app process shares it.
 * A key starts with `capacity` points and gets `refillPerSecond` back continuously, never above `capacity`. Taking
 * points is one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING: the row is locked for that one statement, the
 * refill is computed from the database's clock, and two processes taking at once each see the other's take.
 */
import { PARTNER_COST_DEFAULTS } from '../config.ts';
import { rawRows, type Db } from '../db/client.ts';

/** The numbers partners plan with (also in the README); PARTNER_COST_CAPACITY / PARTNER_COST_REFILL change them. */
export const COST_LIMIT = PARTNER_COST_DEFAULTS;

export type CostLimit = { readonly capacity: number; readonly refillPerSecond: number };

export interface BucketState {
  /** Points left after this request (may be below zero after an answer that cost more than estimated). */
  remaining: number;
  /** When the bucket will be full again. */
  resetAt: Date;
}

export type TakeResult =
  | ({ granted: true } & BucketState)
  | ({ granted: false; retryAfterSeconds: number } & BucketState)
  /** The key row changed (revoked, rotated out, edited) since `keyVersion` was read: nothing was taken. */
  | { granted: false; keyChanged: true };

const resetAt = (remaining: number, at: Date, limit: CostLimit) => new Date(at.getTime() + Math.max(0, ((limit.capacity - remaining) / limit.refillPerSecond) * 1000));

/**
 * Takes `cost` points from a key's bucket when it holds that many (after refilling), else takes nothing and says
 * how long until it would. One statement when granted; a refusal reads the level once more to say when to retry.
 * With `keyVersion` (the key row's `updated_at` as the request read it, see apiKeys.ts), points are taken only while
 * the key is unchanged and usable, in the same statement; else the answer is `keyChanged` and nothing is taken.
 */
const TAKE_SQL = `
INSERT INTO "api_key_bucket" AS b ("key_id", "points", "updated_at")
SELECT k.id, $2::float8 - $3::float8, clock_timestamp() FROM "api_key" k
WHERE k.id = $1 AND ($5::timestamptz IS NULL OR (k.updated_at = $5::timestamptz AND k.revoked_at IS NULL
      AND (k.expires_at IS NULL OR k.expires_at > clock_timestamp())))
ON CONFLICT ("key_id") DO UPDATE
  SET "points" = least($2::float8, b."points" + greatest(0, extract(epoch FROM clock_timestamp() - b."updated_at")) * $4::float8) - $3::float8,
      "updated_at" = greatest(b."updated_at", clock_timestamp())
  WHERE least($2::float8, b."points" + greatest(0, extract(epoch FROM clock_timestamp() - b."updated_at")) * $4::float8) >= $3::float8
RETURNING "points", "updated_at" AS now`;

export async function takePoints(db: Db, keyId: number, cost: number, limit: CostLimit = COST_LIMIT, keyVersion: Date | null = null): Promise<TakeResult> {
  const { capacity, refillPerSecond: rate } = limit;
  // Raw on the pool: one statement before every partner request.
  const rows = await rawRows<{ points: number; now: Date }>(db, TAKE_SQL, [keyId, capacity, cost, rate, keyVersion]);
  if (rows[0]) return { granted: true, remaining: rows[0].points, resetAt: resetAt(rows[0].points, rows[0].now, limit) };
  if (keyVersion) {
    const [key] = await rawRows<{ changed: boolean }>(
      db,
      `SELECT (updated_at <> $2::timestamptz OR revoked_at IS NOT NULL OR (expires_at IS NOT NULL AND expires_at <= clock_timestamp())) AS changed
       FROM "api_key" WHERE id = $1`,
      [keyId, keyVersion],
    );
    if (!key || key.changed) return { granted: false, keyChanged: true };
  }
  const [level] = await db.$queryRaw<{ points: number; now: Date }[]>`
    SELECT least(${capacity}::float8, "points" + greatest(0, extract(epoch FROM clock_timestamp() - "updated_at")) * ${rate}::float8) AS points,
           clock_timestamp() AS now
    FROM "api_key_bucket" WHERE "key_id" = ${keyId}`;
  const points = level?.points ?? capacity;
  const now = level?.now ?? new Date();
  return { granted: false, remaining: points, resetAt: resetAt(points, now, limit), retryAfterSeconds: Math.max(1, Math.ceil((cost - points) / rate)) };
}

/**
 * Gives back what was taken beyond the answer's actual cost (or takes the excess when it cost more): one UPDATE,
 * never above a full bucket.
 */
export async function settlePoints(db: Db, keyId: number, refund: number, limit: CostLimit = COST_LIMIT): Promise<void> {
  if (refund === 0) return;
  // Raw on the pool: it runs while the answer is on its way out, on the same event loop.
  await rawRows(db, `UPDATE "api_key_bucket" SET "points" = least($2::float8, "points" + $3::float8) WHERE "key_id" = $1`, [keyId, limit.capacity, refund]);
}

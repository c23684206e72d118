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

export type TakeResult = ({ granted: true } & BucketState) | ({ granted: false; retryAfterSeconds: number } & BucketState);

const resetAt = (remaining: number, at: Date, limit: CostLimit) => new Date(at.getTime() + Math.max(0, ((limit.capacity - remaining) / limit.refillPerSecond) * 1000));

/**
 * Takes `cost` points from a key's bucket when it holds that many (after refilling), else takes nothing and says
 * how long until it would. One statement when granted; a refusal reads the level once more to say when to retry.
 */
const TAKE_SQL = `
INSERT INTO "api_key_bucket" AS b ("key_id", "points", "updated_at")
VALUES ($1, $2::float8 - $3::float8, clock_timestamp())
ON CONFLICT ("key_id") DO UPDATE
  SET "points" = least($2::float8, b."points" + greatest(0, extract(epoch FROM clock_timestamp() - b."updated_at")) * $4::float8) - $3::float8,
      "updated_at" = greatest(b."updated_at", clock_timestamp())
  WHERE least($2::float8, b."points" + greatest(0, extract(epoch FROM clock_timestamp() - b."updated_at")) * $4::float8) >= $3::float8
RETURNING "points", "updated_at" AS now`;

export async function takePoints(db: Db, keyId: number, cost: number, limit: CostLimit = COST_LIMIT): Promise<TakeResult> {
  const { capacity, refillPerSecond: rate } = limit;
  // Raw on the pool: one statement before every partner request.
  const rows = await rawRows<{ points: number; now: Date }>(db, TAKE_SQL, [keyId, capacity, cost, rate]);
  if (rows[0]) return { granted: true, remaining: rows[0].points, resetAt: resetAt(rows[0].points, rows[0].now, limit) };
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
  await db.$executeRaw`
    UPDATE "api_key_bucket" SET "points" = least(${limit.capacity}::float8, "points" + ${refund}::float8) WHERE "key_id" = ${keyId}`;
}

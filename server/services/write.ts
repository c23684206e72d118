/**
 * The one write path every staff mutation follows:
 *
 *   request context → zod (`parseInput`) → `assertMayChange` / `assertMayCreate` → one transaction → `recordHistory`
 *
 * Each step throws a typed error (ValidationError, NotFoundError, ForbiddenError, ConflictError, InUseError) and the
 * transaction rolls back, so nothing is written when any step refuses. This module holds the parts every aggregate
 * shares: the transaction, the row lock with the lost-update check, and the before/after change set.
 */
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { ConflictError, foreignKeyRefusal } from './errors.ts';

export type Tx = Prisma.TransactionClient;

/**
 * PostgreSQL gave up on the transaction and it may simply run again: a deadlock it broke by refusing this one (40P01)
 * or a serialization failure (40001); Prisma reports either as P2034.
 */
export function isRetryableConflict(err: unknown): boolean {
  for (let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (e.code === '40P01' || e.code === '40001' || e.code === 'P2034') return true;
    if (typeof e.message === 'string' && /deadlock detected|could not serialize access/.test(e.message)) return true;
  }
  return false;
}

/** How many times a write runs when PostgreSQL keeps refusing it for a deadlock (then the error is the caller's). */
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction on the request's database. When PostgreSQL refuses it to break a deadlock (rare: two
 * writes took some of the same locks in different orders), nothing of it was written, and it runs again after a short
 * random pause, up to ATTEMPTS times; `work` must therefore only write through `tx` (mails and webhooks go through the
 * job queue, in the same transaction). A row the write points at, deleted by another write after the checks and
 * before this one's insert, is refused by its foreign key: that becomes a ValidationError naming the field
 * (foreignKeyRefusal), not a server error.
 */
export async function inTransaction<T>(ctx: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.$transaction(work, { maxWait: 10_000, timeout: 20_000 });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(err)) {
        const gone = foreignKeyRefusal(err);
        // Logged: a race leaves these, but so would a write that forgot to check a row it points at.
        if (gone) ctx.log?.warn({ fields: gone.fields.map((f) => f.field), err: err instanceof Error ? err.message : String(err) }, 'skriving avvist av ein framandnøkkel');
        throw gone ?? err;
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/** Tables a write may lock by id (a closed list: the name goes into SQL). */
const LOCKABLE = { location: 'location', booking: 'booking', product: 'product', rental_option: 'rental_option' } as const;

/**
 * Locks the row for the rest of the transaction and checks it still has the `updatedAt` the caller loaded it with;
 * otherwise a `ConflictError` carrying the current one. Returns false when the row is gone.
 */
export async function lockForUpdate(tx: Tx, table: keyof typeof LOCKABLE, id: number, loadedUpdatedAt: Date | null, conflictMessage: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ updated_at: Date }[]>(`SELECT updated_at FROM "${LOCKABLE[table]}" WHERE id = $1 FOR UPDATE`, id);
  if (!rows.length) return false;
  if (loadedUpdatedAt && rows[0]!.updated_at.getTime() !== loadedUpdatedAt.getTime()) throw new ConflictError(rows[0]!.updated_at, conflictMessage);
  return true;
}

/** A value as a history entry stores it: decimals and dates as text, lists as they are. */
export function historyValue(v: unknown): Prisma.InputJsonValue | null {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map((x) => historyValue(x)) as Prisma.InputJsonValue;
  if (typeof v === 'object' && 'toFixed' in (v as object)) return String(v);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, historyValue(x)])) as Prisma.InputJsonValue;
  return v as Prisma.InputJsonValue;
}

const same = (a: unknown, b: unknown) => JSON.stringify(historyValue(a)) === JSON.stringify(historyValue(b));

/** Numbers stored as decimals compare by value ("1.0" equals 1.00). */
const sameNumberish = (a: unknown, b: unknown) =>
  a !== null && b !== null && a !== undefined && b !== undefined && !Array.isArray(a) && !Array.isArray(b) &&
  typeof a !== 'boolean' && typeof b !== 'boolean' && String(a).trim() !== '' && Number.isFinite(Number(String(a))) && Number(String(a)) === Number(String(b));

/**
 * `{ field: [before, after] }` for each of `fields` whose value differs (decimals compared by value). `before` null
 * means a create, `after` null a delete.
 */
export function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: readonly string[]): Record<string, [Prisma.InputJsonValue | null, Prisma.InputJsonValue | null]> {
  const changes: Record<string, [Prisma.InputJsonValue | null, Prisma.InputJsonValue | null]> = {};
  for (const f of fields) {
    const b = before?.[f] ?? null;
    const a = after?.[f] ?? null;
    if (same(b, a) || sameNumberish(b, a)) continue;
    changes[f] = [historyValue(b), historyValue(a)];
  }
  return changes;
}

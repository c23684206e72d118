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
import { ConflictError } from './errors.ts';

export type Tx = Prisma.TransactionClient;

/** Runs `work` in one transaction on the request's database. */
export function inTransaction<T>(ctx: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.$transaction(work, { maxWait: 10_000, timeout: 20_000 });
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

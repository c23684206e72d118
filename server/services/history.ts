/** History entries: what staff changed on a location, booking, product or rental product. */
import type { HistoryEntity } from '../generated/prisma/enums.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import type { Scope } from './scope.ts';

type Tx = Pick<RequestContext['db'], 'historyEntry'>;

/** Newest first. The caller has already checked the entity is in scope. */
export function listHistory(ctx: RequestContext, entityType: HistoryEntity, entityId: number, query: object = {}) {
  return ctx.db.historyEntry.findMany({ ...query, where: { entityType, entityId }, orderBy: [{ at: 'desc' }, { id: 'desc' }] });
}

/**
 * Records one change; call it inside the transaction that made the change. `authorLabel` names an author that is no
 * user (the shop, a partner's key); a user author is named from their record.
 */
export function recordHistory(
  tx: Tx,
  entry: { entityType: HistoryEntity; entityId: number; authorId: number | null; authorLabel?: string | null; comment: string; status?: string | null; changes?: Prisma.InputJsonValue },
) {
  return tx.historyEntry.create({ data: entry });
}

/** Records several changes at once (one statement), as recordHistory does one. */
export async function recordHistories(
  tx: Tx,
  entries: { entityType: HistoryEntity; entityId: number; authorId: number | null; comment: string; status?: string | null; changes?: Prisma.InputJsonValue }[],
) {
  if (entries.length) await tx.historyEntry.createMany({ data: entries });
}

/**
 * Who reads a deleted object's history: staff holding a network account, whose scope is everything (the object is
 * gone, so no narrower scope can be checked). listDeletedHistory and the HistoryEntry type rule both ask this.
 */
export const readsDeletedHistory = (scope: Scope | null): boolean => scope?.accounts.some((a) => a.kind === 'network') ?? false;

/**
 * The history of a deleted object, for staff holding a network account (null for everyone else, and when the
 * object still exists: its history is read through the object).
 */
export async function listDeletedHistory(ctx: RequestContext, scope: Scope, entityType: HistoryEntity, entityId: number, query: object = {}) {
  if (!readsDeletedHistory(scope)) return null;
  const deleted = await ctx.db.historyEntry.count({ where: { entityType, entityId, status: 'deleted' } });
  if (!deleted) return null;
  return listHistory(ctx, entityType, entityId, query);
}

/**
 * The changes of an entry as they are listed: a field whose before and after are the same (an erased person's
 * values, both replaced by "(anonymisert)" in entries written before erasure left such pairs out) is no change.
 */
export function listedChanges(changes: unknown): unknown {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes ?? null;
  const entries = Object.entries(changes);
  const listed = entries.filter(([, pair]) => !(Array.isArray(pair) && pair.length === 2 && JSON.stringify(pair[0]) === JSON.stringify(pair[1])));
  if (listed.length === entries.length) return changes;
  return listed.length ? Object.fromEntries(listed) : null;
}

/** The author's name a history entry shows: the user's, else the label of the shop or partner that made it. */
export function historyAuthorName(h: { authorLabel: string | null; author?: { firstname: string; lastname: string } | null }): string | null {
  return h.author ? `${h.author.firstname} ${h.author.lastname}`.trim() : h.authorLabel;
}

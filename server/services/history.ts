/** History entries: what staff changed on a location, booking, product or rental product. */
import type { HistoryEntity } from '../generated/prisma/enums.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';

type Tx = Pick<RequestContext['db'], 'historyEntry'>;

/** Newest first. The caller has already checked the entity is in scope. */
export function listHistory(ctx: RequestContext, entityType: HistoryEntity, entityId: number, query: object = {}) {
  return ctx.db.historyEntry.findMany({ ...query, where: { entityType, entityId }, orderBy: [{ at: 'desc' }, { id: 'desc' }] });
}

/** Records one change; call it inside the transaction that made the change. */
export function recordHistory(
  tx: Tx,
  entry: { entityType: HistoryEntity; entityId: number; authorId: number | null; comment: string; status?: string | null; changes?: Prisma.InputJsonValue },
) {
  return tx.historyEntry.create({ data: entry });
}

/** History entries, and the `history` connection that locations, bookings, products and rental products share. */
import type { HistoryEntity } from '../generated/prisma/enums.ts';
import { isDbId } from '../domain/lists.ts';
import { historyAuthorName, listDeletedHistory, listedChanges, listHistory } from '../services/history.ts';
import { historyValueNames } from '../services/historyNames.ts';
import type { ScopedRecords } from '../services/scope.ts';
import { staffSees } from '../services/visibility.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { visibleBy } from './visibility.ts';

builder.prismaObject('HistoryEntry', {
  authScopes: visibleBy('HistoryEntry'),
  description: 'One change made by staff: when, who, the status after it, a comment and what changed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    author: t.relation('author', { nullable: true, description: 'The author as a user, for those who may see that user; see authorName.' }),
    authorName: t.string({
      nullable: true,
      description: 'Who made the change, by name (a user\'s, or "Nettbutikken" / "<partner> (partnar)" for an order no user placed): shown to every viewer of the history, unlike the author\'s user record.',
      select: { authorLabel: true, author: { select: { firstname: true, lastname: true } } },
      resolve: historyAuthorName,
    }),
    status: t.exposeString('status', { nullable: true }),
    comment: t.exposeString('comment'),
    changes: t.field({ type: 'JSON', nullable: true, description: 'Each changed field as [before, after]; a field whose before and after are the same is left out.', resolve: (h) => listedChanges(h.changes) as never }),
    valueNames: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'For each changed reference field (categoryId, companyId, companyIdManager, locationId, locationIds, pickupLocationId, dropoffLocationId, productIds, siteId, customerUserId), the names of the records its values point at, by database id, for those the viewer may see: { "locationId": { "3": "Bergen sentrum" } }. A reference field is listed even when none is named.',
      select: { changes: true },
      resolve: async (h, _args, ctx) => (await historyValueNames(ctx, listedChanges(h.changes))) as never,
    }),
  }),
});

/** The one connection type every history field answers, so the `Historied` interface can declare the field. */
export const HistoryConnectionRef = builder.connectionObject({ type: 'HistoryEntry' as never, name: 'HistoryConnection' });

/**
 * Everything staff change and whose history the admin shows: one interface, so one Relay pagination fragment
 * (`HistoryPanel_owner` in the admin kit) pages the history of a location, product, rental product, booking or
 * partner key.
 */
export const HistoriedRef = builder.interfaceRef<{ id: number }>('Historied').implement({
  interfaces: [builder.nodeInterfaceRef()],
  description: 'An object staff change; its history lists every change, newest first.',
  fields: (t) => ({
    history: t.field({
      type: HistoryConnectionRef,
      nullable: true,
      args: { first: t.arg.int(), after: t.arg.string(), last: t.arg.int(), before: t.arg.string() },
      description: 'Newest first. Staff only.',
      // Every implementing type answers this field with historyConnection; the interface only declares it.
      resolve: () => null,
    }),
  }),
});

/**
 * A newest-first history connection on a node; only staff whose scope holds the node may read it.
 * `t` is the node's Prisma field builder.
 */
export function historyConnection<E extends keyof ScopedRecords>(
  // The field builder's type depends on the model; prismaConnection is common to all of them.
  t: { prismaConnection: (...args: never[]) => unknown },
  entityType: HistoryEntity,
  /** The scoped entity whose staff read it, or the rule itself (a partner key's: the staff who manage it). */
  scoped: E | ((ctx: Parameters<typeof staffSees>[0], parent: never) => Promise<boolean>),
) {
  type Ctx = Parameters<typeof staffSees>[0];
  return (t.prismaConnection as (...args: unknown[]) => never)({
    type: 'HistoryEntry',
    cursor: 'id',
    nullable: true,
    description: 'Newest first. Staff only.',
    authScopes: (parent: ScopedRecords[E], _args: object, ctx: Ctx) => (typeof scoped === 'function' ? scoped(ctx, parent as never) : staffSees(ctx, scoped, parent)),
    resolve: (query: object, parent: { id: number }, _args: object, ctx: Ctx) => listHistory(ctx, entityType, parent.id, query),
  }, HistoryConnectionRef);
}

/** The Historied types whose objects staff delete, by the entity their history rows name. */
const DELETABLE: Record<string, HistoryEntity> = { Location: 'location', Booking: 'booking', Product: 'product', RentalOption: 'rentaloption' };

builder.objectField(AccountRef, 'deletedHistory', (t) =>
  t.prismaField({
    type: ['HistoryEntry'],
    nullable: true,
    description:
      'The history of a deleted location, booking, product or rental product (by the global id it had), newest first: its rows outlive it. ' +
      'For network staff only, as GET /api/v1/{booking,location,…}/history; null for others, for an object that still exists or was never deleted.',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (query, account, { id }, ctx) => {
      const entity = DELETABLE[id.typename];
      const entityId = Number(id.id);
      if (!entity || !isDbId(entityId)) return null;
      return listDeletedHistory(ctx, await scopeOf(ctx, account), entity, entityId, query);
    },
  }),
);

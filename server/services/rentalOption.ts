/** Rental products (rentaloptions) as staff read them. */
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { RentalOptionStatus } from '../generated/prisma/enums.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { optionalId, optionalSearch, orderWithTiebreak, SORT_DIRECTIONS, type RawFilter } from './lists.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export const RENTAL_OPTION_SORT_FIELDS = ['id', 'status', 'title', 'acriss', 'pricePrivateDay', 'updatedAt'] as const;

export const rentalOptionFilterSchema = z.object({
  status: z.enum(RentalOptionStatus, { error: 'Ukjend status.' }).optional(),
  categoryId: optionalId,
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
  search: optionalSearch,
  sort: z.enum(RENTAL_OPTION_SORT_FIELDS, { error: 'Ukjend sortering.' }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
});

export function rentalOptionListArgs(scope: Scope, filter: RawFilter) {
  const f = parseInput(rentalOptionFilterSchema, filter);
  const where: Prisma.RentalOptionWhereInput = {
    AND: [
      scopeWhere.rentalOption(scope),
      f.status ? { status: f.status } : {},
      f.categoryId ? { categoryId: f.categoryId } : {},
      f.companyId ? { companyId: f.companyId } : {},
      f.locationId ? { locationId: f.locationId } : {},
      f.siteId ? { siteId: f.siteId } : {},
      f.search
        ? {
            OR: [
              { title: containsText(f.search) },
              { description: containsText(f.search) },
              { acriss: containsText(f.search) },
            ],
          }
        : {},
    ],
  };
  return { where, orderBy: orderWithTiebreak(f.sort, f.direction, 'updatedAt') as Prisma.RentalOptionOrderByWithRelationInput[] };
}

/** Staff list of rental products. */
export function listRentalOptions(ctx: RequestContext, scope: Scope, filter: RawFilter, query: object = {}) {
  return ctx.db.rentalOption.findMany({ ...query, ...rentalOptionListArgs(scope, filter) });
}

export function countRentalOptions(ctx: RequestContext, scope: Scope, filter: RawFilter) {
  return ctx.db.rentalOption.count({ where: rentalOptionListArgs(scope, filter).where });
}

export async function getRentalOption(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'rentalOption', id);
  return ctx.db.rentalOption.findUniqueOrThrow({ where: { id }, include: { tags: { orderBy: { position: 'asc' } }, products: true } });
}

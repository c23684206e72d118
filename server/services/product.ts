/** Vehicles (products) as staff read them. */
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { OwnershipType, ProductStatus } from '../generated/prisma/enums.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { optionalFilterText, optionalId, optionalSearch, orderWithTiebreak, SORT_DIRECTIONS, type RawFilter } from './lists.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export const PRODUCT_SORT_FIELDS = ['id', 'status', 'name', 'make', 'acriss', 'licensePlate', 'updatedAt', 'accountingProductNumber'] as const;

export const productFilterSchema = z.object({
  status: z.enum(ProductStatus, { error: 'Ukjend status.' }).optional(),
  make: optionalFilterText,
  ownershipType: z.enum(OwnershipType, { error: 'Ukjend eigarskapstype.' }).optional(),
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
  categoryId: optionalId,
  search: optionalSearch,
  sort: z.enum(PRODUCT_SORT_FIELDS, { error: 'Ukjend sortering.' }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
});

export function productListArgs(scope: Scope, filter: RawFilter) {
  const f = parseInput(productFilterSchema, filter);
  const where: Prisma.ProductWhereInput = {
    AND: [
      scopeWhere.product(scope),
      f.status ? { status: f.status } : {},
      f.make ? { make: containsText(f.make) } : {},
      f.ownershipType ? { ownershipType: f.ownershipType } : {},
      f.companyId ? { companyId: f.companyId } : {},
      f.locationId ? { locationId: f.locationId } : {},
      f.siteId ? { siteId: f.siteId } : {},
      f.categoryId ? { categoryId: f.categoryId } : {},
      f.search
        ? {
            OR: [
              { name: containsText(f.search) },
              { make: containsText(f.search) },
              { model: containsText(f.search) },
              { licensePlate: containsText(f.search) },
              { acriss: containsText(f.search) },
              { accountingProductNumber: containsText(f.search) },
            ],
          }
        : {},
    ],
  };
  return { where, orderBy: orderWithTiebreak(f.sort, f.direction, 'updatedAt') as Prisma.ProductOrderByWithRelationInput[] };
}

/** Staff list of vehicles, most recently updated first. */
export function listProducts(ctx: RequestContext, scope: Scope, filter: RawFilter, query: object = {}) {
  return ctx.db.product.findMany({ ...query, ...productListArgs(scope, filter) });
}

export function countProducts(ctx: RequestContext, scope: Scope, filter: RawFilter) {
  return ctx.db.product.count({ where: productListArgs(scope, filter).where });
}

export async function getProduct(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'product', id);
  return ctx.db.product.findUniqueOrThrow({ where: { id } });
}

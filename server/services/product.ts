/** Vehicles (products) as staff read them. */
import { z } from 'zod';
import { PRODUCT_DEFAULT_ORDER, PRODUCT_SORT_FIELDS } from '../domain/lists.ts';
import type { Prisma, Product } from '../generated/prisma/client.ts';
import { OwnershipType, ProductStatus } from '../generated/prisma/enums.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { idSearch, optionalFilterText, optionalId } from './lists.ts';
import { defineList } from './listQuery.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export { PRODUCT_SORT_FIELDS };

const productFilters = {
  status: z.enum(ProductStatus, { error: 'Ukjend status.' }).optional(),
  make: optionalFilterText,
  ownershipType: z.enum(OwnershipType, { error: 'Ukjend eigarskapstype.' }).optional(),
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
  categoryId: optionalId,
};

/** The staff list of vehicles, most recently updated first. */
export const productList = defineList<Prisma.ProductWhereInput, typeof productFilters, (typeof PRODUCT_SORT_FIELDS)[number], Product>(
  {
    filters: productFilters,
    scope: scopeWhere.product,
    where: (f) => [
      f.status && { status: f.status },
      f.make && { make: containsText(f.make) },
      f.ownershipType && { ownershipType: f.ownershipType },
      f.companyId && { companyId: f.companyId },
      f.locationId && { locationId: f.locationId },
      f.siteId && { siteId: f.siteId },
      f.categoryId && { categoryId: f.categoryId },
    ],
    searchFields: ['name', 'make', 'model', 'licensePlate', 'acriss', 'accountingProductNumber'],
    // The row's other words (spec 3: a substring of the row's text): its number ("0002"), a plate typed with its
    // space ("SU 73902"), category, owner and place.
    searchWord: (w) => [
      idSearch(w),
      { category: { title: containsText(w) } },
      { company: { name: containsText(w) } },
      { location: { OR: [{ name: containsText(w) }, { city: containsText(w) }] } },
    ],
    search: (s) => [/\s/.test(s) && { licensePlate: containsText(s.replace(/\s+/g, '')) }],
    sortFields: PRODUCT_SORT_FIELDS,
    ...PRODUCT_DEFAULT_ORDER,
  },
  (db) => db.product,
);

export const listProducts = productList.list;
export const countProducts = productList.count;

export async function getProduct(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'product', id);
  return ctx.db.product.findUniqueOrThrow({ where: { id } });
}

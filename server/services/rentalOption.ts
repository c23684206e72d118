/** Rental products (rentaloptions) as staff read them. */
import { z } from 'zod';
import { RENTAL_OPTION_DEFAULT_ORDER, RENTAL_OPTION_SORT_FIELDS } from '../domain/lists.ts';
import type { Prisma, RentalOption } from '../generated/prisma/client.ts';
import { RentalOptionStatus } from '../generated/prisma/enums.ts';
import type { RequestContext } from './context.ts';
import { idSearch, optionalId } from './lists.ts';
import { containsText } from './match.ts';
import { defineList } from './listQuery.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export { RENTAL_OPTION_SORT_FIELDS };

const rentalOptionFilters = {
  status: z.enum(RentalOptionStatus, { error: 'Ukjend status.' }).optional(),
  categoryId: optionalId,
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
};

/** The staff list of rental products, most recently updated first. */
export const rentalOptionList = defineList<Prisma.RentalOptionWhereInput, typeof rentalOptionFilters, (typeof RENTAL_OPTION_SORT_FIELDS)[number], RentalOption>(
  {
    filters: rentalOptionFilters,
    scope: scopeWhere.rentalOption,
    where: (f) => [
      f.status && { status: f.status },
      f.categoryId && { categoryId: f.categoryId },
      f.companyId && { companyId: f.companyId },
      f.locationId && { locationId: f.locationId },
      f.siteId && { siteId: f.siteId },
    ],
    searchFields: ['title', 'description', 'acriss'],
    // The row's other words: its number, category, owner and place.
    searchWord: (w) => [idSearch(w), { category: { title: containsText(w) } }, { company: { name: containsText(w) } }, { location: { name: containsText(w) } }],
    sortFields: RENTAL_OPTION_SORT_FIELDS,
    ...RENTAL_OPTION_DEFAULT_ORDER,
  },
  (db) => db.rentalOption,
);

export const listRentalOptions = rentalOptionList.list;
export const countRentalOptions = rentalOptionList.count;

export async function getRentalOption(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'rentalOption', id);
  return ctx.db.rentalOption.findUniqueOrThrow({ where: { id }, include: { tags: { orderBy: { position: 'asc' } }, products: true } });
}

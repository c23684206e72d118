/** People as staff see them: customers and employees within the account's scope. */
import { z } from 'zod';
import { searchWords, USER_DEFAULT_ORDER, USER_SORT_FIELDS } from '../domain/lists.ts';
import type { Prisma, User } from '../generated/prisma/client.ts';
import { booleanish, idSearch, relationsNamed, type NamedRelation } from './lists.ts';
import { containsText } from './match.ts';
import { defineList } from './listQuery.ts';
import { isVisible, scopeWhere, type Scope } from './scope.ts';

const userFilters = {
  // An empty query value (is_employee=) means no filter.
  isEmployee: z.preprocess((v) => (v === '' ? undefined : v), booleanish.optional()),
  // private or business (domain/customer.ts userCustomerKind: a person with a business customer is business).
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['private', 'business'], { error: 'Ukjend kundetype.' }).optional()),
};

/** The business in the row's "Bedrift" column: looked up by id first, so the people's trigram indexes still answer a search. */
const BUSINESS: NamedRelation<Prisma.UserWhereInput> = {
  table: 'customer_company',
  columns: ['name'],
  byIds: (ids) => ({ customerCompanyId: { in: ids } }),
  byRelation: (w) => ({ customerCompany: { name: containsText(w) } }),
};

/**
 * Customers and staff in scope (`isEmployee` narrows to staff, the "Vis kun ansatte" filter), newest first. A person
 * erased on request is no longer a customer anyone can serve, so no list shows them; their bookings keep them (for
 * the bookkeeping) and lead to their page.
 */
export const userList = defineList<Prisma.UserWhereInput, typeof userFilters, (typeof USER_SORT_FIELDS)[number], User>(
  {
    filters: userFilters,
    scope: scopeWhere.user,
    where: (f) => [
      { erasedAt: null },
      f.isEmployee !== undefined && { isEmployee: f.isEmployee },
      f.kind && { customerCompanyId: f.kind === 'business' ? { not: null } : null },
    ],
    searchFields: ['firstname', 'lastname', 'email', 'phone'],
    // The row's other words: its number and its business's name.
    searchWord: (w) => [idSearch(w)],
    search: async (s, ctx) => ({ whole: [], perWord: (await relationsNamed(ctx.db, searchWords(s), [BUSINESS])).perWord }),
    sortFields: USER_SORT_FIELDS,
    ...USER_DEFAULT_ORDER,
  },
  (db) => db.user,
);

export const listUsers = userList.list;
export const countUsers = userList.count;

/**
 * Whether staff may make a person the customer of a booking (updateBooking's link, a phone order): one they already
 * see where they may change bookings (the customer search lists the same people), and not erased on request (erased
 * is final: a booking's personal data under an erased person could never be erased again).
 */
export async function mayBecomeBookingCustomer(db: Parameters<typeof isVisible>[0], writable: Scope, userId: number): Promise<boolean> {
  return (await isVisible(db, writable, 'user', userId)) && (await db.user.count({ where: { id: userId, erasedAt: null } })) > 0;
}

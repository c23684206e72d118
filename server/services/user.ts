/** People as staff see them: customers and employees within the account's scope. */
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { booleanish, optionalSearch, orderWithTiebreak, SORT_DIRECTIONS, type RawFilter } from './lists.ts';
import { scopeWhere, type Scope } from './scope.ts';

export const userFilterSchema = z.object({
  // An empty query value (is_employee=) means no filter.
  isEmployee: z.preprocess((v) => (v === '' ? undefined : v), booleanish.optional()),
  search: optionalSearch,
  sort: z.enum(['id', 'firstname', 'lastname', 'email', 'createdAt'], { error: 'Ukjend sortering.' }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
});

export function userListArgs(scope: Scope, filter: RawFilter) {
  const f = parseInput(userFilterSchema, filter);
  const where: Prisma.UserWhereInput = {
    AND: [
      scopeWhere.user(scope),
      f.isEmployee !== undefined ? { isEmployee: f.isEmployee } : {},
      f.search
        ? {
            OR: [
              { firstname: containsText(f.search) },
              { lastname: containsText(f.search) },
              { email: containsText(f.search) },
              { phone: containsText(f.search) },
            ],
          }
        : {},
    ],
  };
  return { where, orderBy: orderWithTiebreak(f.sort, f.direction, 'createdAt') as Prisma.UserOrderByWithRelationInput[] };
}

/** Customers and staff in scope (`isEmployee` narrows to staff, the "Vis kun ansatte" filter). */
export function listUsers(ctx: RequestContext, scope: Scope, filter: RawFilter, query: object = {}) {
  return ctx.db.user.findMany({ ...query, ...userListArgs(scope, filter) });
}

export function countUsers(ctx: RequestContext, scope: Scope, filter: RawFilter) {
  return ctx.db.user.count({ where: userListArgs(scope, filter).where });
}

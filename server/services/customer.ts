/**
 * The customer list's reads beyond the registered people of services/user.ts: guests (bookings without a user,
 * one row per booking, as a guest exists only on their booking) and business customers with their people and
 * bookings. Kinds follow the one rule of domain/booking.ts `customerKind`.
 */
import { z } from 'zod';
import { BOOKING_SORT_FIELDS, CUSTOMER_COMPANY_DEFAULT_ORDER, CUSTOMER_COMPANY_SORT_FIELDS, GUEST_DEFAULT_ORDER } from '../domain/lists.ts';
import type { Booking, CustomerCompany, Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { NotFoundError } from './errors.ts';
import { defineList } from './listQuery.ts';
import { isVisible, scopeWhere, type Scope } from './scope.ts';

const guestFilters = {
  kind: z.enum(['private-guest', 'business-guest'], { error: 'Ukjend kundetype.' }).optional(),
};

/** Guest customers: bookings with neither a user nor a business customer; private-guest or business-guest by order type. */
export const guestList = defineList<Prisma.BookingWhereInput, typeof guestFilters, (typeof BOOKING_SORT_FIELDS)[number], Booking>(
  {
    filters: guestFilters,
    scope: scopeWhere.booking,
    where: (f) => [
      { customerUserId: null, customerCompanyId: null },
      f.kind && { orderType: f.kind === 'business-guest' ? 'business' : 'private' },
    ],
    searchFields: ['guestFirstname', 'guestLastname', 'guestEmail', 'guestPhone', 'guestBusinessName'],
    sortFields: BOOKING_SORT_FIELDS,
    ...GUEST_DEFAULT_ORDER,
  },
  (db) => db.booking,
);

/**
 * Business customers (spec 2: "business (company)", linked to /admin/{slug}/bedrift{id}): the companies that booked
 * within the account or whose people did. A business whose orders came from a contact person without an account is
 * neither a registered person nor a guest, and was listed nowhere before.
 */
export const businessCustomerList = defineList<Prisma.CustomerCompanyWhereInput, Record<string, never>, (typeof CUSTOMER_COMPANY_SORT_FIELDS)[number], CustomerCompany>(
  {
    filters: {},
    scope: scopeWhere.customerCompany,
    searchFields: ['name', 'orgnr', 'email', 'phone'],
    sortFields: CUSTOMER_COMPANY_SORT_FIELDS,
    ...CUSTOMER_COMPANY_DEFAULT_ORDER,
  },
  (db) => db.customerCompany,
);

/** A business customer in scope (one that booked within the account), or not found. */
export async function getCustomerCompany(ctx: RequestContext, scope: Scope, id: number, query: object = {}) {
  if (!(await isVisible(ctx.db, scope, 'customerCompany', id))) throw new NotFoundError('Fann ikkje bedrifta.');
  return ctx.db.customerCompany.findUniqueOrThrow({ ...query, where: { id } });
}

/** The people of a business customer that the scope sees. */
export function customerCompanyPeople(ctx: RequestContext, scope: Scope, companyId: number, query: object = {}) {
  return ctx.db.user.findMany({ ...query, where: { AND: [{ customerCompanyId: companyId }, scopeWhere.user(scope)] }, orderBy: [{ lastname: 'asc' }, { id: 'asc' }], take: 200 });
}

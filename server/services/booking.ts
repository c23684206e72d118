/** Bookings as staff read them: the scoped, filtered list and single bookings. */
import { z } from 'zod';
import { isInstantInRange, parseDateTime } from '../domain/time.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { BookingStatus, OrderType } from '../generated/prisma/enums.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { optionalId, optionalSearch, orderWithTiebreak, SORT_DIRECTIONS, type RawFilter } from './lists.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export const BOOKING_SORT_FIELDS = ['id', 'status', 'pickupAt', 'dropoffAt', 'totalPrice', 'createdAt', 'updatedAt'] as const;

const optionalInstant = z
  .union([z.date(), z.string()])
  .optional()
  .transform((v, c) => {
    if (v === undefined || v === '') return undefined;
    const d = v instanceof Date ? v : parseDateTime(v);
    if (!d || !isInstantInRange(d)) {
      c.addIssue({ code: 'custom', message: 'Ugyldig dato.' });
      return z.NEVER;
    }
    return d;
  });

export const bookingFilterSchema = z.object({
  status: z.enum(BookingStatus, { error: 'Ukjend status.' }).optional(),
  orderType: z.enum(OrderType, { error: 'Ukjend ordretype.' }).optional(),
  from: optionalInstant,
  to: optionalInstant,
  rentalOptionId: optionalId,
  productId: optionalId,
  locationId: optionalId,
  companyId: optionalId,
  customerUserId: optionalId,
  search: optionalSearch,
  sort: z.enum(BOOKING_SORT_FIELDS, { error: 'Ukjend sortering.' }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
});

/**
 * `from`/`to` select bookings whose rental period overlaps [from, to); a location matches pick-up or return.
 * Search matches the booking number, reference and the guest's name and e-mail.
 */
export function bookingListArgs(scope: Scope, filter: RawFilter) {
  const f = parseInput(bookingFilterSchema, filter);
  const searchId = f.search && /^\d+$/.test(f.search) ? Number(f.search) : undefined;
  const where: Prisma.BookingWhereInput = {
    AND: [
      scopeWhere.booking(scope),
      f.status ? { status: f.status } : {},
      f.orderType ? { orderType: f.orderType } : {},
      f.from ? { dropoffAt: { gt: f.from } } : {},
      f.to ? { pickupAt: { lt: f.to } } : {},
      f.rentalOptionId ? { lines: { some: { rentalOptionId: f.rentalOptionId } } } : {},
      f.productId ? { lines: { some: { productId: f.productId } } } : {},
      f.locationId ? { OR: [{ pickupLocationId: f.locationId }, { dropoffLocationId: f.locationId }] } : {},
      f.companyId ? { companyId: f.companyId } : {},
      f.customerUserId ? { customerUserId: f.customerUserId } : {},
      f.search
        ? {
            OR: [
              ...(searchId && searchId < 2 ** 31 ? [{ id: searchId }] : []),
              { reference: containsText(f.search) },
              { guestFirstname: containsText(f.search) },
              { guestLastname: containsText(f.search) },
              { guestEmail: containsText(f.search) },
              { guestBusinessName: containsText(f.search) },
              { customerUser: { OR: [{ firstname: containsText(f.search) }, { lastname: containsText(f.search) }, { email: containsText(f.search) }] } },
            ],
          }
        : {},
    ],
  };
  return { where, orderBy: orderWithTiebreak(f.sort, f.direction, 'id') as Prisma.BookingOrderByWithRelationInput[] };
}

/** Staff list of bookings, newest id first unless sorted otherwise. */
export function listBookings(ctx: RequestContext, scope: Scope, filter: RawFilter, query: object = {}) {
  return ctx.db.booking.findMany({ ...query, ...bookingListArgs(scope, filter) });
}

export function countBookings(ctx: RequestContext, scope: Scope, filter: RawFilter) {
  return ctx.db.booking.count({ where: bookingListArgs(scope, filter).where });
}

/** One booking in scope with its lines in cart order. */
export async function getBooking(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'booking', id);
  return ctx.db.booking.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
}

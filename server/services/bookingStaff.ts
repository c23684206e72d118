/**
 * "Ny booking": a member of staff places an order for a customer on the phone. The shop's own order path
 * (services/bookingCreate.ts) does the work, so the search, the cart, the prices and the availability are the
 * shop's; the differences are in `StaffOrder`: outside opening hours is allowed (the warnings come back), the
 * booking arrives confirmed and is marked as placed by staff, and the customer is a registered user or a guest.
 */
import { hoursWarnings } from '../domain/openingHours.ts';
import { STAFF_TERMS_CHECK } from '../domain/terms.ts';
import { createBooking, type CreatedBooking } from './bookingCreate.ts';
import type { RequestContext } from './context.ts';
import { ForbiddenError, ValidationError } from './errors.ts';
import { hoursOf, type Search } from './rentalSearch.ts';
import { assertMayCreate, mayCreate, requireScope, writableScope } from './scope.ts';
import { mayBecomeBookingCustomer } from './user.ts';
import { isDbId } from '../domain/lists.ts';
import { CUSTOMER_MESSAGES } from '../domain/customer.ts';

export interface StaffBookingInput {
  /** The account the staff member acts in (slug); without it the `x-account` header, else all their accounts. */
  accountSlug?: string | null;
  /** A registered customer; their name, e-mail and phone fill the guest fields not given. */
  customerUserId?: number | null;
  [field: string]: unknown;
}

/**
 * Which of a search's vehicles the staff member may take a phone order for in the account `accountSlug`: the same
 * test `createStaffBooking` makes (the pick-up place and the vehicle's owner inside a writable account), so the
 * screen offers only what the order will take.
 */
export async function phoneOrderBookable(ctx: RequestContext, accountSlug: string | undefined, search: Search): Promise<(row: { companyId: number | null }) => boolean> {
  const scope = await requireScope(ctx, accountSlug);
  const pl = search.pickupLocation;
  return (row) => mayCreate(scope, 'bookings', { siteId: pl.siteId, companyId: row.companyId ?? pl.companyId, locationId: pl.id });
}

/** Places the order and returns it with the opening-hours warnings of its period (staff may book outside them). */
export async function createStaffBooking(ctx: RequestContext, input: StaffBookingInput): Promise<{ booking: CreatedBooking; warnings: string[] }> {
  const scope = await requireScope(ctx, input.accountSlug);
  if (writableScope(scope, 'bookings').accounts.length === 0) throw new ForbiddenError('Rolla di kan ikkje opprette bookingar.');
  const { accountSlug: _a, customerUserId, ...fields } = input;
  // Outside the staff member's scope, nothing else is looked at (the order path checks again with the vehicle's owner).
  const pickupId = Number(fields.pickupLocationId);
  if (isDbId(pickupId)) {
    const pickup = await ctx.db.location.findUnique({ where: { id: pickupId }, select: { id: true, siteId: true, companyId: true } });
    if (pickup) assertMayCreate(scope, 'bookings', { siteId: pickup.siteId, companyId: pickup.companyId, locationId: pickup.id });
  }
  let customer: Record<string, unknown> = {};
  if (customerUserId !== undefined && customerUserId !== null) {
    // Only a person the staff member already sees where they may book, never one erased (mayBecomeBookingCustomer, as
    // updateBooking's link demands): anyone else is "not found", and a booking never makes a stranger (another site's
    // admin, say) a customer of this account.
    const user = isDbId(customerUserId) && (await mayBecomeBookingCustomer(ctx.db, writableScope(scope, 'bookings'), customerUserId))
      ? await ctx.db.user.findUnique({ where: { id: customerUserId }, select: { id: true, firstname: true, lastname: true, email: true, phone: true } })
      : null;
    if (!user) throw ValidationError.field('customerUserId', CUSTOMER_MESSAGES.notFound);
    customer = { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? undefined };
  }
  // The customer accepted the terms on the phone: staff say so with the form's own tick (STAFF_TERMS_CHECK), so the
  // mails' "du godtok dei då bestillinga vart lagd inn" (STAFF_ORDER_TERMS) is true.
  if (fields.termsAccepted !== true) throw ValidationError.field('termsAccepted', STAFF_TERMS_CHECK.required);
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const booking = await createBooking(
    ctx,
    // No price is taken from the caller.
    { ...customer, ...given, termsAccepted: true, expectedTotal: undefined, expectedDurationHours: undefined },
    {
      customerUserId: customerUserId ?? null,
      authorize: (placement) => assertMayCreate(scope, 'bookings', placement),
    },
  );
  const locations = await ctx.db.location.findMany({ where: { id: { in: [booking.pickupLocationId, booking.dropoffLocationId] } }, include: { openingHours: true } });
  const pl = locations.find((l) => l.id === booking.pickupLocationId)!;
  const dl = locations.find((l) => l.id === booking.dropoffLocationId)!;
  return { booking, warnings: hoursWarnings(hoursOf(pl), booking.pickupAt, hoursOf(dl), booking.dropoffAt) };
}

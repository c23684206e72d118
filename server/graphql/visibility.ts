/** The type-level visibility rule every table-backed GraphQL type declares (see services/visibility.ts). */
import type { ScopedRecords } from '../services/scope.ts';
import { inScope, staffSees, typeVisible } from '../services/visibility.ts';
import type { RequestContext } from '../services/context.ts';

/**
 * `authScopes` for an object type: the type's rule from `TYPE_RULES`, run on every object of the type a response
 * holds, whichever field returned it (the builder sets `runScopesOnType`).
 */
export function visibleBy(typename: string) {
  return (parent: object, ctx: RequestContext) => typeVisible(ctx, typename, parent as Record<string, unknown>);
}

/** The `$granted` scope a booking and its cart lines hand to the places, vehicle and rental product they name. */
export const NAMED_BY_STAFF_BOOKING = 'namedByStaffBooking';

/**
 * `authScopes` for a type a booking in the viewer's staff scope names: the type's own rule, or reached as a field of
 * such a booking or of its cart line (`staffBookingGrants`). A booking returned at a location can be picked up at
 * another, private place with that place's car and rental product; the return location's staff must see what they
 * are handed, though not open those objects on their own.
 */
export function visibleByOrNamedByStaffBooking(typename: string) {
  return async (parent: object, ctx: RequestContext) =>
    (await typeVisible(ctx, typename, parent as Record<string, unknown>)) || { $granted: NAMED_BY_STAFF_BOOKING };
}

/**
 * `grantScopes` of the booking type (`id`) and the cart line type (`bookingId`), for the objects their fields
 * return: granted when the booking lies in the viewer's staff scope (never to a customer, who sees no vehicle). A
 * type grant, not a field grant: with `runScopesOnType` the returned object's check looks for grants on the path of
 * the object above it.
 */
export async function staffBookingGrants(parent: { id: number; bookingId?: number }, ctx: RequestContext): Promise<string[]> {
  // A booking carries its scope columns: decided from the row, so a list of bookings asks nothing more of the
  // database. A cart line knows only its booking's id: one batched scope query per response (scopeCheckers).
  const granted =
    parent.bookingId === undefined && isBookingRecord(parent) ? await staffSees(ctx, 'booking', parent) : await inScope(ctx, 'booking', parent.bookingId ?? parent.id);
  return granted ? [NAMED_BY_STAFF_BOOKING] : [];
}

/** A booking row loaded with the columns its scope is decided by (any other shape is asked by id). */
const isBookingRecord = (r: object): r is ScopedRecords['booking'] =>
  (['siteId', 'companyId', 'pickupLocationId', 'dropoffLocationId'] as const).every((k) => typeof (r as Record<string, unknown>)[k] === 'number');

/**
 * Options for a field a booking's grant does not reach: the object's own rule must hold (`TYPE_RULES`). A car, place
 * or rental product handed to another location's staff by a booking shows what the desk needs (name, plate, class),
 * not what its owners keep to themselves (valuation, running costs, accounting numbers, private prices). Refused
 * like any field the viewer may not read: null with FORBIDDEN.
 */
export function notThroughGrant(typename: 'Product' | 'RentalOption') {
  return {
    nullable: true,
    authScopes: (parent: object, _args: object, ctx: RequestContext) => typeVisible(ctx, typename, parent as Record<string, unknown>),
  } as const;
}

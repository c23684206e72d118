/** The type-level visibility rule every table-backed GraphQL type declares (see services/visibility.ts). */
import { inScope, typeVisible } from '../services/visibility.ts';
import type { RequestContext } from '../services/context.ts';

/**
 * `authScopes` for an object type: the type's rule from `TYPE_RULES`, run on every object of the type a response
 * holds, whichever field returned it (the builder sets `runScopesOnType`).
 */
export function visibleBy(typename: string) {
  return (parent: object, ctx: RequestContext) => typeVisible(ctx, typename, parent as Record<string, unknown>);
}

/** The `$granted` scope a cart line hands to the vehicle and the rental product it names (see `lineGrants`). */
export const STAFF_BOOKING_LINE = 'staffBookingLine';

/**
 * `authScopes` for a type a staff member's booking line names: the type's own rule, or reached through such a line
 * (`lineGrants`). A booking returned at a location can carry a car and a rental product of the place it was picked
 * up at; the return location's staff must see what they are handed, though not open the car on its own.
 */
export function visibleByOrOnStaffLine(typename: string) {
  return async (parent: object, ctx: RequestContext) =>
    (await typeVisible(ctx, typename, parent as Record<string, unknown>)) || { $granted: STAFF_BOOKING_LINE };
}

/**
 * `grantScopes` of the cart line type, for the objects its fields return: granted when the line's booking lies in the
 * viewer's staff scope (never to a customer, who sees no vehicle). A type grant, not a field grant: with
 * `runScopesOnType` the returned object's check looks for grants on the parent object's path.
 */
export async function lineGrants(line: { bookingId: number }, ctx: RequestContext): Promise<string[]> {
  return (await inScope(ctx, 'booking', line.bookingId)) ? [STAFF_BOOKING_LINE] : [];
}

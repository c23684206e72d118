/** Staff booking writes in tests: GraphQL documents and a booking placed through the shop to change. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { carClass, CREATE, futureWeek, order } from './shop.ts';
import type { TestClient, TestServer } from './server.ts';

export const BOOKING_FIELDS = `id databaseId number status totalPrice pickupAt dropoffAt durationHours durationDays updatedAt placedByStaff
  viewerMayChange viewerMayDelete deposit reference comment guestFirstname guestEmail
  customerUser { id } author { id }
  lines { lineType amount pricePerDay totalPrice manualPrice rentalOption { databaseId title } product { databaseId } }`;

export const BOOKING_ERRORS = `... on Error { message code } ... on ValidationError { fields { field message } }
  ... on ConflictError { currentUpdatedAt } ... on VehicleTakenError { conflictingBookingNumber conflictingBookingId productId }
  ... on NotDeletableError { status } ... on NotAvailableError { rentalOptionId }`;

export const UPDATE_BOOKING = `mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename
  ... on UpdateBookingSuccess { booking { ${BOOKING_FIELDS} } } ${BOOKING_ERRORS} } }`;
export const DELETE_BOOKING = `mutation($input: DeleteBookingInput!) { deleteBooking(input: $input) { __typename
  ... on DeleteBookingSuccess { deletedId } ${BOOKING_ERRORS} } }`;
export const STAFF_BOOKING = `mutation($input: CreateStaffBookingInput!) { createStaffBooking(input: $input) { __typename
  ... on CreateStaffBookingSuccess { warnings edge { node { id } } booking { ${BOOKING_FIELDS} } } ${BOOKING_ERRORS} } }`;
export const BOOKING_NODE = `query($id: ID!) { node(id: $id) { ... on Booking { ${BOOKING_FIELDS}
  history(first: 20) { edges { node { comment status changes authorName } } } } } }`;

export const bookingGid = (id: number) => encodeGlobalID('Booking', id);

let guests = 0;
/** A guest's own e-mail address for each order (a guest may place only so many orders an hour to one address). */
export const guestEmail = () => `gjest.${process.pid}.${++guests}@example.no`;

/** A shop order (a guest, pending) for a fresh car class of `vehicles` cars at Bergen sentrum. */
export async function shopBooking(server: TestServer, opts: { vehicles?: number; period?: { pickupAt: string; dropoffAt: string }; email?: string; klass?: Awaited<ReturnType<typeof carClass>> } = {}) {
  const klass = opts.klass ?? (await carClass(server.db, opts.vehicles ?? 1));
  const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, opts.period ?? futureWeek(), { email: opts.email ?? guestEmail() }) });
  if (r.data?.createBooking?.__typename !== 'CreateBookingPayload') throw new Error(JSON.stringify(r));
  const id = r.data.createBooking.booking.databaseId as number;
  const row = await server.db.booking.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
  return { klass, id, gid: bookingGid(id), row };
}

/** The booking's lines as UpdateBookingInput takes them (unchanged). */
export function linesInput(lines: { rentalOptionId: number; amount: number; productId: number | null }[]) {
  return lines.map((l) => ({
    rentalOptionId: encodeGlobalID('RentalOption', l.rentalOptionId),
    amount: l.amount,
    ...(l.productId ? { productId: encodeGlobalID('Product', l.productId) } : {}),
  }));
}

/** The stored updatedAt of a booking, as a client loaded it. */
export async function stamp(server: TestServer, id: number) {
  return (await server.db.booking.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
}

/** updateBooking's answer. */
export async function update(c: TestClient, input: Record<string, unknown>) {
  const r = await c.gql(UPDATE_BOOKING, { input });
  if (!r.data?.updateBooking) throw new Error(JSON.stringify(r));
  return r.data.updateBooking;
}

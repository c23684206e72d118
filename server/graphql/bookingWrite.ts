/**
 * updateBooking, deleteBooking, createStaffBooking: one `input` each and a union of the payload and typed errors,
 * as the location writes. Resolvers only decode global ids and call services/bookingWrite.ts and
 * services/bookingStaff.ts (the same services as REST). Also the Booking fields the edit screen needs.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { bookingNumber, durationDaysOf } from '../domain/booking.ts';
import { mayDeleteBookingIn } from '../domain/bookingEdit.ts';
import { MAX_CART_ITEMS } from '../domain/cart.ts';
import { inLanguage } from '../domain/messages.ts';
import { depositKr } from '../domain/terms.ts';
import { createStaffBooking } from '../services/bookingStaff.ts';
import { deleteBooking, NotDeletableError, quoteBookingUpdate, updateBooking, VehicleTakenError, type BookingQuote } from '../services/bookingWrite.ts';
import { ConflictError, ForbiddenError, NotAvailableError, NotFoundError, ValidationError } from '../services/errors.ts';
import { optionalScope, recordInScope, writableScope } from '../services/scope.ts';
import { BookingEdgeRef, BookingRef } from './booking.ts';
import { builder } from './builder.ts';
import { BookingStatusEnum, DriversLicenceChoiceEnum } from './enums.ts';
import { ErrorInterface } from './errors.ts';
import { accountSlugOf, dbId, filterFrom } from './ids.ts';
import { CartItemInput, optionId } from './shop.ts';

// ---------- errors ----------

builder.objectType(VehicleTakenError, {
  name: 'VehicleTakenError',
  description: 'The vehicle already holds another active booking for an overlapping period (refused by the database, code VEHICLE_TAKEN).',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof VehicleTakenError,
  fields: (t) => ({
    productId: t.id({ resolve: (e) => encodeGlobalID('Product', e.productId) }),
    conflictingBookingNumber: t.string({ nullable: true, description: 'The other booking, padded to 4 digits.', resolve: (e) => (e.conflictingBookingId ? bookingNumber(e.conflictingBookingId) : null) }),
    conflictingBookingId: t.id({ nullable: true, resolve: (e) => (e.conflictingBookingId ? encodeGlobalID('Booking', e.conflictingBookingId) : null) }),
  }),
});

builder.objectType(NotDeletableError, {
  name: 'NotDeletableError',
  description:
    'Only pending or cancelled bookings are deleted (code NOT_DELETABLE): a confirmed one may be cancelled instead; one picked up, returned or completed stays.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof NotDeletableError,
  fields: (t) => ({ status: t.field({ type: BookingStatusEnum, resolve: (e) => e.status as never }) }),
});

// ---------- fields the edit screen reads ----------

type ScopedBooking = { id: number; siteId: number; companyId: number; pickupLocationId: number; dropoffLocationId: number };
const SCOPE_COLUMNS = { id: true, siteId: true, companyId: true, pickupLocationId: true, dropoffLocationId: true } as const;

/** True when a role the viewer holds in the chosen account (or any account) may change bookings and holds this one. */
async function viewerMayChange(ctx: Parameters<typeof optionalScope>[0], b: ScopedBooking) {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(writableScope(scope, 'bookings'), 'booking', b);
}

const BookingDocumentRef = builder.objectRef<{ bookingId: number; upload: { id: number; title: string | null; mime: string; size: number; createdAt: Date } }>('BookingDocument').implement({
  description: 'An uploaded document of the booking (the driving licence). Readable only by staff whose scope holds the booking.',
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID('BookingDocument', `${d.bookingId}:${d.upload.id}`) }),
    title: t.string({ nullable: true, resolve: (d) => d.upload.title }),
    mime: t.string({ resolve: (d) => d.upload.mime }),
    size: t.int({ description: 'Bytes.', resolve: (d) => d.upload.size }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.upload.createdAt }),
    url: t.string({ description: 'Answers only with the staff session cookie (never a public address).', resolve: (d) => `/api/v1/booking/${d.bookingId}/document/${d.upload.id}` }),
  }),
});

builder.prismaObjectFields('BookingLine', (t) => ({
  manualPrice: t.exposeBoolean('manualPrice', { description: 'The price per day was set by staff by hand (the engine does not price the line).' }),
}));

builder.prismaObjectFields('Booking', (t) => ({
  viewerMayChange: t.boolean({
    description: 'Whether the viewer may change this booking in the chosen account (Lagre).',
    select: SCOPE_COLUMNS,
    resolve: (b, _args, ctx) => viewerMayChange(ctx, b),
  }),
  viewerMayDelete: t.boolean({
    description: 'Whether the viewer may delete it now: may change it, and it is pending or cancelled (else cancel it).',
    select: { ...SCOPE_COLUMNS, status: true },
    resolve: async (b, _args, ctx) => mayDeleteBookingIn(b.status) && (await viewerMayChange(ctx, b)),
  }),
  placedByStaff: t.exposeBoolean('placedByStaff', { description: 'Placed by staff for the customer (a phone order); `author` is who.' }),
  durationDays: t.int({ description: 'Hours / 24, rounded up ("%s dag" / "%s dager").', select: { durationHours: true }, resolve: (b) => durationDaysOf(b.durationHours) }),
  deposit: t.field({
    type: 'Money',
    nullable: true,
    description: 'The card deposit of the terms for a private rental of this length; null for business (invoiced).',
    select: { orderType: true, durationHours: true },
    resolve: (b) => (b.orderType === 'private' ? `${depositKr(durationDaysOf(b.durationHours))}.00` : null),
  }),
  documents: t.field({
    type: [BookingDocumentRef],
    nullable: true,
    description: 'Uploaded documents (the licence): staff whose scope holds the booking only; null for anyone else.',
    select: { ...SCOPE_COLUMNS, documents: { select: { bookingId: true, upload: { select: { id: true, title: true, mime: true, size: true, createdAt: true } } } } },
    resolve: async (b, _args, ctx) => {
      const scope = await optionalScope(ctx);
      return scope && recordInScope(scope, 'booking', b) ? b.documents : null;
    },
  }),
}));

// ---------- inputs ----------

const BookingLineInput = builder.inputType('BookingLineInput', {
  description: 'One cart line. Lines from a rental product are priced by the engine; give manualPricePerDay to set the price by hand (marked).',
  fields: (t) => ({
    rentalOptionId: t.globalID({ required: true }),
    amount: t.int({ description: 'Default 1; always 1 for a vehicle line.' }),
    productId: t.globalID({ description: 'The vehicle assigned to a vehicle line.' }),
    manualPricePerDay: t.string({ description: 'Price per day per item, typed by staff ("1490,50"): the line is marked manual.' }),
  }),
});

const UpdateBookingInput = builder.inputType('UpdateBookingInput', {
  description: 'Only the fields given change. `lines` replaces the whole cart (in order).',
  fields: (t) => ({
    id: t.globalID({ required: true }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'Booking.updatedAt as loaded; a newer one answers ConflictError.' }),
    pickupLocationId: t.globalID(),
    dropoffLocationId: t.globalID(),
    pickupAt: t.field({ type: 'DateTime' }),
    dropoffAt: t.field({ type: 'DateTime' }),
    pickupAddress: t.string(),
    dropoffAddress: t.string(),
    status: t.field({ type: BookingStatusEnum, description: 'Any status may be chosen; confirmed and cancelled e-mail the customer.' }),
    reference: t.string(),
    comment: t.string(),
    guestFirstname: t.string(),
    guestLastname: t.string(),
    guestEmail: t.string(),
    guestPhone: t.string(),
    guestCountry: t.string({ description: 'ISO alpha-3.' }),
    guestBusinessName: t.string(),
    guestBusinessOrgnr: t.string(),
    customerUserId: t.globalID({ description: 'Link the booking to a registered customer (User).' }),
    lines: t.field({ type: [BookingLineInput] }),
  }),
});

const DeleteBookingInput = builder.inputType('DeleteBookingInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) });

const CreateStaffBookingInput = builder.inputType('CreateStaffBookingInput', {
  description: 'A phone order: the shop\'s order fields, for a registered customer (customerUserId) or a guest. No price is taken from the caller.',
  fields: (t) => ({
    accountId: t.globalID({ required: true, description: 'The account the staff member acts in (Account.id).' }),
    customerUserId: t.globalID({ description: 'A registered customer (User); fills the name, e-mail and phone not given.' }),
    pickupLocationId: t.globalID({ required: true }),
    dropoffLocationId: t.globalID(),
    pickupAt: t.field({ type: 'DateTime', required: true }),
    dropoffAt: t.field({ type: 'DateTime', required: true }),
    above25: t.boolean({ defaultValue: true }),
    customerType: t.string({ description: 'private (default) or business.' }),
    rentalOptionId: t.globalID({ required: true }),
    insurance: t.string(),
    accessories: t.field({ type: [CartItemInput] }),
    firstname: t.string(),
    lastname: t.string(),
    email: t.string(),
    phone: t.string(),
    countryCode: t.string({ description: 'ISO alpha-3, NOR by default.' }),
    businessName: t.string(),
    businessNumber: t.string(),
    driversLicence: t.field({ type: DriversLicenceChoiceEnum, required: true }),
    driversLicenceFile: t.string(),
    pickupAddress: t.string(),
    dropoffAddress: t.string(),
    reference: t.string(),
    comment: t.string(),
    termsAccepted: t.boolean({ required: true, description: 'The customer accepted the rental terms (read out or sent to them); must be true.' }),
  }),
});

// ---------- payloads ----------

type BookingRow = { id: number };

const UpdateBookingSuccess = builder.objectRef<{ booking: BookingRow }>('UpdateBookingSuccess').implement({
  fields: (t) => ({ booking: t.field({ type: BookingRef, resolve: (p) => p.booking as never }) }),
});

const DeleteBookingSuccess = builder.objectRef<{ id: number }>('DeleteBookingSuccess').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'Global id of the deleted booking, for @deleteEdge.', resolve: (p) => encodeGlobalID('Booking', p.id) }) }),
});

const CreateStaffBookingSuccess = builder.objectRef<{ booking: BookingRow; warnings: string[] }>('CreateStaffBookingSuccess').implement({
  fields: (t) => ({
    booking: t.field({ type: BookingRef, resolve: (p) => p.booking as never }),
    edge: t.field({ type: BookingEdgeRef, description: 'For @appendEdge on Account.bookings.', resolve: (p) => ({ cursor: formatPrismaCursor(p.booking, 'id'), node: p.booking as never }) }),
    warnings: t.stringList({ description: 'Opening-hours warnings of the period (staff may book outside the hours).', resolve: (p, _a, ctx) => p.warnings.map((w) => inLanguage(w, ctx.language)) }),
  }),
});

const BOOKING_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError, NotAvailableError, VehicleTakenError, NotDeletableError];

const LINE_LIMIT = MAX_CART_ITEMS + 1;

/** UpdateBookingInput as the service takes it (database ids; a malformed global id names its field). */
function serviceUpdate(input: typeof UpdateBookingInput.$inferInput) {
  const { id, updatedAt, lines, ...rest } = input;
  const fields = filterFrom(rest, { pickupLocationId: 'Location', dropoffLocationId: 'Location', customerUserId: 'User' });
  const serviceLines = lines?.slice(0, LINE_LIMIT).map((l, i) => ({
    rentalOptionId: dbId(l.rentalOptionId, 'RentalOption', `lines.${i}.rentalOptionId`),
    amount: l.amount ?? undefined,
    productId: l.productId ? dbId(l.productId, 'Product', `lines.${i}.productId`) : null,
    manualPricePerDay: l.manualPricePerDay ?? null,
  }));
  return { ...fields, ...(lines ? { lines: serviceLines } : {}), id: dbId(id, 'Booking', 'id')!, updatedAt };
}

const BookingQuoteLineRef = builder.objectRef<BookingQuote['lines'][number]>('BookingQuoteLine').implement({
  fields: (t) => ({
    pricePerDay: t.exposeString('pricePerDay', { description: 'kr, two decimals.' }),
    totalPrice: t.exposeString('totalPrice', { description: 'kr, two decimals.' }),
    manualPrice: t.exposeBoolean('manualPrice'),
  }),
});

const BookingQuoteRef = builder.objectRef<BookingQuote>('BookingQuote').implement({
  description: 'What saving the change would leave: the total and each line as the save prices them.',
  fields: (t) => ({
    totalPrice: t.exposeString('totalPrice', { description: 'kr, two decimals.' }),
    lines: t.field({ type: [BookingQuoteLineRef], resolve: (q) => q.lines }),
  }),
});

builder.queryField('bookingQuote', (t) =>
  t.field({
    type: BookingQuoteRef,
    authScopes: { employee: true },
    description:
      'The price the booking form shows before saving: updateBooking with the same input is run and rolled back (the same checks, pricing, availability and vehicle clashes), so it answers what the save would, and writes nothing.',
    errors: { types: BOOKING_WRITE_ERRORS, union: { name: 'BookingQuoteResult' } },
    args: { input: t.arg({ type: UpdateBookingInput, required: true }) },
    resolve: (_root, { input }, ctx) => quoteBookingUpdate(ctx, serviceUpdate(input)),
  }),
);

builder.mutationFields((t) => ({
  updateBooking: t.field({
    type: UpdateBookingSuccess,
    authScopes: { employee: true },
    errors: { types: BOOKING_WRITE_ERRORS, union: { name: 'UpdateBookingResult' } },
    args: { input: t.arg({ type: UpdateBookingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ booking: await updateBooking(ctx, serviceUpdate(input)) }),
  }),
  deleteBooking: t.field({
    type: DeleteBookingSuccess,
    authScopes: { employee: true },
    errors: { types: BOOKING_WRITE_ERRORS, union: { name: 'DeleteBookingResult' } },
    args: { input: t.arg({ type: DeleteBookingInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteBooking(ctx, { id: dbId(input.id, 'Booking', 'id')! }),
  }),
  createStaffBooking: t.field({
    type: CreateStaffBookingSuccess,
    authScopes: { employee: true },
    errors: { types: BOOKING_WRITE_ERRORS, union: { name: 'CreateStaffBookingResult' } },
    args: { input: t.arg({ type: CreateStaffBookingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { accountId, customerUserId, accessories, ...rest } = input;
      return createStaffBooking(ctx, {
        ...filterFrom(rest, { pickupLocationId: 'Location', dropoffLocationId: 'Location', rentalOptionId: 'RentalOption' }),
        accessories: (accessories ?? []).slice(0, LINE_LIMIT).map((a) => ({ rentalOptionId: optionId(a.rentalOptionId) ?? -1, amount: a.amount })),
        customerUserId: customerUserId ? dbId(customerUserId, 'User', 'customerUserId') : null,
        accountSlug: accountSlugOf(accountId),
      });
    },
  }),
}));

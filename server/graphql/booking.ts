/** Booking node with its cart lines, and the staff's booking list under Account. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BOOKING_SORT_FIELDS, bookingProductChoices, bookingRentalOptionChoices, cartOptionChoices, countBookings, listBookings, type CartOptionChoice } from '../services/booking.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { staffBookingGrants, visibleBy } from './visibility.ts';
import { BookingLineTypeEnum, BookingStatusEnum, DriversLicenceChoiceEnum, OrderTypeEnum, SortDirectionEnum } from './enums.ts';
import { countAlongside, totalOf } from './totals.ts';
import { HistoriedRef, historyConnection } from './history.ts';
import { filterFrom } from './ids.ts';
import { bookingNumber, customerKind } from '../domain/booking.ts';
import { optionalScope, scopeWhere, writableScope } from '../services/scope.ts';
import { staffSees } from '../services/visibility.ts';
import type { Booking } from '../generated/prisma/client.ts';
import type { RequestContext } from '../services/context.ts';

const BookingSortEnum = builder.enumType('BookingSort', { values: BOOKING_SORT_FIELDS });

builder.prismaObject('BookingLine', {
  authScopes: visibleBy('BookingLine'),
  grantScopes: staffBookingGrants,
  description: 'A cart line: rental, insurance or accessory, with the vehicle assigned to a rental line.',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    lineType: t.expose('lineType', { type: BookingLineTypeEnum }),
    rentalOption: t.relation('rentalOption'),
    product: t.relation('product', { nullable: true }),
    vehicleChoices: t.prismaField({
      type: ['Product'],
      nullable: true,
      authScopes: { employee: true },
      description:
        'The vehicles staff may put on this rental line: those of its vehicle class in the accounts where the viewer may change bookings (not those only readable there), by name (the planner offers the same). Empty for other lines; staff only.',
      select: { lineType: true, rentalOptionId: true },
      resolve: async (query, line, _args, ctx) => {
        if (line.lineType !== 'rental') return [];
        const scope = await optionalScope(ctx);
        if (!scope) return [];
        return ctx.db.product.findMany({ ...query, where: { AND: [{ rentalOptions: { some: { rentalOptionId: line.rentalOptionId } } }, scopeWhere.product(writableScope(scope, 'bookings'))] }, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: 200 });
      },
    }),
    amount: t.exposeInt('amount'),
    pricePerDay: t.expose('pricePerDay', { type: 'Money' }),
    totalPrice: t.expose('totalPrice', { type: 'Money' }),
  }),
});

/**
 * The fleet's internals on a booking (accounting numbers, external charges, sponsor, the partner it came through):
 * staff whose scope holds it. Its customer reads their booking without them (null, with the field's error).
 */
const staffOnly = (b: Booking, _args: unknown, ctx: RequestContext) => staffSees(ctx, 'booking', b);

export const BookingRef = builder.prismaNode('Booking', {
  interfaces: [HistoriedRef],
  authScopes: visibleBy('Booking'),
  grantScopes: staffBookingGrants,
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    number: t.string({ description: 'The booking id padded to 4 digits, as staff see it.', resolve: (b) => bookingNumber(b.id) }),
    status: t.expose('status', { type: BookingStatusEnum }),
    orderType: t.expose('orderType', { type: OrderTypeEnum }),
    reference: t.exposeString('reference', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    pickupLocation: t.relation('pickupLocation'),
    dropoffLocation: t.relation('dropoffLocation'),
    pickupAddress: t.exposeString('pickupAddress', { nullable: true, description: 'Where the customer wants the car, when the pick-up place is "Annet sted".' }),
    dropoffAddress: t.exposeString('dropoffAddress', { nullable: true, description: 'Where the customer will leave the car, when the return place is "Annet sted".' }),
    pickupAt: t.expose('pickupAt', { type: 'DateTime' }),
    dropoffAt: t.expose('dropoffAt', { type: 'DateTime' }),
    durationHours: t.exposeInt('durationHours'),
    totalPrice: t.expose('totalPrice', { type: 'Money' }),
    accountingInvoiceNumber: t.exposeString('accountingInvoiceNumber', { nullable: true, authScopes: staffOnly }),
    accountingOrderNumber: t.exposeString('accountingOrderNumber', { nullable: true, authScopes: staffOnly }),
    accountingOfferNumber: t.exposeString('accountingOfferNumber', { nullable: true, authScopes: staffOnly }),
    guestFirstname: t.exposeString('guestFirstname', { nullable: true }),
    guestLastname: t.exposeString('guestLastname', { nullable: true }),
    guestCountry: t.exposeString('guestCountry', { nullable: true }),
    guestPhoneCountryCode: t.exposeString('guestPhoneCountryCode', { nullable: true }),
    guestPhone: t.exposeString('guestPhone', { nullable: true }),
    guestEmail: t.exposeString('guestEmail', { nullable: true }),
    guestBusinessName: t.exposeString('guestBusinessName', { nullable: true }),
    guestBusinessOrgnr: t.exposeString('guestBusinessOrgnr', { nullable: true }),
    above25: t.exposeBoolean('above25'),
    insurance: t.exposeString('insurance', { nullable: true }),
    driversLicence: t.expose('driversLicence', { type: DriversLicenceChoiceEnum, nullable: true }),
    acceptedTerms: t.exposeBoolean('acceptedTerms'),
    customerUser: t.relation('customerUser', { nullable: true }),
    customerCompany: t.relation('customerCompany', { nullable: true }),
    customerKind: t.string({
      description: 'private (registered user), business (company), private-guest or business-guest.',
      resolve: (b) => customerKind(b),
    }),
    paymentTotal: t.expose('paymentTotal', { type: 'Money', nullable: true }),
    externalCharges: t.expose('externalCharges', { type: 'Money', nullable: true, authScopes: staffOnly }),
    externalChargesFetchedAt: t.expose('externalChargesFetchedAt', { type: 'DateTime', nullable: true, authScopes: staffOnly }),
    sponsorType: t.exposeString('sponsorType', { nullable: true, authScopes: staffOnly }),
    sponsorAgreementId: t.exposeInt('sponsorAgreementId', { nullable: true, authScopes: staffOnly }),
    sponsorInvoiceAmount: t.expose('sponsorInvoiceAmount', { type: 'Money', nullable: true, authScopes: staffOnly }),
    referralCompany: t.relation('referralCompany', { nullable: true, authScopes: staffOnly }),
    author: t.relation('author', { nullable: true }),
    company: t.relation('company'),
    site: t.relation('site'),
    lines: t.relation('lines', { query: { orderBy: { position: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: historyConnection(t, 'booking', 'booking'),
  }),
});

/** The edge of Account.bookings, named so createStaffBooking can return one for @appendEdge. */
export const BookingEdgeRef = builder.edgeObject({ type: BookingRef, name: 'AccountBookingsConnectionEdge' });

builder.objectField(AccountRef, 'bookings', (t) =>
  t.prismaConnection({
    type: 'Booking',
    cursor: 'id',
    description: 'Bookings in this account\'s scope, newest first. from/to select bookings overlapping the period.',
    args: {
      status: t.arg({ type: BookingStatusEnum }),
      active: t.arg.boolean({ description: 'Only active bookings (pending, confirmed or delivered): the dashboard tile\'s count.' }),
      orderType: t.arg({ type: OrderTypeEnum }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      rentalOptionId: t.arg.globalID(),
      productId: t.arg.globalID(),
      locationId: t.arg.globalID(),
      companyId: t.arg.globalID(),
      customerUserId: t.arg.globalID(),
      customerCompanyId: t.arg.globalID({ description: 'A business customer: the bookings it ordered.' }),
      partnerId: t.arg.globalID({ description: 'A partner company (Booking.partnerName): its bookings.' }),
      fromPartner: t.arg.boolean({ description: 'true: only bookings partners placed with an API key; false: none of them.' }),
      search: t.arg.string({ description: 'The booking number, or words of the reference, the business name, or the guest\'s or registered customer\'s name or e-mail (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: BookingSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      const filter = filterFrom(args, BOOKING_IDS);
      countAlongside(ctx, info, () => countBookings(ctx, scope, filter));
      return listBookings(ctx, scope, filter, query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => countBookings(ctx, await scopeOf(ctx, account), filterFrom(args, BOOKING_IDS))),
  }, {}, BookingEdgeRef),
);

const RentalOptionChoiceRef = builder.objectRef<{ id: number; title: string }>('RentalOptionChoice').implement({
  description: 'A rental product offered as a filter choice: its id and title only (it may lie outside the viewer\'s scope).',
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id }),
    title: t.exposeString('title'),
  }),
});

builder.objectField(AccountRef, 'bookingRentalOptionChoices', (t) =>
  t.field({
    type: [RentalOptionChoiceRef],
    description:
      'The rental products the booking list\'s filter offers, by title: those in this account\'s scope and those its bookings carry ' +
      '(a booking returned at a location may be of another location\'s class). All of them, not a page.',
    resolve: async (account, _args, ctx) => bookingRentalOptionChoices(ctx, await scopeOf(ctx, account)),
  }),
);

const ProductChoiceRef = builder.objectRef<{ id: number; name: string; licensePlate: string | null }>('ProductChoice').implement({
  description: 'A vehicle offered as a filter choice: its id, name and plate only (it may lie outside the viewer\'s scope).',
  fields: (t) => ({
    databaseId: t.int({ resolve: (p) => p.id }),
    name: t.exposeString('name'),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
  }),
});

builder.objectField(AccountRef, 'bookingProductChoices', (t) =>
  t.field({
    type: [ProductChoiceRef],
    description:
      'The vehicles the booking list\'s filter offers, by name: those in this account\'s scope and those on its bookings (a car of ' +
      'another location returned here). All of them, not a page.',
    resolve: async (account, _args, ctx) => bookingProductChoices(ctx, await scopeOf(ctx, account)),
  }),
);

const CartVehicleChoiceRef = builder.objectRef<CartOptionChoice['vehicles'][number]>('CartVehicleChoice').implement({
  description: 'A vehicle staff may put on a rental line of the class.',
  fields: (t) => ({
    productId: t.id({ description: 'Product global id.', resolve: (p) => encodeGlobalID('Product', p.id) }),
    name: t.exposeString('name'),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
  }),
});

const CartOptionChoiceRef = builder.objectRef<CartOptionChoice>('CartOptionChoice').implement({
  description: 'A rental product a cart line of the booking may take, with the vehicles of its class the viewer may assign.',
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'RentalOption global id.', resolve: (r) => encodeGlobalID('RentalOption', r.id) }),
    title: t.exposeString('title'),
    isVehicle: t.exposeBoolean('isVehicle', { description: 'A vehicle class (its line takes a vehicle).' }),
    vehicles: t.field({ type: [CartVehicleChoiceRef], description: 'The class\'s vehicles the viewer may give out (where their role changes bookings), by name; empty for add-ons.', resolve: (r) => r.vehicles }),
  }),
});

builder.objectField(BookingRef, 'cartOptionChoices', (t) =>
  t.field({
    type: [CartOptionChoiceRef],
    // Nullable like every staff-only field: refused for a customer, it must not take their booking down with it.
    nullable: true,
    // Staff whose scope holds the booking: not a member of staff who is this booking's customer elsewhere.
    authScopes: (b, _args, ctx) => staffSees(ctx, 'booking', b),
    description:
      'What the booking form\'s cart offers staff: the rental products of the booking\'s site that serve its pick-up place (as the ' +
      'shop\'s engine decides), published or private, and those on its lines; by title. Staff only.',
    resolve: (b, _args, ctx) => cartOptionChoices(ctx, b),
  }),
);

const BOOKING_IDS = {
  rentalOptionId: 'RentalOption',
  productId: 'Product',
  locationId: 'Location',
  companyId: 'Company',
  customerUserId: 'User',
  customerCompanyId: 'CustomerCompany',
  partnerId: 'Company',
};

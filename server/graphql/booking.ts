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
    id: t.exposeID('id', { description: 'The line\'s database id (not a global id: lines are not nodes).' }),
    position: t.exposeInt('position', { description: 'The line\'s place in the cart, from 0.' }),
    lineType: t.expose('lineType', { type: BookingLineTypeEnum, description: 'Vehicle, insurance or add-on.' }),
    rentalOption: t.relation('rentalOption', { description: 'The rental product on the line.' }),
    product: t.relation('product', {
      nullable: true,
      description:
        'The vehicle staff put on a vehicle line; null until one is, and on other lines. Staff only: anyone else reading a line with a vehicle gets null with a FORBIDDEN error.',
    }),
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
    amount: t.exposeInt('amount', { description: 'How many items (always 1 on a vehicle line: a booking with more vehicles has a line for each).' }),
    pricePerDay: t.expose('pricePerDay', {
      type: 'Money',
      description: 'Kroner per rental day: the line\'s total divided by the rental days, whole kroner; on a line staff priced by hand (manualPrice), the price per day per item they set.',
    }),
    totalPrice: t.expose('totalPrice', { type: 'Money', description: 'Kroner for the line over the whole period, all items (VAT as the booking\'s orderType).' }),
  }),
});

/**
 * The fleet's internals on a booking (accounting numbers, external charges, sponsor, the partner it came through):
 * staff whose scope holds it. Its customer reads their booking without them (null, with the field's error).
 */
const staffOnly = (b: Booking, _args: unknown, ctx: RequestContext) => staffSees(ctx, 'booking', b);

/** What anyone but the staff who may read a field gets for it. */
const STAFF_ONLY = 'Staff only: anyone else gets null with a FORBIDDEN error.';

export const BookingRef = builder.prismaNode('Booking', {
  interfaces: [HistoriedRef],
  authScopes: visibleBy('Booking'),
  grantScopes: staffBookingGrants,
  description:
    'An order: its period, places, customer, cart lines and price. A partner reads its own bookings (its orders picked up at the key\'s locations; needs the read_bookings right) and the booking createBooking or cancelBooking answers.',
  id: { field: 'id', description: 'The booking\'s global id: what node(), nodes() and cancelBooking take.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The booking\'s numeric database id.' }),
    number: t.string({ description: 'The booking id padded to 4 digits, as staff see it.', resolve: (b) => bookingNumber(b.id) }),
    status: t.expose('status', { type: BookingStatusEnum, description: 'Where the booking stands.' }),
    orderType: t.expose('orderType', { type: OrderTypeEnum, description: 'Private (prices incl. VAT) or business (prices excl. VAT).' }),
    reference: t.exposeString('reference', { nullable: true, description: 'The orderer\'s own reference (CreateBookingInput.reference); null when none was given.' }),
    comment: t.exposeString('comment', { nullable: true, description: 'The customer\'s message with the order; null when none.' }),
    pickupLocation: t.relation('pickupLocation', { description: 'Where the rental starts.' }),
    dropoffLocation: t.relation('dropoffLocation', { description: 'Where the vehicle is returned.' }),
    pickupAddress: t.exposeString('pickupAddress', { nullable: true, description: 'Where the customer wants the car, when the pick-up place is "Annet sted".' }),
    dropoffAddress: t.exposeString('dropoffAddress', { nullable: true, description: 'Where the customer will leave the car, when the return place is "Annet sted".' }),
    pickupAt: t.expose('pickupAt', { type: 'DateTime', description: 'The pick-up instant.' }),
    dropoffAt: t.expose('dropoffAt', { type: 'DateTime', description: 'The return instant.' }),
    durationHours: t.exposeInt('durationHours', { description: 'The rental days priced × 24 (as RentalSearch.durationHours), not the exact hours from pick-up to return.' }),
    totalPrice: t.expose('totalPrice', {
      type: 'Money',
      description: 'Kroner for the whole booking, the sum of its lines: incl. VAT for a private order, excl. VAT for a business one (orderType).',
    }),
    accountingInvoiceNumber: t.exposeString('accountingInvoiceNumber', { nullable: true, authScopes: staffOnly, description: `The invoice number in the accounting system. ${STAFF_ONLY}` }),
    accountingOrderNumber: t.exposeString('accountingOrderNumber', { nullable: true, authScopes: staffOnly, description: `The order number in the accounting system. ${STAFF_ONLY}` }),
    accountingOfferNumber: t.exposeString('accountingOfferNumber', { nullable: true, authScopes: staffOnly, description: `The offer number in the accounting system. ${STAFF_ONLY}` }),
    guestFirstname: t.exposeString('guestFirstname', { nullable: true, description: 'The customer\'s first name as given with the order; null when none was recorded.' }),
    guestLastname: t.exposeString('guestLastname', { nullable: true, description: 'The customer\'s last name as given with the order; null when none was recorded.' }),
    guestCountry: t.exposeString('guestCountry', { nullable: true, description: 'The customer\'s country, ISO 3166-1 alpha-3 (e.g. NOR).' }),
    guestPhoneCountryCode: t.exposeString('guestPhoneCountryCode', { nullable: true, description: 'The calling code of the customer\'s phone number, without + (e.g. 47).' }),
    guestPhone: t.exposeString('guestPhone', { nullable: true, description: 'The customer\'s phone number as given, without spaces, dashes or brackets.' }),
    guestEmail: t.exposeString('guestEmail', { nullable: true, description: 'The customer\'s e-mail address (trimmed, lower case).' }),
    guestBusinessName: t.exposeString('guestBusinessName', { nullable: true, description: 'The business\'s name on a business order; null on a private one.' }),
    guestBusinessOrgnr: t.exposeString('guestBusinessOrgnr', { nullable: true, description: 'The business\'s organisation number (9 digits) on a business order; null on a private one.' }),
    above25: t.exposeBoolean('above25', { description: 'Whether the driver is 25 or older (false: the young-driver option is on the cart).' }),
    insurance: t.exposeString('insurance', { nullable: true, description: 'The slug of the insurance on the booking (e.g. "basis"); null when it has none.' }),
    driversLicence: t.expose('driversLicence', { type: DriversLicenceChoiceEnum, nullable: true, description: 'How the customer shows their licence; null when not recorded.' }),
    acceptedTerms: t.exposeBoolean('acceptedTerms', { description: 'Whether the customer accepted the rental terms (always true for an order placed with createBooking).' }),
    customerUser: t.relation('customerUser', {
      nullable: true,
      description: 'The registered customer (a user account) the booking is for; null for a guest\'s order, as every partner order is. Readable by staff and that user only.',
    }),
    customerCompany: t.relation('customerCompany', {
      nullable: true,
      description: 'The business customer (a registered company) the booking belongs to; null for a guest\'s order, as every partner order is.',
    }),
    customerKind: t.string({
      description: 'private (registered user), business (company), private-guest or business-guest.',
      resolve: (b) => customerKind(b),
    }),
    paymentTotal: t.expose('paymentTotal', { type: 'Money', nullable: true, description: 'Kroner recorded as paid on the booking; null when nothing is recorded.' }),
    externalCharges: t.expose('externalCharges', {
      type: 'Money',
      nullable: true,
      authScopes: staffOnly,
      description: `Kroner of external charges recorded on the booking. ${STAFF_ONLY}`,
    }),
    externalChargesFetchedAt: t.expose('externalChargesFetchedAt', {
      type: 'DateTime',
      nullable: true,
      authScopes: staffOnly,
      description: `When the external charges were last fetched. ${STAFF_ONLY}`,
    }),
    sponsorType: t.exposeString('sponsorType', { nullable: true, authScopes: staffOnly, description: `The kind of sponsor recorded on the booking; null when none. ${STAFF_ONLY}` }),
    sponsorAgreementId: t.exposeInt('sponsorAgreementId', { nullable: true, authScopes: staffOnly, description: `The sponsor agreement's id; null when none. ${STAFF_ONLY}` }),
    sponsorInvoiceAmount: t.expose('sponsorInvoiceAmount', {
      type: 'Money',
      nullable: true,
      authScopes: staffOnly,
      description: `Kroner invoiced to the sponsor; null when none. ${STAFF_ONLY}`,
    }),
    referralCompany: t.relation('referralCompany', {
      nullable: true,
      authScopes: staffOnly,
      description: `The partner company the booking came through (see partnerName); null for other bookings. ${STAFF_ONLY}`,
    }),
    author: t.relation('author', {
      nullable: true,
      description: 'The member of staff who placed the booking for the customer (placedByStaff); null for the shop\'s and partners\' orders. Readable by staff only.',
    }),
    company: t.relation('company', { description: 'The rental company the booking belongs to: the owner of the booked vehicle class (else the pick-up location\'s).' }),
    site: t.relation('site', { description: 'The rental brand the booking belongs to.' }),
    lines: t.relation('lines', { description: 'The cart lines in order: the vehicle (one line per vehicle), the insurance, then add-ons.', query: { orderBy: { position: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the booking was placed.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the booking last changed.' }),
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

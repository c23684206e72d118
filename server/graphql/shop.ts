/**
 * The public booking API: `rentalSearch` (what can be had for a period, at what price, how many, and a priced
 * cart) and `createBooking`. The wizard, partners and the REST adapters all go through the same services.
 */
import { inLanguage } from '../domain/messages.ts';
import { contentIn, contentLanguageIn } from '../domain/content.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isAutomaticAddOn, MAX_CART_ITEMS, type Cart, type CartLine } from '../domain/cart.ts';
import { oreToDecimal } from '../domain/money.ts';
import { exampleModels } from '../domain/vehicleClass.ts';
import { MAX_BREAKDOWN_LINES, pricesIncludeVat, type BreakdownLine } from '../domain/pricing.ts';
import { createBooking, type CreatedBooking } from '../services/bookingCreate.ts';
import { ForbiddenError, NotAvailableError, ValidationError } from '../services/errors.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import { PARTNER_MESSAGES, partnerLacks, partnerMayBook } from '../services/apiKeys.ts';
import { loadOffers, OFFER, prepareSearch, quoteCart, type OfferFacts, type Search } from '../services/rentalSearch.ts';
import { grantPlacedBooking, RULE_COLUMNS, typeVisible } from '../services/visibility.ts';
import { builder, strictDecodeGlobalID } from './builder.ts';
import { visibleBy } from './visibility.ts';
import { BookingLineTypeEnum, DriversLicenceChoiceEnum } from './enums.ts';
import { ErrorInterface, FieldErrorRef } from './errors.ts';
import { BookingRef } from './booking.ts';
import { LocationRef } from './location.ts';
import { accountSlugOf, filterFrom } from './ids.ts';
import { phoneOrderBookable } from '../services/bookingStaff.ts';
import { bookingNumber, deductibleFor, durationHoursOf } from '../domain/booking.ts';

export const CustomerTypeEnum = builder.enumType('CustomerType', { values: ['private', 'business'] as const });
const OfferGroupEnum = builder.enumType('OfferGroup', {
  values: { vehicles: { description: 'Cars, vans and trailers (step 2)' }, insurance: { description: 'Step 3' }, accessories: { description: 'Drivers and accessories (step 4)' } },
});
export const PriceUnitEnum = builder.enumType('PriceUnit', {
  values: ['month', 'week', 'weekend', 'day', 'hour', 'fixed', 'onetime', 'day_minimum', 'day_maximum', 'total_minimum', 'total_maximum'] as const,
});

builder.objectType(NotAvailableError, {
  name: 'NotAvailableError',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof NotAvailableError,
  fields: (t) => ({ rentalOptionId: t.id({ resolve: (e) => encodeGlobalID('RentalOption', e.rentalOptionId) }) }),
});

const PriceLineRef = builder.objectRef<BreakdownLine>('PriceLine').implement({
  description: 'One part of a price: units (month, week, weekend, day, hour, fixed), the one-time fee, or a bound that moved the price.',
  fields: (t) => ({
    unit: t.field({ type: PriceUnitEnum, resolve: (l) => l.unit }),
    count: t.exposeInt('count'),
    unitPrice: t.field({ type: 'Money', resolve: (l) => oreToDecimal(l.unitPrice) }),
    amount: t.field({ type: 'Money', description: 'Negative when a maximum lowered the price.', resolve: (l) => oreToDecimal(l.amount) }),
  }),
});

/** The description of a `…Language` field: what the page's `lang` attribute needs for a text staff wrote. */
const LANGUAGE_OF = (field: string) => `The language of \`${field}\` ("en", or "no" where staff wrote no English): mark Norwegian text lang="no" on an English page.`;

const facts = (r: object) => (r as { [OFFER]?: OfferFacts })[OFFER]!;

const RentalOfferRef = builder.prismaObject('RentalOption', {
  variant: 'RentalOffer',
  authScopes: visibleBy('RentalOffer'),
  description: 'A rental product priced for one search: the same rules as the booking total.',
  // Select mode: a search reads hundreds of rows, so only the columns a query asks for (plus pricing's) are read.
  select: { id: true, ...RULE_COLUMNS.RentalOffer },
  fields: (t) => ({
    rentalOption: t.variant('RentalOption'),
    databaseId: t.exposeInt('id'),
    title: t.string({ select: { title: true, titleEn: true }, resolve: (r, _args, ctx) => contentIn(ctx.language, r.title, r.titleEn) }),
    slug: t.exposeString('slug'),
    description: t.string({ nullable: true, select: { description: true, descriptionEn: true }, resolve: (r, _args, ctx) => contentIn(ctx.language, r.description, r.descriptionEn) }),
    titleLanguage: t.string({ description: LANGUAGE_OF('title'), select: { titleEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.titleEn) }),
    descriptionLanguage: t.string({ description: LANGUAGE_OF('description'), select: { descriptionEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.descriptionEn) }),
    image: t.exposeString('image', { nullable: true }),
    imageUpload: t.relation('imageUpload', { nullable: true }),
    imageAltText: t.string({
      nullable: true,
      description: 'What the picture shows, in the reader\'s language (the English one under /en when staff wrote it); null: read the upload\'s own alt text.',
      select: { imageAltText: true, imageAltTextEn: true },
      resolve: (r, _args, ctx) => contentIn(ctx.language, r.imageAltText, r.imageAltTextEn),
    }),
    imageAltTextLanguage: t.string({ description: LANGUAGE_OF('imageAltText'), select: { imageAltTextEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.imageAltTextEn) }),
    category: t.relation('category'),
    homeLocation: t.field({
      type: LocationRef,
      nullable: true,
      description:
        'Where the vehicle class is based; null when the viewer may not see that place (a depot that is not public: the class is offered elsewhere, its home stays private).',
      select: { location: true },
      resolve: async (r, _args, ctx) => (r.location && (await typeVisible(ctx, 'Location', r.location)) ? r.location : null),
    }),
    exampleModels: t.stringList({
      description: 'Up to three makes and models of the class\'s vehicles ("Toyota Corolla"), for the card\'s "eller liknande": the class is promised, not the model.',
      select: { products: { select: { product: { select: { make: true, model: true } } }, orderBy: { productId: 'asc' } } },
      resolve: (r) => exampleModels(r.products.map((p) => p.product)),
    }),
    transported: t.boolean({ description: 'Based at another location and brought to the pick-up location.', resolve: (r) => facts(r).transported }),
    tags: t.relation('tags', { query: { orderBy: { position: 'asc' } } }),
    maxAmount: t.exposeInt('maxAmount'),
    automatic: t.boolean({
      description: 'Added by the cart, not chosen (the young-driver option for a driver under 25): show it checked and locked.',
      resolve: (r) => isAutomaticAddOn(facts(r).systemCode),
    }),
    nodailyprice: t.exposeBoolean('nodailyprice'),
    damageDeductible: t.field({
      type: 'Money',
      nullable: true,
      description: 'Excess for damage (egenandel), private or business.',
      select: { pricePrivateDamageDeductible: true, priceBusinessDamageDeductible: true },
      resolve: (r) => deductibleFor(facts(r).quote.customerType, r.pricePrivateDamageDeductible, r.priceBusinessDamageDeductible),
    }),
    totalPrice: t.field({ type: 'Money', description: 'For one item over the whole period.', resolve: (r) => oreToDecimal(facts(r).quote.total) }),
    pricePerDay: t.field({ type: 'Money', description: 'Total divided by rental days, whole kroner.', resolve: (r) => oreToDecimal(facts(r).quote.perDay) }),
    vatIncluded: t.boolean({ resolve: (r) => facts(r).quote.vatIncluded }),
    breakdown: t.field({ type: [PriceLineRef], extensions: { maxItems: MAX_BREAKDOWN_LINES }, resolve: (r) => facts(r).quote.breakdown }),
    availableCount: t.int({ description: 'Vehicles free for the period; for add-ons the most one booking may take.', resolve: (r) => facts(r).available }),
  }),
});

const CartLineRef = builder.objectRef<CartLine>('CartLineQuote').implement({
  fields: (t) => ({
    rentalOptionId: t.id({ resolve: (l) => encodeGlobalID('RentalOption', l.item.id) }),
    databaseId: t.int({ resolve: (l) => l.item.id }),
    title: t.string({ resolve: (l, _args, ctx) => contentIn(ctx.language, l.item.title, l.item.titleEn) }),
    titleLanguage: t.string({ description: LANGUAGE_OF('title'), resolve: (l, _args, ctx) => contentLanguageIn(ctx.language, l.item.titleEn) }),
    slug: t.string({ resolve: (l) => l.item.slug }),
    lineType: t.field({ type: BookingLineTypeEnum, resolve: (l) => l.lineType }),
    amount: t.exposeInt('amount'),
    maxAmount: t.int({ resolve: (l) => l.item.maxAmount }),
    locked: t.exposeBoolean('locked', { description: 'The young-driver line: added for drivers under 25, cannot be removed.' }),
    unitPrice: t.field({ type: 'Money', resolve: (l) => oreToDecimal(l.unit.total) }),
    totalPrice: t.field({ type: 'Money', resolve: (l) => oreToDecimal(l.total) }),
    pricePerDay: t.field({ type: 'Money', resolve: (l) => oreToDecimal(l.perDay) }),
    nodailyprice: t.boolean({ resolve: (l) => l.item.priced.nodailyprice }),
    breakdown: t.field({ type: [PriceLineRef], extensions: { maxItems: MAX_BREAKDOWN_LINES }, resolve: (l) => l.unit.breakdown }),
  }),
});

const sum = (cart: Cart, type: CartLine['lineType']) => oreToDecimal(cart.lines.filter((l) => l.lineType === type).reduce((s, l) => s + l.total, 0));

const CartQuoteRef = builder.objectRef<Cart>('CartQuote').implement({
  description: 'The cart priced by the server: the running prices of the step bar and the total an order must match.',
  fields: (t) => ({
    lines: t.field({ type: [CartLineRef], resolve: (c) => c.lines }),
    days: t.exposeInt('days'),
    rentalTotal: t.field({ type: 'Money', resolve: (c) => sum(c, 'rental') }),
    insuranceTotal: t.field({ type: 'Money', resolve: (c) => sum(c, 'insurance') }),
    accessoriesTotal: t.field({ type: 'Money', resolve: (c) => sum(c, 'accessory') }),
    total: t.field({ type: 'Money', resolve: (c) => oreToDecimal(c.total) }),
    errors: t.field({ type: [FieldErrorRef], description: 'What is wrong with the cart (unknown ids, too many).', resolve: (c) => c.errors }),
  }),
});

export const CartItemInput = builder.inputType('CartItemInput', {
  fields: (t) => ({ rentalOptionId: t.id({ required: true }), amount: t.int({ required: true }) }),
});

/** The insurance of a cart or an order: a slug where every other choice is a global id, so its description says so. */
const INSURANCE_SLUG =
  'The insurance: the `slug` (not the `id`) of one of the offers `rentalSearch { offers(group: insurance) { slug title totalPrice } }` ' +
  'lists for the same period and place, e.g. "basis". Empty or absent: the included default insurance ("basis").';

const CartInput = builder.inputType('CartInput', {
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'The chosen vehicle (leietype).' }),
    insurance: t.string({ description: INSURANCE_SLUG }),
    accessories: t.field({ type: [CartItemInput] }),
  }),
});

/** Database id of a RentalOption global id, or -1 (which the cart reports as unknown). */
export const optionId = (gid: string | null | undefined): number | null => {
  if (!gid) return null;
  try {
    const { typename, id } = strictDecodeGlobalID(gid);
    return typename === 'RentalOption' ? Number(id) : -1;
  } catch {
    return -1;
  }
};

const RentalSearchRef = builder.objectRef<Search>('RentalSearch').implement({
  description: 'A validated search: the period as the engine sees it, warnings of step 1, and what can be had.',
  fields: (t) => ({
    pickupAt: t.field({ type: 'DateTime', resolve: (s) => s.pickupAt }),
    dropoffAt: t.field({ type: 'DateTime', resolve: (s) => s.dropoffAt }),
    days: t.exposeInt('days'),
    durationHours: t.int({ description: 'rental_duration_hours: days × 24.', resolve: (s) => durationHoursOf(s.days) }),
    customerType: t.field({ type: CustomerTypeEnum, resolve: (s) => s.customerType }),
    vatIncluded: t.boolean({ resolve: (s) => pricesIncludeVat(s.customerType) }),
    above25: t.exposeBoolean('above25'),
    warnings: t.stringList({ resolve: (s, _args, ctx) => s.warnings.map((w) => inLanguage(w, ctx.language)) }),
    licenceAtPickupAllowed: t.exposeBoolean('licenceAtPickupAllowed', { description: 'Whether staff are there to see the licence at pick-up.' }),
    pickupLocation: t.field({ type: LocationRef, resolve: (s) => s.pickupLocation }),
    dropoffLocation: t.field({ type: LocationRef, resolve: (s) => s.dropoffLocation }),
    offers: t.prismaField({
      type: [RentalOfferRef],
      description: 'Vehicles that are free (cars first, then the rest, by price), insurances by price, drivers then accessories; the young-driver option only for a driver under 25.',
      args: {
        group: t.arg({ type: OfferGroupEnum }),
        forRentalOptionId: t.arg.id({ description: 'The chosen vehicle: only the add-ons that fit its category (no child seat for a trailer).' }),
        bookableIn: t.arg.globalID({ description: 'A phone order in this staff account (an Account id): only the vehicles the viewer may book there.' }),
      },
      resolve: async (query, search, args, ctx) => {
        // Only what the caller may book: a phone order's staff member, or a partner's key (its account's own classes).
        const partner = ctx.partner;
        const bookable = args.bookableIn
          ? await phoneOrderBookable(ctx, accountSlugOf(args.bookableIn, 'bookableIn'), search)
          : partner
            ? (row: { companyId: number | null }) => partnerMayBook(partner, row, search.pickupLocation)
            : undefined;
        return loadOffers(ctx, search, args.group ?? undefined, query as never, { onlyOffered: true, vehicleId: optionId(args.forRentalOptionId), bookable }) as never;
      },
    }),
    cart: t.field({
      type: CartQuoteRef,
      args: { input: t.arg({ type: CartInput, required: true }) },
      resolve: async (search, { input }, ctx) =>
        (
          await quoteCart(ctx, search, {
            rentalOptionId: optionId(input.rentalOptionId),
            insurance: input.insurance,
            accessories: (input.accessories ?? []).slice(0, MAX_CART_ITEMS + 1).map((a) => ({ rentalOptionId: optionId(a.rentalOptionId) ?? -1, amount: a.amount })),
          })
        ).cart,
    }),
  }),
});

const RentalSearchInput = builder.inputType('RentalSearchInput', {
  fields: (t) => ({
    pickupLocationId: t.globalID({ required: true }),
    dropoffLocationId: t.globalID({ description: 'Defaults to the pick-up location.' }),
    pickupAt: t.field({ type: 'DateTime', required: true }),
    dropoffAt: t.field({ type: 'DateTime', required: true }),
    above25: t.boolean({ defaultValue: true }),
    customerType: t.field({ type: CustomerTypeEnum, defaultValue: 'private' }),
  }),
});

builder.queryField('rentalSearch', (t) =>
  t.field({
    type: RentalSearchRef,
    description: 'Availability and prices for a rental period (public).',
    errors: { types: [ValidationError], union: { name: 'RentalSearchResult' } },
    args: { input: t.arg({ type: RentalSearchInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      if (partnerLacks(ctx.partner, 'search')) throw new ForbiddenError(PARTNER_MESSAGES.right('search'));
      return prepareSearch(ctx, filterFrom(input, { pickupLocationId: 'Location', dropoffLocationId: 'Location' }));
    },
  }),
);

const CustomerLanguageEnum = builder.enumType('CustomerLanguage', {
  description: 'A language the product writes to customers in.',
  values: { no: { value: 'no', description: 'Norwegian.' }, en: { value: 'en', description: 'English.' } } as const,
});

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    pickupLocationId: t.globalID({ required: true }),
    dropoffLocationId: t.globalID(),
    pickupAt: t.field({ type: 'DateTime', required: true }),
    dropoffAt: t.field({ type: 'DateTime', required: true }),
    above25: t.boolean({ defaultValue: true }),
    customerType: t.field({ type: CustomerTypeEnum, defaultValue: 'private' }),
    rentalOptionId: t.globalID({ required: true }),
    insurance: t.string({ description: INSURANCE_SLUG }),
    accessories: t.field({ type: [CartItemInput] }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true, description: 'With country code.' }),
    countryCode: t.string({ description: 'ISO alpha-3, NOR by default.' }),
    businessName: t.string(),
    businessNumber: t.string({ description: 'Organisation number, 9 digits.' }),
    driversLicence: t.field({ type: DriversLicenceChoiceEnum, required: true }),
    driversLicenceFile: t.string({ description: 'A data URL (image or PDF, at most 10 MB) when driversLicence is upload.' }),
    pickupAddress: t.string({ description: 'Required when the pick-up place is "Annet sted": where the customer wants the car (at most 200 characters).' }),
    dropoffAddress: t.string({ description: 'Required when the return place is "Annet sted": where the customer will leave the car.' }),
    reference: t.string({
      description:
        'Your own reference for the order (e.g. your booking number), at most 100 characters. Shown to the customer in the confirmation mail, ' +
        'to staff on the booking and in their mail, and sent back in your webhooks; staff can search bookings by it.',
    }),
    comment: t.string(),
    customerLanguage: t.field({
      type: CustomerLanguageEnum,
      description:
        'The language of the customer\'s order confirmation mail. Without it: the shop\'s page language, or Norwegian with an API key (your ' +
        'Accept-Language header sets the language of the API\'s own messages only).',
    }),
    termsAccepted: t.boolean({ required: true }),
    expectedTotal: t.field({ type: 'Money', description: 'The total the customer saw; refused when it differs from the server\'s.' }),
  }),
});

const BookingCreatedRef = builder.objectRef<CreatedBooking>('CreateBookingPayload').implement({
  fields: (t) => ({
    booking: t.field({ type: BookingRef, resolve: (b) => b }),
    bookingNumber: t.string({ resolve: (b) => bookingNumber(b.id) }),
    customerEmail: t.string({ resolve: (b) => b.guestEmail ?? '' }),
    licenceAtPickup: t.boolean({ resolve: (b) => b.driversLicence === 'bring_on_pickup' }),
  }),
});

builder.mutationField('createBooking', (t) =>
  t.field({
    type: BookingCreatedRef,
    description: 'Places an order. Send an Idempotency-Key header to make a retry safe (required with a partner\'s API key).',
    errors: { types: [ValidationError, NotAvailableError, RateLimitedError], union: { name: 'CreateBookingResult' } },
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (partnerLacks(ctx.partner, 'book')) throw new ForbiddenError(PARTNER_MESSAGES.right('book'));
      const booking = await createBooking(ctx, {
        ...filterFrom(input, { pickupLocationId: 'Location', dropoffLocationId: 'Location', rentalOptionId: 'RentalOption' }),
        // One more than allowed is enough for the schema to refuse a long list without decoding all of it.
        accessories: (input.accessories ?? []).slice(0, MAX_CART_ITEMS + 1).map((a, i) => ({ rentalOptionId: optionId(a.rentalOptionId) ?? -1, amount: a.amount, i })),
      });
      // The one who placed the order sees it in the answer, with or without an account.
      grantPlacedBooking(ctx, booking.id);
      return booking;
    },
  }),
);

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

export const CustomerTypeEnum = builder.enumType('CustomerType', {
  description: 'Which prices apply. A partner\'s key fixes them (Partner.priceType).',
  values: {
    private: { value: 'private', description: 'A private customer: prices include VAT.' },
    business: { value: 'business', description: 'A business customer: prices exclude VAT; an order needs businessName and businessNumber.' },
  } as const,
});
const OfferGroupEnum = builder.enumType('OfferGroup', {
  description: 'A kind of rental product, as the shop\'s steps offer them.',
  values: {
    vehicles: { description: 'Vehicle classes: cars, vans and trailers (step 2).' },
    insurance: { description: 'Insurances (step 3); an order chooses one by its slug.' },
    accessories: { description: 'Extra drivers, the young-driver option and other add-ons (step 4).' },
  },
});
export const PriceUnitEnum = builder.enumType('PriceUnit', {
  description: 'What a price breakdown line (PriceLine) stands for.',
  values: {
    month: { value: 'month', description: '30 rental days at the month price.' },
    week: { value: 'week', description: '7 rental days at the week price.' },
    weekend: { value: 'weekend', description: 'The weekend price: the whole rental lies between Friday 12:00 and Monday 12:00 (Oslo time).' },
    day: { value: 'day', description: 'Rental days at the day price.' },
    hour: { value: 'hour', description: 'Hours at the hour price (rentals under 24 hours, whole hours rounded up), when cheaper than a day.' },
    fixed: { value: 'fixed', description: 'The day price charged once, whatever the length (nodailyprice).' },
    onetime: { value: 'onetime', description: 'The one-time fee, added once per item.' },
    day_minimum: { value: 'day_minimum', description: 'The average price per rental day was below the minimum: raised to it.' },
    day_maximum: { value: 'day_maximum', description: 'The average price per rental day was above the maximum: lowered to it.' },
    total_minimum: { value: 'total_minimum', description: 'The total was below the minimum total: raised to it.' },
    total_maximum: { value: 'total_maximum', description: 'The total was above the maximum total: lowered to it.' },
  } as const,
});

builder.objectType(NotAvailableError, {
  name: 'NotAvailableError',
  description:
    'No vehicle of the class is free for the period (code NOT_AVAILABLE), e.g. another order took the last one meanwhile. Nothing was booked; search again.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof NotAvailableError,
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'The fully booked rental product (a RentalOption global id).', resolve: (e) => encodeGlobalID('RentalOption', e.rentalOptionId) }),
  }),
});

const PriceLineRef = builder.objectRef<BreakdownLine>('PriceLine').implement({
  description: 'One part of a price: units (month, week, weekend, day, hour, fixed), the one-time fee, or a bound that moved the price.',
  fields: (t) => ({
    unit: t.field({ type: PriceUnitEnum, description: 'What the line stands for.', resolve: (l) => l.unit }),
    count: t.exposeInt('count', {
      description: 'How many units: months, weeks, days or hours; the rental days for day_minimum and day_maximum; 1 for the others.',
    }),
    unitPrice: t.field({
      type: 'Money',
      description:
        'Kroner per unit, in the prices of the search (VAT as its vatIncluded); for a bound, the bound itself (per rental day for day_minimum and day_maximum).',
      resolve: (l) => oreToDecimal(l.unitPrice),
    }),
    amount: t.field({
      type: 'Money',
      description:
        'Kroner the line adds: count × unitPrice for a unit, for a bound the difference it made (negative when a maximum lowered the price). The lines add up to the price of one item.',
      resolve: (l) => oreToDecimal(l.amount),
    }),
  }),
});

/** How a text staff wrote in Norwegian and perhaps English is chosen for the reader (`contentIn`). */
const TEXT_LANGUAGE = "in the request's language: English when Accept-Language prefers English and staff wrote an English one, else Norwegian";

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
    rentalOption: t.variant('RentalOption', { description: 'The rental product itself: its `id` is what an order names (CreateBookingInput.rentalOptionId).' }),
    databaseId: t.exposeInt('id', { description: 'The rental product\'s numeric database id.' }),
    title: t.string({
      description: 'The name, ' + TEXT_LANGUAGE + '.',
      select: { title: true, titleEn: true },
      resolve: (r, _args, ctx) => contentIn(ctx.language, r.title, r.titleEn),
    }),
    slug: t.exposeString('slug', { description: 'A unique, stable name for links; an insurance is chosen by it (CartInput.insurance, CreateBookingInput.insurance).' }),
    description: t.string({
      nullable: true,
      description: 'The description, ' + TEXT_LANGUAGE + '; null when staff wrote none.',
      select: { description: true, descriptionEn: true },
      resolve: (r, _args, ctx) => contentIn(ctx.language, r.description, r.descriptionEn),
    }),
    titleLanguage: t.string({ description: LANGUAGE_OF('title'), select: { titleEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.titleEn) }),
    descriptionLanguage: t.string({ description: LANGUAGE_OF('description'), select: { descriptionEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.descriptionEn) }),
    image: t.exposeString('image', { nullable: true, description: 'An icon name starting with "fa" (e.g. fa-car) or a picture URL, as staff set it; null when none. See imageUpload first.' }),
    imageUpload: t.relation('imageUpload', { nullable: true, description: 'The uploaded picture, in several sizes; null when staff uploaded none (then see image).' }),
    imageAltText: t.string({
      nullable: true,
      description: 'What the picture shows, in the reader\'s language (the English one under /en when staff wrote it); null: read the upload\'s own alt text.',
      select: { imageAltText: true, imageAltTextEn: true },
      resolve: (r, _args, ctx) => contentIn(ctx.language, r.imageAltText, r.imageAltTextEn),
    }),
    imageAltTextLanguage: t.string({ description: LANGUAGE_OF('imageAltText'), select: { imageAltTextEn: true }, resolve: (r, _args, ctx) => contentLanguageIn(ctx.language, r.imageAltTextEn) }),
    category: t.relation('category', { description: 'The product category (car, van, trailer, insurance, accessory …).' }),
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
    tags: t.relation('tags', { description: 'The product\'s properties (seats, gearbox, fuel …), in the order staff gave them.', query: { orderBy: { position: 'asc' } } }),
    maxAmount: t.exposeInt('maxAmount', { description: 'The most items of it one booking may take (an add-on\'s amount); a vehicle class is booked one at a time.' }),
    automatic: t.boolean({
      description: 'Added by the cart, not chosen (the young-driver option for a driver under 25): show it checked and locked.',
      resolve: (r) => isAutomaticAddOn(facts(r).systemCode),
    }),
    nodailyprice: t.exposeBoolean('nodailyprice', { description: 'The price does not grow with the rental\'s length: the day price is charged once (breakdown unit fixed).' }),
    damageDeductible: t.field({
      type: 'Money',
      nullable: true,
      description: 'Excess for damage (egenandel), private or business.',
      select: { pricePrivateDamageDeductible: true, priceBusinessDamageDeductible: true },
      resolve: (r) => deductibleFor(facts(r).quote.customerType, r.pricePrivateDamageDeductible, r.priceBusinessDamageDeductible),
    }),
    totalPrice: t.field({
      type: 'Money',
      description: 'Kroner for one item over the whole period (VAT as vatIncluded): what an order\'s line for it is charged.',
      resolve: (r) => oreToDecimal(facts(r).quote.total),
    }),
    pricePerDay: t.field({ type: 'Money', description: 'Total divided by rental days, whole kroner.', resolve: (r) => oreToDecimal(facts(r).quote.perDay) }),
    vatIncluded: t.boolean({ description: 'Whether the prices include VAT: true for private prices, false for business prices.', resolve: (r) => facts(r).quote.vatIncluded }),
    breakdown: t.field({
      type: [PriceLineRef],
      description: `How totalPrice was made: the units used, the one-time fee and any bound that moved it (at most ${MAX_BREAKDOWN_LINES} lines).`,
      extensions: { maxItems: MAX_BREAKDOWN_LINES },
      resolve: (r) => facts(r).quote.breakdown,
    }),
    availableCount: t.int({ description: 'Vehicles free for the period; for add-ons the most one booking may take.', resolve: (r) => facts(r).available }),
  }),
});

const CartLineRef = builder.objectRef<CartLine>('CartLineQuote').implement({
  description: 'One line of a priced cart: a rental product, how many, and its price for the period in the search\'s prices (VAT as RentalSearch.vatIncluded).',
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'The rental product (a RentalOption global id).', resolve: (l) => encodeGlobalID('RentalOption', l.item.id) }),
    databaseId: t.int({ description: 'The rental product\'s numeric database id.', resolve: (l) => l.item.id }),
    title: t.string({ description: 'The rental product\'s name, ' + TEXT_LANGUAGE + '.', resolve: (l, _args, ctx) => contentIn(ctx.language, l.item.title, l.item.titleEn) }),
    titleLanguage: t.string({ description: LANGUAGE_OF('title'), resolve: (l, _args, ctx) => contentLanguageIn(ctx.language, l.item.titleEn) }),
    slug: t.string({ description: 'The rental product\'s slug (an insurance is chosen by it).', resolve: (l) => l.item.slug }),
    lineType: t.field({ type: BookingLineTypeEnum, description: 'Vehicle, insurance or add-on.', resolve: (l) => l.lineType }),
    amount: t.exposeInt('amount', { description: 'How many items (1 for the vehicle and the insurance).' }),
    maxAmount: t.int({ description: 'The most items of it one booking may take.', resolve: (l) => l.item.maxAmount }),
    locked: t.exposeBoolean('locked', { description: 'The young-driver line: added for drivers under 25, cannot be removed.' }),
    unitPrice: t.field({ type: 'Money', description: 'Kroner for one item over the whole period.', resolve: (l) => oreToDecimal(l.unit.total) }),
    totalPrice: t.field({ type: 'Money', description: 'Kroner for the line: unitPrice × amount.', resolve: (l) => oreToDecimal(l.total) }),
    pricePerDay: t.field({ type: 'Money', description: 'totalPrice divided by the rental days, whole kroner.', resolve: (l) => oreToDecimal(l.perDay) }),
    nodailyprice: t.boolean({ description: 'The price does not grow with the rental\'s length: the day price is charged once.', resolve: (l) => l.item.priced.nodailyprice }),
    breakdown: t.field({
      type: [PriceLineRef],
      description: 'How unitPrice (one item) was made.',
      extensions: { maxItems: MAX_BREAKDOWN_LINES },
      resolve: (l) => l.unit.breakdown,
    }),
  }),
});

const sum = (cart: Cart, type: CartLine['lineType']) => oreToDecimal(cart.lines.filter((l) => l.lineType === type).reduce((s, l) => s + l.total, 0));

const CartQuoteRef = builder.objectRef<Cart>('CartQuote').implement({
  description: 'The cart priced by the server: the running prices of the step bar and the total an order must match.',
  fields: (t) => ({
    lines: t.field({
      type: [CartLineRef],
      description: 'The valid lines, in order: the vehicle, its insurance, then add-ons (drivers first). What is invalid is left out and named in errors.',
      resolve: (c) => c.lines,
    }),
    days: t.exposeInt('days', { description: 'The rental days priced (as RentalSearch.days); 0 when no line is valid.' }),
    rentalTotal: t.field({ type: 'Money', description: 'Kroner of the vehicle line.', resolve: (c) => sum(c, 'rental') }),
    insuranceTotal: t.field({ type: 'Money', description: 'Kroner of the insurance line.', resolve: (c) => sum(c, 'insurance') }),
    accessoriesTotal: t.field({ type: 'Money', description: 'Kroner of the add-on lines together.', resolve: (c) => sum(c, 'accessory') }),
    total: t.field({
      type: 'Money',
      description: 'Kroner of all lines (VAT as RentalSearch.vatIncluded): what an order of this cart costs, and what its expectedTotal must be.',
      resolve: (c) => oreToDecimal(c.total),
    }),
    errors: t.field({ type: [FieldErrorRef], description: 'What is wrong with the cart (unknown ids, too many).', resolve: (c) => c.errors }),
  }),
});

export const CartItemInput = builder.inputType('CartItemInput', {
  description: 'One add-on and how many of it.',
  fields: (t) => ({
    rentalOptionId: t.id({
      required: true,
      description: 'An add-on from `offers(group: accessories)` (a RentalOption global id); a vehicle, an insurance or an unknown id is refused.',
    }),
    amount: t.int({
      required: true,
      description: 'A whole number from 0 to the add-on\'s maxAmount; 0 leaves it out. The young-driver option follows above25, whatever amount is sent.',
    }),
  }),
});

/** The insurance of a cart or an order: a slug where every other choice is a global id, so its description says so. */
const INSURANCE_SLUG =
  'The insurance: the `slug` (not the `id`) of one of the offers `rentalSearch { offers(group: insurance) { slug title totalPrice } }` ' +
  'lists for the same period and place, e.g. "basis". Empty or absent: the included default insurance ("basis").';

const CartInput = builder.inputType('CartInput', {
  description: 'A cart to price, as an order would send it: the vehicle class, the insurance and add-ons.',
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'The chosen vehicle class (leietype): a RentalOption global id from `offers(group: vehicles)`.' }),
    insurance: t.string({ description: INSURANCE_SLUG }),
    accessories: t.field({ type: [CartItemInput], description: `Add-ons, each at most once; at most ${MAX_CART_ITEMS} entries.` }),
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
    pickupAt: t.field({ type: 'DateTime', description: 'The pick-up instant searched for.', resolve: (s) => s.pickupAt }),
    dropoffAt: t.field({ type: 'DateTime', description: 'The return instant searched for.', resolve: (s) => s.dropoffAt }),
    days: t.exposeInt('days', {
      description: 'Rental days the prices cover: whole days from pick-up to return in Oslo time, one more when 12 hours or more are left over; at least 1.',
    }),
    durationHours: t.int({ description: 'rental_duration_hours: days × 24.', resolve: (s) => durationHoursOf(s.days) }),
    customerType: t.field({
      type: CustomerTypeEnum,
      description: 'The prices used: as asked, but with a partner\'s key always the key\'s price type (Partner.priceType).',
      resolve: (s) => s.customerType,
    }),
    vatIncluded: t.boolean({ description: 'Whether every price of the search includes VAT: true for private prices, false for business prices.', resolve: (s) => pricesIncludeVat(s.customerType) }),
    above25: t.exposeBoolean('above25', { description: 'Whether the driver is 25 or older, as asked; false adds the young-driver option to every cart.' }),
    warnings: t.stringList({
      description:
        'Notes for the customer on the period (picked up or returned outside opening hours: key box; no staff there; "Annet sted"), in the request\'s language. They do not stop an order.',
      resolve: (s, _args, ctx) => s.warnings.map((w) => inLanguage(w, ctx.language)),
    }),
    licenceAtPickupAllowed: t.exposeBoolean('licenceAtPickupAllowed', {
      description: 'Whether staff are there to see the licence at pick-up: without them an order must upload it (driversLicence: upload).',
    }),
    pickupLocation: t.field({ type: LocationRef, description: 'Where the rental starts.', resolve: (s) => s.pickupLocation }),
    dropoffLocation: t.field({ type: LocationRef, description: 'Where the vehicle is returned (the pick-up location unless another was asked).', resolve: (s) => s.dropoffLocation }),
    offers: t.prismaField({
      type: [RentalOfferRef],
      description:
        'Published rental products offered at the pick-up location: vehicles that are free (cars first, then the rest, by price), insurances by price, drivers then accessories; the young-driver option only for a driver under 25. With a partner\'s key, only the vehicle classes the key may book.',
      args: {
        group: t.arg({ type: OfferGroupEnum, description: 'Only this kind; every kind when absent.' }),
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
      description: 'Prices a cart for this search as createBooking would, with what is wrong with it (CartQuote.errors). Writes nothing and holds no vehicle.',
      args: { input: t.arg({ type: CartInput, required: true, description: 'The vehicle class, insurance and add-ons to price.' }) },
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

/** The descriptions of the fields a search and an order share. */
const PERIOD_FIELDS = {
  pickupLocationId: 'Where the rental starts: a published Location\'s id. With a partner\'s key, one of Partner.locations.',
  dropoffLocationId:
    'Where the vehicle is returned; defaults to the pick-up location. A location of the same rental brand (Site); with a partner\'s key, one of Partner.locations.',
  pickupAt: 'The pick-up instant (ISO 8601 with offset): not in the past, at most 2 years ahead.',
  dropoffAt: 'The return instant (ISO 8601 with offset): at least 1 hour after pick-up, at most 365 rental days.',
  above25: 'Whether the driver is 25 or older (default true); false adds the young-driver option to the cart.',
  customerType:
    'Which prices (default private). With a partner\'s key the key\'s price type decides; business asked on a key of private prices is refused.',
};

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields a search and an order share (their places, period, driver's age and customer type), declared once. */
const periodInputFields = (t: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>) => ({
    pickupLocationId: t.globalID({ required: true, description: PERIOD_FIELDS.pickupLocationId }),
    dropoffLocationId: t.globalID({ description: PERIOD_FIELDS.dropoffLocationId }),
    pickupAt: t.field({ type: 'DateTime', required: true, description: PERIOD_FIELDS.pickupAt }),
    dropoffAt: t.field({ type: 'DateTime', required: true, description: PERIOD_FIELDS.dropoffAt }),
    above25: t.boolean({ defaultValue: true, description: PERIOD_FIELDS.above25 }),
    customerType: t.field({ type: CustomerTypeEnum, defaultValue: 'private', description: PERIOD_FIELDS.customerType }),
});

const RentalSearchInput = builder.inputType('RentalSearchInput', {
  description: 'What to search for: the places, the period, the driver\'s age and the customer type.',
  fields: (t) => ({
    ...periodInputFields(t),
  }),
});

builder.queryField('rentalSearch', (t) =>
  t.field({
    type: RentalSearchRef,
    description:
      'Availability and prices for a rental period (public). With a partner\'s key: needs the search right, and searches the key\'s locations only, at the key\'s prices.',
    errors: {
      types: [ValidationError],
      union: { name: 'RentalSearchResult', description: 'The search, or a ValidationError naming the refused input fields (a period, place or customer type that is not allowed).' },
    },
    args: { input: t.arg({ type: RentalSearchInput, required: true, description: 'The places, period, driver\'s age and customer type.' }) },
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
  description:
    'An order: the search (places, period, driver\'s age, customer type), the cart, the customer and their choices. The server prices the cart itself, with the rules of rentalSearch; expectedTotal only checks the price.',
  fields: (t) => ({
    ...periodInputFields(t),
    rentalOptionId: t.globalID({
      required: true,
      description:
        'The vehicle class to book: a RentalOption id from `offers(group: vehicles)` of the same search. With a partner\'s key, one of the classes the key may book.',
    }),
    insurance: t.string({ description: INSURANCE_SLUG }),
    accessories: t.field({ type: [CartItemInput], description: `Add-ons, each at most once; at most ${MAX_CART_ITEMS} entries.` }),
    firstname: t.string({ required: true, description: 'The customer\'s first name, at most 100 characters, no web addresses.' }),
    lastname: t.string({ required: true, description: 'The customer\'s last name, at most 100 characters, no web addresses.' }),
    email: t.string({ required: true, description: 'The customer\'s e-mail address, at most 254 characters: the order confirmation is sent there.' }),
    phone: t.string({ required: true, description: 'The customer\'s phone number with country code (e.g. +47 912 34 567); spaces, dashes and brackets are ignored.' }),
    countryCode: t.string({ description: 'The customer\'s country: a Country.code (ISO 3166-1 alpha-3), NOR by default.' }),
    businessName: t.string({ description: 'The business\'s name, at most 200 characters: required for a business customer, ignored for a private one.' }),
    businessNumber: t.string({ description: 'The Norwegian organisation number, 9 digits (spaces ignored): required for a business customer, ignored for a private one.' }),
    driversLicence: t.field({
      type: DriversLicenceChoiceEnum,
      required: true,
      description: 'How the customer shows their licence; bring_on_pickup is refused when no staff are at the place at the pick-up time (RentalSearch.licenceAtPickupAllowed).',
    }),
    driversLicenceFile: t.string({
      description:
        'Required when driversLicence is upload, else ignored: the licence as a base64 data URL, a JPEG, PNG, WebP or HEIC picture or a PDF (judged by its content), at most 10 MB.',
    }),
    pickupAddress: t.string({ description: 'Required when the pick-up place is "Annet sted": where the customer wants the car (at most 200 characters). Ignored for any other place.' }),
    dropoffAddress: t.string({ description: 'Required when the return place is "Annet sted": where the customer will leave the car (at most 200 characters). Ignored for any other place.' }),
    reference: t.string({
      description:
        'Your own reference for the order (e.g. your booking number), at most 100 characters. Shown to the customer in the confirmation mail, ' +
        'to staff on the booking and in their mail, and sent back in your webhooks; staff can search bookings by it.',
    }),
    comment: t.string({ description: 'The customer\'s message with the order (line breaks kept), at most 2000 characters: Booking.comment.' }),
    customerLanguage: t.field({
      type: CustomerLanguageEnum,
      description:
        'The language of the customer\'s order confirmation mail. Without it: the shop\'s page language, or Norwegian with an API key (your ' +
        'Accept-Language header sets the language of the API\'s own messages only).',
    }),
    termsAccepted: t.boolean({ required: true, description: 'The customer accepted the rental terms: must be true.' }),
    expectedTotal: t.field({
      type: 'Money',
      description:
        'The total the customer saw (CartQuote.total of the same cart); when the server\'s total differs the order is refused (a ValidationError on expectedTotal). Absent: not checked.',
    }),
  }),
});

const BookingCreatedRef = builder.objectRef<CreatedBooking>('CreateBookingPayload').implement({
  description: 'The placed order. A request repeating an Idempotency-Key already used for the same order answers the booking that first request placed.',
  fields: (t) => ({
    booking: t.field({ type: BookingRef, description: 'The booking as stored (a new one is pending: the rental place confirms it).', resolve: (b) => b }),
    bookingNumber: t.string({ description: 'The booking number customers and staff see: its id padded to 4 digits (e.g. "0042").', resolve: (b) => bookingNumber(b.id) }),
    customerEmail: t.string({ description: 'Where the order confirmation is sent: the e-mail address as stored (trimmed, lower case).', resolve: (b) => b.guestEmail ?? '' }),
    licenceAtPickup: t.boolean({ description: 'True when the licence is to be shown at pick-up (driversLicence: bring_on_pickup).', resolve: (b) => b.driversLicence === 'bring_on_pickup' }),
  }),
});

builder.mutationField('createBooking', (t) =>
  t.field({
    type: BookingCreatedRef,
    description:
      'Places an order. Send an Idempotency-Key header to make a retry safe (required with a partner\'s API key). With a partner\'s key: needs the book right, ' +
      'books at the key\'s locations and prices, and records the order as the partner\'s (its webhooks, Partner.bookings).',
    errors: {
      types: [ValidationError, NotAvailableError, RateLimitedError],
      union: {
        name: 'CreateBookingResult',
        description:
          'The placed order, or why not: ValidationError (invalid input, a total that differs from expectedTotal, a missing or reused Idempotency-Key), NotAvailableError (no vehicle of the class is free for the period) or RateLimitedError (the shop\'s order limits; not used for partner keys).',
      },
    },
    args: { input: t.arg({ type: CreateBookingInput, required: true, description: 'The order.' }) },
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

/** RentalOption node with its prices, tag rows and image, and the staff's rental-product list under Account. */
import { inLanguage } from '../domain/messages.ts';
import { contentIn } from '../domain/content.ts';
import { countRentalOptions, listRentalOptions, RENTAL_OPTION_SORT_FIELDS } from '../services/rentalOption.ts';
import { tagDisplayValue, tagTitleIn } from '../domain/tags.ts';
import { inScope, RULE_COLUMNS, staffSees } from '../services/visibility.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { notThroughGrant, visibleBy, visibleByOrNamedByStaffBooking } from './visibility.ts';
import { RentalOptionStatusEnum, SortDirectionEnum } from './enums.ts';
import { countAlongside, totalOf } from './totals.ts';
import { HistoriedRef, historyConnection } from './history.ts';
import { dbId, filterFrom } from './ids.ts';
import { scopeWhere } from '../services/scope.ts';

const RentalOptionSortEnum = builder.enumType('RentalOptionSort', { values: RENTAL_OPTION_SORT_FIELDS });

builder.prismaObject('RentalOptionTag', {
  authScopes: visibleBy('RentalOptionTag'),
  description: 'One ordered tag row of a rental product: the tag type, its value and whether it is highlighted.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'The row\'s place in the product\'s list (rows come in this order).' }),
    tag: t.relation('tag', { description: 'The tag type (seats, gearbox, fuel …).' }),
    value: t.exposeString('value', { description: 'The value as stored, in the form ProductTagSlug gives (e.g. "auto", "750", "unlimited"); displayValue is how a customer reads it.' }),
    displayValue: t.string({
      description: 'The value as a customer reads it, e.g. "Automat", "750 kg", "Fri km", "Førarkort BE".',
      select: { value: true, tag: { select: { slug: true, title: true, metric: true } } },
      resolve: (r, _args, ctx) => inLanguage(tagDisplayValue(r.tag.slug, r.tag.title, r.value, r.tag.metric, ctx.language === 'en' ? 'en' : 'no'), ctx.language),
    }),
    displayTitle: t.string({
      description: 'The tag\'s name in the request\'s language (the shipped names have English ones; a name staff wrote stays as written).',
      select: { tag: { select: { slug: true, title: true } } },
      resolve: (r, _args, ctx) => tagTitleIn(r.tag.slug, r.tag.title, ctx.language),
    }),
    highlight: t.exposeBoolean('highlight', { description: 'Staff marked the row to stand out (the shop stresses it on the offer).' }),
  }),
});

builder.prismaObject('UploadVariant', {
  authScopes: visibleBy('UploadVariant'),
  description: 'One stored size of an uploaded picture, for srcset.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The size\'s name: `w320`… for WebP, `w320-jpeg`… in the uploaded type.' }),
    width: t.exposeInt('width', { description: 'Width in pixels.' }),
    height: t.exposeInt('height', { description: 'Height in pixels.' }),
    mime: t.exposeString('mime', { description: 'Its media type (image/webp, or the uploaded one).' }),
    url: t.string({ description: 'Its address on this host (a path: prefix the site\'s origin).', resolve: (v) => `/uploads/${v.uploadId}/${encodeURIComponent(v.name)}` }),
  }),
});

builder.prismaNode('Upload', {
  authScopes: visibleBy('Upload'),
  id: { field: 'id', description: 'The upload\'s global id.' },
  description: 'An uploaded picture (a rental product\'s), stored in several sizes. Anyone reads a public one (pictures are public unless staff stored them as private).',
  select: { id: true, title: true, alt: true, mime: true, width: true, height: true, decorative: true, ...RULE_COLUMNS.Upload },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The upload\'s numeric database id.' }),
    width: t.exposeInt('width', { nullable: true, description: 'The original\'s width in pixels; null when not known.' }),
    height: t.exposeInt('height', { nullable: true, description: 'The original\'s height in pixels; null when not known.' }),
    exists: t.boolean({ description: 'Always true: the picture is stored (a client tells it from a product without one, where imageUpload is null).', resolve: () => true }),
    url: t.string({ description: 'The original\'s address on this host (a path: prefix the site\'s origin).', resolve: (u) => `/uploads/${u.id}` }),
    alt: t.exposeString('alt', { nullable: true, description: 'What the picture shows, as staff wrote it; null when none (see decorative).' }),
    title: t.exposeString('title', { nullable: true, description: 'A title staff gave it; null when none.' }),
    decorative: t.exposeBoolean('decorative', { description: 'Only decoration: show it with an empty alt text.' }),
    mime: t.exposeString('mime', { description: 'The uploaded media type (image/jpeg, image/png …).' }),
    resolution: t.string({ nullable: true, description: 'The original\'s size as "WxH" (e.g. "1200x800"); null when not known.', resolve: (u) => (u.width && u.height ? `${u.width}x${u.height}` : null) }),
    variants: t.relation('variants', {
      description: 'Every stored size: WebP (`w320`…) narrowest first, then the uploaded type (`w320-jpeg`…).',
      query: { orderBy: { id: 'asc' } },
    }),
  }),
});

/** A class's prices and mileage: public for a published class, not shown through a booking's grant for a private one. */
const ownersOnly = notThroughGrant('RentalOption');
const price = { type: 'Money', ...ownersOnly } as const;

/** The descriptions of the stored price fields, per customer kind (the engine's rules: domain/pricing.ts). */
const PRIVATE_PRICE = (what: string) => `Private customers' ${what}, kroner incl. VAT`;
const BUSINESS_PRICE = (what: string) => `Business customers' ${what}, kroner excl. VAT. When null, or with samePricePrivateBusiness, the private one less VAT applies`;
const PRICE_WHAT = {
  Hour: ['hour price (rentals under 24 hours, when cheaper than a day)', 'null: not offered'],
  Day: ['price per rental day', 'null: not offered'],
  Weekend: ['price of a rental within one weekend (Friday 12:00 to Monday 12:00, Oslo time)', 'null: not offered'],
  Week: ['price per 7 rental days', 'null: not offered'],
  Month: ['price per 30 rental days', 'null: not offered'],
  Onetime: ['one-time fee per item', 'null: none'],
  TotalMinimum: ['lowest total per item', 'null: no minimum'],
  TotalMaximum: ['highest total per item', 'null: no maximum'],
  DayMinimum: ['lowest average price per rental day (before the one-time fee)', 'null: no minimum'],
  DayMaximum: ['highest average price per rental day (before the one-time fee)', 'null: no maximum'],
} as const;
const privatePrice = (kind: keyof typeof PRICE_WHAT) => ({ ...price, description: `${PRIVATE_PRICE(PRICE_WHAT[kind][0])}; ${PRICE_WHAT[kind][1]}.` });
const businessPrice = (kind: keyof typeof PRICE_WHAT) => ({ ...price, description: `${BUSINESS_PRICE(PRICE_WHAT[kind][0])}.` });
const MILEAGE = (who: string, per: string) => `Kilometres included per ${per} for ${who}; null: unlimited.`;

export const RentalOptionRef = builder.prismaNode('RentalOption', {
  interfaces: [HistoriedRef],
  authScopes: visibleByOrNamedByStaffBooking('RentalOption'),
  description:
    'A rental product: a vehicle class (leietype), an insurance or an add-on, with its stored prices and rules. Anyone reads a published one; a partner also those on its own bookings. ' +
    'Prices for a period come from rentalSearch, which applies these fields.',
  id: { field: 'id', description: 'The rental product\'s global id: what CreateBookingInput.rentalOptionId and CartItemInput.rentalOptionId take.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The rental product\'s numeric database id.' }),
    title: t.string({ description: 'In the reader\'s language: the English title under /en when staff wrote one.', resolve: (r, _args, ctx) => contentIn(ctx.language, r.title, r.titleEn) }),
    slug: t.exposeString('slug', { description: 'A unique, stable name for links; an insurance is chosen by it (CreateBookingInput.insurance).' }),
    description: t.string({ nullable: true, description: 'In the reader\'s language, as `title`.', resolve: (r, _args, ctx) => contentIn(ctx.language, r.description, r.descriptionEn) }),
    titleEn: t.exposeString('titleEn', { nullable: true, description: 'The English title as staff wrote it (null: the Norwegian is shown under /en).' }),
    descriptionEn: t.exposeString('descriptionEn', { nullable: true, description: 'The English description as staff wrote it.' }),
    status: t.expose('status', { type: RentalOptionStatusEnum, description: 'Whether it is offered, and to whom.' }),
    acriss: t.exposeString('acriss', { nullable: true, description: 'The ACRISS code of a car class (four letters, e.g. CDMR); null for other products.' }),
    image: t.exposeString('image', { nullable: true, description: 'An icon name starting with "fa" or a URL; see imageUpload.' }),
    imageUpload: t.relation('imageUpload', { nullable: true, description: 'The uploaded picture, in several sizes; null when staff uploaded none (then see image).' }),
    imageAltText: t.exposeString('imageAltText', { nullable: true, description: 'What the picture shows, as staff wrote it in Norwegian; null: read the upload\'s own alt text.' }),
    imageAltTextEn: t.exposeString('imageAltTextEn', { nullable: true, description: 'The alternative text in English as staff wrote it (null: the Norwegian is read under /en).' }),
    category: t.relation('category', { description: 'The product category (car, van, trailer, insurance, accessory …).' }),
    company: t.relation('company', { nullable: true, description: 'The rental company that owns a vehicle class; null for insurances and add-ons.' }),
    location: t.relation('location', {
      nullable: true,
      description:
        'Where a vehicle class is based; null for insurances and add-ons. A location the reader may not see answers null with a FORBIDDEN error (RentalOffer.homeLocation answers null without one).',
    }),
    canBeRequestedFromOtherLocation: t.exposeBoolean('canBeRequestedFromOtherLocation', {
      description: 'A vehicle class also offered at the other locations of its site, and brought to the pick-up location (RentalOffer.transported); false for insurances and add-ons.',
    }),
    isDigital: t.exposeBoolean('isDigital', { description: 'Marked "digital only" by staff (Berre digitalt); only products that need no transport (not vehicle classes) can be.' }),
    samePricePrivateBusiness: t.exposeBoolean('samePricePrivateBusiness', { description: 'Business customers pay the private price less VAT; the business price fields are not used.' }),
    nodailyprice: t.exposeBoolean('nodailyprice', { description: 'The day price is charged once, whatever the rental\'s length (price unit fixed).' }),
    maxAmount: t.exposeInt('maxAmount', { description: 'The most items of it one booking may take (an add-on\'s amount); a vehicle class is booked one at a time.' }),
    vatFactor: t.expose('vatFactor', {
      type: 'Decimal',
      description: 'The share of a VAT-inclusive price that is VAT: 0.2 for 25 % VAT. A business price taken from a private one is the private price × (1 − vatFactor).',
    }),
    pricePrivateHour: t.expose('pricePrivateHour', privatePrice('Hour')),
    pricePrivateDay: t.expose('pricePrivateDay', privatePrice('Day')),
    pricePrivateWeekend: t.expose('pricePrivateWeekend', privatePrice('Weekend')),
    pricePrivateWeek: t.expose('pricePrivateWeek', privatePrice('Week')),
    pricePrivateMonth: t.expose('pricePrivateMonth', privatePrice('Month')),
    pricePrivateOnetime: t.expose('pricePrivateOnetime', privatePrice('Onetime')),
    pricePrivateTotalMinimum: t.expose('pricePrivateTotalMinimum', privatePrice('TotalMinimum')),
    pricePrivateTotalMaximum: t.expose('pricePrivateTotalMaximum', privatePrice('TotalMaximum')),
    pricePrivateDayMinimum: t.expose('pricePrivateDayMinimum', privatePrice('DayMinimum')),
    pricePrivateDayMaximum: t.expose('pricePrivateDayMaximum', privatePrice('DayMaximum')),
    pricePrivateDamageDeductible: t.expose('pricePrivateDamageDeductible', { ...price, description: 'Private customers\' excess for damage (egenandel), kroner; null: none set.' }),
    priceBusinessHour: t.expose('priceBusinessHour', businessPrice('Hour')),
    priceBusinessDay: t.expose('priceBusinessDay', businessPrice('Day')),
    priceBusinessWeekend: t.expose('priceBusinessWeekend', businessPrice('Weekend')),
    priceBusinessWeek: t.expose('priceBusinessWeek', businessPrice('Week')),
    priceBusinessMonth: t.expose('priceBusinessMonth', businessPrice('Month')),
    priceBusinessOnetime: t.expose('priceBusinessOnetime', businessPrice('Onetime')),
    priceBusinessTotalMinimum: t.expose('priceBusinessTotalMinimum', businessPrice('TotalMinimum')),
    priceBusinessTotalMaximum: t.expose('priceBusinessTotalMaximum', businessPrice('TotalMaximum')),
    priceBusinessDayMinimum: t.expose('priceBusinessDayMinimum', businessPrice('DayMinimum')),
    priceBusinessDayMaximum: t.expose('priceBusinessDayMaximum', businessPrice('DayMaximum')),
    priceBusinessDamageDeductible: t.expose('priceBusinessDamageDeductible', {
      ...price,
      description: 'Business customers\' excess for damage (egenandel), kroner; null: the private figure applies, as it is.',
    }),
    mileageSameForBoth: t.exposeBoolean('mileageSameForBoth', { description: 'The private kilometre limits apply to business customers too; the business ones are not used.' }),
    mileagePrivateDay: t.exposeInt('mileagePrivateDay', { ...ownersOnly, description: MILEAGE('private customers', 'rental day') }),
    mileagePrivateWeekend: t.exposeInt('mileagePrivateWeekend', { ...ownersOnly, description: MILEAGE('private customers', 'weekend') }),
    mileagePrivateWeek: t.exposeInt('mileagePrivateWeek', { ...ownersOnly, description: MILEAGE('private customers', 'week') }),
    mileagePrivateMonth: t.exposeInt('mileagePrivateMonth', { ...ownersOnly, description: MILEAGE('private customers', 'month') }),
    mileageBusinessDay: t.exposeInt('mileageBusinessDay', { ...ownersOnly, description: MILEAGE('business customers', 'rental day') }),
    mileageBusinessWeekend: t.exposeInt('mileageBusinessWeekend', { ...ownersOnly, description: MILEAGE('business customers', 'weekend') }),
    mileageBusinessWeek: t.exposeInt('mileageBusinessWeek', { ...ownersOnly, description: MILEAGE('business customers', 'week') }),
    mileageBusinessMonth: t.exposeInt('mileageBusinessMonth', { ...ownersOnly, description: MILEAGE('business customers', 'month') }),
    tags: t.relation('tags', { description: 'The product\'s properties (seats, gearbox, fuel …), in the order staff gave them.', query: { orderBy: { position: 'asc' } } }),
    productCount: t.int({
      nullable: true,
      description: 'Number of vehicles in this class. Staff only.',
      select: { _count: { select: { products: true } } },
      authScopes: (r, _a, ctx) => staffSees(ctx, 'rentalOption', r),
      resolve: (r) => r._count.products,
    }),
    products: t.relation('products', {
      nullable: true,
      description: 'The vehicles of this class. Staff only.',
      authScopes: (r, _a, ctx) => staffSees(ctx, 'rentalOption', r),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the rental product was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the rental product last changed.' }),
    history: historyConnection(t, 'rentaloption', 'rentalOption'),
  }),
});

builder.prismaObject('RentalOptionProduct', {
  authScopes: visibleBy('RentalOptionProduct'),
  fields: (t) => ({
    product: t.relation('product', {
      nullable: true,
      description: 'The vehicle; null when it lies outside the viewer\'s scope (a class can hold vehicles of several locations).',
      authScopes: (r, _a, ctx) => inScope(ctx, 'product', r.productId),
      // Not an error: a location's staff see their own vehicles of a class that also has vehicles elsewhere.
      unauthorizedResolver: () => null,
    }),
  }),
});

/** The edge of Account.rentalOptions, named so createRentalOption can return one for @appendEdge. */
export const RentalOptionEdgeRef = builder.edgeObject({ type: RentalOptionRef, name: 'AccountRentalOptionsConnectionEdge' });

builder.objectField(AccountRef, 'rentalOptions', (t) =>
  t.prismaConnection(
    {
    type: 'RentalOption',
    cursor: 'id',
    description: 'Rental products in this account\'s scope, most recently updated first.',
    args: {
      status: t.arg({ type: RentalOptionStatusEnum }),
      categoryId: t.arg.globalID(),
      companyId: t.arg.globalID(),
      locationId: t.arg.globalID(),
      search: t.arg.string({ description: 'The number, or words of the title, description, ACRISS code, category, owner or place (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: RentalOptionSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      const filter = filterFrom(args, RO_IDS);
      countAlongside(ctx, info, () => countRentalOptions(ctx, scope, filter));
      return listRentalOptions(ctx, scope, filter, query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => countRentalOptions(ctx, await scopeOf(ctx, account), filterFrom(args, RO_IDS))),
    },
    {},
    RentalOptionEdgeRef,
  ),
);

builder.objectField(AccountRef, 'rentalOption', (t) =>
  t.prismaField({
    type: 'RentalOption',
    nullable: true,
    description:
      'A rental product in this account\'s scope (the page /admin/{slug}/leieprodukter/{id}); null when it does not exist or lies ' +
      'outside the scope, also when it is public (node() answers a published one to anyone, without its staff fields).',
    args: { id: t.arg.globalID({ required: true, description: 'A RentalOption.' }) },
    resolve: async (query, account, args, ctx) => {
      const id = dbId(args.id, 'RentalOption', 'id')!;
      const scope = await scopeOf(ctx, account);
      return ctx.db.rentalOption.findFirst({ ...query, where: { AND: [{ id }, scopeWhere.rentalOption(scope) ?? {}] } });
    },
  }),
);

const RO_IDS = { categoryId: 'ProductCategory', companyId: 'Company', locationId: 'Location' };

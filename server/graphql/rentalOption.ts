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
    position: t.exposeInt('position'),
    tag: t.relation('tag'),
    value: t.exposeString('value'),
    displayValue: t.string({
      description: 'The value as a customer reads it, e.g. "Automat", "750 kg", "Fri km", "Førarkort BE".',
      select: { value: true, tag: { select: { slug: true, title: true, metric: true } } },
      resolve: (r, _args, ctx) => inLanguage(tagDisplayValue(r.tag.slug, r.tag.title, r.value, r.tag.metric), ctx.language),
    }),
    displayTitle: t.string({
      description: 'The tag\'s name in the request\'s language (the shipped names have English ones; a name staff wrote stays as written).',
      select: { tag: { select: { slug: true, title: true } } },
      resolve: (r, _args, ctx) => tagTitleIn(r.tag.slug, r.tag.title, ctx.language),
    }),
    highlight: t.exposeBoolean('highlight'),
  }),
});

builder.prismaObject('UploadVariant', {
  authScopes: visibleBy('UploadVariant'),
  fields: (t) => ({
    name: t.exposeString('name'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    mime: t.exposeString('mime'),
    url: t.string({ resolve: (v) => `/uploads/${v.uploadId}/${encodeURIComponent(v.name)}` }),
  }),
});

builder.prismaNode('Upload', {
  authScopes: visibleBy('Upload'),
  id: { field: 'id' },
  select: { id: true, title: true, alt: true, mime: true, width: true, height: true, decorative: true, ...RULE_COLUMNS.Upload },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    exists: t.boolean({ resolve: () => true }),
    url: t.string({ resolve: (u) => `/uploads/${u.id}` }),
    alt: t.exposeString('alt', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    decorative: t.exposeBoolean('decorative'),
    mime: t.exposeString('mime'),
    resolution: t.string({ nullable: true, description: 'WxH', resolve: (u) => (u.width && u.height ? `${u.width}x${u.height}` : null) }),
    variants: t.relation('variants', {
      description: 'Every stored size: WebP (`w320`…) narrowest first, then the uploaded type (`w320-jpeg`…).',
      query: { orderBy: { id: 'asc' } },
    }),
  }),
});

/** A class's prices and mileage: public for a published class, not shown through a booking's grant for a private one. */
const ownersOnly = notThroughGrant('RentalOption');
const price = { type: 'Money', ...ownersOnly } as const;

export const RentalOptionRef = builder.prismaNode('RentalOption', {
  interfaces: [HistoriedRef],
  authScopes: visibleByOrNamedByStaffBooking('RentalOption'),
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.string({ description: 'In the reader\'s language: the English title under /en when staff wrote one.', resolve: (r, _args, ctx) => contentIn(ctx.language, r.title, r.titleEn) }),
    slug: t.exposeString('slug'),
    description: t.string({ nullable: true, description: 'In the reader\'s language, as `title`.', resolve: (r, _args, ctx) => contentIn(ctx.language, r.description, r.descriptionEn) }),
    titleEn: t.exposeString('titleEn', { nullable: true, description: 'The English title as staff wrote it (null: the Norwegian is shown under /en).' }),
    descriptionEn: t.exposeString('descriptionEn', { nullable: true, description: 'The English description as staff wrote it.' }),
    status: t.expose('status', { type: RentalOptionStatusEnum }),
    acriss: t.exposeString('acriss', { nullable: true }),
    image: t.exposeString('image', { nullable: true, description: 'An icon name starting with "fa" or a URL; see imageUpload.' }),
    imageUpload: t.relation('imageUpload', { nullable: true }),
    imageAltText: t.exposeString('imageAltText', { nullable: true }),
    imageAltTextEn: t.exposeString('imageAltTextEn', { nullable: true, description: 'The alternative text in English as staff wrote it (null: the Norwegian is read under /en).' }),
    category: t.relation('category'),
    company: t.relation('company', { nullable: true }),
    location: t.relation('location', { nullable: true }),
    canBeRequestedFromOtherLocation: t.exposeBoolean('canBeRequestedFromOtherLocation'),
    isDigital: t.exposeBoolean('isDigital'),
    samePricePrivateBusiness: t.exposeBoolean('samePricePrivateBusiness'),
    nodailyprice: t.exposeBoolean('nodailyprice'),
    maxAmount: t.exposeInt('maxAmount'),
    vatFactor: t.expose('vatFactor', { type: 'Decimal' }),
    pricePrivateHour: t.expose('pricePrivateHour', price),
    pricePrivateDay: t.expose('pricePrivateDay', price),
    pricePrivateWeekend: t.expose('pricePrivateWeekend', price),
    pricePrivateWeek: t.expose('pricePrivateWeek', price),
    pricePrivateMonth: t.expose('pricePrivateMonth', price),
    pricePrivateOnetime: t.expose('pricePrivateOnetime', price),
    pricePrivateTotalMinimum: t.expose('pricePrivateTotalMinimum', price),
    pricePrivateTotalMaximum: t.expose('pricePrivateTotalMaximum', price),
    pricePrivateDayMinimum: t.expose('pricePrivateDayMinimum', price),
    pricePrivateDayMaximum: t.expose('pricePrivateDayMaximum', price),
    pricePrivateDamageDeductible: t.expose('pricePrivateDamageDeductible', price),
    priceBusinessHour: t.expose('priceBusinessHour', price),
    priceBusinessDay: t.expose('priceBusinessDay', price),
    priceBusinessWeekend: t.expose('priceBusinessWeekend', price),
    priceBusinessWeek: t.expose('priceBusinessWeek', price),
    priceBusinessMonth: t.expose('priceBusinessMonth', price),
    priceBusinessOnetime: t.expose('priceBusinessOnetime', price),
    priceBusinessTotalMinimum: t.expose('priceBusinessTotalMinimum', price),
    priceBusinessTotalMaximum: t.expose('priceBusinessTotalMaximum', price),
    priceBusinessDayMinimum: t.expose('priceBusinessDayMinimum', price),
    priceBusinessDayMaximum: t.expose('priceBusinessDayMaximum', price),
    priceBusinessDamageDeductible: t.expose('priceBusinessDamageDeductible', price),
    mileageSameForBoth: t.exposeBoolean('mileageSameForBoth'),
    mileagePrivateDay: t.exposeInt('mileagePrivateDay', ownersOnly),
    mileagePrivateWeekend: t.exposeInt('mileagePrivateWeekend', ownersOnly),
    mileagePrivateWeek: t.exposeInt('mileagePrivateWeek', ownersOnly),
    mileagePrivateMonth: t.exposeInt('mileagePrivateMonth', ownersOnly),
    mileageBusinessDay: t.exposeInt('mileageBusinessDay', ownersOnly),
    mileageBusinessWeekend: t.exposeInt('mileageBusinessWeekend', ownersOnly),
    mileageBusinessWeek: t.exposeInt('mileageBusinessWeek', ownersOnly),
    mileageBusinessMonth: t.exposeInt('mileageBusinessMonth', ownersOnly),
    tags: t.relation('tags', { query: { orderBy: { position: 'asc' } } }),
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
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
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

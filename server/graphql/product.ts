/** Product (vehicle) node, product categories and tags, and the staff's product list under Account. */
import { pkkDue } from '../domain/vehicleRegister.ts';
import { countProducts, listProducts, PRODUCT_SORT_FIELDS } from '../services/product.ts';
import { listAcrissLetters, listProductCategories, listProductTags } from '../services/reference.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { notThroughGrant, visibleBy, visibleByOrNamedByStaffBooking } from './visibility.ts';
import {
  AcrissPositionEnum,
  CategorySystemCodeEnum,
  DriveEnum,
  FuelTypeEnum,
  OwnershipTypeEnum,
  ProductStatusEnum,
  ProductTagSlugEnum,
  SortDirectionEnum,
  TransmissionEnum,
} from './enums.ts';
import { countAlongside, totalOf } from './totals.ts';
import { HistoriedRef, historyConnection } from './history.ts';
import { filterFrom } from './ids.ts';

const ProductSortEnum = builder.enumType('ProductSort', { values: PRODUCT_SORT_FIELDS });

builder.prismaNode('ProductCategory', {
  authScopes: visibleBy('ProductCategory'),
  description: 'A product category (Personbil, Varebil, Tilhengar, Forsikring, Tilbehør …): what kind of rental product, and how the cart treats it. Public.',
  id: { field: 'id', description: 'The category\'s global id.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The category\'s numeric database id.' }),
    title: t.exposeString('title', { description: 'The category\'s name, as staff wrote it (Norwegian).' }),
    isCar: t.exposeBoolean('isCar', { description: 'Motor vehicles (cars, vans): their classes carry an ACRISS code and are listed before the other vehicles.' }),
    requireTransportationBetweenLocations: t.exposeBoolean('requireTransportationBetweenLocations', {
      description: 'Vehicles: its rental products are vehicle classes, based at a location and counted by free vehicles. False for insurances and add-ons.',
    }),
    systemCode: t.expose('systemCode', { type: CategorySystemCodeEnum, nullable: true, description: 'The category\'s role in the cart; null for ordinary vehicle categories (cars, vans).' }),
  }),
});

builder.prismaNode('ProductTag', {
  authScopes: visibleBy('ProductTag'),
  description: 'A tag type: a property rental products list (seats, gearbox, fuel …). Each product\'s value is on its RentalOptionTag rows. Public.',
  id: { field: 'id', description: 'The tag type\'s global id.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The tag type\'s numeric database id.' }),
    title: t.exposeString('title', { description: 'The tag type\'s name as stored (Norwegian); RentalOptionTag.displayTitle gives it in the request\'s language.' }),
    slug: t.expose('slug', { type: ProductTagSlugEnum, description: 'Which tag type it is.' }),
    metric: t.exposeString('metric', { nullable: true, description: 'The unit written after a numeric value (kg, km …); null when none.' }),
    value: t.exposeString('value', { nullable: true, description: 'A value on the tag type itself; this product never sets it (a rental product\'s value is RentalOptionTag.value).' }),
    highlight: t.exposeBoolean('highlight', { description: 'A highlight flag on the tag type itself; this product never sets it (see RentalOptionTag.highlight).' }),
  }),
});

builder.prismaObject('AcrissLetter', {
  authScopes: visibleBy('AcrissLetter'),
  fields: (t) => ({
    position: t.expose('position', { type: AcrissPositionEnum }),
    letter: t.exposeString('letter'),
    description: t.exposeString('description'),
  }),
});

/** The owners' own figures about a vehicle: not shown to staff who reach it only through a booking's grant. */
const ownersOnly = notThroughGrant('Product');
const money = { type: 'Money', ...ownersOnly } as const;

export const ProductRef = builder.prismaNode('Product', {
  interfaces: [HistoriedRef],
  authScopes: visibleByOrNamedByStaffBooking('Product'),
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    category: t.relation('category'),
    status: t.expose('status', { type: ProductStatusEnum }),
    isRentable: t.exposeBoolean('isRentable'),
    company: t.relation('company', { nullable: true, description: 'Owner.' }),
    companyManager: t.relation('companyManager', { nullable: true, description: 'Responsible company.' }),
    location: t.relation('location', { nullable: true }),
    taxrate: t.expose('taxrate', { type: 'Decimal' }),
    accountingProductNumber: t.exposeString('accountingProductNumber', ownersOnly),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
    make: t.exposeString('make', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    year: t.exposeInt('year', { nullable: true }),
    color: t.exposeString('color', { nullable: true }),
    vin: t.exposeString('vin', ownersOnly),
    odometerKm: t.exposeInt('odometerKm', { nullable: true }),
    odometerAt: t.expose('odometerAt', { type: 'DateTime', nullable: true }),
    seatCapacity: t.exposeInt('seatCapacity', { nullable: true }),
    ownershipType: t.expose('ownershipType', { type: OwnershipTypeEnum, nullable: true }),
    fuelType: t.expose('fuelType', { type: FuelTypeEnum, nullable: true }),
    driveshaft: t.expose('driveshaft', { type: DriveEnum, nullable: true }),
    transmission: t.expose('transmission', { type: TransmissionEnum, nullable: true }),
    acriss: t.exposeString('acriss', { nullable: true }),
    co2EmissionsPerKm: t.expose('co2EmissionsPerKm', { type: 'Decimal', nullable: true }),
    fuelTankLitre: t.expose('fuelTankLitre', { type: 'Decimal', nullable: true }),
    fuelConsumption: t.expose('fuelConsumption', { type: 'Decimal', nullable: true }),
    rangeKm: t.exposeInt('rangeKm', { nullable: true }),
    engineHp: t.exposeInt('engineHp', { nullable: true }),
    engineVolumeCm3: t.exposeInt('engineVolumeCm3', { nullable: true }),
    trailerHitchCapacityKg: t.exposeInt('trailerHitchCapacityKg', { nullable: true }),
    storageCapacityLitre: t.expose('storageCapacityLitre', { type: 'Decimal', nullable: true }),
    storageCapacityM3: t.expose('storageCapacityM3', { type: 'Decimal', nullable: true }),
    vanType: t.exposeString('vanType', { nullable: true }),
    licenceClass: t.exposeString('licenceClass', { nullable: true }),
    lastPkkAt: t.expose('lastPkkAt', { type: 'DateTime', nullable: true }),
    nextPkkAt: t.expose('nextPkkAt', { type: 'DateTime', nullable: true }),
    pkkDue: t.boolean({
      description: 'The next PKK (roadworthiness test) is past or within 30 days (Oslo dates); false without a date.',
      resolve: (p) => pkkDue(p.nextPkkAt, new Date()),
    }),
    isValidRentalcar: t.exposeBoolean('isValidRentalcar', { nullable: true }),
    isValidRentalcarCheckedAt: t.expose('isValidRentalcarCheckedAt', { type: 'DateTime', nullable: true }),
    valuation: t.expose('valuation', money),
    valuationAt: t.expose('valuationAt', { type: 'DateTime', ...ownersOnly }),
    monthlyCostOwnership: t.expose('monthlyCostOwnership', money),
    monthlyCostInsurance: t.expose('monthlyCostInsurance', money),
    monthlyCostTireHotell: t.expose('monthlyCostTireHotell', money),
    monthlyCostMaintenance: t.expose('monthlyCostMaintenance', money),
    monthlyCostOther: t.expose('monthlyCostOther', money),
    monthlyCostDepreciation: t.expose('monthlyCostDepreciation', { type: 'Decimal', ...ownersOnly, description: 'Percent.' }),
    author: t.relation('author', ownersOnly),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: historyConnection(t, 'product', 'product'),
  }),
});

/** The edge of Account.products, named so createProduct can return one for @appendEdge. */
export const ProductEdgeRef = builder.edgeObject({ type: ProductRef, name: 'AccountProductsConnectionEdge' });

builder.objectField(AccountRef, 'products', (t) =>
  t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    description: 'Vehicles in this account\'s scope, most recently updated first.',
    args: {
      status: t.arg({ type: ProductStatusEnum }),
      make: t.arg.string(),
      ownershipType: t.arg({ type: OwnershipTypeEnum }),
      companyId: t.arg.globalID(),
      locationId: t.arg.globalID(),
      categoryId: t.arg.globalID(),
      search: t.arg.string({ description: 'The vehicle\'s number, a plate typed with its space, or words of the name, make, model, plate, ACRISS code, accounting number, category, owner or place (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: ProductSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      const filter = filterFrom(args, PRODUCT_IDS);
      countAlongside(ctx, info, () => countProducts(ctx, scope, filter));
      return listProducts(ctx, scope, filter, query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => countProducts(ctx, await scopeOf(ctx, account), filterFrom(args, PRODUCT_IDS))),
  }, {}, ProductEdgeRef),
);

const PRODUCT_IDS = { companyId: 'Company', locationId: 'Location', categoryId: 'ProductCategory' };

builder.queryFields((t) => ({
  productCategories: t.prismaField({
    type: ['ProductCategory'],
    resolve: (query, _root, _args, ctx) => listProductCategories(ctx, query),
  }),
  productTags: t.prismaField({
    type: ['ProductTag'],
    description: 'The tag types rental products describe themselves with.',
    resolve: (query, _root, _args, ctx) => listProductTags(ctx, query),
  }),
  acrissLetters: t.prismaField({
    type: ['AcrissLetter'],
    description: 'The four ACRISS letter lists (category 17, type 18, transmission and drive 4, fuel 6).',
    args: { position: t.arg({ type: AcrissPositionEnum }) },
    resolve: (query, _root, args, ctx) => listAcrissLetters(ctx, args.position ?? undefined, query),
  }),
}));

/**
 * createProduct, updateProduct, deleteProduct: one `input` each and a union of the payload and typed errors, as
 * Locations. Resolvers only decode global ids and call services/productWrite.ts (the same services as REST). Also
 * the product form's extra fields: viewerMayChange/viewerMayDelete, the vehicle's bookings and its vehicle class.
 */
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { customerNameOf } from '../domain/booking.ts';
import { ConflictError, ForbiddenError, InUseError, NotFoundError, ValidationError } from '../services/errors.ts';
import { createProduct, deleteProduct, productBookings, updateProduct } from '../services/productWrite.ts';
import { optionalScope, recordInScope, scopeWhere, writableScope } from '../services/scope.ts';
import type { RequestContext } from '../services/context.ts';
import { builder } from './builder.ts';
import { OwnershipTypeEnum, ProductStatusEnum } from './enums.ts';
import { accountSlugOf, dbId } from './ids.ts';
import { ProductEdgeRef, ProductRef } from './product.ts';

type ProductScopeFields = { siteId: number; companyId: number | null; companyIdManager: number | null; locationId: number | null };

/** True when a role the viewer holds in the chosen account (or any account) may change products and holds this one. */
async function viewerMayChange(ctx: RequestContext, p: ProductScopeFields) {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(writableScope(scope, 'products'), 'product', p);
}

const SCOPE_SELECT = { siteId: true, companyId: true, companyIdManager: true, locationId: true } as const;

builder.prismaObjectFields('Product', (t) => ({
  viewerMayChange: t.boolean({
    description: 'Whether the viewer may change this product in the chosen account (row action Endre).',
    select: SCOPE_SELECT,
    resolve: (p, _args, ctx) => viewerMayChange(ctx, p),
  }),
  viewerMayDelete: t.boolean({
    description: 'Whether the viewer may delete it (a vehicle assigned to coming or running bookings is refused with InUseError even so).',
    select: SCOPE_SELECT,
    resolve: (p, _args, ctx) => viewerMayChange(ctx, p),
  }),
  bookings: t.prismaField({
    type: ['Booking'],
    description: 'Bookings with this vehicle assigned: coming and running ones first (soonest first), then recent ones (newest first). Only those in the viewer\'s scope.',
    args: { first: t.arg.int({ defaultValue: 10, description: '1 to 50.' }) },
    select: { id: true },
    resolve: async (query, p, args, ctx) => {
      const scope = await optionalScope(ctx);
      if (!scope) return [];
      return productBookings(ctx, scope, p.id, args.first ?? 10, query);
    },
  }),
  rentalOption: t.prismaField({
    type: 'RentalOption',
    nullable: true,
    description: 'The vehicle class (rental product) this vehicle counts in, if any.',
    select: { id: true },
    resolve: async (query, p, _args, ctx) => {
      const scope = await optionalScope(ctx);
      if (!scope) return null;
      return ctx.db.rentalOption.findFirst({
        ...query,
        where: { AND: [{ products: { some: { productId: p.id } } }, { OR: [scopeWhere.rentalOption(scope), { status: 'public' }] }] },
        orderBy: { id: 'asc' },
      });
    },
  }),
}));

builder.prismaObjectField('Booking', 'customerName', (t) =>
  t.string({
    description: 'Who the booking is for: the business name, else the guest\'s or the customer\'s name.',
    select: { guestFirstname: true, guestLastname: true, guestBusinessName: true, customerUser: { select: { firstname: true, lastname: true } } },
    resolve: (b) => customerNameOf(b),
  }),
);

// ---------- inputs ----------

const DECIMAL = 'A number as text; comma or point.';
const DATE = 'A date "YYYY-MM-DD" (Oslo) or an ISO date-time; blank clears it.';

/** The product's own fields; every one optional in the schema so a missing one is a ValidationError naming it. */
const productInputFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<never>, 'InputObject'>) => ({
  name: t.string(),
  description: t.string(),
  categoryId: t.globalID({ description: 'A ProductCategory.' }),
  status: t.field({ type: ProductStatusEnum, description: 'Default rentable. Ticking isRentable makes it rentable; unticking a rentable vehicle makes it not_rentable.' }),
  isRentable: t.boolean({ description: 'Til utleige. Default true.' }),
  companyId: t.globalID({ description: 'Owner (Eigar): a Company. Company and location staff default to their own.' }),
  companyIdManager: t.globalID({ description: 'Responsible company; defaults to the owner.' }),
  locationId: t.globalID({ description: 'A Location.' }),
  taxrate: t.string({ description: `VAT percent, 0 to 100. ${DECIMAL} Default 25.` }),
  accountingProductNumber: t.string({ description: 'SKU.' }),
  licensePlate: t.string({ description: 'Spaces and lower case are tolerated ("ek 39085" is stored EK39085). Required for car categories.' }),
  make: t.string(),
  model: t.string(),
  year: t.int({ description: '1800 to next year.' }),
  color: t.string(),
  vin: t.string(),
  odometerKm: t.int({ description: '0 to 9 999 999.' }),
  odometerAt: t.string({ description: DATE }),
  seatCapacity: t.int({ description: '1 to 99; required for car categories.' }),
  ownershipType: t.field({ type: OwnershipTypeEnum }),
  fuelType: t.string({ description: 'petrol, diesel, electric, petrol+electric, diesel+electric (gasoline and the enum names petrol_electric … accepted). Required for car categories.' }),
  driveshaft: t.string({ description: 'front, rear, awd (4x4 accepted).' }),
  transmission: t.string({ description: 'auto, manual (automatic accepted).' }),
  acriss: t.string({ description: 'Four letters, each from its list (Query.acrissLetters). Required for car categories.' }),
  co2EmissionsPerKm: t.string({ description: DECIMAL }),
  fuelTankLitre: t.string({ description: `${DECIMAL} 0 to 9999.` }),
  fuelConsumption: t.string({ description: `${DECIMAL} 0 to 9999.` }),
  rangeKm: t.int({ description: '0 to 99 999.' }),
  engineHp: t.int({ description: '0 to 9999.' }),
  engineVolumeCm3: t.int({ description: '0 to 99 999.' }),
  trailerHitchCapacityKg: t.int({ description: '0 to 99 999.' }),
  storageCapacityLitre: t.string({ description: `${DECIMAL} 0 to 99 999.` }),
  storageCapacityM3: t.string({ description: `${DECIMAL} 0 to 99 999.` }),
  vanType: t.string({ description: 'L2, L3, L2H2, L3H2, L2H3, L3H3.' }),
  licenceClass: t.string({ description: 'B, B96, BE, T, C1, C1E, C.' }),
  lastPkkAt: t.string({ description: DATE }),
  nextPkkAt: t.string({ description: DATE }),
  isValidRentalcar: t.boolean(),
  isValidRentalcarCheckedAt: t.string({ description: DATE }),
  valuation: t.string({ description: `${DECIMAL} 0 to 999 999 999.` }),
  valuationAt: t.string({ description: DATE }),
  monthlyCostOwnership: t.string({ description: `${DECIMAL} 0 to 9 999 999.` }),
  monthlyCostInsurance: t.string({ description: `${DECIMAL} 0 to 9 999 999.` }),
  monthlyCostTireHotell: t.string({ description: `${DECIMAL} 0 to 9 999 999.` }),
  monthlyCostMaintenance: t.string({ description: `${DECIMAL} 0 to 9 999 999.` }),
  monthlyCostOther: t.string({ description: `${DECIMAL} 0 to 9 999 999.` }),
  monthlyCostDepreciation: t.string({ description: `Percent. ${DECIMAL} 0 to 100.` }),
});

const CreateProductInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    accountId: t.globalID({ required: true, description: 'The account the staff member acts in (Account.id).' }),
    ...productInputFields(t as never),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  description: 'Only the fields given change (null clears an optional one); the product as it will be is validated whole.',
  fields: (t) => ({
    id: t.globalID({ required: true }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'Product.updatedAt as loaded; a newer one answers ConflictError.' }),
    acceptShortage: t.boolean({
      description:
        'Take the vehicle out of rent (or the workshop), or move it to another location, even when a class is then short of a vehicle: without it that change is refused with a field error of code CLASS_SHORTAGE naming a booking.',
    }),
    ...productInputFields(t as never),
  }),
});

const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

// ---------- payloads ----------

type ProductRow = { id: number };

const CreateProductSuccess = builder.objectRef<{ product: ProductRow }>('CreateProductSuccess').implement({
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (p) => p.product as never }),
    edge: t.field({
      type: ProductEdgeRef,
      description: 'For @appendEdge on Account.products.',
      resolve: (p) => ({ cursor: formatPrismaCursor(p.product, 'id'), node: p.product as never }),
    }),
  }),
});

const UpdateProductSuccess = builder.objectRef<{ product: ProductRow }>('UpdateProductSuccess').implement({
  fields: (t) => ({ product: t.field({ type: ProductRef, resolve: (p) => p.product as never }) }),
});

const DeleteProductSuccess = builder.objectRef<{ id: number }>('DeleteProductSuccess').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'Global id of the deleted product, for @deleteEdge.', resolve: (p) => encodeGlobalID('Product', p.id) }) }),
});

const RELATION_TYPES = { categoryId: 'ProductCategory', companyId: 'Company', companyIdManager: 'Company', locationId: 'Location' } as const;

/** GraphQL input → service input: global ids decoded, GraphQL's "not given" (undefined) left out. */
function serviceFields(input: Record<string, unknown>) {
  const { accountId: _a, id: _i, updatedAt: _u, ...rest } = input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined) continue;
    const type = RELATION_TYPES[k as keyof typeof RELATION_TYPES];
    out[k] = type && v !== null ? dbId(v as never, type, k) : v;
  }
  return out;
}

/** Every product write answers the same error types, so a screen handles them once. */
const PRODUCT_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError, InUseError];

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: CreateProductSuccess,
    authScopes: { employee: true },
    errors: { types: PRODUCT_WRITE_ERRORS, union: { name: 'CreateProductResult' } },
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      product: await createProduct(ctx, { ...serviceFields(input), accountSlug: accountSlugOf(input.accountId) }),
    }),
  }),
  updateProduct: t.field({
    type: UpdateProductSuccess,
    authScopes: { employee: true },
    errors: { types: PRODUCT_WRITE_ERRORS, union: { name: 'UpdateProductResult' } },
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      product: await updateProduct(ctx, { ...serviceFields(input), id: dbId(input.id, 'Product', 'id')!, updatedAt: input.updatedAt, acceptShortage: input.acceptShortage ?? undefined }),
    }),
  }),
  deleteProduct: t.field({
    type: DeleteProductSuccess,
    authScopes: { employee: true },
    errors: { types: PRODUCT_WRITE_ERRORS, union: { name: 'DeleteProductResult' } },
    args: { input: t.arg({ type: DeleteProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteProduct(ctx, { id: dbId(input.id, 'Product', 'id')! }),
  }),
}));

/**
 * createRentalOption, updateRentalOption, deleteRentalOption, setRentalOptionProducts and the price preview: one
 * `input` each and a union of the payload and typed errors. Resolvers only decode global ids and call
 * services/rentalOptionWrite.ts (the same services as REST).
 */
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { oreToDecimal } from '../domain/money.ts';
import type { BreakdownLine } from '../domain/pricing.ts';
import { MILEAGE_FIELDS, PRICE_FIELDS, previewPickup, priceLineLabel, pricePreview, type PricePreviewRow } from '../domain/rentalOption.ts';
import { ConflictError, ForbiddenError, InUseError, NotFoundError, ValidationError } from '../services/errors.ts';
import { setRentalOptionProducts } from '../services/rentalOptionVehicles.ts';
import { createRentalOption, deleteRentalOption, updateRentalOption } from '../services/rentalOptionWrite.ts';
import { optionalScope, recordInScope, requireScope, writableScope } from '../services/scope.ts';
import { staffSees } from '../services/visibility.ts';
import { builder } from './builder.ts';
import { RentalOptionStatusEnum } from './enums.ts';
import { accountSlugOf, dbId } from './ids.ts';
import { RentalOptionEdgeRef, RentalOptionRef } from './rentalOption.ts';
import { CustomerTypeEnum, PriceUnitEnum } from './shop.ts';

/** True when a role the viewer holds in the chosen account (or any account) may change rental products and holds this one. */
async function viewerMayChange(ctx: Parameters<typeof optionalScope>[0], r: { siteId: number; companyId: number | null; locationId: number | null }) {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(writableScope(scope, 'rentaloptions'), 'rentalOption', r);
}

builder.prismaObjectFields('RentalOption', (t) => ({
  viewerMayChange: t.boolean({
    nullable: true,
    description: 'Whether the viewer may change this rental product in the chosen account (Save button, row action Endre). Staff only.',
    select: { siteId: true, companyId: true, locationId: true },
    authScopes: (r, _a, ctx) => staffSees(ctx, 'rentalOption', r),
    resolve: (r, _args, ctx) => viewerMayChange(ctx, r),
  }),
  viewerMayDelete: t.boolean({
    nullable: true,
    description: 'Whether the viewer may delete it (one that bookings use is refused with InUseError even so). Staff only.',
    select: { siteId: true, companyId: true, locationId: true },
    authScopes: (r, _a, ctx) => staffSees(ctx, 'rentalOption', r),
    resolve: (r, _args, ctx) => viewerMayChange(ctx, r),
  }),
}));

// ---------- inputs ----------

const RentalOptionTagInput = builder.inputType('RentalOptionTagInput', {
  description: 'One tag row: the tag type (ProductTag), its value and whether the shop highlights it.',
  fields: (t) => ({
    tagId: t.globalID({ required: true }),
    value: t.string({ required: true }),
    highlight: t.boolean(),
  }),
});

const PRICE = 'Kroner as text: digits with an optional point or comma and at most 2 decimals, ≥ 0. Blank or null: not offered.';

/** The rental product's own fields; every one optional in the schema so a missing one is a ValidationError naming it. */
const rentalOptionInputFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<never>, 'InputObject'>) => ({
  title: t.string(),
  description: t.string(),
  titleEn: t.string({ description: 'English title, shown under /en; blank shows the Norwegian title there.' }),
  descriptionEn: t.string({ description: 'English description, shown under /en; blank shows the Norwegian one there.' }),
  status: t.field({ type: RentalOptionStatusEnum }),
  acriss: t.string({ description: 'Four letters, one from each ACRISS list; car categories only (required there).' }),
  image: t.string({ description: 'An icon name starting with "fa" (fa-car) or a URL. Ignored when imageUploadId is given.' }),
  imageUploadId: t.globalID({ description: 'An uploaded image (Upload); replaces `image`.' }),
  imageAltText: t.string({ description: 'What the picture shows, for screen readers (the shop reads it before the upload\'s own alt text).' }),
  imageAltTextEn: t.string({ description: 'The same in English, read under /en; blank reads the Norwegian one there.' }),
  categoryId: t.globalID({ description: 'ProductCategory. A change resets the fields of spec 3 section 4 that the input does not give.' }),
  companyId: t.globalID({ description: 'Owner (Company): chosen in network and site scope; implied for company staff. Vehicle classes only.' }),
  locationId: t.globalID({ description: 'Location of a vehicle class (categories that need transport); belongs to the owner.' }),
  canBeRequestedFromOtherLocation: t.boolean(),
  isDigital: t.boolean({ description: 'Digital only: categories without transport.' }),
  samePricePrivateBusiness: t.boolean({ description: 'Business pays the private price less VAT.' }),
  nodailyprice: t.boolean({ description: 'The day price is charged once, whatever the length.' }),
  maxAmount: t.int({ description: 'Max per booking, at least 1.' }),
  vatFactor: t.string({ description: 'Share of a VAT-inclusive price that is VAT: 0.2 for 25 % VAT.' }),
  ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, t.string({ description: PRICE })])),
  mileageSameForBoth: t.boolean(),
  ...Object.fromEntries(MILEAGE_FIELDS.map((f) => [f, t.int({ description: 'Km included; null: no limit.' })])),
  tags: t.field({ type: [RentalOptionTagInput], description: 'The whole ordered list; replaces the old one.' }),
});

const CreateRentalOptionInput = builder.inputType('CreateRentalOptionInput', {
  fields: (t) => ({
    accountId: t.globalID({ required: true, description: 'The account the staff member acts in (Account.id).' }),
    ...rentalOptionInputFields(t as never),
  }),
});

const UpdateRentalOptionInput = builder.inputType('UpdateRentalOptionInput', {
  description: 'Only the fields given change: { id, updatedAt, status: archived } archives.',
  fields: (t) => ({
    id: t.globalID({ required: true }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'RentalOption.updatedAt as loaded; a newer one answers ConflictError.' }),
    acceptShortage: t.boolean({
      description:
        'Take vehicles from the class (another location, no fetching from other locations, a category without vehicles) even when a class is then short of a vehicle: without it that change is refused with a field error of code CLASS_SHORTAGE naming a booking.',
    }),
    ...rentalOptionInputFields(t as never),
  }),
});

const DeleteRentalOptionInput = builder.inputType('DeleteRentalOptionInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

const SetRentalOptionProductsInput = builder.inputType('SetRentalOptionProductsInput', {
  description: 'Exactly these vehicles belong to the vehicle class afterwards.',
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'The RentalOption (a vehicle class).' }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'RentalOption.updatedAt as loaded; a newer one answers ConflictError.' }),
    productIds: t.globalIDList({ required: true, description: 'Products (vehicles).' }),
    move: t.boolean({ description: 'Move vehicles that belong to another vehicle class here; without it they are refused, naming the class.' }),
    acceptShortage: t.boolean({
      description:
        'Take vehicles out of a class (this one, or the one they are moved from) even when it is then short of a vehicle: without it that change is refused with a field error of code CLASS_SHORTAGE naming a booking.',
    }),
  }),
});

const PricePreviewInput = builder.inputType('PricePreviewInput', {
  description: "The form's (unsaved) price fields; blank or invalid fields count as not offered.",
  fields: (t) => ({
    ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, t.string()])),
    samePricePrivateBusiness: t.boolean(),
    nodailyprice: t.boolean(),
    vatFactor: t.string({ description: 'Default 0.2.' }),
    pickupAt: t.field({ type: 'DateTime', description: 'Start of every previewed rental; default the next Monday 10:00 (Oslo).' }),
  }),
});

// ---------- payloads ----------

type RentalOptionRow = { id: number };

const CreateRentalOptionSuccess = builder.objectRef<{ rentalOption: RentalOptionRow }>('CreateRentalOptionSuccess').implement({
  fields: (t) => ({
    rentalOption: t.field({ type: RentalOptionRef, resolve: (p) => p.rentalOption as never }),
    edge: t.field({
      type: RentalOptionEdgeRef,
      description: 'For @appendEdge on Account.rentalOptions.',
      resolve: (p) => ({ cursor: formatPrismaCursor(p.rentalOption, 'id'), node: p.rentalOption as never }),
    }),
  }),
});

const UpdateRentalOptionSuccess = builder.objectRef<{ rentalOption: RentalOptionRow }>('UpdateRentalOptionSuccess').implement({
  fields: (t) => ({ rentalOption: t.field({ type: RentalOptionRef, resolve: (p) => p.rentalOption as never }) }),
});

const SetRentalOptionProductsSuccess = builder.objectRef<{ rentalOption: RentalOptionRow }>('SetRentalOptionProductsSuccess').implement({
  fields: (t) => ({ rentalOption: t.field({ type: RentalOptionRef, resolve: (p) => p.rentalOption as never }) }),
});

const DeleteRentalOptionSuccess = builder.objectRef<{ id: number }>('DeleteRentalOptionSuccess').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'Global id of the deleted rental product, for @deleteEdge.', resolve: (p) => encodeGlobalID('RentalOption', p.id) }) }),
});

const PricePreviewLineRef = builder.objectRef<BreakdownLine>('PricePreviewLine').implement({
  description: 'One part of a previewed price, as the shop\'s breakdown has it.',
  fields: (t) => ({
    label: t.string({ description: 'Norwegian, e.g. "3 døgn à 590,00 kr".', resolve: (l) => priceLineLabel(l) }),
    amount: t.field({ type: 'Money', description: 'Negative when a maximum lowered the price.', resolve: (l) => oreToDecimal(l.amount) }),
    unit: t.field({ type: PriceUnitEnum, resolve: (l) => l.unit }),
    count: t.exposeInt('count'),
    unitPrice: t.field({ type: 'Money', resolve: (l) => oreToDecimal(l.unitPrice) }),
  }),
});

const PricePreviewRowRef = builder.objectRef<PricePreviewRow>('PricePreviewRow').implement({
  description: 'The price of one item for `days` days for one customer type (private incl. VAT, business excl. VAT).',
  fields: (t) => ({
    days: t.exposeInt('days'),
    customerKind: t.field({ type: CustomerTypeEnum, resolve: (r) => r.customerKind }),
    total: t.field({ type: 'Money', resolve: (r) => oreToDecimal(r.quote.total) }),
    perDay: t.field({ type: 'Money', resolve: (r) => oreToDecimal(r.quote.perDay) }),
    vatIncluded: t.boolean({ resolve: (r) => r.quote.vatIncluded }),
    lines: t.field({ type: [PricePreviewLineRef], resolve: (r) => r.quote.breakdown }),
  }),
});

/** GraphQL input → service input: global ids decoded, GraphQL's "not given" (undefined) left out. */
function serviceFields(input: Record<string, unknown>) {
  const { categoryId, companyId, locationId, imageUploadId, tags, accountId: _a, id: _i, updatedAt: _u, acceptShortage: _s, ...rest } = input;
  const ref = (v: unknown, typename: string, field: string) => (v === undefined ? {} : { [field]: v === null ? null : dbId(v as never, typename, field) });
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...ref(categoryId, 'ProductCategory', 'categoryId'),
    ...ref(companyId, 'Company', 'companyId'),
    ...ref(locationId, 'Location', 'locationId'),
    ...ref(imageUploadId, 'Upload', 'imageUploadId'),
    ...(tags === undefined || tags === null
      ? {}
      : {
          tags: (tags as { tagId: never; value: string; highlight?: boolean | null }[]).map((row, i) => ({
            tagId: dbId(row.tagId, 'ProductTag', `tags.${i}.tagId`),
            value: row.value,
            highlight: row.highlight ?? false,
          })),
        }),
  };
}

/** Every rental-product write answers the same error types, so a screen handles them once. */
const RENTAL_OPTION_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError, InUseError];

builder.mutationFields((t) => ({
  createRentalOption: t.field({
    type: CreateRentalOptionSuccess,
    authScopes: { employee: true },
    errors: { types: RENTAL_OPTION_WRITE_ERRORS, union: { name: 'CreateRentalOptionResult' } },
    args: { input: t.arg({ type: CreateRentalOptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      rentalOption: await createRentalOption(ctx, { ...serviceFields(input), accountSlug: accountSlugOf(input.accountId) }),
    }),
  }),
  updateRentalOption: t.field({
    type: UpdateRentalOptionSuccess,
    authScopes: { employee: true },
    errors: { types: RENTAL_OPTION_WRITE_ERRORS, union: { name: 'UpdateRentalOptionResult' } },
    args: { input: t.arg({ type: UpdateRentalOptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      rentalOption: await updateRentalOption(ctx, { ...serviceFields(input), id: dbId(input.id, 'RentalOption', 'id')!, updatedAt: input.updatedAt, acceptShortage: input.acceptShortage ?? undefined }),
    }),
  }),
  deleteRentalOption: t.field({
    type: DeleteRentalOptionSuccess,
    authScopes: { employee: true },
    errors: { types: RENTAL_OPTION_WRITE_ERRORS, union: { name: 'DeleteRentalOptionResult' } },
    args: { input: t.arg({ type: DeleteRentalOptionInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteRentalOption(ctx, { id: dbId(input.id, 'RentalOption', 'id')! }),
  }),
  setRentalOptionProducts: t.field({
    type: SetRentalOptionProductsSuccess,
    authScopes: { employee: true },
    errors: { types: RENTAL_OPTION_WRITE_ERRORS, union: { name: 'SetRentalOptionProductsResult' } },
    args: { input: t.arg({ type: SetRentalOptionProductsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      rentalOption: await setRentalOptionProducts(ctx, {
        id: dbId(input.id, 'RentalOption', 'id')!,
        updatedAt: input.updatedAt,
        productIds: input.productIds.map((p, i) => dbId(p, 'Product', `productIds.${i}`)!),
        move: input.move ?? false,
        acceptShortage: input.acceptShortage ?? false,
      }),
    }),
  }),
}));

builder.queryField('rentalOptionPricePreview', (t) =>
  t.field({
    type: [PricePreviewRowRef],
    authScopes: { employee: true },
    description: 'Prices for 1, 3, 7 and 30 days, private and business, from unsaved price fields: the engine the shop prices with.',
    args: { input: t.arg({ type: PricePreviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await requireScope(ctx);
      const { pickupAt, ...fields } = input as Record<string, unknown> & { pickupAt?: Date | null };
      return pricePreview(fields, pickupAt ?? previewPickup(new Date()));
    },
  }),
);

/**
 * Legacy rental products (spec 3 sections 7-8): GET /rentaloptions, GET /rentaloption/{id}, GET /rentaloption/history,
 * POST /rentaloption/create, POST /rentaloption/update, DELETE /rentaloption/delete and GET /producttags. Legacy names
 * in, legacy names out, the same services as GraphQL (services/rentalOptionWrite.ts); the envelope carries the
 * spec's texts in `message`.
 */
import type { Hono } from 'hono';
import { oreToDecimal, toOre } from '../domain/money.ts';
import { MILEAGE_FIELDS, PRICE_FIELDS } from '../domain/rentalOption.ts';
import { tagDisplayValue } from '../domain/tags.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from '../services/context.ts';
import { InUseError, ValidationError, type FieldError } from '../services/errors.ts';
import { listProductTags } from '../services/reference.ts';
import { countRentalOptions, getRentalOption, listRentalOptions } from '../services/rentalOption.ts';
import { createRentalOption, deleteRentalOption, updateRentalOption } from '../services/rentalOptionWrite.ts';
import { assertMayChange, requireScope, writableScope } from '../services/scope.ts';
import { fail, jsonBody, listFilter, ok, paging, requiredRestId, restId, withLegacyFields, withRenamedFields } from './envelope.ts';
import { historyRoute } from './history.ts';

type Env = { Variables: { ctx: RequestContext } };

const snake = (s: string) => s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/** The list's query parameters (spec 3 §7) → its filters; OpenAPI documents the same names. */
export const RENTAL_OPTION_FILTER_PARAMS: Record<string, string> = {
  rentaloption_status: 'status',
  productcategory_id: 'categoryId',
  company_id: 'companyId',
  location_id: 'locationId',
  site_id: 'siteId',
  search: 'search',
  sort: 'sort',
  direction: 'direction',
};

/** Service field → legacy field of the rentaloption object. */
export const RENTAL_OPTION_LEGACY_NAMES: Record<string, string> = {
  title: 'rentaloption_title',
  description: 'rentaloption_description',
  titleEn: 'rentaloption_title_en',
  descriptionEn: 'rentaloption_description_en',
  status: 'rentaloption_status',
  acriss: 'rentaloption_acriss',
  image: 'rentaloption_image',
  imageUploadId: 'rentaloption_image_upload_id',
  imageAltText: 'rentaloption_image_alttext',
  imageAltTextEn: 'rentaloption_image_alttext_en',
  categoryId: 'productcategory_id',
  companyId: 'company_id',
  locationId: 'location_id',
  canBeRequestedFromOtherLocation: 'rentaloption_can_be_requested_from_other_location',
  isDigital: 'rentaloption_isdigital',
  samePricePrivateBusiness: 'rentaloption_same_price_private_business',
  nodailyprice: 'rentaloption_nodailyprice',
  maxAmount: 'rentaloption_max_amount',
  vatFactor: 'rentaloption_vatfactor',
  // pricePrivateDayMinimum → rentaloption_price_private_day_minimum, …
  ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, `rentaloption_${snake(f)}`])),
  mileageSameForBoth: 'rentaloption_mileage_same_for_both',
  ...Object.fromEntries(MILEAGE_FIELDS.map((f) => [f, `rentaloption_${snake(f)}`])),
  tags: 'rentaloption_product_tag_ids',
  id: 'rentaloption_id',
  updatedAt: 'rentaloption_updated_at',
};

const ID_FIELDS = new Set(['categoryId', 'companyId', 'locationId', 'imageUploadId']);
const INT_FIELDS = new Set(['maxAmount', ...MILEAGE_FIELDS]);

/** A service field path → the legacy one (`tags.0.tagId` → `rentaloption_product_tag_ids.0.tag_id`). */
function legacyField(path: string): string {
  const m = /^tags(?:\.(\d+)(?:\.(\w+))?)?$/.exec(path);
  if (m) return ['rentaloption_product_tag_ids', m[1], m[2] && snake(m[2])].filter(Boolean).join('.');
  return RENTAL_OPTION_LEGACY_NAMES[path] ?? path;
}

const withLegacyNames = <T>(work: () => Promise<T>): Promise<T> => withRenamedFields(legacyField, work);

/** A legacy id (restId); one that cannot be an id goes to `errors` under the service's `field`, and is undefined. */
function legacyId(value: unknown, legacy: string, field: string, errors: FieldError[]): number | null | undefined {
  try {
    return restId(value, legacy);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    errors.push(...err.fields.map((f) => ({ ...f, field })));
    return undefined;
  }
}

const TAGS_NOT_A_LIST = 'Må vere ei liste med tag_id, value og highlight.';

/**
 * The legacy object → the service's fields; only the keys present are passed on (absent = unchanged). What cannot be
 * read (an id, the tag list) is left out and named in `inputErrors`, for the service to refuse together with every
 * other bad field: one 422 names them all.
 */
function fromLegacy(body: Record<string, unknown>): Record<string, unknown> & { inputErrors: FieldError[] } {
  const out: Record<string, unknown> = {};
  const inputErrors: FieldError[] = [];
  for (const [field, legacy] of Object.entries(RENTAL_OPTION_LEGACY_NAMES)) {
    if (field === 'id' || field === 'updatedAt' || !(legacy in body)) continue;
    const v = body[legacy];
    if (ID_FIELDS.has(field)) {
      const id = legacyId(v, legacy, field, inputErrors);
      if (id !== undefined) out[field] = id;
    } else if (INT_FIELDS.has(field) && typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) out[field] = Number(v);
    else out[field] = v;
  }
  // GET gives an uploaded picture as both its path ("/uploads/2") and its id: sent back unchanged, that is the upload.
  if (typeof out.imageUploadId === 'number' && out.image === `/uploads/${out.imageUploadId}`) delete out.image;
  if ('tags' in out) {
    const rows = out.tags;
    if (!Array.isArray(rows)) {
      inputErrors.push({ field: 'tags', message: TAGS_NOT_A_LIST });
      delete out.tags;
    } else {
      out.tags = rows.map((row, i) => {
        const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
        return { tagId: legacyId(r.tag_id, `rentaloption_product_tag_ids.${i}.tag_id`, `tags.${i}.tagId`, inputErrors), value: r.value, highlight: r.highlight === undefined ? false : r.highlight };
      });
    }
  }
  return { ...out, inputErrors };
}

export const RENTAL_OPTION_INCLUDE = {
  category: true,
  company: { select: { id: true, name: true } },
  location: { select: { id: true, name: true, zip: true, city: true } },
  imageUpload: { select: { id: true, alt: true, width: true, height: true, variants: { select: { name: true, width: true, height: true, mime: true }, orderBy: { width: 'asc' as const } } } },
  tags: { orderBy: { position: 'asc' as const }, include: { tag: true } },
  products: { select: { productId: true }, orderBy: { productId: 'asc' as const } },
} satisfies Prisma.RentalOptionInclude;

type FullRentalOption = Prisma.RentalOptionGetPayload<{ include: typeof RENTAL_OPTION_INCLUDE }>;

const money = (v: Prisma.Decimal | null) => (v === null ? null : Number(v.toString()));

/** The staff's rentaloption object with legacy names (prices as numbers, 2 decimals). */
export function legacyRentalOption(r: FullRentalOption) {
  const row = r as unknown as Record<string, unknown>;
  const prices = Object.fromEntries(PRICE_FIELDS.map((f) => [RENTAL_OPTION_LEGACY_NAMES[f]!, money(row[f] as Prisma.Decimal | null)]));
  const mileage = Object.fromEntries(MILEAGE_FIELDS.map((f) => [RENTAL_OPTION_LEGACY_NAMES[f]!, row[f] ?? null]));
  const day = toOre(r.pricePrivateDay?.toString() ?? null);
  const u = r.imageUpload;
  return {
    rentaloption_id: r.id,
    rentaloption_title: r.title,
    rentaloption_slug: r.slug,
    rentaloption_description: r.description,
    rentaloption_title_en: r.titleEn,
    rentaloption_description_en: r.descriptionEn,
    rentaloption_status: r.status,
    rentaloption_acriss: r.acriss,
    rentaloption_image: u ? `/uploads/${u.id}` : r.image,
    rentaloption_image_upload_id: r.imageUploadId,
    rentaloption_image_upload: u
      ? {
          upload_id: u.id,
          upload_exists: true,
          upload_url: `/uploads/${u.id}`,
          upload_alt: u.alt,
          upload_resolution: u.width && u.height ? `${u.width}x${u.height}` : null,
          upload_variants: u.variants.map((v) => ({ ...v, url: `/uploads/${u.id}/${encodeURIComponent(v.name)}` })),
        }
      : null,
    rentaloption_image_alttext: r.imageAltText,
    rentaloption_image_alttext_en: r.imageAltTextEn,
    productcategory_id: r.categoryId,
    productcategory_title: r.category.title,
    productcategory_iscar: r.category.isCar,
    productcategory_require_transportation_between_locations: r.category.requireTransportationBetweenLocations,
    company_id: r.companyId,
    company_name: r.company?.name ?? null,
    location_id: r.locationId,
    location_name: r.location?.name ?? null,
    location_zip: r.location?.zip ?? null,
    location_city: r.location?.city ?? null,
    site_id: r.siteId,
    rentaloption_can_be_requested_from_other_location: r.canBeRequestedFromOtherLocation,
    rentaloption_isdigital: r.isDigital,
    rentaloption_same_price_private_business: r.samePricePrivateBusiness,
    rentaloption_nodailyprice: r.nodailyprice,
    rentaloption_max_amount: r.maxAmount,
    rentaloption_vatfactor: Number(r.vatFactor.toString()),
    ...prices,
    /** The list's "kr eks.mva.": the private day price (VAT included) less its VAT share. */
    rentaloption_price_private_day_ex_vat: day === null ? null : Number(oreToDecimal(Math.round(day * (1 - Number(r.vatFactor.toString()))))),
    rentaloption_mileage_same_for_both: r.mileageSameForBoth,
    ...mileage,
    rentaloption_product_ids: r.products.map((p) => p.productId),
    rentaloption_product_count: r.products.length,
    rentaloption_product_tag_ids: r.tags.map((t) => ({
      tag_id: t.tagId,
      value: t.value,
      highlight: t.highlight,
      producttag_title: t.tag.title,
      producttag_slug: t.tag.slug,
      producttag_metric: t.tag.metric,
      producttag_display_value: tagDisplayValue(t.tag.slug, t.tag.title, t.value, t.tag.metric),
    })),
    rentaloption_created_at: r.createdAt.toISOString(),
    rentaloption_updated_at: r.updatedAt.toISOString(),
  };
}


/**
 * The rental product's vehicles are set by their own write (setRentalOptionProducts: the class's lock, moves between
 * classes, the shortage it would cause), not by create or update. Sent back as they are (a read sent back whole), they
 * are fine; a different list is refused naming the field, never ignored as if saved.
 */
const PRODUCT_IDS_ELSEWHERE = 'Køyretøya i leieproduktet blir ikkje endra her. Bruk fana Køyretøy på leieproduktet i admin (GraphQL: setRentalOptionProducts).';

async function productIdsRefusal(ctx: RequestContext, body: Record<string, unknown>, id: number | null): Promise<FieldError[]> {
  const sent = body.rentaloption_product_ids;
  if (sent === undefined || sent === null) return [];
  // Only for a caller who may make this write: anyone else gets the write's own answer (401, 403, not found) first.
  const scope = await requireScope(ctx);
  if (id === null ? writableScope(scope, 'rentaloptions').accounts.length === 0 : await assertMayChange(ctx.db, scope, 'rentaloptions', 'rentalOption', id).then(() => false)) return [];
  const current = id === null ? [] : (await ctx.db.rentalOptionProduct.findMany({ where: { rentalOptionId: id }, select: { productId: true } })).map((p) => p.productId);
  const same = Array.isArray(sent) && sent.length === current.length && [...sent].map(Number).sort((a, b) => a - b).every((v, i) => v === [...current].sort((a, b) => a - b)[i]);
  return same ? [] : [{ field: 'rentaloption_product_ids', message: PRODUCT_IDS_ELSEWHERE }];
}

/**
 * Runs a write with the legacy names in its 422. A 422 for the vehicle list alone keeps the list's own text as its
 * message (the request is refused for that, not for a form field); with other fields it lists them all.
 */
async function withLegacyWriteNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await withLegacyNames(work);
  } catch (err) {
    if (err instanceof ValidationError && err.fields.length === 1 && err.fields[0]!.field === 'rentaloption_product_ids') {
      throw ValidationError.refusal('rentaloption_product_ids', PRODUCT_IDS_ELSEWHERE);
    }
    throw err;
  }
}

async function full(ctx: RequestContext, id: number) {
  return legacyRentalOption(await ctx.db.rentalOption.findUniqueOrThrow({ where: { id }, include: RENTAL_OPTION_INCLUDE }));
}

/** Registers the rental-product reads, writes and history, and the tag types, on the /api/v1 router. */
export function rentalOptionRoutes(api: Hono<Env>) {
  api.get('/rentaloptions', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const scope = await requireScope(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    const { filter, names } = listFilter(q, RENTAL_OPTION_FILTER_PARAMS);
    const [list, total] = await withLegacyFields(names, () =>
      Promise.all([
        listRentalOptions(ctx, scope, filter, { include: RENTAL_OPTION_INCLUDE, take: page.take, skip: page.skip }) as unknown as Promise<FullRentalOption[]>,
        countRentalOptions(ctx, scope, filter),
      ]),
    );
    return ok(c, list.map(legacyRentalOption), { limit: page.limit, page: page.page, total_count: total });
  });

  historyRoute(api, { path: '/rentaloption/history', param: 'rentaloption_id', scoped: 'rentalOption', entity: 'rentaloption', missing: 'Ingen leieprodukt', notFound: 'Fann ikkje leieproduktet.' });

  api.get('/rentaloption/:id{[0-9]+}', async (c) => {
    const ctx = c.get('ctx');
    const id = requiredRestId(c.req.param('id'), 'rentaloption_id');
    const scope = await requireScope(ctx);
    await getRentalOption(ctx, scope, id);
    return ok(c, await full(ctx, id));
  });

  api.post('/rentaloption/create', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const refused = await productIdsRefusal(ctx, body, null);
    const input = fromLegacy(body);
    const created = await withLegacyWriteNames(() => createRentalOption(ctx, { ...input, inputErrors: [...input.inputErrors, ...refused] }));
    return ok(c, await full(ctx, created.id), undefined, { message: 'Leieprodukt opprettet' });
  });

  api.post('/rentaloption/update', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const id = restId(body.rentaloption_id, 'rentaloption_id');
    if (id === null) return fail(c, 422, 'ValidationError', 'Ingen leieprodukt', { fields: [{ field: 'rentaloption_id', message: 'rentaloption_id må fyllast ut.' }] });
    const stamp = typeof body.rentaloption_updated_at === 'string' ? new Date(body.rentaloption_updated_at) : null;
    if (!stamp || Number.isNaN(stamp.getTime())) {
      const message = 'rentaloption_updated_at må fyllast ut: sist endra, slik leieproduktet vart lasta.';
      return fail(c, 422, 'ValidationError', message, { fields: [{ field: 'rentaloption_updated_at', message }] });
    }
    const refused = await productIdsRefusal(ctx, body, id);
    const input = fromLegacy(body);
    const updated = await withLegacyWriteNames(() =>
      updateRentalOption(ctx, { ...input, inputErrors: [...input.inputErrors, ...refused], id, updatedAt: stamp, acceptShortage: body.accept_shortage ?? undefined }),
    );
    return ok(c, await full(ctx, updated.id), undefined, { message: 'Endringene er lagret' });
  });

  api.delete('/rentaloption/delete', async (c) => {
    const ctx = c.get('ctx');
    const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : null;
    const id = restId(c.req.query('rentaloption_id') ?? body?.rentaloption_id, 'rentaloption_id');
    if (id === null) {
      return fail(c, 422, 'ValidationError', 'Ingen leieprodukt', { message: 'Det er ingen leieprodukt å slette.', fields: [{ field: 'rentaloption_id', message: 'Det er ingen leieprodukt å slette.' }] });
    }
    try {
      await withLegacyNames(() => deleteRentalOption(ctx, { id }));
    } catch (err) {
      // The spec's title for a refused delete; the error's own text says why.
      if (err instanceof InUseError) {
        const e = err;
        return fail(c, 409, 'InUse', e.message, { message: 'Kunne ikkje slette produktet', description: e.message, in_use: { bookings: e.counts.bookings, booking_numbers: e.bookingNumbers } });
      }
      throw err;
    }
    return ok(c, { rentaloption_id: id }, undefined, { message: 'Produkt sletta', description: 'Leieproduktet er sletta.' });
  });

  api.get('/producttags', async (c) => {
    const tags = await listProductTags(c.get('ctx'));
    return ok(
      c,
      tags.map((t) => ({
        producttag_id: t.id,
        producttag_title: t.title,
        producttag_slug: t.slug,
        producttag_metric: t.metric,
        producttag_value: t.value,
        producttag_highlight: t.highlight,
        producttag_display_value: t.value ? tagDisplayValue(t.slug, t.title, t.value, t.metric) : null,
      })),
    );
  });
}

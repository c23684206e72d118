/**
 * Legacy product paths (spec 3 sections 7 and 8): GET /products, GET /product/history, POST /product/create,
 * POST /product/update and DELETE /product/delete. Legacy names in, legacy names out (the wider product object), the
 * same services as GraphQL (services/product.ts, services/productWrite.ts); the envelope carries the spec's texts.
 */
import type { Hono } from 'hono';
import { normaliseFuel, PRODUCT_FIELDS } from '../domain/product.ts';
import { pkkDue } from '../domain/vehicleRegister.ts';
import type { RequestContext } from '../services/context.ts';
import { InUseError, ValidationError } from '../services/errors.ts';
import { countProducts, listProducts } from '../services/product.ts';
import { createProduct, deleteProduct, updateProduct } from '../services/productWrite.ts';
import { requireScope } from '../services/scope.ts';
import { fail, jsonBody, listFilter, ok, paging, restId, withLegacyFields } from './envelope.ts';
import { historyRoute } from './history.ts';

type Env = { Variables: { ctx: RequestContext } };

/** Service field → legacy field of the product object (spec 3 section 3; the monthly costs keep the legacy "montly"). */
export const PRODUCT_LEGACY_NAMES: Record<string, string> = {
  name: 'product_name',
  description: 'product_description',
  categoryId: 'product_category_id',
  status: 'product_status',
  isRentable: 'product_is_rentable',
  companyId: 'company_id',
  companyIdManager: 'company_id_manager',
  locationId: 'location_id',
  taxrate: 'product_taxrate',
  accountingProductNumber: 'accounting_product_number',
  licensePlate: 'product_license_plate',
  make: 'product_make',
  model: 'product_model',
  year: 'product_year',
  color: 'product_color',
  vin: 'product_vin',
  odometerKm: 'product_odometer_km',
  odometerAt: 'product_odometer_at',
  seatCapacity: 'product_seat_capacity',
  ownershipType: 'product_ownership_type',
  fuelType: 'product_fuel_type',
  driveshaft: 'product_driveshaft',
  transmission: 'product_transmission',
  acriss: 'product_acriss',
  co2EmissionsPerKm: 'product_co2_emissions_per_km',
  fuelTankLitre: 'product_fuel_tank_litre',
  // The ruling on "{hash}": the fuel consumption field.
  fuelConsumption: 'product_fuel_consumption',
  rangeKm: 'product_range_km',
  engineHp: 'product_engine_hp',
  engineVolumeCm3: 'product_engine_volume_cm3',
  trailerHitchCapacityKg: 'product_trailer_hitch_capacity_kg',
  storageCapacityLitre: 'product_storage_capacity_litre',
  storageCapacityM3: 'product_storage_capacity_m3',
  vanType: 'product_van_type',
  licenceClass: 'product_licence_class',
  lastPkkAt: 'product_last_pkk_at',
  nextPkkAt: 'product_next_pkk_at',
  isValidRentalcar: 'product_is_valid_rentalcar',
  isValidRentalcarCheckedAt: 'product_is_valid_rentalcar_checked_at',
  valuation: 'product_valuation',
  valuationAt: 'product_valuation_at',
  monthlyCostOwnership: 'product_montly_cost_ownership',
  monthlyCostInsurance: 'product_montly_cost_insurance',
  monthlyCostTireHotell: 'product_montly_cost_tire_hotell',
  monthlyCostMaintenance: 'product_montly_cost_maintenance',
  monthlyCostOther: 'product_montly_cost_other',
  monthlyCostDepreciation: 'product_montly_cost_depreciation',
  id: 'product_id',
  updatedAt: 'product_updated_at',
};

/** Also accepted on input: the spelling without the legacy typo, and the category under its own object's name. */
const INPUT_ALIASES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PRODUCT_LEGACY_NAMES).filter(([, l]) => l.startsWith('product_montly_')).map(([f, l]) => [l.replace('montly', 'monthly'), f])),
  productcategory_id: 'categoryId',
};

/** List filters: legacy query name → the list's filter (OpenAPI documents the same names). */
export const PRODUCT_FILTER_PARAMS: Record<string, string> = {
  product_status: 'status',
  product_make: 'make',
  product_ownership_type: 'ownershipType',
  company_id: 'companyId',
  location_id: 'locationId',
  site_id: 'siteId',
  product_category_id: 'categoryId',
  productcategory_id: 'categoryId',
  search: 'search',
  sort: 'sort',
  direction: 'direction',
};

type Dec = { toString(): string } | null | undefined;
const num = (d: Dec) => (d === null || d === undefined ? null : Number(d.toString()));
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const DECIMAL_FIELDS = new Set([
  'taxrate', 'co2EmissionsPerKm', 'fuelTankLitre', 'fuelConsumption', 'storageCapacityLitre', 'storageCapacityM3', 'valuation',
  'monthlyCostOwnership', 'monthlyCostInsurance', 'monthlyCostTireHotell', 'monthlyCostMaintenance', 'monthlyCostOther', 'monthlyCostDepreciation',
]);

type ProductRow = Record<string, unknown> & {
  id: number;
  siteId: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: number | null;
  nextPkkAt: Date | null;
  category?: { title: string; isCar: boolean } | null;
  company?: { name: string } | null;
  companyManager?: { name: string } | null;
  location?: { name: string; zip: string; city: string } | null;
};

/** The wider product object in legacy names (fuel as stored: petrol+electric). */
export function legacyProduct(p: ProductRow) {
  const out: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS) {
    const v = p[f];
    out[PRODUCT_LEGACY_NAMES[f]!] = v instanceof Date ? iso(v) : DECIMAL_FIELDS.has(f) ? num(v as Dec) : f === 'fuelType' && typeof v === 'string' ? normaliseFuel(v) : (v ?? null);
  }
  return {
    product_id: p.id,
    ...out,
    product_author_id: p.authorId,
    product_created_at: iso(p.createdAt),
    product_updated_at: iso(p.updatedAt),
    product_next_pkk_due: pkkDue(p.nextPkkAt, new Date()),
    productcategory_title: p.category?.title ?? null,
    productcategory_iscar: p.category?.isCar ?? null,
    company_name: p.company?.name ?? null,
    company_manager_name: p.companyManager?.name ?? null,
    location_name: p.location?.name ?? null,
    location_zip: p.location?.zip ?? null,
    location_city: p.location?.city ?? null,
    site_id: p.siteId,
  };
}

const PRODUCT_INCLUDE = {
  category: { select: { title: true, isCar: true } },
  company: { select: { name: true } },
  companyManager: { select: { name: true } },
  location: { select: { name: true, zip: true, city: true } },
};

/** The legacy object → the service's fields; only the keys present are passed on (absent = unchanged). */
function fromLegacy(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, legacy] of Object.entries(PRODUCT_LEGACY_NAMES)) {
    if (field === 'id' || field === 'updatedAt') continue;
    if (legacy in body) out[field] = body[legacy];
  }
  for (const [alias, field] of Object.entries(INPUT_ALIASES)) if (alias in body && !(field in out)) out[field] = body[alias];
  return out;
}

/** Service field → the legacy name a write's 422 gives: the object's name, or the accepted alias when that was sent. */
function writeNamesOf(body: Record<string, unknown>): Record<string, string> {
  const names = { ...PRODUCT_LEGACY_NAMES };
  for (const [alias, field] of Object.entries(INPUT_ALIASES)) if (alias in body && !(PRODUCT_LEGACY_NAMES[field]! in body)) names[field] = alias;
  return names;
}


const SAVED = 'Endringene er lagret';

/** Registers the product list, writes and history on the /api/v1 router. */
export function productRoutes(api: Hono<Env>) {
  api.get('/products', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const scope = await requireScope(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    // Known filters are mapped; other query parameters are ignored.
    const { filter, names } = listFilter(q, PRODUCT_FILTER_PARAMS);
    const [rows, total] = await withLegacyFields(names, () =>
      Promise.all([
        listProducts<ProductRow>(ctx, scope, filter, { include: PRODUCT_INCLUDE, take: page.take, skip: page.skip }),
        countProducts(ctx, scope, filter),
      ]),
    );
    return ok(c, rows.map(legacyProduct), { limit: page.limit, page: page.page, total_count: total });
  });

  api.post('/product/create', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const created = await withLegacyFields(writeNamesOf(body), () => createProduct(ctx, fromLegacy(body)));
    const full = await ctx.db.product.findUniqueOrThrow({ where: { id: created.id }, include: PRODUCT_INCLUDE });
    return ok(c, legacyProduct(full as unknown as ProductRow), undefined, { message: SAVED, description: 'Produktet er oppretta.' });
  });

  api.post('/product/update', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const id = restId(body.product_id, 'product_id');
    if (id === null) return fail(c, 422, 'ValidationError', 'Ingen produkt', { fields: [{ field: 'product_id', message: 'product_id må fyllast ut.' }] });
    const stamp = typeof body.product_updated_at === 'string' ? new Date(body.product_updated_at) : null;
    if (!stamp || Number.isNaN(stamp.getTime())) {
      const message = 'product_updated_at må fyllast ut: sist endra, slik produktet vart lasta.';
      return fail(c, 422, 'ValidationError', message, { fields: [{ field: 'product_updated_at', message }] });
    }
    const updated = await withLegacyFields(writeNamesOf(body), () => updateProduct(ctx, { ...fromLegacy(body), id, updatedAt: stamp, acceptShortage: body.accept_shortage ?? undefined }));
    const full = await ctx.db.product.findUniqueOrThrow({ where: { id: updated.id }, include: PRODUCT_INCLUDE });
    return ok(c, legacyProduct(full as unknown as ProductRow), undefined, { message: SAVED, description: 'Endringa er lagra.' });
  });

  api.delete('/product/delete', async (c) => {
    const ctx = c.get('ctx');
    const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : null;
    const id = restId(c.req.query('product_id') ?? body?.product_id, 'product_id');
    if (id === null) {
      return fail(c, 422, 'ValidationError', 'Ingen produkt', { message: 'Det er ingen produkt å slette.', fields: [{ field: 'product_id', message: 'Det er ingen produkt å slette.' }] });
    }
    try {
      await withLegacyFields(PRODUCT_LEGACY_NAMES, () => deleteProduct(ctx, { id }));
    } catch (err) {
      if (!(err instanceof InUseError)) throw err;
      return fail(c, 409, 'InUse', err.message, {
        message: 'Kunne ikkje slette produktet',
        description: err.message,
        in_use: { bookings: err.counts.bookings, booking_numbers: err.bookingNumbers },
      });
    }
    return ok(c, { product_id: id }, undefined, { message: 'Produkt sletta', description: 'Produktet er sletta.' });
  });

  historyRoute(api, { path: '/product/history', param: 'product_id', scoped: 'product', entity: 'product', missing: 'Ingen produkt', notFound: 'Fann ikkje produktet.' });
}

/**
 * Legacy location writes and history (spec 2 section 7): POST /location/create, POST /location/update,
 * DELETE /location/delete and GET /location/history. Legacy names in, legacy names out, the same services as
 * GraphQL (services/locationWrite.ts); the envelope carries the spec's texts in `message`.
 */
import type { Hono } from 'hono';
import type { OpeningDay } from '../domain/location.ts';
import { WEEKDAYS } from '../domain/time.ts';
import type { RequestContext } from '../services/context.ts';
import { InUseError, type FieldError } from '../services/errors.ts';
import { createLocation, deleteLocation, updateLocation } from '../services/locationWrite.ts';
import { fail, jsonBody, ok, restId, withRenamedFields } from './envelope.ts';
import { isDbId } from '../domain/lists.ts';
import { historyRoute } from './history.ts';
import { staffLocation } from './legacy.ts';

type Env = { Variables: { ctx: RequestContext } };

/** The staff list's query parameters → its filters (OpenAPI documents the same names; visitors get none). */
export const LOCATION_FILTER_PARAMS: Record<string, string> = {
  location_status: 'status',
  region: 'region',
  company_id: 'companyId',
  location_id: 'locationId',
  site_id: 'siteId',
  search: 'search',
  // Sort names from the same constants as GraphQL's LocationSort (legacy spelling accepted: distance_from_company_km).
  sort: 'sort',
  direction: 'direction',
};

/** Service field → legacy field of the location object. */
export const LOCATION_LEGACY_NAMES: Record<string, string> = {
  name: 'location_name',
  status: 'location_status',
  order: 'location_order',
  address1: 'location_address1',
  address2: 'location_address2',
  zip: 'location_zip',
  city: 'location_city',
  region: 'location_region',
  regionCode: 'location_region_code',
  country: 'location_country',
  aliases: 'location_aliases',
  airportCode: 'location_airport_code',
  description: 'location_description',
  cost: 'location_cost',
  transportFactor: 'location_transport_factor',
  distanceFromCompanyKm: 'location_distance_from_company_km',
  distanceFromCompanyMin: 'location_distance_from_company_min',
  maxDeliveryKm: 'location_max_delivery_km',
  gpsLat: 'location_gps_lat',
  gpsLong: 'location_gps_long',
  publicEmail: 'location_public_email',
  publicPhone: 'location_public_phone',
  privateContactName: 'location_private_contact_name',
  privateEmail: 'location_private_email',
  privatePhone: 'location_private_phone',
  internalNote: 'location_internal_note',
  externalNote: 'location_external_note',
  deliveryPrepTimeHours: 'location_delivery_prep_time_hours',
  companyId: 'company_id',
  id: 'location_id',
  updatedAt: 'location_updated_at',
};

const HOURS_LEGACY: Record<string, string> = { weekday: 'day', opens: 'open', closes: 'close', closed: 'day' };

/** A service field path → the legacy one (`openingHours.pickup.0.closes` → `location_openinghours_pickup.0.close`, `aliases.1` → `location_aliases.1`). */
function legacyField(path: string): string {
  const m = /^openingHours\.(pickup|dropoff|employees)(?:\.(\d+)(?:\.(\w+))?)?$/.exec(path);
  if (m) return [`location_openinghours_${m[1]}`, m[2], m[3] && (HOURS_LEGACY[m[3]] ?? m[3])].filter(Boolean).join('.');
  // A list's element keeps its index under the legacy name (`aliases.1` → `location_aliases.1`).
  const [head, ...rest] = path.split('.');
  const legacy = LOCATION_LEGACY_NAMES[head!];
  return legacy ? [legacy, ...rest].join('.') : path;
}

const withLegacyNames = <T>(work: () => Promise<T>): Promise<T> => withRenamedFields(legacyField, work);

/** One legacy opening-hours list's refusal messages (under `location_openinghours_<kind>`, or its entry's `.N.day`). */
const HOURS_MESSAGES = {
  notList: 'Må vere ei liste med day, open og close.',
  tooMany: 'Høgst sju dagar.',
  day: 'Ukjend vekedag: bruk monday … sunday.',
};

/**
 * One legacy opening-hours list `[{ day, open, close }]` → the week of the form (days left out are closed). What it
 * cannot read goes to `errors` under the service's field (`openingHours.pickup`, `openingHours.pickup.0.weekday`);
 * the rest of the list is still passed on, so the schema checks its times in the same answer.
 */
function legacyHours(value: unknown, kind: string, errors: FieldError[]): OpeningDay[] | undefined {
  const field = `openingHours.${kind}`;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    errors.push({ field, message: HOURS_MESSAGES.notList });
    return undefined;
  }
  if (value.length > 7) errors.push({ field, message: HOURS_MESSAGES.tooMany });
  return value.map((entry, i) => {
    const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const day = typeof e.day === 'string' ? (WEEKDAYS as readonly string[]).indexOf(e.day.toLowerCase()) + 1 : typeof e.day === 'number' ? e.day : 0;
    if (!Number.isInteger(day) || day < 1 || day > 7) errors.push({ field: `${field}.${i}.weekday`, message: HOURS_MESSAGES.day });
    const closed = e.closed === true || ((e.open === null || e.open === undefined || e.open === '') && (e.close === null || e.close === undefined || e.close === ''));
    return { weekday: day, closed, opens: (e.open as string | null | undefined) ?? null, closes: (e.close as string | null | undefined) ?? null };
  });
}

/**
 * The legacy object → the service's fields; only the keys present are passed on (absent = unchanged). What cannot be
 * read (an id no row can have, an opening-hours list that is not one) is in `inputErrors`, for the service to refuse
 * together with every other bad field: one 422 names them all.
 */
function fromLegacy(body: Record<string, unknown>): Record<string, unknown> & { inputErrors: FieldError[] } {
  const out: Record<string, unknown> = {};
  const inputErrors: FieldError[] = [];
  for (const [field, legacy] of Object.entries(LOCATION_LEGACY_NAMES)) {
    if (field === 'id' || field === 'updatedAt') continue;
    if (legacy in body) out[field] = body[legacy];
  }
  if (typeof out.companyId === 'string' && /^\d+$/.test(out.companyId)) out.companyId = Number(out.companyId);
  if (typeof out.distanceFromCompanyMin === 'string' && /^\d+$/.test(out.distanceFromCompanyMin)) out.distanceFromCompanyMin = Number(out.distanceFromCompanyMin);
  if (typeof out.order === 'string' && /^\d+$/.test(out.order)) out.order = Number(out.order);
  if (typeof out.companyId === 'number' && !isDbId(out.companyId)) {
    inputErrors.push({ field: 'companyId', message: 'Ugyldig id.' });
    delete out.companyId;
  }
  const hours: Record<string, OpeningDay[]> = {};
  for (const kind of ['pickup', 'dropoff', 'employees'] as const) {
    const list = legacyHours(body[`location_openinghours_${kind}`], kind, inputErrors);
    if (list) hours[kind] = list;
  }
  if (Object.keys(hours).length) out.openingHours = hours;
  return { ...out, inputErrors };
}

const LOCATION_INCLUDE = { openingHours: { orderBy: [{ kind: 'asc' as const }, { day: 'asc' as const }] }, company: true, media: true };


/** Registers the location writes and history on the /api/v1 router. */
export function locationWriteRoutes(api: Hono<Env>) {
  api.post('/location/create', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const created = await withLegacyNames(() => createLocation(ctx, fromLegacy(body)));
    const full = await ctx.db.location.findUniqueOrThrow({ where: { id: created.id }, include: LOCATION_INCLUDE });
    return ok(c, staffLocation(full), undefined, { message: 'Lokasjon opprettet' });
  });

  api.post('/location/update', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const id = restId(body.location_id, 'location_id');
    if (id === null) return fail(c, 422, 'ValidationError', 'Ingen lokasjon', { fields: [{ field: 'location_id', message: 'location_id må fyllast ut.' }] });
    const stamp = typeof body.location_updated_at === 'string' ? new Date(body.location_updated_at) : null;
    if (!stamp || Number.isNaN(stamp.getTime())) {
      return fail(c, 422, 'ValidationError', 'location_updated_at må fyllast ut: sist endra, slik lokasjonen vart lasta.', {
        fields: [{ field: 'location_updated_at', message: 'location_updated_at må fyllast ut: sist endra, slik lokasjonen vart lasta.' }],
      });
    }
    const updated = await withLegacyNames(() => updateLocation(ctx, { ...fromLegacy(body), id, updatedAt: stamp }));
    const full = await ctx.db.location.findUniqueOrThrow({ where: { id: updated.id }, include: LOCATION_INCLUDE });
    return ok(c, staffLocation(full), undefined, { message: 'Endret', description: 'Endringen er lagret.' });
  });

  api.delete('/location/delete', async (c) => {
    const ctx = c.get('ctx');
    const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : null;
    const id = restId(c.req.query('location_id') ?? body?.location_id, 'location_id');
    if (id === null) {
      return fail(c, 422, 'ValidationError', 'Ingen lokasjon', { message: 'Det er ingen lokasjon å slette.', fields: [{ field: 'location_id', message: 'Det er ingen lokasjon å slette.' }] });
    }
    try {
      await withLegacyNames(() => deleteLocation(ctx, { id }));
    } catch (err) {
      // The spec's title for a refused delete (spec 2, error catalogue), as product and rental-product deletes carry
      // theirs; the error's own text says why and what to do.
      if (err instanceof InUseError) {
        const inUse = { bookings: err.counts.bookings, products: err.counts.products, rentaloptions: err.counts.rentalOptions, members: err.counts.members, booking_numbers: err.bookingNumbers };
        return fail(c, 409, 'InUse', err.message, { message: 'Kunne ikkje slette lokasjonen', description: err.message, in_use: inUse });
      }
      throw err;
    }
    return ok(c, { location_id: id }, undefined, { message: 'Slettet', description: 'Lokasjonen er slettet.' });
  });

  historyRoute(api, { path: '/location/history', param: 'location_id', scoped: 'location', entity: 'location', missing: 'Ingen lokasjon', notFound: 'Fann ikkje lokasjonen.' });
}


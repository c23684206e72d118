/** Locations: the scoped staff list and single reads, and the public list for the booking wizard. */
import { z } from 'zod';
import { LOCATION_DEFAULT_ORDER, LOCATION_SORT_FIELDS } from '../domain/lists.ts';
import type { Location, Prisma } from '../generated/prisma/client.ts';
import { LocationStatus } from '../generated/prisma/enums.ts';
import { equalsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { NotFoundError } from './errors.ts';
import { idSearch, optionalFilterText, optionalId } from './lists.ts';
import { containsText } from './match.ts';
import { defineList } from './listQuery.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

const locationFilters = {
  status: z.enum(LocationStatus, { error: 'Ukjend status.' }).optional(),
  region: optionalFilterText,
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
};

export { LOCATION_SORT_FIELDS };

/** The staff list of locations: status, region, company, location and site filters; search on the row's words (number, name, address, owner). */
export const locationList = defineList<Prisma.LocationWhereInput, typeof locationFilters, (typeof LOCATION_SORT_FIELDS)[number], Location>(
  {
    filters: locationFilters,
    scope: scopeWhere.location,
    where: (f) => [
      f.status && { status: f.status },
      f.region && { region: equalsText(f.region) },
      f.companyId && { companyId: f.companyId },
      f.locationId && { id: f.locationId },
      f.siteId && { siteId: f.siteId },
    ],
    searchFields: ['name', 'city', 'region', 'address1', 'zip'],
    // The row's other words: its number, and its owner (spec 2: a substring of the row's text).
    searchWord: (w) => [idSearch(w), { company: { name: containsText(w) } }],
    sortFields: LOCATION_SORT_FIELDS,
    ...LOCATION_DEFAULT_ORDER,
  },
  (db) => db.location,
);

/** Staff list of locations; `query` is Pothos' include/pagination (or the REST adapter's take/skip). */
export const listLocations = locationList.list;
export const countLocations = locationList.count;

/** One location in scope, with its opening hours; outside the scope it is not found. */
export async function getLocation(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'location', id);
  return ctx.db.location.findUniqueOrThrow({
    where: { id },
    include: { openingHours: { orderBy: [{ kind: 'asc' }, { day: 'asc' }] }, company: true },
  });
}

/** What a visitor may see of the locations. */
const PUBLIC_LOCATIONS = { status: 'public' } as const satisfies Prisma.LocationWhereInput;

/** Published locations for the public booking wizard, in the staff's chosen order. */
export function listPublicLocations(ctx: RequestContext, query: object = {}) {
  return ctx.db.location.findMany({ ...query, where: PUBLIC_LOCATIONS, orderBy: [{ order: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
}

/** How many locations `listPublicLocations` lists in all (REST's `total_count`). */
export function countPublicLocations(ctx: RequestContext) {
  return ctx.db.location.count({ where: PUBLIC_LOCATIONS });
}

/** One published location, or not found. */
export async function getPublicLocation(ctx: RequestContext, id: number) {
  const location = await ctx.db.location.findFirst({ where: { id, status: 'public' }, include: { openingHours: true } });
  if (!location) throw new NotFoundError('Fann ikkje lokasjonen.');
  return location;
}

/**
 * Where a booking made or changed in `scope` may be returned: the scope's own places, and every published place of the
 * scope's sites (another company's too), as the shop offers them and as updateBooking and createStaffBooking accept
 * them. A network account's own places are all places already. updateBooking's place check (bookingWrite.ts) holds
 * the same rule for a loaded place; change both together.
 */
export function returnPlacesWhere(scope: Scope): Prisma.LocationWhereInput {
  const own = scopeWhere.location(scope);
  // No condition means every place (a network account); inside an OR, Prisma reads `{}` as matching none.
  if (Object.keys(own).length === 0) return own;
  const sites = scope.accounts.map((a) => a.siteId).filter((id): id is number => id !== null);
  return { OR: [own, { status: 'public', siteId: { in: sites } }] };
}

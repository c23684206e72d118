/** Locations: the scoped staff list and single reads, and the public list for the booking wizard. */
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { LocationStatus } from '../generated/prisma/enums.ts';
import { containsText, equalsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { NotFoundError, parseInput } from './errors.ts';
import { optionalFilterText, optionalId, optionalSearch, orderWithTiebreak, SORT_DIRECTIONS, type RawFilter } from './lists.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

export const LOCATION_SORT_FIELDS = ['id', 'status', 'name', 'region', 'city', 'cost', 'distanceFromCompanyKm', 'distanceFromCompanyMin', 'updatedAt', 'order'] as const;

export const locationFilterSchema = z.object({
  status: z.enum(LocationStatus, { error: 'Ukjend status.' }).optional(),
  region: optionalFilterText,
  companyId: optionalId,
  locationId: optionalId,
  siteId: optionalId,
  search: optionalSearch,
  sort: z.enum(LOCATION_SORT_FIELDS, { error: 'Ukjend sortering.' }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
});

/** The Prisma query for a staff list of locations in scope with the documented filters. */
export function locationListArgs(scope: Scope, filter: RawFilter) {
  const f = parseInput(locationFilterSchema, filter);
  const where: Prisma.LocationWhereInput = {
    AND: [
      scopeWhere.location(scope),
      f.status ? { status: f.status } : {},
      f.region ? { region: equalsText(f.region) } : {},
      f.companyId ? { companyId: f.companyId } : {},
      f.locationId ? { id: f.locationId } : {},
      f.siteId ? { siteId: f.siteId } : {},
      f.search
        ? {
            OR: [
              { name: containsText(f.search) },
              { city: containsText(f.search) },
              { region: containsText(f.search) },
              { address1: containsText(f.search) },
              { zip: containsText(f.search) },
            ],
          }
        : {},
    ],
  };
  return { where, orderBy: orderWithTiebreak(f.sort, f.direction, 'order') as Prisma.LocationOrderByWithRelationInput[] };
}

/** Staff list of locations; `query` is Pothos' include/pagination (or the REST adapter's take/skip). */
export function listLocations(ctx: RequestContext, scope: Scope, filter: RawFilter, query: object = {}) {
  return ctx.db.location.findMany({ ...query, ...locationListArgs(scope, filter) });
}

export function countLocations(ctx: RequestContext, scope: Scope, filter: RawFilter) {
  return ctx.db.location.count({ where: locationListArgs(scope, filter).where });
}

/** One location in scope, with its opening hours; outside the scope it is not found. */
export async function getLocation(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'location', id);
  return ctx.db.location.findUniqueOrThrow({
    where: { id },
    include: { openingHours: { orderBy: [{ kind: 'asc' }, { day: 'asc' }] }, company: true },
  });
}

/** Published locations for the public booking wizard, in the staff's chosen order. */
export function listPublicLocations(ctx: RequestContext, query: object = {}) {
  return ctx.db.location.findMany({ ...query, where: { status: 'public' }, orderBy: [{ order: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
}

/** One published location, or not found. */
export async function getPublicLocation(ctx: RequestContext, id: number) {
  const location = await ctx.db.location.findFirst({ where: { id, status: 'public' }, include: { openingHours: true } });
  if (!location) throw new NotFoundError('Fann ikkje lokasjonen.');
  return location;
}

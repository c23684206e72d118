/** Reference lists everyone may read: countries, product categories, product tags, ACRISS letters. */
import { byNorwegianName, COUNTRY_DEFAULT_ORDER, COUNTRY_SORT_FIELDS } from '../domain/lists.ts';
import type { Country, Prisma } from '../generated/prisma/client.ts';
import type { AcrissPosition } from '../generated/prisma/enums.ts';
import type { RequestContext } from './context.ts';
import { defineList } from './listQuery.ts';

/**
 * Countries by Norwegian name, for everyone. A search matches the name (substring) or is exactly the ISO code or the
 * flag code; the page and its count read the same `where`.
 */
export const countryList = defineList<Prisma.CountryWhereInput, {}, (typeof COUNTRY_SORT_FIELDS)[number], Country>(
  {
    filters: {},
    searchFields: ['name'],
    search: (s) => [{ code: { equals: s.toUpperCase() } }, { flagCode: { equals: s.toLowerCase() } }],
    sortFields: COUNTRY_SORT_FIELDS,
    ...COUNTRY_DEFAULT_ORDER,
  },
  (db) => db.country,
);

export function listCountries(ctx: RequestContext, search: string | null | undefined, query: object = {}) {
  return countryList.list(ctx, null, { search: search ?? undefined }, query);
}

/**
 * Every country in Norwegian alphabetical order (Æ, Ø, Å last), for choice lists. Sorted here, not by the database,
 * whose collation may be byte order (C), which puts "Åland" before "Øst-Timor".
 */
export async function listAllCountries(ctx: RequestContext, query: object = {}) {
  const countries = await listCountries(ctx, undefined, query);
  return countries.sort(byNorwegianName((c) => c.name));
}

export function countCountries(ctx: RequestContext, search: string | null | undefined) {
  return countryList.count(ctx, null, { search: search ?? undefined });
}

export function listProductCategories(ctx: RequestContext, query: object = {}) {
  return ctx.db.productCategory.findMany({ ...query, orderBy: { id: 'asc' } });
}

export function listProductTags(ctx: RequestContext, query: object = {}) {
  return ctx.db.productTag.findMany({ ...query, orderBy: { id: 'asc' } });
}

export function listAcrissLetters(ctx: RequestContext, position: AcrissPosition | undefined, query: object = {}) {
  return ctx.db.acrissLetter.findMany({ ...query, where: position ? { position } : {}, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

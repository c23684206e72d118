/** Reference lists everyone may read: countries, product categories, product tags, ACRISS letters. */
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { AcrissPosition } from '../generated/prisma/enums.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { optionalSearch } from './lists.ts';

const countrySearchSchema = z.object({ search: optionalSearch });

/** The countries matching a search (name contains it, or it is the ISO code), or all. */
function countryWhere(search: string | undefined): Prisma.CountryWhereInput {
  const s = parseInput(countrySearchSchema, { search: search ?? undefined }).search;
  return s ? { OR: [{ name: containsText(s) }, { code: { equals: s.toUpperCase() } }, { flagCode: { equals: s.toLowerCase() } }] } : {};
}

/** Countries by Norwegian name; `search` matches name or code. */
export function listCountries(ctx: RequestContext, search: string | undefined, query: object = {}) {
  return ctx.db.country.findMany({ ...query, where: countryWhere(search), orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function countCountries(ctx: RequestContext, search: string | undefined) {
  return ctx.db.country.count({ where: countryWhere(search) });
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

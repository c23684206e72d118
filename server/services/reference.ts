/** Reference lists everyone may read: countries, product categories, product tags, ACRISS letters. */
import type { Prisma } from '../generated/prisma/client.ts';
import type { AcrissPosition } from '../generated/prisma/enums.ts';
import type { RequestContext } from './context.ts';

/** Countries by Norwegian name; `search` matches name or code. */
export function listCountries(ctx: RequestContext, search: string | undefined, query: object = {}) {
  const s = search?.trim();
  const where: Prisma.CountryWhereInput = s
    ? { OR: [{ name: { contains: s, mode: 'insensitive' } }, { code: { equals: s.toUpperCase() } }, { flagCode: { equals: s.toLowerCase() } }] }
    : {};
  return ctx.db.country.findMany({ ...query, where, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function countCountries(ctx: RequestContext, search: string | undefined) {
  const s = search?.trim();
  return ctx.db.country.count({ where: s ? { OR: [{ name: { contains: s, mode: 'insensitive' } }, { code: { equals: s.toUpperCase() } }] } : {} });
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

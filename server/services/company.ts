/** Rental companies (the account tree) as staff see them, and the public site settings. */
import { COMPANY_DEFAULT_ORDER, COMPANY_SORT_FIELDS } from '../domain/lists.ts';
import type { Company, Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { defineList } from './listQuery.ts';
import type { RawFilter } from './lists.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

/** Companies in scope, by name; search on name and organisation number. */
/**
 * The rental companies in a scope: the owners staff choose (locations, vehicles, rental products), the booking list's
 * "Firma" filter and GET /api/v1/companies. A partner's company (made with its API key) is not one: it owns nothing
 * and no booking belongs to it, so it is left out (partners have the list's "Partnar" filter).
 */
export const companyList = defineList<Prisma.CompanyWhereInput, {}, (typeof COMPANY_SORT_FIELDS)[number], Company>(
  { filters: {}, scope: scopeWhere.company, where: () => [{ partner: false }], searchFields: ['name', 'orgnr'], sortFields: COMPANY_SORT_FIELDS, ...COMPANY_DEFAULT_ORDER },
  (db) => db.company,
);

export function listCompanies(ctx: RequestContext, scope: Scope, query: object = {}, filter: RawFilter = {}) {
  return companyList.list(ctx, scope, filter, query);
}

/** Companies that own a published location: what visitors may know. */
export function listPublicCompanies(ctx: RequestContext) {
  return ctx.db.company.findMany({ where: { locations: { some: { status: 'public' } } }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function countCompanies(ctx: RequestContext, scope: Scope, filter: RawFilter = {}) {
  return companyList.count(ctx, scope, filter);
}

export async function getCompany(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'company', id);
  return ctx.db.company.findUniqueOrThrow({ where: { id } });
}

/** The site whose settings the public pages show (the product serves one brand per installation). */
export function getPublicSite(ctx: RequestContext, query: object = {}) {
  return ctx.db.site.findFirst({ ...query, orderBy: { id: 'asc' } });
}

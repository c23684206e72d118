/** Rental companies (the account tree) as staff see them, and the public site settings. */
import type { RequestContext } from './context.ts';
import { assertVisible, scopeWhere, type Scope } from './scope.ts';

/** Companies in scope, by name. */
export function listCompanies(ctx: RequestContext, scope: Scope, query: object = {}) {
  return ctx.db.company.findMany({ ...query, where: scopeWhere.company(scope), orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Companies that own a published location: what visitors may know. */
export function listPublicCompanies(ctx: RequestContext) {
  return ctx.db.company.findMany({ where: { locations: { some: { status: 'public' } } }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function countCompanies(ctx: RequestContext, scope: Scope) {
  return ctx.db.company.count({ where: scopeWhere.company(scope) });
}

export async function getCompany(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'company', id);
  return ctx.db.company.findUniqueOrThrow({ where: { id } });
}

/** The site whose settings the public pages show (the product serves one brand per installation). */
export function getPublicSite(ctx: RequestContext, query: object = {}) {
  return ctx.db.site.findFirst({ ...query, orderBy: { id: 'asc' } });
}

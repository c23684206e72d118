/** The spec's business-customer path has no slash: /admin/{slug}/bedrift{companyId} (its last segment). */
export const COMPANY_SEGMENT = /^bedrift(\d{1,9})$/;

/** A person's page (/admin/{slug}/kunder/{id}) or a business customer's (/admin/{slug}/bedrift{id}) in that account. */
export function isCustomerPage(path: string, slug: string): boolean {
  const account = `/admin/${slug}/`;
  const rest = path.slice(account.length);
  return path.startsWith(account) && (/^kunder\/\d{1,9}$/.test(rest) || COMPANY_SEGMENT.test(rest));
}

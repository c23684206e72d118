/** A person's page (/admin/{slug}/kunder/{id}) or a business customer's (/admin/{slug}/bedrift{id}) in that account. */
export function isCustomerPage(path: string, slug: string): boolean {
  const account = `/admin/${slug}/`;
  return path.startsWith(account) && /^(?:kunder\/\d+|bedrift\d+)$/.test(path.slice(account.length));
}

/** The admin sections under /admin/{slug}/, in the order the navigation lists them. */

export interface AdminSection {
  /** Path below /admin/{slug}/. */
  path: string;
  /** Norwegian title: navigation entry and page heading. */
  title: string;
  /** The page only says "Vi jobber med denne siden". */
  wip?: boolean;
  /** Shown greyed out in the navigation, not as a link (the spec's "last five admin entries"). */
  disabled?: boolean;
  /**
   * The account permission (`Account.permissions`) that makes the section real: a viewer who may change it gets a
   * link and the working page; everyone else the greyed entry and "Vi jobber med denne siden", as the spec says.
   */
  enabledBy?: 'apiKeys';
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'booking', title: 'Booking' },
  { path: 'planlegging', title: 'Planlegging' },
  { path: 'oppgaver', title: 'Oppgåver', wip: true },
  { path: 'kunder', title: 'Kundar' },
  { path: 'produkter', title: 'Produkt' },
  { path: 'leieprodukter', title: 'Leieprodukt' },
  { path: 'lokasjoner', title: 'Lokasjonar' },
  { path: 'okonomi', title: 'Økonomi', wip: true, disabled: true },
  { path: 'analyse', title: 'Analyse', wip: true, disabled: true },
  { path: 'faktura', title: 'Faktura', wip: true, disabled: true },
  { path: 'partnere', title: 'Partnarar', wip: true, disabled: true, enabledBy: 'apiKeys' },
  { path: 'innstillinger', title: 'Innstillingar', wip: true, disabled: true },
];

/** The section with this path (throws for a typo in the route table). */
export function section(path: string): AdminSection {
  const found = ADMIN_SECTIONS.find((s) => s.path === path);
  if (!found) throw new Error(`Unknown admin section ${path}`);
  return found;
}

/**
 * The address of a section (`path` may carry its own query) for an account's staff. Spec 2: "most sections except
 * kunder take ?company_id={id} appended when the account is not the network account", and the dashboard's links
 * "carry a company_id query unless the user is at network level". `companyId` is the company a company or location
 * account belongs to; a network or site account has none (a site holds several companies), so its links carry none.
 */
export function sectionHref(slug: string, path: string, companyId: number | null | undefined): string {
  const [sectionPath = '', query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  if (companyId != null && sectionPath !== 'kunder') search.set('company_id', String(companyId));
  const qs = search.toString();
  return `/admin/${slug}/${sectionPath}${qs ? `?${qs}` : ''}`;
}

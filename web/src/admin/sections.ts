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

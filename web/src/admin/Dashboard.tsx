import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Dashboard_account$key } from '../__generated__/Dashboard_account.graphql';
import { usePageTitle } from '../components/usePageTitle.ts';
import { sectionHref } from './sections.ts';

/**
 * The account's overview: one tile per section with its count. A company or location account's tiles link with its
 * company's `company_id` and the server counts with that filter too, so each count is the total of the list it opens.
 */
export function Dashboard({ account }: { account: Dashboard_account$key }) {
  const data = useFragment(
    graphql`
      fragment Dashboard_account on Account {
        slug
        name
        roleLabel
        companyDatabaseId
        dashboard {
          activeBookings
          unplannedBookings
          unplannedFrom
          taskCount
          customers
          products
          rentaloptions
          locations
        }
      }
    `,
    account,
  );
  usePageTitle('Oversikt');
  const d = data.dashboard;
  const tiles = [
    { path: 'booking?booking_status=active', title: 'Booking', count: d.activeBookings, hint: 'Aktive bookingar' },
    // The count covers every week; the planner shows one, so the tile opens the week where the earliest one is.
    { path: d.unplannedFrom ? `planlegging?fra=${d.unplannedFrom}` : 'planlegging', title: 'Planlegging', count: d.unplannedBookings, hint: 'Bookingar utan bil' },
    { path: 'oppgaver', title: 'Oppgåver', count: d.taskCount, hint: 'Opne oppgåver' },
    { path: 'kunder', title: 'Kundar', count: d.customers, hint: 'Registrerte kundar og tilsette' },
    { path: 'produkter', title: 'Produkt', count: d.products, hint: 'Bilar, tilhengarar og utstyr' },
    { path: 'leieprodukter', title: 'Leieprodukt', count: d.rentaloptions, hint: 'Det kundane kan velje' },
    { path: 'lokasjoner', title: 'Lokasjonar', count: d.locations, hint: 'Hente- og leveringsstader' },
  ];

  return (
    <section className="page">
      <p className="eyebrow">
        {data.name} · {data.roleLabel}
      </p>
      <h1>Oversikt</h1>
      <ul className="tiles">
        {tiles.map((t) => (
          <li key={t.path}>
            <Link className="tile" to={sectionHref(data.slug, t.path, data.companyDatabaseId)}>
              <span className="tile-title">{t.title}</span>
              <span className={t.count > 0 ? 'badge' : 'badge muted'}>{t.count}</span>
              <span className="tile-hint">{t.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

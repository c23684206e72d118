import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Icon } from '../components/Icon.tsx';

/** The public pages' header: the site's name, the translate button and the breadcrumbs. */
export function SiteHeader({ site }: { site: SiteHeader_site$key | null }) {
  const data = useFragment(
    graphql`
      fragment SiteHeader_site on Site {
        name
      }
    `,
    site,
  );
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            F
          </span>
          <span className="brand-name">{data?.name ?? 'Fjordbil'}</span>
        </Link>
        {/* Placeholder: the translation widget comes later. */}
        <button type="button" className="button ghost translate" title="Omset sida til eit anna språk (kjem snart)">
          <Icon name="globe" size={18} /> Omset
        </button>
      </div>
      <div className="site-header-crumbs">
        <Breadcrumbs />
      </div>
    </header>
  );
}

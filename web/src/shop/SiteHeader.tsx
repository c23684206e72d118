import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HeaderAccount_viewer$key } from '../__generated__/HeaderAccount_viewer.graphql';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Icon } from '../components/Icon.tsx';
import { LogoMark } from '../components/Logo.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';

/** The public pages' header: the logo and the site's name, the translate button, log-in or "Min side", the breadcrumbs. */
export function SiteHeader({ site, viewer }: { site: SiteHeader_site$key | null; viewer: HeaderAccount_viewer$key | null }) {
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
          <LogoMark />
          <span className="brand-name">{data?.name ?? 'Fjordbil'}</span>
        </Link>
        {/* Placeholder: the translation widget comes later. */}
        <button type="button" className="button ghost translate" title="Omset sida til eit anna språk (kjem snart)">
          <Icon name="globe" size={18} /> Omset
        </button>
        <HeaderAccount viewer={viewer} />
      </div>
      <div className="site-header-crumbs">
        <Breadcrumbs />
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Icon } from '../components/Icon.tsx';
import { useLanguage } from '../i18n/LanguageContext.ts';

/**
 * The public pages' header: the site's name, the language switch (spec: translate button) and the breadcrumbs. The
 * switch shows the same page in the other language: same step, same query string (every choice), drafts kept.
 */
export function SiteHeader({ site }: { site: SiteHeader_site$key | null }) {
  const data = useFragment(
    graphql`
      fragment SiteHeader_site on Site {
        name
      }
    `,
    site,
  );
  const { t } = useTranslation();
  const { language, switchTo } = useLanguage();
  const other = language === 'en' ? 'no' : 'en';
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            F
          </span>
          <span className="brand-name">{data?.name ?? 'Fjordbil'}</span>
        </Link>
        <button type="button" className="button ghost translate" lang={other} title={t('header.switchTitle')} onClick={() => void switchTo(other)}>
          <Icon name="globe" size={18} /> {t('header.switchTo')}
        </button>
      </div>
      <div className="site-header-crumbs">
        <Breadcrumbs />
      </div>
    </header>
  );
}

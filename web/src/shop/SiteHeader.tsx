import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HeaderAccount_viewer$key } from '../__generated__/HeaderAccount_viewer.graphql';
import type { SiteHeader_site$key } from '../__generated__/SiteHeader_site.graphql';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Icon } from '../components/Icon.tsx';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { LogoMark } from '../components/Logo.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';

/**
 * Set when the switch is pressed: the switch remounts every screen (a router per language, see App), and the new
 * header's switch takes the focus the old one had instead of leaving it on <body>.
 */
let focusSwitchOnMount = false;

/**
 * The public pages' header: the logo and the site's name, the language switch (spec: translate button), log-in or
 * "Min side", and the breadcrumbs. The switch shows the same page in the other language: same step, same query string
 * (every choice), drafts kept.
 */
export function SiteHeader({ site, viewer }: { site: SiteHeader_site$key | null; viewer: HeaderAccount_viewer$key | null }) {
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
  const switchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusSwitchOnMount) return;
    focusSwitchOnMount = false;
    switchButton.current?.focus();
  }, []);
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand-name">{data?.name ?? 'Fjordbil'}</span>
        </Link>
        <button
          ref={switchButton}
          type="button"
          className="button ghost translate"
          lang={other}
          title={t('header.switchTitle')}
          onClick={() => {
            focusSwitchOnMount = true;
            void switchTo(other);
          }}
        >
          <Icon name="globe" size={18} /> {t('header.switchTo')}
        </button>
        <HeaderAccount viewer={viewer} />
      </div>
      <div className="site-header-crumbs">
        <Breadcrumbs />
      </div>
    </header>
  );
}

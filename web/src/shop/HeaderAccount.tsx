import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { HeaderAccount_viewer$key } from '../__generated__/HeaderAccount_viewer.graphql';
import { loginPath } from '../account/loginPath.ts';

/** The header's account link: "Logg inn" (back to this page afterwards), or the customer's name and "Min side". */
export function HeaderAccount({ viewer }: { viewer: HeaderAccount_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment HeaderAccount_viewer on User {
        firstname
      }
    `,
    viewer,
  );
  const { t } = useTranslation();
  const location = useLocation();
  if (!data) {
    // On the log-in pages themselves the link would only point back at itself.
    const here = location.pathname + location.search;
    const to = /^\/(login|opprett|glemt-passord|tilbakestill)\b/.test(location.pathname) ? '/login' : loginPath(here, false);
    return (
      <Link className="header-account" to={to} state={to === '/login' ? undefined : { backTo: here }}>
        {t('storefront.header.login')}
      </Link>
    );
  }
  return (
    <Link className="header-account" to="/konto">
      <span className="header-account-name">{data.firstname}</span>{' '}
      <span className="header-account-page">{t('storefront.header.myPage')}</span>
    </Link>
  );
}

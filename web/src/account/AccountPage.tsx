import { useLanguage } from '../i18n/LanguageContext.ts';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useLocation, useOutletContext } from 'react-router-dom';
import type { AccountPageQuery } from '../__generated__/AccountPageQuery.graphql';
import { formatPhone } from '@domain/phone.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import './account.css';
import { loginPath, type PublicOutletContext } from './loginPath.ts';
import { OwnBookings } from './OwnBookings.tsx';

/**
 * /konto ("Min side"): a welcome, the admin link for employees, log-out, and the customer's own bookings. Visitors
 * go to /login and back.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageTitle(t('nav.account'));
  const location = useLocation();
  const data = useLazyLoadQuery<AccountPageQuery>(
    graphql`
      query AccountPageQuery {
        viewer {
          firstname
          lastname
          email
          phone
          isEmployee
        }
        ...OwnBookings_query
      }
    `,
    {},
  );
  const viewer = data.viewer;
  const expired = useOutletContext<PublicOutletContext | undefined>()?.sessionExpired ?? false;
  // An expired session is said on the log-in page, not just swapped for it.
  if (!viewer) return <Navigate replace to={loginPath(location.pathname + location.search, expired)} />;
  return (
    <section className="page account-page">
      <h1>{t('nav.account')}</h1>
      <p className="lead">{t('account.lead', { name: viewer.firstname })}</p>
      <dl className="facts">
        <dt>{t('account.name')}</dt>
        <dd>
          {viewer.firstname} {viewer.lastname}
        </dd>
        <dt>{t('account.emailLabel')}</dt>
        <dd>{viewer.email}</dd>
        {viewer.phone && (
          <>
            <dt>{t('account.phone')}</dt>
            <dd>{formatPhone(viewer.phone)}</dd>
          </>
        )}
      </dl>
      <p className="actions">
        <Link className="button primary" to="/">
          {t('account.bookRental')}
        </Link>
        {viewer.isEmployee && (
          // The admin is Norwegian only and lives outside the /en router: from English, a full page load.
          language === 'en' ? (
            <a className="button" href="/admin">
              {t('account.toAdmin')}
            </a>
          ) : (
            <Link className="button" to="/admin">
              {t('account.toAdmin')}
            </Link>
          )
        )}
        {/* The front page ends the session (useFrontPageActions) and every screen asks for the viewer again. */}
        <Link className="button" to="/?logout">
          {t('account.logout')}
        </Link>
      </p>
      <OwnBookings query={data} />
    </section>
  );
}

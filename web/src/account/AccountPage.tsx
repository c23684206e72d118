import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useLocation, useOutletContext } from 'react-router-dom';
import type { AccountPageQuery } from '../__generated__/AccountPageQuery.graphql';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import './account.css';
import { loginPath, type PublicOutletContext } from './loginPath.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { OwnBookings } from './OwnBookings.tsx';
import { OwnDetailsForm } from './OwnDetailsForm.tsx';

/**
 * /konto ("Min side"): a welcome, the person's details (editable: name and phone) and a password change, the admin
 * link for employees, log-out, and the customer's own bookings. Visitors go to /login and back.
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
          id
          ...OwnDetailsForm_viewer
          firstname
          lastname
          email
          phone
          phoneCountryCode
          isEmployee
        }
        ...OwnBookings_query
      }
    `,
    {},
    // Shown from the store at once, and asked again each visit: an order placed in this tab, or a booking staff have
    // changed since, is on the page without a reload.
    { fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  const [editing, setEditing] = useState<'details' | 'password' | null>(null);
  // Closing a form gives focus back to the button that opened it (rendered again once the form is gone).
  const returnTo = useRef<'details' | 'password' | null>(null);
  const buttons = { details: useRef<HTMLButtonElement>(null), password: useRef<HTMLButtonElement>(null) };
  useEffect(() => {
    if (editing === null && returnTo.current) {
      buttons[returnTo.current].current?.focus();
      returnTo.current = null;
    }
  });
  const close = () => {
    returnTo.current = editing;
    setEditing(null);
  };
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
            {/* With its country code, as "Endre opplysningar" holds it (the code is mostly stored beside the number). */}
            <dd>{phoneWithCountryCode(viewer.phone, viewer.phoneCountryCode)}</dd>
          </>
        )}
      </dl>
      {editing === 'details' ? (
        <OwnDetailsForm viewer={viewer} onDone={close} />
      ) : editing === 'password' ? (
        <ChangePasswordForm onDone={close} />
      ) : (
        <p className="actions">
          <button ref={buttons.details} type="button" className="button" onClick={() => setEditing('details')}>
            {t('account.editDetails')}
          </button>
          <button ref={buttons.password} type="button" className="button" onClick={() => setEditing('password')}>
            {t('account.changePassword')}
          </button>
        </p>
      )}
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

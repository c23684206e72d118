import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useLocation, useOutletContext } from 'react-router-dom';
import type { AccountPageQuery } from '../__generated__/AccountPageQuery.graphql';
import { formatPhone } from '@domain/phone.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import './account.css';
import { loginPath, type PublicOutletContext } from './loginPath.ts';

/** /konto ("Min side"): a welcome, the admin link for employees, and log-out. Visitors go to /login and back. */
export function AccountPage() {
  usePageTitle('Min side');
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
      <h1>Min side</h1>
      <p className="lead">Velkomen, {viewer.firstname}! Her ser du kontoen din hos oss.</p>
      <dl className="facts">
        <dt>Namn</dt>
        <dd>
          {viewer.firstname} {viewer.lastname}
        </dd>
        <dt>E-post</dt>
        <dd>{viewer.email}</dd>
        {viewer.phone && (
          <>
            <dt>Telefon</dt>
            <dd>{formatPhone(viewer.phone)}</dd>
          </>
        )}
      </dl>
      <p className="actions">
        <Link className="button primary" to="/">
          Bestill leige
        </Link>
        {viewer.isEmployee && (
          <Link className="button" to="/admin">
            Til administrasjonspanelet
          </Link>
        )}
        {/* A full page load: the front page ends the session and starts from an empty store. */}
        <a className="button" href="/?logout">
          Logg ut
        </a>
      </p>
    </section>
  );
}

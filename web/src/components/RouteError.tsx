import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { RequestError } from '../relay/environment.ts';
import { explainError, fillEmail, popupForStatus } from '../transport/errors.ts';
import { usePageTitle } from './usePageTitle.ts';

type Explained = { title: string; text: string; login?: boolean };

/** Whatever a route threw, as the shared error catalogue explains it (one source for every screen's texts). */
function explain(error: unknown): Explained {
  const popup = isRouteErrorResponse(error) ? popupForStatus(error.status) : explainError(error);
  const login = popup.relogin || (error instanceof RequestError && error.code === 'UNAUTHENTICATED');
  return { title: popup.title, text: fillEmail(popup.text, null), login };
}

/** Error screen for a route (errorElement): offers "Logg inn på nytt" when the session has expired. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const { title, text, login } = explain(error);
  usePageTitle(title);
  if (import.meta.env.DEV) console.error(error);
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <section className="page error-page" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="actions">
        {login ? (
          <>
            <Link className="button primary" to={`/login?redirect=${redirect}`}>
              {t('common.reloginButton')}
            </Link>
            <Link className="button" to="/">
              {t('common.cancel')}
            </Link>
          </>
        ) : location.pathname.startsWith('/admin') ? (
          <Link className="button" to="/admin">
            {t('common.toAccountChoice')}
          </Link>
        ) : (
          <Link className="button" to="/">
            {t('common.toFrontPage')}
          </Link>
        )}
      </p>
    </section>
  );
}

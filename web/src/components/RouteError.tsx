import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useOutletContext, useRouteError } from 'react-router-dom';
import type { PublicOutletContext } from '../account/loginPath.ts';
import { RequestError } from '../relay/environment.ts';
import { nextRetryGeneration } from '../relay/retry.ts';
import { explainError, fillEmail, isServerFailure, popupForStatus, TransportError } from '../transport/errors.ts';
import { usePageTitle } from './usePageTitle.ts';

type Explained = { title: string; text: string; login?: boolean; retryable: boolean };

/** Whatever a route threw, as the shared error catalogue explains it (one source for every screen's texts). */
function explain(error: unknown, email: string | null): Explained {
  const popup = isRouteErrorResponse(error) ? popupForStatus(error.status) : explainError(error);
  const login = popup.relogin || (error instanceof RequestError && error.code === 'UNAUTHENTICATED');
  const network = (error instanceof RequestError && error.code === 'NETWORK') || (error instanceof TransportError && error.kind === 'NETWORK');
  // A server failure (a 500, a restart under way) may pass as well: it gets "Prøv igjen" too.
  const retryable = network || isServerFailure(error) || (isRouteErrorResponse(error) && error.status >= 500);
  return { title: popup.title, text: fillEmail(popup.text, email), login, retryable };
}

/**
 * Error screen for a route (errorElement), inside the layout: offers "Logg inn på nytt" when the session has
 * expired, and "Prøv igjen" (the same page, fetched anew) when the server could not be reached or failed. The catalogue's
 * text names the site's support address when the public layout knows it.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const email = useOutletContext<PublicOutletContext | undefined>()?.supportEmail ?? null;
  const { title, text, login, retryable } = explain(error, email);
  usePageTitle(title);
  if (import.meta.env.DEV) console.error(error);
  const redirect = encodeURIComponent(location.pathname + location.search);
  // A new history entry for the same address resets the router's error boundary; the new generation makes the
  // page's queries ask the server again instead of rethrowing the cached failure.
  const retry = () => {
    nextRetryGeneration();
    navigate(location.pathname + location.search + location.hash, { replace: true, state: location.state });
  };
  return (
    <section className="page error-page" role="alert">
      <h1>{title}</h1>
      <p className="preserve-lines">{text}</p>
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
        ) : (
          <>
            {retryable && (
              <button type="button" className="button primary" onClick={retry}>
                {t('common.tryAgain')}
              </button>
            )}
            {location.pathname.startsWith('/admin') ? (
              <Link className="button" to="/admin">
                {t('common.toAccountChoice')}
              </Link>
            ) : (
              <Link className="button" to="/">
                {t('common.toFrontPage')}
              </Link>
            )}
          </>
        )}
      </p>
    </section>
  );
}

import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { RequestError } from '../relay/environment.ts';
import { usePageTitle } from './usePageTitle.ts';

type Explained = { title: string; text: string; login?: boolean };

/** Turns whatever a route threw into the Norwegian title and text of the shared error catalogue. */
function explain(error: unknown): Explained {
  if (error instanceof RequestError) {
    switch (error.code) {
      case 'SESSION_EXPIRED':
        return { title: 'Ikkje autentisert', text: 'Økta di har gått ut. Logg inn på nytt for å halde fram.', login: true };
      case 'UNAUTHENTICATED':
        return { title: 'Ikkje autentisert', text: 'Du må logge inn for å sjå denne sida.', login: true };
      case 'FORBIDDEN':
        return { title: 'Forbudt', text: error.message || 'Du har ikkje tilgang til dette.' };
      case 'NOT_FOUND':
        return { title: 'Ikkje funne', text: error.message || 'Vi fann ikkje det du leita etter. Sjekk adressa.' };
      case 'NETWORK':
        return { title: 'Kommunikasjonsfeil', text: 'Sjekk internettilkoplinga di og prøv igjen. Held feilen fram, kontakt administratoren.' };
      default:
        return { title: 'Systemfeil', text: 'Noko gjekk gale. Feilen er logga og blir retta.' };
    }
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Ikkje funne', text: 'Vi fann ikkje sida. Sjekk adressa.' };
  }
  return { title: 'Systemfeil', text: 'Noko gjekk gale. Feilen er logga og blir retta.' };
}

/** Error screen for a route (errorElement): offers "Logg inn på nytt" when the session has expired. */
export function RouteError() {
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
              Logg inn på nytt
            </Link>
            <Link className="button" to="/">
              Avbryt
            </Link>
          </>
        ) : location.pathname.startsWith('/admin') ? (
          <Link className="button" to="/admin">
            Til kontovalet
          </Link>
        ) : (
          <Link className="button" to="/">
            Til framsida
          </Link>
        )}
      </p>
    </section>
  );
}

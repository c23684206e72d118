/**
 * The shared error catalogue (spec 1, section 8): turns a failed REST call or a failed Relay request into the popup a
 * person sees, with the exact Norwegian titles.
 */
import { RequestError } from '../relay/environment.ts';

/** One invalid field as the server names it. */
export interface FieldError {
  field: string;
  message: string;
}

/** Why a REST call failed: `NETWORK`, `BAD_RESPONSE` (unparseable), or `HTTP` with the status and legacy status text. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  /** Set when a caller's handler took care of it (no popup was shown). */
  handled = false;
  constructor(
    readonly kind: 'NETWORK' | 'BAD_RESPONSE' | 'HTTP',
    message: string,
    readonly status = 0,
    /** The envelope's `status` text, e.g. `SessionExpired`, `ValidationError`. */
    readonly statusText = '',
    readonly fields: FieldError[] = [],
    /** The server's own text (the envelope's `data` when it is a string). */
    readonly serverText: string | null = null,
  ) {
    super(message);
  }
}

/** Icons the popups use, by the kind of answer. */
export type PopupIcon = 'info' | 'warning' | 'success' | 'error';

/** What a popup shows. `relogin` offers "Logg inn på nytt" and "Avbryt". */
export interface Popup {
  title: string;
  text: string;
  icon: PopupIcon;
  fields?: FieldError[];
  relogin?: boolean;
}

/** Placeholder for the site's support address in texts ({email} in the spec); the popup fills it in. */
export const EMAIL_PLACEHOLDER = '{email}';

const SYSTEM_ERROR: Popup = { title: 'Systemfeil', text: 'Noko gjekk gale. Feilen er logga og vil bli retta.', icon: 'error' };
const NETWORK_ERROR: Popup = {
  title: 'Kommunikasjonsfeil',
  text: `Vi fekk ikkje kontakt med tenaren. Sjekk internettilkoplinga di og prøv igjen.\nHeld problemet fram, kontakt administratoren på ${EMAIL_PLACEHOLDER}.`,
  icon: 'error',
};

/** The popup for an HTTP status, with the server's text and fields where the catalogue uses them. */
export function popupForStatus(status: number, opts: { statusText?: string; serverText?: string | null; fields?: FieldError[] } = {}): Popup {
  const text = opts.serverText?.trim() || null;
  switch (status) {
    case 400:
      return { title: 'Ugyldig forespørsel', text: text ?? 'Førespurnaden var ikkje riktig utforma. Feilen er rapportert.', icon: 'warning' };
    case 401:
      return opts.statusText === 'SessionExpired'
        ? { title: 'Ikkje autentisert', text: 'Økta di har gått ut. Logg inn på nytt for å halde fram.', icon: 'info', relogin: true }
        : { title: 'Ikkje autentisert', text: 'Du har ikkje tilgang. Logg inn for å halde fram.', icon: 'info' };
    case 403:
      return { title: 'Forbudt', text: 'Du har ikkje tilgang til dette.', icon: 'warning' };
    case 404:
      return { title: 'Ikkje funne', text: 'Vi fann ikkje det du leita etter. Sjekk adressa.', icon: 'info' };
    case 422:
      return opts.fields?.length
        ? { title: 'Ugyldig forespørsel', text: 'Desse felta har feil:', icon: 'warning', fields: opts.fields }
        : { title: 'Ugyldig forespørsel', text: text ?? 'Nokre av felta har feil.', icon: 'warning' };
    case 429:
      // Rate limits and log-in throttling: the server's text says how long to wait.
      return { title: 'For mange førespurnader', text: text ?? 'Du har prøvd for mange gonger. Vent litt og prøv igjen.', icon: 'info' };
    default:
      return SYSTEM_ERROR;
  }
}

const RELAY_STATUS: Record<string, number> = {
  SESSION_EXPIRED: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
};

/** Explains any failure as the catalogue's popup: REST calls, Relay requests, and anything else ("Ukjent årsak"). */
export function explainError(error: unknown): Popup {
  if (error instanceof TransportError) {
    if (error.kind === 'NETWORK') return NETWORK_ERROR;
    if (error.kind === 'BAD_RESPONSE') return SYSTEM_ERROR;
    return popupForStatus(error.status, { statusText: error.statusText, serverText: error.serverText, fields: error.fields });
  }
  if (error instanceof RequestError) {
    if (error.code === 'NETWORK') return NETWORK_ERROR;
    if (error.code === 'BAD_RESPONSE') return SYSTEM_ERROR;
    const status = RELAY_STATUS[error.code];
    if (!status) return SYSTEM_ERROR;
    return popupForStatus(status, { statusText: error.code === 'SESSION_EXPIRED' ? 'SessionExpired' : '', serverText: error.message });
  }
  return { title: 'Kommunikasjonsfeil', text: 'Ukjent årsak', icon: 'error' };
}

/** Fills the support-address placeholder in a text (server texts may hold it too). */
export function fillEmail(text: string, email: string | null | undefined): string {
  if (email) return text.split(EMAIL_PLACEHOLDER).join(email);
  return text.split(` på ${EMAIL_PLACEHOLDER}`).join('').split(EMAIL_PLACEHOLDER).join('administratoren');
}

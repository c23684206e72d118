/**
 * The shared error catalogue (spec 1, section 8): turns a failed REST call or a failed Relay request into the popup a
 * person sees, with the exact Norwegian titles.
 */
import { i18next, ruleText } from '../i18n/index.ts';
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

// Functions, not constants: the texts are read in the language shown when the error happens.
const t = (key: string) => i18next.t(key, { email: EMAIL_PLACEHOLDER });
const SYSTEM_ERROR = (): Popup => ({ title: t('errors.systemTitle'), text: t('errors.systemText'), icon: 'error' });
const NETWORK_ERROR = (): Popup => ({ title: t('errors.networkTitle'), text: t('errors.networkText'), icon: 'error' });

/** The popup for an HTTP status, with the server's text and fields where the catalogue uses them. */
export function popupForStatus(status: number, opts: { statusText?: string; serverText?: string | null; fields?: FieldError[] } = {}): Popup {
  const text = opts.serverText?.trim() ? ruleText(opts.serverText.trim()) : null;
  switch (status) {
    case 400:
      return { title: t('errors.badRequestTitle'), text: text ?? t('errors.badRequestText'), icon: 'warning' };
    case 401:
      return opts.statusText === 'SessionExpired'
        ? { title: t('errors.unauthenticatedTitle'), text: t('errors.sessionExpiredText'), icon: 'info', relogin: true }
        : { title: t('errors.unauthenticatedTitle'), text: t('errors.noAccessLogin'), icon: 'info' };
    case 403:
      return { title: t('errors.forbiddenTitle'), text: t('errors.forbiddenText'), icon: 'warning' };
    case 404:
      return { title: t('errors.notFoundTitle'), text: t('errors.notFoundText'), icon: 'info' };
    case 422:
      return opts.fields?.length
        ? { title: t('errors.badRequestTitle'), text: t('errors.fieldsText'), icon: 'warning', fields: opts.fields }
        : { title: t('errors.badRequestTitle'), text: text ?? t('errors.someFieldsText'), icon: 'warning' };
    case 429:
      // Rate limits and log-in throttling: the server's text says how long to wait.
      return { title: t('errors.tooManyTitle'), text: text ?? t('errors.tooManyText'), icon: 'info' };
    case 503:
      // The statement timeout cancelled the request (the server's text says so); trying again may succeed. Another
      // 503 (a service not set up) is the system error it always was.
      return opts.statusText === 'Timeout' ? { title: t('errors.timeoutTitle'), text: text ?? t('errors.timeoutText'), icon: 'info' } : SYSTEM_ERROR();
    default:
      return SYSTEM_ERROR();
  }
}

const RELAY_STATUS: Record<string, number> = {
  SESSION_EXPIRED: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  TIMEOUT: 503,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
};

/**
 * Whether a failure lies with the server rather than the request (a 5xx, an answer that is not JSON, an error code
 * the catalogue does not place): worth "Prøv igjen", since the same request may succeed a moment later.
 */
export function isServerFailure(error: unknown): boolean {
  if (error instanceof TransportError) return error.kind === 'BAD_RESPONSE' || (error.kind !== 'NETWORK' && error.status >= 500);
  if (error instanceof RequestError) return error.code === 'BAD_RESPONSE' || error.code === 'TIMEOUT' || (error.code !== 'NETWORK' && !RELAY_STATUS[error.code]);
  return false;
}

/** Explains any failure as the catalogue's popup: REST calls, Relay requests, and anything else ("Ukjent årsak"). */
export function explainError(error: unknown): Popup {
  if (error instanceof TransportError) {
    if (error.kind === 'NETWORK') return NETWORK_ERROR();
    if (error.kind === 'BAD_RESPONSE') return SYSTEM_ERROR();
    return popupForStatus(error.status, { statusText: error.statusText, serverText: error.serverText, fields: error.fields });
  }
  if (error instanceof RequestError) {
    if (error.code === 'NETWORK') return NETWORK_ERROR();
    if (error.code === 'BAD_RESPONSE') return SYSTEM_ERROR();
    const status = RELAY_STATUS[error.code];
    if (!status) return SYSTEM_ERROR();
    return popupForStatus(status, { statusText: error.code === 'SESSION_EXPIRED' ? 'SessionExpired' : error.code === 'TIMEOUT' ? 'Timeout' : '', serverText: error.message });
  }
  return { title: t('errors.networkTitle'), text: t('errors.unknownCause'), icon: 'error' };
}

/** Fills the support-address placeholder in a text (server texts may hold it too). */
export function fillEmail(text: string, email: string | null | undefined): string {
  if (email) return text.split(EMAIL_PLACEHOLDER).join(email);
  return text.split(i18next.t('errors.atEmail', { email: EMAIL_PLACEHOLDER })).join('').split(EMAIL_PLACEHOLDER).join(i18next.t('errors.theAdministrator'));
}

/** Where a page sends a visitor who must log in: /login with the way back, and why when the session expired. */
import { i18next } from '../i18n/index.ts';
import { withNotify } from '../components/notify.ts';

/** The notice, in the language shown now. */
export const SESSION_EXPIRED_NOTICE = (): string => i18next.t('account.sessionExpired');

/** "/login?redirect=…" for `returnTo`, with the expired-session notice when `expired`. */
export function loginPath(returnTo: string, expired: boolean): string {
  const path = `/login?redirect=${encodeURIComponent(returnTo)}`;
  return expired ? withNotify(path, { type: 'info', message: SESSION_EXPIRED_NOTICE() }) : path;
}

/** What the public layout tells the pages below it (React Router's outlet context). */
export interface PublicOutletContext {
  /** The session cookie this page load carried had expired. */
  sessionExpired: boolean;
  /** The site's support address, for the error page's "{email}". */
  supportEmail: string | null;
}

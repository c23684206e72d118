/**
 * A write that meets an ended session (timed out, logged out on another device) asks the person to log in again
 * instead of saying "Prøv igjen" forever (spec 1, section 8: 401 "Ikkje autentisert", "Logg inn på nytt" and
 * "Avbryt"). The prompt is the error catalogue's popup, shown by the layout's PopupHost (the shop's and the admin's
 * alike), which takes the person to /login and back to the page afterwards.
 */
import { RequestError } from '../relay/environment.ts';
import { explainError, TransportError } from '../transport/errors.ts';
import { reportError } from '../transport/popups.ts';

/**
 * Whether a failed call says the session has ended: a GraphQL error with `extensions.code` `SESSION_EXPIRED` (or
 * `UNAUTHENTICATED`), or a REST answer 401 `SessionExpired`.
 */
export function isSessionEnded(error: unknown): boolean {
  if (error instanceof RequestError) return error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHENTICATED';
  if (error instanceof TransportError) return error.kind === 'HTTP' && error.status === 401 && error.statusText === 'SessionExpired';
  return false;
}

/**
 * For a failure handler: when `error` says the session has ended, opens the "Logg inn på nytt" / "Avbryt" popup and
 * returns its text ("Økta di har gått ut. Logg inn på nytt for å halde fram.") for the place the screen says what
 * went wrong; otherwise shows nothing and returns null, and the handler says its own failure.
 *
 *     onError: (e) => setProblem(promptRelogin(e) ?? 'Kunne ikkje lagre. Prøv igjen.')
 *     onError: (e) => void (promptRelogin(e) ?? toast('Kunne ikkje slette.', { type: 'error' }))
 */
export function promptRelogin(error: unknown): string | null {
  if (!isSessionEnded(error)) return null;
  reportError(error);
  return explainError(error).text;
}

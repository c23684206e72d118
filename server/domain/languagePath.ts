/**
 * The language prefix of the shop's paths (one rule for the server and the web client): English under /en, Norwegian
 * without a prefix (/no/… redirects there).
 */

export type PathLanguage = 'no' | 'en';

/** The language a path is in: `/en` and `/en/…` are English, everything else Norwegian. */
export function languageOfPath(pathname: string): PathLanguage {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'no';
}

/** `pathname` without its language prefix ("/en/steg2" → "/steg2", "/en" → "/", "/no/x" → "/x"). */
export function stripLanguage(pathname: string): string {
  const m = /^\/(?:en|no)(\/.*)?$/.exec(pathname);
  // One leading slash, whatever follows the prefix ("/no//host" must not become "//host", another site).
  return m ? '/' + (m[1] ?? '').replace(/^[/\\]+/, '') : pathname;
}


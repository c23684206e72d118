/** Where a person goes after logging in: a same-site `redirect`, else employees to /admin and others to /konto. */
import { pathIn, stripLanguage, type Language } from '../i18n/path.ts';

/**
 * The path (with query and fragment) of a `redirect` value when it stays on this site; null for anything else:
 * absolute or protocol-relative addresses (`https://evil`, `//evil`), backslash tricks (`/\evil`) and control
 * characters. The path is resolved first (`/..//evil.example` resolves to `//evil.example`, which a browser reads as
 * another host), and what comes back is always one slash followed by a same-origin path.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  // Runs of slashes in the resolved path collapse to one, so the answer can never start with "//" or "/\".
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const result = path + url.search + url.hash;
  // Belt and braces: what is returned must resolve to this origin again.
  return new URL(result, base).origin === base.origin ? result : null;
}


/** True for a path of the admin, which exists only in Norwegian, outside the /en router. */
const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

/**
 * The page after log-in (or for a visitor who is already logged in): an employee's account when they have one only.
 * A customer sent from an admin address goes to their own page in the language they logged in with (the admin would
 * only send them on to /konto, in Norwegian).
 */
export function landingPath(isEmployee: boolean, redirect: string | null, accountSlug?: string): string {
  if (redirect && !isEmployee && isAdminPath(stripLanguage(redirect))) return '/konto';
  return redirect ?? (isEmployee ? (accountSlug ? `/admin/${encodeURIComponent(accountSlug)}` : '/admin') : '/konto');
}

/** How to reach a landing path: a navigation inside the router now running, or a page load of another language. */
export type Route = { navigate: string } | { load: string };

/**
 * How to reach `path` (a same-origin path from safeRedirect or landingPath) from a page shown in `current`. A language
 * prefix decides the language (`/en/konto` is the English page, `/no/konto` the Norwegian one); a path without one
 * stays in the language shown, as the shop's own links do (they are written inside the router); the admin is always
 * Norwegian. The same language navigates inside the router (which adds its own prefix), another loads that page.
 */
export function routeTo(path: string, current: Language): Route {
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  const rest = end < 0 ? '' : path.slice(end);
  const prefix = /^\/(en|no)(?:\/|$)/.exec(pathname)?.[1] as Language | undefined;
  const unprefixed = stripLanguage(pathname) + rest;
  const language: Language = isAdminPath(unprefixed) ? 'no' : (prefix ?? current);
  if (language === current) return { navigate: unprefixed };
  return { load: pathIn(language, unprefixed) };
}

import type { NavigateFunction } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { currentLanguage } from '../i18n/index.ts';
import { routeTo } from './redirect.ts';

/**
 * Goes to `path` after log-in: inside the router, or by a full page load when it is in the other language (a
 * `redirect` with a language prefix, or the Norwegian-only admin from /en). When the log-in page was opened from the
 * page it now returns to (`backTo`, the header's "Logg inn" link), it goes back to that page's own entry, so the
 * browser's Back then leaves it as before instead of showing it twice.
 */
export function goTo(navigate: NavigateFunction, path: string, backTo?: string): void {
  const route = routeTo(path, currentLanguage());
  if ('load' in route) window.location.assign(route.load);
  else if (backTo !== undefined && sameRoute(routeTo(backTo, currentLanguage()), route)) navigate(-1);
  else navigate(route.navigate, { replace: true });
}

const sameRoute = (a: ReturnType<typeof routeTo>, b: ReturnType<typeof routeTo>) => 'navigate' in a && 'navigate' in b && a.navigate === b.navigate;

/** The page the header's log-in link was followed from (its `state`), for `goTo`. */
export const loginBackTo = (state: unknown): string | undefined =>
  state !== null && typeof state === 'object' && typeof (state as { backTo?: unknown }).backTo === 'string' ? (state as { backTo: string }).backTo : undefined;

/** `<Navigate replace>` to `path`, leaving the router for a page in the other language. */
export function Landing({ to }: { to: string }) {
  const route = routeTo(to, currentLanguage());
  if ('load' in route) {
    window.location.replace(route.load);
    return null;
  }
  return <Navigate replace to={route.navigate} />;
}

import type { NavigateFunction } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { currentLanguage } from '../i18n/index.ts';
import { routeTo } from './redirect.ts';

/**
 * Goes to `path` after log-in: inside the router, or by a full page load when it is in the other language (a
 * `redirect` with a language prefix, or the Norwegian-only admin from /en).
 */
export function goTo(navigate: NavigateFunction, path: string): void {
  const route = routeTo(path, currentLanguage());
  if ('load' in route) window.location.assign(route.load);
  else navigate(route.navigate, { replace: true });
}

/** `<Navigate replace>` to `path`, leaving the router for a page in the other language. */
export function Landing({ to }: { to: string }) {
  const route = routeTo(to, currentLanguage());
  if ('load' in route) {
    window.location.replace(route.load);
    return null;
  }
  return <Navigate replace to={route.navigate} />;
}

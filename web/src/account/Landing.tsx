import type { NavigateFunction } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { currentLanguage } from '../i18n/index.ts';

/** True for a path of the admin, which exists only in Norwegian, outside the /en router. */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');

/** Goes to `path` after log-in: inside the router, or by a full page load to the (Norwegian-only) admin from /en. */
export function goTo(navigate: NavigateFunction, path: string): void {
  if (isAdminPath(path) && currentLanguage() === 'en') window.location.assign(path);
  else navigate(path, { replace: true });
}

/** `<Navigate replace>` to `path`, leaving the /en router for the admin. */
export function Landing({ to }: { to: string }) {
  if (isAdminPath(to) && currentLanguage() === 'en') {
    window.location.replace(to);
    return null;
  }
  return <Navigate replace to={to} />;
}

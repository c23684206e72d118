import { Suspense, useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { focusHeading, focusLost } from '../components/focusHeading.ts';
import type { AdminLayoutQuery } from '../__generated__/AdminLayoutQuery.graphql';
import { PageLoading } from '../components/PageLoading.tsx';
import { PopupHost } from '../components/PopupHost.tsx';
import { Placeholder } from '../components/Placeholder.tsx';
import { MAIN_ID, SkipLink } from '../components/SkipLink.tsx';
import { useHeightProperty } from '../components/useHeightProperty.ts';
import { Toasts } from '../components/Toasts.tsx';
import { loginPath, type PublicOutletContext } from '../account/loginPath.ts';
import { accountSlugFromPath } from '../relay/environment.ts';
import { AdminBottomBar } from './AdminBottomBar.tsx';
import { AdminNav } from './AdminNav.tsx';
import { loadAdminQuery } from './kit/loadAdminQuery.ts';
import './kit/kit.css';

const query = graphql`
  query AdminLayoutQuery {
    viewer {
      isEmployee
      accounts {
        slug
        name
      }
      ...AdminNav_viewer
    }
    site {
      email
      ...PopupHost_site
    }
    sessionExpired
  }
`;

/**
 * Starts the layout's query from the route, beside the page's own loader, so neither waits for the other.
 * Not network-only: React 19 + StrictMode re-suspends it forever (facebook/react#30799). A stale cached viewer is
 * avoided instead by invalidating the store when the session changes (see forgetSession).
 */
export function adminLayoutLoader() {
  return loadAdminQuery<AdminLayoutQuery>('admin-layout', query, {}, null);
}

/**
 * On arriving at another admin page (a row's "Endre", "Avbryt", a menu link), the new page's heading gets the focus
 * when the focus was lost with the element that had it: a screen reader reads where it is, and the next Tab goes on
 * from the page's top rather than from <body>. A page that put the focus somewhere itself (its first invalid field, a
 * key's heading) keeps it. The heading may come a moment later (the page's data still loading).
 */
function useArrivalFocus(pathname: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const arrived = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    if (!arrived) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (!focusLost() || tries > 40) window.clearInterval(timer);
      else if (document.querySelector('main h1')) {
        focusHeading();
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

/**
 * Frame of every /admin page: side navigation (bottom bar on mobile) around the chosen screen.
 * Sends visitors who are not logged in to /login (and back afterwards) and customers to /konto.
 */
export function AdminLayout() {
  const location = useLocation();
  const slug = accountSlugFromPath(location.pathname);
  const data = usePreloadedQuery<AdminLayoutQuery>(query, useLoaderData() as PreloadedQuery<AdminLayoutQuery>);
  const viewer = data.viewer;
  const topbar = useRef<HTMLElement>(null);
  useHeightProperty(topbar, '--admin-topbar-height', [viewer?.isEmployee]);
  useArrivalFocus(location.pathname);
  if (!viewer) {
    return <Navigate replace to={loginPath(location.pathname + location.search, data.sessionExpired)} />;
  }
  if (!viewer.isEmployee) return <Navigate replace to="/konto" />;

  const account = slug ? viewer.accounts.find((a) => a.slug === slug) : undefined;
  const unknownAccount = slug !== null && !account;

  return (
    <div className="admin-layout">
      <SkipLink />
      <aside className="admin-sidebar">
        <AdminNav viewer={viewer} slug={account ? slug : null} />
      </aside>
      <header className="admin-topbar" ref={topbar}>
        <Link to={account ? `/admin/${account.slug}` : '/admin'}>{account?.name ?? 'Administrasjon'}</Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="admin-main">
        {unknownAccount ? (
          <Placeholder title="Ikkje funne">
            <p>Fann ikkje kontoen «{slug}» blant kontoane dine.</p>
            <p>
              <Link className="button" to="/admin">
                Vel konto
              </Link>
            </p>
          </Placeholder>
        ) : (
          <Suspense fallback={<PageLoading />}>
            {/* The error page of a page below (RouteError) names the site's support address from here, as in the shop. */}
            <Outlet context={{ sessionExpired: data.sessionExpired, supportEmail: data.site?.email ?? null } satisfies PublicOutletContext} />
          </Suspense>
        )}
      </main>
      <AdminBottomBar viewer={viewer} slug={account ? slug : null} />
      <Toasts />
      <PopupHost site={data.site ?? null} />
    </div>
  );
}

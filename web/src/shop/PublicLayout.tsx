import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { PublicOutletContext } from '../account/loginPath.ts';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { CookieBanner } from '../components/CookieBanner.tsx';
import { Notify } from '../components/Notify.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { PopupHost } from '../components/PopupHost.tsx';
import { MAIN_ID, SkipLink } from '../components/SkipLink.tsx';
import { Toasts } from '../components/Toasts.tsx';
import { useRefetchOnSessionChange } from '../relay/useRefetchOnSessionChange.ts';
import { usePageViewTracking } from '../tracking/usePageViewTracking.ts';
import { Footer } from './Footer.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useFrontPageActions } from './useFrontPageActions.ts';

const layoutQuery = graphql`
  query PublicLayoutQuery {
    sessionExpired
    viewer {
      ...HeaderAccount_viewer
    }
    site {
      email
      ...SiteHeader_site
      ...Footer_site
      ...PopupHost_site
    }
  }
`;

/**
 * Frame of every public page: skip link, the cookie banner, header with breadcrumbs, the `notify` alert, the page, the
 * footer with the site's details, toasts and error popups; page views are counted here after consent. Its query is
 * the first a page load sends, so it is the one that learns whether the session cookie had expired (the server
 * clears the cookie in that answer): the pages below read that from the outlet context.
 */
export function PublicLayout() {
  const data = useLazyLoadQuery<PublicLayoutQuery>(layoutQuery, {});
  // The layout stays mounted through log-in and log-out: its header must learn the new viewer without a reload.
  useRefetchOnSessionChange<PublicLayoutQuery>(layoutQuery, {});
  useFrontPageActions();
  usePageViewTracking();
  return (
    <div className="public-layout">
      <SkipLink />
      {/* Early in the tab order (a keyboard answers it first); shown fixed at the bottom. */}
      <CookieBanner />
      <SiteHeader site={data.site ?? null} viewer={data.viewer ?? null} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Notify />
        <Suspense fallback={<PageLoading />}>
          <Outlet context={{ sessionExpired: data.sessionExpired, supportEmail: data.site?.email ?? null } satisfies PublicOutletContext} />
        </Suspense>
      </main>
      {data.site && <Footer site={data.site} />}
      <Toasts />
      <PopupHost site={data.site ?? null} />
    </div>
  );
}

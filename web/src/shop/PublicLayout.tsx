import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { PageLoading } from '../components/PageLoading.tsx';
import { MAIN_ID, SkipLink } from '../components/SkipLink.tsx';
import { Footer } from './Footer.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useFrontPageActions } from './useFrontPageActions.ts';

/** Frame of every public page: skip link, header with breadcrumbs, the page, and the footer with the site's details. */
export function PublicLayout() {
  const data = useLazyLoadQuery<PublicLayoutQuery>(
    graphql`
      query PublicLayoutQuery {
        site {
          ...SiteHeader_site
          ...Footer_site
        }
      }
    `,
    {},
  );
  useFrontPageActions();
  return (
    <div className="public-layout">
      <SkipLink />
      <SiteHeader site={data.site ?? null} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {data.site && <Footer site={data.site} />}
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from './PageLoading.tsx';

/** The root route: scroll restoration and the outermost loading state while a layout's query runs. */
export function AppShell() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

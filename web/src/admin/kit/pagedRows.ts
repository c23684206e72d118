/** One page of an admin list out of a Relay cursor connection, the way every list table shows it. */
import { useEffect, useMemo } from 'react';

/** Rows per page in every admin list (the page number lives in the address as `side`). */
export const PAGE_SIZE = 25;

interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/**
 * The rows of page `page` (from 1) out of the loaded edges of a `usePaginationFragment` connection. A page further on
 * than what is loaded (a reload of ?side=3, "Neste side") follows the cursor until it is there, at most 100 at a time.
 * An edge left without its node (a row deleted elsewhere with @deleteRecord) is not shown.
 */
export function usePagedRows<N>(edges: readonly { readonly node: N | null | undefined }[], page: number, { hasNext, isLoadingNext, loadNext }: Paging): N[] {
  const needed = page * PAGE_SIZE;
  useEffect(() => {
    if (edges.length < needed && hasNext && !isLoadingNext) loadNext(Math.min(100, needed - edges.length));
  }, [edges.length, needed, hasNext, isLoadingNext, loadNext]);
  return useMemo(() => edges.slice((page - 1) * PAGE_SIZE, needed).flatMap((e) => (e.node ? [e.node] : [])), [edges, page, needed]);
}

/** What an empty list says: "Ingen treff." or, with a search, "Ingen treff på «…»." */
export const noHitsText = (search: string | null | undefined) => (search ? `Ingen treff på «${search}».` : 'Ingen treff.');

/**
 * Route-level data loading for admin screens: a route's `loader` starts its query with Relay's `loadQuery` while
 * React Router is still resolving the route, so the layout's and the page's queries run at the same time, and the
 * page reads the answer with `usePreloadedQuery`.
 */
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment, requestHeaders } from '../../relay/environment.ts';

const live = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Loads `query` for the account `slug` (sent as `x-account`: the address has not changed yet when a loader runs).
 * The previous reference under the same `key` is released a little later, once its screen has been replaced.
 */
export function loadAdminQuery<Q extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  slug: string | null,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<Q> {
  const ref = loadQuery<Q>(environment, query, variables, {
    fetchPolicy,
    networkCacheConfig: slug ? requestHeaders({ 'x-account': slug }) : undefined,
  });
  const previous = live.get(key);
  live.set(key, ref as unknown as PreloadedQuery<OperationType>);
  if (previous) setTimeout(() => previous.dispose(), 30_000);
  return ref;
}

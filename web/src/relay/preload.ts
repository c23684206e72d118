/**
 * Route-level preloading of the first page: the public layout's query and the front page's query start together,
 * before React renders, instead of the page's query waiting until the layout's answer arrives (one round trip less
 * on a phone). Relay joins a screen's `useLazyLoadQuery` to the identical request already in flight, so the screens
 * keep their own queries unchanged.
 */
import { createOperationDescriptor, fetchQuery, getRequest, type Environment, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import PublicLayoutQuery from '../__generated__/PublicLayoutQuery.graphql';
import StepOnePageQuery from '../__generated__/StepOnePageQuery.graphql';

/** Fetches `query` unless the store has it, keeping the answer until the screen has had time to take it. */
export function preloadQuery(environment: Environment, query: GraphQLTaggedNode, variables: Variables = {}): void {
  const operation = createOperationDescriptor(getRequest(query), variables);
  if (environment.check(operation).status === 'available') return;
  const retained = environment.retain(operation);
  const release = () => setTimeout(() => retained.dispose(), 30_000);
  fetchQuery(environment, query, variables, { fetchPolicy: 'store-or-network' }).subscribe({ complete: release, error: release });
}

/** Starts the queries of the page at `pathname` that would otherwise run one after the other. */
export function preloadFirstPage(environment: Environment, pathname: string): void {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return;
  // Every public page sits in the public layout.
  preloadQuery(environment, PublicLayoutQuery);
  // The front page is booking step 1 (no variables).
  if (pathname === '/') preloadQuery(environment, StepOnePageQuery);
}

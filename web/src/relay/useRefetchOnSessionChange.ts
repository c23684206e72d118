import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { onSessionChange } from './environment.ts';

/**
 * Asks the server again for `query` whenever the session changes (log-in, log-out), for a component that stays
 * mounted across the change: its `useLazyLoadQuery` keeps the answer it has, while the fresh one lands in the store
 * and re-renders it without suspending (the old viewer stays on screen until the new one is known).
 */
export function useRefetchOnSessionChange<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): void {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  useEffect(
    () =>
      onSessionChange((changed) => {
        if (changed !== environment) return;
        // A failure leaves the old answer on screen; the next page load asks again.
        fetchQuery<T>(environment, query, JSON.parse(key) as T['variables'], { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
      }),
    [environment, query, key],
  );
}

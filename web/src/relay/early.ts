/**
 * GraphQL requests sent before the application's scripts have arrived. A tiny entry script (web/src/early.ts) starts
 * the first page's queries while the browser still downloads React and Relay; the network layer
 * (environment.ts) takes the answer for the identical request instead of asking again. Each answer is taken once.
 */
import { requestLanguage } from '../i18n/path.ts';

// On `globalThis`: one map whichever script loads this module first (and no `window` needed under Node tests).
const pending: Map<string, Promise<Response>> = ((globalThis as { __earlyGraphQL?: Map<string, Promise<Response>> }).__earlyGraphQL ??= new Map());

const key = (name: string, variables: object) => `${name}:${JSON.stringify(variables)}`;

/** The headers and body of a GraphQL POST, the same for the early requests and the network layer. */
export function graphqlInit(text: string | null | undefined, variables: object, extra: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'accept-language': requestLanguage(),
      ...extra,
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
    },
    body: JSON.stringify({ query: text, variables }),
  };
}

/** Sends a query now, for the network layer to take later. */
export function sendEarly(name: string, text: string, variables: object = {}): void {
  const request = fetch('/graphql', graphqlInit(text, variables));
  // A failed early request is asked again by the network layer (its own error handling then applies).
  request.catch(() => pending.delete(key(name, variables)));
  pending.set(key(name, variables), request);
}

/** The early answer for this query, once; null when none was sent (or it failed to send). */
export function takeEarly(name: string, variables: object): Promise<Response> | null {
  const k = key(name, variables);
  const request = pending.get(k) ?? null;
  pending.delete(k);
  return request;
}

/** Forgets every early answer not taken yet: after log-in or log-out it describes the viewer before the change. */
export function dropEarly(): void {
  pending.clear();
}

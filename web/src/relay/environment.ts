/** The one Relay environment of the web client: POST /graphql on the same origin with the session cookie. */
import { commitLocalUpdate, Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { dropEarly, graphqlInit, takeEarly } from './early.ts';

/** Error codes the server puts in `extensions.code`, plus the client's own for transport failures. */
export type RequestErrorCode =
  | 'SESSION_EXPIRED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'NETWORK'
  | 'BAD_RESPONSE'
  | (string & {});

/** A failed GraphQL request; `code` lets a screen tell "Logg inn på nytt" from "Ikkje funne" or "Kommunikasjonsfeil". */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly code: RequestErrorCode,
    message: string,
    readonly status?: number,
    /** The refused fields, when the server names them (`extensions.fields` of a refusal outside a result union). */
    readonly fields: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Codes that make a whole response useless to the screen, even when some data came back. */
const FATAL_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED', 'FORBIDDEN']);

/** Paths below /admin/ that are not account slugs. */
const NOT_SLUGS = new Set(['profil']);

/** The account slug of an admin path (`/admin/<slug>/...`), or null; the server scopes staff lists by it. */
export function accountSlugFromPath(pathname: string): string | null {
  const match = /^\/admin\/([^/]+)/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return NOT_SLUGS.has(slug) ? null : slug;
}

type ErrorLike = { message?: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } };

/**
 * Extra HTTP headers for one request, passed through Relay's `cacheConfig.metadata`, e.g.
 * `commit({ variables, cacheConfig: requestHeaders({ 'idempotency-key': key }) })`.
 */
export function requestHeaders(headers: Record<string, string>): { metadata: { headers: Record<string, string> } } {
  return { metadata: { headers } };
}

/** The headers a caller put in `cacheConfig.metadata.headers` (strings only). */
function extraHeaders(metadata: unknown): Record<string, string> {
  const given = (metadata as { headers?: unknown } | undefined)?.headers;
  if (typeof given !== 'object' || given === null) return {};
  return Object.fromEntries(Object.entries(given).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig) => {
  const headers: Record<string, string> = extraHeaders(cacheConfig?.metadata);
  const slug = accountSlugFromPath(window.location.pathname);
  // A route loader runs before the address changes, so it names the account itself (see admin/kit/loadAdminQuery.ts).
  if (slug && !headers['x-account']) headers['x-account'] = slug;

  let response: Response;
  try {
    // The first page's queries may already be on their way (web/src/early.ts): take that answer instead of asking again.
    const early = Object.keys(headers).length ? null : takeEarly(operation.name, variables);
    response = await (early ?? fetch('/graphql', graphqlInit(operation.text, variables, headers)));
  } catch {
    throw new RequestError('NETWORK', 'Kommunikasjonsfeil. Sjekk internettilkoplinga di.');
  }

  let json: GraphQLResponse & { errors?: ErrorLike[]; data?: unknown };
  try {
    json = await response.json();
  } catch {
    throw new RequestError('BAD_RESPONSE', 'Systemfeil: svaret frå tenaren kunne ikkje lesast.', response.status);
  }

  const errors = json.errors ?? [];
  const fatal = errors.find((e) => FATAL_CODES.has(e.extensions?.code ?? ''));
  // Without data Relay has nothing to render, so the first error becomes the screen's error.
  const first = fatal ?? (json.data == null ? errors[0] : undefined);
  if (first) throw new RequestError(first.extensions?.code ?? 'GRAPHQL', first.message ?? 'Ukjend feil', response.status, first.extensions?.fields ?? []);
  if (!response.ok && json.data == null) throw new RequestError('BAD_RESPONSE', `Systemfeil (HTTP ${response.status}).`, response.status);
  return json;
};

/** Builds a fresh environment (one per page load; tests may build their own). */
export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The environment the app renders with. */
export const environment = createEnvironment();

/**
 * Marks every cached record stale, so each screen asks the server again. Call it after logging in (or anything
 * else that changes who the viewer is): layouts read `viewer` with store-or-network and must not see the old one.
 */
export function forgetSession(env: Environment = environment): void {
  commitLocalUpdate(env, (store) => store.invalidateStore());
  // An early answer still waiting to be taken was asked for with the old session.
  dropEarly();
  for (const listener of sessionListeners) listener(env);
}

const sessionListeners = new Set<(env: Environment) => void>();

/**
 * Calls `listener` after each forgetSession. A query that stays mounted (a layout's header) is not asked again by
 * the invalidation alone, so it refetches from here; returns the unsubscribe.
 */
export function onSessionChange(listener: (env: Environment) => void): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

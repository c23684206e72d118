/**
 * A staff list's total, counted alongside its page. Pothos resolves `totalCount` only after the page has come back,
 * so page and count would run one after the other; when the query asks for the total, the connection's resolver
 * starts the count at once and `totalCount` picks up the same promise (keyed by the connection's place in the
 * response, so aliased lists each get their own).
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { RequestContext } from '../services/context.ts';

type Path = GraphQLResolveInfo['path'];

const started = new WeakMap<RequestContext, Map<string, Promise<number>>>();

const keyOf = (path: Path | undefined): string => {
  const parts: (string | number)[] = [];
  for (let p = path; p; p = p.prev) parts.unshift(p.key);
  return parts.join('.');
};

/** Whether the connection field being resolved selects `totalCount` (directly, or in a fragment). */
function selectsTotal(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, seen = new Set<string>()): boolean {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD && s.name.value === 'totalCount') return true;
    if (s.kind === Kind.INLINE_FRAGMENT && selectsTotal(s.selectionSet, info, seen)) return true;
    if (s.kind === Kind.FRAGMENT_SPREAD && !seen.has(s.name.value)) {
      seen.add(s.name.value);
      if (selectsTotal(info.fragments[s.name.value]?.selectionSet, info, seen)) return true;
    }
  }
  return false;
}

/** In a connection's resolver: starts the count now when this query will ask for it. */
export function countAlongside(ctx: RequestContext, info: GraphQLResolveInfo, count: () => Promise<number>): void {
  if (!info.fieldNodes.some((n) => selectsTotal(n.selectionSet, info))) return;
  const promise = count();
  // Awaited by totalCount; should the page fail first, the count's own failure must not go unhandled.
  promise.catch(() => {});
  const map = started.get(ctx) ?? new Map<string, Promise<number>>();
  started.set(ctx, map.set(keyOf(info.path), promise));
}

/** In `totalCount` (Pothos hands it the connection field's info): the count the resolver started, or a new one. */
export function totalOf(ctx: RequestContext, info: GraphQLResolveInfo, count: () => Promise<number>): Promise<number> {
  return started.get(ctx)?.get(keyOf(info.path)) ?? count();
}

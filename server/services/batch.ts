/**
 * Per-request batching for resolvers that would otherwise read once per object of a list: `perRequest` keeps one
 * value per request context, `batch` gathers the keys asked for in one tick and loads them with one call.
 */
import type { RequestContext } from './context.ts';

/** Collects the keys asked for during one tick and answers them all with one call of `load`. */
export function batch<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!pending) {
      const keys = new Set<K>();
      const result = new Promise<Map<K, V>>((resolve, reject) =>
        setImmediate(() => {
          pending = null;
          load([...keys]).then(resolve, reject);
        }),
      );
      pending = { keys, result };
    }
    pending.keys.add(key);
    return pending.result.then((m) => m.get(key));
  };
}

/** A value computed at most once per request. */
export function perRequest<T>(make: (ctx: RequestContext) => T): (ctx: RequestContext) => T {
  const cache = new WeakMap<RequestContext, T>();
  return (ctx) => {
    if (!cache.has(ctx)) cache.set(ctx, make(ctx));
    return cache.get(ctx)!;
  };
}

/**
 * Body caps of /api/v1: every path reads at most 64 KB, the order (whose body carries the licence file as base64)
 * as much as the 10 MB licence needs. A bigger body is answered 413 in the envelope as soon as the cap is passed
 * (at once when Content-Length says so), without reading the rest.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LICENCE_REQUEST_MAX_BYTES } from '../services/licenceFile.ts';
import { fail } from './envelope.ts';

/** The cap of every /api/v1 path without its own. */
export const REST_BODY_LIMIT = 64 * 1024;
/** POST /booking/create: the licence as base64 plus the order's own fields (the same cap as GraphQL's). */
export const ORDER_BODY_LIMIT = LICENCE_REQUEST_MAX_BYTES;

const PATH_LIMITS: Record<string, number> = { '/booking/create': ORDER_BODY_LIMIT };

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`);

/** One body-limit middleware per cap, chosen by the path below /api/v1. */
export function restBodyLimit(prefix = '/api/v1'): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: (c) => fail(c, 413, 'PayloadTooLarge', `Innhaldet er for stort: høgst ${kb(maxSize)}.`) });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : c.req.path;
    return limiterFor(PATH_LIMITS[path] ?? REST_BODY_LIMIT)(c, next);
  };
}

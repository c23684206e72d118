/**
 * Body caps of /api/v1: every path reads at most 64 KB, the order (whose body carries the licence file as base64)
 * as much as the 10 MB licence needs, the image upload one 5 MB picture plus its form fields. A bigger body is answered 413 in the envelope as soon as the cap is passed
 * (at once when Content-Length says so), without reading the rest.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MESSAGES, IMAGE_REQUEST_MAX_BYTES } from '../domain/imageUpload.ts';
import { LICENCE_REQUEST_MAX_BYTES } from '../services/licenceFile.ts';
import { fail } from './envelope.ts';

/** The cap of every /api/v1 path without its own. */
export const REST_BODY_LIMIT = 64 * 1024;
/** POST /booking/create: the licence as base64 plus the order's own fields (the same cap as GraphQL's). */
export const ORDER_BODY_LIMIT = LICENCE_REQUEST_MAX_BYTES;

const PATH_LIMITS: Record<string, number> = { '/booking/create': ORDER_BODY_LIMIT, '/upload/image': IMAGE_REQUEST_MAX_BYTES };

/** Paths whose 413 says more than the size (the spec's upload text). */
const PATH_MESSAGES: Record<string, string> = { '/upload/image': IMAGE_MESSAGES.tooLarge };

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`);

/** One body-limit middleware per cap, chosen by the path below /api/v1. */
export function restBodyLimit(prefix = '/api/v1'): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (maxSize: number, message?: string) => {
    const key = `${maxSize}:${message ?? ''}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => {
          // The rest of the body is never read: the connection cannot carry the client's next request (tests/api/input.test.ts).
          c.header('connection', 'close');
          return fail(c, 413, 'PayloadTooLarge', message ?? `Innhaldet er for stort: høgst ${kb(maxSize)}.`);
        },
      });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : c.req.path;
    return limiterFor(PATH_LIMITS[path] ?? REST_BODY_LIMIT, PATH_MESSAGES[path])(c, next);
  };
}

/**
 * The legacy `/api/v1` envelope: `{ code, status, data }` plus `pagination` for lists, and the legacy error
 * statuses (400, 401 with status "SessionExpired", 403, 404, 422 with `fields`).
 */
import type { Context } from 'hono';
import { errorText } from '../errorText.ts';
import { inLanguage, languageOfHeader } from '../domain/messages.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  InUseError,
  InvalidCredentialsError,
  foreignKeyRefusal,
  STATEMENT_TIMEOUT_MESSAGE,
  statementTimedOut,
  isUnstorableTextError,
  NotAvailableError,
  NotDeletableError,
  VehicleTakenError,
  NotFoundError,
  SessionExpiredError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UNSTORABLE_INPUT_MESSAGE,
  ValidationError,
} from '../services/errors.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import { bookingNumber } from '../domain/booking.ts';
import { isDbId } from '../domain/lists.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/jsonDepth.ts';

export interface Pagination {
  limit: number;
  page: number;
  total_count: number;
}

/** A successful answer; `extra` adds the spec's texts (`message`: "Lokasjon opprettet", "Endret", "Slettet"). */
export function ok(c: Context, data: unknown, pagination?: Pagination, extra: { message?: string; description?: string } = {}) {
  const language = languageOfHeader(c.req.header('accept-language'));
  const texts = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === undefined ? v : inLanguage(v, language)]));
  return c.json({ code: 200, status: 'OK', data: localised(c, data), ...(pagination ? { pagination } : {}), ...texts }, 200);
}

/** A message answered as `data` (or a field's message) in the caller's language (Accept-Language). */
function localised(c: Context, data: unknown): unknown {
  return typeof data === 'string' ? inLanguage(data, languageOfHeader(c.req.header('accept-language'))) : data;
}

/** A failed answer with the legacy status text; `fields` lists invalid fields on 422. */
export function fail(c: Context, code: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504, status: string, data: unknown, extra: object = {}) {
  const fields = (extra as { fields?: unknown }).fields;
  const translated = Array.isArray(fields) ? { ...extra, fields: fields.map((f: { message?: unknown }) => ({ ...f, message: localised(c, f.message) })) } : extra;
  return c.json({ code, status, data: localised(c, data), ...translated }, code);
}

/** Maps a service error to the legacy answer; anything unexpected is logged and answered 500 without details. */
export function failFromError(c: Context, err: unknown, log: { error: (o: object, m: string) => void; warn: (o: object, m: string) => void }) {
  if (err instanceof ValidationError) {
    return fail(c, 422, 'ValidationError', err.message, { fields: err.fields.map((f) => ({ field: f.field, message: f.message, ...(f.code ? { code: f.code } : {}) })) });
  }
  if (err instanceof SessionExpiredError) return fail(c, 401, 'SessionExpired', err.message);
  if (err instanceof UnauthenticatedError) return fail(c, 401, 'Unauthenticated', err.message);
  if (err instanceof ForbiddenError) return fail(c, 403, 'Forbidden', err.message);
  if (err instanceof NotFoundError) return fail(c, 404, 'NotFound', err.message);
  if (err instanceof ConflictError) return fail(c, 409, 'Conflict', err.message, { current_updated_at: err.currentUpdatedAt.toISOString() });
  if (err instanceof InUseError) {
    return fail(c, 409, 'InUse', err.message, { in_use: { bookings: err.counts.bookings, products: err.counts.products, rentaloptions: err.counts.rentalOptions, members: err.counts.members, booking_numbers: err.bookingNumbers } });
  }
  if (err instanceof VehicleTakenError) {
    return fail(c, 409, 'VehicleTaken', err.message, { product_id: err.productId, conflicting_booking_id: err.conflictingBookingId, conflicting_booking_number: err.conflictingBookingId ? bookingNumber(err.conflictingBookingId) : null });
  }
  if (err instanceof NotDeletableError) return fail(c, 409, 'NotDeletable', err.message, { booking_status: err.status });
  if (err instanceof NotAvailableError) return fail(c, 409, 'NotAvailable', err.message, { fields: [{ field: 'cart', message: err.message }] });
  if (err instanceof TooManyAttemptsError) {
    c.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    return fail(c, 429, 'TooManyAttempts', err.message);
  }
  if (err instanceof RateLimitedError) {
    c.header('retry-after', String(err.retryAfterSeconds));
    return fail(c, 429, 'RateLimited', err.message);
  }
  if (err instanceof InvalidCredentialsError) return fail(c, 400, 'InvalidCredentials', err.message);
  if (err instanceof AppError) return fail(c, 400, 'BadRequest', err.message);
  // A string no schema checked reached PostgreSQL with a NUL or a lone surrogate: the caller's fault, not ours.
  if (isUnstorableTextError(err)) return fail(c, 400, 'BadRequest', UNSTORABLE_INPUT_MESSAGE);
  // A statement ran past the statement timeout (db/client.ts): cancelled and rolled back; the caller may retry.
  if (statementTimedOut(err)) {
    log.warn({ err: errorText(err) }, 'REST: setninga tok for lang tid');
    c.header('retry-after', '5');
    return fail(c, 503, 'Timeout', STATEMENT_TIMEOUT_MESSAGE);
  }
  // A row the request pointed at was deleted meanwhile (a write outside inTransaction): the caller's to reload.
  const gone = foreignKeyRefusal(err);
  if (gone) return failFromError(c, gone, log);
  log.error({ err }, 'REST-feil');
  return fail(c, 500, 'ServerError', 'Noko gjekk gale. Feilen er logga og vil bli retta.');
}

/**
 * The request's JSON body when it is an object; null for anything else (no body, bad JSON, an array, a scalar). A body
 * nesting deeper than MAX_JSON_DEPTH is refused (400) before it is parsed (http/jsonDepth.ts).
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const text = await c.req.text().catch(() => null);
  if (text === null) return null;
  if (jsonTooDeep(text)) throw new AppError(JSON_TOO_DEEP_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/**
 * A row id from a path, query or body value (a number, or a string of digits: no sign, point, exponent or `0x`), or
 * null when none was given; anything else, or an id no row can have, a 422 naming `field`.
 */
export function restId(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isDbId(n)) throw ValidationError.field(field, `${field} må vere eit positivt heiltal.`);
  return n;
}

/** `restId` for a value that must be there: a missing one is a 422 saying it must be filled in. */
export function requiredRestId(value: unknown, field: string): number {
  const id = restId(value, field);
  if (id === null) throw ValidationError.field(field, `${field} må fyllast ut.`);
  return id;
}

/** Legacy list paging: `limit` (default 100, at most 1000) and 1-based `page`. */
export function paging(query: Record<string, string | undefined>): { limit: number; page: number; take: number; skip: number } | ValidationError {
  const limit = query.limit === undefined || query.limit === '' ? 100 : Number(query.limit);
  const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
  const fields = [];
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fields.push({ field: 'limit', message: 'limit må vere eit heiltal frå 1 til 1000.' });
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) fields.push({ field: 'page', message: 'page må vere eit heiltal frå 1.' });
  if (fields.length) return new ValidationError(fields);
  return { limit, page, take: limit, skip: (page - 1) * limit };
}

/**
 * A list's filter from the legacy query: `params` maps each query parameter to the list's filter (empty values are
 * left out; where two parameters name one filter, the first in `params` that was given counts). `names` maps each
 * filter back to the parameter it came from, so a 422 names what the caller sent (for `withLegacyFields`).
 */
export function listFilter(query: Record<string, string | undefined>, params: Record<string, string>): { filter: Record<string, string>; names: Record<string, string> } {
  const filter: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [legacy, field] of Object.entries(params)) {
    const value = query[legacy];
    if (value === undefined || value === '' || field in filter) continue;
    filter[field] = value;
    names[field] = legacy;
  }
  return { filter, names };
}

/**
 * Runs `work` and renames the fields of a validation error from the service's names to the legacy request's
 * (`firstname` → `firstName`), so a 422 names what the caller sent. Unlisted `accessories.N` become `cart.M`, M
 * being the add-on's place in the legacy cart (`cartIndex[N]`, the vehicle and insurance lines counted), else N.
 */
export function withLegacyFields<T>(names: Record<string, string>, work: () => Promise<T>, cartIndex: readonly number[] = []): Promise<T> {
  return withRenamedFields(
    (field) => names[field] ?? field.replace(/^accessories\.(\d+)/, (_m, n: string) => `cart.${cartIndex[Number(n)] ?? n}`),
    work,
  );
}

/** Runs `work` and renames the fields of a validation error with `rename` (ValidationError.renamed). */
export async function withRenamedFields<T>(rename: (field: string) => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw err instanceof ValidationError ? err.renamed(rename) : err;
  }
}

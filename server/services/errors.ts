/**
 * Failures a caller must be able to tell apart. GraphQL turns the expected ones into typed results, REST into the
 * legacy statuses (422 with `fields`, 401 `SessionExpired`, 403, 404). Messages are Norwegian: people read them.
 */
import { z } from 'zod';
import '../domain/zodMessages.ts';
import { isUnstorable, TEXT_MESSAGES } from '../domain/text.ts';
import { BOOKING_MESSAGES } from '../domain/bookingEdit.ts';
import { prepTimeText, type ClashKind } from '../domain/planning.ts';

export interface FieldError {
  /** The input field, with the name the caller used (e.g. `email`, `openingHours.0.opens`). */
  field: string;
  message: string;
  /** What kind of refusal, when a client may act on it (e.g. `CLASS_SHORTAGE`: may be accepted with acceptShortage). */
  code?: string;
}

export class AppError extends Error {
  readonly code: string = 'APP_ERROR';
}

export class ValidationError extends AppError {
  override readonly code = 'VALIDATION';
  /** The message is the default one listing the fields ("Ugyldige felt: …"): a caller renaming the fields rewrites it. */
  readonly listsFields: boolean;
  constructor(readonly fields: FieldError[], message?: string) {
    super(message ?? 'Ugyldige felt: ' + [...new Set(fields.map((f) => f.field))].join(', '));
    this.listsFields = message === undefined;
  }
  /** One invalid field. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }]);
  }
  /**
   * A refusal of the request as a whole that one field names (the booking is not active, the key is revoked): the
   * message is the cause itself, which is what a screen shows, not the "Ugyldige felt: bookingId" of a form's field.
   */
  static refusal(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }], message);
  }
  /** The same error with its fields renamed (a REST adapter's legacy names), codes kept; a default message lists the new names. */
  renamed(rename: (field: string) => string): ValidationError {
    const fields = this.fields.map((f) => ({ ...f, field: rename(f.field) }));
    return this.listsFields ? new ValidationError(fields) : new ValidationError(fields, this.message);
  }
}

export class NotFoundError extends AppError {
  override readonly code = 'NOT_FOUND';
  constructor(message = 'Fann ikkje det du leita etter.') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  override readonly code = 'FORBIDDEN';
  constructor(message = 'Du har ikkje tilgang til dette.') {
    super(message);
  }
}

/** No session at all: the caller must log in. */
export class UnauthenticatedError extends AppError {
  override readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Du må logge inn.') {
    super(message);
  }
}

/** A session cookie that was valid once but has expired or been ended: the client offers "Logg inn på nytt". */
export class SessionExpiredError extends AppError {
  override readonly code = 'SESSION_EXPIRED';
  constructor(message = 'Økta di har gått ut. Logg inn på nytt.') {
    super(message);
  }
}

export class InvalidCredentialsError extends AppError {
  override readonly code = 'INVALID_CREDENTIALS';
  constructor(message = 'Feil e-post eller passord.') {
    super(message);
  }
}

export class TooManyAttemptsError extends AppError {
  override readonly code = 'TOO_MANY_ATTEMPTS';
  constructor(readonly retryAfterSeconds: number) {
    super(`For mange mislukka innloggingar.\nPrøv igjen om ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutt.`);
  }
}

/** The last vehicle of a rental product went to someone else first (or the period is fully booked). */
export class NotAvailableError extends AppError {
  override readonly code = 'NOT_AVAILABLE';
  constructor(readonly rentalOptionId: number, message = 'Leieproduktet er ikkje lenger ledig i denne perioden. Vel eit anna eller endra tidspunktet.') {
    super(message);
  }
}

/** The row changed since the caller loaded it (lost-update protection): nothing was written. */
export class ConflictError extends AppError {
  override readonly code = 'CONFLICT';
  constructor(readonly currentUpdatedAt: Date, message: string) {
    super(message);
  }
}

/** Other data still points at the row, so it is not deleted; the message names what holds it. */
export class InUseError extends AppError {
  override readonly code = 'IN_USE';
  constructor(
    readonly counts: { bookings: number; products: number; rentalOptions: number; members: number },
    message: string,
    /** The blocking bookings' numbers, padded as staff see them (`bookingNumber`). */
    readonly bookingNumbers: string[] = [],
  ) {
    super(message);
  }
}

/**
 * The vehicle already holds another active booking for an overlapping period (refused by the database), or one too
 * close before or after it for the preparation time (`clash`, from the turnaround check): the message names which.
 */
export class VehicleTakenError extends AppError {
  override readonly code = 'VEHICLE_TAKEN';
  constructor(
    readonly productId: number,
    readonly conflictingBookingId: number | null,
    clash: ClashKind = { kind: 'overlap' },
  ) {
    super(
      conflictingBookingId === null
        ? 'Køyretøyet er alt tildelt ein annan booking i denne perioden. Vel eit anna køyretøy.'
        : clash.kind === 'turnaround'
          ? BOOKING_MESSAGES.vehicleTurnaround(conflictingBookingId, clash.otherFirst, prepTimeText(clash.prepHours))
          : BOOKING_MESSAGES.vehicleTaken(conflictingBookingId),
    );
  }
}

/** A booking that is neither pending nor cancelled is not deleted: cancel it instead. */
export class NotDeletableError extends AppError {
  override readonly code = 'NOT_DELETABLE';
  constructor(readonly status: string) {
    super(BOOKING_MESSAGES.notDeletable(status));
  }
}

/**
 * The paths of strings in `input` that PostgreSQL cannot store or that are not Unicode (NUL, lone surrogates), at
 * most `limit`. Walks iteratively, so a deeply nested input cannot overflow the stack; object keys count too.
 */
export function unstorableStrings(input: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[input, '']];
  let visited = 0;
  while (stack.length && found.length < limit && visited < 100_000) {
    const [value, path] = stack.pop()!;
    visited += 1;
    if (typeof value === 'string') {
      if (isUnstorable(value)) found.push(path || 'input');
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) {
        if (isUnstorable(k)) found.push(path || 'input');
        else stack.push([v, path ? `${path}.${k}` : k]);
      }
    }
  }
  return found;
}

/**
 * Runs a parse, putting a ValidationError's fields into `errors` (and answering undefined) instead of throwing, so a
 * write can name every bad field at once (with throwFieldErrors).
 */
export function collectFieldErrors<T>(errors: FieldError[], parse: () => T): T | undefined {
  try {
    return parse();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    errors.push(...err.fields);
    return undefined;
  }
}

/**
 * Every field error of an input in one ValidationError; nothing thrown when there is none. `given` are the ones found
 * before the checks ran (a REST adapter's fields it could not decode, an unreadable id); the checks' errors on those
 * fields, or inside them, are left out, as the first message says what is wrong there.
 */
export function throwFieldErrors(given: readonly FieldError[], found: readonly FieldError[]): void {
  const named = (field: string) => given.some((g) => field === g.field || field.startsWith(`${g.field}.`));
  const all = [...given, ...found.filter((f) => !named(f.field))];
  if (all.length) throw new ValidationError(all);
}

/** Parses `input` with a zod schema; every issue becomes a field error with the field's path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Whatever the schema says, a string PostgreSQL cannot store is refused here, naming the field.
  const unstorable = unstorableStrings(input);
  if (unstorable.length) throw new ValidationError(unstorable.map((field) => ({ field, message: TEXT_MESSAGES.invalid })));
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : 'input',
    message: issue.message,
  }));
  // Two checks may word the same problem alike (a list sent for a required text): said once.
  throw new ValidationError(fields.filter((f, i) => fields.findIndex((g) => g.field === f.field && g.message === f.message) === i));
}

/**
 * True for the errors PostgreSQL and Prisma raise for text they cannot take (NUL: "invalid byte sequence", a lone
 * surrogate: Prisma's JSON protocol refuses it). The last safety net for strings no schema saw: REST answers 400 and
 * GraphQL BAD_USER_INPUT instead of a 500.
 */
export function isUnstorableTextError(err: unknown): boolean {
  for (let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '22021' || code === '22P05') return true;
    if (/invalid byte sequence for encoding|unexpected end of hex escape|lone leading surrogate|invalid unicode code point|unpaired surrogate/i.test(message)) return true;
  }
  return false;
}

/** The message for such input (nynorsk, as every text people read). */
export const UNSTORABLE_INPUT_MESSAGE = 'Førespurnaden inneheld teikn som ikkje er tillatne (til dømes NUL eller ugyldig Unicode).';

export const FOREIGN_KEY_MESSAGES = {
  gone: 'Finst ikkje lenger: det vart sletta medan du lagra. Last sida på nytt og vel på nytt.',
  inUse: 'Kan ikkje slettast no: noko vart kopla til det medan du sletta. Last sida på nytt.',
  /** An order (shop, phone, partner): the class, an accessory or the place may be what went. */
  orderGone: 'Noko i bestillinga finst ikkje lenger: det vart nettopp sletta. Start bestillinga på nytt.',
} as const;

const snakeToCamel = (s: string) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The messages of an error and of the database errors it wraps (Prisma's, its pg adapter's, pg's). */
function errorTexts(err: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  const walk = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 6 || seen.has(e)) return;
    seen.add(e);
    const o = e as { message?: unknown; originalMessage?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    for (const t of [o.message, o.originalMessage]) if (typeof t === 'string') texts.push(t);
    walk(o.cause, depth + 1);
    walk(o.meta?.driverAdapterError, depth + 1);
  };
  walk(err, 0);
  return texts;
}

/** What a request cancelled by the statement timeout answers (GraphQL code TIMEOUT, REST 503 with Retry-After). */
export const STATEMENT_TIMEOUT_MESSAGE = 'Det tok for lang tid, og førespurnaden vart avbroten. Prøv igjen om litt.';

/**
 * Whether the database cancelled a statement of the request because it ran past the statement timeout (a lock wait
 * included: db/client.ts). Nothing was written: the statement, and the transaction around it, rolled back.
 */
export function statementTimedOut(err: unknown): boolean {
  return errorTexts(err).some((t) => /canceling statement due to (statement|lock) timeout/.test(t));
}

/**
 * PostgreSQL's foreign-key refusal (23503, Prisma's P2003) as a ValidationError, or null for any other error. It is
 * what a race leaves: a save pointing at a row (a location, an accessory) that another write deleted after this
 * one's checks ran, or a delete of a row something was linked to meanwhile. The field is the constraint's column
 * (`product_location_id_fkey` on `product` → `locationId`); a delete is refused on `id`. Nothing was written: the
 * transaction rolled back.
 */
export function foreignKeyRefusal(err: unknown): ValidationError | null {
  for (const text of errorTexts(err)) {
    if (/update or delete on table "\w+" violates foreign key constraint/.test(text)) return ValidationError.refusal('id', FOREIGN_KEY_MESSAGES.inUse);
    const m = /on table "(\w+)" violates foreign key constraint "(\w+)"/.exec(text);
    if (m) {
      const [, table, constraint] = m as unknown as [string, string, string];
      const name = constraint.replace(/_fkey$/, '');
      const column = name.startsWith(`${table}_`) ? name.slice(table.length + 1) : name;
      return ValidationError.field(snakeToCamel(column), FOREIGN_KEY_MESSAGES.gone);
    }
  }
  return null;
}

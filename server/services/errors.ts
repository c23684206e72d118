/**
 * Failures a caller must be able to tell apart. GraphQL turns the expected ones into typed results, REST into the
 * legacy statuses (422 with `fields`, 401 `SessionExpired`, 403, 404). Messages are Norwegian: people read them.
 */
import { z } from 'zod';

export interface FieldError {
  /** The input field, with the name the caller used (e.g. `email`, `openingHours.0.opens`). */
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: string = 'APP_ERROR';
}

export class ValidationError extends AppError {
  override readonly code = 'VALIDATION';
  constructor(readonly fields: FieldError[], message = 'Ugyldige felt: ' + fields.map((f) => f.field).join(', ')) {
    super(message);
  }
  /** One invalid field. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }]);
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

/** Parses `input` with a zod schema; every issue becomes a field error with the field's path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : 'input',
    message: issue.message,
  }));
  throw new ValidationError(fields);
}

/** Typed failures a screen renders: an `Error` interface and one object type per expected failure. */
import {
  AppError,
  ConflictError,
  ForbiddenError,
  InUseError,
  InvalidCredentialsError,
  NotFoundError,
  TooManyAttemptsError,
  ValidationError,
} from '../services/errors.ts';
import { inLanguage } from '../domain/messages.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import { builder } from './builder.ts';

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description:
    'An expected failure, answered as a member of a field\'s result union (e.g. CreateBookingResult) instead of a top-level error: ask for `__typename` and the fields of the members you handle.',
  fields: (t) => ({
    message: t.string({
      description: 'What went wrong, for people: in English when the request\'s Accept-Language prefers English, else in Norwegian.',
      resolve: (e, _args, ctx) => inLanguage(e.message, ctx.language),
    }),
    code: t.exposeString('code', { description: 'A stable code to branch on, one per error type: VALIDATION, NOT_FOUND, NOT_AVAILABLE, RATE_LIMITED, …' }),
  }),
});

export const FieldErrorRef = builder.objectRef<{ field: string; message: string; code?: string }>('FieldError').implement({
  description: 'One invalid input field: its name (path for nested fields) and a message (English when the request says Accept-Language: en, else Norwegian).',
  fields: (t) => ({
    code: t.string({ nullable: true, description: 'Set when a client may act on the refusal: CLASS_SHORTAGE (updateProduct, updateRentalOption, setRentalOptionProducts: acceptShortage makes the change anyway).', resolve: (e) => e.code ?? null }),
    field: t.exposeString('field', {
      description: 'The refused input field, named as in the input; a nested one as a dotted path (e.g. accessories.0.amount). "Idempotency-Key" names that HTTP header.',
    }),
    message: t.string({ description: 'Why it was refused, for people (in the request\'s language, as Error.message).', resolve: (e, _args, ctx) => inLanguage(e.message, ctx.language) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused (code VALIDATION) and nothing was written: `fields` names each refused field and why.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ValidationError,
  fields: (t) => ({ fields: t.field({ type: [FieldErrorRef], description: 'Each refused input field with the reason (at least one).', resolve: (e) => e.fields }) }),
});

for (const [cls, name, description] of [
  [
    NotFoundError,
    'NotFoundError',
    'What the input names does not exist, or lies outside what the caller may reach (code NOT_FOUND); nothing was changed. cancelBooking answers it for an id that is none of the partner\'s bookings at the key\'s locations.',
  ],
  [ForbiddenError, 'ForbiddenError', undefined],
  [InvalidCredentialsError, 'InvalidCredentialsError', undefined],
] as const) {
  builder.objectType(cls as typeof AppError, {
    name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof cls,
    fields: () => ({}),
  });
}

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof TooManyAttemptsError,
  fields: (t) => ({ retryAfterSeconds: t.int({ description: 'Seconds (whole, rounded up) until a log-in may be tried again.', resolve: (e) => Math.ceil(e.retryAfterSeconds) }) }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description:
    'Too many requests of this kind from this client or for this subject (code RATE_LIMITED). A partner key over its cost limit is refused before anything runs instead: HTTP 429 with the wait in the Retry-After header and in the error\'s extensions as `retryAfterSeconds` (and `retryAfter`, its older name), in seconds.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof RateLimitedError,
  fields: (t) => ({
    retryAfterSeconds: t.int({ description: 'Whole seconds until the limit\'s window ends (at least 1); a retry before then is refused again.', resolve: (e) => e.retryAfterSeconds }),
  }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'The object changed since it was loaded (code CONFLICT); nothing was written. Load it again.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ConflictError,
  fields: (t) => ({ currentUpdatedAt: t.field({ type: 'DateTime', resolve: (e) => e.currentUpdatedAt }) }),
});

builder.objectType(InUseError, {
  name: 'InUseError',
  description: 'Other data still uses the object, so it was not deleted (code IN_USE); the message names what. Archive it instead.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof InUseError,
  fields: (t) => ({
    bookings: t.int({ resolve: (e) => e.counts.bookings }),
    products: t.int({ description: 'Vehicles.', resolve: (e) => e.counts.products }),
    rentalOptions: t.int({ resolve: (e) => e.counts.rentalOptions }),
    members: t.int({ description: 'Staff roles held at the location.', resolve: (e) => e.counts.members }),
    bookingNumbers: t.stringList({ description: 'The blocking bookings\' numbers, padded to 4 digits (empty when not known).', resolve: (e) => e.bookingNumbers }),
  }),
});

/** Error types every admin write can return. */
export const WRITE_ERRORS = [ValidationError, NotFoundError, ForbiddenError];

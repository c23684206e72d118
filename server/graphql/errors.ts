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
  fields: (t) => ({
    message: t.string({ resolve: (e, _args, ctx) => inLanguage(e.message, ctx.language) }),
    code: t.exposeString('code'),
  }),
});

export const FieldErrorRef = builder.objectRef<{ field: string; message: string; code?: string }>('FieldError').implement({
  description: 'One invalid input field: its name (path for nested fields) and a message (English when the request says Accept-Language: en, else Norwegian).',
  fields: (t) => ({
    code: t.string({ nullable: true, description: 'Set when a client may act on the refusal: CLASS_SHORTAGE (updateProduct, updateRentalOption, setRentalOptionProducts: acceptShortage makes the change anyway).', resolve: (e) => e.code ?? null }),
    field: t.exposeString('field'),
    message: t.string({ resolve: (e, _args, ctx) => inLanguage(e.message, ctx.language) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ValidationError,
  fields: (t) => ({ fields: t.field({ type: [FieldErrorRef], resolve: (e) => e.fields }) }),
});

for (const [cls, name] of [
  [NotFoundError, 'NotFoundError'],
  [ForbiddenError, 'ForbiddenError'],
  [InvalidCredentialsError, 'InvalidCredentialsError'],
] as const) {
  builder.objectType(cls as typeof AppError, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof cls,
    fields: () => ({}),
  });
}

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof TooManyAttemptsError,
  fields: (t) => ({ retryAfterSeconds: t.int({ resolve: (e) => Math.ceil(e.retryAfterSeconds) }) }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many requests of this kind from this client or for this subject (code RATE_LIMITED).',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.int({ resolve: (e) => e.retryAfterSeconds }) }),
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

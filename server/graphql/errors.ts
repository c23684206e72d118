/** Typed failures a screen renders: an `Error` interface and one object type per expected failure. */
import {
  AppError,
  ForbiddenError,
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

export const FieldErrorRef = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  description: 'One invalid input field: its name (path for nested fields) and a message (English when the request says Accept-Language: en, else Norwegian).',
  fields: (t) => ({
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

/** Error types every admin write can return. */
export const WRITE_ERRORS = [ValidationError, NotFoundError, ForbiddenError];

/**
 * Every task the job queue knows, with the shape of its payload. A payload is stored as JSON in the queue until the
 * task has run, so it holds ids and what cannot be read back later, never a secret (a reset link's token is made by
 * the task that mails it) and never a rendered message. `enqueue` checks a payload against its schema before it is
 * written; the worker checks it again before the task runs (a job written by an older version may wait in the queue
 * across a deploy).
 */
import { z } from 'zod';
import { MAX_DB_ID } from '../domain/lists.ts';

const id = z.number().int().positive().max(MAX_DB_ID);
/** The language the customer used (Accept-Language of the request that caused the mail); older jobs have none: Norwegian. */
const language = z.enum(['no', 'en']).optional();

export const payloadSchemas = {
  /** The order confirmation to the customer. */
  'mail.bookingConfirmation': z.object({ bookingId: id }),
  /** The new-order notice to the pick-up location (or the site). */
  'mail.bookingNotice': z.object({ bookingId: id }),
  /** A status change the customer is told about (staff confirmed or cancelled the booking). */
  'mail.bookingStatus': z.object({ bookingId: id, status: z.enum(['confirmed', 'cancelled', 'changed']) }),
  /**
   * A message rendered before its source was deleted (bookingMail.ts keepWaitingStatusMails: a cancellation still
   * waiting when staff deleted the booking). The one kind of job that holds a rendered message: nothing is left to
   * render it from.
   */
  'mail.message': z.object({
    message: z.object({ to: z.string().min(1).max(254), subject: z.string().max(500), text: z.string().max(100_000), html: z.string().max(200_000), replyTo: z.string().max(254).optional() }),
    messageId: z.string().min(3).max(300),
  }),
  /** The welcome message after registration. */
  'mail.welcome': z.object({ userId: id, language }),
  /** The password-reset link: the task makes its token as it sends (an older job's `token` is ignored). */
  'mail.passwordReset': z.object({ userId: id, language }),
  /** The notice that the password was changed on Min side. */
  'mail.passwordChanged': z.object({ userId: id, language }),
  /**
   * The notice to the old address that staff changed a person's log-in e-mail: the old address (and the new one, as it
   * was then) cannot be read back from the person once changed.
   */
  'mail.loginEmailChanged': z.object({
    userId: id,
    oldEmail: z.string().min(1).max(254),
    newEmail: z.string().min(1).max(254),
    changedAt: z.iso.datetime(),
    language,
  }),
  /** A registration request, looked at after the answer: confirmation link, or "you already have an account". */
  'auth.registrationRequest': z.object({ pendingRegistrationId: id, language }),
  /** A password-reset request, looked at after the answer: a link when the address has an account. */
  'auth.passwordResetRequest': z.object({ email: z.string().min(1).max(254), language }),
  /** One attempt of a partner webhook delivery (the body is stored in webhook_delivery; `attempt` = attempts made before). */
  'webhook.deliver': z.object({ deliveryId: id, attempt: z.number().int().min(0).max(100) }),
  /** The daily clean-up of expired rows (a cron item: graphile-worker adds `_cron` with the scheduled time). */
  'housekeeping.prune': z.looseObject({}),
};

export type TaskName = keyof typeof payloadSchemas;
export type TaskPayload<K extends TaskName> = z.infer<(typeof payloadSchemas)[K]>;

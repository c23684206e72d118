/** The account e-mails (welcome, password reset, password changed) as job-queue tasks: enqueued in the request's transaction, sent by the worker. */
import type { Job } from 'graphile-worker';
import { messageIdFor } from '../jobs/messageId.ts';
import type { TaskPayload } from '../jobs/payloads.ts';
import { passwordChangedMail, passwordResetMail, publicBase, welcomeMail } from '../mail/templates.ts';
import { newToken, RESET_TTL_MINUTES, sha256 } from './auth.ts';
import type { AppServices } from './context.ts';

async function site(services: AppServices) {
  return services.db.site.findFirst({ orderBy: { id: 'asc' }, select: { name: true, email: true } });
}

/** Task `mail.welcome`: a user deleted or erased before the job ran gets nothing. */
export async function sendWelcomeMail(services: AppServices, { userId, language = 'no' }: TaskPayload<'mail.welcome'>, job: Job): Promise<void> {
  const user = await services.db.user.findUnique({ where: { id: userId }, select: { email: true, firstname: true, erasedAt: true } });
  if (!user || user.erasedAt) return;
  const s = await site(services);
  await services.mailer.send(welcomeMail(language, user.email, user.firstname, `${publicBase(services.config.publicUrl, language)}/login`, s?.name ?? 'Utleige', s?.email ?? null), {
    messageId: messageIdFor(services, job),
  });
}

/**
 * Task `mail.passwordReset`: makes the link's token as it sends, so the token exists only in the message; the
 * database keeps its hash, and the queue never holds a working link (a job waiting on a mail server that refuses is
 * no key to the account). A retry makes a new token; one from an attempt that failed was never seen and expires.
 * A person erased while the mail waited gets nothing: no link to an account that must never open again.
 */
export async function sendPasswordResetMail(services: AppServices, { userId, language = 'no' }: TaskPayload<'mail.passwordReset'>, job: Job): Promise<void> {
  const user = await services.db.user.findUnique({ where: { id: userId }, select: { email: true, firstname: true, erasedAt: true } });
  if (!user || user.erasedAt) return;
  const s = await site(services);
  const token = newToken();
  await services.db.passwordResetToken.create({
    data: { tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) },
  });
  const link = `${publicBase(services.config.publicUrl, language)}/tilbakestill?key=${encodeURIComponent(token)}`;
  await services.mailer.send(passwordResetMail(language, user.email, user.firstname, link, s?.name ?? 'Utleige', RESET_TTL_MINUTES), {
    messageId: messageIdFor(services, job),
  });
}

/** Task `mail.passwordChanged`: the notice after a change on Min side (a user deleted before the job ran gets nothing). */
export async function sendPasswordChangedMail(services: AppServices, { userId, language = 'no' }: TaskPayload<'mail.passwordChanged'>, job: Job): Promise<void> {
  const user = await services.db.user.findUnique({ where: { id: userId }, select: { email: true, firstname: true, erasedAt: true } });
  if (!user || user.erasedAt) return;
  const s = await site(services);
  const forgot = `${publicBase(services.config.publicUrl, language)}/glemt-passord`;
  await services.mailer.send(passwordChangedMail(language, user.email, user.firstname, forgot, s?.name ?? 'Utleige', s?.email ?? null), {
    messageId: messageIdFor(services, job),
  });
}

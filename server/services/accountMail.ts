/**
 * The account e-mails (welcome, password reset, password changed, log-in e-mail changed) as job-queue tasks: enqueued
 * in the request's transaction, sent by the worker.
 */
import type { Job } from 'graphile-worker';
import { normaliseEmail } from '../domain/credentials.ts';
import { formatPhone } from '../domain/phone.ts';
import { formatOsloLong } from '../domain/time.ts';
import { messageIdFor } from '../jobs/messageId.ts';
import type { TaskPayload } from '../jobs/payloads.ts';
import { enqueue } from '../jobs/queue.ts';
import { loginEmailChangedMail, passwordChangedMail, passwordResetMail, publicBase, welcomeMail } from '../mail/templates.ts';
import { newToken, RESET_TTL_MINUTES, sha256 } from './auth.ts';
import type { AppServices } from './context.ts';
import type { Tx } from './write.ts';

async function site(services: AppServices) {
  return services.db.site.findFirst({ orderBy: { id: 'asc' }, select: { name: true, email: true, phone: true } });
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

/**
 * After staff changed a person's log-in e-mail (customerWrite.ts updateCustomer), in the same transaction: a notice to
 * the OLD address, so a mistaken address does not lock the person out unseen. Nothing when the address is the same but
 * for case and spaces (one log-in). The person has no language of their own: the one they last booked in themself, else
 * Norwegian (the staff member's language is not theirs). The new address gets nothing, as no other flow of the product
 * mails an address staff typed to tell it it is now a log-in: a mistyped one belongs to a stranger.
 */
export async function enqueueLoginEmailChangedMail(tx: Pick<Tx, '$executeRaw' | 'booking'>, p: { userId: number; oldEmail: string; newEmail: string; changedAt: Date }): Promise<void> {
  if (normaliseEmail(p.oldEmail) === normaliseEmail(p.newEmail)) return;
  const last = await tx.booking.findFirst({ where: { customerUserId: p.userId, placedByStaff: false }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { language: true } });
  await enqueue(tx, 'mail.loginEmailChanged', { userId: p.userId, oldEmail: p.oldEmail, newEmail: p.newEmail, changedAt: p.changedAt.toISOString(), language: last?.language === 'en' ? 'en' : 'no' });
}

/**
 * Task `mail.loginEmailChanged`: the notice to the old address, as the change left it (a later change has its own
 * job). A person deleted or erased before the job ran gets nothing.
 */
export async function sendLoginEmailChangedMail(services: AppServices, { userId, oldEmail, newEmail, changedAt, language = 'no' }: TaskPayload<'mail.loginEmailChanged'>, job: Job): Promise<void> {
  const user = await services.db.user.findUnique({ where: { id: userId }, select: { firstname: true, erasedAt: true } });
  if (!user || user.erasedAt) return;
  const s = await site(services);
  const message = loginEmailChangedMail(language, oldEmail, user.firstname, {
    newEmail,
    when: formatOsloLong(new Date(changedAt), language),
    siteName: s?.name ?? 'Utleige',
    supportEmail: s?.email || null,
    supportPhone: s?.phone ? formatPhone(s.phone) : null,
  });
  await services.mailer.send(message, { messageId: messageIdFor(services, job) });
}

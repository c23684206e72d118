/**
 * Registration with a confirmation link. The request does the same work for every address (validate, count it
 * against the limits, hash the password, store a pending registration) and answers the same; whether the address
 * already has an account is looked at only after the answer (processRegistrationRequest), which mails either the
 * confirmation link or "you already have an account". Opening the link creates the account and logs in.
 */
import type { MessageLanguage } from '../domain/messages.ts';
import { publicBase } from '../mail/templates.ts';
import { z } from 'zod';
import { isValidPassword, isValidPhone, normaliseEmail, normalisePhone, PASSWORD_MESSAGE, PHONE_MESSAGE } from '../domain/credentials.ts';
import { emailFormat } from '../domain/email.ts';
import type { Job } from 'graphile-worker';
import { messageIdFor } from '../jobs/messageId.ts';
import { enqueue } from '../jobs/queue.ts';
import { accountExistsMail, confirmRegistrationMail } from '../mail/templates.ts';
import { findUserByEmail, newToken, required, sha256, startSession } from './auth.ts';
import type { AppServices, RequestContext, Viewer } from './context.ts';
import { parseInput, ValidationError } from './errors.ts';
import { NO_WEB_ADDRESS } from '../domain/fields.ts';
import { secretText } from './fields.ts';
import { hashPassword } from './passwords.ts';
import { CUSTOMER_HISTORY_FIELDS } from '../domain/customer.ts';
import { recordHistory } from './history.ts';
import { changesOf } from './write.ts';
import { consume, LIMITS } from './rateLimit.ts';

/** A confirmation link works once and for this long. */
export const CONFIRM_TTL_HOURS = 24;
/** What every registration request answers, whatever the address (REST and GraphQL). */
export const REGISTRATION_SENT_MESSAGE = 'Vi har sendt ei e-post til adressa du oppgav. Opne lenka i e-posten for å stadfeste kontoen.';
const INVALID_LINK = 'Lenka er ugyldig, brukt eller gått ut. Opprett brukaren på nytt.';
const ALREADY_EXISTS = 'Det finst allereie ein brukar med denne e-postadressa. Logg inn, eller be om nytt passord.';

export const registerSchema = z.object({
  firstname: required('Fornamn').max(100, 'Fornamnet er for langt.').refine(...NO_WEB_ADDRESS),
  lastname: required('Etternamn').max(100, 'Etternamnet er for langt.').refine(...NO_WEB_ADDRESS),
  phone: required('Telefon').refine(isValidPhone, PHONE_MESSAGE),
  email: required('E-post').max(254, 'E-postadressa er for lang.').pipe(emailFormat('Ugyldig e-postadresse.')),
  password: secretText(PASSWORD_MESSAGE).min(1, 'Passord må fyllast ut.').max(1024, 'Passordet er for langt.').refine((p) => p === '' || isValidPassword(p), PASSWORD_MESSAGE),
});

/** What processRegistrationRequest needs: JSON, so it can become a job-queue task unchanged. */
export interface RegistrationRequestPayload {
  pendingRegistrationId: number;
  /** The language of the request: the mail is written in it. */
  language?: MessageLanguage;
}

/** Takes a registration request (never an employee). Answers nothing about the address; the mail follows. */
export async function register(ctx: RequestContext, input: unknown): Promise<void> {
  const data = parseInput(registerSchema, input);
  const email = normaliseEmail(data.email);
  await consume(ctx.db, [
    [LIMITS.registerPerAddress, email],
    [LIMITS.registerPerClient, ctx.clientAddress],
  ]);
  const passwordHash = await hashPassword(data.password);
  // The pending registration and its job are one transaction (outbox): the job runs after the answer.
  await ctx.db.$transaction(async (tx) => {
    const pending = await tx.pendingRegistration.create({
      data: {
        firstname: data.firstname,
        lastname: data.lastname,
        email,
        phone: normalisePhone(data.phone),
        passwordHash,
        expiresAt: new Date(Date.now() + CONFIRM_TTL_HOURS * 3600_000),
      },
      select: { id: true },
    });
    const payload: RegistrationRequestPayload = { pendingRegistrationId: pending.id, language: ctx.language };
    await enqueue(tx, 'auth.registrationRequest', payload);
  });
}

/**
 * Task `auth.registrationRequest`, after the answer: an address with an account gets "you already have an account"
 * (and the pending registration goes); a new address gets the confirmation link (only its hash is stored). Run
 * again after a failure or a crash, it sends again with a new link, and the earlier link keeps working: both mails
 * carry one Message-ID, and a mail program that shows only the first must not show a dead link.
 */
export async function processRegistrationRequest(services: AppServices, payload: RegistrationRequestPayload, job?: Job): Promise<void> {
  const { db, config, mailer } = services;
  // Expired requests are cleared here, in the job, off the request path.
  await db.pendingRegistration.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const pending = await db.pendingRegistration.findUnique({ where: { id: payload.pendingRegistrationId } });
  if (!pending) return;
  const messageId = job ? messageIdFor(services, job) : undefined;
  const site = await db.site.findFirst({ orderBy: { id: 'asc' } });
  const siteName = site?.name ?? 'Utleige';
  const language = payload.language ?? 'no';
  const base = publicBase(config.publicUrl, language);
  const existing = await findUserByEmail(db, pending.email);
  if (existing) {
    // Mail first: when sending fails the job runs again and still finds the request.
    await mailer.send(accountExistsMail(language, existing.email, existing.firstname, `${base}/login`, `${base}/glemt-passord`, siteName), { messageId });
    await db.pendingRegistration.delete({ where: { id: pending.id } });
    return;
  }
  const token = newToken();
  if (pending.tokenHash === null) await db.pendingRegistration.update({ where: { id: pending.id }, data: { tokenHash: sha256(token) } });
  else {
    // Run again (the first run may have reached the mail server before a crash): the earlier link stays valid beside
    // the new one, each in its own row (the first one opened creates the account and clears the others).
    const { id: _id, tokenHash: _t, createdAt: _c, ...request } = pending;
    await db.pendingRegistration.create({ data: { ...request, tokenHash: sha256(token) } });
  }
  const link = `${base}/stadfest?key=${encodeURIComponent(token)}`;
  await mailer.send(confirmRegistrationMail(language, pending.email, pending.firstname, link, siteName, CONFIRM_TTL_HOURS), { messageId });
}

const confirmSchema = z.object({ key: required('Nøkkel').max(200, 'Ugyldig nøkkel.') });

/** Opens a confirmation link: creates the customer account once (its history's first entry), logs it in and sends the welcome mail. */
export async function confirmRegistration(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { key } = parseInput(confirmSchema, input);
  const user = await ctx.db.$transaction(async (tx) => {
    // Deleting the pending row in the statement that finds it makes a double submit create one account.
    const [pending] = await tx.$queryRaw<{ firstname: string; lastname: string; email: string; phone: string; passwordHash: string }[]>`
      DELETE FROM "pending_registration" WHERE "token_hash" = ${sha256(key)} AND "expires_at" > now()
      RETURNING "firstname", "lastname", "email", "phone", "password_hash" AS "passwordHash"`;
    if (!pending) throw ValidationError.field('key', INVALID_LINK);
    if (await findUserByEmail(tx as unknown as AppServices['db'], pending.email)) throw ValidationError.field('key', ALREADY_EXISTS);
    await tx.pendingRegistration.deleteMany({ where: { email: pending.email } });
    const made = await tx.user
      .create({
        data: { firstname: pending.firstname, lastname: pending.lastname, email: pending.email, phone: pending.phone, passwordHash: pending.passwordHash, isEmployee: false },
      })
      .catch((err) => {
        if ((err as { code?: string }).code === 'P2002' || /user_email_lower_key|unique/i.test(String((err as Error).message))) {
          throw ValidationError.field('key', ALREADY_EXISTS);
        }
        throw err;
      });
    // The person's history starts with the account, as any created object's does (the hash is no one's history).
    await recordHistory(tx, {
      entityType: 'customer',
      entityId: made.id,
      authorId: made.id,
      comment: 'Kontoen er oppretta av personen sjølv med lenka i e-posten om stadfesting',
      changes: changesOf(null, made, CUSTOMER_HISTORY_FIELDS),
    });
    // The account and its welcome mail's job are one transaction (outbox).
    await enqueue(tx, 'mail.welcome', { userId: made.id, language: ctx.language }, { jobKey: `welcome:${made.id}`, jobKeyMode: 'unsafe_dedupe' });
    return made;
  });
  return startSession(ctx, user, false);
}

/**
 * Log-in, sessions, registration and password reset. Sessions live in the database (only a hash of the cookie
 * token is stored), are rotated at log-in and deleted at log-out; failed log-ins are limited per e-mail address.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import {
  isValidPassword,
  isValidPhone,
  normaliseEmail,
  normalisePhone,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
} from '../domain/credentials.ts';
import type { Db } from '../db/client.ts';
import { passwordResetMail, welcomeMail } from '../mail/templates.ts';
import type { RequestContext, Viewer } from './context.ts';
import { InvalidCredentialsError, parseInput, TooManyAttemptsError, ValidationError } from './errors.ts';
import { lineText, secretText } from './fields.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

export const SESSION_COOKIE = 'sid';
const HOUR = 3600_000;
/** A remembered log-in lasts 30 days, an ordinary one 12 hours; both slide while in use. */
const REMEMBERED_TTL = 30 * 24 * HOUR;
const SESSION_TTL = 12 * HOUR;
export const RESET_TTL_MINUTES = 60;
/** Five wrong passwords in 15 minutes lock the address for 5 minutes, doubling per further miss, at most 15. */
export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000, baseLockMs: 5 * 60_000, maxLockMs: 15 * 60_000 };

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

function cookie(ctx: RequestContext, value: string, maxAgeSeconds: number | null): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== null) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (ctx.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Resolves the session cookie of a request to its user; expired sessions are deleted and reported as expired. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
): Promise<{ viewer: Viewer | null; sessionId: number | null; expired: boolean; refreshed: boolean }> {
  if (!token) return { viewer: null, sessionId: null, expired: false, refreshed: false };
  const session = await db.session.findUnique({ where: { tokenHash: sha256(token) }, include: { user: true } });
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now) {
    if (session) await db.session.delete({ where: { id: session.id } }).catch(() => {});
    return { viewer: null, sessionId: null, expired: true, refreshed: false };
  }
  // Slide the expiry forward, at most once an hour, keeping the session's own length.
  let refreshed = false;
  if (now - session.lastSeenAt.getTime() > HOUR) {
    const ttl = session.expiresAt.getTime() - session.lastSeenAt.getTime();
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now), expiresAt: new Date(now + ttl) } });
    refreshed = true;
  }
  const u = session.user;
  return {
    viewer: { id: u.id, isEmployee: u.isEmployee, firstname: u.firstname, lastname: u.lastname, email: u.email },
    sessionId: session.id,
    expired: false,
    refreshed,
  };
}

export const loginSchema = z.object({
  email: lineText('E-post må fyllast ut.').min(1, 'E-post må fyllast ut.').max(254, 'E-postadressa er for lang.'),
  password: secretText('Passord må fyllast ut.').min(1, 'Passord må fyllast ut.').max(1024, 'Passordet er for langt.'),
  remember: z.boolean().optional().default(false),
});

/** Refuses while the address is locked out. */
async function checkThrottle(db: Db, email: string): Promise<void> {
  const row = await db.loginThrottle.findUnique({ where: { email } });
  const lockedFor = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  if (lockedFor > 0) throw new TooManyAttemptsError(lockedFor / 1000);
}

/** Counts a failed attempt atomically and locks the address once the limit is reached. */
async function recordFailure(db: Db, email: string): Promise<void> {
  const { maxFailures, windowMs, baseLockMs, maxLockMs } = THROTTLE;
  await db.$executeRaw`
    INSERT INTO "login_throttle" ("email", "failures", "window_start")
    VALUES (${email}, 1, now())
    ON CONFLICT ("email") DO UPDATE SET
      "failures" = CASE WHEN "login_throttle"."window_start" < now() - ${windowMs} * interval '1 millisecond'
                        THEN 1 ELSE "login_throttle"."failures" + 1 END,
      "window_start" = CASE WHEN "login_throttle"."window_start" < now() - ${windowMs} * interval '1 millisecond'
                            THEN now() ELSE "login_throttle"."window_start" END`;
  await db.$executeRaw`
    UPDATE "login_throttle"
    SET "locked_until" = now() + LEAST(${maxLockMs}, ${baseLockMs} * power(2, "failures" - ${maxFailures})) * interval '1 millisecond'
    WHERE "email" = ${email} AND "failures" >= ${maxFailures}`;
}

/** Logs in: checks the password, replaces any session the request had, and sets the new session cookie. */
export async function login(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { email: rawEmail, password, remember } = parseInput(loginSchema, input);
  const email = normaliseEmail(rawEmail);
  await checkThrottle(ctx.db, email);
  // Exact comparison: the column is citext (case-insensitive equality), never a LIKE pattern.
  const user = await ctx.db.user.findUnique({ where: { email } });
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!user || !ok) {
    await recordFailure(ctx.db, email);
    throw new InvalidCredentialsError();
  }
  await ctx.db.loginThrottle.deleteMany({ where: { email } });
  // Rotation: the session the request came with (if any) ends; a new token is issued.
  if (ctx.sessionId) await ctx.db.session.deleteMany({ where: { id: ctx.sessionId } });
  const token = newToken();
  const ttl = remember ? REMEMBERED_TTL : SESSION_TTL;
  const session = await ctx.db.session.create({
    data: { tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + ttl), userAgent: ctx.userAgent?.slice(0, 300) },
  });
  ctx.responseCookies.push(cookie(ctx, token, remember ? ttl / 1000 : null));
  const viewer: Viewer = { id: user.id, isEmployee: user.isEmployee, firstname: user.firstname, lastname: user.lastname, email: user.email };
  ctx.viewer = viewer;
  ctx.sessionId = session.id;
  ctx.sessionExpired = false;
  return viewer;
}

/** Logs out: deletes the session and clears the cookie. Logging out without a session is not an error. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.sessionId) await ctx.db.session.deleteMany({ where: { id: ctx.sessionId } });
  ctx.responseCookies.push(cookie(ctx, '', 0));
  ctx.viewer = null;
  ctx.sessionId = null;
}

const required = (label: string) => lineText(`${label} må fyllast ut.`).min(1, `${label} må fyllast ut.`);

export const registerSchema = z.object({
  firstname: required('Fornamn').max(100, 'Fornamnet er for langt.'),
  lastname: required('Etternamn').max(100, 'Etternamnet er for langt.'),
  phone: required('Telefon').refine(isValidPhone, PHONE_MESSAGE),
  email: required('E-post').max(254, 'E-postadressa er for lang.').pipe(z.email('Ugyldig e-postadresse.')),
  password: secretText(PASSWORD_MESSAGE).max(1024, 'Passordet er for langt.').refine(isValidPassword, PASSWORD_MESSAGE),
});

/** Registers a customer (never an employee). */
export async function register(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const data = parseInput(registerSchema, input);
  const email = normaliseEmail(data.email);
  const passwordHash = await hashPassword(data.password);
  const user = await ctx.db.user
    .create({
      data: { firstname: data.firstname, lastname: data.lastname, email, phone: normalisePhone(data.phone), passwordHash, isEmployee: false },
    })
    .catch((err) => {
      if ((err as { code?: string }).code === 'P2002' || /user_email_lower_key|unique/i.test(String((err as Error).message))) {
        throw ValidationError.field('email', 'Det finst allereie ein brukar med denne e-postadressa.');
      }
      throw err;
    });
  await sendWelcomeMail(ctx, user);
  return { id: user.id, isEmployee: false, firstname: user.firstname, lastname: user.lastname, email: user.email };
}

/** The welcome message goes out in the background: a slow mail server must not hold up the registration. */
async function sendWelcomeMail(ctx: RequestContext, user: { email: string; firstname: string }): Promise<void> {
  const site = await ctx.db.site.findFirst({ orderBy: { id: 'asc' } });
  ctx.mailer.sendInBackground(welcomeMail(user.email, user.firstname, `${ctx.config.publicUrl}/login`, site?.name ?? 'Utleige', site?.email ?? null));
}

export const requestResetSchema = z.object({ email: required('E-post').max(254, 'E-postadressa er for lang.') });

/**
 * Starts a password reset. Answers the same whether or not the address exists; the mail goes out in the
 * background so the answer's timing reveals nothing either.
 */
export async function requestPasswordReset(ctx: RequestContext, input: unknown): Promise<void> {
  const email = normaliseEmail(parseInput(requestResetSchema, input).email);
  const user = await ctx.db.user.findUnique({ where: { email } });
  if (!user) return;
  const token = newToken();
  await ctx.db.passwordResetToken.create({
    data: { tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) },
  });
  const site = await ctx.db.site.findFirst({ orderBy: { id: 'asc' } });
  const link = `${ctx.config.publicUrl}/tilbakestill?key=${encodeURIComponent(token)}`;
  ctx.mailer.sendInBackground(passwordResetMail(user.email, user.firstname, link, site?.name ?? 'Utleige', RESET_TTL_MINUTES));
}

export const resetSchema = z.object({
  key: required('Nøkkel').max(200, 'Ugyldig nøkkel.'),
  password: secretText(PASSWORD_MESSAGE).max(1024, 'Passordet er for langt.').refine(isValidPassword, PASSWORD_MESSAGE),
});

/** Sets a new password from a reset link: the link works once, within its time, and ends all the user's sessions. */
export async function resetPassword(ctx: RequestContext, input: unknown): Promise<void> {
  const { key, password } = parseInput(resetSchema, input);
  const passwordHash = await hashPassword(password);
  await ctx.db.$transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes a double submit use it only once.
    const used = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash: sha256(key), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.length !== 1) throw ValidationError.field('key', 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.');
    const userId = used[0].userId;
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  });
}

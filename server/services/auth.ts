/**
 * Log-in, sessions, registration and password reset. Sessions live in the database (only a hash of the cookie
 * token is stored), are rotated at log-in and deleted at log-out; failed log-ins are throttled per (address, client), per client and
 * per address (see countAttempt). Registration lives in registration.ts.
 */
import type { MessageLanguage } from '../domain/messages.ts';
import crypto from 'node:crypto';
import { z } from 'zod';
import { isValidPassword, normaliseEmail, PASSWORD_MESSAGE } from '../domain/credentials.ts';
import { emailFormat } from '../domain/email.ts';
import { rawRows, type Db } from '../db/client.ts';
import { enqueue } from '../jobs/queue.ts';
import type { AppServices, RequestContext, Viewer } from './context.ts';
import { InvalidCredentialsError, parseInput, TooManyAttemptsError, ValidationError } from './errors.ts';
import { lineText, secretText } from './fields.ts';
import { accountsOf, MEMBERSHIPS_JSON_SQL, type Account, type MembershipAccountRow } from './scope.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { consume, hit, LIMITS, reset as resetLimit, unhit } from './rateLimit.ts';
import { recordHistory } from './history.ts';

export const SESSION_COOKIE = 'sid';
const HOUR = 3600_000;
/** A remembered log-in lasts 30 days, an ordinary one 12 hours; both slide while in use. */
const REMEMBERED_TTL = 30 * 24 * HOUR;
const SESSION_TTL = 12 * HOUR;
export const RESET_TTL_MINUTES = 60;

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

function cookie(ctx: RequestContext, value: string, maxAgeSeconds: number | null): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== null) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (ctx.secure) parts.push('Secure');
  return parts.join('; ');
}

interface SessionRow {
  id: number;
  expiresAt: Date;
  lastSeenAt: Date;
  userId: number;
  isEmployee: boolean;
  firstname: string;
  lastname: string;
  email: string;
  memberships: MembershipAccountRow[];
}

/** A session by its token hash, with its user and the user's memberships, in one statement. */
const SESSION_SQL = `
SELECT s.id, s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt", u.id AS "userId", u.is_employee AS "isEmployee",
       u.firstname, u.lastname, u.email::text AS email, ${MEMBERSHIPS_JSON_SQL} AS memberships
FROM session s JOIN "user" u ON u.id = s.user_id
WHERE s.token_hash = $1`;

/** Resolves the session cookie of a request to its user; expired sessions are deleted and reported as expired. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
): Promise<{ viewer: Viewer | null; sessionId: number | null; expired: boolean; refreshed: boolean; accounts?: Account[] }> {
  if (!token) return { viewer: null, sessionId: null, expired: false, refreshed: false };
  // The user's accounts come in the same statement: every staff request needs them to know its scope. Raw SQL: this
  // runs on every request, and Prisma's query compiler spent longer on this nested include than the database did.
  const [session] = await rawRows<SessionRow>(db, SESSION_SQL, [sha256(token)]);
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
  const u = session;
  return {
    viewer: { id: u.userId, isEmployee: u.isEmployee, firstname: u.firstname, lastname: u.lastname, email: u.email },
    sessionId: session.id,
    expired: false,
    refreshed,
    accounts: accountsOf(u.memberships),
  };
}

export const loginSchema = z.object({
  email: lineText('E-post må fyllast ut.').min(1, 'E-post må fyllast ut.').max(254, 'E-postadressa er for lang.'),
  password: secretText('Passord må fyllast ut.').min(1, 'Passord må fyllast ut.').max(1024, 'Passordet er for langt.'),
  remember: z.boolean().optional().default(false),
});

/** The throttle subjects of one log-in attempt: the client for this address, the client, the address. */
function throttleEntries(email: string, client: string) {
  return [
    [LIMITS.loginFailuresPerPair, `${email}\n${client}`],
    [LIMITS.loginFailuresPerClient, client],
    [LIMITS.loginFailuresPerAddress, email],
  ] as const;
}

/**
 * Counts this attempt (atomically, so parallel guesses each see their own number) and refuses a client that has
 * been guessing: five misses for this address, or many over all addresses. The misses of other clients on the
 * address add friction only for clients that have missed on it themselves, so a client that has not been guessing
 * is never refused the right password.
 */
async function countAttempt(ctx: RequestContext, email: string): Promise<void> {
  // Each count includes this attempt: what came before it is one less.
  const [pair, client, address] = await hit(ctx.db, throttleEntries(email, ctx.clientAddress));
  const locked = [
    pair!.hits - 1 >= LIMITS.loginFailuresPerPair.max ? pair!.retryAfterSeconds : 0,
    client!.hits - 1 >= LIMITS.loginFailuresPerClient.max ? client!.retryAfterSeconds : 0,
    address!.hits - 1 >= LIMITS.loginFailuresPerAddress.max && pair!.hits - 1 > 0 ? address!.retryAfterSeconds : 0,
  ];
  const retry = Math.max(...locked);
  if (retry > 0) throw new TooManyAttemptsError(retry);
}

/** Looks a user up by e-mail address: exact equality on a citext column (case-insensitive), never a pattern. */
export function findUserByEmail(db: Db, email: string) {
  return db.user.findUnique({ where: { email } });
}

/** Starts a session for `user`: ends the one the request came with, issues a new token and sets the cookie. */
export async function startSession(
  ctx: RequestContext,
  user: { id: number; isEmployee: boolean; firstname: string; lastname: string; email: string },
  remember: boolean,
): Promise<Viewer> {
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

/** Logs in: checks the password, replaces any session the request had, and sets the new session cookie. */
export async function login(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { email: rawEmail, password, remember } = parseInput(loginSchema, input);
  const email = normaliseEmail(rawEmail);
  await countAttempt(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  // A miss stays counted; a success was no miss: this client starts afresh on the address, the rest is given back.
  // An erased person never logs in again, whatever hash the row holds (answered as any wrong password).
  if (!user || !ok || user.erasedAt) throw new InvalidCredentialsError();
  const [pair, ...others] = throttleEntries(email, ctx.clientAddress);
  await resetLimit(ctx.db, pair[0], pair[1]);
  await unhit(ctx.db, others);
  return startSession(ctx, user, remember);
}

/** Logs out: deletes the session and clears the cookie. Logging out without a session is not an error. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.sessionId) await ctx.db.session.deleteMany({ where: { id: ctx.sessionId } });
  ctx.responseCookies.push(cookie(ctx, '', 0));
  ctx.viewer = null;
  ctx.sessionId = null;
}

export const required = (label: string) => lineText(`${label} må fyllast ut.`).min(1, `${label} må fyllast ut.`);

/** An address that cannot be one is refused (422) before anything is queued; any real address is answered alike. */
export const requestResetSchema = z.object({ email: required('E-post').max(254, 'E-postadressa er for lang.').pipe(emailFormat('Ugyldig e-postadresse.')) });

/** What processPasswordResetRequest needs: JSON, so it can become a job-queue task unchanged. */
export interface PasswordResetRequestPayload {
  email: string;
  /** The language of the request: the mail is written in it. */
  language?: MessageLanguage;
}

/**
 * Starts a password reset. The request does the same work for every address (validate, count it against the limits
 * per address and per client, add a job) and answers the same; looking the address up, making the token and
 * mailing it happen in the job after the answer (processPasswordResetRequest), so neither the answer nor its time
 * reveals whether the address has an account.
 */
export async function requestPasswordReset(ctx: RequestContext, input: unknown): Promise<void> {
  const email = normaliseEmail(parseInput(requestResetSchema, input).email);
  await consume(ctx.db, [
    [LIMITS.resetPerAddress, email],
    [LIMITS.resetPerClient, ctx.clientAddress],
  ]);
  const payload: PasswordResetRequestPayload = { email, language: ctx.language };
  await enqueue(ctx.db, 'auth.passwordResetRequest', payload);
}

/**
 * Task `auth.passwordResetRequest`, after the answer: when the address has an account, queues the mail that carries a
 * one-time reset link (the mail task makes the token as it sends); does nothing otherwise.
 */
export async function processPasswordResetRequest(services: AppServices, payload: PasswordResetRequestPayload): Promise<void> {
  const user = await findUserByEmail(services.db, payload.email);
  // An erased person's (anonymised) address is no account to reset.
  if (!user || user.erasedAt) return;
  // While a reset mail still waits, a newer request replaces it: one message, with the newest link.
  await enqueue(services.db, 'mail.passwordReset', { userId: user.id, language: payload.language }, { jobKey: `password-reset:${user.id}` });
}

export const resetSchema = z.object({
  key: required('Nøkkel').max(200, 'Ugyldig nøkkel.'),
  password: secretText(PASSWORD_MESSAGE).max(1024, 'Passordet er for langt.').refine(isValidPassword, PASSWORD_MESSAGE),
});

const DEAD_LINK = 'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.';

/** A reset token still usable: this key's, not used, not expired. */
const liveToken = (key: string) => ({ tokenHash: sha256(key), usedAt: null, expiresAt: { gt: new Date() } });

/**
 * Sets a new password from a reset link: the link works once, within its time, and ends all the user's sessions.
 * Each attempt is counted per client, and the link is looked up before the new password is hashed: hashing costs
 * ~20 ms of CPU and 19 MiB, so a stream of made-up links must not get one each. A link of an erased person is dead
 * (one made by a mail job racing the erasure must not give the account a password again). The person's history
 * records the change, without any password data.
 */
export async function resetPassword(ctx: RequestContext, input: unknown): Promise<void> {
  const { key, password } = parseInput(resetSchema, input);
  await consume(ctx.db, [[LIMITS.resetUsePerClient, ctx.clientAddress]]);
  const live = await ctx.db.passwordResetToken.findFirst({ where: { ...liveToken(key), user: { erasedAt: null } }, select: { userId: true } });
  if (!live) throw ValidationError.field('key', DEAD_LINK);
  const passwordHash = await hashPassword(password);
  const { userId } = live;
  await ctx.db.$transaction(async (tx) => {
    // The person's row first, as an erasure locks it (then the tokens): an erasure committed since the look-up wins,
    // and one that comes after waits for this change and then ends it.
    const [person] = await tx.$queryRaw<{ erased: boolean }[]>`SELECT erased_at IS NOT NULL AS erased FROM "user" WHERE id = ${userId} FOR UPDATE`;
    if (!person || person.erased) throw ValidationError.field('key', DEAD_LINK);
    // Marking the token used in the same statement that checks it makes a double submit use it only once.
    const used = await tx.passwordResetToken.updateManyAndReturn({ where: { ...liveToken(key), userId }, data: { usedAt: new Date() } });
    if (used.length !== 1) throw ValidationError.field('key', DEAD_LINK);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    // No values: a password's hash is no one's history.
    await recordHistory(tx, { entityType: 'customer', entityId: userId, authorId: userId, status: 'changed', comment: 'Passordet er endra av personen sjølv med lenka i e-posten om nytt passord' });
  });
}

/**
 * Min side (/konto): a logged-in person changes their own name and phone, and their password. Both follow the write
 * path: zod → the viewer (never a partner key; nobody else's account) → one transaction → history. The e-mail is the
 * log-in and is not changed here. A password change asks for the current password (failures are throttled per
 * person), ends every other session of the person and any reset link still open, and tells the person by e-mail.
 */
import { z } from 'zod';
import { isValidPassword, PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGE } from '../domain/credentials.ts';
import { CUSTOMER_HISTORY_FIELDS, ownDetailsSchema } from '../domain/customer.ts';
import { secretText } from '../domain/fields.ts';
import { enqueue } from '../jobs/queue.ts';
import type { RequestContext } from './context.ts';
import { lockUser } from './customerWrite.ts';
import { ForbiddenError, parseInput, ValidationError } from './errors.ts';
import { recordHistory } from './history.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consume, LIMITS, reset as resetLimit } from './rateLimit.ts';
import { changesOf, inTransaction } from './write.ts';

/** Said to a visitor (or a partner key) that asks to change "their" account. */
const LOGIN_FIRST = 'Du må logge inn.';

function viewerId(ctx: RequestContext): number {
  if (!ctx.viewer) throw new ForbiddenError(LOGIN_FIRST);
  return ctx.viewer.id;
}

const detailsMetaSchema = z.object({ updatedAt: z.date() });

/**
 * Saves the viewer's name and phone. `updatedAt` is the person's as the page loaded it: a change made meanwhile
 * elsewhere (staff on the customer page, another tab) answers ConflictError and writes nothing. A save that changes
 * nothing writes nothing.
 */
export async function updateOwnDetails(ctx: RequestContext, input: { updatedAt: Date; [field: string]: unknown }) {
  const id = viewerId(ctx);
  const { updatedAt, ...fields } = input;
  const meta = parseInput(detailsMetaSchema, { updatedAt });
  const values = parseInput(ownDetailsSchema, fields);
  return inTransaction(ctx, async (tx) => {
    if (!(await lockUser(tx, id, meta.updatedAt, OWN_DETAILS_CONFLICT))) throw new ForbiddenError(LOGIN_FIRST);
    const before = await tx.user.findUniqueOrThrow({ where: { id } });
    const changes = changesOf(before, { ...before, ...values }, CUSTOMER_HISTORY_FIELDS);
    if (Object.keys(changes).length === 0) return before;
    const updated = await tx.user.update({ where: { id }, data: { ...values, updatedAt: new Date() } });
    await recordHistory(tx, { entityType: 'customer', entityId: id, authorId: id, status: 'changed', comment: 'Kontaktopplysningane er endra av personen sjølv på Min side', changes });
    return updated;
  });
}

/** Shown when the details changed elsewhere since the page was opened. */
export const OWN_DETAILS_CONFLICT = 'Opplysningane dine er endra ein annan stad sidan du opna sida. Last inn sida på nytt.';

const passwordSchema = z.object({
  currentPassword: secretText(PASSWORD_CHANGE_MESSAGES.currentRequired).min(1, PASSWORD_CHANGE_MESSAGES.currentRequired).max(1024, PASSWORD_CHANGE_MESSAGES.wrongCurrent),
  newPassword: secretText(PASSWORD_MESSAGE).max(1024, 'Passordet er for langt.').refine(isValidPassword, PASSWORD_MESSAGE),
});

/**
 * Changes the viewer's password. A wrong current password is a field error on `currentPassword`; after
 * LIMITS.passwordChangeFailures attempts in the window the person must wait (RateLimitedError), so a session left
 * open on a shared computer cannot be used to guess the password. The session the request came with stays; every other one
 * ends, as do open reset links. The person gets an e-mail saying the password was changed.
 */
export async function changeOwnPassword(ctx: RequestContext, input: unknown): Promise<void> {
  const id = viewerId(ctx);
  const { currentPassword, newPassword } = parseInput(passwordSchema, input);
  const limit = [[LIMITS.passwordChangeFailures, String(id)]] as const;
  // Every attempt is counted before the password is checked (a right guess past the limit is refused like a wrong
  // one); a right one forgets the count.
  await consume(ctx.db, limit);
  const user = await ctx.db.user.findUnique({ where: { id }, select: { passwordHash: true } });
  if (!user) throw new ForbiddenError(LOGIN_FIRST);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw ValidationError.field('currentPassword', PASSWORD_CHANGE_MESSAGES.wrongCurrent);
  // The right password: whatever follows, this attempt was no guess.
  await resetLimit(ctx.db, limit[0][0], limit[0][1]);
  if (currentPassword === newPassword) throw ValidationError.field('newPassword', PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx, async (tx) => {
    await tx.user.update({ where: { id }, data: { passwordHash, updatedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId: id, ...(ctx.sessionId ? { id: { not: ctx.sessionId } } : {}) } });
    await tx.passwordResetToken.updateMany({ where: { userId: id, usedAt: null }, data: { usedAt: new Date() } });
    // No values: a password's hash is no one's history.
    await recordHistory(tx, { entityType: 'customer', entityId: id, authorId: id, status: 'changed', comment: 'Passordet er endra av personen sjølv på Min side' });
    await enqueue(tx, 'mail.passwordChanged', { userId: id, language: ctx.language });
  });
}

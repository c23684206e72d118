/**
 * Erasing a customer on request (the GDPR's right to erasure): the write path of services/write.ts applied to a
 * registered person and what is stored about them elsewhere. The bookings stay for the accounting law's retention,
 * anonymised. GraphQL and REST both call eraseCustomer; who may erase whom is customerWrite.ts's assertMayActOnCustomer.
 */
import { z } from 'zod';
import { rowIdSchema } from '../domain/fields.ts';
import { CUSTOMER_HISTORY_FIELDS, CUSTOMER_MESSAGES, ERASED_VALUE, erasedIdentity } from '../domain/customer.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { assertMayActOnCustomer, lockUser } from './customerWrite.ts';
import { ForbiddenError, NotFoundError, parseInput } from './errors.ts';
import { recordHistory } from './history.ts';
import { requireScope } from './scope.ts';
import { changesOf, inTransaction } from './write.ts';

const idSchema = z.object({ id: rowIdSchema() });

/** Booking columns that describe a person; erasing blanks them on the person's bookings (amounts stay). */
const BOOKING_PERSONAL = {
  guestFirstname: null,
  guestLastname: null,
  guestCountry: null,
  guestPhoneCountryCode: null,
  guestPhone: null,
  guestEmail: null,
  businessBookingDrivers: Prisma.DbNull,
} satisfies Prisma.BookingUpdateManyMutationInput;
const PERSONAL_KEY = /^(guest|pickupAddress|dropoffAddress|businessBookingDrivers|firstname|lastname|email|phone)/;

/** A stored value replaced by ERASED_VALUE; an empty one stays empty (it says nothing about the person). */
const erased = (v: unknown) => (v === null || v === undefined || v === '' ? (v ?? null) : ERASED_VALUE);

/**
 * A history entry's changes with the personal values (every value, or those of fields matching `only`) replaced, so
 * the trace of a change stays without its content. A field whose before and after both become "(anonymisert)" is
 * left out: "(anonymisert) → (anonymisert)" tells nobody anything, and the entry's comment still says what was done.
 */
function scrubbedChanges(changes: unknown, only?: RegExp): Prisma.InputJsonValue | typeof Prisma.DbNull | undefined {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) {
    if (only && !only.test(k)) out[k] = v;
    else if (!Array.isArray(v)) out[k] = erased(v);
    else {
      const pair = v.map(erased);
      if (JSON.stringify(pair[0]) !== JSON.stringify(pair[1])) out[k] = pair;
    }
  }
  return Object.keys(out).length ? (out as Prisma.InputJsonValue) : Prisma.DbNull;
}

/**
 * Erases a person on request: names, e-mail and phone are anonymised, the uploaded licence files deleted, the
 * personal columns of their bookings blanked (the bookings with their lines, amounts and accounting numbers stay for
 * bookkeeping), every session and reset link ended, staff roles removed, and the log-in made impossible. Earlier
 * history keeps its entries, without the values. The last entry says who erased the person and when.
 */
export async function eraseCustomer(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id } = parseInput(idSchema, input);
  await assertMayActOnCustomer(ctx, scope, id, 'erase');
  return inTransaction(ctx, async (tx) => {
    const lock = await lockUser(tx, id, null);
    if (!lock) throw new NotFoundError('Fann ikkje kunden.');
    if (lock.erasedAt) throw new ForbiddenError(CUSTOMER_MESSAGES.erased);
    const before = await tx.user.findUniqueOrThrow({ where: { id } });
    const bookings = await tx.booking.findMany({ where: { customerUserId: id }, select: { id: true, pickupAddress: true, dropoffAddress: true } });
    const bookingIds = bookings.map((b) => b.id);
    // Licence files: the private uploads attached to the person's bookings.
    const docs = await tx.bookingDocument.findMany({ where: { bookingId: { in: bookingIds } }, select: { uploadId: true } });
    await tx.upload.deleteMany({ where: { id: { in: docs.map((d) => d.uploadId) }, public: false } });
    await tx.bookingDocument.deleteMany({ where: { bookingId: { in: bookingIds } } });
    await tx.booking.updateMany({ where: { id: { in: bookingIds } }, data: { ...BOOKING_PERSONAL, updatedAt: new Date() } });
    for (const b of bookings) {
      if (b.pickupAddress || b.dropoffAddress) {
        await tx.booking.update({
          where: { id: b.id },
          data: { pickupAddress: b.pickupAddress ? ERASED_VALUE : null, dropoffAddress: b.dropoffAddress ? ERASED_VALUE : null, updatedAt: new Date() },
        });
      }
    }
    // History of the person and the personal fields of their bookings' history keep their entries, not the values.
    const entries = await tx.historyEntry.findMany({
      where: { OR: [{ entityType: 'customer', entityId: id }, { entityType: 'booking', entityId: { in: bookingIds } }] },
      select: { id: true, entityType: true, changes: true },
    });
    for (const e of entries) {
      const scrubbed = scrubbedChanges(e.changes, e.entityType === 'booking' ? PERSONAL_KEY : undefined);
      if (scrubbed !== undefined) await tx.historyEntry.update({ where: { id: e.id }, data: { changes: scrubbed } });
    }
    await tx.session.deleteMany({ where: { userId: id } });
    await tx.passwordResetToken.deleteMany({ where: { userId: id } });
    await tx.pendingRegistration.deleteMany({ where: { email: before.email } });
    await tx.membership.deleteMany({ where: { userId: id } });
    await tx.pageView.updateMany({ where: { userId: id }, data: { userId: null } });
    await tx.analyticsEvent.updateMany({ where: { userId: id }, data: { userId: null } });
    const now = new Date();
    const updated = await tx.user.update({
      where: { id },
      // "!" is no argon2 hash: every password check fails, and the .invalid address can receive no reset link.
      data: { ...erasedIdentity(id), passwordHash: '!erased', isEmployee: false, erasedAt: now, updatedAt: now },
    });
    await recordHistory(tx, {
      entityType: 'customer',
      entityId: id,
      authorId: ctx.viewer!.id,
      status: 'erased',
      comment: `Kunden er sletta (anonymisert) på førespurnad; ${bookingIds.length} bookingar er behaldne for rekneskapen`,
      // Before: never the erased value itself; after: what the row holds now ("Sletta", the .invalid address, none).
      changes: Object.fromEntries(Object.entries(changesOf(before, updated, CUSTOMER_HISTORY_FIELDS)).map(([k, [b, a]]) => [k, [erased(b), a]])),
    });
    return updated;
  });
}


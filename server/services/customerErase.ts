/**
 * Erasing a customer on request (the GDPR's right to erasure): the write path of services/write.ts applied to a
 * registered person and what is stored about them elsewhere. The bookings stay for the accounting law's retention,
 * anonymised. GraphQL and REST both call eraseCustomer; who may erase whom is customerWrite.ts's assertMayActOnCustomer.
 */
import { z } from 'zod';
import { normaliseEmail } from '../domain/credentials.ts';
import { rowIdSchema } from '../domain/fields.ts';
import { CUSTOMER_HISTORY_FIELDS, CUSTOMER_MESSAGES, ERASED_VALUE, erasedIdentity } from '../domain/customer.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { actingScope, assertBookingsErasable, assertMayActOnCustomer, lockUser } from './customerWrite.ts';
import { ForbiddenError, NotFoundError, parseInput } from './errors.ts';
import { dropRenderedMailsTo } from './bookingMail.ts';
import { recordHistory } from './history.ts';
import { deletePrivateFilesOf } from './licenceFile.ts';
import { requireScope, scopeWhere, type Scope } from './scope.ts';
import { changesOf, inTransaction, type Tx } from './write.ts';

const idSchema = z.object({ id: rowIdSchema() });

/** Booking columns that describe a person; erasing blanks them on the erased bookings (amounts stay). */
const BOOKING_PERSONAL = {
  guestFirstname: null,
  guestLastname: null,
  guestCountry: null,
  guestPhoneCountryCode: null,
  guestPhone: null,
  guestEmail: null,
  businessBookingDrivers: Prisma.DbNull,
} satisfies Prisma.BookingUpdateManyMutationInput;
/** Free text that may hold anything about the person: kept as "(anonymisert)" when filled, so staff see it was there. */
const BOOKING_TEXT = ['pickupAddress', 'dropoffAddress', 'comment'] as const;
/** The personal fields of a booking's history (BOOKING_HISTORY_FIELDS of bookingWrite.ts that describe the person). */
const PERSONAL_KEY = /^(guest|pickupAddress$|dropoffAddress$|comment$|businessBookingDrivers|firstname|lastname|email|phone)/;
const BOOKING_ERASED_FIELDS = [...Object.keys(BOOKING_PERSONAL), ...BOOKING_TEXT];

/** A stored value replaced by ERASED_VALUE; an empty one stays empty (it says nothing about the person). */
const erased = (v: unknown) => (v === null || v === undefined || v === '' ? (v ?? null) : ERASED_VALUE);

/** An erasure's own before → after: never the erased value itself, only that there was one; unchanged pairs left out. */
function erasureChanges(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): Prisma.InputJsonValue {
  const pairs = Object.entries(changesOf(before, after, fields)).map(([k, [b, a]]) => [k, [erased(b), a]] as const);
  return Object.fromEntries(pairs.filter(([, [b, a]]) => JSON.stringify(b) !== JSON.stringify(a)));
}

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
 * Guest bookings (no linked user) placed with the person's e-mail, inside the part of the scope that may erase: the
 * same person's data. The address is compared whole, case-insensitively, never as a pattern ("_" and "%" are letters
 * here), and a booking outside that scope is not touched, whoever else may see it.
 */
async function guestBookingsOf(tx: Tx, scope: Scope, email: string): Promise<number[]> {
  const same = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM booking WHERE customer_user_id IS NULL AND lower(guest_email) = lower(${email})`;
  if (!same.length) return [];
  const inScope = await tx.booking.findMany({ where: { AND: [{ id: { in: same.map((r) => r.id) } }, scopeWhere.booking(actingScope(scope, 'erase'))] }, select: { id: true } });
  return inScope.map((b) => b.id);
}

/**
 * Bookings of the person deleted before the erasure: gone, but their history outlives them (network staff read it),
 * with the deletion's entry naming the person as the booking's customer.
 */
async function deletedBookingsOf(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx.$queryRaw<{ entity_id: number }[]>`
    SELECT DISTINCT entity_id FROM history_entry
    WHERE entity_type = 'booking' AND status = 'deleted' AND changes -> 'customerUserId' ->> 0 = ${String(userId)}`;
  return rows.map((r) => r.entity_id);
}

/**
 * Blanks the personal columns and free text of the bookings, deletes their licence files (a file another booking
 * still holds stays with it), and leaves one history entry on each saying what was removed and who removed it.
 */
async function anonymiseBookings(tx: Tx, ids: number[], authorId: number) {
  if (!ids.length) return;
  const rows = await tx.booking.findMany({
    where: { id: { in: ids } },
    select: {
      id: true, status: true, guestFirstname: true, guestLastname: true, guestCountry: true, guestPhoneCountryCode: true, guestPhone: true,
      guestEmail: true, businessBookingDrivers: true, pickupAddress: true, dropoffAddress: true, comment: true,
    },
  });
  const { docs } = await deletePrivateFilesOf(tx, ids);
  await tx.bookingDocument.deleteMany({ where: { bookingId: { in: ids } } });
  // The partners' webhook bodies stored for these bookings (sent, or waiting for a retry or a resend) carry the
  // guest's contact details as they were: blanked as the booking is, so no later attempt sends them again.
  await tx.$executeRaw`
    UPDATE webhook_delivery
    SET payload = jsonb_set(payload::jsonb, '{booking,guest}', '{"firstname": null, "lastname": null, "email": null, "phone": null}'::jsonb)
    WHERE booking_id = ANY(${ids}::int[]) AND payload::jsonb ? 'booking'`;
  const now = new Date();
  for (const b of rows) {
    const text = Object.fromEntries(BOOKING_TEXT.map((f) => [f, b[f] ? ERASED_VALUE : null]));
    await tx.booking.update({ where: { id: b.id }, data: { ...BOOKING_PERSONAL, ...text, updatedAt: now } });
    const files = docs.filter((d) => d.bookingId === b.id).length;
    await recordHistory(tx, {
      entityType: 'booking',
      entityId: b.id,
      authorId,
      status: b.status,
      comment: `${files === 0 ? 'Personopplysningane' : files === 1 ? 'Personopplysningane og førarkortet' : `Personopplysningane og ${files} opplasta filer`} er fjerna: kunden er sletta på førespurnad`,
      changes: erasureChanges(b, { ...b, ...BOOKING_PERSONAL, businessBookingDrivers: null, ...text }, BOOKING_ERASED_FIELDS),
    });
  }
}

/**
 * Erases a person on request: names, e-mail and phone are anonymised; their bookings, and the guest bookings placed
 * with their e-mail within the erasing account (guestBookingsOf), lose the personal columns, the comment and the
 * uploaded licence files, and the partners' stored webhook bodies the guest's details (the bookings with their lines,
 * amounts and accounting numbers stay for bookkeeping); every
 * session and reset link is ended, staff roles removed, and the log-in made impossible. The history of the person
 * and of those bookings (also of their bookings deleted earlier) keeps its entries, without the personal values.
 * The last entries say who erased the person and when, and never the erased values.
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
    // The person's bookings are anonymised with them, so every one must lie where the caller may erase: a site admin
    // does not rewrite another site's bookings and their history. Such a person is erased from the network account,
    // whole, rather than half here (their name gone everywhere, their licence and comments kept elsewhere).
    // Checked again under the lock, with the very list anonymised below.
    const own = (await tx.booking.findMany({ where: { customerUserId: id }, select: { id: true } })).map((b) => b.id);
    await assertBookingsErasable(tx, scope, own);
    const guests = await guestBookingsOf(tx, scope, before.email);
    const deleted = await deletedBookingsOf(tx, id);
    // History first, so the entries the anonymising writes below are left as written.
    const entries = await tx.historyEntry.findMany({
      where: { OR: [{ entityType: 'customer', entityId: id }, { entityType: 'booking', entityId: { in: [...own, ...guests, ...deleted] } }] },
      select: { id: true, entityType: true, changes: true },
    });
    for (const e of entries) {
      const scrubbed = scrubbedChanges(e.changes, e.entityType === 'booking' ? PERSONAL_KEY : undefined);
      if (scrubbed !== undefined) await tx.historyEntry.update({ where: { id: e.id }, data: { changes: scrubbed } });
    }
    await anonymiseBookings(tx, [...own, ...guests], ctx.viewer!.id);
    await tx.session.deleteMany({ where: { userId: id } });
    await tx.passwordResetToken.deleteMany({ where: { userId: id } });
    // Registrations store the address lower-cased (register); the login address may carry capitals staff typed.
    await tx.pendingRegistration.deleteMany({ where: { email: normaliseEmail(before.email) } });
    // A cancellation rendered when its booking was deleted, still waiting for the mail server, holds the person's name.
    await dropRenderedMailsTo(tx, before.email);
    await tx.membership.deleteMany({ where: { userId: id } });
    await tx.pageView.updateMany({ where: { userId: id }, data: { userId: null } });
    await tx.analyticsEvent.updateMany({ where: { userId: id }, data: { userId: null } });
    const now = new Date();
    const updated = await tx.user.update({
      where: { id },
      // "!" is no argon2 hash: every password check fails, and the .invalid address can receive no reset link.
      data: { ...erasedIdentity(id), passwordHash: '!erased', isEmployee: false, erasedAt: now, updatedAt: now },
    });
    const kept = own.length + guests.length;
    await recordHistory(tx, {
      entityType: 'customer',
      entityId: id,
      authorId: ctx.viewer!.id,
      status: 'erased',
      comment:
        `Kunden er sletta (anonymisert) på førespurnad; ${kept === 1 ? '1 booking er behalden' : `${kept} bookingar er behaldne`} for rekneskapen` +
        (guests.length ? `, av dei ${guests.length === 1 ? '1 gjestebooking' : `${guests.length} gjestebookingar`} med same e-postadresse` : ''),
      // Before: "(anonymisert)"; after: what the row holds now ("Sletta", the .invalid address, none).
      changes: erasureChanges(before, updated, CUSTOMER_HISTORY_FIELDS),
    });
    return updated;
  });
}

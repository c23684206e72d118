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
import { actingScope, assertBookingsErasable, assertMayActOnCustomer, guestBookingsOf, lockUser } from './customerWrite.ts';
import { ForbiddenError, NotFoundError, parseInput } from './errors.ts';
import { dropRenderedMailsTo } from './bookingMail.ts';
import { recordHistory } from './history.ts';
import { deletePrivateFilesOf } from './licenceFile.ts';
import { recordInScope, requireScope, scopeWhere, type Scope } from './scope.ts';
import { changesOf, inTransaction, type Tx } from './write.ts';

const idSchema = z.object({ id: rowIdSchema() });

/**
 * Booking columns that describe a person; erasing blanks them on the erased bookings (amounts stay). A business
 * order's company name and organisation number stay: they name the buyer of a business sale, which the bookkeeping
 * law keeps with the sale (the privacy statement says so).
 */
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
const BOOKING_TEXT = ['pickupAddress', 'dropoffAddress', 'comment', 'reference'] as const;
/**
 * The personal fields of a booking's history (BOOKING_HISTORY_FIELDS of bookingWrite.ts that describe the person):
 * the same as the row's, so the history keeps what the booking keeps (the business name and number) and no more.
 */
const PERSONAL_KEY = /^(guest(?!Business)|pickupAddress$|dropoffAddress$|comment$|reference$|businessBookingDrivers|firstname|lastname|email|phone)/;
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
 * Bookings of the person deleted before the erasure: gone, but their history outlives them (network staff read it,
 * and a partner's stored webhook body too), with the deletion's entry naming the person as the booking's customer,
 * or, for a guest booking, their e-mail (compared whole, as guestBookingsOf does). The person's own are scrubbed
 * wherever they lay (only their traces are left, and an erased person cannot be erased again from the network);
 * a deleted guest booking counts only inside the erasing scope, as a live one does, judged by the places its deletion
 * entry names (where they still exist; a booking at places since deleted only for a network account).
 */
async function deletedBookingsOf(tx: Tx, scope: Scope, userId: number, email: string): Promise<number[]> {
  const own = await tx.$queryRaw<{ entity_id: number }[]>`
    SELECT DISTINCT entity_id FROM history_entry
    WHERE entity_type = 'booking' AND status = 'deleted' AND changes -> 'customerUserId' ->> 0 = ${String(userId)}`;
  const guests = await tx.$queryRaw<{ entity_id: number; pickup: number | null; dropoff: number | null }[]>`
    SELECT DISTINCT entity_id, (changes -> 'pickupLocationId' ->> 0)::int AS pickup, (changes -> 'dropoffLocationId' ->> 0)::int AS dropoff
    FROM history_entry
    WHERE entity_type = 'booking' AND status = 'deleted' AND changes -> 'customerUserId' ->> 0 IS NULL
      AND lower(changes -> 'guestEmail' ->> 0) = lower(${email})`;
  const placeIds = [...new Set(guests.flatMap((g) => [g.pickup, g.dropoff]).filter((v): v is number => v !== null))];
  const places = new Map((await tx.location.findMany({ where: { id: { in: placeIds } }, select: { id: true, siteId: true, companyId: true } })).map((l) => [l.id, l]));
  const inScope = guests.filter((g) => {
    const at = places.get(g.pickup ?? -1);
    return recordInScope(scope, 'booking', { siteId: at?.siteId ?? -1, companyId: at?.companyId ?? -1, pickupLocationId: at ? g.pickup! : -1, dropoffLocationId: places.has(g.dropoff ?? -1) ? g.dropoff! : -1 });
  });
  return [...new Set([...own, ...inScope].map((r) => r.entity_id))];
}

/**
 * The partners' webhook bodies stored for the bookings, deleted ones too (sent, or waiting for a retry or a resend),
 * carry the guest's contact details, the comment and the reference as they were: blanked as the booking is, so no
 * later attempt or staff's resend sends them again.
 */
async function anonymiseWebhookBodies(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  await tx.$executeRaw`
    UPDATE webhook_delivery
    SET payload = jsonb_set(payload::jsonb, '{booking}', (payload::jsonb -> 'booking')
      || '{"guest": {"firstname": null, "lastname": null, "email": null, "phone": null}}'::jsonb
      || (SELECT coalesce(jsonb_object_agg(k, CASE WHEN payload::jsonb -> 'booking' ->> k IS NULL OR payload::jsonb -> 'booking' ->> k = '' THEN payload::jsonb -> 'booking' -> k ELSE to_jsonb(${ERASED_VALUE}::text) END), '{}'::jsonb)
          FROM unnest(${[...BOOKING_TEXT]}::text[]) AS k WHERE payload::jsonb -> 'booking' ? k))
    WHERE booking_id = ANY(${ids}::int[]) AND payload::jsonb ? 'booking'`;
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
      guestEmail: true, businessBookingDrivers: true, pickupAddress: true, dropoffAddress: true, comment: true, reference: true,
    },
  });
  const { docs } = await deletePrivateFilesOf(tx, ids);
  await tx.bookingDocument.deleteMany({ where: { bookingId: { in: ids } } });
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
    const erasing = actingScope(scope, 'erase');
    const guests = await guestBookingsOf(tx, erasing, before.email);
    const deleted = await deletedBookingsOf(tx, erasing, id, before.email);
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
    await anonymiseWebhookBodies(tx, [...own, ...guests, ...deleted]);
    // A business customer the person's order created carries the order's e-mail: the company stays, the address goes,
    // on the firms the erasing accounts see (a firm is shared by the network; one only another site sees is left).
    const firms = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM customer_company WHERE lower(email) = lower(${before.email})`;
    if (firms.length) {
      await tx.customerCompany.updateMany({ where: { AND: [{ id: { in: firms.map((f) => f.id) } }, scopeWhere.customerCompany(erasing) ?? {}] }, data: { email: null } });
    }
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

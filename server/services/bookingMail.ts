/**
 * The e-mails an order sends: a confirmation to the customer and a notice to the pick-up location. The order's
 * transaction enqueues both (outbox); the job queue's worker renders each from the stored booking and sends it.
 */
import type { Job } from 'graphile-worker';
import { contentIn } from '../domain/content.ts';
import { formatKr, formatNok, toOre } from '../domain/money.ts';
import { formatOsloLong } from '../domain/time.ts';
import { pricesIncludeVat } from '../domain/pricing.ts';
import { phoneWithCountryCode } from '../domain/phone.ts';
import { placeLine, placeParts } from '../domain/otherPlace.ts';
import { enqueue, type Sql } from '../jobs/queue.ts';
import type { TaskPayload } from '../jobs/payloads.ts';
import { messageIdFor } from '../jobs/messageId.ts';
import { bookingConfirmationMail, bookingNoticeMail, bookingStatusMail, type BookingFacts } from '../mail/templates.ts';
import { bookingMailStillTrue, toldBy, type BookingMailKind } from '../domain/bookingEdit.ts';
import type { AppServices } from './context.ts';
import type { Tx } from './write.ts';
import { bookingNumber } from '../domain/booking.ts';
import { normaliseEmail } from '../domain/credentials.ts';
import { ERASED_VALUE } from '../domain/customer.ts';

/**
 * Called inside the order's transaction: the messages go if and only if the booking is stored. The location's notice
 * goes for every order; the customer's "received" confirmation only when `confirmation` (a phone order is confirmed
 * at once, and its customer gets the status mail instead).
 */
export async function enqueueBookingMails(tx: Sql, bookingId: number, opts: { confirmation: boolean } = { confirmation: true }): Promise<void> {
  // One message of each kind per booking, even if a later code path enqueues it again.
  if (opts.confirmation) await enqueue(tx, 'mail.bookingConfirmation', { bookingId }, { jobKey: `booking-confirmation:${bookingId}`, jobKeyMode: 'unsafe_dedupe' });
  await enqueue(tx, 'mail.bookingNotice', { bookingId }, { jobKey: `booking-notice:${bookingId}`, jobKeyMode: 'unsafe_dedupe' });
}

/**
 * Called inside the transaction that changed the booking: the customer is told it is confirmed, cancelled, changed or
 * (a cancellation taken back to pending) received again, if and only if the change is stored. Each change sends one
 * message. A status mail records what the customer now holds (booking.told_status) in the same transaction, so the
 * next status change mails only what is news to them (statusChangeNews); every caller (staff's edit, a phone order, a
 * partner's cancellation) keeps it so.
 */
export async function enqueueBookingStatusMail(tx: Sql, bookingId: number, status: BookingMailKind | 'received'): Promise<void> {
  // "received" again is the order's own mail and task, under the order's key: one that still waits (or was given up)
  // is replaced, not doubled.
  if (status === 'received') await enqueue(tx, 'mail.bookingConfirmation', { bookingId }, { jobKey: `booking-confirmation:${bookingId}`, jobKeyMode: 'replace' });
  else await enqueue(tx, 'mail.bookingStatus', { bookingId, status });
  if (status !== 'changed') await tx.$executeRaw`UPDATE booking SET told_status = ${toldBy(status)}::"BookingStatus" WHERE id = ${bookingId}`;
}

/**
 * The customer as the notice to staff names them: name (and business), e-mail, phone. A customer erased before the
 * notice went has none of these left: "(anonymisert)", the word the erasure leaves, never a raw null.
 */
function customerLine(b: { guestFirstname: string | null; guestLastname: string | null; guestBusinessName: string | null; guestEmail: string | null; guestPhone: string | null; guestPhoneCountryCode: string | null }): string {
  const name = [b.guestFirstname, b.guestLastname].filter(Boolean).join(' ') || ERASED_VALUE;
  return [`${name}${b.guestBusinessName ? ` (${b.guestBusinessName})` : ''}`, b.guestEmail, b.guestPhone ? phoneWithCountryCode(b.guestPhone, b.guestPhoneCountryCode) : null].filter(Boolean).join(', ');
}

/** The facts of a booking as its customer reads them: Norwegian for the notice to staff, the booking's language for the customer. */
async function load(services: AppServices, bookingId: number, language: 'no' | 'en' | 'booking' = 'no') {
  const b = await services.db.booking.findUnique({
    where: { id: bookingId },
    include: {
      lines: { orderBy: { position: 'asc' }, include: { rentalOption: true } },
      pickupLocation: true,
      dropoffLocation: true,
      site: true,
      referralCompany: { select: { name: true, partner: true } },
    },
  });
  if (!b) return null;
  const siteName = b.site.name;
  const en = (language === 'booking' ? b.language : language) === 'en';
  const money = (amount: { toString(): string }) => (en ? formatNok : formatKr)(toOre(amount.toString())!);
  const when = (instant: Date) => formatOsloLong(instant, en ? 'en' : 'no');
  const vat = pricesIncludeVat(b.orderType) ? (en ? 'incl. VAT' : 'inkl. mva') : en ? 'excl. VAT' : 'eks. mva';
  const facts: BookingFacts = {
    number: bookingNumber(b.id),
    pickup: `${placeLine(placeParts(b.pickupLocation, b.pickupAddress, en ? 'en' : 'no'))}, ${when(b.pickupAt)}`,
    dropoff: `${placeLine(placeParts(b.dropoffLocation, b.dropoffAddress, en ? 'en' : 'no'))}, ${when(b.dropoffAt)}`,
    // An insurance with no price is "inkludert", as the shop shows it.
    lines: b.lines.map((l) => `${l.amount} × ${contentIn(en ? 'en' : 'no', l.rentalOption.title, l.rentalOption.titleEn)}: ${l.lineType === 'insurance' && Number(l.totalPrice) === 0 ? (en ? 'included' : 'inkludert') : money(l.totalPrice)}`),
    total: `${money(b.totalPrice)} ${vat}`,
    customer: customerLine(b),
    licenceAtPickup: b.driversLicence === 'bring_on_pickup',
    siteEmail: b.site.email ?? '',
    reference: b.reference,
    comment: b.comment,
    customerEmail: b.guestEmail,
    origin: b.referralCompany?.partner ? { kind: 'partner', name: b.referralCompany.name } : b.placedByStaff ? { kind: 'staff' } : { kind: 'shop' },
  };
  return { b, siteName, facts };
}

/**
 * Task `mail.bookingConfirmation`. A booking deleted before the job ran sends nothing; so does one no longer pending
 * (the mail server was down, and staff confirmed or cancelled it meanwhile): that status mail is the customer's last
 * word, and "we have received your order" after it would undo it.
 */
export async function sendBookingConfirmation(services: AppServices, { bookingId }: TaskPayload<'mail.bookingConfirmation'>, job: Job): Promise<void> {
  const found = await load(services, bookingId, 'booking');
  if (!found?.b.guestEmail) return;
  const { b, facts, siteName } = found;
  if (!bookingMailStillTrue('received', b.status)) {
    services.log.info({ bookingId: b.id, kind: 'received', status: b.status }, 'e-post om bookingen er forelda og blir ikkje send');
    return;
  }
  await services.mailer.send(bookingConfirmationMail(b.language === 'en' ? 'en' : 'no', b.guestEmail!, b.guestFirstname ?? '', facts, siteName), { messageId: messageIdFor(services, job) });
}

/**
 * Task `mail.bookingNotice`: to the pick-up location's public address, else its private one, else the site's. Its link
 * opens the booking for whoever reads that mailbox: `/admin?booking={id}` finds the narrowest of the reader's own
 * accounts that shows it (a branch employee's place, a manager's company, a site or network admin's) and goes there
 * (`User.bookingAccount`); one account's slug in the link opened it only for that account's members.
 */
export async function sendBookingNotice(services: AppServices, { bookingId }: TaskPayload<'mail.bookingNotice'>, job: Job): Promise<void> {
  const found = await load(services, bookingId);
  if (!found) return;
  const { b, facts, siteName } = found;
  const to = b.pickupLocation.publicEmail ?? b.pickupLocation.privateEmail ?? b.site.email;
  if (!to) return;
  const link = `${services.config.publicUrl}/admin?booking=${b.id}`;
  await services.mailer.send(bookingNoticeMail(to, facts, siteName, link), { messageId: messageIdFor(services, job) });
}

/** The status mail of a loaded booking, or null when it has no e-mail or the mail is no longer true. */
function statusMessage(services: AppServices, found: Awaited<ReturnType<typeof load>>, status: BookingMailKind) {
  if (!found?.b.guestEmail) return null;
  const { b, facts, siteName } = found;
  // Waited past a later change (the mail server was down): the later change's own mail tells the customer.
  if (!bookingMailStillTrue(status, b.status)) {
    services.log.info({ bookingId: b.id, kind: status, status: b.status }, 'e-post om bookingen er forelda og blir ikkje send');
    return null;
  }
  return bookingStatusMail(b.language === 'en' ? 'en' : 'no', status, b.guestEmail!, b.guestFirstname ?? '', facts, siteName, b.placedByStaff);
}

/** Task `mail.bookingStatus`: "confirmed", "cancelled" or "changed" to the customer, in the booking's language. */
export async function sendBookingStatusMail(services: AppServices, { bookingId, status }: TaskPayload<'mail.bookingStatus'>, job: Job): Promise<void> {
  const message = statusMessage(services, await load(services, bookingId, 'booking'), status);
  if (message) await services.mailer.send(message, { messageId: messageIdFor(services, job) });
}

/**
 * Called in a booking delete's transaction, before the row goes. A status mail still waiting for the booking (the
 * mail server was down when staff cancelled it) is rendered from it as it stands and left in the queue as a finished
 * message (`mail.message`) with the Message-ID the waiting job sends with; the waiting job goes. Without this the task
 * would find no booking and the customer would never hear of the cancellation. A job a worker holds right now (a send
 * to a hung mail server can take a minute, and may fail) is copied too and left to the worker: if both go, they carry
 * one Message-ID and a mail program shows one. A mail no longer true is dropped.
 */
export async function keepWaitingStatusMails(services: AppServices, tx: Tx, bookingId: number): Promise<void> {
  // created_at in whole milliseconds, as the worker's driver reads it (node-postgres truncates the microseconds).
  const jobs = await tx.$queryRaw<{ id: string; status: BookingMailKind; created_ms: string; held: boolean }[]>`
    SELECT j.id::text AS id, j.payload->>'status' AS status, floor(extract(epoch FROM j.created_at) * 1000)::bigint::text AS created_ms,
           j.locked_at IS NOT NULL AS held
    FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'mail.bookingStatus' AND j.payload->>'bookingId' = ${String(bookingId)} AND j.attempts < j.max_attempts
    ORDER BY j.id
    FOR UPDATE OF j`;
  if (!jobs.length) return;
  const found = await load({ ...services, db: tx as unknown as AppServices['db'] }, bookingId, 'booking');
  const waiting = jobs.filter((j) => !j.held).map((j) => j.id);
  if (waiting.length) await tx.$executeRaw`SELECT graphile_worker.complete_jobs(${waiting}::bigint[])`;
  for (const job of jobs) {
    const message = statusMessage(services, found, job.status);
    if (!message) continue;
    const messageId = messageIdFor(services, { id: job.id, task_identifier: 'mail.bookingStatus', created_at: new Date(Number(job.created_ms)) });
    await enqueue(tx, 'mail.message', { message, messageId });
  }
}

/**
 * Called in the delete of an order still pending (never confirmed), before the row goes: its customer was told "we
 * have received your order" and is now told it is cancelled ("Bestillinga di er avbroten", as a pending order
 * cancelled by its status is), rendered from the row as it stands (nothing would lead to it later) and left in the
 * queue as a finished message. One per booking (the Message-ID is the booking's).
 */
export async function mailDeletedOrder(services: AppServices, tx: Tx, bookingId: number): Promise<void> {
  const found = await load({ ...services, db: tx as unknown as AppServices['db'] }, bookingId, 'booking');
  if (!found?.b.guestEmail) return;
  const { b, facts, siteName } = found;
  const message = bookingStatusMail(b.language === 'en' ? 'en' : 'no', 'cancelled', b.guestEmail!, b.guestFirstname ?? '', facts, siteName, b.placedByStaff);
  const messageId = messageIdFor(services, { id: `slett-${bookingId}`, task_identifier: 'mail.bookingStatus', created_at: b.createdAt });
  await enqueue(tx, 'mail.message', { message, messageId });
}

/**
 * Removes the rendered mails (`mail.message`) waiting for an address, sent or not: a customer's erasure. They hold the
 * person's name and booking as rendered, which nothing else could reach.
 */
export async function dropRenderedMailsTo(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM graphile_worker._private_jobs j USING graphile_worker._private_tasks t
    WHERE t.id = j.task_id AND t.identifier = 'mail.message' AND lower(j.payload->'message'->>'to') = ${normaliseEmail(email)}`;
}

/** Task `mail.message`: a message rendered before its source was deleted, sent as it is. */
export async function sendRenderedMail(services: AppServices, { message, messageId }: TaskPayload<'mail.message'>): Promise<void> {
  await services.mailer.send(message, { messageId });
}

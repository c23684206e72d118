/**
 * A partner cancelling its own booking over the API (issue 12): free cancellation up to 24 hours before the pick-up
 * (spec 1, section 9), while the booking is pending or confirmed. The write path of services/write.ts: the booking
 * locked, its status set to cancelled (the lines stop holding their class and vehicle with it, by the database's
 * trigger), the history entry with before and after, the customer's cancellation e-mail and the partner's
 * `booking.cancelled` webhook, all in one transaction. Cancelling a booking already cancelled changes nothing and
 * answers it as it is, so a partner's retry is safe without an Idempotency-Key.
 */
import { z } from 'zod';
import { BOOKING_STATUS_LABELS } from '../domain/booking.ts';
import { BOOKING_MESSAGES, PARTNER_CANCEL_MESSAGES, partnerCancelRefusal } from '../domain/bookingEdit.ts';
import { RIGHT_LABELS } from '../domain/apiKeys.ts';
import { rowIdSchema } from '../domain/fields.ts';
import { partnerLacks, partnerMayUse, partnerPlaced } from './apiKeys.ts';
import { enqueueBookingStatusMail } from './bookingMail.ts';
import { BOOKING_HISTORY_FIELDS, snapshot } from './bookingWrite.ts';
import type { RequestContext } from './context.ts';
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from './errors.ts';
import { recordHistory } from './history.ts';
import { recordPartnerEvent } from './webhooks.ts';
import { changesOf, inTransaction, lockForUpdate } from './write.ts';

const cancelSchema = z.object({ id: rowIdSchema() });

/** What a cancel answered: the booking, whether this request cancelled it (false: it already was), and its status. */
export interface CancelledBooking {
  id: number;
  cancelled: boolean;
  status: string;
}

export async function cancelPartnerBooking(ctx: RequestContext, input: { id: number | null }): Promise<CancelledBooking> {
  const partner = ctx.partner;
  if (!partner) throw new UnauthenticatedError('Berre for partnarar med API-nøkkel (Authorization: Bearer <nøkkel>).');
  if (partnerLacks(partner, 'book')) throw new ForbiddenError(`API-nøkkelen har ikkje rett til dette (${RIGHT_LABELS.book}).`);
  const { id } = parseInput(cancelSchema, input);
  return inTransaction(ctx, async (tx) => {
    // Another partner's booking, a shop order, a booking at a place the key may no longer use and a booking that does
    // not exist are all "not found" (nothing is told about bookings the key cannot reach). Checked before the row is
    // locked, so a key takes no lock on a booking that is not its partner's; read again under the lock.
    const reachable = async () => {
      const row = await tx.booking.findUnique({
        where: { id },
        select: { status: true, pickupAt: true, referralCompanyId: true, pickupLocationId: true, siteId: true, pickupLocation: { select: { id: true, siteId: true, companyId: true } } },
      });
      return row && partnerPlaced(partner, row) && partnerMayUse(partner, row.pickupLocation) ? row : null;
    };
    if (!(await reachable()) || !(await lockForUpdate(tx, 'booking', id, null, BOOKING_MESSAGES.conflict))) throw new NotFoundError(PARTNER_CANCEL_MESSAGES.notFound);
    const row = await reachable();
    if (!row) throw new NotFoundError(PARTNER_CANCEL_MESSAGES.notFound);
    if (row.status === 'cancelled') return { id, cancelled: false, status: row.status };
    const refusal = partnerCancelRefusal(row.status, row.pickupAt);
    // The cause is the message (not "Ugyldige felt: id"), and it names the field.
    if (refusal) throw ValidationError.refusal('id', refusal);

    const before = (await snapshot(tx, id))!;
    await tx.booking.update({ where: { id }, data: { status: 'cancelled', updatedAt: new Date() } });
    const after = (await snapshot(tx, id))!;
    await recordHistory(tx, {
      entityType: 'booking',
      entityId: id,
      authorId: null,
      authorLabel: `${partner.name} (partnar)`,
      status: 'cancelled',
      comment: `Avbestilt av partnaren ${partner.name} (API-nøkkel): status ${BOOKING_STATUS_LABELS[row.status] ?? row.status} → ${BOOKING_STATUS_LABELS.cancelled}`,
      changes: changesOf(before, after, BOOKING_HISTORY_FIELDS),
    });
    await enqueueBookingStatusMail(tx, id, 'cancelled');
    await recordPartnerEvent(tx, id, 'booking.cancelled');
    return { id, cancelled: true, status: 'cancelled' };
  });
}

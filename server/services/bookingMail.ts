/** The e-mails an order sends: a confirmation to the customer and a notice to the pick-up location. */
import { formatKr, toOre } from '../domain/money.ts';
import { formatOslo } from '../domain/time.ts';
import { bookingConfirmationMail, bookingNoticeMail } from '../mail/templates.ts';
import type { CreatedBooking } from './bookingCreate.ts';
import type { RequestContext } from './context.ts';

/** Queues both messages; they go out in the background (the order is already stored, a mail failure is logged). */
export async function sendBookingMails(ctx: RequestContext, b: CreatedBooking): Promise<void> {
  try {
    const site = await ctx.db.site.findUnique({ where: { id: b.siteId } });
    const siteName = site?.name ?? 'Utleige';
    const number = String(b.id).padStart(4, '0');
    const lines = b.lines.map((l) => `${l.amount} × ${l.rentalOption.title}: ${formatKr(toOre(l.totalPrice.toString())!)}`);
    const facts = {
      number,
      pickup: `${b.pickupLocation.name}, ${formatOslo(b.pickupAt)}`,
      dropoff: `${b.dropoffLocation.name}, ${formatOslo(b.dropoffAt)}`,
      lines,
      total: `${formatKr(toOre(b.totalPrice.toString())!)} ${b.orderType === 'private' ? 'inkl. mva' : 'eks. mva'}`,
      customer: `${b.guestFirstname} ${b.guestLastname}${b.guestBusinessName ? ` (${b.guestBusinessName})` : ''}, ${b.guestEmail}, ${b.guestPhone}`,
      licenceAtPickup: b.driversLicence === 'bring_on_pickup',
      siteEmail: site?.email ?? '',
    };
    if (b.guestEmail) ctx.mailer.sendInBackground(bookingConfirmationMail(b.guestEmail, b.guestFirstname ?? '', facts, siteName));
    const to = b.pickupLocation.publicEmail ?? b.pickupLocation.privateEmail ?? site?.email;
    if (to) ctx.mailer.sendInBackground(bookingNoticeMail(to, facts, siteName, `${ctx.config.publicUrl}/admin`));
  } catch (err) {
    ctx.log.error({ err, bookingId: b.id }, 'bestillings-e-post feila');
  }
}

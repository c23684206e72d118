/**
 * First-party page-view statistics: a public page view is stored only with the visitor's cookie consent, by path
 * (never the query string), with the logged-in user's id and a random visitor id; likewise one `order_received` event
 * per booking. Nothing is sent to third parties.
 */
import { z } from 'zod';
import { publicPath } from '../domain/pagePath.ts';
import { isInstantInRange } from '../domain/time.ts';
import type { RequestContext } from './context.ts';
import { parseInput, ValidationError } from './errors.ts';
import { consume, LIMITS } from './rateLimit.ts';
import { lineText } from './fields.ts';
import { consentCurrent, CONSENT_MAX_AGE_DAYS } from '../domain/consent.ts';
import { isDbId } from '../domain/lists.ts';

/** Consent counts for a year (spec 1, section 9); a new cookie text asks again on the client. */
export { CONSENT_MAX_AGE_DAYS };

export const pageViewSchema = z.object({
  path: lineText('Sti må fyllast ut.').min(1, 'Sti må fyllast ut.').max(2000, 'Stien er for lang.'),
  visitorId: z.uuid('Ugyldig besøks-id.').nullish(),
  consent: z.object(
    {
      version: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Ugyldig versjon av samtykket.'),
      acceptedAt: z.date({ error: 'Ugyldig tidspunkt for samtykket.' }).refine(isInstantInRange, 'Ugyldig tidspunkt for samtykket.'),
    },
    { error: 'Sidevisingar blir berre lagra med samtykke.' },
  ),
});

export const orderReceivedSchema = z.object({
  bookingNumber: lineText('Bestillingsnummeret må fyllast ut.').regex(/^\d{1,10}$/, 'Ukjend bestilling.'),
  /** The Idempotency-Key the order was placed with: only the one who placed the order knows it. */
  orderKey: lineText('Ukjend bestilling.').min(8, 'Ukjend bestilling.').max(200, 'Ukjend bestilling.'),
  visitorId: pageViewSchema.shape.visitorId,
  consent: pageViewSchema.shape.consent,
});

/**
 * Records the `order_received` event of a booking, once: the one who placed the order proves it with the order's
 * Idempotency-Key, only with consent younger than a year. Answers whether this call stored it (false when it was
 * already recorded: a reload of /mottatt, a second tab); the database's unique key keeps it to one.
 */
export async function recordOrderReceived(ctx: RequestContext, input: unknown, now = new Date()): Promise<boolean> {
  const data = parseInput(orderReceivedSchema, input);
  checkConsentAge(data.consent.acceptedAt, now);
  const id = Number(data.bookingNumber);
  const booking = isDbId(id) ? await ctx.db.booking.findFirst({ where: { id, idempotencyKey: data.orderKey }, select: { id: true } }) : null;
  if (!booking) throw ValidationError.field('bookingNumber', 'Ukjend bestilling.');
  await consume(ctx.db, [
    [LIMITS.pageViewsPerClient, ctx.clientAddress],
    ...(data.visitorId ? [[LIMITS.pageViewsPerVisitor, data.visitorId] as const] : []),
  ]);
  const stored = await ctx.db.analyticsEvent.createMany({
    data: [{ name: 'order_received', bookingId: booking.id, visitorId: data.visitorId ?? null, userId: ctx.viewer?.id ?? null, consentVersion: data.consent.version, createdAt: now }],
    skipDuplicates: true,
  });
  return stored.count === 1;
}

function checkConsentAge(acceptedAt: Date, now: Date): void {
  if (!consentCurrent(acceptedAt, now)) {
    throw ValidationError.field('consent.acceptedAt', 'Samtykket er for gammalt eller ugyldig. Svar på spørsmålet om informasjonskapslar på nytt.');
  }
}

/** Records one page view; answers whether it was stored (pages under /admin never are). */
export async function recordPageView(ctx: RequestContext, input: unknown, now = new Date()): Promise<boolean> {
  const data = parseInput(pageViewSchema, input);
  checkConsentAge(data.consent.acceptedAt, now);
  const path = publicPath(data.path);
  if (path === null) return false;
  // Bounded per visitor id and per client, so a script cannot fill the table.
  await consume(ctx.db, [
    [LIMITS.pageViewsPerClient, ctx.clientAddress],
    ...(data.visitorId ? [[LIMITS.pageViewsPerVisitor, data.visitorId] as const] : []),
  ]);
  await ctx.db.pageView.create({
    data: { path, visitorId: data.visitorId ?? null, userId: ctx.viewer?.id ?? null, consentVersion: data.consent.version, createdAt: now },
  });
  return true;
}

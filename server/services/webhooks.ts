/**
 * Partner webhooks: the outbox and its delivery.
 *
 * `recordPartnerEvent` runs inside the transaction of a booking change: for every live, newest (not rotated out) key
 * of the booking's partner (`referral_company_id`) that may read the booking by pull (`read_bookings`, at the
 * booking's location, or at its pick-up location before this change) and whose endpoint subscribed to the event, it
 * stores the body as it is now (a `webhook_delivery` row with a fresh event id) and enqueues the `webhook.deliver` job
 * in the same transaction. A rollback leaves neither; a commit leaves both, and a crash before the send loses nothing.
 *
 * `deliverWebhook` (the job) signs and POSTs the stored body through the SSRF-safe sender, to the endpoint of the
 * newest key of the delivery's rotation chain. A 2xx marks the delivery
 * delivered; anything else counts an attempt and, until `webhookMaxAttempts`, enqueues the next attempt after
 * `webhookBackoffMs × 3^(attempt−1)` (13 s, 39 s, 2 min, 6 min, 18 min, 53 min, 2.6 h: about 4 hours in all), in the
 * transaction that records the attempt; after the last it is marked failed. Each job carries the attempt number it
 * is for, so a job run twice (a process killed after recording) sends once more at most, never skips a retry.
 */
import crypto from 'node:crypto';
import type { Job } from 'graphile-worker';
import { enqueue } from '../jobs/queue.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { webhookKeyRefusal, type WebhookEvent } from '../domain/webhooks.ts';
import type { AppServices } from './context.ts';
import { webhookBodySchema, webhookBookingView } from './webhookPayload.ts';
import { sendWebhook, webhookLoopbackAllowed } from './webhookSender.ts';
import type { Tx } from './write.ts';

/** The headers a receiver reads: the event id (deduplicate by it), the time and the signature over both. */
export const WEBHOOK_HEADERS = { id: 'x-webhook-id', event: 'x-webhook-event', timestamp: 'x-webhook-timestamp', signature: 'x-signature' } as const;

/** `sha256=<hex>`: HMAC-SHA256 with the key's signing secret over `${timestamp}.${body}`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The job's key: at most one waiting job per delivery (a resend clicked twice sends once). */
const jobKey = (deliveryId: number) => `webhook-delivery:${deliveryId}`;

/** What a change did to the booking before the event is recorded, where the recipients depend on it. */
export interface PartnerEventOptions {
  /**
   * The pick-up location before this change, when the change may have moved it: a key that could read the booking
   * there hears of the move too, though the booking is now outside its locations (its last event about it).
   */
  formerPickupLocationId?: number;
  /**
   * The status the body shows, when it is not the row's: a partner's pending booking that staff delete is, for the
   * partner, cancelled (`booking.cancelled` with status `cancelled`, recorded just before the row goes).
   */
  shownStatus?: 'cancelled';
}

/**
 * Writes the outbox rows for `type` on `bookingId` and enqueues their delivery, inside the caller's transaction.
 * Does nothing for a booking no partner placed, or whose partner has no endpoint for this event.
 */
export async function recordPartnerEvent(tx: Tx, bookingId: number, type: WebhookEvent, opts: PartnerEventOptions = {}): Promise<number> {
  const endpoints = await tx.$queryRaw<{ key_id: number }[]>`
    SELECT e.key_id
    FROM booking b
    JOIN api_key k ON k.referral_company_id = b.referral_company_id
    JOIN webhook_endpoint e ON e.key_id = k.id
    WHERE b.id = ${bookingId}
      -- The same bookings the key reads as its own (apiKeys.ts partnerBookingWhere): a partner company is shared by
      -- name within a site, so another company's key for the same partner must not hear of this booking. The place
      -- (or the one it was moved from) must be one of the key's and still in the key's account (partnerLocationWhere):
      -- a key does not hear of bookings at a location since moved to another company.
      AND k.site_id = b.site_id
      AND EXISTS (
        SELECT 1 FROM location l
        WHERE l.id IN (b.pickup_location_id, ${opts.formerPickupLocationId ?? null}::int)
          AND l.id = ANY (k.location_ids) AND l.site_id = k.site_id
          AND (k.company_id IS NULL OR l.company_id = k.company_id)
          AND (k.location_id IS NULL OR l.id = k.location_id))
      -- ... and only a key that may read them (partner { bookings } needs read_bookings, so does every event: each
      -- carries the booking with the guest's contact details). A key with book alone hears nothing.
      AND 'read_bookings' = ANY (k.rights)
      AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
      -- One event per change per partner endpoint: of a rotation chain only the newest key gets deliveries (the old
      -- one, still working in its grace period, would send the same change again under another event id).
      AND k.replaced_by_id IS NULL
      AND ${type} = ANY (e.events)
    ORDER BY e.key_id`;
  if (!endpoints.length) return 0;
  const view = await webhookBookingView(tx, bookingId);
  if (!view) return 0;
  const booking = opts.shownStatus ? { ...view, status: opts.shownStatus } : view;
  const createdAt = new Date().toISOString();
  for (const { key_id: keyId } of endpoints) {
    const body = webhookBodySchema.parse({ id: crypto.randomUUID(), type, createdAt, booking });
    const made = await tx.webhookDelivery.create({ data: { eventId: body.id, keyId, bookingId, type, payload: body, nextAttemptAt: new Date() } });
    await enqueue(tx, 'webhook.deliver', { deliveryId: made.id, attempt: 0 }, { jobKey: jobKey(made.id) });
  }
  return endpoints.length;
}

/** The delay before attempt `attempt + 1` after `attempt` failed ones. */
export function backoffMs(base: number, attempt: number): number {
  return base * 3 ** Math.max(0, attempt - 1);
}

/** A delivery and where it goes now: the endpoint and secret of the newest key of its rotation chain, and that key's state. */
interface DeliveryTarget {
  status: string;
  attempts: number;
  payload: unknown;
  url: string | null;
  secret: string | null;
  revoked_at: Date | null;
  expires_at: Date | null;
  rights: string[] | null;
}

/**
 * Why the delivery may not be sent now, or null: the newest key of its chain must still get webhooks (revoked, expired
 * or without the right to read bookings, it gets none: webhookKeyRefusal). A delivery queued or resent before the key
 * was revoked is not sent after.
 */
export function deliveryRefusal(d: Pick<DeliveryTarget, 'revoked_at' | 'expires_at' | 'rights'>): string | null {
  if (d.rights === null) return null;
  return webhookKeyRefusal({ revokedAt: d.revoked_at, expiresAt: d.expires_at, replacedById: null, rights: d.rights });
}

/**
 * `WITH RECURSIVE chain`: the key `start` selects (id, replaced_by_id, depth 0) and every key that replaced it, in
 * turn; the newest is the row with `replaced_by_id IS NULL`. Bounded at 50 rotations.
 */
function rotationChain(start: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`WITH RECURSIVE chain AS (
      ${start}
      UNION ALL
      SELECT k.id, k.replaced_by_id, c.depth + 1 FROM api_key k JOIN chain c ON k.id = c.replaced_by_id WHERE c.depth < 50
    )`;
}

/**
 * Why the key's logged deliveries may not be sent again (deliveryRefusal of the newest key of its rotation chain, where
 * a resend goes), or null when they may: the admin offers "Send på nytt" only then.
 */
export async function resendRefusalOfKey(db: Pick<AppServices['db'], '$queryRaw'>, keyId: number): Promise<string | null> {
  const rows = await db.$queryRaw<Pick<DeliveryTarget, 'revoked_at' | 'expires_at' | 'rights'>[]>`
    ${rotationChain(Prisma.sql`SELECT k.id, k.replaced_by_id, 0 AS depth FROM api_key k WHERE k.id = ${keyId}`)}
    SELECT k.revoked_at, k.expires_at, k.rights::text[] AS rights FROM chain c JOIN api_key k ON k.id = c.id WHERE c.replaced_by_id IS NULL`;
  return rows[0] ? deliveryRefusal(rows[0]) : null;
}

/** The delivery with its target (null when it is gone). */
export async function deliveryTarget(db: Pick<AppServices['db'], '$queryRaw'>, deliveryId: number): Promise<DeliveryTarget | null> {
  const rows = await db.$queryRaw<DeliveryTarget[]>`
    ${rotationChain(Prisma.sql`SELECT k.id, k.replaced_by_id, 0 AS depth FROM webhook_delivery d JOIN api_key k ON k.id = d.key_id WHERE d.id = ${deliveryId}`)}
    SELECT d.status, d.attempts, d.payload, head.secret, head.url, head.revoked_at, head.expires_at, head.rights
    FROM webhook_delivery d
    -- The newest key of the delivery's rotation chain (the delivery's own key when it was not replaced): a rotated
    -- key's endpoint moved to it, so a retry goes where the partner receives now, and only there. An endpoint left on
    -- an older key is never used; with none on the newest, nothing is sent. Rotation keeps the signing secret.
    LEFT JOIN LATERAL (
      SELECT k.signing_secret AS secret, e.url, k.revoked_at, k.expires_at, k.rights::text[] AS rights
      FROM chain c JOIN api_key k ON k.id = c.id LEFT JOIN webhook_endpoint e ON e.key_id = c.id
      WHERE c.replaced_by_id IS NULL
    ) head ON true
    WHERE d.id = ${deliveryId}`;
  return rows[0] ?? null;
}

/** The `webhook.deliver` task: one attempt of one delivery. */
export async function deliverWebhook(services: AppServices, payload: { deliveryId: number; attempt: number }, _job?: Job): Promise<void> {
  const { db, config, log } = services;
  const d = await deliveryTarget(db, payload.deliveryId);
  // Gone, already settled, or a stale job for an attempt that was already made: nothing to do.
  if (!d || d.status !== 'pending' || d.attempts !== payload.attempt) return;
  // A key that no longer gets webhooks: not sent, and not tried again (the log says why).
  const refused = deliveryRefusal(d);

  const body = JSON.stringify(d.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const parsed = webhookBodySchema.parse(d.payload);
  const result = refused
    ? { status: null, answer: refused, ok: false }
    : d.url && d.secret
      ? await sendWebhook(
          d.url,
          body,
          {
            'content-type': 'application/json',
            'user-agent': 'Fjordbil-Webhooks/1',
            [WEBHOOK_HEADERS.id]: parsed.id,
            [WEBHOOK_HEADERS.event]: parsed.type,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(d.secret, timestamp, body),
          },
          { allowLoopback: webhookLoopbackAllowed(config), timeoutMs: config.webhookTimeoutMs },
        )
      : { status: null, answer: 'Nøkkelen har ikkje lenger noko endepunkt.', ok: false };

  const attempts = payload.attempt + 1;
  const now = new Date();
  const giveUp = !result.ok && (refused !== null || attempts >= config.webhookMaxAttempts);
  const next = result.ok || giveUp ? null : new Date(now.getTime() + backoffMs(config.webhookBackoffMs, attempts));
  await db.$transaction(async (tx) => {
    const changed = await tx.webhookDelivery.updateMany({
      where: { id: payload.deliveryId, status: 'pending', attempts: payload.attempt },
      data: {
        attempts,
        status: result.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
        lastStatus: result.status,
        lastAnswer: result.answer,
        lastAttemptAt: now,
        nextAttemptAt: next,
        deliveredAt: result.ok ? now : null,
      },
    });
    if (changed.count && next) await enqueue(tx, 'webhook.deliver', { deliveryId: payload.deliveryId, attempt: attempts }, { jobKey: jobKey(payload.deliveryId), runAt: next });
  });
  if (giveUp) log.warn({ deliveryId: payload.deliveryId, attempts }, 'webhook: gav opp etter siste forsøk');
}

/**
 * Sends a settled delivery again, with the same event id and body (receivers deduplicate by the id): a new round of
 * attempts. Returns false when it is still pending (a resend clicked twice sends once).
 */
export async function resendDelivery(tx: Tx, deliveryId: number): Promise<boolean> {
  const changed = await tx.webhookDelivery.updateMany({
    where: { id: deliveryId, status: { not: 'pending' } },
    data: { status: 'pending', attempts: 0, nextAttemptAt: new Date(), deliveredAt: null },
  });
  if (!changed.count) return false;
  await enqueue(tx, 'webhook.deliver', { deliveryId, attempt: 0 }, { jobKey: jobKey(deliveryId) });
  return true;
}

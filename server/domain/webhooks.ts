/**
 * Partner webhooks: the events a key may subscribe to, the rule for an endpoint address, and which keys get deliveries
 * (shared with the admin).
 */
import { apiKeyStatus, RIGHT_LABELS } from './apiKeys.ts';
import { customerLinesDiffer, type CustomerLine } from './bookingEdit.ts';

export const WEBHOOK_EVENTS = ['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the admin shows beside each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'booking.created': 'Ny booking',
  'booking.confirmed': 'Booking stadfesta',
  'booking.cancelled': 'Booking kansellert',
  'booking.changed': 'Booking endra',
};

/** When each event is sent, for partners (the OpenAPI document's webhooks and the GraphQL enum describe them so). */
export const WEBHOOK_EVENT_TRIGGERS: Record<WebhookEvent, string> = {
  'booking.created': 'The partner placed an order with its key (status pending).',
  'booking.confirmed': 'Staff confirmed the booking.',
  'booking.cancelled': 'Staff cancelled the booking, or deleted it while it was pending (the body then shows status cancelled; the booking is gone after it), or the partner cancelled it with cancelBooking.',
  'booking.changed':
    'Staff changed something else the partner sees in its booking (anything the body carries): the period, the pick-up or drop-off place, the lines (vehicle class, insurance, add-ons, amounts, line prices), the total, the reference, the guest\'s name, e-mail or phone, or the status to one other than confirmed or cancelled (delivered, returned, completed, or back to pending). A booking moved away from the key\'s locations is announced once more to that key.',
};

/**
 * The booking's fields a partner's webhook body carries (services/webhookPayload.ts), by the history's names, besides
 * its status (its own events), its order type and its lines: a change to any of them is `booking.changed`.
 */
export const PARTNER_VISIBLE_FIELDS = [
  'pickupLocationId', 'dropoffLocationId', 'pickupAt', 'dropoffAt', 'durationHours', 'totalPrice', 'reference',
  'guestFirstname', 'guestLastname', 'guestEmail', 'guestPhone',
] as const;

/**
 * Whether a saved change is news to the partner whose booking it is: a field its webhook body carries changed
 * (`changedFields`, the history's names), or its lines as the body lists them (rental product, amount, line total).
 */
export function partnerSeesChange(changedFields: readonly string[], lines?: { before: readonly CustomerLine[]; after: readonly CustomerLine[] } | null): boolean {
  return PARTNER_VISIBLE_FIELDS.some((f) => changedFields.includes(f)) || (!!lines && customerLinesDiffer(lines.before, lines.after));
}

/** Why a key cannot have an endpoint (shown above the webhook form, and named on `keyId`). */
export const WEBHOOK_KEY_MESSAGES = {
  revoked: 'API-nøkkelen er trekt tilbake og får ingen webhookar.',
  replaced: 'API-nøkkelen er erstatta av ein ny nøkkel (rotert). Webhooken følgjer den nye nøkkelen: set adressa der.',
  expired: 'API-nøkkelen er utgått og får ingen webhookar.',
  cannotRead: `API-nøkkelen har ikkje retten «${RIGHT_LABELS.read_bookings}». Webhookar sender bestillingane med kontaktopplysningane til gjesten, så berre ein nøkkel som kan lese bestillingane, kan få dei. Lag ein nøkkel med den retten.`,
} as const;

/** Why the key cannot have a webhook endpoint, or null when it can (setWebhookEndpoint's rule; the admin shows it instead of the form). */
export function webhookKeyRefusal(key: { revokedAt: Date | null; expiresAt: Date | null; replacedById: number | null; rights: readonly string[] }): string | null {
  const status = apiKeyStatus(key);
  if (status === 'revoked') return WEBHOOK_KEY_MESSAGES.revoked;
  if (key.replacedById !== null) return WEBHOOK_KEY_MESSAGES.replaced;
  if (status === 'expired') return WEBHOOK_KEY_MESSAGES.expired;
  if (!key.rights.includes('read_bookings')) return WEBHOOK_KEY_MESSAGES.cannotRead;
  return null;
}

export const WEBHOOK_URL_MAX_LENGTH = 2000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL host names the local machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(h) || h.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * Why `raw` cannot be a webhook endpoint, or null when it can: an absolute HTTPS address without user name or
 * password; plain HTTP only to the local machine and only when `allowLoopbackHttp` (development and test).
 */
export function webhookUrlError(raw: string, opts: { allowLoopbackHttp: boolean }): string | null {
  const text = raw.trim();
  if (!text) return 'Adressa må fyllast ut.';
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return `Adressa kan ha høgst ${WEBHOOK_URL_MAX_LENGTH} teikn.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Ugyldig adresse: skriv heile adressa, til dømes https://døme.no/webhook.';
  }
  if (url.username || url.password) return 'Adressa kan ikkje innehalde brukarnamn eller passord.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && opts.allowLoopbackHttp && isLoopbackHost(url.hostname)) return null;
  return 'Adressa må byrje med https://.';
}

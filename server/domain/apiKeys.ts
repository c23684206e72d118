/** Partner API keys: the states a key can be in and what the admin calls them (shared by server and admin). */
import { capitalise } from './text.ts';

export const API_KEY_STATUSES = ['active', 'grace', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** What the admin shows for each state. */
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Aktiv',
  grace: 'Rotert (i overgangstida)',
  revoked: 'Trekt tilbake',
  expired: 'Utgått',
};

/** What a key may do: search (availability and prices), book (place orders), read_bookings (its own orders). */
export const API_KEY_RIGHTS = ['search', 'book', 'read_bookings'] as const;
export type ApiKeyRight = (typeof API_KEY_RIGHTS)[number];

/** Norwegian names of the rights, within a sentence (the admin capitalises them as choices: `rightChoiceLabel`). */
export const RIGHT_LABELS: Record<ApiKeyRight, string> = { search: 'ledigheit og prisar', book: 'legge inn og avbestille bestillingar', read_bookings: 'lese eigne bestillingar' };

/** A right as the admin's choices and key detail name it: "Ledigheit og prisar". */
export const rightChoiceLabel = (right: ApiKeyRight) => capitalise(RIGHT_LABELS[right]);

/** A key's state: revoked wins; a rotated key works until `expiresAt` (grace) and is expired after it. */
export function apiKeyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt === null) return 'active';
  return key.expiresAt.getTime() > now.getTime() ? 'grace' : 'expired';
}

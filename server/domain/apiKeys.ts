/** Partner API keys: the states a key can be in and what the admin calls them (shared by server and admin). */

export const API_KEY_STATUSES = ['active', 'grace', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** What the admin shows for each state. */
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Aktiv',
  grace: 'Rotert (i overgangstida)',
  revoked: 'Trekt tilbake',
  expired: 'Utgått',
};

/** A key's state: revoked wins; a rotated key works until `expiresAt` (grace) and is expired after it. */
export function apiKeyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt === null) return 'active';
  return key.expiresAt.getTime() > now.getTime() ? 'grace' : 'expired';
}

/** What the partner page calls a key's rights, and the secret shown once after create or rotate. */

export const RIGHTS = [
  { value: 'search', label: 'Ledigheit og prisar' },
  { value: 'book', label: 'Legge inn bestillingar' },
  { value: 'read_bookings', label: 'Lese eigne bestillingar' },
] as const;

/** The full key (and on create the webhook signing secret), shown this once. */
export interface OnceShownSecret {
  key: string;
  signingSecret: string | null;
  name: string;
}

/** What the partner page calls a key's rights, and the secret shown once after create or rotate. */
import { API_KEY_RIGHTS, rightChoiceLabel } from '@domain/apiKeys.ts';

/** The rights as choices, in the server's order and words (domain/apiKeys.ts). */
export const RIGHTS = API_KEY_RIGHTS.map((value) => ({ value, label: rightChoiceLabel(value) }));

/** The full key (and on create the webhook signing secret), shown this once. */
export interface OnceShownSecret {
  key: string;
  signingSecret: string | null;
  name: string;
}

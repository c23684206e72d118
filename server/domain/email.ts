/**
 * The one rule for an e-mail address, for every form and every write: the shop's step 5, registration, a forgotten
 * password, staff's customer, booking, location and partner forms, and the server behind each of them. An address one
 * of them accepts is accepted by all, so nobody is let through a form only to be refused by the next step (or, worse,
 * saved by staff and then refused when the customer books or asks for a new password).
 *
 * The definition is zod's z.email() (its "practical" pattern, taken from zod itself so the two cannot drift):
 * ASCII letters, digits and _ ' + - in the local part, dot-separated without leading, trailing or double dots; a
 * domain of ASCII labels with a top-level domain of at least two letters. So `ola@blåbær.no`, `ola@example.c`,
 * `ola&kari@example.no` and `ola@example.no.` are refused, `ola.nordmann+leige@example.no` is accepted. At most
 * EMAIL_MAX_LENGTH characters (what SMTP carries).
 *
 * The text is checked as it is: callers trim first (the server's text fields do, the web forms trim the value).
 */
import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Ugyldig e-postadresse.';

/** zod's own pattern for z.email(). */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** True when the (trimmed) text is an e-mail address by the rule above. */
export function isValidEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/**
 * The rule as a zod schema, for `.pipe(emailFormat(message))` after a field's own "required" and length checks (it then
 * runs only on a text that passed them, as z.email() did).
 */
export const emailFormat = (message: string = EMAIL_MESSAGE) => z.string().refine(isValidEmail, message);

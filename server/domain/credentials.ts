/** Rules for what a person types when registering: phone and password, with the messages the spec gives. */

/** Optional + or 00, a 1–3 digit country code, then 4–14 digits (spaces and dashes between digits are ignored). */
export const PHONE_PATTERN = /^(?:\+|00)?\d{1,3}\d{4,14}$/;
export const PHONE_MESSAGE = 'Ugyldig telefonnummer. Husk å inkludere landskode.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MESSAGE = 'Passordet må være minst 8 tegn langt og inneholde både bokstaver og tall.';

/** Removes the spaces, dashes and brackets people type between digits. */
export function normalisePhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

/** True when the phone number (after normalising) has a country code and 4–14 digits. */
export function isValidPhone(input: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(input));
}

/**
 * A text's length in characters (Unicode code points), not in UTF-16 code units: `'😀'.length` is 2, but the emoji is
 * one character towards the password's minimum.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/** True when the password has at least 8 characters (code points), at least one letter and at least one digit. */
export function isValidPassword(password: string): boolean {
  return characterCount(password) >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

/** E-mail addresses are compared and stored without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address reaches, for counting what is sent to it: normalised, with a plus tag dropped
 * ("Kari+1@Example.no" → "kari@example.no"; most mail services deliver kari+anything to kari).
 */
export function mailboxOf(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  return at < 0 ? address : address.slice(0, at).replace(/\+.*$/, '') + address.slice(at);
}

/** Changing the password on Min side (the current one is asked for; the new one follows PASSWORD_MESSAGE's rule). */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Skriv inn passordet du har no.',
  wrongCurrent: 'Passordet du har no, er ikkje rett.',
  sameAsCurrent: 'Det nye passordet må vere ulikt det du har no.',
  changed: 'Passordet er endra. Er du innlogga andre stader, er du logga ut der.',
} as const;

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

/** True when the password has at least 8 characters, at least one letter and at least one digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

/** E-mail addresses are compared and stored without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

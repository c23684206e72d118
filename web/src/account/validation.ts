/** The account forms' own checks, with the same rules and Norwegian messages as the server. */
import { ruleText } from '../i18n/index.ts';
import { isValidPassword, isValidPhone, PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../../server/domain/credentials.ts';
import { CUSTOMER_MESSAGES, ownDetailsSchema, phoneLacksCountryCode } from '../../../server/domain/customer.ts';
import { isValidEmail } from '../../../server/domain/email.ts';
import { textProblem } from '../../../server/domain/text.ts';
import type { FieldError } from '../transport/index.ts';

/** Field name → message, for the fields that have one. */
export type FieldErrors = Record<string, string>;

/** Filled in, and by the server's text rule (no line breaks or control characters). */
const required = (value: string, label: string) => (value.trim() ? textProblem(value.trim()) : `${label} må fyllast ut.`);
const email = (value: string) => required(value, 'E-post') ?? (isValidEmail(value.trim()) ? null : 'Ugyldig e-postadresse.');

/** The found problems, each rule's message in the page's language. */
function collect(checks: Record<string, string | null>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((e): e is [string, string] => e[1] !== null).map(([k, v]) => [k, ruleText(v)]));
}

/**
 * Log-in: e-mail and password required, the address in no particular form: an account saved under an older, looser
 * rule must still be able to log in (the server looks the address up as it is).
 */
export function validateLogin(v: { email: string; password: string }): FieldErrors {
  return collect({ email: required(v.email, 'E-post'), password: v.password ? null : 'Passord må fyllast ut.' });
}

/** Registration: every field required; phone with country code, password with letters and digits. */
export function validateRegister(v: { user_firstname: string; user_lastname: string; user_phone: string; user_email: string; user_password: string }): FieldErrors {
  return collect({
    user_firstname: required(v.user_firstname, 'Fornamn'),
    user_lastname: required(v.user_lastname, 'Etternamn'),
    user_phone: required(v.user_phone, 'Telefon') ?? (isValidPhone(v.user_phone) ? null : PHONE_MESSAGE),
    user_email: email(v.user_email),
    user_password: required(v.user_password, 'Passord') ?? (isValidPassword(v.user_password) ? null : PASSWORD_MESSAGE),
  });
}

/** Forgotten password: the e-mail address. */
export function validateEmailOnly(v: { user_email: string }): FieldErrors {
  return collect({ user_email: email(v.user_email) });
}

/** New password: filled in (the server holds it to the password rule). */
export function validateNewPassword(v: { new_password: string }): FieldErrors {
  return collect({ new_password: v.new_password ? null : 'Nytt passord må fyllast ut.' });
}

/**
 * Min side, contact details: the server's own rule (ownDetailsSchema), each field's first problem. The form has one
 * phone field with its country code in it, so the country-code rule speaks on `phone`; it is checked even when
 * another field has a problem (zod skips an object's refinement then), so every problem shows at once.
 */
export function validateOwnDetails(v: { firstname: string; lastname: string; phone: string | null; phoneCountryCode: string | null }): FieldErrors {
  const parsed = ownDetailsSchema.safeParse(v);
  const found: Record<string, string | null> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] === 'phoneCountryCode' ? 'phone' : String(issue.path[0] ?? '');
    if (field && !found[field]) found[field] = issue.message;
  }
  if (!found.phone && phoneLacksCountryCode(v)) found.phone = CUSTOMER_MESSAGES.phoneCountryCodeMissing;
  return collect(found);
}

/** Min side, password: the current one given, a new one by the password rule and unlike the current one. */
export function validatePasswordChange(v: { currentPassword: string; newPassword: string }): FieldErrors {
  return collect({
    currentPassword: v.currentPassword ? null : PASSWORD_CHANGE_MESSAGES.currentRequired,
    newPassword: !isValidPassword(v.newPassword) ? PASSWORD_MESSAGE : v.newPassword === v.currentPassword ? PASSWORD_CHANGE_MESSAGES.sameAsCurrent : null,
  });
}

/** The server's 422 field list as field errors. */
export function fromServerFields(fields: FieldError[]): FieldErrors {
  return Object.fromEntries(fields.map((f) => [f.field, ruleText(f.message)]));
}

/** Moves focus (and the view) to the first field with an error in `form`. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

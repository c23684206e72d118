/**
 * How a phone number is shown to people (the stored form is `normalisePhone` in credentials.ts: digits with an
 * optional + and no spaces). Norwegian numbers in the usual groups: mobile "481 23 456", landline "55 20 30 40",
 * with "+47 " when the country code was given. Other countries: as the person grouped it, else the calling code and
 * groups of three; anything that is not a number is shown as it was typed.
 */
import { normalisePhone } from './credentials.ts';

/** Eight Norwegian digits: mobile (4, 9) as 3-2-3, the rest as 2-2-2-2. */
function norwegian(digits: string): string {
  return /^[49]/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
    : `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
}

/** The phone number for reading: "+47 481 23 456", "481 23 456", "+46 701 234 567". */
export function formatPhone(raw: string | null | undefined): string {
  const typed = (raw ?? '').trim();
  const compact = normalisePhone(typed).replace(/^00/, '+');
  const m = /^(\+?)(\d+)$/.exec(compact);
  if (!m) return typed;
  const [, plus, digits] = m as unknown as [string, string, string];
  if (!plus && digits.length === 8) return norwegian(digits);
  if (plus && digits.startsWith('47') && digits.length === 10) return `+47 ${norwegian(digits.slice(2))}`;
  if (!plus) return digits;
  // As typed when the person grouped it (they know their own number's groups); else code and threes.
  if (/\s/.test(typed)) return typed.replace(/^00/, '+').replace(/\s+/g, ' ');
  const code = digits.slice(0, callingCodeLength(digits));
  return `+${code} ${threes(digits.slice(code.length))}`;
}

/** Groups of three from the left; a lone last digit joins the group before ("202 555 0100"). */
function threes(digits: string): string {
  const groups = digits.match(/\d{1,3}/g) ?? [];
  if (groups.length > 1 && groups[groups.length - 1]!.length === 1) groups.splice(-2, 2, groups[groups.length - 2]! + groups[groups.length - 1]!);
  return groups.join(' ');
}

/** Digits of the ITU calling code a number starts with: 1 (North America) and 7, the two-digit codes, else 3. */
function callingCodeLength(digits: string): number {
  if (/^[17]/.test(digits)) return 1;
  return /^(2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/.test(digits) ? 2 : 3;
}

/**
 * The calling code a guest's number is stored with: the one the number itself starts with (+ or 00: "+4791234567" is
 * 47 whichever country was chosen beside it), else the chosen country's (the number was typed without one).
 */
export function guestCallingCode(phone: string | null | undefined, countryCallingCode: string | null): string | null {
  const compact = normalisePhone((phone ?? '').trim()).replace(/^00/, '+');
  const m = /^\+(\d{5,})$/.exec(compact);
  return m ? m[1]!.slice(0, callingCodeLength(m[1]!)) : countryCallingCode;
}

/**
 * A stored phone number with its country code, for a form that asks for one ("Med landskode") and wherever staff read
 * a number they may have to call: "48123456" beside calling code "47" is "+47 481 23 456", "15123456789" beside "49"
 * is "+49 151 234 567 89"; a number that already has a + or 00 is only formatted.
 */
export function phoneWithCountryCode(phone: string, callingCode: string | null | undefined): string {
  const compact = normalisePhone(phone.trim());
  const code = (callingCode ?? '').replace(/\D/g, '');
  if (/^(\+|00)/.test(compact) || !code) return formatPhone(phone);
  return formatPhone(`+${code}${compact.replace(/^0+/, '')}`);
}

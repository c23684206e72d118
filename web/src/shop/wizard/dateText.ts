/**
 * The wizard's typed dates: shown and typed as "dd.mm.åååå" whatever the browser's locale, stored in the address as
 * "yyyy-mm-dd". The mask only places the dots; a date counts only when it is complete and exists in the calendar.
 */
import { daysInMonth } from '@domain/time.ts';

/** "2026-08-12" → "12.08.2026" (anything else unchanged). */
export function isoToText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/**
 * What the field shows after a keystroke or a paste: the digits typed (at most 8) with the dots put in, so "12082026"
 * reads "12.08.2026". A pasted "2026-08-12" is turned round.
 */
export function maskDateText(raw: string): string {
  const trimmed = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isoToText(trimmed);
  const digits = trimmed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** "12.08.2026" → "2026-08-12" when complete and a real date (years 1000–9999), else null. */
export function textToIso(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [+m[1]!, +m[2]!, +m[3]!];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}


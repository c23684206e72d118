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
 * Marks that end a day or a month: the dot, and what else people type between the parts ("12/08", "12-08"); the comma
 * too, since the decimal key of a Norwegian number pad gives one.
 */
const SEPARATOR = /[.,/\- ]/;

/**
 * What the field shows after a keystroke or a paste: the digits typed (at most 2 + 2 + 4) with the dots put in, so
 * "12082026" reads "12.08.2026". A dot the customer types ends a one-digit day or month, which is zero-padded, so the
 * common "1.8.2026" reads "01.08.2026" (and "1." reads "01." while typing). A pasted "2026-08-12" is turned round.
 */
export function maskDateText(raw: string): string {
  const trimmed = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isoToText(trimmed);
  const parts = ['', '', ''];
  const widths = [2, 2, 4];
  let at = 0;
  for (const ch of trimmed) {
    if (/\d/.test(ch)) {
      // A full part spills into the next, as digit-only typing always has ("123" → "12.3").
      if (parts[at]!.length === widths[at]) {
        if (at === 2) break;
        at += 1;
      }
      parts[at] += ch;
    } else if (SEPARATOR.test(ch) && at < 2 && parts[at] !== '') {
      // A dot after a day or month ends it (the dot the mask put in reads the same way). A dot with no digit before
      // it (typed twice, or first) changes nothing.
      parts[at] = parts[at]!.padStart(2, '0');
      at += 1;
    }
  }
  // A part begun by a typed dot shows its dot while still empty ("01."), so the customer sees the day was taken.
  return parts.slice(0, at + 1).join('.');
}

/** "12.08.2026" → "2026-08-12" when complete and a real date (years 1000–9999), else null. */
export function textToIso(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [+m[1]!, +m[2]!, +m[3]!];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}


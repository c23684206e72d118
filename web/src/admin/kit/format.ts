/** How admin tables write amounts, numbers and instants (Norwegian, Oslo time). */
import { formatKr, toOre } from '@domain/money.ts';
import { staffInstant } from '@domain/time.ts';

/** A Money string as "1 490,00 kr"; empty stays "–". */
export const kr = (amount: string | null | undefined): string => (amount == null || amount === '' ? '–' : formatKr(toOre(amount) ?? 0));

/** A decimal string with a comma ("12,5"); empty stays "–". */
export const decimal = (value: string | number | null | undefined): string => (value == null || value === '' ? '–' : String(value).replace('.', ','));

/** "23.11.2026 kl. 14:05" in Oslo time, as the server's messages write it (staffInstant); none stays "–". */
export const dateTime = (instant: string | null | undefined): string => (instant ? staffInstant(new Date(instant)) : '–');

/** A rental's length as spec 2 writes it in the admin ("%s dag" / "%s dager"): "1 dag", "3 dager". */
export const daysText = (days: number): string => (days === 1 ? `${days} dag` : `${days} dager`);

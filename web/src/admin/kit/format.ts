/** How admin tables write amounts, numbers and instants (Norwegian, Oslo time). */
import { formatKr, toOre } from '@domain/money.ts';
import { TIME_ZONE } from '@domain/time.ts';

/** A Money string as "1 490,00 kr"; empty stays "–". */
export const kr = (amount: string | null | undefined): string => (amount == null || amount === '' ? '–' : formatKr(toOre(amount) ?? 0));

/** A decimal string with a comma ("12,5"); empty stays "–". */
export const decimal = (value: string | number | null | undefined): string => (value == null || value === '' ? '–' : String(value).replace('.', ','));

const stamp = new Intl.DateTimeFormat('nb-NO', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "23.11.2026, 14:05" in Oslo time; none stays "–". */
export const dateTime = (instant: string | null | undefined): string => (instant ? stamp.format(new Date(instant)) : '–');

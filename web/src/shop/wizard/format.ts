/** How the wizard writes money, VAT, durations, dates and product tags (Norwegian, Oslo time). */
import { formatKr, toOre } from '@domain/money.ts';
import { TIME_ZONE } from '@domain/time.ts';

/** A Money string ("1490.00") as "1 490,00 kr". */
export const kr = (amount: string | null | undefined): string => formatKr(toOre(amount ?? '0') ?? 0);

/** "inkl. mva" for private prices, "eks. mva" for business prices. */
export const vatLabel = (vatIncluded: boolean): string => (vatIncluded ? 'inkl. mva' : 'eks. mva');

/** Rental days as the spec writes them: "1 dag", "3 dagar". */
export const daysLabel = (days: number): string => `${days} ${days === 1 ? 'dag' : 'dagar'}`;

const longDate = new Intl.DateTimeFormat('nb-NO', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('nb-NO', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "tysdag 4. mars 2031 kl. 10:00" in Oslo time. */
export function formatWhen(instant: string | Date): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  return `${longDate.format(d)} kl. ${clock.format(d)}`;
}

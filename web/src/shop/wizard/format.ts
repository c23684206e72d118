/** How the wizard writes money, VAT, durations, dates and product tags in the shop's language (Oslo time). */
import { formatMoney, toOre } from '@domain/money.ts';
import { formatOsloLong } from '@domain/time.ts';
import { currentLanguage, i18next } from '../../i18n/index.ts';

/** A Money string ("1490.00") as "1 490,00 kr" (Norwegian) or "NOK 1,490.00" (English). */
export const kr = (amount: string | null | undefined): string => formatMoney(toOre(amount ?? '0') ?? 0, currentLanguage());

/** "inkl. mva" / "incl. VAT" for private prices, "eks. mva" / "excl. VAT" for business prices. */
export const vatLabel = (vatIncluded: boolean): string => i18next.t(vatIncluded ? 'prices.vatIncluded' : 'prices.vatExcluded');

/** Rental days as the spec writes them: "1 dag", "3 dagar" ("1 day", "3 days"). */
export const daysLabel = (days: number): string => i18next.t('prices.days', { count: days });

/** "tysdag 4. mars 2031 kl. 10:00" (English: "Tuesday 4 March 2031 at 10:00") in Oslo time, as the mails write it. */
export function formatWhen(instant: string | Date): string {
  return formatOsloLong(typeof instant === 'string' ? new Date(instant) : instant, currentLanguage());
}

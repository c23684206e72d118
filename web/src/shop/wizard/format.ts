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

const FUEL: Record<string, string> = {
  diesel: 'Diesel',
  petrol: 'Bensin',
  gasoline: 'Bensin',
  electric: 'Elektrisk',
  hybrid: 'Hybrid',
  'petrol+electric': 'Ladbar hybrid (bensin)',
  'diesel+electric': 'Ladbar hybrid (diesel)',
};
const DRIVETRAIN: Record<string, string> = { fwd: 'Framhjulsdrift', front: 'Framhjulsdrift', rwd: 'Bakhjulsdrift', rear: 'Bakhjulsdrift', awd: 'Firehjulsdrift' };
const TRANSMISSION: Record<string, string> = { auto: 'Automat', manual: 'Manuell' };

/**
 * A tag row as a customer reads it (spec 3, "Value display per tag"): kg for load and hitch capacity, km for range,
 * B or BE for the licence, words for fuel, drivetrain and transmission, "Fri km" for unlimited included kilometres.
 */
export function tagText(slug: string, title: string, value: string, metric: string | null): string {
  const v = value.trim();
  const withMetric = metric && /\d$/.test(v) ? `${v} ${metric}` : v;
  switch (slug) {
    case 'fuel':
      return FUEL[v] ?? v;
    case 'drivetrain':
      return DRIVETRAIN[v] ?? v;
    case 'transmission':
      return TRANSMISSION[v] ?? v;
    case 'licence_requirement':
      return `Førarkort ${v}`;
    case 'seats':
      return `${v} seter`;
    case 'doors':
      return `${v} dørar`;
    case 'range_included':
      return v === 'unlimited' ? 'Fri km' : `${withMetric} inkl.`;
    case 'range':
      return `Rekkevidde ${withMetric}`;
    case 'van_type':
      return `Type ${v}`;
    case 'age':
      return /^\d/.test(v) ? `Alder ${withMetric}` : withMetric;
    default:
      return `${title} ${withMetric}`;
  }
}

/** How a rental product's tag reads to a customer (spec 3, "Value display per tag"); the API serves it as displayValue. */

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
export function tagDisplayValue(slug: string, title: string, value: string, metric: string | null): string {
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

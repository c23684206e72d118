/**
 * The price of a rental product for a period: one function for the wizard's running prices, the partner API, the
 * legacy REST answer and the booking total, so none of them can disagree.
 *
 * Rules (amounts in øre; private prices include VAT, business prices exclude it):
 * - Customer type: business uses the business fields; with `samePricePrivateBusiness`, or where a business field
 *   is empty, business pays the private price less VAT (× (1 − vatFactor); vatFactor 0.2 is 25 % VAT of a net price).
 * - Units: the cheapest honest combination of month (30 days), week (7 days) and day prices covering the rental
 *   days (a week may be cheaper than 6 single days; the customer pays the cheaper). A weekend price covers a whole
 *   rental that starts Friday 12:00 or later and ends by Monday 12:00. An hour price (whole hours, rounded up)
 *   applies to rentals shorter than 24 hours when cheaper than a day. Empty price fields are not offered.
 * - `nodailyprice`: the price does not scale with time; the day price is charged once.
 * - `day_minimum`/`day_maximum` bound the average price per rental day; then `onetime` is added once;
 *   `total_minimum`/`total_maximum` bound the result.
 * - The result carries a breakdown: which units made the price and which bound moved it.
 */
import { toOre } from './money.ts';
import { rentalDays, wallClockMinutes } from './rentalPeriod.ts';
import { osloParts, weekdayOf } from './time.ts';

export type CustomerType = 'private' | 'business';

export const PRICE_KEYS = ['hour', 'day', 'weekend', 'week', 'month', 'onetime', 'totalMinimum', 'totalMaximum', 'dayMinimum', 'dayMaximum'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
/** One customer type's price fields in øre (null = not set). */
export type PriceFields = Record<PriceKey, number | null>;

export interface PricedOption {
  private: PriceFields;
  business: PriceFields;
  samePricePrivateBusiness: boolean;
  /** Share of a VAT-inclusive price that is VAT (0.2 for 25 % VAT). */
  vatFactor: number;
  nodailyprice: boolean;
}

export type BreakdownUnit =
  | 'month'
  | 'week'
  | 'weekend'
  | 'day'
  | 'hour'
  | 'fixed'
  | 'onetime'
  | 'day_minimum'
  | 'day_maximum'
  | 'total_minimum'
  | 'total_maximum';

export interface BreakdownLine {
  unit: BreakdownUnit;
  count: number;
  /** Øre per unit (for bounds: the bound itself). */
  unitPrice: number;
  /** Øre this line adds (negative when a maximum lowers the price). */
  amount: number;
}

export interface Quote {
  days: number;
  /** Total in øre for one item. */
  total: number;
  /** Total divided by days, rounded to whole kroner (in øre). */
  perDay: number;
  breakdown: BreakdownLine[];
  customerType: CustomerType;
  /** Private prices include VAT, business prices exclude it. */
  vatIncluded: boolean;
}

/** The price fields that apply to a customer type. */
export function fieldsFor(option: PricedOption, customerType: CustomerType): PriceFields {
  if (customerType === 'private') return option.private;
  const net = (ore: number | null) => (ore === null ? null : Math.round(ore * (1 - option.vatFactor)));
  const out = {} as PriceFields;
  for (const key of PRICE_KEYS) {
    out[key] = option.samePricePrivateBusiness || option.business[key] === null ? net(option.private[key]) : option.business[key];
  }
  return out;
}

/** A rental entirely within a weekend: starts Friday 12:00 or later (Sat, Sun), ends by Monday 12:00 of that weekend. */
export function isWeekendRental(pickup: Date, dropoff: Date): boolean {
  const p = osloParts(pickup);
  const startDay = weekdayOf(p);
  const startsInWeekend = (startDay === 'friday' && p.hour >= 12) || startDay === 'saturday' || startDay === 'sunday';
  if (!startsInWeekend) return false;
  const daysToMonday = { friday: 3, saturday: 2, sunday: 1 }[startDay as 'friday' | 'saturday' | 'sunday'];
  const minutesToMondayNoon = daysToMonday * 1440 + 12 * 60 - (p.hour * 60 + p.minute);
  return wallClockMinutes(pickup, dropoff) <= minutesToMondayNoon;
}

interface Plan {
  cost: number;
  lines: BreakdownLine[];
}

/** Cheapest cover of `days` by month/week/day units (a cover may be longer than the rental). */
function cheapestUnits(f: PriceFields, days: number): Plan | null {
  const units = (
    [
      ['day', 1, f.day],
      ['week', 7, f.week],
      ['month', 30, f.month],
    ] as const
  ).filter(([, , price]) => price !== null) as [BreakdownUnit, number, number][];
  if (units.length === 0) return null;
  const best: { cost: number; unit: number; from: number }[] = [{ cost: 0, unit: -1, from: -1 }];
  for (let n = 1; n <= days; n++) {
    let choice = { cost: Infinity, unit: -1, from: -1 };
    units.forEach(([, length, price], i) => {
      const from = Math.max(0, n - length);
      const cost = best[from]!.cost + price;
      if (cost < choice.cost) choice = { cost, unit: i, from };
    });
    best.push(choice);
  }
  const counts = new Map<number, number>();
  for (let n = days; n > 0; n = best[n]!.from) counts.set(best[n]!.unit, (counts.get(best[n]!.unit) ?? 0) + 1);
  const lines = [...counts]
    .sort((a, b) => units[b[0]]![1] - units[a[0]]![1])
    .map(([i, count]) => ({ unit: units[i]![0], count, unitPrice: units[i]![2], amount: count * units[i]![2] }));
  return { cost: best[days]!.cost, lines };
}

interface PeriodFacts {
  days: number;
  minutes: number;
  weekend: boolean;
}

let lastPeriod: { key: string; facts: PeriodFacts } | null = null;

/** Days, wall-clock minutes and the weekend test of a period; a search prices hundreds of items for one period. */
function periodFacts(pickup: Date, dropoff: Date): PeriodFacts {
  const key = `${pickup.getTime()}:${dropoff.getTime()}`;
  if (lastPeriod?.key !== key) {
    lastPeriod = { key, facts: { days: rentalDays(pickup, dropoff), minutes: wallClockMinutes(pickup, dropoff), weekend: isWeekendRental(pickup, dropoff) } };
  }
  return lastPeriod.facts;
}

/** The price of one item of `option` for the period, with its breakdown. */
export function quote(option: PricedOption, pickup: Date, dropoff: Date, customerType: CustomerType): Quote {
  const f = fieldsFor(option, customerType);
  const { days, minutes, weekend } = periodFacts(pickup, dropoff);
  let plan: Plan = { cost: 0, lines: [] };

  if (option.nodailyprice) {
    if (f.day !== null) plan = { cost: f.day, lines: [{ unit: 'fixed', count: 1, unitPrice: f.day, amount: f.day }] };
  } else {
    const candidates: Plan[] = [];
    const units = cheapestUnits(f, days);
    if (units) candidates.push(units);
    if (f.weekend !== null && weekend) {
      candidates.push({ cost: f.weekend, lines: [{ unit: 'weekend', count: 1, unitPrice: f.weekend, amount: f.weekend }] });
    }
    if (f.hour !== null && minutes < 1440) {
      const hours = Math.max(1, Math.ceil(minutes / 60));
      candidates.push({ cost: hours * f.hour, lines: [{ unit: 'hour', count: hours, unitPrice: f.hour, amount: hours * f.hour }] });
    }
    if (candidates.length) plan = candidates.reduce((a, b) => (b.cost < a.cost ? b : a));

    const perDay = plan.cost / days;
    if (f.dayMinimum !== null && perDay < f.dayMinimum) {
      plan.lines.push({ unit: 'day_minimum', count: days, unitPrice: f.dayMinimum, amount: f.dayMinimum * days - plan.cost });
      plan.cost = f.dayMinimum * days;
    } else if (f.dayMaximum !== null && perDay > f.dayMaximum) {
      plan.lines.push({ unit: 'day_maximum', count: days, unitPrice: f.dayMaximum, amount: f.dayMaximum * days - plan.cost });
      plan.cost = f.dayMaximum * days;
    }
  }

  let total = plan.cost;
  if (f.onetime !== null && f.onetime !== 0) {
    plan.lines.push({ unit: 'onetime', count: 1, unitPrice: f.onetime, amount: f.onetime });
    total += f.onetime;
  }
  if (f.totalMinimum !== null && total < f.totalMinimum) {
    plan.lines.push({ unit: 'total_minimum', count: 1, unitPrice: f.totalMinimum, amount: f.totalMinimum - total });
    total = f.totalMinimum;
  } else if (f.totalMaximum !== null && total > f.totalMaximum) {
    plan.lines.push({ unit: 'total_maximum', count: 1, unitPrice: f.totalMaximum, amount: f.totalMaximum - total });
    total = f.totalMaximum;
  }
  return {
    days,
    total,
    perDay: Math.round(total / days / 100) * 100,
    breakdown: plan.lines,
    customerType,
    vatIncluded: customerType === 'private',
  };
}

const COLUMNS = {
  private: PRICE_KEYS.map((k) => `pricePrivate${k[0]!.toUpperCase()}${k.slice(1)}`),
  business: PRICE_KEYS.map((k) => `priceBusiness${k[0]!.toUpperCase()}${k.slice(1)}`),
};

/** The price fields of a database row (`pricePrivateDay`, ... as decimals) in the engine's shape. */
export function pricedOptionFromRow(row: Record<string, unknown> & { samePricePrivateBusiness: boolean; vatFactor: unknown; nodailyprice: boolean }): PricedOption {
  const pick = (columns: string[]) => {
    const out = {} as PriceFields;
    PRICE_KEYS.forEach((key, i) => (out[key] = toOre(row[columns[i]!] as string | null)));
    return out;
  };
  return {
    private: pick(COLUMNS.private),
    business: pick(COLUMNS.business),
    samePricePrivateBusiness: row.samePricePrivateBusiness,
    vatFactor: Number(String(row.vatFactor)),
    nodailyprice: row.nodailyprice,
  };
}

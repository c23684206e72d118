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

export interface Plan {
  cost: number;
  lines: BreakdownLine[];
}

type Unit = { unit: BreakdownUnit; length: number; price: number };

/**
 * The cheapest cost of covering `n` days with the units (a cover may be longer than n), in constant time whatever n.
 * Exchange argument: `l_j` units of i cover what `l_i` units of j cover, so when j's price per day is no higher
 * than i's, some cheapest cover holds fewer than `l_j` of i. With the units ranked by price per day, every unit but
 * the best is bounded by the lengths of the units ranked before it (at most 7 × 30 combinations); the best unit
 * covers the rest.
 */
function cheapestCost(units: Unit[]): (n: number) => number {
  // Rank by price per day (exact: cross-multiplied integers), ties by the order given.
  const ranked = units.map((u, i) => ({ ...u, i })).sort((a, b) => a.price * b.length - b.price * a.length || a.i - b.i);
  const best = ranked[0]!;
  const others = ranked.slice(1).map((u, k) => ({ ...u, bound: Math.min(...ranked.slice(0, k + 1).map((r) => r.length)) }));
  // Every combination of the bounded units: what it covers and costs (at most 7 × 30 of them).
  let combos = [{ covered: 0, cost: 0 }];
  for (const u of others) {
    combos = combos.flatMap((c) => Array.from({ length: u.bound }, (_, k) => ({ covered: c.covered + k * u.length, cost: c.cost + k * u.price })));
  }
  return (n) => {
    if (n <= 0) return 0;
    let cheapest = Infinity;
    for (const c of combos) {
      const total = c.cost + Math.ceil(Math.max(0, n - c.covered) / best.length) * best.price;
      if (total < cheapest) cheapest = total;
    }
    return cheapest;
  };
}

/** The largest j in [0, hi] for which `holds(j)` is true, for a predicate true on 0..j* and false after. */
function lastTrue(hi: number, holds: (j: number) => boolean): number {
  let lo = 0;
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (holds(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Cheapest cover of `days` by month/week/day units (a cover may be longer than the rental), with the same breakdown
 * as a day-by-day search that prefers the shorter unit on a tie: among the cheapest covers, as many days as
 * possible, then as many weeks, then months. Each count is found by a binary search over the cheapest cost of what
 * is left (a monotone test), so the work grows with log(days), not days.
 */
export function cheapestUnits(f: PriceFields, days: number): Plan | null {
  const units = (
    [
      ['day', 1, f.day],
      ['week', 7, f.week],
      ['month', 30, f.month],
    ] as const
  )
    .filter(([, , price]) => price !== null)
    .map(([unit, length, price]) => ({ unit, length, price: price! }) as Unit);
  if (units.length === 0) return null;
  const cost = cheapestCost(units);
  const total = cost(days);
  const counts: [Unit, number][] = [];
  let left = days;
  for (const u of units) {
    if (left <= 0) break;
    // Taking j of this unit keeps the cover cheapest while cost(left − j·length) + j·price is still the total.
    const target = total - counts.reduce((s, [c, k]) => s + c.price * k, 0);
    const j = lastTrue(Math.ceil(left / u.length), (j) => cost(Math.max(0, left - j * u.length)) + j * u.price === target);
    if (j > 0) counts.push([u, j]);
    left = Math.max(0, left - j * u.length);
  }
  const lines = counts
    .sort((a, b) => b[0].length - a[0].length)
    .map(([u, count]) => ({ unit: u.unit, count, unitPrice: u.price, amount: count * u.price }));
  return { cost: total, lines };
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

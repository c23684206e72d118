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

/** Private prices include VAT, business prices exclude it: how every price of a customer type is labelled. */
export const pricesIncludeVat = (customerType: CustomerType | (string & {})): boolean => customerType === 'private';

/** The price fields that apply to a customer type. */
export function fieldsFor(option: PricedOption, customerType: CustomerType): PriceFields {
  if (customerType === 'private') return option.private;
  const net = (ore: number | null) => (ore === null ? null : lessVat(ore, option.vatFactor));
  const out = {} as PriceFields;
  for (const key of PRICE_KEYS) {
    out[key] = option.samePricePrivateBusiness || option.business[key] === null ? net(option.private[key]) : option.business[key];
  }
  return out;
}

/**
 * A VAT-inclusive amount less its VAT (`vatFactor` is the VAT share of the inclusive price: 0.2 for 25 % VAT), in
 * whole øre. Business prices derived from private ones use it, and the admin list's "kr eks.mva." day price.
 */
export const lessVat = (ore: number, vatFactor: number): number => Math.round(ore * (1 - vatFactor));

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

/** Day counts from which the cheapest cost repeats with the cheapest unit per day (see `cheapestCost`). */
const PERIODIC_FROM = 240;

/**
 * The cheapest cost of covering `n` days with the units (a cover may be longer than n), in constant time whatever n.
 * Exchange argument: `l_j` units of i cover what `l_i` units of j cover, so when j's price per day is no higher
 * than i's, some cheapest cover holds fewer than `l_j` of i. So some cheapest cover holds, besides the unit b with the
 * lowest price per day, fewer than 30 weeks and 7 days (or 7 months and 7 days): at most 209 days. From
 * l_b + 209 < 240 days on, adding l_b days adds exactly one b: cost(n) = cost(n − l_b) + p_b. Below 240 days a table
 * built shortest first (the old day-by-day search, at most 240 entries) answers.
 */
function cheapestCost(units: Unit[]): (n: number) => number {
  const best = units.reduce((b, u) => (u.price * b.length < b.price * u.length ? u : b));
  const table = [0];
  const tabled = (n: number) => {
    for (let m = table.length; m <= n; m++) {
      let cheapest = Infinity;
      for (const u of units) cheapest = Math.min(cheapest, table[Math.max(0, m - u.length)]! + u.price);
      table.push(cheapest);
    }
    return table[n]!;
  };
  return (n) => {
    if (n <= 0) return 0;
    if (n < PERIODIC_FROM) return tabled(n);
    const k = Math.floor((n - PERIODIC_FROM) / best.length) + 1;
    return tabled(n - k * best.length) + k * best.price;
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
 * Cheapest cover of `days` by month/week/day units (a cover may be longer than the rental), with the breakdown of a
 * day-by-day search that takes the shorter unit on a tie. Below 240 days that search itself walks the table back.
 * From 240 days on, the walk's choice is known without walking: it takes days while a cheapest cover remains, then
 * weeks, then months, so each count is the last j for which cost(left − j·length) + j·price is still the cheapest
 * (a test that holds up to that j and fails after it), found by binary search: the work grows with log(days).
 */
export function cheapestUnits(f: PriceFields, days: number): Plan | null {
  const units: Unit[] = [];
  if (f.day !== null) units.push({ unit: 'day', length: 1, price: f.day });
  if (f.week !== null) units.push({ unit: 'week', length: 7, price: f.week });
  if (f.month !== null) units.push({ unit: 'month', length: 30, price: f.month });
  if (units.length === 0) return null;
  const cost = cheapestCost(units);
  const total = cost(days);
  const counts = units.map(() => 0);
  if (days < PERIODIC_FROM) {
    for (let n = days; n > 0; ) {
      const i = units.findIndex((u) => cost(Math.max(0, n - u.length)) + u.price === cost(n));
      counts[i]! += 1;
      n = Math.max(0, n - units[i]!.length);
    }
  } else {
    let left = days;
    let target = total;
    units.forEach((u, i) => {
      if (left <= 0) return;
      const j = lastTrue(Math.ceil(left / u.length), (j) => cost(Math.max(0, left - j * u.length)) + j * u.price === target);
      counts[i] = j;
      left = Math.max(0, left - j * u.length);
      target -= j * u.price;
    });
  }
  const lines: BreakdownLine[] = [];
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (counts[i]) lines.push({ unit: u.unit, count: counts[i]!, unitPrice: u.price, amount: counts[i]! * u.price });
  }
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

/**
 * The most lines a breakdown has: the units (month, week, day; or one weekend, hour or fixed line), one day bound, the
 * one-time fee and one total bound. The query cost counts a breakdown as this many, not as an unknown list.
 */
export const MAX_BREAKDOWN_LINES = 6;

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
    vatIncluded: pricesIncludeVat(customerType),
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

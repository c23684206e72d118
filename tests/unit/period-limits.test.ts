/**
 * Bounded work: the closed-form unit prices agree with the old day-by-day search (kept here as the oracle) for any
 * prices and any rental up to the longest allowed, and the period limits every caller shares.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestUnits, PRICE_KEYS, quote, type BreakdownLine, type BreakdownUnit, type PriceFields, type PricedOption } from '../../server/domain/pricing.ts';
import { latestPickup, MAX_RENTAL_DAYS, PERIOD_MESSAGES, periodErrors, periodLimitErrors, rentalDays } from '../../server/domain/rentalPeriod.ts';
import { formatOslo, parseOslo } from '../../server/domain/time.ts';

const at = (s: string) => parseOslo(s)!;

/** The old implementation: a cheapest cover for every day count from 1 to `days`, shorter unit first on a tie. */
function oracleUnits(f: PriceFields, days: number): { cost: number; lines: BreakdownLine[] } | null {
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

const none = Object.fromEntries(PRICE_KEYS.map((k) => [k, null])) as PriceFields;
// Small prices make ties (a week costing exactly 7 days) common, where the breakdown is easiest to get wrong.
const price = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2_000_000 }));
const unitPrices = fc.record({ day: price, week: price, month: price });

describe('closed-form unit prices', () => {
  it('match the day-by-day search for any prices and any length up to the longest rental and beyond', () => {
    fc.assert(
      // Beyond the maximum too: from 240 days on the closed form stops walking the table.
      fc.property(unitPrices, fc.oneof(fc.integer({ min: 1, max: MAX_RENTAL_DAYS + 1 }), fc.integer({ min: 230, max: 5000 })), (p, days) => {
        const f = { ...none, ...p };
        expect(cheapestUnits(f, days)).toEqual(oracleUnits(f, days));
      }),
      { numRuns: 3000 },
    );
  });

  it('match it on ties built on purpose (week = 7 days, month = 30 days or 4 weeks and 2 days)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: MAX_RENTAL_DAYS }), fc.boolean(), (d, days, viaWeeks) => {
        const f = { ...none, day: d, week: 7 * d, month: viaWeeks ? 4 * 7 * d + 2 * d : 30 * d };
        expect(cheapestUnits(f, days)).toEqual(oracleUnits(f, days));
      }),
    );
  });

  it('price whole quotes the same way: the breakdown adds up to the total for any period up to the longest', () => {
    const options = fc.record({
      hour: price, day: price, weekend: price, week: price, month: price,
      onetime: price, totalMinimum: price, totalMaximum: price, dayMinimum: price, dayMaximum: price,
    });
    const start = at('2027-01-01 00:00').getTime();
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 366 * 48 }), fc.integer({ min: 2, max: MAX_RENTAL_DAYS * 48 }), (p, from, length) => {
        const o: PricedOption = { private: p, business: none, samePricePrivateBusiness: false, vatFactor: 0.2, nodailyprice: false };
        const pickup = new Date(start + from * 30 * 60_000);
        const dropoff = new Date(pickup.getTime() + length * 30 * 60_000);
        const q = quote(o, pickup, dropoff, 'private');
        expect(q.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(q.total);
        const units = oracleUnits(p, rentalDays(pickup, dropoff));
        // Without hour, weekend or bounds the quote is exactly the oracle's cover.
        if (units && p.hour === null && p.weekend === null && p.onetime === null && [p.totalMinimum, p.totalMaximum, p.dayMinimum, p.dayMaximum].every((b) => b === null)) {
          expect(q.total).toBe(units.cost);
          expect(q.breakdown).toEqual(units.lines);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('prices a rental of thousands of years like one of three days', () => {
    const f = { ...none, day: 59_000, week: 329_000, month: 999_000 };
    // 3 million days: the old search would build a table of 3 million entries.
    expect(cheapestUnits(f, 3_000_000)).toEqual({ cost: 100_000 * 999_000, lines: [{ unit: 'month', count: 100_000, unitPrice: 999_000, amount: 100_000 * 999_000 }] });
  });
});

describe('period limits', () => {
  const now = at('2026-05-04 09:00');

  it('accepts exactly 365 rental days and refuses 365 days and 12 hours (366 rental days)', () => {
    const pickup = at('2026-06-01 10:00');
    expect(periodErrors(pickup, at('2027-06-01 10:00'), now)).toEqual([]);
    expect(periodErrors(pickup, at('2027-06-01 21:59'), now)).toEqual([]);
    expect(periodErrors(pickup, at('2027-06-01 22:00'), now)).toEqual([{ field: 'dropoffAt', message: 'Leigeperioden kan vere høgst 365 dagar.' }]);
  });

  it('accepts a pick-up until the same time two years ahead, not a minute later', () => {
    expect(formatOslo(latestPickup(now))).toBe('2028-05-04 09:00');
    expect(periodErrors(at('2028-05-04 09:00'), at('2028-05-06 09:00'), now)).toEqual([]);
    expect(periodErrors(at('2028-05-04 09:01'), at('2028-05-06 09:00'), now)).toEqual([{ field: 'pickupAt', message: PERIOD_MESSAGES.tooFarAhead }]);
    expect(PERIOD_MESSAGES.tooFarAhead).toBe('Henting kan vere høgst 2 år fram i tid.');
    expect(formatOslo(latestPickup(at('2028-02-29 12:00')))).toBe('2030-03-01 12:00');
  });

  it('keeps the limits alone for staff, for whom a pick-up in the past may be fine', () => {
    expect(periodLimitErrors(at('2026-04-01 10:00'), at('2026-04-03 10:00'), now)).toEqual([]);
    expect(periodLimitErrors(at('2026-04-01 10:00'), at('2027-04-03 10:00'), now)).toEqual([{ field: 'dropoffAt', message: PERIOD_MESSAGES.tooLong }]);
  });

  it('refuses the audit’s centuries: 2035 to 2335 and a return in year 9999', () => {
    const errors = periodErrors(at('2035-01-06 10:00'), at('2335-01-06 10:00'), now);
    expect(errors.map((e) => e.field).sort()).toEqual(['dropoffAt', 'pickupAt']);
    expect(periodErrors(at('2026-05-05 10:00'), at('9999-01-06 10:00'), now)).toEqual([{ field: 'dropoffAt', message: PERIOD_MESSAGES.tooLong }]);
  });
});

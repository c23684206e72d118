/** The rental engine on a table of cases: days, DST, every price unit and bound, opening hours, cart rules. */
import { describe, expect, it } from 'vitest';
import { buildCart, type CatalogItem } from '../../server/domain/cart.ts';
import { formatKr, oreToDecimal, toOre } from '../../server/domain/money.ts';
import { hoursWarnings, HOURS_WARNINGS, licenceAtPickupAllowed, pickupWithinHours, returnWithinHours, type HoursRow, type LocationHours } from '../../server/domain/openingHours.ts';
import { OTHER_PLACE_MESSAGES, otherPlaceAddresses, otherPlaceAddressErrors, placeLine, placeName, placeParts } from '../../server/domain/otherPlace.ts';
import { fieldsFor, isWeekendRental, PRICE_KEYS, quote, type PriceFields, type PricedOption } from '../../server/domain/pricing.ts';
import { defaultPeriod, periodErrors, pushReturn, rentalDays, rentalDurationHours, TIME_OPTIONS } from '../../server/domain/rentalPeriod.ts';
import { normaliseTagValue, tagDisplayValue, tagValueChoices, tagValueProblem } from '../../server/domain/tags.ts';
import { formatOslo, formatOsloLong, parseOslo, staffInstant } from '../../server/domain/time.ts';

/** An instant from Oslo wall-clock "yyyy-mm-dd HH:MM". */
const at = (s: string) => parseOslo(s)!;

describe('Oslo time', () => {
  it('reads and writes wall-clock time in both seasons', () => {
    expect(at('2026-01-15 10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(at('2026-07-15 10:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(formatOslo(new Date('2026-07-15T08:00:00Z'))).toBe('2026-07-15 10:00');
    expect(parseOslo('2026-02-30 10:00')).toBeNull();
    expect(parseOslo('i morgon')).toBeNull();
    expect(parseOslo('2026-07-15T10:00:00+02:00')!.toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('writes an instant for a person in Nynorsk or English, on the Oslo date (not the UTC one)', () => {
    expect(formatOsloLong(at('2026-12-22 10:00'), 'no')).toBe('tysdag 22. desember 2026 kl. 10:00');
    expect(formatOsloLong(at('2026-12-22 10:00'), 'en')).toBe('Tuesday 22 December 2026 at 10:00');
    // 22:30 UTC on a Sunday in summer is 00:30 on Monday in Oslo.
    expect(formatOsloLong(new Date('2027-07-04T22:30:00Z'), 'no')).toBe('måndag 5. juli 2027 kl. 00:30');
    expect(formatOsloLong(at('2027-01-02 07:05'), 'no')).toBe('laurdag 2. januar 2027 kl. 07:05');
  });

  it('writes an instant for staff one way, on the Oslo date: the tables, the planner and the messages alike', () => {
    expect(staffInstant(at('2026-12-01 10:00'))).toBe('01.12.2026 kl. 10:00');
    expect(staffInstant(new Date('2027-07-04T22:30:00Z'))).toBe('05.07.2027 kl. 00:30');
    expect(staffInstant(at('2026-12-01 09:05'), { year: false })).toBe('01.12. kl. 09:05');
  });
});

describe('rental days', () => {
  it.each([
    ['identical times', '2026-05-04 10:00', '2026-05-04 10:00', 1],
    ['one hour', '2026-05-04 10:00', '2026-05-04 11:00', 1],
    ['exactly a day', '2026-05-04 10:00', '2026-05-05 10:00', 1],
    ['a day and 11:59', '2026-05-04 10:00', '2026-05-05 21:59', 1],
    ['a day and 12 hours rounds up', '2026-05-04 10:00', '2026-05-05 22:00', 2],
    ['two days', '2026-05-04 10:00', '2026-05-06 10:00', 2],
    ['spring forward (47 real hours)', '2026-03-28 10:00', '2026-03-30 10:00', 2],
    ['autumn back (49 real hours)', '2026-10-24 10:00', '2026-10-26 10:00', 2],
    ['12 wall-clock hours across spring forward', '2026-03-28 22:00', '2026-03-29 10:00', 1],
    ['1 day 12 h across autumn back', '2026-10-24 10:00', '2026-10-25 22:00', 2],
  ])('%s → %i', (_name, from, to, days) => {
    expect(rentalDays(at(from), at(to))).toBe(days);
    expect(rentalDurationHours(at(from), at(to))).toBe(days * 24);
  });
});

describe('period rules', () => {
  const now = at('2026-05-04 09:00');
  it('needs at least one hour and a pick-up that has not passed', () => {
    expect(periodErrors(at('2026-05-04 10:00'), at('2026-05-04 10:59'), now)).toEqual([{ field: 'dropoffAt', message: 'Levering må være minst 1 time etter henting' }]);
    expect(periodErrors(at('2026-05-04 10:00'), at('2026-05-04 11:00'), now)).toEqual([]);
    expect(periodErrors(at('2026-05-04 08:00'), at('2026-05-05 11:00'), now)[0]!.field).toBe('pickupAt');
    expect(periodErrors(null, null, now)).toHaveLength(2);
  });

  it.each([
    ['a Wednesday morning', '2026-05-06 08:00', '2026-05-06 10:00', '2026-05-08 10:00'],
    ['a Wednesday after 12:00', '2026-05-06 12:30', '2026-05-07 10:00', '2026-05-09 10:00'],
    ['a Saturday afternoon skips Sunday', '2026-05-09 15:00', '2026-05-11 10:00', '2026-05-13 10:00'],
    ['a Sunday morning skips Sunday', '2026-05-10 08:00', '2026-05-11 10:00', '2026-05-13 10:00'],
    ['11:10 never defaults to the past', '2026-05-06 11:10', '2026-05-06 11:30', '2026-05-08 10:00'],
  ])('defaults on %s', (_n, nowText, pickup, dropoff) => {
    const p = defaultPeriod(at(nowText));
    expect([formatOslo(p.pickup), formatOslo(p.dropoff)]).toEqual([pickup, dropoff]);
  });

  it('pushes the return to a day after an earlier-changed pick-up', () => {
    expect(formatOslo(pushReturn(at('2026-05-10 10:00'), at('2026-05-09 10:00')))).toBe('2026-05-11 10:00');
    expect(formatOslo(pushReturn(at('2026-05-10 10:00'), at('2026-05-12 09:00')))).toBe('2026-05-12 09:00');
  });

  it('offers times every 30 minutes from 07:00 through 06:30', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect([TIME_OPTIONS[0], TIME_OPTIONS[1], TIME_OPTIONS[34], TIME_OPTIONS[47]]).toEqual(['07:00', '07:30', '00:00', '06:30']);
  });
});

const none: PriceFields = Object.fromEntries(PRICE_KEYS.map((k) => [k, null])) as PriceFields;
const kr = (n: number) => n * 100;
const option = (p: Partial<PriceFields>, extra: Partial<PricedOption> = {}): PricedOption => ({
  private: { ...none, ...p },
  business: { ...none },
  samePricePrivateBusiness: false,
  vatFactor: 0.2,
  nodailyprice: false,
  ...extra,
});
const car = option({ hour: kr(100), day: kr(590), weekend: kr(1090), week: kr(3290), month: kr(9990) });

describe('prices', () => {
  it.each([
    ['3 days at the day price', '2026-05-05 10:00', '2026-05-08 10:00', 1770, [['day', 3]]],
    ['6 days cost a week (cheaper)', '2026-05-04 10:00', '2026-05-10 10:00', 3290, [['week', 1]]],
    ['9 days: a week and two days', '2026-05-04 10:00', '2026-05-13 10:00', 4470, [['week', 1], ['day', 2]]],
    ['30 days: a month', '2026-05-01 10:00', '2026-05-31 10:00', 9990, [['month', 1]]],
    ['31 days: a month and a day', '2026-05-01 10:00', '2026-06-01 10:00', 10580, [['month', 1], ['day', 1]]],
    ['Friday 15:00 to Monday 09:00: the weekend price', '2026-05-08 15:00', '2026-05-11 09:00', 1090, [['weekend', 1]]],
    ['Friday 10:00 is not yet weekend', '2026-05-08 10:00', '2026-05-10 10:00', 1090 + 0 * 1, [['day', 2]]],
    ['4 hours at the hour price', '2026-05-05 10:00', '2026-05-05 14:00', 400, [['hour', 4]]],
    ['4 h 10 min counts five hours', '2026-05-05 10:00', '2026-05-05 14:10', 500, [['hour', 5]]],
    ['5 h 10 min (six hours) costs no more than a day', '2026-05-05 10:00', '2026-05-05 15:10', 590, [['day', 1]]],
  ])('%s', (_name, from, to, total, units) => {
    const q = quote(car, at(from), at(to), 'private');
    if (_name.startsWith('Friday 10:00')) {
      expect(q.total).toBe(kr(1180));
      expect(q.breakdown.map((l) => [l.unit, l.count])).toEqual(units);
      return;
    }
    expect(q.total).toBe(kr(total as number));
    expect(q.breakdown.map((l) => [l.unit, l.count])).toEqual(units);
    expect(q.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(q.total);
  });

  it('gives per-day as total / days rounded to whole kroner', () => {
    const q = quote(car, at('2026-05-04 10:00'), at('2026-05-13 10:00'), 'private');
    expect(q.perDay).toBe(kr(497)); // 4470 / 9 = 496.67
  });

  it('adds the one-time fee once and honours the total bounds', () => {
    const o = option({ day: kr(100), onetime: kr(250), totalMaximum: kr(500) });
    expect(quote(o, at('2026-05-04 10:00'), at('2026-05-06 10:00'), 'private').total).toBe(kr(450));
    const q = quote(o, at('2026-05-04 10:00'), at('2026-05-09 10:00'), 'private');
    expect(q.total).toBe(kr(500));
    expect(q.breakdown.at(-1)).toEqual({ unit: 'total_maximum', count: 1, unitPrice: kr(500), amount: kr(500 - 750) });
    const min = option({ day: kr(100), totalMinimum: kr(300) });
    expect(quote(min, at('2026-05-04 10:00'), at('2026-05-05 10:00'), 'private').total).toBe(kr(300));
  });

  it('bounds the average price per day', () => {
    const o = option({ day: kr(590), week: kr(1400), dayMinimum: kr(300), dayMaximum: kr(500) });
    const week = quote(o, at('2026-05-04 10:00'), at('2026-05-11 10:00'), 'private');
    expect(week.total).toBe(kr(2100)); // 1400 / 7 = 200 < 300 a day
    expect(week.breakdown.map((l) => l.unit)).toEqual(['week', 'day_minimum']);
    const two = quote(o, at('2026-05-04 10:00'), at('2026-05-06 10:00'), 'private');
    expect(two.total).toBe(kr(1000)); // 590 > 500 a day
  });

  it('charges a no-daily-price item once, whatever the length', () => {
    const o = option({ day: kr(200) }, { nodailyprice: true });
    expect(quote(o, at('2026-05-04 10:00'), at('2026-05-20 10:00'), 'private').total).toBe(kr(200));
  });

  it('is free without any price (basis insurance: "Inkludert")', () => {
    expect(quote(option({ day: 0 }), at('2026-05-04 10:00'), at('2026-05-06 10:00'), 'private').total).toBe(0);
    expect(quote(option({}), at('2026-05-04 10:00'), at('2026-05-06 10:00'), 'private').total).toBe(0);
  });

  it('charges business the business price (VAT excluded), or the private price less VAT', () => {
    const own = option({ day: kr(1000) }, { business: { ...none, day: kr(700) } });
    expect(quote(own, at('2026-05-04 10:00'), at('2026-05-05 10:00'), 'business')).toMatchObject({ total: kr(700), vatIncluded: false });
    const same = option({ day: kr(1000) }, { business: { ...none, day: kr(700) }, samePricePrivateBusiness: true });
    expect(fieldsFor(same, 'business').day).toBe(kr(800));
    const fallback = option({ day: kr(999) });
    expect(fieldsFor(fallback, 'business').day).toBe(79920); // 999 × 0.8 = 799.20
  });

  it('knows a weekend', () => {
    expect(isWeekendRental(at('2026-05-09 10:00'), at('2026-05-11 12:00'))).toBe(true);
    expect(isWeekendRental(at('2026-05-09 10:00'), at('2026-05-11 12:30'))).toBe(false);
    expect(isWeekendRental(at('2026-05-07 18:00'), at('2026-05-09 12:00'))).toBe(false);
  });
});

describe('money', () => {
  it('is exact', () => {
    expect(toOre('1490.00')).toBe(149000);
    expect(toOre('0,1')).toBe(10);
    expect(toOre(null)).toBeNull();
    expect(oreToDecimal(79920)).toBe('799.20');
    expect(formatKr(149000)).toBe('1\u00a0490,00\u00a0kr');
  });
});

const week: HoursRow[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, opens: '08:00', closes: '16:00' }));
const place = (rows: HoursRow[], employees = rows, city = 'Bergen'): LocationHours => ({ name: 'Stad', city, pickup: rows, dropoff: rows, employees });

describe('opening hours', () => {
  it.each([
    ['at opening', '2026-05-04 08:00', true],
    ['a minute before', '2026-05-04 07:59', false],
    // Spec 1 §5 checked only "not before opening", so this passed without a key-box warning (fixed).
    ['after closing', '2026-05-04 18:00', false],
    ['a day without hours', '2026-05-09 10:00', false],
  ])('pick-up %s', (_n, when, ok) => expect(pickupWithinHours(week, at(when))).toBe(ok));

  it.each([
    ['at closing', '2026-05-04 16:00', true],
    ['a minute after', '2026-05-04 16:01', false],
    // Spec 1 §5 checked only "not after closing": a return at two at night passed without a key-box warning (fixed).
    ['at night, before opening', '2026-05-04 02:00', false],
    ['a day without hours', '2026-05-10 10:00', false],
  ])('return %s', (_n, when, ok) => expect(returnWithinHours(week, at(when))).toBe(ok));

  it('allows showing the licence at pick-up only while staff are there', () => {
    expect(licenceAtPickupAllowed(place(week), at('2026-05-04 15:59'))).toBe(true);
    expect(licenceAtPickupAllowed(place(week), at('2026-05-04 16:01'))).toBe(false);
    expect(licenceAtPickupAllowed(place(week, []), at('2026-05-04 10:00'))).toBe(false);
  });

  it('warns about key box, missing staff and "Annet sted"', () => {
    const l = place(week);
    expect(hoursWarnings(l, at('2026-05-04 07:00'), l, at('2026-05-05 10:00'))).toEqual([HOURS_WARNINGS.pickupOutsideHours]);
    expect(hoursWarnings(l, at('2026-05-04 10:00'), l, at('2026-05-05 17:00'))).toEqual([HOURS_WARNINGS.returnOutsideHours]);
    expect(hoursWarnings(place(week, []), at('2026-05-04 10:00'), l, at('2026-05-05 10:00'))).toEqual([HOURS_WARNINGS.noStaff]);
    expect(hoursWarnings(place(week, week, 'Annet sted'), at('2026-05-04 10:00'), l, at('2026-05-05 10:00'))).toEqual([HOURS_WARNINGS.otherPlace]);
    // "Annet sted" at one end speaks of that end only, and the other end's hours still count (issue 8, defect 7).
    const other = place(week, week, 'Annet sted');
    expect(hoursWarnings(l, at('2026-05-04 10:00'), other, at('2026-05-05 10:00'))).toEqual([HOURS_WARNINGS.otherPlaceReturn]);
    expect(hoursWarnings(other, at('2026-05-04 03:00'), l, at('2026-05-05 23:00'))).toEqual([HOURS_WARNINGS.otherPlace, HOURS_WARNINGS.returnOutsideHours]);
    expect(hoursWarnings(l, at('2026-05-04 03:00'), other, at('2026-05-05 23:00'))).toEqual([HOURS_WARNINGS.otherPlaceReturn, HOURS_WARNINGS.pickupOutsideHours]);
    expect(hoursWarnings(other, at('2026-05-04 03:00'), other, at('2026-05-05 23:00'))).toEqual([HOURS_WARNINGS.otherPlaceBoth]);
    expect(HOURS_WARNINGS.otherPlaceReturn).not.toContain('hentast');
    expect(hoursWarnings(l, at('2026-05-04 10:00'), l, at('2026-05-05 10:00'))).toEqual([]);
  });
});

describe('cart rules', () => {
  const item = (id: number, slug: string, systemCode: CatalogItem['systemCode'], requiresTransport: boolean, price: number, maxAmount = 1): CatalogItem => ({
    id, slug, title: slug, systemCode, requiresTransport, maxAmount, priced: option({ day: kr(price) }),
  });
  const catalog = new Map(
    [
      item(1, 'smabil', null, true, 500),
      item(2, 'basis', 'insurance', false, 0),
      item(3, 'premium', 'insurance', false, 100),
      item(4, 'barnesete', 'accessory', false, 50, 3),
      item(5, 'ekstra-sjafor', 'extra_drivers', false, 30, 3),
      item(6, 'ung-sjafor', 'youngdriver', false, 80),
    ].map((i) => [i.id, i]),
  );
  const from = at('2026-05-04 10:00');
  const to = at('2026-05-06 10:00');

  it('adds the basis insurance to a vehicle by default, orders rental, insurance, drivers, accessories', () => {
    const cart = buildCart(catalog, { rentalOptionId: 1, accessories: [{ rentalOptionId: 4, amount: 2 }, { rentalOptionId: 5, amount: 1 }], above25: true }, from, to, 'private');
    expect(cart.errors).toEqual([]);
    expect(cart.lines.map((l) => [l.item.slug, l.lineType, l.amount])).toEqual([
      ['smabil', 'rental', 1], ['basis', 'insurance', 1], ['ekstra-sjafor', 'accessory', 1], ['barnesete', 'accessory', 2],
    ]);
    expect(cart.total).toBe(kr(1000 + 0 + 60 + 200));
  });

  it('adds the young-driver option for a driver under 25, locked, whatever was asked', () => {
    const cart = buildCart(catalog, { rentalOptionId: 1, insurance: 'premium', accessories: [{ rentalOptionId: 6, amount: 0 }], above25: false }, from, to, 'private');
    const young = cart.lines.find((l) => l.item.slug === 'ung-sjafor')!;
    expect(young).toMatchObject({ amount: 1, locked: true, lineType: 'accessory' });
    expect(cart.lines[1]!.item.slug).toBe('premium');
    const over = buildCart(catalog, { rentalOptionId: 1, accessories: [{ rentalOptionId: 6, amount: 1 }], above25: true }, from, to, 'private');
    expect(over.lines.some((l) => l.item.slug === 'ung-sjafor')).toBe(false);
  });

  it('names what is wrong: no vehicle, unknown insurance, too many, unknown accessory', () => {
    const cart = buildCart(catalog, { rentalOptionId: 4, insurance: 'gull', accessories: [{ rentalOptionId: 4, amount: 4 }, { rentalOptionId: 1, amount: 1 }], above25: true }, from, to, 'private');
    expect(cart.errors).toEqual([
      { field: 'rentalOptionId', message: 'Vel eit leieprodukt.' },
      { field: 'accessories.0', message: 'Maks 3' },
      { field: 'accessories.1', message: 'Ukjend tilbehør.' },
    ]);
  });
});

describe('tag display values', () => {
  it.each([
    ['transmission', 'Gir', 'auto', null, 'Automat'],
    ['fuel', 'Drivstoff', 'petrol+electric', null, 'Ladbar hybrid (bensin)'],
    ['hitch_capacity', 'Hengarfeste', '750', 'kg', 'Hengarfeste 750 kg'],
    ['range_included', 'Inkl. km', 'unlimited', 'km', 'Fri km'],
    ['range_included', 'Inkl. km', '200', 'km', '200 km inkl.'],
    ['licence_requirement', 'Førarkort', 'BE', null, 'Førarkort BE'],
    // A measure reads with a decimal comma whether typed with a point or a comma.
    ['load_capacity', 'Lastekapasitet', '1.5', 'kg', 'Lastekapasitet 1,5 kg'],
    ['load_capacity', 'Lastekapasitet', '1,5', 'kg', 'Lastekapasitet 1,5 kg'],
    ['range', 'Rekkevidde', '350.25', 'km', 'Rekkevidde 350,25 km'],
  ])('%s %s', (slug, title, value, metric, expected) => {
    expect(tagDisplayValue(slug, title, value, metric)).toBe(expected);
  });
});

describe('tag value choices', () => {
  it('list each stored value once in the shop\'s words, and nothing for a typed type', () => {
    expect(tagValueChoices('transmission')).toEqual([
      { value: 'auto', label: 'Automat' },
      { value: 'manual', label: 'Manuell' },
    ]);
    expect(tagValueChoices('fuel')!.map((c) => c.label)).toEqual(['Bensin', 'Diesel', 'Elektrisk', 'Hybrid', 'Ladbar hybrid (bensin)', 'Ladbar hybrid (diesel)']);
    // Spec 3: "licence_requirement shows B or BE", nothing else.
    expect(tagValueChoices('licence_requirement')!.map((c) => c.value)).toEqual(['B', 'BE']);
    expect(tagValueChoices('seats')).toBeNull();
    expect(tagValueChoices(undefined)).toBeNull();
  });
  it('cover every value the check accepts, once its older spellings are stored as codes', () => {
    for (const slug of ['fuel', 'drivetrain', 'transmission', 'licence_requirement']) {
      const codes = tagValueChoices(slug)!.map((c) => c.value);
      for (const c of codes) expect(tagValueProblem(slug, c)).toBeNull();
    }
    expect(normaliseTagValue('drivetrain', 'front')).toBe('fwd');
    expect(normaliseTagValue('drivetrain', ' Rear ')).toBe('rwd');
    expect(normaliseTagValue('fuel', 'gasoline')).toBe('petrol');
    expect(tagValueProblem('fuel', 'kerosene')).toMatch(/^Vel ein av/);
  });
  it('take a number or a span for measured tags (the shop adds kg, cm or km), never a negative or a word', () => {
    for (const [slug, v] of [['hitch_capacity', '1600'], ['weight', '9–18'], ['weight', '9 - 18'], ['load_capacity', '2,5'], ['height', '150'], ['range', '420']]) {
      expect(tagValueProblem(slug!, v!), `${slug} ${v}`).toBeNull();
    }
    for (const [slug, v] of [['range', '-40'], ['range', 'langt'], ['hitch_capacity', '-500'], ['weight', '-1'], ['height', '150 cm'], ['load_capacity', '😀']]) {
      expect(tagValueProblem(slug!, v!), `${slug} ${v}`).toMatch(/^Skriv eit tal \(eller frå–til, t\.d\. 9–18\) utan eining: (kg|cm|km) blir lagt til\.$/);
    }
    // Free-text tags stay free ("Frå 18" on a young driver's add-on).
    expect(tagValueProblem('age', 'Frå 18')).toBeNull();
  });
});

describe('"Annet sted" addresses (issue 8, defect 7)', () => {
  it('requires the address of each end that is "Annet sted", and drops it for a branch', () => {
    expect(otherPlaceAddressErrors({ pickupIsOther: false, dropoffIsOther: false })).toEqual([]);
    expect(otherPlaceAddressErrors({ pickupIsOther: true, dropoffIsOther: false, pickupAddress: '  ' })).toEqual([{ field: 'pickupAddress', message: OTHER_PLACE_MESSAGES.pickupRequired }]);
    expect(otherPlaceAddressErrors({ pickupIsOther: false, dropoffIsOther: true })).toEqual([{ field: 'dropoffAddress', message: OTHER_PLACE_MESSAGES.dropoffRequired }]);
    expect(otherPlaceAddressErrors({ pickupIsOther: true, dropoffIsOther: false, pickupAddress: 'x'.repeat(201) })).toEqual([{ field: 'pickupAddress', message: OTHER_PLACE_MESSAGES.tooLong }]);
    expect(otherPlaceAddressErrors({ pickupIsOther: true, dropoffIsOther: false, pickupAddress: 'Storgata 1\nVoss' })[0]!.field).toBe('pickupAddress');
    expect(otherPlaceAddresses({ pickupIsOther: true, dropoffIsOther: false, pickupAddress: ' Hotell Ullensvang ', dropoffAddress: 'ignored' })).toEqual({ pickupAddress: 'Hotell Ullensvang', dropoffAddress: null });
  });
  it('reads "Annet sted" as "Other place" in English, while a branch keeps its own name in both languages', () => {
    const other = { name: 'Annet sted', address1: null, address2: null, zip: null, city: 'Annet sted' };
    const branch = { name: 'Bergen sentrum', address1: 'Lars Hilles gate 20', address2: null, zip: '5008', city: 'Bergen' };
    expect(placeName(other)).toBe('Annet sted');
    expect(placeName(other, 'en')).toBe('Other place');
    expect(placeName(branch, 'en')).toBe('Bergen sentrum');
    expect(placeLine(placeParts(other, ' Hotel Ullensvang ', 'en'))).toBe('Other place (Hotel Ullensvang)');
    expect(placeLine(placeParts(other, 'Hotell Ullensvang'))).toBe('Annet sted (Hotell Ullensvang)');
    expect(placeLine(placeParts(branch, 'ignored', 'en'))).toBe('Bergen sentrum (Lars Hilles gate 20, 5008 Bergen)');
  });
});

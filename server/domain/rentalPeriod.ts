/**
 * The rental period: day count, default dates, the time choices and the period rules of spec 1 (sections 4, 5, 9).
 * Day counts use Oslo wall-clock time, so a rental from 10:00 to 10:00 two days later is 2 days even when the
 * clocks change in between.
 */
import { addLocalDays, calendarDaysBetween, fromOsloLocal, hhmm, localTimeExists, minutesOf, osloParts, weekdayOf, type LocalDateTime } from './time.ts';

export const MIN_RENTAL_MINUTES = 60;
export const DEFAULT_TIME = { hour: 10, minute: 0 };
export const DEFAULT_RENTAL_DAYS = 2;
/** The longest rental, in rental days (the day count below: 365 days and 11:59 is 365 days, 365 days and 12:00 is 366). */
export const MAX_RENTAL_DAYS = 365;
/** How far ahead a pick-up may lie: until the same Oslo date and time this many years after now. */
export const MAX_ADVANCE_YEARS = 2;
export const PERIOD_MESSAGES = {
  returnTooEarly: 'Levering må være minst 1 time etter henting',
  pickupInPast: 'Hentetidspunktet har allereie vore.',
  required: 'Hente- og leveringstidspunkt må fyllast ut.',
  tooLong: `Leigeperioden kan vere høgst ${MAX_RENTAL_DAYS} dagar.`,
  tooFarAhead: `Henting kan vere høgst ${MAX_ADVANCE_YEARS} år fram i tid.`,
} as const;

/** Time choices for pick-up and return: every 30 minutes, starting 07:00 and ending 06:30. */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: 48 }, (_, i) => hhmm((7 * 60 + i * 30) % (24 * 60)));

/**
 * The time choices that exist on a local date: on the night the clocks spring forward, 02:00 and 02:30 do not (they
 * would silently become another time), so they are not offered.
 */
export function timeOptionsOn(day: Pick<LocalDateTime, 'year' | 'month' | 'day'>): readonly string[] {
  return TIME_OPTIONS.filter((t) => {
    const minutes = minutesOf(t)!;
    return localTimeExists({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 });
  });
}

/** The time choices that exist on a "yyyy-mm-dd" date (a form's date field); every choice while it is not a date yet. */
export function timeOptionsOnDate(date: string): readonly string[] {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return d ? timeOptionsOn({ year: +d[1]!, month: +d[2]!, day: +d[3]! }) : TIME_OPTIONS;
}

/**
 * A form's period ("yyyy-mm-dd" dates and "HH:MM" times) checked for times the clocks skip that night: each such time
 * field with its message (an empty date or time is the required check's to name).
 */
export function skippedPeriodTimes(v: { pickupDate: string; pickupTime: string; dropoffDate: string; dropoffTime: string }): { field: 'pickupTime' | 'dropoffTime'; message: string }[] {
  const out: { field: 'pickupTime' | 'dropoffTime'; message: string }[] = [];
  for (const [date, field] of [['pickupDate', 'pickupTime'], ['dropoffDate', 'dropoffTime']] as const) {
    const message = v[date] && v[field] ? skippedTimeError(`${v[date]} ${v[field]}`) : null;
    if (message) out.push({ field, message });
  }
  return out;
}

/** The message for a chosen time that the clocks skip that night, or null when "yyyy-mm-dd HH:MM" (or with T) exists. */
export function skippedTimeError(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (localTimeExists({ year, month, day, hour, minute })) return null;
  return `Klokka ${m[4]}:${m[5]} finst ikkje denne natta: klokkene blir stilte fram ein time. Vel eit anna klokkeslett.`;
}

/** Wall-clock minutes from `a` to `b` in Oslo (DST changes do not add or remove an hour). */
export function wallClockMinutes(a: Date, b: Date): number {
  const pa = osloParts(a);
  const pb = osloParts(b);
  return calendarDaysBetween(pa, pb) * 1440 + (pb.hour * 60 + pb.minute) - (pa.hour * 60 + pa.minute);
}

/**
 * Rental days: the difference in days, rounded up when the remainder is at least half a day (else down), at least 1;
 * identical times count as 1 day.
 */
export function rentalDays(pickup: Date, dropoff: Date): number {
  const minutes = wallClockMinutes(pickup, dropoff);
  const whole = Math.floor(minutes / 1440);
  const rest = minutes - whole * 1440;
  return Math.max(1, whole + (rest >= 720 ? 1 : 0));
}

/** `rental_duration_hours` as the legacy API has it: rental days × 24. */
export const rentalDurationHours = (pickup: Date, dropoff: Date) => rentalDays(pickup, dropoff) * 24;

/** The latest pick-up allowed at `now`: the same Oslo wall-clock date and time two years later (29 February → 1 March). */
export function latestPickup(now: Date): Date {
  const local = osloParts(now);
  return fromOsloLocal({ ...local, ...addLocalDays({ year: local.year + MAX_ADVANCE_YEARS, month: local.month, day: local.day }, 0) });
}

type PeriodError = { field: 'pickupAt' | 'dropoffAt'; message: string };

/**
 * The bounds every period must keep, wherever it is entered (the shop, and staff creating or moving a booking, for
 * whom a pick-up in the past may be fine): at most MAX_RENTAL_DAYS rental days, a pick-up at most MAX_ADVANCE_YEARS
 * ahead of `now`. They bound every later amount of work (pricing, availability, stock held).
 */
export function periodLimitErrors(pickup: Date, dropoff: Date, now: Date): PeriodError[] {
  const errors: PeriodError[] = [];
  if (pickup.getTime() > latestPickup(now).getTime()) errors.push({ field: 'pickupAt', message: PERIOD_MESSAGES.tooFarAhead });
  if (dropoff.getTime() > pickup.getTime() && rentalDays(pickup, dropoff) > MAX_RENTAL_DAYS) errors.push({ field: 'dropoffAt', message: PERIOD_MESSAGES.tooLong });
  return errors;
}

/**
 * Field errors of a requested period in the shop (none when it is valid). `now` is when the request is judged. The
 * one place the shop's period rules live: its search and order (GraphQL, REST) and the wizard's step 1 all ask it,
 * so a period refused in one is refused in all.
 */
export function periodErrors(pickup: Date | null, dropoff: Date | null, now: Date): PeriodError[] {
  if (!pickup || !dropoff) {
    return [
      ...(pickup ? [] : [{ field: 'pickupAt' as const, message: PERIOD_MESSAGES.required }]),
      ...(dropoff ? [] : [{ field: 'dropoffAt' as const, message: PERIOD_MESSAGES.required }]),
    ];
  }
  const errors: PeriodError[] = [];
  const limits = periodLimitErrors(pickup, dropoff, now);
  const limit = (field: PeriodError['field']) => limits.filter((e) => e.field === field);
  if (pickup.getTime() < now.getTime()) errors.push({ field: 'pickupAt', message: PERIOD_MESSAGES.pickupInPast });
  else errors.push(...limit('pickupAt'));
  if (dropoff.getTime() - pickup.getTime() < MIN_RENTAL_MINUTES * 60_000) errors.push({ field: 'dropoffAt', message: PERIOD_MESSAGES.returnTooEarly });
  else errors.push(...limit('dropoffAt'));
  return errors;
}

/**
 * The wizard's default period at `now`: pick-up at 10:00, tomorrow when it is past 12:00 (else today), moved past a
 * Sunday; return two days later at 10:00. Between 10:00 and 12:00 today's 10:00 has passed, so the pick-up is the
 * next half hour instead (the old shop offered a time in the past there).
 */
export function defaultPeriod(now: Date): { pickup: Date; dropoff: Date } {
  const local = osloParts(now);
  let day: LocalDateTime = { ...local, ...DEFAULT_TIME };
  if (local.hour >= 12) day = addLocalDays(day, 1);
  if (weekdayOf(day) === 'sunday') day = addLocalDays(day, 1);
  let pickup = fromOsloLocal(day);
  if (pickup.getTime() <= now.getTime()) {
    const next = Math.floor((local.hour * 60 + local.minute) / 30) * 30 + 30;
    pickup = fromOsloLocal({ ...day, hour: Math.floor(next / 60), minute: next % 60 });
  }
  const dropoff = fromOsloLocal(addLocalDays({ ...day, ...DEFAULT_TIME }, DEFAULT_RENTAL_DAYS));
  return { pickup, dropoff };
}

/** The return pushed to one day after pick-up when a changed pick-up would otherwise pass it. */
export function pushReturn(pickup: Date, dropoff: Date): Date {
  if (dropoff.getTime() > pickup.getTime()) return dropoff;
  return fromOsloLocal(addLocalDays(osloParts(pickup), 1));
}

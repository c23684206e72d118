/**
 * Wall-clock time in Europe/Oslo without a dependency: every business rule (opening hours, "after 12:00", Sundays,
 * day counts) reads the local date and time through these functions, daylight saving included.
 */

export const TIME_ZONE = 'Europe/Oslo';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Oslo wall-clock date and time of an instant. */
export function osloParts(instant: Date): LocalDateTime {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: +parts.year, month: +parts.month, day: +parts.day, hour: +parts.hour % 24, minute: +parts.minute };
}

/** Oslo's offset from UTC in minutes at an instant (+60 in winter, +120 in summer). */
export function osloOffsetMinutes(instant: Date): number {
  const p = osloParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which Oslo's clocks show the given local time. A time that does not exist (the spring-forward
 * hour) moves forward by the gap; an ambiguous one (autumn) takes the first occurrence.
 */
export function fromOsloLocal(t: LocalDateTime): Date {
  const guess = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  for (const offset of [osloOffsetMinutes(new Date(guess - 120 * 60_000)), osloOffsetMinutes(new Date(guess))]) {
    const candidate = new Date(guess - offset * 60_000);
    const back = osloParts(candidate);
    if (back.hour === t.hour && back.minute === t.minute && back.day === t.day) return candidate;
  }
  // In the skipped hour: the offset from before the gap reads the time as one hour later (02:30 → 03:30).
  return new Date(guess - osloOffsetMinutes(new Date(guess - 120 * 60_000)) * 60_000);
}

/** Whether Oslo's clocks ever show this local date and time (false in the hour skipped when they spring forward). */
export function localTimeExists(t: LocalDateTime): boolean {
  const back = osloParts(fromOsloLocal(t));
  return back.year === t.year && back.month === t.month && back.day === t.day && back.hour === t.hour && back.minute === t.minute;
}

/** Monday-based weekday name of a local date. */
export function weekdayOf(t: Pick<LocalDateTime, 'year' | 'month' | 'day'>): Weekday {
  const sundayBased = new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay();
  return WEEKDAYS[(sundayBased + 6) % 7]!;
}

/** Days between two local calendar dates (b - a), ignoring the time of day. */
export function calendarDaysBetween(a: Pick<LocalDateTime, 'year' | 'month' | 'day'>, b: Pick<LocalDateTime, 'year' | 'month' | 'day'>): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The local date `n` days after `t` (same wall-clock time). */
export function addLocalDays<T extends Pick<LocalDateTime, 'year' | 'month' | 'day'>>(t: T, n: number): T {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + n));
  return { ...t, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" of minutes after midnight. */
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Minutes after midnight of "HH:MM", or null when malformed. */
export function minutesOf(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "yyyy-mm-dd HH:MM" in Oslo: how the wizard's query parameters and the legacy API write instants. */
export function formatOslo(instant: Date): string {
  const p = osloParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * "01.12.2026 kl. 10:00" in Oslo: how the back office writes an instant, in its tables, panels and messages alike
 * (without the year, "01.12. kl. 10:00", where the week on screen gives it).
 */
export function staffInstant(instant: Date, opts: { year?: boolean } = {}): string {
  const p = osloParts(instant);
  return `${pad(p.day)}.${pad(p.month)}.${opts.year === false ? '' : p.year} kl. ${pad(p.hour)}:${pad(p.minute)}`;
}

/** Month and weekday names, written out: browsers' Intl data often lacks Nynorsk ("nn" falls back to English). */
export const MONTH_NAMES = {
  no: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;
/** Weekday names written out, Monday first: the mails, the shop's summary and the forms' day labels. */
export const WEEKDAY_NAMES = {
  no: ['måndag', 'tysdag', 'onsdag', 'torsdag', 'fredag', 'laurdag', 'søndag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;

/** Weekdays shortened as Nynorsk writes them (Monday first): staff's column heads and week labels. */
export const WEEKDAY_SHORT_NAMES = ['mån.', 'tys.', 'ons.', 'tor.', 'fre.', 'lau.', 'søn.'] as const;

/** "tys. 02.03." for a calendar date ("2027-03-02"): the planner's column heads and week, in Nynorsk. */
export function staffDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_SHORT_NAMES[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
  return `${weekday} ${pad(d)}.${pad(m)}.`;
}

/**
 * "tysdag 22. desember 2026 kl. 10:00" ("Tuesday 22 December 2026 at 10:00") in Oslo time: how a person reads an
 * instant, in the shop's order summary and in its e-mails alike. Nynorsk like every other text of the product.
 */
export function formatOsloLong(instant: Date, language: 'no' | 'en'): string {
  const p = osloParts(instant);
  const weekday = WEEKDAY_NAMES[language][(new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7];
  const month = MONTH_NAMES[language][p.month - 1];
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return language === 'en' ? `${weekday} ${p.day} ${month} ${p.year} at ${time}` : `${weekday} ${p.day}. ${month} ${p.year} kl. ${time}`;
}

/**
 * A calendar date ("2025-09-07") as a reader of the language writes it: "07.09.2025" in Norwegian, "7 September 2025"
 * in English (where 07.09 reads as 9 July to many). Anything not yyyy-mm-dd is returned as it is.
 */
export function formatCalendarDate(date: string, language: 'no' | 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const [, year, month, day] = m;
  return language === 'en' ? `${Number(day)} ${MONTH_NAMES.en[Number(month) - 1] ?? month} ${year}` : `${day}.${month}.${year}`;
}

/** The latest instant any input may name: PostgreSQL and ISO 8601's four-digit years end here. */
export const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** The earliest: year 1000 (nothing the product stores is older; Date.UTC reads years below 100 as 19xx). */
export const MIN_INSTANT_MS = Date.UTC(1000, 0, 1);

/** True for a valid Date within years 1000–9999 (what PostgreSQL and the ISO format of every answer can hold). */
export function isInstantInRange(d: Date): boolean {
  const t = d.getTime();
  return Number.isFinite(t) && t >= MIN_INSTANT_MS && t <= MAX_INSTANT_MS;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([zZ])|([+-])(\d{2}):?(\d{2}))?$/;

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * The one date-time rule of every input (GraphQL's DateTime scalar, REST's query and body values, the wizard's URL):
 * "yyyy-mm-ddTHH:MM[:SS[.fff]]" (1–9 fractional digits, cut to milliseconds) with "T" or a space, and either an
 * offset ("Z", "+01:00", "+0100") or none, which means Oslo wall-clock time. Calendar-exact: a date that does not
 * exist (30 February), hour 24, minute 60, an offset beyond ±18:00 or an instant outside years 1000–9999 is null,
 * never rolled over into another day.
 * `requireOffset` refuses local times (the GraphQL scalar speaks instants only).
 */
export function parseDateTime(value: string, opts: { requireOffset?: boolean } = {}): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!];
  const second = m[6] ? +m[6] : 0;
  // Any precision up to nanoseconds (Python writes 6 digits, .NET 7), cut to the milliseconds the database keeps.
  const ms = m[7] ? +m[7].slice(0, 3).padEnd(3, '0') : 0;
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const hasOffset = Boolean(m[8] || m[9]);
  if (!hasOffset && opts.requireOffset) return null;
  let time: number;
  if (hasOffset) {
    const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (+m[10]! * 60 + +m[11]!) : 0;
    if (m[9] && (+m[10]! > 18 || +m[11]! > 59)) return null;
    time = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000;
  } else {
    time = fromOsloLocal({ year, month, day, hour, minute }).getTime() + second * 1000 + ms;
  }
  if (!Number.isFinite(time) || time > MAX_INSTANT_MS || time < MIN_INSTANT_MS) return null;
  return new Date(time);
}

/**
 * The instant a plain Oslo date "yyyy-mm-dd" begins (local midnight, daylight saving included), `plusDays` later;
 * null for anything else, or a date that does not exist (calendar-exact, years 1000–9998).
 */
export function osloDayStart(value: string, plusDays = 0): Date | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (!m) return null;
  const [year, month, day] = [+m[1]!, +m[2]!, +m[3]!];
  if (year < 1000 || year > 9998 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return fromOsloLocal({ ...addLocalDays({ year, month, day }, plusDays), hour: 0, minute: 0 });
}

/**
 * Reads "yyyy-mm-dd HH:MM[:SS]" (or with "T") as Oslo wall-clock time, or an ISO instant with an offset; null for
 * anything else (see `parseDateTime`: calendar-exact, years 1000–9999).
 */
export function parseOslo(value: string): Date | null {
  return parseDateTime(value);
}

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
  return new Date(guess - osloOffsetMinutes(new Date(guess)) * 60_000);
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
 * Reads "yyyy-mm-dd HH:MM[:SS]" (or with "T") as Oslo wall-clock time, or an ISO instant with an offset.
 * Returns null for anything else, or for a date that does not exist (31 February).
 */
export function parseOslo(value: string): Date | null {
  const trimmed = value.trim();
  if (/[zZ]$|[+-]\d\d:?\d\d$/.test(trimmed)) {
    const d = new Date(trimmed);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (!m) return null;
  const t = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
  if (t.month < 1 || t.month > 12 || t.hour > 23 || t.minute > 59) return null;
  const check = new Date(Date.UTC(t.year, t.month - 1, t.day));
  if (check.getUTCDate() !== t.day) return null;
  return fromOsloLocal(t);
}

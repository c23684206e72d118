/** Where things sit on the planning week: pure helpers (Oslo days, daylight saving included). */
import { planningWeekRange } from '@domain/planning.ts';
import { addLocalDays, fromOsloLocal, staffDayLabel, staffInstant } from '@domain/time.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A block's key on the board: its booking and rental line (a booking of two vehicles, a car and a trailer, is two
 * blocks, each moved, selected and assigned on its own).
 */
export const blockKey = (block: { bookingId: string; linePosition: number }): string => `${block.bookingId}:${block.linePosition}`;

/**
 * The `fra` parameter when it is a week the server accepts (a real yyyy-mm-dd date in its range, by the server's own
 * rule `planningWeekRange`); anything else (2026-02-30, 1900-01-01, abc) shows the default week instead of an error.
 */
export function fraParam(value: string | null): string | null {
  return value && planningWeekRange(value) !== null ? value : null;
}

/** The local date `days` after a yyyy-mm-dd date, as yyyy-mm-dd. */
export function shiftDate(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) return date;
  const d = addLocalDays({ year: +m[1]!, month: +m[2]!, day: +m[3]! }, days);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** The instant (ms) at which an Oslo date (yyyy-mm-dd) begins. */
export function startOfOsloDay(date: string): number {
  const m = DATE.exec(date);
  if (!m) return Number.NaN;
  return fromOsloLocal({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0 }).getTime();
}

/** The week's bounds in ms: from the start of `from` to the start of `until` (exclusive). */
export function weekBounds(from: string, until: string): { start: number; end: number } {
  return { start: startOfOsloDay(from), end: startOfOsloDay(until) };
}

/** Left edge and width of a period on the week, in percent of the track (clipped to the week). */
export function placeOnWeek(pickupAt: string, dropoffAt: string, week: { start: number; end: number }): { left: number; width: number } {
  const span = week.end - week.start;
  const a = Math.min(Math.max(new Date(pickupAt).getTime(), week.start), week.end);
  const b = Math.min(Math.max(new Date(dropoffAt).getTime(), week.start), week.end);
  const left = ((a - week.start) / span) * 100;
  return { left, width: Math.max(((b - a) / span) * 100, 1.5) };
}

/**
 * The period a block takes on the week: its booking's, except that a rental out past its return time (overdue) holds
 * its vehicle until it is marked returned, so it runs on to the end of the week shown (its dropoffAt stays the planned
 * return, which its label and the booking keep).
 */
export function drawnPeriod(block: { pickupAt: string; dropoffAt: string; overdue: boolean }, week: { end: number }): { pickupAt: string; dropoffAt: string } {
  if (!block.overdue || new Date(block.dropoffAt).getTime() >= week.end) return { pickupAt: block.pickupAt, dropoffAt: block.dropoffAt };
  return { pickupAt: block.pickupAt, dropoffAt: new Date(week.end).toISOString() };
}

/**
 * Sub-rows for periods that may overlap (the unassigned lane): each item goes on the first sub-row whose last period
 * has ended by its start. Returns the sub-row of each item (same order as given) and how many there are.
 */
export function stackRows<T extends { pickupAt: string; dropoffAt: string }>(items: readonly T[]): { rowOf: Map<T, number>; rows: number } {
  const ends: number[] = [];
  const rowOf = new Map<T, number>();
  const sorted = [...items].sort((x, y) => new Date(x.pickupAt).getTime() - new Date(y.pickupAt).getTime());
  for (const item of sorted) {
    const start = new Date(item.pickupAt).getTime();
    let row = ends.findIndex((end) => end <= start);
    if (row < 0) row = ends.push(0) - 1;
    ends[row] = new Date(item.dropoffAt).getTime();
    rowOf.set(item, row);
  }
  return { rowOf, rows: Math.max(ends.length, 1) };
}

/** "mån. 23.11." for a column head, in Nynorsk as the rest of the back office (Intl's Norwegian is Bokmål's "man."). */
export const formatDay = staffDayLabel;

/** "23.11. kl. 10:00–25.11. kl. 10:00" in Oslo time: staff's one way of writing an instant, the week on screen giving the year. */
export const formatPeriod = (pickupAt: string, dropoffAt: string): string =>
  `${staffInstant(new Date(pickupAt), { year: false })}–${staffInstant(new Date(dropoffAt), { year: false })}`;

/**
 * The notice for a `fra` the calendar cannot show, naming the week shown instead. The day label already ends in a
 * full stop ("ons. 25.11."), so the sentence gets none of its own then.
 */
export function unknownFromNotice(asked: string, shownFrom: string): string {
  const day = formatDay(shownFrom);
  return `Datoen «${asked}» finst ikkje, eller kalenderen kan ikkje vise han. Viser veka frå ${day}${day.endsWith('.') ? '' : '.'}`;
}

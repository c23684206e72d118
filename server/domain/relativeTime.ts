/**
 * Relative time of history entries (spec 2 section 4): under a minute is "no", then minutes, hours, days, months of
 * 30 days and years of 365 days, in nynorsk ("3 timar sidan"). Pure, so the admin and any later server text agree.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: readonly { ms: number; one: string; many: string }[] = [
  { ms: YEAR, one: 'år', many: 'år' },
  { ms: MONTH, one: 'månad', many: 'månader' },
  { ms: DAY, one: 'dag', many: 'dagar' },
  { ms: HOUR, one: 'time', many: 'timar' },
  { ms: MINUTE, one: 'minutt', many: 'minutt' },
];

/** How long ago `then` was at `now`, e.g. "no", "1 minutt sidan", "2 månader sidan". A future instant is "no". */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - then.getTime();
  for (const unit of UNITS) {
    const n = Math.floor(elapsed / unit.ms);
    if (n >= 1) return `${n} ${n === 1 ? unit.one : unit.many} sidan`;
  }
  return 'no';
}

/** Small helpers shared by the demo seed modules: Oslo wall-clock instants, dates relative to the seed time. */
import type { Prisma } from '../../server/generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

const OSLO = 'Europe/Oslo';
const DAY_MS = 86_400_000;

const dateFmt = new Intl.DateTimeFormat('en-CA', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFmt = new Intl.DateTimeFormat('en-US', { timeZone: OSLO, timeZoneName: 'longOffset' });

/** Minutes Oslo is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function osloOffsetMinutes(instant: Date): number {
  const name = offsetFmt.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The instant of wall-clock `time` ("HH:MM") in Oslo, `dayOffset` calendar days after the Oslo date of `now`. */
export function osloAt(now: Date, dayOffset: number, time: string): Date {
  const [y, m, d] = dateFmt.format(now).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d + dayOffset, hh, mm);
  let instant = wall - osloOffsetMinutes(new Date(wall)) * 60_000;
  // Near a daylight-saving switch the first guess may use the other offset; one correction settles it.
  instant = wall - osloOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/** `now` moved by a number of days (fractions allowed). */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** `instant` moved by a number of hours. */
export function hoursFrom(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * 3_600_000);
}

/** The earlier of two instants. */
export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

const VIN_YEAR: Record<number, string> = { 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S' };

/** A plausible 17-character VIN: maker prefix (WMI), filler, model code, model-year letter, plant, serial. */
export function vin(wmi: string, model: string, year: number, serial: number): string {
  const value = `${wmi}ZZZ${model}${VIN_YEAR[year] ?? 'N'}A${String(serial).padStart(6, '0')}`;
  if (value.length !== 17 || /[IOQ]/.test(value)) throw new Error(`Ugyldig demo-VIN ${value}`);
  return value;
}

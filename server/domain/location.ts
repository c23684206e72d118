/**
 * A location's fields as staff edit them (spec 2 sections 3, 5 and 9): limits, defaults, the opening-hours rule and
 * the zod schemas. The server validates every write with these schemas and the admin form validates with the very
 * same ones, so a field rule is written once.
 */
import { z } from 'zod';
import { lineText, multiLineText, requiredField } from './fields.ts';
import { isValidPhone, normalisePhone, PHONE_MESSAGE } from './credentials.ts';
import { isValidEmail } from './email.ts';
import { hhmm, minutesOf, WEEKDAYS, type Weekday } from './time.ts';
import { MAX_DB_ID } from './lists.ts';
import { decimalSchema } from './decimalInput.ts';

export const LOCATION_STATUSES = ['draft', 'private', 'public', 'archived'] as const;
export type LocationStatusName = (typeof LOCATION_STATUSES)[number];

/** Maximum lengths (characters) and sizes; the form shows a counter where a maximum is set. */
export const LOCATION_LIMITS = {
  name: 100,
  address: 200,
  zip: 10,
  city: 100,
  region: 100,
  regionCode: 10,
  country: 100,
  alias: 100,
  aliases: 20,
  description: 2000,
  note: 2000,
  email: 254,
  phone: 30,
  contactName: 100,
  order: 1_000_000,
} as const;

/** Defaults of a new location (spec 2 section 9). */
export const LOCATION_DEFAULTS = {
  status: 'draft' as LocationStatusName,
  order: 0,
  country: 'Norge',
  cost: '0.00',
  transportFactor: '1.0',
  deliveryPrepTimeHours: '0.5',
  distanceFromCompanyKm: '0',
  distanceFromCompanyMin: 0,
} as const;

export const LOCATION_MESSAGES = {
  required: 'Må fyllast ut.',
  requiredForm: 'Felt merka med * må fyllast ut.',
  number: 'Må vere eit tal.',
  integer: 'Må vere eit heiltal.',
  airportCode: 'Flyplasskoden er tre bokstavar (t.d. BGO).',
  email: 'Ugyldig e-postadresse.',
  phone: PHONE_MESSAGE,
  status: 'Ukjend status.',
  weekday: 'Vekedag må vere 1 (måndag) til 7 (søndag).',
  weekdayTwice: 'Vekedagen står to gonger i lista.',
  time: 'Vel eit klokkeslett i halvtimesteg (HH:MM).',
  opensMissing: 'Vel når staden opnar, eller merk dagen som stengd.',
  closesMissing: 'Vel når staden stengjer, eller merk dagen som stengd.',
  closeAfterOpen: 'Stengetid må vere etter opningstid.',
  conflict: 'Lokasjonen er endra av nokon andre sidan du opna han. Last inn på nytt.',
} as const;

export const maxLength = (n: number) => `Høgst ${n} teikn.`;

/** The three opening-hours lists of a location. */
export const OPENING_HOURS_KINDS = ['pickup', 'dropoff', 'employees'] as const;
export type OpeningHoursKindName = (typeof OPENING_HOURS_KINDS)[number];

/** Time pickers: every 30 minutes; the opening list starts at 06:00, the closing list at 15:00 (spec 2 section 2). */
export const TIME_STEP_MINUTES = 30;
const halfHours = (startMinutes: number) => Array.from({ length: 48 }, (_, i) => hhmm((startMinutes + i * 30) % (24 * 60)));
export const OPENING_TIME_OPTIONS: readonly string[] = halfHours(6 * 60);
/**
 * The last minute of the day, the one closing time off the half-hour grid: a place open round the clock (the
 * airport's returns) stores 00:00–23:59, and the closing picker offers it right after 23:30 so such a place can be
 * loaded and saved unchanged.
 */
export const END_OF_DAY = '23:59';
export const CLOSING_TIME_OPTIONS: readonly string[] = halfHours(15 * 60).flatMap((t) => (t === '23:30' ? [t, END_OF_DAY] : [t]));

/** 1 = Monday … 7 = Sunday, as the API numbers weekdays. */
export const weekdayNumber = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
export const weekdayName = (n: number): Weekday => WEEKDAYS[n - 1]!;

/** One weekday of one list as the form and the API carry it. */
export interface OpeningDay {
  weekday: number;
  closed: boolean;
  opens?: string | null;
  closes?: string | null;
}

/** The week of one list as the form shows it: all seven days, a day without a stored row is closed. */
export function fullWeek(rows: { day: Weekday; opens: string; closes: string }[]): OpeningDay[] {
  return WEEKDAYS.map((day) => {
    const row = rows.find((r) => r.day === day);
    return row ? { weekday: weekdayNumber(day), closed: false, opens: row.opens, closes: row.closes } : { weekday: weekdayNumber(day), closed: true, opens: null, closes: null };
  });
}

/** "Copy Monday to every weekday": Tuesday to Friday take Monday's hours; the weekend is left as it is. */
export function copyMondayToWeekdays(days: OpeningDay[]): OpeningDay[] {
  const monday = days.find((d) => d.weekday === 1);
  if (!monday) return days;
  return days.map((d) => (d.weekday >= 2 && d.weekday <= 5 ? { ...monday, weekday: d.weekday } : d));
}

const isHalfHour = (value: string) => {
  const m = minutesOf(value);
  return m !== null && m % TIME_STEP_MINUTES === 0 && /^\d\d:\d\d$/.test(value);
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const timeValue = z.preprocess(blankToNull, z.string({ error: LOCATION_MESSAGES.time }).refine(isHalfHour, LOCATION_MESSAGES.time).nullable().optional());
const closingTimeValue = z.preprocess(blankToNull, z.string({ error: LOCATION_MESSAGES.time }).refine((v) => v === END_OF_DAY || isHalfHour(v), LOCATION_MESSAGES.time).nullable().optional());

export const openingDaySchema = z
  .object({
    weekday: z.number({ error: LOCATION_MESSAGES.weekday }).int(LOCATION_MESSAGES.weekday).min(1, LOCATION_MESSAGES.weekday).max(7, LOCATION_MESSAGES.weekday),
    closed: z.boolean({ error: 'Må vere true eller false.' }),
    opens: timeValue,
    closes: closingTimeValue,
  })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    if (!d.opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: LOCATION_MESSAGES.opensMissing });
    if (!d.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: LOCATION_MESSAGES.closesMissing });
    if (d.opens && d.closes && minutesOf(d.closes)! <= minutesOf(d.opens)!) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: LOCATION_MESSAGES.closeAfterOpen });
    }
  });

/** One list: each weekday at most once; a weekday left out is closed. */
export const openingListSchema = z
  .array(openingDaySchema, { error: 'Må vere ei liste over vekedagar.' })
  .max(7, 'Høgst sju dagar.')
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((d, i) => {
      if (seen.has(d.weekday)) ctx.addIssue({ code: 'custom', path: [i, 'weekday'], message: LOCATION_MESSAGES.weekdayTwice });
      seen.add(d.weekday);
    });
  });

/** The three lists; a list that is not given is left unchanged on update (empty on create). */
export const openingHoursSchema = z.object({
  pickup: openingListSchema.nullish(),
  dropoff: openingListSchema.nullish(),
  employees: openingListSchema.nullish(),
});
export type OpeningHoursValue = z.output<typeof openingHoursSchema>;

/** A decimal number (`decimalSchema`: a point or a comma, stored with a point). */
const decimal = (opts: { min: number; max: number; scale: number }) => decimalSchema({ ...opts, message: LOCATION_MESSAGES.number });

const requiredDecimal = (o: Parameters<typeof decimal>[0]) => requiredField(decimal(o), LOCATION_MESSAGES.required);
const optionalDecimal = (o: Parameters<typeof decimal>[0]) => z.preprocess(blankToNull, decimal(o).nullable()).optional();

const integer = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: LOCATION_MESSAGES.integer }).int(LOCATION_MESSAGES.integer).min(0, 'Kan ikkje vere mindre enn 0.').max(max, `Kan ikkje vere større enn ${max}.`),
  );

const requiredText = (max: number) => lineText(LOCATION_MESSAGES.required).min(1, LOCATION_MESSAGES.required).max(max, maxLength(max));
const optionalText = (max: number) => z.preprocess(blankToNull, lineText().max(max, maxLength(max)).nullable()).optional();
const optionalLongText = (max: number) => z.preprocess(blankToNull, multiLineText().max(max, maxLength(max)).nullable()).optional();

const optionalEmail = z
  .preprocess(blankToNull, lineText().max(LOCATION_LIMITS.email, maxLength(LOCATION_LIMITS.email)).refine(isValidEmail, LOCATION_MESSAGES.email).nullable())
  .optional();
const optionalPhone = z
  .preprocess(blankToNull, lineText().max(LOCATION_LIMITS.phone, maxLength(LOCATION_LIMITS.phone)).refine(isValidPhone, LOCATION_MESSAGES.phone).transform(normalisePhone).nullable())
  .optional();

/** Aliases: a list, or one text split on commas; each trimmed, blanks dropped, duplicates once. */
export function splitAliases(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','))).map((a) => a.trim()).filter(Boolean);
  return [...new Set(parts)];
}

const aliases = z
  .union([z.string(), z.array(z.string())], { error: 'Må vere ein tekst eller ei liste.' })
  .transform((v) => splitAliases(v))
  .pipe(
    z
      .array(lineText().max(LOCATION_LIMITS.alias, maxLength(LOCATION_LIMITS.alias)))
      .max(LOCATION_LIMITS.aliases, `Høgst ${LOCATION_LIMITS.aliases} alias.`),
  );

const airportCode = z
  .preprocess(blankToNull, z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, LOCATION_MESSAGES.airportCode).nullable())
  .optional();

/**
 * Every field of a location as staff edit it. Required fields refuse blank; optional ones turn blank into null
 * (blank max delivery km = no limit). Used whole for create and with only the given fields for update.
 */
export const locationFieldsSchema = z.object({
  name: requiredText(LOCATION_LIMITS.name),
  status: z.enum(LOCATION_STATUSES, { error: LOCATION_MESSAGES.status }),
  order: integer(LOCATION_LIMITS.order),
  address1: requiredText(LOCATION_LIMITS.address),
  address2: optionalText(LOCATION_LIMITS.address),
  zip: requiredText(LOCATION_LIMITS.zip),
  city: requiredText(LOCATION_LIMITS.city),
  region: requiredText(LOCATION_LIMITS.region),
  regionCode: optionalText(LOCATION_LIMITS.regionCode),
  country: requiredText(LOCATION_LIMITS.country),
  aliases,
  airportCode,
  description: optionalLongText(LOCATION_LIMITS.description),
  cost: decimal({ min: 0, max: 9_999_999_999.99, scale: 2 }),
  transportFactor: requiredDecimal({ min: 0, max: 9999.99, scale: 2 }),
  distanceFromCompanyKm: requiredDecimal({ min: 0, max: 99_999_999.99, scale: 2 }),
  distanceFromCompanyMin: requiredField(integer(MAX_DB_ID), LOCATION_MESSAGES.required),
  maxDeliveryKm: optionalDecimal({ min: 0, max: 99_999_999.99, scale: 2 }),
  gpsLat: optionalDecimal({ min: -90, max: 90, scale: 6 }),
  gpsLong: optionalDecimal({ min: -180, max: 180, scale: 6 }),
  publicEmail: optionalEmail,
  publicPhone: optionalPhone,
  privateContactName: optionalText(LOCATION_LIMITS.contactName),
  privateEmail: optionalEmail,
  privatePhone: optionalPhone,
  internalNote: optionalLongText(LOCATION_LIMITS.note),
  externalNote: optionalLongText(LOCATION_LIMITS.note),
  deliveryPrepTimeHours: requiredDecimal({ min: 0, max: 999.99, scale: 2 }),
  openingHours: openingHoursSchema.nullish(),
});

/**
 * The form's schema (create and duplicate): every required field present, defaults filled in for the ones with a
 * default (status draft, country Norway, transport factor 1.0, delivery prep time 0.5 h, cost 0).
 */
export const locationFormSchema = locationFieldsSchema.extend({
  status: locationFieldsSchema.shape.status.default(LOCATION_DEFAULTS.status),
  order: locationFieldsSchema.shape.order.default(LOCATION_DEFAULTS.order),
  country: z.preprocess((v) => (v === undefined || v === null || v === '' ? LOCATION_DEFAULTS.country : v), locationFieldsSchema.shape.country),
  aliases: locationFieldsSchema.shape.aliases.default([]),
  cost: z.preprocess((v) => (v === undefined || v === null || v === '' ? LOCATION_DEFAULTS.cost : v), locationFieldsSchema.shape.cost),
  transportFactor: z.preprocess((v) => (v === undefined || v === null || v === '' ? LOCATION_DEFAULTS.transportFactor : v), locationFieldsSchema.shape.transportFactor),
  deliveryPrepTimeHours: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? LOCATION_DEFAULTS.deliveryPrepTimeHours : v),
    locationFieldsSchema.shape.deliveryPrepTimeHours,
  ),
});
export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.output<typeof locationFormSchema>;

/** Update: only the given fields change; a required field cannot be cleared. */
export const locationPatchSchema = locationFieldsSchema.partial();
export type LocationPatch = z.output<typeof locationPatchSchema>;

/** The fields a history entry compares (everything stored on the row; opening hours are compared per list). */
export const LOCATION_HISTORY_FIELDS = Object.keys(locationFieldsSchema.shape).filter((k) => k !== 'openingHours') as (keyof LocationPatch)[];

/** What still points at a location; any of these stops a delete. */
export interface LocationUse {
  bookings: number;
  products: number;
  rentalOptions: number;
  members: number;
}

/** "Lokasjonen er i bruk av 12 bookingar og 4 køyretøy. Arkiver han i staden." */
export function inUseMessage(use: LocationUse): string {
  const parts: string[] = [];
  if (use.bookings) parts.push(`${use.bookings} ${use.bookings === 1 ? 'booking' : 'bookingar'}`);
  if (use.products) parts.push(`${use.products} køyretøy`);
  if (use.rentalOptions) parts.push(`${use.rentalOptions} ${use.rentalOptions === 1 ? 'leieprodukt' : 'leieprodukt'}`);
  if (use.members) parts.push(`${use.members} ${use.members === 1 ? 'tilsett' : 'tilsette'}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} og ${parts.at(-1)}` : parts[0] ?? 'andre data';
  return `Lokasjonen er i bruk av ${list}. Arkiver han i staden.`;
}

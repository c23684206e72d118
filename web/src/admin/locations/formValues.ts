/** The location form's values (what the inputs hold, all text) and their conversion from and to the API. */
import { fullWeek, LOCATION_DEFAULTS, OPENING_HOURS_KINDS, type LocationFormValues, type OpeningHoursKindName } from '@domain/location.ts';
import { priceInputText } from '@domain/priceInput.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@domain/time.ts';
import { capitalise } from '@domain/text.ts';
import type { LocationForm_location$data } from '../../__generated__/LocationForm_location.graphql';
import { decimalInputText } from '@domain/decimalInput.ts';
import { decimal, kr } from '../kit/format.ts';

export interface FormDay {
  weekday: number;
  closed: boolean;
  opens: string;
  closes: string;
}

export interface LocationFormFields {
  name: string;
  status: string;
  order: string;
  companyId: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  region: string;
  regionCode: string;
  country: string;
  aliases: string;
  airportCode: string;
  description: string;
  cost: string;
  transportFactor: string;
  distanceFromCompanyKm: string;
  distanceFromCompanyMin: string;
  maxDeliveryKm: string;
  gpsLat: string;
  gpsLong: string;
  publicEmail: string;
  publicPhone: string;
  privateContactName: string;
  privateEmail: string;
  privatePhone: string;
  internalNote: string;
  externalNote: string;
  deliveryPrepTimeHours: string;
  openingHours: Record<OpeningHoursKindName, FormDay[]>;
}

/** Norwegian names of the fields (labels, and the History tab's change lines). */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Namn',
  status: 'Status',
  order: 'Rekkjefølgje',
  companyId: 'Eier',
  address1: 'Adresse',
  address2: 'Adresse 2',
  zip: 'Postnummer',
  city: 'Stad',
  region: 'Kommune',
  regionCode: 'Kommunenummer',
  country: 'Land',
  aliases: 'Alias',
  airportCode: 'Flyplasskode',
  description: 'Skildring',
  cost: 'Kostnad',
  transportFactor: 'Transportfaktor',
  distanceFromCompanyKm: 'Avstand frå firmaet (km)',
  distanceFromCompanyMin: 'Avstand frå firmaet (min)',
  maxDeliveryKm: 'Maks leveringsavstand (km)',
  gpsLat: 'Breiddegrad',
  gpsLong: 'Lengdegrad',
  publicEmail: 'E-post (offentleg)',
  publicPhone: 'Telefon (offentleg)',
  privateContactName: 'Kontaktperson (intern)',
  privateEmail: 'E-post (intern)',
  privatePhone: 'Telefon (intern)',
  internalNote: 'Internt notat',
  externalNote: 'Notat til kunden',
  deliveryPrepTimeHours: 'Førebuingstid levering (timar)',
  'openingHours.pickup': 'Opningstider henting',
  'openingHours.dropoff': 'Opningstider levering',
  'openingHours.employees': 'Opningstider tilsette',
};

/** The form's names of the weekdays, Monday (weekday 1) first. */
export const WEEKDAY_LABELS = WEEKDAY_NAMES.no.map(capitalise);

/**
 * One day of an opening-hours list as the history stores it ("monday 07:00–20:00", the server's day names) with the
 * form's name of the day: "Måndag 07:00–20:00". Anything else is returned as it is.
 */
export function openingHoursText(value: unknown): string {
  const stored = String(value);
  const [day = '', ...rest] = stored.split(' ');
  const i = WEEKDAYS.indexOf(day as Weekday);
  return i < 0 ? stored : [WEEKDAY_LABELS[i], ...rest].join(' ');
}

/** The location's number fields other than the cost (stored with a decimal point). */
const NUMBER_FIELDS = ['order', 'transportFactor', 'distanceFromCompanyKm', 'distanceFromCompanyMin', 'maxDeliveryKm', 'gpsLat', 'gpsLong', 'deliveryPrepTimeHours'] as const;

/**
 * How the history writes a location's values as the form and the list show them: the cost in kr ("150,50 kr"), the
 * other numbers with a decimal comma ("1,5"), opening hours with the form's day names.
 */
export const HISTORY_VALUES: Record<string, (value: unknown) => string> = {
  cost: (v) => kr(String(v)),
  ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, (v: unknown) => decimal(String(v))])),
  ...Object.fromEntries(OPENING_HOURS_KINDS.map((k) => [`openingHours.${k}`, openingHoursText])),
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const days = (list: readonly { weekday: number; closed: boolean; opens?: string | null; closes?: string | null }[]): FormDay[] =>
  list.map((d) => ({ weekday: d.weekday, closed: d.closed, opens: text(d.opens), closes: text(d.closes) }));

/** A new location: the spec's defaults, every day closed. */
export function emptyValues(companyId: string): LocationFormFields {
  const week = () => days(fullWeek([]));
  return {
    name: '',
    status: LOCATION_DEFAULTS.status,
    order: String(LOCATION_DEFAULTS.order),
    companyId,
    address1: '',
    address2: '',
    zip: '',
    city: '',
    region: '',
    regionCode: '',
    country: LOCATION_DEFAULTS.country,
    aliases: '',
    airportCode: '',
    description: '',
    cost: priceInputText(LOCATION_DEFAULTS.cost),
    transportFactor: decimalInputText(LOCATION_DEFAULTS.transportFactor),
    distanceFromCompanyKm: '',
    distanceFromCompanyMin: '',
    maxDeliveryKm: '',
    gpsLat: '',
    gpsLong: '',
    publicEmail: '',
    publicPhone: '',
    privateContactName: '',
    privateEmail: '',
    privatePhone: '',
    internalNote: '',
    externalNote: '',
    deliveryPrepTimeHours: decimalInputText(LOCATION_DEFAULTS.deliveryPrepTimeHours),
    openingHours: { pickup: week(), dropoff: week(), employees: week() },
  };
}

/** The form's values for a stored location (edit), or a copy of it (duplicate: the server gives the copy a new id and slug). */
export function valuesOf(l: LocationForm_location$data): LocationFormFields {
  return {
    name: l.name,
    status: l.status,
    order: String(l.order),
    companyId: l.company.id,
    address1: l.address1,
    address2: text(l.address2),
    zip: l.zip,
    city: l.city,
    region: l.region,
    regionCode: text(l.regionCode),
    country: l.country,
    aliases: l.aliases.join(', '),
    airportCode: text(l.airportCode),
    description: text(l.description),
    cost: priceInputText(l.cost),
    transportFactor: decimalInputText(l.transportFactor),
    distanceFromCompanyKm: decimalInputText(l.distanceFromCompanyKm),
    distanceFromCompanyMin: text(l.distanceFromCompanyMin),
    maxDeliveryKm: decimalInputText(l.maxDeliveryKm),
    gpsLat: decimalInputText(l.gpsLat),
    gpsLong: decimalInputText(l.gpsLong),
    publicEmail: text(l.publicEmail),
    publicPhone: text(l.publicPhone),
    privateContactName: text(l.privateContactName),
    privateEmail: text(l.privateEmail),
    privatePhone: text(l.privatePhone),
    internalNote: text(l.internalNote),
    externalNote: text(l.externalNote),
    deliveryPrepTimeHours: decimalInputText(l.deliveryPrepTimeHours),
    openingHours: {
      pickup: days(l.openingWeek.pickup),
      dropoff: days(l.openingWeek.dropoff),
      employees: days(l.openingWeek.employees),
    },
  };
}

/** The top-level fields whose value differs from `initial` (an opening-hours list counts as `openingHours.<kind>`). */
export function changedFields(initial: LocationFormFields, current: LocationFormFields): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(initial) as (keyof LocationFormFields)[]) {
    if (key === 'openingHours') {
      for (const kind of OPENING_HOURS_KINDS) {
        if (JSON.stringify(initial.openingHours[kind]) !== JSON.stringify(current.openingHours[kind])) changed.push(`openingHours.${kind}`);
      }
    } else if (String(initial[key]).trim() !== String(current[key] ?? '').trim()) changed.push(key);
  }
  return changed;
}

/** The API input for `fields` of the schema-parsed values (all of them for create). */
export function inputOf(parsed: LocationFormValues, fields: readonly string[] | 'all') {
  const all = fields === 'all';
  const input: Record<string, unknown> = {};
  const hours: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'openingHours') continue;
    if (all || fields.includes(key)) input[key] = value ?? null;
  }
  for (const kind of OPENING_HOURS_KINDS) {
    if (all || fields.includes(`openingHours.${kind}`)) {
      hours[kind] = (parsed.openingHours?.[kind] ?? []).map((d) => ({ weekday: d.weekday, closed: d.closed, opens: d.closed ? null : d.opens ?? null, closes: d.closed ? null : d.closes ?? null }));
    }
  }
  if (Object.keys(hours).length) input.openingHours = hours;
  return input;
}

/** Which form tab a field lives on. */
export const tabOf = (field: string): 'generelt' | 'apningstider' => (field.startsWith('openingHours') ? 'apningstider' : 'generelt');


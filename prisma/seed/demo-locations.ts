/** Demo locations in western Norway with their three opening-hour lists. */
import type { LocationStatus, OpeningHoursKind, Weekday } from '../../server/generated/prisma/enums.ts';
import { daysFrom, type Tx } from './demo-util.ts';

type Hours = readonly [opens: string, closes: string] | null;
/** Hours per weekday group; `null` (or a missing weekend) means closed that day. */
interface Week {
  weekdays: Hours;
  saturday?: Hours;
  sunday?: Hours;
}

const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export interface LocationDef {
  key: LocationKey;
  company: 'bergen' | 'sunnmore';
  slug: string;
  status: LocationStatus;
  name: string;
  address1: string;
  address2?: string;
  zip: string;
  city: string;
  region: string;
  regionCode: string;
  aliases?: string[];
  airportCode?: string;
  description: string;
  cost?: number;
  transportFactor?: number;
  km: number;
  min: number;
  maxDeliveryKm?: number;
  gps?: readonly [lat: number, long: number];
  publicEmail?: string;
  publicPhone?: string;
  privateContactName?: string;
  privateEmail?: string;
  privatePhone?: string;
  internalNote?: string;
  externalNote?: string;
  deliveryPrepTimeHours?: number;
  createdDaysAgo: number;
  updatedDaysAgo: number;
  hours: Record<OpeningHoursKind, Week>;
}

export type LocationKey = 'sentrum' | 'flesland' | 'asane' | 'forde' | 'annet' | 'alesund' | 'vigra' | 'molde';

// Pick-up and return lists open at 10:00 or earlier every day at the locations bookings use, so the demo bookings
// (10:00 to 10:00) are valid whatever weekday the seed runs on.
export const LOCATIONS: readonly LocationDef[] = [
  {
    key: 'sentrum', company: 'bergen', slug: 'bergen-sentrum', status: 'public', name: 'Bergen sentrum',
    address1: 'Lars Hilles gate 20', zip: '5008', city: 'Bergen', region: 'Bergen', regionCode: '4601',
    aliases: ['Bergen', 'Sentrum'], description: 'Hovudkontoret vårt, fem minutt å gå frå Bergen busstasjon.',
    km: 0, min: 0, gps: [60.389412, 5.329904], publicEmail: 'bergen@fjordbil.no', publicPhone: '+47 55 20 30 40',
    privateContactName: 'Kari Bergstrøm', privateEmail: 'kari.bergstrom@fjordbil.no', privatePhone: '+47 915 22 301',
    externalNote: 'Nøkkelboks ved hovudinngangen for retur utanom opningstida.', createdDaysAgo: 420, updatedDaysAgo: 12,
    hours: {
      pickup: { weekdays: ['07:00', '20:00'], saturday: ['09:00', '16:00'], sunday: ['10:00', '18:00'] },
      dropoff: { weekdays: ['07:00', '22:00'], saturday: ['09:00', '18:00'], sunday: ['10:00', '20:00'] },
      employees: { weekdays: ['08:00', '17:00'], saturday: ['10:00', '15:00'] },
    },
  },
  {
    key: 'flesland', company: 'bergen', slug: 'bergen-lufthamn-flesland', status: 'public',
    name: 'Bergen lufthamn Flesland', address1: 'Flyplassvegen 555', address2: 'Leiebilsenteret, P-hus P2',
    zip: '5258', city: 'Blomsterdalen', region: 'Bergen', regionCode: '4601', aliases: ['Flesland', 'BGO', 'Bergen lufthavn'],
    airportCode: 'BGO', description: 'Henting og levering i leiebilsenteret i parkeringshuset ved terminalen.',
    cost: 250, km: 19, min: 25, gps: [60.293386, 5.218142], publicEmail: 'flesland@fjordbil.no',
    publicPhone: '+47 55 20 30 41', privateContactName: 'Ola Flatøy', privatePhone: '+47 915 22 302',
    internalNote: 'Flyplassavgift 250 kr er lagt inn som kostnad.', createdDaysAgo: 400, updatedDaysAgo: 3,
    hours: {
      pickup: { weekdays: ['06:00', '23:30'], saturday: ['06:00', '23:30'], sunday: ['06:00', '23:30'] },
      dropoff: { weekdays: ['00:00', '23:59'], saturday: ['00:00', '23:59'], sunday: ['00:00', '23:59'] },
      employees: { weekdays: ['06:00', '23:00'], saturday: ['07:00', '22:00'], sunday: ['07:00', '23:00'] },
    },
  },
  {
    key: 'asane', company: 'bergen', slug: 'asane', status: 'public', name: 'Åsane',
    address1: 'Myrdalsvegen 22', zip: '5130', city: 'Nyborg', region: 'Bergen', regionCode: '4601',
    aliases: ['Åsane senter'], description: 'Ved Åsane senter, gratis parkering. Ubemanna i helgane: nøkkelboks.',
    km: 11, min: 15, gps: [60.465521, 5.327530], publicPhone: '+47 55 20 30 42',
    externalNote: 'Helgar: nøklane ligg i nøkkelboksen, koden kjem på SMS.', createdDaysAgo: 300, updatedDaysAgo: 20,
    hours: {
      pickup: { weekdays: ['08:00', '18:00'], saturday: ['09:00', '16:00'], sunday: ['10:00', '16:00'] },
      dropoff: { weekdays: ['07:00', '21:00'], saturday: ['07:00', '21:00'], sunday: ['07:00', '21:00'] },
      // No staff at weekends: the employee list has no saturday or sunday rows.
      employees: { weekdays: ['08:00', '16:00'] },
    },
  },
  {
    key: 'forde', company: 'bergen', slug: 'forde', status: 'public', name: 'Førde',
    address1: 'Hafstadvegen 22', zip: '6800', city: 'Førde', region: 'Sunnfjord', regionCode: '4647',
    description: 'Utleige i Sunnfjord, rett ved E39.', km: 172, min: 165, gps: [61.452302, 5.856011],
    publicEmail: 'forde@fjordbil.no', publicPhone: '+47 57 72 10 10', deliveryPrepTimeHours: 1,
    createdDaysAgo: 200, updatedDaysAgo: 45,
    hours: {
      pickup: { weekdays: ['08:00', '17:00'], saturday: ['10:00', '14:00'], sunday: ['10:00', '12:00'] },
      dropoff: { weekdays: ['08:00', '20:00'], saturday: ['10:00', '16:00'], sunday: ['10:00', '16:00'] },
      employees: { weekdays: ['08:00', '16:00'], saturday: ['10:00', '13:00'] },
    },
  },
  {
    key: 'annet', company: 'bergen', slug: 'annet-sted', status: 'public', name: 'Annet sted',
    address1: 'Etter avtale', zip: '5008', city: 'Annet sted', region: 'Bergen', regionCode: '4601',
    description: 'Vi leverer og hentar bilen på adressa di i Bergensområdet. Vi tek kontakt for å avtale staden.',
    cost: 500, transportFactor: 1.5, km: 0, min: 0, maxDeliveryKm: 60, deliveryPrepTimeHours: 2,
    createdDaysAgo: 380, updatedDaysAgo: 60,
    hours: {
      pickup: { weekdays: ['07:00', '22:00'], saturday: ['08:00', '20:00'], sunday: ['10:00', '20:00'] },
      dropoff: { weekdays: ['07:00', '22:00'], saturday: ['08:00', '20:00'], sunday: ['10:00', '20:00'] },
      employees: { weekdays: ['08:00', '16:00'] },
    },
  },
  {
    key: 'alesund', company: 'sunnmore', slug: 'alesund', status: 'public', name: 'Ålesund',
    address1: 'Storgata 17', zip: '6002', city: 'Ålesund', region: 'Ålesund', regionCode: '1508',
    aliases: ['Aalesund'], description: 'I sentrum, to minutt frå bussterminalen.', km: 0, min: 0,
    gps: [62.472229, 6.149482], publicEmail: 'alesund@fjordbil.no', publicPhone: '+47 70 10 20 30',
    privateContactName: 'Lars Nesheim', privatePhone: '+47 915 22 303', createdDaysAgo: 350, updatedDaysAgo: 8,
    hours: {
      pickup: { weekdays: ['07:30', '18:00'], saturday: ['09:00', '15:00'], sunday: ['10:00', '14:00'] },
      dropoff: { weekdays: ['07:30', '20:00'], saturday: ['09:00', '18:00'], sunday: ['10:00', '18:00'] },
      employees: { weekdays: ['08:00', '16:30'], saturday: ['09:00', '14:00'] },
    },
  },
  {
    key: 'vigra', company: 'sunnmore', slug: 'alesund-lufthamn-vigra', status: 'private',
    name: 'Ålesund lufthamn Vigra', address1: 'Lufthamnvegen 1', zip: '6040', city: 'Vigra', region: 'Giske',
    regionCode: '1532', aliases: ['Vigra', 'AES'], airportCode: 'AES',
    description: 'Berre for bedriftskundar med avtale. Bilen står klar på P1.', cost: 200, km: 15, min: 20,
    gps: [62.562500, 6.119700], publicPhone: '+47 70 10 20 31', internalNote: 'Ikkje publisert før avtalen med Avinor er på plass.',
    createdDaysAgo: 90, updatedDaysAgo: 5,
    hours: {
      pickup: { weekdays: ['06:30', '22:00'], saturday: ['06:30', '22:00'], sunday: ['06:30', '22:00'] },
      dropoff: { weekdays: ['06:00', '23:30'], saturday: ['06:00', '23:30'], sunday: ['06:00', '23:30'] },
      employees: { weekdays: ['07:00', '19:00'], saturday: ['10:00', '18:00'], sunday: ['10:00', '18:00'] },
    },
  },
  {
    key: 'molde', company: 'sunnmore', slug: 'molde', status: 'draft', name: 'Molde',
    address1: 'Fabrikkvegen 9', zip: '6415', city: 'Molde', region: 'Molde', regionCode: '1506',
    description: 'Ny avdeling under oppstart.', km: 80, min: 95, gps: [62.735012, 7.150034],
    internalNote: 'Opnar til våren. Opningstidene er ikkje endelege.', createdDaysAgo: 14, updatedDaysAgo: 1,
    hours: {
      pickup: { weekdays: ['08:00', '16:00'], saturday: ['10:00', '14:00'] },
      dropoff: { weekdays: ['08:00', '16:00'] },
      employees: { weekdays: ['08:00', '15:30'] },
    },
  },
];

function openingRows(hours: Record<OpeningHoursKind, Week>) {
  const rows: { kind: OpeningHoursKind; day: Weekday; opens: string; closes: string }[] = [];
  for (const kind of ['pickup', 'dropoff', 'employees'] as const) {
    const week = hours[kind];
    const days: [Weekday, Hours][] = [
      ...WEEKDAYS.map((d): [Weekday, Hours] => [d, week.weekdays]),
      ['saturday', week.saturday ?? null],
      ['sunday', week.sunday ?? null],
    ];
    for (const [day, h] of days) if (h) rows.push({ kind, day, opens: h[0], closes: h[1] });
  }
  return rows;
}

export interface SeededLocation {
  id: number;
  companyId: number;
  gps: readonly [number, number] | undefined;
}

/** Creates the locations with their opening hours; returns them by key. */
export async function seedLocations(
  tx: Tx,
  now: Date,
  ids: { siteId: number; companies: Record<'bergen' | 'sunnmore', number>; authorId: number },
): Promise<Record<LocationKey, SeededLocation>> {
  const out = {} as Record<LocationKey, SeededLocation>;
  let order = 0;
  for (const l of LOCATIONS) {
    const companyId = ids.companies[l.company];
    const created = await tx.location.create({
      data: {
        slug: l.slug, order: order++, status: l.status, name: l.name, address1: l.address1, address2: l.address2,
        zip: l.zip, city: l.city, region: l.region, regionCode: l.regionCode, country: 'Norge', aliases: l.aliases ?? [],
        airportCode: l.airportCode, description: l.description, cost: l.cost ?? 0, transportFactor: l.transportFactor ?? 1,
        distanceFromCompanyKm: l.km, distanceFromCompanyMin: l.min, maxDeliveryKm: l.maxDeliveryKm,
        gpsLat: l.gps?.[0], gpsLong: l.gps?.[1], publicEmail: l.publicEmail, publicPhone: l.publicPhone,
        privateContactName: l.privateContactName, privateEmail: l.privateEmail, privatePhone: l.privatePhone,
        internalNote: l.internalNote, externalNote: l.externalNote, deliveryPrepTimeHours: l.deliveryPrepTimeHours ?? 0.5,
        authorId: ids.authorId, companyId, siteId: ids.siteId,
        createdAt: daysFrom(now, -l.createdDaysAgo), updatedAt: daysFrom(now, -l.updatedDaysAgo),
        openingHours: { createMany: { data: openingRows(l.hours) } },
      },
      select: { id: true },
    });
    out[l.key] = { id: created.id, companyId, gps: l.gps };
  }
  return out;
}

/**
 * The vehicle register (Statens vegvesen, "kjøretøyopplysninger") as the product form uses it: the plate rule, the
 * mapping of the register's document to our product fields (spec 3, section 7), the fill rule (empty fields only
 * unless overwrite) and the PKK-due rule. Pure: the server's service and the web form share these functions.
 */
import { addLocalDays, calendarDaysBetween, fromOsloLocal, MONTH_NAMES, osloParts, type LocalDateTime } from './time.ts';

/** Texts of spec 3, section 8 (and the plain answer when the lookup is not set up). */
export const VEHICLE_REGISTER_MESSAGES = {
  noPlate: 'Ingen registreringsnummer',
  failed: 'Kunne ikkje hente kjøretøyopplysninger',
  notFound: 'Ingen kjøretøy funnet',
  updated: 'Kjøretøyopplysninger oppdatert',
  notConfigured: 'Oppslag i kjøretøyregisteret er ikkje sett opp. Fyll ut felta for hand, eller be systemansvarleg leggje inn API-nøkkelen.',
  plateFormat: 'Registreringsnummeret må vere 2 store bokstavar og 5 siffer, til dømes EK 39085.',
} as const;

/** Our stored plate form: 2 uppercase letters and 5 digits, no space (e.g. EK39085). */
export const PLATE_PATTERN = /^[A-Z]{2}[0-9]{5}$/;

/** Spaces and lower case are tolerated in input: "ek 39085" → "EK39085". */
export function normalisePlate(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The normalised plate, or an error message (section 8's "Ingen registreringsnummer" when empty). */
export function checkPlate(input: string | null | undefined): { plate: string } | { error: string } {
  const plate = normalisePlate(input ?? '');
  if (plate === '') return { error: VEHICLE_REGISTER_MESSAGES.noPlate };
  if (plate.length > 7 || !PLATE_PATTERN.test(plate)) return { error: VEHICLE_REGISTER_MESSAGES.plateFormat };
  return { plate };
}

/** "EK39085" → "EK 39085", the way the plate is painted. */
export const displayPlate = (plate: string) => (PLATE_PATTERN.test(plate) ? `${plate.slice(0, 2)} ${plate.slice(2)}` : plate);

export type StoredFuel = 'petrol' | 'diesel' | 'electric' | 'petrol+electric' | 'diesel+electric';

/** Product field values the register fills, under our product field names. Dates are Oslo calendar dates (YYYY-MM-DD). */
export interface VehicleRegisterValues {
  licensePlate: string | null;
  make: string | null;
  model: string | null;
  vin: string | null;
  year: number | null;
  color: string | null;
  fuelType: StoredFuel | null;
  seatCapacity: number | null;
  transmission: 'auto' | 'manual' | null;
  /** g/km. */
  co2EmissionsPerKm: number | null;
  engineHp: number | null;
  engineVolumeCm3: number | null;
  trailerHitchCapacityKg: number | null;
  driveshaft: 'front' | 'rear' | 'awd' | null;
  /** Litres per 100 km; for an electric car kWh per 100 km. */
  fuelConsumption: number | null;
  rangeKm: number | null;
  lastPkkAt: string | null;
  nextPkkAt: string | null;
  /** Registered, and registered for hire. */
  isValidRentalcar: boolean;
  /** ACRISS third letter: M manual, A automatic, '-' unknown. */
  acrissTransmission: 'M' | 'A' | '-';
  /** ACRISS fourth letter: D diesel, V petrol, E electric, H hybrid; null when the fuel is unknown. */
  acrissFuel: 'D' | 'V' | 'E' | 'H' | null;
  /** The register's status code (REGISTRERT, AVREGISTRERT, ...) and use ("Utleige", ...), for the form to show. */
  registrationStatus: string | null;
  use: string | null;
}

type Json = unknown;

/** Reads a path of keys and indexes; anything missing or of another shape is undefined. */
function at(value: Json, ...path: (string | number)[]): Json {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, Json>)[key];
  }
  return v;
}

const list = (v: Json): Json[] => (Array.isArray(v) ? v : []);
const text = (v: Json): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);
function num(v: Json): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}
const int = (v: Json) => {
  const n = num(v);
  return n === null ? null : Math.round(n);
};
const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
/** The date part of "2024-05-31" or "2024-05-31T00:00:00"; null for anything else. */
function date(v: Json): string | null {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
const firstNum = (...values: Json[]) => values.map(num).find((n) => n !== null) ?? null;

/** Register fuel codes: 1 Bensin, 2 Diesel, 5 Elektrisk. */
const FUEL_CODES: Record<string, 'petrol' | 'diesel' | 'electric'> = { '1': 'petrol', '2': 'diesel', '5': 'electric' };

/** kW to horsepower, rounded (spec 3, section 9). */
export const kwToHp = (kw: number) => Math.round(kw * 1.34102);

/** The first vehicle of the register's answer (`kjoretoydataListe[0]`), or null when the list is empty or missing. */
export function firstVehicle(answer: Json): Json | null {
  const first = list(at(answer, 'kjoretoydataListe'))[0];
  return first !== null && typeof first === 'object' ? first : null;
}

/**
 * Maps one vehicle of the register (`kjoretoydataListe[0]`) to our product fields, following the field paths of
 * shared/vehicle-register.md. Unknown or missing values become null; nothing here throws on an odd document.
 */
export function mapVehicle(k: Json): VehicleRegisterValues {
  const td = at(k, 'godkjenning', 'tekniskGodkjenning', 'tekniskeData');
  const motors = list(at(td, 'motorOgDrivverk', 'motor'));
  const fuels = motors.flatMap((m) => list(at(m, 'drivstoff')));

  // Fuel: the set of known codes over every engine; a hybrid category adds electric to a combustion fuel.
  const kinds = new Set<string>();
  for (const f of fuels) {
    const kind = FUEL_CODES[String(text(at(f, 'drivstoffKode', 'kodeVerdi')))];
    if (kind) kinds.add(kind);
  }
  const hybrid = text(at(td, 'motorOgDrivverk', 'hybridKategori', 'kodeVerdi'));
  if ((hybrid === 'LADBAR' || hybrid === 'IKKE_LADBAR') && kinds.size > 0) kinds.add('electric');
  const combustion = ['petrol', 'diesel'].filter((f) => kinds.has(f));
  const fuelType: StoredFuel | null =
    combustion.length > 1
      ? null
      : combustion.length === 1
        ? ((kinds.has('electric') ? `${combustion[0]}+electric` : combustion[0]) as StoredFuel)
        : kinds.has('electric')
          ? 'electric'
          : null;
  const acrissFuel = fuelType === null ? null : fuelType.includes('+') ? 'H' : fuelType === 'diesel' ? 'D' : fuelType === 'petrol' ? 'V' : 'E';

  // Power: per engine the largest net power of its fuels (a plug-in's petrol and electric figures describe one
  // drivetrain), summed over engines (an electric car with a motor per axle).
  const kw = motors.reduce<number | null>((sum, m) => {
    const best = list(at(m, 'drivstoff')).reduce<number | null>((b, f) => {
      const p = num(at(f, 'maksNettoEffekt'));
      return p !== null && (b === null || p > b) ? p : b;
    }, null);
    return best === null ? sum : (sum ?? 0) + best;
  }, null);

  const gearbox = text(at(td, 'motorOgDrivverk', 'girkassetype', 'kodeVerdi'));
  const transmission = gearbox === 'M' ? 'manual' : gearbox === 'A' ? 'auto' : null;

  // Consumption and emissions: WLTP figures (weighted ones for plug-ins), else the older NEDC "blandet kjøring".
  const use0 = at(td, 'miljodata', 'miljoOgdrivstoffGruppe', 0, 'forbrukOgUtslipp', 0);
  const wltp = at(use0, 'wltpKjoretoyspesifikk');
  const plugIn = hybrid === 'LADBAR';
  const electricOnly = fuelType === 'electric';
  const co2 = firstNum(
    ...(plugIn ? [at(wltp, 'co2VektetKombinert'), at(use0, 'co2VektetKombinert')] : []),
    at(wltp, 'co2Kombinert'),
    at(use0, 'co2Kombinert'),
    at(use0, 'co2BlandetKjoring'),
  );
  const whPerKm = firstNum(at(use0, 'elEnergiforbruk'), at(wltp, 'elEnergiforbruk'));
  const consumption = electricOnly
    ? whPerKm === null
      ? null
      : whPerKm / 10
    : firstNum(
        ...(plugIn ? [at(wltp, 'forbrukVektetKombinert'), at(use0, 'forbrukVektetKombinert')] : []),
        at(wltp, 'forbrukKombinert'),
        at(use0, 'forbrukKombinert'),
        at(use0, 'forbrukBlandetKjoring'),
      );

  // Drive: which axles are driven, axle 1 being the front one.
  const axles = list(at(td, 'akslinger', 'akselGruppe')).flatMap((g) => list(at(g, 'akselListe', 'aksel')));
  const driven = axles.filter((a) => at(a, 'drivAksel') === true);
  const front = driven.some((a) => text(at(a, 'plasseringAksel')) === '1');
  const rear = driven.some((a) => text(at(a, 'plasseringAksel')) !== '1');
  const driveshaft = front && rear ? 'awd' : front ? 'front' : rear ? 'rear' : null;

  const status = text(at(k, 'registrering', 'registreringsstatus', 'kodeVerdi'));
  const art = at(k, 'registrering', 'kjoringensArt');
  const artTexts = [at(art, 'kodeNavn'), at(art, 'kodeBeskrivelse'), at(art, 'kodeVerdi')].map(text).filter((t): t is string => t !== null);
  const forHire = artTexts.some((t) => /utleie|utleige/i.test(t));

  const firstRegistered = date(at(k, 'forstegangsregistrering', 'registrertForstegangNorgeDato')) ?? date(at(k, 'godkjenning', 'forstegangsGodkjenning', 'forstegangRegistrertDato'));
  const plate = text(at(k, 'kjoretoyId', 'kjennemerke'));

  return {
    licensePlate: plate === null ? null : normalisePlate(plate),
    make: text(at(td, 'generelt', 'merke', 0, 'merke')),
    model: text(at(td, 'generelt', 'handelsbetegnelse', 0)),
    vin: text(at(k, 'kjoretoyId', 'understellsnummer')),
    year: firstRegistered === null ? null : Number(firstRegistered.slice(0, 4)),
    color: text(at(td, 'karosseriOgLasteplan', 'rFarge', 0, 'kodeNavn')) ?? text(at(td, 'karosseriOgLasteplan', 'rFarge', 0, 'kodeVerdi')),
    fuelType,
    seatCapacity: int(at(td, 'persontall', 'sitteplasserTotalt')),
    transmission,
    co2EmissionsPerKm: round2(co2 ?? (electricOnly ? 0 : null)),
    engineHp: kw === null ? null : kwToHp(kw),
    engineVolumeCm3: int(at(motors[0], 'slagvolum')),
    trailerHitchCapacityKg: int(firstNum(at(td, 'vekter', 'tillattTilhengervektMedBrems'), at(td, 'vekter', 'tillattTilhengervektUtenBrems'))),
    driveshaft,
    fuelConsumption: round2(consumption),
    rangeKm: int(firstNum(at(use0, 'rekkeviddeKmBlandetkjoring'), at(wltp, 'rekkeviddeKmBlandetkjoring'), at(wltp, 'rekkeviddeKm'))),
    lastPkkAt: date(at(k, 'periodiskKjoretoyKontroll', 'sistGodkjent')),
    nextPkkAt: date(at(k, 'periodiskKjoretoyKontroll', 'kontrollfrist')),
    isValidRentalcar: status === 'REGISTRERT' && forHire,
    acrissTransmission: transmission === 'manual' ? 'M' : transmission === 'auto' ? 'A' : '-',
    acrissFuel,
    registrationStatus: status,
    use: text(at(art, 'kodeNavn')) ?? text(at(art, 'kodeBeskrivelse')),
  };
}

/** The product fields the register fills, in the order the form shows the changes. */
export const FILL_FIELDS = [
  'licensePlate',
  'make',
  'model',
  'vin',
  'year',
  'color',
  'fuelType',
  'seatCapacity',
  'transmission',
  'co2EmissionsPerKm',
  'engineHp',
  'engineVolumeCm3',
  'trailerHitchCapacityKg',
  'driveshaft',
  'fuelConsumption',
  'rangeKm',
  'lastPkkAt',
  'nextPkkAt',
  'isValidRentalcar',
  'acriss',
] as const;
export type FillField = (typeof FILL_FIELDS)[number] | 'isValidRentalcarCheckedAt';

export type FieldValue = string | number | boolean | null | undefined;
/** The product form's current values (only the fields above matter; others are left alone). */
export type ProductFieldValues = Partial<Record<FillField, FieldValue>>;

export interface FieldChange {
  field: FillField;
  before: FieldValue;
  after: FieldValue;
}

const isEmpty = (v: FieldValue) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** Values compare as the form shows them: 7.0 equals "7", "2026-05-01" equals "2026-05-01T00:00:00Z"'s date. */
const same = (a: FieldValue, b: FieldValue) => String(a ?? '').trim() === String(b ?? '').trim();
/** An ACRISS letter position that holds nothing yet. */
const openLetter = (c: string | undefined) => c === undefined || c === '' || c === '-' || c === '_' || c === ' ' || c === '*';

/**
 * Fills the product's empty fields from the register's values, or every field the register knows when `overwrite`
 * is asked; a value the register does not know never erases one. ACRISS: letters 3 and 4 are set when the code
 * already has its first two letters (a code is never invented); without overwrite only open positions ('-', '_',
 * missing). Setting the valid-rental-car flag also sets when it was checked (`checkedAt`). Reports every change.
 */
export function fillFromRegister(
  current: ProductFieldValues,
  found: VehicleRegisterValues,
  opts: { overwrite?: boolean; checkedAt?: string | null } = {},
): { values: ProductFieldValues; changes: FieldChange[] } {
  const overwrite = opts.overwrite === true;
  const values: ProductFieldValues = { ...current };
  const changes: FieldChange[] = [];
  const set = (field: FillField, after: FieldValue) => {
    const before = current[field];
    if (same(before, after)) return;
    values[field] = after;
    changes.push({ field, before: before ?? null, after });
  };
  for (const field of FILL_FIELDS) {
    if (field === 'acriss') continue;
    const after = found[field];
    if (after === null || after === undefined) continue;
    if (!overwrite && !isEmpty(current[field])) continue;
    set(field, after);
    if (field === 'isValidRentalcar' && opts.checkedAt) set('isValidRentalcarCheckedAt', opts.checkedAt);
  }
  const code = typeof current.acriss === 'string' ? current.acriss.trim().toUpperCase() : '';
  if (code.length >= 2) {
    const letters = code.padEnd(4, '-').slice(0, 4).split('');
    const third = found.acrissTransmission === '-' ? null : found.acrissTransmission;
    if (third && (overwrite || openLetter(code[2]))) letters[2] = third;
    if (found.acrissFuel && (overwrite || openLetter(code[3]))) letters[3] = found.acrissFuel;
    set('acriss', letters.join(''));
  }
  return { values, changes };
}

const MONTHS = MONTH_NAMES.no;

/** A register date as the form shows it (spec 3 §7, 'dd. mmmm yyyy'): "2027-03-05" → "05. mars 2027"; '' when absent. */
export function formatRegisterDate(value: string | null | undefined): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]}. ${month} ${m[1]}` : '';
}

/** Days before the next PKK at which a vehicle counts as due (spec 3, beyond the seed). */
export const PKK_DUE_DAYS = 30;

type DateLike = Date | string;
const dayOf = (d: DateLike): Pick<LocalDateTime, 'year' | 'month' | 'day'> => {
  if (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) return { year: +d.slice(0, 4), month: +d.slice(5, 7), day: +d.slice(8, 10) };
  return osloParts(typeof d === 'string' ? new Date(d) : d);
};

/** True when the next PKK date is past or within 30 days of today (Oslo calendar dates); false without a date. */
export function pkkDue(nextPkk: DateLike | null | undefined, today: DateLike): boolean {
  if (nextPkk === null || nextPkk === undefined) return false;
  return calendarDaysBetween(dayOf(today), dayOf(nextPkk)) <= PKK_DUE_DAYS;
}

/** The instant (Oslo midnight after the last due day) before which a stored next PKK counts as due: the same rule for queries. */
export function pkkDueBefore(today: DateLike): Date {
  return fromOsloLocal({ ...addLocalDays(dayOf(today), PKK_DUE_DAYS + 1), hour: 0, minute: 0 });
}

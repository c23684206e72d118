/**
 * A product's (vehicle's) fields as staff edit them (spec 3 sections 3, 4, 5 and 9): limits, defaults, the synonyms
 * of the rulings (fuel `gasoline` = `petrol`, drive `4x4` = `awd`, transmission `automatic` = `auto`), the rules that
 * depend on the category, and the zod schemas. The server validates every write with `productFormSchemaFor` and the
 * admin form validates with the very same function, so a field rule is written once. Pure: zod only.
 *
 * Relations (`categoryId`, `companyId`, `companyIdManager`, `locationId`) are references: a Relay global id in the
 * browser, a database id on the server. The schema checks only that the required ones are given; the server checks
 * that they exist, lie in the staff member's scope, and that the ACRISS letters are in the database's letter lists.
 */
import { z } from 'zod';
import { lineText, multiLineText } from './fields.ts';
import { isInstantInRange, osloParts, parseDateTime } from './time.ts';
import { MAX_DB_ID } from './lists.ts';
import { shortageNote, shortageReason } from './shortage.ts';
import { decimalSchema } from './decimalInput.ts';

export const PRODUCT_STATUSES = ['rented', 'reserved', 'rentable', 'in_maintenance', 'not_rentable'] as const;
export type ProductStatusName = (typeof PRODUCT_STATUSES)[number];

/**
 * Norwegian labels of the status, as the admin's status badges show them (the form shows the status as a read-only
 * label; 'Ukjend' is the fallback). Not "Til utleige": that is the label of the `isRentable` tick.
 */
export const PRODUCT_STATUS_LABELS: Record<ProductStatusName, string> = {
  rented: 'Utleigd',
  reserved: 'Reservert',
  rentable: 'Kan leigast ut',
  in_maintenance: 'På verkstad',
  not_rentable: 'Kan ikkje leigast ut',
};
export const UNKNOWN_STATUS_LABEL = 'Ukjend';

/** Status colours (spec 3 section 4). */
export const PRODUCT_STATUS_COLOURS: Record<ProductStatusName, 'red' | 'yellow' | 'green' | 'blue'> = {
  rented: 'red',
  reserved: 'yellow',
  rentable: 'green',
  in_maintenance: 'blue',
  not_rentable: 'yellow',
};

export const OWNERSHIP_TYPES = ['lease', 'loan', 'owned', 'borrow'] as const;
export type OwnershipTypeName = (typeof OWNERSHIP_TYPES)[number];
export const OWNERSHIP_TYPE_LABELS: Record<OwnershipTypeName, string> = { lease: 'Leasing', loan: 'Lån', owned: 'Eigd', borrow: 'Lånt inn' };

/** Fuel as stored (ruling): combinations joined with '+'. */
export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'petrol+electric', 'diesel+electric'] as const;
export type FuelTypeName = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelTypeName, string> = {
  petrol: 'Bensin',
  diesel: 'Diesel',
  electric: 'Elektrisk',
  'petrol+electric': 'Bensin + elektrisk (hybrid)',
  'diesel+electric': 'Diesel + elektrisk (hybrid)',
};

export const DRIVES = ['front', 'rear', 'awd'] as const;
export type DriveName = (typeof DRIVES)[number];
export const DRIVE_LABELS: Record<DriveName, string> = { front: 'Framhjulsdrift', rear: 'Bakhjulsdrift', awd: 'Firehjulsdrift (4x4)' };

export const TRANSMISSIONS = ['auto', 'manual'] as const;
export type TransmissionName = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Record<TransmissionName, string> = { auto: 'Automat', manual: 'Manuell' };

export const VAN_TYPES = ['L2', 'L3', 'L2H2', 'L3H2', 'L2H3', 'L3H3'] as const;
export const LICENCE_CLASSES = ['B', 'B96', 'BE', 'T', 'C1', 'C1E', 'C'] as const;

/** Fuel in any of its spellings ('gasoline', 'Bensin', 'petrol_electric', 'hybrid') → the stored value, else null. */
export function normaliseFuel(value: unknown): FuelTypeName | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase().replace(/_/g, '+').replace(/\s+/g, '');
  if (v === 'hybrid') return 'petrol+electric';
  const names: Record<string, 'petrol' | 'diesel' | 'electric'> = { gasoline: 'petrol', bensin: 'petrol', petrol: 'petrol', diesel: 'diesel', electric: 'electric', el: 'electric', elektrisk: 'electric' };
  const parts = v.split('+').map((p) => names[p]);
  if (parts.length === 0 || parts.length > 2 || parts.some((p) => p === undefined)) return null;
  const set = new Set(parts);
  if (set.has('diesel') && set.has('petrol')) return null;
  const combustion = set.has('diesel') ? 'diesel' : set.has('petrol') ? 'petrol' : null;
  if (combustion && set.has('electric')) return `${combustion}+electric`;
  return combustion ?? 'electric';
}

/** Drive: 'front', 'rear', 'awd' ('4x4', '4wd', 'fwd', 'rwd' accepted), else null. */
export function normaliseDrive(value: unknown): DriveName | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return ({ front: 'front', fwd: 'front', rear: 'rear', rwd: 'rear', awd: 'awd', '4x4': 'awd', '4wd': 'awd' } as const)[v as 'front'] ?? null;
}

/** Transmission: 'auto', 'manual' ('automatic' accepted), else null. */
export function normaliseTransmission(value: unknown): TransmissionName | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return ({ auto: 'auto', automatic: 'auto', automat: 'auto', manual: 'manual', manuell: 'manual' } as const)[v as 'auto'] ?? null;
}

/** The GraphQL/database enum name of a stored fuel ('petrol+electric' → 'petrol_electric'). */
export const fuelEnumName = (f: FuelTypeName) => f.replace('+', '_') as 'petrol' | 'diesel' | 'electric' | 'petrol_electric' | 'diesel_electric';

/** Next calendar year in Oslo: the newest model year a vehicle can have. */
export const maxProductYear = (now: Date = new Date()) => osloParts(now).year + 1;

/** Limits of spec 3 section 5 (numbers) and the lengths of the text fields. */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  accountingProductNumber: 50,
  licensePlate: 20,
  make: 100,
  model: 100,
  color: 50,
  vin: 17,
  yearMin: 1800,
  seatsMin: 1,
  seatsMax: 99,
  taxrate: 100,
  odometerKm: 9_999_999,
  monthlyCost: 9_999_999,
  valuation: 999_999_999,
  depreciation: 100,
  fuelTankLitre: 9999,
  fuelConsumption: 9999,
  rangeKm: 99_999,
  engineHp: 9999,
  engineVolumeCm3: 99_999,
  trailerHitchCapacityKg: 99_999,
  storage: 99_999,
  co2EmissionsPerKm: 99_999,
} as const;

/** Defaults of a new product (spec 3 sections 4 and 9). */
export const PRODUCT_DEFAULTS = {
  status: 'rentable' as ProductStatusName,
  isRentable: true,
  taxrate: '25',
} as const;

/** A product write naming an owner, responsible company or location its writer's product role does not reach. */
export const PRODUCT_PLACEMENT_MESSAGES = {
  companyId: 'Rolla di kan ikkje gje produkt til dette selskapet.',
  companyIdManager: 'Rolla di kan ikkje gjere dette selskapet ansvarleg for produkt.',
  locationId: 'Rolla di kan ikkje plassere produkt på denne lokasjonen.',
} as const;

export const PRODUCT_MESSAGES = {
  /** A finished booking's history when its vehicle is deleted from the register. */
  deletedFromBooking: (vehicle: string) => `Køyretøyet ${vehicle} er sletta frå registeret; bookingen viser det ikkje lenger.`,
  /** A rental product's history when a vehicle of it is deleted from the register. */
  deletedFromClass: (vehicle: string) => `Køyretøyet ${vehicle} er sletta frå registeret og er ikkje lenger med i leieproduktet.`,
  required: 'Må fyllast ut.',
  requiredForm: 'Felt merka med * må fyllast ut.',
  number: 'Må vere eit tal.',
  integer: 'Må vere eit heiltal.',
  date: 'Ugyldig dato (bruk ÅÅÅÅ-MM-DD).',
  status: 'Ukjend status.',
  ownershipType: 'Ukjend eigarskapstype.',
  fuelType: 'Ukjend drivstoff: bruk petrol (gasoline), diesel, electric, petrol+electric eller diesel+electric.',
  driveshaft: 'Ukjend drift: bruk front, rear eller awd (4x4).',
  transmission: 'Ukjend girkasse: bruk auto (automatic) eller manual.',
  vanType: `Ukjend varebiltype: bruk ${VAN_TYPES.join(', ')}.`,
  licenceClass: `Ukjend førarkortklasse: bruk ${LICENCE_CLASSES.join(', ')}.`,
  acriss: 'ACRISS-koden er fire bokstavar, ein frå kvar liste (t.d. EDMV).',
  acrissLetter: (letter: string, position: number) => `Ukjend ACRISS-bokstav «${letter}» i posisjon ${position}.`,
  plate: 'Registreringsnummeret kan berre innehalde bokstavar, siffer og bindestrek.',
  /** Another product has the plate (named when the staff member may see it). */
  plateTaken: (other: string | null) => `Registreringsnummeret er allereie registrert på ${other ? `«${other}»` : 'eit anna køyretøy'}.`,
  boolean: 'Må vere true eller false.',
  reference: 'Ugyldig referanse.',
  year: (max: number) => `Årsmodell må vere frå 1800 til ${max}.`,
  seats: 'Tal på sete må vere frå 1 til 99.',
  conflict: 'Produktet er endra av nokon andre sidan du opna det. Last inn på nytt.',
  notFound: 'Fann ikkje produktet.',
  /** A change of for-rent or status that would sell a class beyond its vehicles (the booking that would lack one). */
  classOversold: (usable: boolean, vehicleClass: string, booking: string | null) =>
    `${usable ? 'Kan ikkje setje køyretøyet i utleige att no' : 'Kan ikkje ta køyretøyet ut av utleige no'}: ${shortageReason(vehicleClass, booking)}`,
  /** The history's note when staff took the vehicle out anyway (acceptShortage). */
  shortageAccepted: (vehicleClass: string, booking: string | null) =>
    shortageNote('Teke ut av utleige', vehicleClass, booking),
  /** A move to another location that leaves the class at the old one with more bookings than cars. */
  classOversoldByMove: (vehicleClass: string, booking: string | null) =>
    `Kan ikkje flytte køyretøyet til ein annan lokasjon no: ${shortageReason(vehicleClass, booking)}`,
  /** The history's note when staff moved the vehicle anyway (acceptShortage). */
  moveShortageAccepted: (vehicleClass: string, booking: string | null) =>
    shortageNote('Flytta', vehicleClass, booking),
} as const;

export const maxLength = (n: number) => `Høgst ${n} teikn.`;

const blankToNull = (v: unknown) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/** A decimal number (`decimalSchema`: a point or a comma, stored with a point). */
const decimal = (opts: { min: number; max: number; scale: number }) => decimalSchema({ ...opts, message: PRODUCT_MESSAGES.number });
const optionalDecimal = (max: number, scale = 2) => z.preprocess(blankToNull, decimal({ min: 0, max, scale }).nullable()).optional();

/** A whole number in [min, max]; a numeric string is read as its number. `message` replaces the range messages. */
function integer(min: number, max: number, message?: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: PRODUCT_MESSAGES.integer })
      // abort: 1e20 is no integer, and one message per field is enough (not also "Kan ikkje vere større enn …").
      .int({ error: PRODUCT_MESSAGES.integer, abort: true })
      .min(min, message ?? `Kan ikkje vere mindre enn ${min}.`)
      .max(max, message ?? `Kan ikkje vere større enn ${max}.`),
  );
}
const optionalInteger = (min: number, max: number, message?: string) => z.preprocess(blankToNull, integer(min, max, message).nullable()).optional();

/** The model year: checked against next year at the moment of validation. */
const year = z.preprocess(
  blankToNull,
  z
    .preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: PRODUCT_MESSAGES.integer }).int({ error: PRODUCT_MESSAGES.integer, abort: true }))
    .superRefine((y, ctx) => {
      const max = maxProductYear();
      if (y < PRODUCT_LIMITS.yearMin || y > max) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.year(max) });
    })
    .nullable(),
).optional();

/** A date: "YYYY-MM-DD" (Oslo midnight), an ISO date-time, or a Date; blank is null. */
const dateValue = z
  .preprocess(
    blankToNull,
    z
      .union([z.string(), z.date()], { error: PRODUCT_MESSAGES.date })
      .transform((v, ctx) => {
        let d: Date | null;
        if (v instanceof Date) d = v;
        else {
          const s = v.trim();
          const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
          d = parseDateTime(m ? `${s}T00:00` : s);
        }
        if (!d || !isInstantInRange(d)) {
          ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.date });
          return z.NEVER;
        }
        return d;
      })
      .nullable(),
  )
  .optional();

const optionalText = (max: number) => z.preprocess(blankToNull, lineText().max(max, maxLength(max)).nullable()).optional();

const oneOf = <T extends readonly string[]>(values: T, message: string, normalise: (v: unknown) => T[number] | null = (v) => (typeof v === 'string' && values.includes(v.trim()) ? v.trim() : null)) =>
  z
    .preprocess(blankToNull, z.unknown().transform((v, ctx) => {
      if (v === null) return null;
      const n = normalise(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n as T[number];
    }))
    .optional();

/** A relation: a global id (browser) or a database id (server); blank is null. */
const reference = z
  .preprocess(blankToNull, z.union([lineText().min(1).max(200), z.number().int().positive().max(MAX_DB_ID)], { error: PRODUCT_MESSAGES.reference }).nullable())
  .optional();

const optionalBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: PRODUCT_MESSAGES.boolean }).nullable()).optional();

/** "ek 39085" → "EK39085"; letters, digits and hyphens only. */
const licensePlate = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.replace(/\s+/g, '').toUpperCase()) : blankToNull(v)),
    lineText()
      .max(PRODUCT_LIMITS.licensePlate, maxLength(PRODUCT_LIMITS.licensePlate))
      .regex(/^[A-ZÆØÅ0-9-]+$/, PRODUCT_MESSAGES.plate)
      .nullable(),
  )
  .optional();

/** Four letters; each is checked against its ACRISS list on the server. */
const acriss = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : blankToNull(v)),
    z.string({ error: PRODUCT_MESSAGES.acriss }).regex(/^[A-Z]{4}$/, PRODUCT_MESSAGES.acriss).nullable(),
  )
  .optional();

/**
 * Every field of a product as staff edit it. Optional fields turn blank into null. Required fields are required by
 * `productFormSchemaFor` (some only for some categories), so this object is also the shape of a partial update.
 */
export const productFieldsSchema = z.object({
  name: z.preprocess(blankToNull, lineText().max(PRODUCT_LIMITS.name, maxLength(PRODUCT_LIMITS.name)).nullable()).optional(),
  description: z.preprocess(blankToNull, multiLineText().max(PRODUCT_LIMITS.description, maxLength(PRODUCT_LIMITS.description)).nullable()).optional(),
  categoryId: reference,
  status: oneOf(PRODUCT_STATUSES, PRODUCT_MESSAGES.status),
  isRentable: optionalBoolean,
  companyId: reference,
  companyIdManager: reference,
  locationId: reference,
  taxrate: z.preprocess(blankToNull, decimal({ min: 0, max: PRODUCT_LIMITS.taxrate, scale: 2 }).nullable()).optional(),
  accountingProductNumber: optionalText(PRODUCT_LIMITS.accountingProductNumber),
  licensePlate,
  make: optionalText(PRODUCT_LIMITS.make),
  model: optionalText(PRODUCT_LIMITS.model),
  year,
  color: optionalText(PRODUCT_LIMITS.color),
  vin: z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : blankToNull(v)), lineText().max(PRODUCT_LIMITS.vin, maxLength(PRODUCT_LIMITS.vin)).nullable()).optional(),
  odometerKm: optionalInteger(0, PRODUCT_LIMITS.odometerKm),
  odometerAt: dateValue,
  seatCapacity: optionalInteger(PRODUCT_LIMITS.seatsMin, PRODUCT_LIMITS.seatsMax, PRODUCT_MESSAGES.seats),
  ownershipType: oneOf(OWNERSHIP_TYPES, PRODUCT_MESSAGES.ownershipType),
  fuelType: oneOf(FUEL_TYPES, PRODUCT_MESSAGES.fuelType, normaliseFuel),
  driveshaft: oneOf(DRIVES, PRODUCT_MESSAGES.driveshaft, normaliseDrive),
  transmission: oneOf(TRANSMISSIONS, PRODUCT_MESSAGES.transmission, normaliseTransmission),
  acriss,
  co2EmissionsPerKm: optionalDecimal(PRODUCT_LIMITS.co2EmissionsPerKm),
  fuelTankLitre: optionalDecimal(PRODUCT_LIMITS.fuelTankLitre),
  fuelConsumption: optionalDecimal(PRODUCT_LIMITS.fuelConsumption),
  rangeKm: optionalInteger(0, PRODUCT_LIMITS.rangeKm),
  engineHp: optionalInteger(0, PRODUCT_LIMITS.engineHp),
  engineVolumeCm3: optionalInteger(0, PRODUCT_LIMITS.engineVolumeCm3),
  trailerHitchCapacityKg: optionalInteger(0, PRODUCT_LIMITS.trailerHitchCapacityKg),
  storageCapacityLitre: optionalDecimal(PRODUCT_LIMITS.storage),
  storageCapacityM3: optionalDecimal(PRODUCT_LIMITS.storage),
  vanType: oneOf(VAN_TYPES, PRODUCT_MESSAGES.vanType, (v) => (typeof v === 'string' ? (VAN_TYPES.find((t) => t === v.trim().toUpperCase()) ?? null) : null)),
  licenceClass: oneOf(LICENCE_CLASSES, PRODUCT_MESSAGES.licenceClass, (v) => (typeof v === 'string' ? (LICENCE_CLASSES.find((t) => t === v.trim().toUpperCase()) ?? null) : null)),
  lastPkkAt: dateValue,
  nextPkkAt: dateValue,
  isValidRentalcar: optionalBoolean,
  isValidRentalcarCheckedAt: dateValue,
  valuation: optionalDecimal(PRODUCT_LIMITS.valuation),
  valuationAt: dateValue,
  monthlyCostOwnership: optionalDecimal(PRODUCT_LIMITS.monthlyCost),
  monthlyCostInsurance: optionalDecimal(PRODUCT_LIMITS.monthlyCost),
  monthlyCostTireHotell: optionalDecimal(PRODUCT_LIMITS.monthlyCost),
  monthlyCostMaintenance: optionalDecimal(PRODUCT_LIMITS.monthlyCost),
  monthlyCostOther: optionalDecimal(PRODUCT_LIMITS.monthlyCost),
  monthlyCostDepreciation: optionalDecimal(PRODUCT_LIMITS.depreciation),
});
export type ProductFieldName = keyof typeof productFieldsSchema.shape;
export const PRODUCT_FIELDS = Object.keys(productFieldsSchema.shape) as ProductFieldName[];

/** What the category decides: the car-only fields and the transport fields. */
export interface ProductCategoryRules {
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
}

/** Required for every product (spec 3 section 5). */
export const ALWAYS_REQUIRED: readonly ProductFieldName[] = ['name', 'categoryId', 'taxrate', 'ownershipType'];
/**
 * Required for car categories: the licence plate, and the fields of the car-only Properties tab the spec marks
 * required (seats, fuel, ACRISS). A trailer or an accessory has no seats, fuel or ACRISS code.
 */
export const CAR_REQUIRED: readonly ProductFieldName[] = ['licensePlate', 'seatCapacity', 'fuelType', 'acriss'];
/** Required when the category requires transport between locations: owner, responsible company and location. */
export const TRANSPORT_REQUIRED: readonly ProductFieldName[] = ['companyId', 'companyIdManager', 'locationId'];

/** The fields the category makes required (the form marks them with *). */
export function requiredProductFields(category: ProductCategoryRules | null | undefined): ProductFieldName[] {
  return [...ALWAYS_REQUIRED, ...(category?.isCar ? CAR_REQUIRED : []), ...(category?.requireTransportationBetweenLocations ? TRANSPORT_REQUIRED : [])];
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The responsible company defaults to the owner (spec 3 section 4): fills an empty one, leaves a chosen one. */
export function withResponsibleCompanyDefault<T extends { companyId?: unknown; companyIdManager?: unknown }>(values: T): T {
  return isBlank(values.companyIdManager) && !isBlank(values.companyId) ? { ...values, companyIdManager: values.companyId } : values;
}

/**
 * Ticking "til utleige" makes the status rentable (spec 3 section 4); unticking a rentable vehicle makes it not
 * rentable. Any other status stays as chosen. `before` is the stored product (null on create).
 */
export function statusAfterRentableChange(
  before: { isRentable: boolean; status: ProductStatusName } | null,
  isRentable: boolean,
  status: ProductStatusName,
): ProductStatusName {
  const wasRentable = before ? before.isRentable : false;
  if (isRentable && !wasRentable) return 'rentable';
  if (!isRentable && wasRentable && status === 'rentable') return 'not_rentable';
  return status;
}

/**
 * The product form's schema for a category (null before one is chosen): every field's limit, the responsible
 * company defaulting to the owner, and the fields the category makes required. Defaults (status rentable, for
 * rent, VAT 25 %) are filled in. The server validates the whole product with it, on create and after an update's
 * changes are laid over the stored product.
 */
export function productFormSchemaFor(category: ProductCategoryRules | null | undefined) {
  const required = requiredProductFields(category);
  return z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? withProductDefaults(withResponsibleCompanyDefault(v as Record<string, unknown>)) : v),
    productFieldsSchema.superRefine(
      (values, ctx) => {
        for (const field of required) {
          if (isBlank((values as Record<string, unknown>)[field])) ctx.addIssue({ code: 'custom', path: [field], message: PRODUCT_MESSAGES.required });
        }
      },
      // Reported together with the other fields' errors, so the form marks every field at once.
      { when: () => true },
    ),
  );
}

/** Fills the defaults (status rentable, for rent, VAT 25 %) where the values leave them out. */
export function withProductDefaults<T extends Record<string, unknown>>(values: T): T {
  return {
    ...values,
    status: isBlank(values.status) ? PRODUCT_DEFAULTS.status : values.status,
    isRentable: values.isRentable === undefined || values.isRentable === null ? PRODUCT_DEFAULTS.isRentable : values.isRentable,
    taxrate: values.taxrate === undefined ? PRODUCT_DEFAULTS.taxrate : values.taxrate,
  };
}

/** The form's schema before the category is known (only the category-independent rules). */
export const productFormSchema = productFormSchemaFor(null);
export type ProductFormInput = z.input<typeof productFieldsSchema>;
export type ProductFormValues = z.output<typeof productFieldsSchema> & { status: ProductStatusName; isRentable: boolean };

/** A new product's form values (empty fields are null; the form shows them blank). */
export const productFormDefaults: Record<ProductFieldName, unknown> = {
  ...(Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, null])) as Record<ProductFieldName, unknown>),
  status: PRODUCT_DEFAULTS.status,
  isRentable: PRODUCT_DEFAULTS.isRentable,
  taxrate: PRODUCT_DEFAULTS.taxrate,
};

/** The ACRISS positions in order, as the letter lists name them. */
export const ACRISS_POSITIONS = ['category', 'type', 'transmission', 'fuel'] as const;

/** The letters of a code that are not in their position's list (1-based positions). */
export function unknownAcrissLetters(code: string, lists: Record<(typeof ACRISS_POSITIONS)[number], readonly string[]>): { letter: string; position: number }[] {
  return ACRISS_POSITIONS.flatMap((pos, i) => {
    const letter = code[i] ?? '';
    return lists[pos].includes(letter) ? [] : [{ letter, position: i + 1 }];
  });
}

/** "Produktet er i bruk av booking 0012 og 0040. Set det til ikkje til utleige i staden." */
/** Deleting a vehicle its class needs: a booking would be left without one (the same refusal as taking it out of rent). */
export function productNeededMessage(vehicleClass: string, booking: string | null): string {
  return `Klassen ${vehicleClass} treng køyretøyet${booking ? ` til booking ${booking}` : ''}: utan det får klassen fleire bookingar enn bilar. Set det til ikkje til utleige i staden, eller gi bookingen eit anna køyretøy først.`;
}

export function productInUseMessage(bookingNumbers: readonly string[]): string {
  const list = bookingNumbers.length > 1 ? `${bookingNumbers.slice(0, -1).join(', ')} og ${bookingNumbers.at(-1)}` : (bookingNumbers[0] ?? '');
  return `Produktet er tildelt ${bookingNumbers.length === 1 ? 'booking' : 'bookingane'} ${list}, som ikkje er avslutta. Set det til ikkje til utleige i staden.`;
}

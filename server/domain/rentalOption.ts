/**
 * A rental product's (rentaloption's) fields as staff edit them (spec 3 sections 3, 4, 5 and 9): limits, defaults,
 * the category-change reactions and the zod schemas. The server validates every write with these schemas and the
 * admin form validates with the very same ones, so a field rule is written once.
 *
 * Relations (category, owner, location, tag type, uploaded image) are references: the admin form holds global ids
 * (strings), the services database ids (numbers); the schema accepts both and the service resolves them.
 */
import { z } from 'zod';
import { lineText, multiLineText, requiredField } from './fields.ts';
import { PRICE_INPUT_PATTERN } from './priceInput.ts';
import { decimalText } from './decimalInput.ts';
import { formatKr, toOre } from './money.ts';
import { PRICE_KEYS, quote, type BreakdownLine, type CustomerType, type PriceFields, type PriceKey, type Quote } from './pricing.ts';
import { addLocalDays, fromOsloLocal, osloParts, weekdayOf, WEEKDAYS } from './time.ts';
import { MAX_DB_ID } from './lists.ts';
import { shortageNote, shortageReason } from './shortage.ts';
import { capitalise } from './text.ts';
import type { AccountKind } from './roles.ts';

export const RENTAL_OPTION_STATUSES = ['draft', 'private', 'public', 'archived'] as const;
export type RentalOptionStatusName = (typeof RENTAL_OPTION_STATUSES)[number];

/** Norwegian labels of the statuses (spec 3 section 4). */
export const RENTAL_OPTION_STATUS_LABELS: Record<RentalOptionStatusName, string> = {
  draft: 'Kladd',
  private: 'Privat',
  public: 'Publisert',
  archived: 'Arkivert',
};

/** The price fields of one customer type, in the order the form shows them (spec 3 "Price fields"). */
export const PRICE_FIELD_KEYS = [...PRICE_KEYS, 'damageDeductible'] as const;
export type PriceFieldKey = (typeof PRICE_FIELD_KEYS)[number];
/** `pricePrivateDay`, `priceBusinessDamageDeductible`, … (22 fields). */
export const PRICE_FIELDS = [
  ...PRICE_FIELD_KEYS.map((k) => `pricePrivate${capitalise(k)}` as const),
  ...PRICE_FIELD_KEYS.map((k) => `priceBusiness${capitalise(k)}` as const),
] as const;
export type PriceField = `pricePrivate${Capitalize<PriceFieldKey>}` | `priceBusiness${Capitalize<PriceFieldKey>}`;
export const priceField = (kind: 'private' | 'business', key: PriceFieldKey | PriceKey) =>
  `price${kind === 'private' ? 'Private' : 'Business'}${capitalise(key)}` as PriceField;

/** Mileage limits (km included per day, weekend, week, month), private and business. */
export const MILEAGE_FIELDS = [
  'mileagePrivateDay',
  'mileagePrivateWeekend',
  'mileagePrivateWeek',
  'mileagePrivateMonth',
  'mileageBusinessDay',
  'mileageBusinessWeekend',
  'mileageBusinessWeek',
  'mileageBusinessMonth',
] as const;
export type MileageField = (typeof MILEAGE_FIELDS)[number];

/** Maximum lengths (characters) and sizes; the form shows a counter where a maximum is set. */
export const RENTAL_OPTION_LIMITS = {
  title: 100,
  description: 2000,
  image: 500,
  imageAltText: 250,
  tagValue: 100,
  tags: 30,
  maxAmount: 999,
  /** numeric(12,2) */
  price: 9_999_999_999.99,
  mileage: 9_999_999,
  vatFactorMax: 0.9999,
} as const;

/** Defaults of a new rental product (spec 3 section 9). */
export const RENTAL_OPTION_DEFAULTS = {
  status: 'draft' as RentalOptionStatusName,
  maxAmount: 1,
  vatFactor: '0.2',
  /** The VAT factor a car category resets to (spec 3 section 4). */
  carVatFactor: '0.2',
} as const;

export const RENTAL_OPTION_MESSAGES = {
  required: 'Må fyllast ut.',
  requiredForm: 'Felt merka med * må fyllast ut.',
  status: 'Ukjend status.',
  number: 'Må vere eit tal.',
  integer: 'Må vere eit heiltal.',
  boolean: 'Må vere true eller false.',
  price: 'Skriv beløpet med siffer, og høgst 2 desimalar (t.d. 590 eller 590,50).',
  priceMin: 'Kan ikkje vere mindre enn 0.',
  maxAmount: 'Maks per bestilling må vere minst 1.',
  vatFactor: 'MVA-faktoren må vere eit tal frå 0 til under 1 (0,2 er 25 % MVA), med høgst 4 desimalar.',
  category: 'Vel kategori.',
  image: 'Vel eit bilete: eit ikon (fa-…), ei nettadresse eller last opp eit bilete.',
  imageFormat: 'Biletet må vere eit ikonnamn som byrjar på fa (t.d. fa-car) eller ei nettadresse (https://…).',
  acriss: 'ACRISS-koden er fire bokstavar, ein frå kvar liste (t.d. EDMV).',
  acrissRequired: 'ACRISS må fyllast ut for bilkategoriar.',
  acrissNotCar: 'ACRISS gjeld berre bilkategoriar.',
  owner: 'Vel eigar.',
  /**
   * A vehicle class moved to another company, or given a vehicle, while another company's active bookings would hold
   * it (bookingMayHoldClass).
   */
  ownerHeldByBookings: (numbers: readonly string[], more: number) =>
    `Aktive bookingar i eit anna selskap ville då halde leieproduktet (${numbers.join(', ')}${more > 0 ? ` og ${more} til` : ''}), og ein booking kan berre ha leieprodukt frå sitt eige selskap. Avslutt bookingane eller gje dei ein annan bil eller klasse først.`,
  location: 'Vel lokasjon.',
  noTransport: 'Kategorien treng ikkje transport mellom lokasjonar, så leieproduktet har ingen eigar eller lokasjon.',
  requestedNoTransport: 'Kan berre bestillast frå annan lokasjon når kategorien treng transport mellom lokasjonar.',
  digitalTransport: '«Berre digitalt» gjeld berre kategoriar utan transport.',
  tagType: 'Vel tag-type.',
  tagValue: 'Skriv ein verdi.',
  tagTwice: 'Tag-typen står to gonger i lista.',
  tooManyTags: `Høgst ${RENTAL_OPTION_LIMITS.tags} taggar.`,
  reference: 'Ugyldig id.',
  conflict: 'Leieproduktet er endra av nokon andre sidan du opna det. Last inn på nytt.',
  notFound: 'Fann ikkje leieproduktet.',
  saved: 'Endringene er lagret',
  noChanges: 'Ingen endringar',
  deleteFailed: 'Kunne ikkje slette produktet',
  otherClass: 'Køyretøyet høyrer alt til ein annan køyretøyklasse.',
  /** A vehicle the staff member can read but not hand out: no role of theirs where it stands may change rental products. */
  vehicleNotYours: 'Du har ikkje lov til å leggje dette køyretøyet i klassen: det høyrer ikkje til ein konto der rolla di kan endre leieprodukt.',
  notVehicleClass: 'Berre leieprodukt i ein kategori med transport mellom lokasjonar (køyretøyklassar) har køyretøy.',
  /**
   * A change that takes vehicles from a class (out of it, to another class, the class to another location or category)
   * while a booking then lacks one; `field` is the field of the change (CLASS_SHORTAGE, may be accepted).
   */
  classOversold: (field: ShortageField, vehicleClass: string, booking: string | null) =>
    `${SHORTAGE_LEAD[field]}: ${shortageReason(vehicleClass, booking)}`,
  /** The history's note when staff made the change anyway (acceptShortage). */
  shortageAccepted: (vehicleClass: string, booking: string | null) =>
    shortageNote('Lagra', vehicleClass, booking),
} as const;

/** The rental-product fields whose change can take vehicles from a class (RENTAL_OPTION_MESSAGES.classOversold). */
export type ShortageField = 'productIds' | 'categoryId' | 'locationId' | 'canBeRequestedFromOtherLocation';

const SHORTAGE_LEAD: Record<ShortageField, string> = {
  productIds: 'Kan ikkje ta køyretøyet ut av klassen no',
  categoryId: 'Kan ikkje gi klassen ein kategori utan køyretøy no',
  locationId: 'Kan ikkje flytte klassen til ein annan lokasjon no',
  canBeRequestedFromOtherLocation: 'Kan ikkje slutte å hente køyretøy frå andre lokasjonar no',
};

export const maxLength = (n: number) => `Høgst ${n} teikn.`;

/** What a category decides for the form (spec 3 section 4). */
export interface CategoryTraits {
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
}

/**
 * Whether staff acting in an account of `kind` may place a rental product of this category: an add-on without
 * transport (insurance, accessory, extra driver) belongs to the whole site, so only a network or site account places
 * one; a vehicle class belongs to a location, placed by any account in its own scope. Server and form share it, so
 * the form never offers a category whose save the server refuses.
 */
export function accountMayPlaceCategory(kind: AccountKind | (string & {}), category: Pick<CategoryTraits, 'requireTransportationBetweenLocations'>): boolean {
  return category.requireTransportationBetweenLocations || kind === 'network' || kind === 'site';
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A reference to another record: a global id (the form) or a database id (the services). */
export const referenceSchema = z.union(
  [z.string().trim().min(1, RENTAL_OPTION_MESSAGES.reference).max(200, RENTAL_OPTION_MESSAGES.reference), z.number().int(RENTAL_OPTION_MESSAGES.reference).positive(RENTAL_OPTION_MESSAGES.reference).max(MAX_DB_ID, RENTAL_OPTION_MESSAGES.reference)],
  { error: RENTAL_OPTION_MESSAGES.reference },
);
export type Reference = z.output<typeof referenceSchema>;
const optionalReference = z.preprocess(blankToNull, referenceSchema.nullable()).optional();
const requiredReference = (message: string) => requiredField(referenceSchema, message);

/** A price as typed: digits with an optional point or comma and at most 2 decimals, ≥ 0; blank = not offered. */
const priceValue = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : blankToNull(v)),
  z
    .string({ error: RENTAL_OPTION_MESSAGES.price })
    .trim()
    .transform((s, ctx) => {
      if (/^-\d/.test(s)) {
        ctx.addIssue({ code: 'custom', message: RENTAL_OPTION_MESSAGES.priceMin });
        return z.NEVER;
      }
      if (!PRICE_INPUT_PATTERN.test(s)) {
        ctx.addIssue({ code: 'custom', message: RENTAL_OPTION_MESSAGES.price });
        return z.NEVER;
      }
      const n = Number(s.replace(',', '.'));
      if (n > RENTAL_OPTION_LIMITS.price) ctx.addIssue({ code: 'custom', message: `Kan ikkje vere større enn ${decimalText(RENTAL_OPTION_LIMITS.price)}.` });
      return s.replace(',', '.');
    })
    .nullable(),
).optional();

/** A whole number of km (0 … 9 999 999); blank = no limit. */
const mileageValue = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToNull(v)),
    z
      .number({ error: RENTAL_OPTION_MESSAGES.integer })
      .int(RENTAL_OPTION_MESSAGES.integer)
      .min(0, 'Kan ikkje vere mindre enn 0.')
      .max(RENTAL_OPTION_LIMITS.mileage, `Kan ikkje vere større enn ${RENTAL_OPTION_LIMITS.mileage}.`)
      .nullable(),
  )
  .optional();

const maxAmountValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: RENTAL_OPTION_MESSAGES.maxAmount })
    .int(RENTAL_OPTION_MESSAGES.integer)
    .min(1, RENTAL_OPTION_MESSAGES.maxAmount)
    .max(RENTAL_OPTION_LIMITS.maxAmount, `Kan ikkje vere større enn ${RENTAL_OPTION_LIMITS.maxAmount}.`),
);

const vatFactorValue = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: RENTAL_OPTION_MESSAGES.vatFactor })
    .trim()
    .transform((s) => s.replace(',', '.'))
    .refine((s) => /^\d+(\.\d{1,4})?$/.test(s) && Number(s) >= 0 && Number(s) < 1, RENTAL_OPTION_MESSAGES.vatFactor),
);

const bool = z.boolean({ error: RENTAL_OPTION_MESSAGES.boolean });

/** "fa-car", "fa-solid fa-car-side", "https://…", or a path on this site ("/uploads/12"). */
export function isValidImageName(value: string): boolean {
  const v = value.trim();
  if (/^fa[a-z0-9-]*( fa[a-z0-9-]*)*$/.test(v)) return true;
  if (/^\/(?!\/)\S*$/.test(v)) return true;
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !/\s/.test(v);
  } catch {
    return false;
  }
}
/** True when the image is a Font Awesome icon name rather than a picture. */
export const isIconName = (value: string | null | undefined) => !!value && /^fa/.test(value.trim());

const imageValue = z
  .preprocess(blankToNull, lineText().max(RENTAL_OPTION_LIMITS.image, maxLength(RENTAL_OPTION_LIMITS.image)).refine(isValidImageName, RENTAL_OPTION_MESSAGES.imageFormat).nullable())
  .optional();

const acrissValue = z
  .preprocess(
    blankToNull,
    z
      .string({ error: RENTAL_OPTION_MESSAGES.acriss })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}$/, RENTAL_OPTION_MESSAGES.acriss)
      .nullable(),
  )
  .optional();

/** One tag row: the tag type, its value and whether the shop highlights it. */
export const rentalOptionTagSchema = z.object({
  tagId: requiredReference(RENTAL_OPTION_MESSAGES.tagType),
  value: lineText(RENTAL_OPTION_MESSAGES.tagValue).min(1, RENTAL_OPTION_MESSAGES.tagValue).max(RENTAL_OPTION_LIMITS.tagValue, maxLength(RENTAL_OPTION_LIMITS.tagValue)),
  highlight: bool.default(false),
});
export type RentalOptionTagValue = z.output<typeof rentalOptionTagSchema>;

/** The ordered tag rows (the order is the list's order); a tag type at most once. */
export const rentalOptionTagsSchema = z
  .array(rentalOptionTagSchema, { error: 'Må vere ei liste over taggar.' })
  .max(RENTAL_OPTION_LIMITS.tags, RENTAL_OPTION_MESSAGES.tooManyTags)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = String(r.tagId);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'tagId'], message: RENTAL_OPTION_MESSAGES.tagTwice });
      seen.add(key);
    });
  });

const priceShape = Object.fromEntries(PRICE_FIELDS.map((f) => [f, priceValue])) as Record<PriceField, typeof priceValue>;
const mileageShape = Object.fromEntries(MILEAGE_FIELDS.map((f) => [f, mileageValue])) as Record<MileageField, typeof mileageValue>;

/**
 * Every field of a rental product as staff edit it. Required fields refuse blank; optional ones turn blank into
 * null (a blank price is not offered). Used whole for create and with only the given fields for update.
 */
export const rentalOptionFieldsSchema = z.object({
  title: lineText(RENTAL_OPTION_MESSAGES.required).min(1, RENTAL_OPTION_MESSAGES.required).max(RENTAL_OPTION_LIMITS.title, maxLength(RENTAL_OPTION_LIMITS.title)),
  description: z.preprocess(blankToNull, multiLineText().max(RENTAL_OPTION_LIMITS.description, maxLength(RENTAL_OPTION_LIMITS.description)).nullable()).optional(),
  titleEn: z.preprocess(blankToNull, lineText().max(RENTAL_OPTION_LIMITS.title, maxLength(RENTAL_OPTION_LIMITS.title)).nullable()).optional(),
  descriptionEn: z.preprocess(blankToNull, multiLineText().max(RENTAL_OPTION_LIMITS.description, maxLength(RENTAL_OPTION_LIMITS.description)).nullable()).optional(),
  status: z.enum(RENTAL_OPTION_STATUSES, { error: RENTAL_OPTION_MESSAGES.status }),
  acriss: acrissValue,
  image: imageValue,
  imageUploadId: optionalReference,
  imageAltText: z.preprocess(blankToNull, lineText().max(RENTAL_OPTION_LIMITS.imageAltText, maxLength(RENTAL_OPTION_LIMITS.imageAltText)).nullable()).optional(),
  imageAltTextEn: z.preprocess(blankToNull, lineText().max(RENTAL_OPTION_LIMITS.imageAltText, maxLength(RENTAL_OPTION_LIMITS.imageAltText)).nullable()).optional(),
  categoryId: requiredReference(RENTAL_OPTION_MESSAGES.category),
  companyId: optionalReference,
  locationId: optionalReference,
  canBeRequestedFromOtherLocation: bool,
  isDigital: bool,
  samePricePrivateBusiness: bool,
  nodailyprice: bool,
  maxAmount: maxAmountValue,
  vatFactor: vatFactorValue,
  ...priceShape,
  mileageSameForBoth: bool,
  ...mileageShape,
  tags: rentalOptionTagsSchema,
});

const withDefault = <T extends z.ZodType>(schema: T, value: unknown) => z.preprocess((v) => (v === undefined || v === null || v === '' ? value : v), schema);

/** Image: an icon name or URL, or an uploaded image (spec 3 section 5: required). */
const imageGiven = (v: { image?: string | null; imageUploadId?: Reference | null }) => !!v.image || v.imageUploadId != null;

/**
 * The form's schema (create and duplicate): every required field present, defaults filled in for the ones with a
 * default (status draft, max per booking 1, VAT factor 0.2, flags false, no tags). Category-dependent rules are in
 * `rentalOptionFormSchemaFor`.
 */
export const rentalOptionFormSchema = rentalOptionFieldsSchema
  .extend({
    status: withDefault(rentalOptionFieldsSchema.shape.status, RENTAL_OPTION_DEFAULTS.status),
    maxAmount: withDefault(rentalOptionFieldsSchema.shape.maxAmount, RENTAL_OPTION_DEFAULTS.maxAmount),
    vatFactor: withDefault(rentalOptionFieldsSchema.shape.vatFactor, RENTAL_OPTION_DEFAULTS.vatFactor),
    canBeRequestedFromOtherLocation: bool.default(false),
    isDigital: bool.default(false),
    samePricePrivateBusiness: bool.default(false),
    nodailyprice: bool.default(false),
    mileageSameForBoth: bool.default(true),
    tags: rentalOptionTagsSchema.default([]),
  })
  .superRefine(
    (v, ctx) => {
      if (v && typeof v === 'object' && !imageGiven(v)) ctx.addIssue({ code: 'custom', path: ['image'], message: RENTAL_OPTION_MESSAGES.image });
    },
    // Reported together with the other fields' errors (zod skips a refinement after any issue otherwise).
    { when: () => true },
  );
export type RentalOptionFormInput = z.input<typeof rentalOptionFormSchema>;
export type RentalOptionFormValues = z.output<typeof rentalOptionFormSchema>;

/** Options of the category-dependent rules. */
export interface CategoryRuleOptions {
  /** The owner is chosen in the form (network and site scope); otherwise it is the staff member's own company. */
  chooseOwner: boolean;
}

/**
 * The category's rules on complete values (spec 3 section 5): ACRISS required for car categories and absent
 * otherwise; owner (when chosen) and location required when the category needs transport between locations, and
 * absent, with "can be requested from another location" off, when it does not; "digital only" only without transport.
 */
export function categoryIssues(
  v: Partial<Pick<RentalOptionFormValues, 'acriss' | 'companyId' | 'locationId' | 'canBeRequestedFromOtherLocation' | 'isDigital'>>,
  category: CategoryTraits,
  options: CategoryRuleOptions,
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (category.isCar && !v.acriss) out.push({ field: 'acriss', message: RENTAL_OPTION_MESSAGES.acrissRequired });
  if (!category.isCar && v.acriss) out.push({ field: 'acriss', message: RENTAL_OPTION_MESSAGES.acrissNotCar });
  if (category.requireTransportationBetweenLocations) {
    if (options.chooseOwner && v.companyId == null) out.push({ field: 'companyId', message: RENTAL_OPTION_MESSAGES.owner });
    if (v.locationId == null) out.push({ field: 'locationId', message: RENTAL_OPTION_MESSAGES.location });
    if (v.isDigital) out.push({ field: 'isDigital', message: RENTAL_OPTION_MESSAGES.digitalTransport });
  } else {
    if (v.companyId != null) out.push({ field: 'companyId', message: RENTAL_OPTION_MESSAGES.noTransport });
    if (v.locationId != null) out.push({ field: 'locationId', message: RENTAL_OPTION_MESSAGES.noTransport });
    if (v.canBeRequestedFromOtherLocation) out.push({ field: 'canBeRequestedFromOtherLocation', message: RENTAL_OPTION_MESSAGES.requestedNoTransport });
  }
  return out;
}

/** The form's schema with the chosen category's rules (the client validates with this; the server does too). */
export function rentalOptionFormSchemaFor(category: CategoryTraits | null, options: CategoryRuleOptions = { chooseOwner: true }) {
  return rentalOptionFormSchema.superRefine(
    (v, ctx) => {
      if (!category || !v || typeof v !== 'object') return;
      for (const issue of categoryIssues(v, category, options)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    },
    // With the other fields' errors in one answer: a missing image does not hide a missing ACRISS, owner or location.
    { when: () => true },
  );
}

/** Update: only the given fields change; a required field cannot be cleared. */
export const rentalOptionPatchSchema = rentalOptionFieldsSchema.partial();
export type RentalOptionPatch = z.output<typeof rentalOptionPatchSchema>;

/** The values of a new, empty form (all prices blank, every flag off, no tags). */
export const rentalOptionFormDefaults = {
  title: '',
  description: '',
  titleEn: '',
  descriptionEn: '',
  status: RENTAL_OPTION_DEFAULTS.status,
  acriss: '',
  image: '',
  imageUploadId: null as Reference | null,
  imageAltText: '',
  imageAltTextEn: '',
  categoryId: '' as Reference | '',
  companyId: '' as Reference | '',
  locationId: '' as Reference | '',
  canBeRequestedFromOtherLocation: false,
  isDigital: false,
  samePricePrivateBusiness: false,
  nodailyprice: false,
  maxAmount: RENTAL_OPTION_DEFAULTS.maxAmount as number | string,
  vatFactor: RENTAL_OPTION_DEFAULTS.vatFactor as string,
  ...(Object.fromEntries(PRICE_FIELDS.map((f) => [f, ''])) as Record<PriceField, string>),
  mileageSameForBoth: true,
  ...(Object.fromEntries(MILEAGE_FIELDS.map((f) => [f, ''])) as Record<MileageField, string | number>),
  tags: [] as { tagId: Reference | ''; value: string; highlight: boolean }[],
};
export type RentalOptionFormDefaults = typeof rentalOptionFormDefaults;

/** The fields the category reactions touch. */
export interface CategoryDependentValues {
  acriss?: string | null;
  companyId?: Reference | '' | null;
  locationId?: Reference | '' | null;
  canBeRequestedFromOtherLocation?: boolean;
  maxAmount?: number | string;
  vatFactor?: string | number;
  isDigital?: boolean;
}

/** A cleared value of the same kind as the old one: '' for a form's text, null otherwise. */
const cleared = (v: unknown) => (typeof v === 'string' ? '' : null);

/**
 * The reaction to a category change (spec 3 section 4), exactly, as a pure function: the form calls it when the
 * category select changes, the server applies it when a save changes the category.
 *
 * - not a car category: ACRISS is cleared;
 * - no transport between locations: owner and location are cleared, "can be requested from another location"
 *   becomes false and max per booking becomes 1;
 * - a car category: the VAT factor becomes 0.2;
 * - "digital only" is kept only for categories that need no transport.
 */
export function applyCategoryChange<T extends CategoryDependentValues>(values: T, category: CategoryTraits): T {
  const next: CategoryDependentValues = { ...values };
  if (!category.isCar) next.acriss = cleared(values.acriss) as string | null;
  if (!category.requireTransportationBetweenLocations) {
    next.companyId = cleared(values.companyId) as '' | null;
    next.locationId = cleared(values.locationId) as '' | null;
    next.canBeRequestedFromOtherLocation = false;
    next.maxAmount = typeof values.maxAmount === 'string' ? '1' : 1;
  }
  if (category.isCar) next.vatFactor = typeof values.vatFactor === 'number' ? Number(RENTAL_OPTION_DEFAULTS.carVatFactor) : RENTAL_OPTION_DEFAULTS.carVatFactor;
  if (category.requireTransportationBetweenLocations) next.isDigital = false;
  return next as T;
}

/** The fields a history entry compares (every stored field; tags as "slug: value (*)" lines, vehicles as ids). */
export const RENTAL_OPTION_HISTORY_FIELDS = [
  ...Object.keys(rentalOptionFieldsSchema.shape).filter((k) => k !== 'tags'),
  'tags',
  'productIds',
] as string[];

/** "Leieproduktet er i bruk av 2 komande bookingar (000123, 000130). Arkiver det i staden." */
export function inUseMessage(bookingNumbers: readonly string[]): string {
  const n = bookingNumbers.length;
  const shown = bookingNumbers.slice(0, 10).join(', ') + (n > 10 ? ' …' : '');
  return `Leieproduktet er i bruk av ${n} ${n === 1 ? 'komande booking' : 'komande bookingar'} (${shown}). Arkiver det i staden.`;
}

/** "Køyretøyet høyrer alt til «Småbil». Flytt det dit frå …" for the vehicles tab. */
/**
 * The comment on a vehicle's own history when it joins, leaves or moves between vehicle classes (rental products the
 * shop counts it in): `from` and `to` are the classes' titles, null for none. `why` tells why it left (the class was
 * deleted, or is no longer a vehicle class).
 */
export function vehicleClassChangeComment(from: string | null, to: string | null, why?: string): string {
  if (from !== null && to !== null) return `Flytta frå leigeproduktet «${from}» til «${to}»`;
  if (to !== null) return `Lagt til i leigeproduktet «${to}»`;
  return `Teke ut av leigeproduktet «${from ?? ''}»${why ? `: ${why}` : ''}`;
}

export function otherClassMessage(vehicle: string, otherClass: string): string {
  return `${vehicle} høyrer alt til køyretøyklassen «${otherClass}». Vel «Flytt hit» for å flytte det.`;
}

/**
 * Whether a vehicle of `productCategoryId` may stand in a vehicle class of `classCategoryId` (spec 3 sections 1 and 3:
 * a rental product is a rental vehicle class and product categories classify both): only in a class of its own
 * category, so the shop never counts or hands out a trailer as a "Småbil". Every way a vehicle comes to stand in a
 * class keeps it: putting it in, changing its category, changing the class's category.
 */
export const vehicleFitsClass = (productCategoryId: number, classCategoryId: number) => productCategoryId === classCategoryId;

/** The refusals of vehicleFitsClass, one per way in; names are the vehicle's, the class's and the categories' titles. */
export const CLASS_CATEGORY_MESSAGES = {
  /** Putting a vehicle of another category in a class (the vehicles tab's "Legg til"), on `productIds.N`. */
  vehicleAdded: (vehicle: string, vehicleCategory: string, vehicleClass: string, classCategory: string) =>
    `${vehicle} er i kategorien «${vehicleCategory}», men køyretøyklassen «${vehicleClass}» er for kategorien «${classCategory}». Berre køyretøy i same kategori som klassen kan leggjast til.`,
  /** Changing the category of a vehicle that stands in a class of its old category, on `categoryId`. */
  vehicleCategoryChanged: (vehicleClass: string, classCategory: string) =>
    `Køyretøyet står i køyretøyklassen «${vehicleClass}», som er for kategorien «${classCategory}». Ta det ut av klassen før du byter kategori.`,
  /** Changing a class's category to another vehicle category while it holds vehicles of another, on `categoryId`. */
  classCategoryChanged: (vehicles: readonly string[], more: number) =>
    `Køyretøyklassen har køyretøy i ein annan kategori (${vehicles.join(', ')}${more > 0 ? ` og ${more} til` : ''}). Ta dei ut av klassen før du byter kategori.`,
} as const;

/** The days the price preview shows (spec: 1, 3, 7 and 30 days). */
export const PRICE_PREVIEW_DAYS = [1, 3, 7, 30] as const;

/** The unsaved form's price fields, flags and VAT factor, as the preview reads them. */
export type PricePreviewInput = Partial<Record<PriceField, string | number | null>> & {
  samePricePrivateBusiness?: boolean | null;
  nodailyprice?: boolean | null;
  vatFactor?: string | number | null;
};

/** One row of the preview: a length and customer type, priced by the shop's engine. */
export interface PricePreviewRow {
  days: number;
  customerKind: CustomerType;
  quote: Quote;
}

/**
 * The preview's pick-up: the next Monday 10:00 (Oslo) at least a day ahead, so 1, 3, 7 and 30 days are plain
 * weekday rentals (a weekend price applies only to a rental inside a weekend) and every length starts the same way.
 */
export function previewPickup(now: Date): Date {
  let day = addLocalDays(osloParts(now), 1);
  while (weekdayOf(day) !== WEEKDAYS[0]) day = addLocalDays(day, 1);
  return fromOsloLocal({ year: day.year, month: day.month, day: day.day, hour: 10, minute: 0 });
}

/** The same wall-clock time `days` days after `pickup` (Oslo; a DST change does not shift the hour). */
export function previewDropoff(pickup: Date, days: number): Date {
  const p = osloParts(pickup);
  const d = addLocalDays(p, days);
  return fromOsloLocal({ year: d.year, month: d.month, day: d.day, hour: p.hour, minute: p.minute });
}

/**
 * Prices for 1, 3, 7 and 30 days, private and business, from the form's (unsaved) price fields: the engine of
 * server/domain/pricing.ts the shop prices with, fed exactly as the shop feeds it from the saved row. Invalid or blank
 * fields count as not offered (the form shows their own messages).
 */
export function pricePreview(input: PricePreviewInput, pickup: Date): PricePreviewRow[] {
  const ore = (v: unknown): number | null => {
    if (v === null || v === undefined || v === '') return null;
    const s = String(v).trim();
    return PRICE_INPUT_PATTERN.test(s) ? toOre(s) : null;
  };
  const pick = (kind: 'private' | 'business') => Object.fromEntries(PRICE_KEYS.map((k) => [k, ore(input[priceField(kind, k)])])) as PriceFields;
  const vat = Number(String(input.vatFactor ?? RENTAL_OPTION_DEFAULTS.vatFactor).replace(',', '.'));
  const option = {
    private: pick('private'),
    business: pick('business'),
    samePricePrivateBusiness: !!input.samePricePrivateBusiness,
    vatFactor: Number.isFinite(vat) && vat >= 0 && vat < 1 ? vat : Number(RENTAL_OPTION_DEFAULTS.vatFactor),
    nodailyprice: !!input.nodailyprice,
  };
  const rows: PricePreviewRow[] = [];
  for (const days of PRICE_PREVIEW_DAYS) {
    const dropoff = previewDropoff(pickup, days);
    for (const customerKind of ['private', 'business'] as const) rows.push({ days, customerKind, quote: quote(option, pickup, dropoff, customerKind) });
  }
  return rows;
}

const UNIT_LABELS: Record<BreakdownLine['unit'], [one: string, many: string]> = {
  month: ['månad', 'månader'],
  week: ['veke', 'veker'],
  weekend: ['helg', 'helger'],
  day: ['døgn', 'døgn'],
  hour: ['time', 'timar'],
  fixed: ['fast pris', 'fast pris'],
  onetime: ['eingongsgebyr', 'eingongsgebyr'],
  day_minimum: ['minstepris per døgn', 'minstepris per døgn'],
  day_maximum: ['makspris per døgn', 'makspris per døgn'],
  total_minimum: ['minstepris totalt', 'minstepris totalt'],
  total_maximum: ['makspris totalt', 'makspris totalt'],
};

/** A breakdown line as staff read it: "3 døgn à 590,00 kr", "Eingongsgebyr", "Makspris totalt 1 200,00 kr". */
export function priceLineLabel(line: BreakdownLine): string {
  const [one, many] = UNIT_LABELS[line.unit];
  if (['month', 'week', 'weekend', 'day', 'hour'].includes(line.unit)) return `${line.count} ${line.count === 1 ? one : many} à ${formatKr(line.unitPrice)}`;
  if (line.unit === 'fixed' || line.unit === 'onetime') return capitalise(one);
  const perDay = line.unit === 'day_minimum' || line.unit === 'day_maximum';
  return `${capitalise(one)} ${formatKr(line.unitPrice)}${perDay ? ` × ${line.count}` : ''}`;
}

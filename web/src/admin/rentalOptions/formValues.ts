/** The rental product form's values (what the inputs hold, all text) and their conversion from and to the API. */
import { priceInputText } from '@domain/priceInput.ts';
import { normaliseTagValue } from '@domain/tags.ts';
import type { RentalOptionForm_rentalOption$data } from '../../__generated__/RentalOptionForm_rentalOption.graphql';
import { decimalInputText } from '@domain/decimalInput.ts';
import { decimal, kr } from '../kit/format.ts';

/** The price kinds of spec 3 "Price fields", in the order the Pricing tab shows them. */
export const PRICE_KINDS = ['Hour', 'Day', 'Weekend', 'Week', 'Month', 'Onetime', 'TotalMinimum', 'TotalMaximum', 'DayMinimum', 'DayMaximum', 'DamageDeductible'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const CUSTOMER_KINDS = ['Private', 'Business'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export type PriceFieldName = `price${CustomerKind}${PriceKind}`;

export const MILEAGE_KINDS = ['Day', 'Weekend', 'Week', 'Month'] as const;
export type MileageFieldName = `mileage${CustomerKind}${(typeof MILEAGE_KINDS)[number]}`;

export const PRICE_FIELDS = CUSTOMER_KINDS.flatMap((c) => PRICE_KINDS.map((k) => `price${c}${k}` as PriceFieldName));
export const MILEAGE_FIELDS = CUSTOMER_KINDS.flatMap((c) => MILEAGE_KINDS.map((k) => `mileage${c}${k}` as MileageFieldName));

export interface TagRow {
  tagId: string;
  value: string;
  highlight: boolean;
}

export type RentalOptionFormFields = {
  image: string;
  /** Global id of the uploaded image, or ''. */
  imageUploadId: string;
  imageAltText: string;
  status: string;
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  imageAltTextEn: string;
  acriss: string;
  categoryId: string;
  companyId: string;
  locationId: string;
  canBeRequestedFromOtherLocation: boolean;
  isDigital: boolean;
  samePricePrivateBusiness: boolean;
  nodailyprice: boolean;
  maxAmount: string;
  vatFactor: string;
  mileageSameForBoth: boolean;
  tags: TagRow[];
} & Record<PriceFieldName, string> &
  Record<MileageFieldName, string>;

const PRICE_LABELS: Record<PriceKind, string> = {
  Hour: 'Timepris',
  Day: 'Dagspris',
  Weekend: 'Helgepris',
  Week: 'Vekepris',
  Month: 'Månadspris',
  Onetime: 'Eingongspris',
  TotalMinimum: 'Minste totalpris',
  TotalMaximum: 'Høgste totalpris',
  DayMinimum: 'Minste dagspris',
  DayMaximum: 'Høgste dagspris',
  DamageDeductible: 'Eigenandel ved skade',
};
const MILEAGE_LABELS = { Day: 'Km per dag', Weekend: 'Km per helg', Week: 'Km per veke', Month: 'Km per månad' } as const;
const CUSTOMER_LABELS: Record<CustomerKind, string> = { Private: 'privat', Business: 'bedrift' };

/** The label of a price or mileage field without the customer kind ("Dagspris"). */
export const priceLabel = (kind: PriceKind) => PRICE_LABELS[kind];
export const mileageLabel = (kind: (typeof MILEAGE_KINDS)[number]) => MILEAGE_LABELS[kind];

/** Norwegian names of the fields (labels, and the History tab's change lines). */
export const FIELD_LABELS: Record<string, string> = {
  image: 'Bilete',
  imageAltText: 'Alternativ tekst til biletet',
  imageUploadId: 'Opplasta bilete',
  status: 'Status',
  title: 'Namn',
  description: 'Skildring',
  titleEn: 'Namn på engelsk',
  descriptionEn: 'Skildring på engelsk',
  imageAltTextEn: 'Alternativ tekst til biletet på engelsk',
  acriss: 'ACRISS',
  categoryId: 'Kategori',
  companyId: 'Eier',
  locationId: 'Lokasjon',
  canBeRequestedFromOtherLocation: 'Kan bestillast frå annan lokasjon',
  isDigital: 'Berre digitalt',
  samePricePrivateBusiness: 'Same pris privat og bedrift',
  nodailyprice: 'Fast pris uansett leigetid',
  maxAmount: 'Maks per bestilling',
  vatFactor: 'MVA-faktor',
  mileageSameForBoth: 'Same km-grense privat og bedrift',
  tags: 'Eigenskapar',
  productIds: 'Produkt',
  ...Object.fromEntries(CUSTOMER_KINDS.flatMap((c) => PRICE_KINDS.map((k) => [`price${c}${k}`, `${PRICE_LABELS[k]} (${CUSTOMER_LABELS[c]})`]))),
  ...Object.fromEntries(CUSTOMER_KINDS.flatMap((c) => MILEAGE_KINDS.map((k) => [`mileage${c}${k}`, `${MILEAGE_LABELS[k]} (${CUSTOMER_LABELS[c]})`]))),
};

/** How the history writes a rental product's prices (kr) and VAT factor ("0,2"). */
export const HISTORY_VALUES: Record<string, (value: unknown) => string> = {
  vatFactor: (v) => decimal(String(v)),
  ...Object.fromEntries(CUSTOMER_KINDS.flatMap((c) => PRICE_KINDS.map((k) => [`price${c}${k}`, (v: unknown) => kr(String(v))]))),
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The text form of the shared defaults (`rentalOptionFormDefaults`), with the owner preset when there is one choice. */
export function emptyValues(defaults: Record<string, unknown>, companyId: string): RentalOptionFormFields {
  const out: Record<string, unknown> = {
    image: '',
    imageUploadId: '',
    imageAltText: '',
    status: 'draft',
    title: '',
    description: '',
    titleEn: '',
    descriptionEn: '',
    imageAltTextEn: '',
    acriss: '',
    categoryId: '',
    companyId,
    locationId: '',
    canBeRequestedFromOtherLocation: false,
    isDigital: false,
    samePricePrivateBusiness: false,
    nodailyprice: false,
    maxAmount: '1',
    vatFactor: decimalInputText('0.2'),
    mileageSameForBoth: true,
    tags: [],
  };
  for (const f of [...PRICE_FIELDS, ...MILEAGE_FIELDS]) out[f] = '';
  for (const [key, value] of Object.entries(defaults)) {
    if (!(key in out)) continue;
    if (typeof out[key] === 'boolean') out[key] = Boolean(value);
    else if (value === null || value === undefined) out[key] = typeof out[key] === 'string' ? '' : out[key];
    else if (key === 'tags') out[key] = Array.isArray(value) ? value : [];
    else if (key === 'vatFactor') out[key] = decimalInputText(value as string | number | null);
    else out[key] = text(value as string | number | null);
  }
  if (companyId) out.companyId = companyId;
  return out as RentalOptionFormFields;
}

/** The form's values for a stored rental product (edit), or the template of a copy. */
export function valuesOf(r: RentalOptionForm_rentalOption$data): RentalOptionFormFields {
  const out: Record<string, unknown> = {
    image: text(r.image),
    imageUploadId: r.imageUpload?.id ?? '',
    imageAltText: text(r.imageAltText),
    status: r.status,
    title: r.title,
    description: text(r.description),
    titleEn: text(r.titleEn),
    descriptionEn: text(r.descriptionEn),
    imageAltTextEn: text(r.imageAltTextEn),
    acriss: text(r.acriss),
    categoryId: r.category.id,
    companyId: r.company?.id ?? '',
    locationId: r.location?.id ?? '',
    canBeRequestedFromOtherLocation: r.canBeRequestedFromOtherLocation,
    isDigital: r.isDigital,
    samePricePrivateBusiness: r.samePricePrivateBusiness,
    nodailyprice: r.nodailyprice,
    maxAmount: String(r.maxAmount),
    vatFactor: decimalInputText(r.vatFactor),
    mileageSameForBoth: r.mileageSameForBoth,
    tags: [...r.tags].sort((a, b) => a.position - b.position).map((t) => ({ tagId: t.tag.id, value: normaliseTagValue(t.tag.slug, t.value), highlight: t.highlight })),
  };
  const source = r as unknown as Record<string, string | number | null | undefined>;
  for (const f of PRICE_FIELDS) out[f] = priceInputText(source[f] as string | null);
  for (const f of MILEAGE_FIELDS) out[f] = text(source[f]);
  return out as RentalOptionFormFields;
}

/** The top-level fields whose value differs from `initial`. */
export function changedFields(initial: RentalOptionFormFields, current: RentalOptionFormFields): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(initial) as (keyof RentalOptionFormFields)[]) {
    const a = initial[key];
    const b = current[key];
    if (typeof a === 'object' || typeof b === 'object') {
      if (JSON.stringify(a) !== JSON.stringify(b)) changed.push(key);
    } else if (String(a).trim() !== String(b ?? '').trim()) changed.push(key);
  }
  return changed;
}

/** The API input for `fields` of the schema-parsed values (all of them for create). */
export function inputOf(parsed: Record<string, unknown>, fields: readonly string[] | 'all') {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (fields === 'all' || fields.includes(key)) input[key] = value ?? null;
  }
  return input;
}

/** Which form tab a field lives on. */
export const tabOf = (field: string): 'generelt' | 'prisar' =>
  field.startsWith('price') || field.startsWith('mileage') || field === 'vatFactor' || field === 'samePricePrivateBusiness' || field === 'nodailyprice' ? 'prisar' : 'generelt';

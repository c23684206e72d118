/**
 * Reference lists every database needs, demo or not: countries, the ACRISS letters, product categories and
 * product tags. Idempotent (existing rows are left alone), because it runs on every start and every test database.
 */
import isoCountries from 'i18n-iso-countries';
import nb from 'i18n-iso-countries/langs/nb.json' with { type: 'json' };
import { countries as countryData, type TCountryCode } from 'countries-list';
import type { Db } from '../../server/db/client.ts';
import type { Prisma } from '../../server/generated/prisma/client.ts';
import type { AcrissPosition, CategorySystemCode, ProductTagSlug } from '../../server/generated/prisma/enums.ts';

/** The seed functions accept the client itself or a transaction opened on it. */
export type DbOrTx = Db | Prisma.TransactionClient;

isoCountries.registerLocale(nb);

export interface AcrissLetterDef {
  letter: string;
  description: string;
}

/** The four ACRISS letter lists (category 17, type 18, transmission and drive 4, fuel 6), described in Norwegian. */
export const ACRISS_LETTERS: Readonly<Record<AcrissPosition, readonly AcrissLetterDef[]>> = {
  category: [
    { letter: 'M', description: 'Mini' },
    { letter: 'N', description: 'Mini Elite' },
    { letter: 'E', description: 'Økonomi' },
    { letter: 'H', description: 'Økonomi Elite' },
    { letter: 'C', description: 'Kompakt' },
    { letter: 'D', description: 'Kompakt Elite' },
    { letter: 'I', description: 'Mellomklasse' },
    { letter: 'J', description: 'Mellomklasse Elite' },
    { letter: 'S', description: 'Standard' },
    { letter: 'R', description: 'Standard Elite' },
    { letter: 'F', description: 'Stor' },
    { letter: 'G', description: 'Stor Elite' },
    { letter: 'P', description: 'Premium' },
    { letter: 'U', description: 'Premium Elite' },
    { letter: 'L', description: 'Luksus' },
    { letter: 'W', description: 'Luksus Elite' },
    { letter: 'O', description: 'Ekstra stor' },
  ],
  type: [
    { letter: 'B', description: '2-3 dørar' },
    { letter: 'C', description: '2/4 dørar' },
    { letter: 'D', description: '4-5 dørar' },
    { letter: 'W', description: 'Stasjonsvogn' },
    { letter: 'V', description: 'Personbuss/minibuss' },
    { letter: 'L', description: 'Limousin' },
    { letter: 'S', description: 'Sportsbil' },
    { letter: 'T', description: 'Kabriolet' },
    { letter: 'F', description: 'SUV' },
    { letter: 'J', description: 'Terrengbil' },
    { letter: 'X', description: 'Spesial' },
    { letter: 'P', description: 'Pickup' },
    { letter: 'Q', description: 'Pickup med forlenga førarhus' },
    { letter: 'Z', description: 'Spesialtilbod' },
    { letter: 'E', description: 'Kupé' },
    { letter: 'M', description: 'Flerbruksbil' },
    { letter: 'R', description: 'Bubil' },
    { letter: 'K', description: 'Varebil' },
  ],
  transmission: [
    { letter: 'M', description: 'Manuell' },
    { letter: 'N', description: 'Manuell 4WD' },
    { letter: 'A', description: 'Automat' },
    { letter: 'B', description: 'Automat 4WD' },
  ],
  fuel: [
    { letter: 'V', description: 'Bensin med klimaanlegg' },
    { letter: 'D', description: 'Diesel med klimaanlegg' },
    { letter: 'E', description: 'Elektrisk' },
    { letter: 'H', description: 'Hybrid' },
    { letter: 'I', description: 'Ladbar hybrid' },
    { letter: 'R', description: 'Uspesifisert drivstoff med klimaanlegg' },
  ],
};

const ACRISS_ORDER: readonly AcrissPosition[] = ['category', 'type', 'transmission', 'fuel'];

/** True when `code` is four letters, each found in its ACRISS list. */
export function isKnownAcriss(code: string): boolean {
  return (
    code.length === 4 &&
    ACRISS_ORDER.every((pos, i) => ACRISS_LETTERS[pos].some((l) => l.letter === code[i]))
  );
}

export interface CategoryDef {
  title: string;
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
  systemCode: CategorySystemCode | null;
}

/** Product categories; rental vehicles require transport between locations, the add-ons do not. */
export const PRODUCT_CATEGORIES: readonly CategoryDef[] = [
  { title: 'Personbil', isCar: true, requireTransportationBetweenLocations: true, systemCode: null },
  { title: 'Varebil', isCar: true, requireTransportationBetweenLocations: true, systemCode: null },
  { title: 'Tilhengar', isCar: false, requireTransportationBetweenLocations: true, systemCode: 'trailer' },
  { title: 'Forsikring', isCar: false, requireTransportationBetweenLocations: false, systemCode: 'insurance' },
  { title: 'Tilbehør', isCar: false, requireTransportationBetweenLocations: false, systemCode: 'accessory' },
  { title: 'Ekstra sjåfør', isCar: false, requireTransportationBetweenLocations: false, systemCode: 'extra_drivers' },
  { title: 'Ung sjåfør', isCar: false, requireTransportationBetweenLocations: false, systemCode: 'youngdriver' },
];

/** One tag type per slug; the metric is the unit shown after a value. */
export const PRODUCT_TAGS: readonly { slug: ProductTagSlug; title: string; metric: string | null }[] = [
  { slug: 'seats', title: 'Seter', metric: null },
  { slug: 'transmission', title: 'Girkasse', metric: null },
  { slug: 'fuel', title: 'Drivstoff', metric: null },
  { slug: 'drivetrain', title: 'Drift', metric: null },
  { slug: 'load_capacity', title: 'Lastekapasitet', metric: 'kg' },
  { slug: 'hitch_capacity', title: 'Tilhengarvekt', metric: 'kg' },
  { slug: 'van_type', title: 'Varebiltype', metric: null },
  { slug: 'doors', title: 'Dørar', metric: null },
  { slug: 'licence_requirement', title: 'Førarkortklasse', metric: null },
  { slug: 'range_included', title: 'Inkluderte kilometer', metric: 'km' },
  { slug: 'age', title: 'Alder', metric: 'år' },
  { slug: 'weight', title: 'Vekt', metric: 'kg' },
  { slug: 'height', title: 'Høgd', metric: 'cm' },
  { slug: 'range', title: 'Rekkevidde', metric: 'km' },
];

export interface CountryRow {
  code: string;
  name: string;
  phoneCode: string | null;
  currencyCode: string | null;
  flagCode: string;
}

/**
 * Builds the country list from the two packages: Norwegian names and ISO codes from i18n-iso-countries, calling
 * codes and currencies from countries-list. Sorted by Norwegian name.
 */
export function buildCountryRows(): CountryRow[] {
  const alpha3ToAlpha2 = isoCountries.getAlpha3Codes();
  // A calling code that is some other country's only code belongs to that country (countries-list gives Kosovo
  // 377, 381, 383 and 386; only 383 is Kosovo's own).
  const soleCodes = new Map<number, number>();
  for (const c of Object.values(countryData)) {
    if (c.phone.length === 1) soleCodes.set(c.phone[0]!, (soleCodes.get(c.phone[0]!) ?? 0) + 1);
  }
  const rows: CountryRow[] = [];
  for (const [alpha3, alpha2] of Object.entries(alpha3ToAlpha2)) {
    const name = isoCountries.getName(alpha2, 'nb');
    if (!name) throw new Error(`Manglar norsk namn for landet ${alpha2}`);
    const data = countryData[alpha2 as TCountryCode] as (typeof countryData)[TCountryCode] | undefined;
    const phones = data?.phone ?? [];
    const phone = phones.length > 1 ? (phones.find((p) => !soleCodes.has(p)) ?? phones[0]) : phones[0];
    rows.push({
      code: alpha3,
      name,
      phoneCode: phone === undefined ? null : String(phone),
      currencyCode: data?.currency[0] ?? null,
      flagCode: alpha2.toLowerCase(),
    });
  }
  const collator = new Intl.Collator('nb');
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** Fills the reference lists; rows that already exist (by their natural key) are left as they are. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await db.country.createMany({ data: buildCountryRows(), skipDuplicates: true });

  await db.acrissLetter.createMany({
    data: ACRISS_ORDER.flatMap((position) => ACRISS_LETTERS[position].map((l) => ({ position, ...l }))),
    skipDuplicates: true,
  });

  await db.productTag.createMany({ data: [...PRODUCT_TAGS], skipDuplicates: true });

  // Categories have no unique key besides the id; their title is the natural key.
  const existing = new Set((await db.productCategory.findMany({ select: { title: true } })).map((c) => c.title));
  const missing = PRODUCT_CATEGORIES.filter((c) => !existing.has(c.title));
  if (missing.length > 0) await db.productCategory.createMany({ data: [...missing] });
}

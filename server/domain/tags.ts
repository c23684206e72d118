/**
 * A rental product's tags (spec 3, "Product tag" and "Value display per tag"): the values a tag type takes, their
 * stored form, the choices staff pick from, and how a tag reads to a customer (the API serves it as displayValue).
 */

/** The values a tag type takes where the spec lists them; other types take any text. */
export const TAG_VALUES: Partial<Record<string, readonly string[]>> = {
  fuel: ['diesel', 'petrol', 'gasoline', 'electric', 'hybrid', 'petrol+electric', 'diesel+electric'],
  drivetrain: ['fwd', 'rwd', 'awd', 'front', 'rear'],
  transmission: ['auto', 'manual'],
  // Spec 3: "licence_requirement shows B or BE" (what the shop's customers drive on: a car or van, or one with a
  // trailer). It took the vehicle register's whole list of classes before 2026-11-29 (domain/product.ts LICENCE_CLASSES).
  licence_requirement: ['B', 'BE'],
};

const TAG_ALIASES: Partial<Record<string, Record<string, string>>> = {
  transmission: { automatic: 'auto' },
  fuel: { gasoline: 'petrol' },
  drivetrain: { '4x4': 'awd', front: 'fwd', rear: 'rwd' },
};

/**
 * A tag value in its stored form: the rulings' aliases (automatic → auto, gasoline → petrol, 4x4 → awd, and the
 * product's front/rear → fwd/rwd), trimmed.
 */
export function normaliseTagValue(slug: string, value: string): string {
  const v = value.trim();
  return TAG_ALIASES[slug]?.[v.toLowerCase()] ?? v;
}

/**
 * Tag types measured in a unit the shop writes after the value (spec 3: load and hitch capacity in kg, range in km;
 * weight and height likewise): the value is a number, or a span such as a child seat's "9–18", never a negative or a
 * word ("Rekkevidde -40 km", "Rekkevidde langt" reached the shop).
 */
const MEASURED_TAGS: Partial<Record<string, string>> = { load_capacity: 'kg', hitch_capacity: 'kg', weight: 'kg', height: 'cm', range: 'km' };
const MEASURE = /^\d{1,6}(?:[.,]\d{1,2})?(?:\s*[–-]\s*\d{1,6}(?:[.,]\d{1,2})?)?$/;

/** Why a tag row's value does not fit its tag type (by slug), or null: listed values, counts, measures, included km. */
export function tagValueProblem(slug: string, value: string): string | null {
  const v = normaliseTagValue(slug, value);
  const listed = TAG_VALUES[slug];
  if (listed && !listed.includes(v)) return `Vel ein av: ${listed.join(', ')}.`;
  if ((slug === 'seats' || slug === 'doors') && !/^[1-9]\d?$/.test(v)) return 'Skriv eit heiltal frå 1 til 99.';
  const unit = MEASURED_TAGS[slug];
  if (unit && !MEASURE.test(v)) return `Skriv eit tal (eller frå–til, t.d. 9–18) utan eining: ${unit} blir lagt til.`;
  if (slug === 'range_included' && v !== 'unlimited' && !/^\d{1,7}$/.test(v)) return 'Skriv talet på kilometer, eller unlimited for fri km.';
  return null;
}

const FUEL: Record<string, string> = {
  diesel: 'Diesel',
  petrol: 'Bensin',
  gasoline: 'Bensin',
  electric: 'Elektrisk',
  hybrid: 'Hybrid',
  'petrol+electric': 'Ladbar hybrid (bensin)',
  'diesel+electric': 'Ladbar hybrid (diesel)',
};
const DRIVETRAIN: Record<string, string> = { fwd: 'Framhjulsdrift', front: 'Framhjulsdrift', rwd: 'Bakhjulsdrift', rear: 'Bakhjulsdrift', awd: 'Firehjulsdrift' };
const TRANSMISSION: Record<string, string> = { auto: 'Automat', manual: 'Manuell' };

export interface TagChoice {
  value: string;
  label: string;
}

const choices = (values: readonly string[], labels: Record<string, string>) => values.map((value) => ({ value, label: labels[value] ?? value }));

/**
 * What staff pick a listed tag value from: each stored value once (no aliases), in the words the shop shows; the
 * licence classes are their own names. A tag type without a list is typed.
 */
const TAG_CHOICES: Partial<Record<string, readonly TagChoice[]>> = {
  fuel: choices(['petrol', 'diesel', 'electric', 'hybrid', 'petrol+electric', 'diesel+electric'], FUEL),
  drivetrain: choices(['fwd', 'rwd', 'awd'], DRIVETRAIN),
  transmission: choices(['auto', 'manual'], TRANSMISSION),
  licence_requirement: choices(TAG_VALUES.licence_requirement!, {}),
};

/** The choices for a tag type's value (by slug), or null when its value is typed. */
export const tagValueChoices = (slug: string | null | undefined): readonly TagChoice[] | null => (slug ? (TAG_CHOICES[slug] ?? null) : null);

/**
 * A tag row as a customer reads it (spec 3, "Value display per tag"): kg for load and hitch capacity, km for range,
 * B or BE for the licence, words for fuel, drivetrain and transmission, "Fri km" for unlimited included kilometres.
 */
export function tagDisplayValue(slug: string, title: string, value: string, metric: string | null, language: 'no' | 'en' = 'no'): string {
  // A measure reads with the language's decimal sign whether typed with a point or a comma ("1,5 kg", "1.5 kg").
  const v = MEASURED_TAGS[slug] ? value.trim().replace(/(\d)[.,](\d)/g, language === 'en' ? '$1.$2' : '$1,$2') : value.trim();
  const withMetric = metric && /\d$/.test(v) ? `${v} ${metric}` : v;
  switch (slug) {
    case 'fuel':
      return FUEL[v] ?? v;
    case 'drivetrain':
      return DRIVETRAIN[v] ?? v;
    case 'transmission':
      return TRANSMISSION[v] ?? v;
    case 'licence_requirement':
      return `Førarkort ${v}`;
    case 'seats':
      return `${v} seter`;
    case 'doors':
      return `${v} dørar`;
    case 'range_included':
      return v === 'unlimited' ? 'Fri km' : `${withMetric} inkl.`;
    case 'range':
      return `Rekkevidde ${withMetric}`;
    case 'van_type':
      return `Type ${v}`;
    case 'age':
      return /^\d/.test(v) ? `Alder ${withMetric}` : withMetric;
    default:
      return `${title} ${withMetric}`;
  }
}

/**
 * The English names of the tag types the product ships (by slug), beside the Norwegian name each ships with: a tag
 * still called so reads in English under /en; one staff renamed keeps the name they wrote (no English was written).
 */
const TAG_NAMES: Record<string, { no: string; en: string }> = {
  seats: { no: 'Seter', en: 'Seats' },
  transmission: { no: 'Girkasse', en: 'Gearbox' },
  fuel: { no: 'Drivstoff', en: 'Fuel' },
  drivetrain: { no: 'Drift', en: 'Drive' },
  load_capacity: { no: 'Lastekapasitet', en: 'Load capacity' },
  hitch_capacity: { no: 'Tilhengarvekt', en: 'Towing capacity' },
  van_type: { no: 'Varebiltype', en: 'Van type' },
  doors: { no: 'Dørar', en: 'Doors' },
  licence_requirement: { no: 'Førarkortklasse', en: 'Licence class' },
  range_included: { no: 'Inkluderte kilometer', en: 'Included kilometres' },
  age: { no: 'Alder', en: 'Age' },
  weight: { no: 'Vekt', en: 'Weight' },
  height: { no: 'Høgd', en: 'Height' },
  range: { no: 'Rekkevidde', en: 'Range' },
};

/** A tag type's name in the reader's language (see TAG_NAMES). */
export function tagTitleIn(slug: string, title: string, language: 'no' | 'en'): string {
  const names = TAG_NAMES[slug];
  return language === 'en' && names?.no === title ? names.en : title;
}

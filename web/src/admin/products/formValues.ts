/** The product form's values (what the inputs hold: text, ticks) and their conversion from and to the API. */
import { DRIVE_LABELS, FUEL_TYPE_LABELS, normaliseFuel, OWNERSHIP_TYPE_LABELS, PRODUCT_DEFAULTS, TRANSMISSION_LABELS } from '@domain/product.ts';
import { priceInputText } from '@domain/priceInput.ts';
import type { ProductForm_product$data } from '../../__generated__/ProductForm_product.graphql';
import { decimalInputText } from '@domain/decimalInput.ts';
import { decimal, kr } from '../kit/format.ts';
import { dateOnly } from './labels.ts';

export interface ProductFormFields {
  name: string;
  description: string;
  categoryId: string;
  isRentable: boolean;
  companyId: string;
  companyIdManager: string;
  locationId: string;
  taxrate: string;
  accountingProductNumber: string;
  licensePlate: string;
  make: string;
  model: string;
  year: string;
  color: string;
  vin: string;
  odometerKm: string;
  odometerAt: string;
  seatCapacity: string;
  ownershipType: string;
  fuelType: string;
  driveshaft: string;
  transmission: string;
  acriss: string;
  co2EmissionsPerKm: string;
  fuelTankLitre: string;
  fuelConsumption: string;
  rangeKm: string;
  engineHp: string;
  engineVolumeCm3: string;
  trailerHitchCapacityKg: string;
  storageCapacityLitre: string;
  storageCapacityM3: string;
  vanType: string;
  licenceClass: string;
  lastPkkAt: string;
  nextPkkAt: string;
  isValidRentalcar: boolean;
  isValidRentalcarCheckedAt: string;
  valuation: string;
  valuationAt: string;
  monthlyCostOwnership: string;
  monthlyCostInsurance: string;
  monthlyCostTireHotell: string;
  monthlyCostMaintenance: string;
  monthlyCostOther: string;
  monthlyCostDepreciation: string;
}

/** Norwegian names of the fields (labels, the lookup's change list and the History tab's change lines). */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Namn',
  description: 'Skildring',
  categoryId: 'Kategori',
  status: 'Status',
  isRentable: 'Til utleige',
  companyId: 'Eier',
  companyIdManager: 'Ansvarleg firma',
  locationId: 'Lokasjon',
  taxrate: 'MVA-sats (%)',
  accountingProductNumber: 'Varenummer (SKU)',
  licensePlate: 'Registreringsnummer',
  make: 'Merke',
  model: 'Modell',
  year: 'Årsmodell',
  color: 'Farge',
  vin: 'Understellsnummer (VIN)',
  odometerKm: 'Kilometerstand',
  odometerAt: 'Kilometerstand dato',
  seatCapacity: 'Sitjeplassar',
  ownershipType: 'Eigarskap',
  fuelType: 'Drivstoff',
  driveshaft: 'Drift',
  transmission: 'Girkasse',
  acriss: 'ACRISS',
  co2EmissionsPerKm: 'CO2 (g/km)',
  fuelTankLitre: 'Tank (liter)',
  fuelConsumption: 'Forbruk (per 100 km)',
  rangeKm: 'Rekkjevidd (km)',
  engineHp: 'Hestekrefter',
  engineVolumeCm3: 'Slagvolum (cm³)',
  trailerHitchCapacityKg: 'Hengarfeste (kg)',
  storageCapacityLitre: 'Lastevolum (liter)',
  storageCapacityM3: 'Lastevolum (m³)',
  vanType: 'Varebilstorleik',
  licenceClass: 'Førarkortklasse',
  lastPkkAt: 'Sist EU-kontroll',
  nextPkkAt: 'Neste EU-kontroll',
  isValidRentalcar: 'Godkjend som leigebil',
  isValidRentalcarCheckedAt: 'Leigebil sjekka',
  valuation: 'Verdi',
  valuationAt: 'Verdi dato',
  monthlyCostOwnership: 'Eigarkostnad per månad',
  monthlyCostInsurance: 'Forsikring per månad',
  monthlyCostTireHotell: 'Dekkhotell per månad',
  monthlyCostMaintenance: 'Vedlikehald per månad',
  monthlyCostOther: 'Anna per månad',
  monthlyCostDepreciation: 'Avskriving (%)',
  /** Only in history: the site the vehicle belongs to (it follows the owner and location). */
  siteId: 'Nettstad',
  /** Only in history: the vehicle class (rental product) it joined, left or moved between. */
  rentalOption: 'Leigeprodukt',
};

const labelled = (labels: Record<string, string>) => (v: unknown) => labels[String(v)] ?? String(v);

/**
 * How a vehicle's coded, decimal and money fields read where they are listed (the history, the plate lookup's
 * changes): "Drivstoff: Bensin → Diesel", "5,6", kr.
 */
export const VALUE_TEXTS: Record<string, (value: unknown) => string> = {
  ownershipType: labelled(OWNERSHIP_TYPE_LABELS),
  fuelType: labelled(FUEL_TYPE_LABELS),
  driveshaft: labelled(DRIVE_LABELS),
  transmission: labelled(TRANSMISSION_LABELS),
  ...Object.fromEntries(
    ['taxrate', 'co2EmissionsPerKm', 'fuelTankLitre', 'fuelConsumption', 'storageCapacityLitre', 'storageCapacityM3', 'monthlyCostDepreciation'].map((f) => [f, (v: unknown) => decimal(String(v))]),
  ),
  ...Object.fromEntries(
    ['valuation', 'monthlyCostOwnership', 'monthlyCostInsurance', 'monthlyCostTireHotell', 'monthlyCostMaintenance', 'monthlyCostOther'].map((f) => [f, (v: unknown) => kr(String(v))]),
  ),
  // Date fields (the form asks for a day): their Oslo date, as the product list writes it, never a time of day.
  ...Object.fromEntries(['odometerAt', 'lastPkkAt', 'nextPkkAt', 'isValidRentalcarCheckedAt', 'valuationAt'].map((f) => [f, (v: unknown) => dateOnly(String(v))])),
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const osloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** A stored instant as the date input holds it (YYYY-MM-DD, Oslo). */
export const dateInput = (instant: string | null | undefined): string => (instant ? osloDay.format(new Date(instant)) : '');

/** A new product: the shared defaults (for rent, 25 % VAT), owner and responsible company `companyId`. */
export function emptyValues(companyId: string, locationId = ''): ProductFormFields {
  return {
    name: '',
    description: '',
    categoryId: '',
    isRentable: PRODUCT_DEFAULTS.isRentable,
    companyId,
    companyIdManager: companyId,
    locationId,
    taxrate: decimalInputText(PRODUCT_DEFAULTS.taxrate),
    accountingProductNumber: '',
    licensePlate: '',
    make: '',
    model: '',
    year: '',
    color: '',
    vin: '',
    odometerKm: '',
    odometerAt: '',
    seatCapacity: '',
    ownershipType: '',
    fuelType: '',
    driveshaft: '',
    transmission: '',
    acriss: '',
    co2EmissionsPerKm: '',
    fuelTankLitre: '',
    fuelConsumption: '',
    rangeKm: '',
    engineHp: '',
    engineVolumeCm3: '',
    trailerHitchCapacityKg: '',
    storageCapacityLitre: '',
    storageCapacityM3: '',
    vanType: '',
    licenceClass: '',
    lastPkkAt: '',
    nextPkkAt: '',
    isValidRentalcar: false,
    isValidRentalcarCheckedAt: '',
    valuation: '',
    valuationAt: '',
    monthlyCostOwnership: '',
    monthlyCostInsurance: '',
    monthlyCostTireHotell: '',
    monthlyCostMaintenance: '',
    monthlyCostOther: '',
    monthlyCostDepreciation: '',
  };
}

/** The form's values for a stored product (edit), or a template (duplicate: the plate and VIN are the copy's own to fill). */
export function valuesOf(p: ProductForm_product$data): ProductFormFields {
  return {
    name: p.name,
    description: text(p.description),
    categoryId: p.category.id,
    isRentable: p.isRentable,
    companyId: text(p.company?.id),
    companyIdManager: text(p.companyManager?.id),
    locationId: text(p.location?.id),
    taxrate: decimalInputText(p.taxrate),
    accountingProductNumber: text(p.accountingProductNumber),
    licensePlate: text(p.licensePlate),
    make: text(p.make),
    model: text(p.model),
    year: text(p.year),
    color: text(p.color),
    vin: text(p.vin),
    odometerKm: text(p.odometerKm),
    odometerAt: dateInput(p.odometerAt),
    seatCapacity: text(p.seatCapacity),
    ownershipType: text(p.ownershipType),
    fuelType: text(normaliseFuel(p.fuelType)),
    driveshaft: text(p.driveshaft),
    transmission: text(p.transmission),
    acriss: text(p.acriss),
    co2EmissionsPerKm: decimalInputText(p.co2EmissionsPerKm),
    fuelTankLitre: decimalInputText(p.fuelTankLitre),
    fuelConsumption: decimalInputText(p.fuelConsumption),
    rangeKm: text(p.rangeKm),
    engineHp: text(p.engineHp),
    engineVolumeCm3: text(p.engineVolumeCm3),
    trailerHitchCapacityKg: text(p.trailerHitchCapacityKg),
    storageCapacityLitre: decimalInputText(p.storageCapacityLitre),
    storageCapacityM3: decimalInputText(p.storageCapacityM3),
    vanType: text(p.vanType),
    licenceClass: text(p.licenceClass),
    lastPkkAt: dateInput(p.lastPkkAt),
    nextPkkAt: dateInput(p.nextPkkAt),
    isValidRentalcar: p.isValidRentalcar ?? false,
    isValidRentalcarCheckedAt: dateInput(p.isValidRentalcarCheckedAt),
    valuation: priceInputText(p.valuation),
    valuationAt: dateInput(p.valuationAt),
    monthlyCostOwnership: priceInputText(p.monthlyCostOwnership),
    monthlyCostInsurance: priceInputText(p.monthlyCostInsurance),
    monthlyCostTireHotell: priceInputText(p.monthlyCostTireHotell),
    monthlyCostMaintenance: priceInputText(p.monthlyCostMaintenance),
    monthlyCostOther: priceInputText(p.monthlyCostOther),
    monthlyCostDepreciation: decimalInputText(p.monthlyCostDepreciation),
  };
}

/** The fields whose value differs from `initial`. */
export function changedFields(initial: ProductFormFields, current: ProductFormFields): (keyof ProductFormFields)[] {
  return (Object.keys(initial) as (keyof ProductFormFields)[]).filter((key) => String(initial[key]).trim() !== String(current[key] ?? '').trim());
}

export type ProductTab = 'generelt' | 'rekneskap' | 'eigenskapar';

const ACCOUNTING = new Set(['taxrate', 'accountingProductNumber', 'valuation', 'valuationAt']);
const PROPERTIES = new Set([
  'odometerKm',
  'odometerAt',
  'driveshaft',
  'transmission',
  'co2EmissionsPerKm',
  'fuelTankLitre',
  'fuelConsumption',
  'rangeKm',
  'engineHp',
  'engineVolumeCm3',
  'trailerHitchCapacityKg',
  'storageCapacityLitre',
  'storageCapacityM3',
  'vanType',
  'licenceClass',
  'lastPkkAt',
  'nextPkkAt',
  'isValidRentalcar',
  'isValidRentalcarCheckedAt',
]);

/** Which form tab a field lives on. */
export function tabOf(field: string): ProductTab {
  if (ACCOUNTING.has(field) || field.startsWith('monthlyCost')) return 'rekneskap';
  if (PROPERTIES.has(field)) return 'eigenskapar';
  return 'generelt';
}

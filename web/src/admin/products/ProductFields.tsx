import { ACRISS_POSITIONS, DRIVE_LABELS, FUEL_TYPE_LABELS, LICENCE_CLASSES, maxProductYear, OWNERSHIP_TYPE_LABELS, PRODUCT_LIMITS as MAX, TRANSMISSION_LABELS, VAN_TYPES } from '@domain/product.ts';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../kit/CheckboxField.tsx';
import { DecimalField, PriceField, Section, SelectField, TextField } from '../kit/Field.tsx';
import { FIELD_LABELS as L } from './formValues.ts';
import { RegisterLookup } from './RegisterLookup.tsx';

export interface Category {
  id: string;
  title: string;
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
}
export interface AcrissLetter {
  position: string;
  letter: string;
  description: string;
}
export interface Choice {
  value: string;
  label: string;
}

const options = (labels: Record<string, string>, empty = 'Vel …'): Choice[] => [{ value: '', label: empty }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const list = (values: readonly string[]): Choice[] => [{ value: '', label: '–' }, ...values.map((v) => ({ value: v, label: v }))];

/** What each letter of the typed ACRISS code means, from the database's four lists ("C Compact · D 4-5 door …"). */
function AcrissMeaning({ letters }: { letters: readonly AcrissLetter[] }) {
  const code = String(useWatch({ name: 'acriss' }) ?? '').trim().toUpperCase();
  if (!code) return <>Fire bokstavar, t.d. CDMV</>;
  const parts = ACRISS_POSITIONS.map((position, i) => {
    const letter = code[i];
    if (!letter) return null;
    const found = letters.find((l) => l.position === position && l.letter === letter);
    return `${letter}: ${found ? found.description : 'ukjend'}`;
  }).filter(Boolean);
  return <span data-acriss-meaning="">{parts.join(' · ')}</span>;
}

/**
 * The Generelt tab: identity, status (a read-only label), "til utleige", ownership and place, the plate with the
 * register lookup, and the vehicle's identity. Owner, responsible company and location are required (*) when the
 * chosen category needs transport between locations; the plate when it is a car category.
 */
export function GeneralFields({
  categories,
  companies,
  locations,
  category,
  acrissLetters,
  status,
  readOnly,
}: {
  acrissLetters: readonly AcrissLetter[];
  categories: readonly Category[];
  companies: readonly Choice[];
  locations: readonly Choice[];
  category: Category | null;
  status: ReactNode;
  readOnly: boolean;
}) {
  const transport = category?.requireTransportationBetweenLocations ?? false;
  const isCar = category?.isCar ?? false;
  return (
    <>
      <Section title="Produkt">
        <TextField name="name" label={L.name!} required maxLength={MAX.name} />
        <SelectField name="categoryId" label={L.categoryId!} required options={[{ value: '', label: 'Vel kategori …' }, ...categories.map((c) => ({ value: c.id, label: c.title }))]} />
        {status && (
          <div className="kit-field" data-field="status">
            <span className="kit-label">{L.status}</span>
            <div>{status}</div>
          </div>
        )}
        <CheckboxField name="isRentable" label={L.isRentable!} hint="Kryss av for å gjere produktet tilgjengeleg for utleige." />
        <TextField name="description" label={L.description!} multiline maxLength={MAX.description} />
      </Section>
      <Section title="Eigar og stad">
        <SelectField name="companyId" label={L.companyId!} required={transport} options={[{ value: '', label: 'Vel eigar …' }, ...companies]} />
        <SelectField name="companyIdManager" label={L.companyIdManager!} required={transport} options={[{ value: '', label: 'Vel firma …' }, ...companies]} />
        <SelectField name="locationId" label={L.locationId!} required={transport} options={[{ value: '', label: 'Vel lokasjon …' }, ...locations]} />
        <SelectField name="ownershipType" label={L.ownershipType!} required options={options(OWNERSHIP_TYPE_LABELS)} />
      </Section>
      <Section title="Køyretøy">
        <div className="kit-plate">
          <TextField name="licensePlate" label={L.licensePlate!} required={isCar} maxLength={MAX.licensePlate} hint="2 bokstavar og 5 siffer, t.d. EK 39085" />
          <RegisterLookup disabled={readOnly} />
        </div>
        <TextField name="make" label={L.make!} maxLength={MAX.make} />
        <TextField name="model" label={L.model!} maxLength={MAX.model} />
        <TextField name="year" label={L.year!} inputMode="numeric" hint={`${MAX.yearMin}–${maxProductYear()}`} />
        <TextField name="color" label={L.color!} maxLength={MAX.color} />
        <TextField name="vin" label={L.vin!} maxLength={MAX.vin} />
        <TextField name="seatCapacity" label={L.seatCapacity!} required={isCar} inputMode="numeric" hint="1–99" />
        <SelectField name="fuelType" label={L.fuelType!} required={isCar} options={options(FUEL_TYPE_LABELS)} />
        <TextField name="acriss" label={L.acriss!} required={isCar} maxLength={4} hint={<AcrissMeaning letters={acrissLetters} />} />
      </Section>
    </>
  );
}

/** The Rekneskap tab: VAT, SKU, valuation and the monthly costs. */
export function AccountingFields() {
  return (
    <>
      <Section title="Rekneskap">
        <DecimalField name="taxrate" label={L.taxrate!} required hint="0–100" />
        <TextField name="accountingProductNumber" label={L.accountingProductNumber!} maxLength={MAX.accountingProductNumber} />
        <PriceField name="valuation" label={L.valuation!} />
        <TextField name="valuationAt" label={L.valuationAt!} type="date" />
      </Section>
      <Section title="Kostnader per månad">
        <PriceField name="monthlyCostOwnership" label={L.monthlyCostOwnership!} />
        <PriceField name="monthlyCostInsurance" label={L.monthlyCostInsurance!} />
        <PriceField name="monthlyCostTireHotell" label={L.monthlyCostTireHotell!} />
        <PriceField name="monthlyCostMaintenance" label={L.monthlyCostMaintenance!} />
        <PriceField name="monthlyCostOther" label={L.monthlyCostOther!} />
        <DecimalField name="monthlyCostDepreciation" label={L.monthlyCostDepreciation!} hint="0–100 %" />
      </Section>
    </>
  );
}

/** The Eigenskapar tab (car categories): odometer, drivetrain, engine, capacities, inspection and validity. */
export function PropertiesFields() {
  return (
    <>
      <Section title="Kilometerstand">
        <TextField name="odometerKm" label={L.odometerKm!} inputMode="numeric" />
        <TextField name="odometerAt" label={L.odometerAt!} type="date" />
      </Section>
      <Section title="Drivverk">
        <SelectField name="transmission" label={L.transmission!} options={options(TRANSMISSION_LABELS, '–')} />
        <SelectField name="driveshaft" label={L.driveshaft!} options={options(DRIVE_LABELS, '–')} />
        <TextField name="engineHp" label={L.engineHp!} inputMode="numeric" />
        <TextField name="engineVolumeCm3" label={L.engineVolumeCm3!} inputMode="numeric" />
        <DecimalField name="co2EmissionsPerKm" label={L.co2EmissionsPerKm!} />
        <DecimalField name="fuelTankLitre" label={L.fuelTankLitre!} />
        <DecimalField name="fuelConsumption" label={L.fuelConsumption!} />
        <TextField name="rangeKm" label={L.rangeKm!} inputMode="numeric" />
      </Section>
      <Section title="Kapasitet">
        <TextField name="trailerHitchCapacityKg" label={L.trailerHitchCapacityKg!} inputMode="numeric" />
        <DecimalField name="storageCapacityLitre" label={L.storageCapacityLitre!} />
        <DecimalField name="storageCapacityM3" label={L.storageCapacityM3!} />
        <SelectField name="vanType" label={L.vanType!} options={list(VAN_TYPES)} />
        <SelectField name="licenceClass" label={L.licenceClass!} options={list(LICENCE_CLASSES)} />
      </Section>
      <Section title="EU-kontroll og godkjenning">
        <TextField name="lastPkkAt" label={L.lastPkkAt!} type="date" />
        <TextField name="nextPkkAt" label={L.nextPkkAt!} type="date" />
        <CheckboxField name="isValidRentalcar" label={L.isValidRentalcar!} />
        <TextField name="isValidRentalcarCheckedAt" label={L.isValidRentalcarCheckedAt!} type="date" />
      </Section>
    </>
  );
}

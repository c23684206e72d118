import { normaliseFuel } from '@domain/product.ts';
import { fillFromRegister, FILL_FIELDS, formatRegisterDate, VEHICLE_REGISTER_MESSAGES, type FieldChange, type ProductFieldValues, type VehicleRegisterValues } from '@domain/vehicleRegister.ts';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { RegisterLookupQuery } from '../../__generated__/RegisterLookupQuery.graphql';
import { dateInput, FIELD_LABELS, VALUE_TEXTS, type ProductFormFields } from './formValues.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

const query = graphql`
  query RegisterLookupQuery($plate: String!) {
    vehicleRegisterLookup(plate: $plate) {
      __typename
      ... on VehicleRegisterLookup {
        plate
        make
        model
        vin
        year
        color
        fuelType
        seatCapacity
        transmission
        co2EmissionsPerKm
        engineHp
        engineVolumeCm3
        trailerHitchCapacityKg
        driveshaft
        fuelConsumption
        rangeKm
        lastPkkAt
        nextPkkAt
        isValidRentalcar
        acrissTransmission
        acrissFuel
        registrationStatus
        use
        fetchedAt
        message
      }
      ... on ValidationError {
        fields {
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Outcome = { kind: 'warning' | 'error' | 'info'; title: string; text?: string } | { kind: 'success'; title: string; changes: FieldChange[] };

/**
 * A filled value as a person reads it: dates as spec 3 §7 writes the PKK's ("20. februar 2025"), coded values and
 * decimals as the vehicle's history writes them (`VALUE_TEXTS`), any other decimal with a comma.
 */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return formatRegisterDate(s) || s;
  return VALUE_TEXTS[field]?.(value) ?? (/^-?\d+\.\d+$/.test(s) ? s.replace('.', ',') : s);
}

/**
 * "Hent frå vegvesenet" beside the plate: asks the server (never the register directly) for the plate's vehicle and
 * fills the form's empty fields with it (every known field when "Overskriv" is ticked), with the shared
 * `fillFromRegister` rule, then lists what changed. The section-8 messages, and a plain one when the lookup is not set up.
 */
export function RegisterLookup({ disabled }: { disabled?: boolean }) {
  const environment = useRelayEnvironment();
  const { getValues, setValue } = useFormContext<ProductFormFields>();
  const [overwrite, setOverwrite] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const lookup = async () => {
    const plate = getValues('licensePlate').trim();
    if (!plate) {
      setOutcome({ kind: 'warning', title: VEHICLE_REGISTER_MESSAGES.noPlate });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const data = await fetchQuery<RegisterLookupQuery>(environment, query, { plate }, { fetchPolicy: 'network-only' }).toPromise();
      const r = data?.vehicleRegisterLookup;
      if (!r || r.__typename === '%other') {
        setOutcome({ kind: 'error', title: VEHICLE_REGISTER_MESSAGES.failed });
      } else if (r.__typename === 'VehicleRegisterLookup') {
        const current = getValues();
        const values: ProductFieldValues = {};
        for (const f of FILL_FIELDS) values[f] = current[f] as ProductFieldValues[typeof f];
        // Never checked: the flag is still open for the register to fill.
        values.isValidRentalcar = current.isValidRentalcarCheckedAt ? current.isValidRentalcar : null;
        const found = { ...r, licensePlate: r.plate, fuelType: normaliseFuel(r.fuelType) } as unknown as VehicleRegisterValues;
        const { changes } = fillFromRegister(values, found, { overwrite, checkedAt: dateInput(r.fetchedAt) });
        for (const c of changes) {
          const field = c.field as keyof ProductFormFields;
          const next = typeof c.after === 'boolean' ? c.after : c.after === null || c.after === undefined ? '' : String(c.after);
          setValue(field, next as never, { shouldDirty: true, shouldValidate: false });
        }
        setOutcome({ kind: 'success', title: r.message || VEHICLE_REGISTER_MESSAGES.updated, changes });
      } else if (r.__typename === 'VehicleNotFoundError') {
        setOutcome({ kind: 'info', title: VEHICLE_REGISTER_MESSAGES.notFound, text: r.message });
      } else if (r.__typename === 'VehicleRegisterNotConfiguredError') {
        setOutcome({ kind: 'warning', title: VEHICLE_REGISTER_MESSAGES.notConfigured });
      } else if (r.__typename === 'ValidationError') {
        setOutcome({ kind: 'warning', title: r.fields?.[0]?.message ?? VEHICLE_REGISTER_MESSAGES.plateFormat });
      } else {
        setOutcome({ kind: 'error', title: VEHICLE_REGISTER_MESSAGES.failed, text: r.message });
      }
    } catch {
      setOutcome({ kind: 'error', title: VEHICLE_REGISTER_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kit-lookup">
      <div className="kit-actions">
        <BusyButton type="button" className="button" onClick={() => void lookup()} disabled={disabled} busy={busy}>
          {busy ? 'Hentar …' : 'Hent frå vegvesenet'}
        </BusyButton>
        <label className="kit-check">
          <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} disabled={disabled} />
          Overskriv
        </label>
      </div>
      {outcome && (
        <div className={`kit-lookup-result kit-lookup-${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'} data-lookup={outcome.kind}>
          <strong>{outcome.title}</strong>
          {'text' in outcome && outcome.text && outcome.text !== outcome.title && <p>{outcome.text}</p>}
          {'changes' in outcome &&
            (outcome.changes.length === 0 ? (
              <p>Ingen felt vart endra (tomme felt blir fylte; kryss av for «Overskriv» for å byte ut resten).</p>
            ) : (
              <ul className="kit-lookup-changes">
                {outcome.changes.map((c) => (
                  <li key={c.field}>
                    <strong>{FIELD_LABELS[c.field] ?? c.field}</strong>: {shown(c.field, c.before)} → {shown(c.field, c.after)}
                  </li>
                ))}
              </ul>
            ))}
        </div>
      )}
    </div>
  );
}

import { LICENCE_MAX_BYTES, LICENCE_MAX_MB, LICENCE_MESSAGES, LICENCE_TYPES } from '@domain/licenceFile.ts';
import { useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Section } from '../kit/Field.tsx';
import type { NewBookingFields } from './newBookingValues.ts';

/** A file as a data URL (the form sends the licence as the shop does). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The driver's licence as in the shop: shown at pick-up, or uploaded now (image or PDF). Staff may choose "at
 * pick-up" outside the hours staff are there: they arrange it with the customer.
 */
export function NewBookingLicence() {
  const { register, setValue, formState } = useFormContext<NewBookingFields>();
  const choice = useWatch<NewBookingFields, 'driversLicence'>({ name: 'driversLicence' });
  const [fileName, setFileName] = useState<string | null>(null);
  const error = (get(formState.errors, 'driversLicence') ?? get(formState.errors, 'driversLicenceFile')) as { message?: string } | undefined;
  return (
    <Section title="Førarkort">
      <fieldset className={error ? 'kit-field invalid nb-licence' : 'kit-field nb-licence'} data-field="driversLicence">
        <legend>Korleis kunden viser førarkortet</legend>
        <label className="kit-check">
          <input type="radio" value="bring_on_pickup" {...register('driversLicence')} />
          Visast ved henting
        </label>
        <label className="kit-check">
          <input type="radio" value="upload" {...register('driversLicence')} />
          Lastast opp no
        </label>
        {choice === 'upload' && (
          <div data-field="driversLicenceFile">
            <label htmlFor="f-driversLicenceFile">Fil (bilete eller PDF, høgst {LICENCE_MAX_MB} MB)</label>
            <input
              id="f-driversLicenceFile"
              type="file"
              accept={LICENCE_TYPES.join(',')}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                setFileName(null);
                setValue('driversLicenceFile', '', { shouldDirty: true });
                if (!file) return;
                if (file.size > LICENCE_MAX_BYTES) {
                  setFileName(LICENCE_MESSAGES.tooLarge);
                  return;
                }
                setValue('driversLicenceFile', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: formState.isSubmitted });
                setFileName(file.name);
              }}
            />
            {fileName && <p className="kit-hint">{fileName}</p>}
          </div>
        )}
        {error && (
          <p className="kit-field-error" id="f-driversLicence-error">
            {error.message}
          </p>
        )}
      </fieldset>
    </Section>
  );
}

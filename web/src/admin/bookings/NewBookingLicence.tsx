import { LICENCE_MAX_MB, LICENCE_TYPES, licenceFileProblem } from '@domain/licenceFile.ts';
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
  // Why the chosen file was refused (empty, too large, not an image or PDF by its first bytes): the shop's check.
  const [problem, setProblem] = useState<string | null>(null);
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
          <div className={problem ? 'nb-licence-file invalid' : 'nb-licence-file'} data-field="driversLicenceFile">
            <span className="kit-label" id="f-driversLicenceFile-label">
              Fil (bilete eller PDF, høgst {LICENCE_MAX_MB} MB)
            </span>
            {/* The browser's own control would speak the phone's language: it is out of sight (still named, still in the
                tab order), and this label, a button to look at, opens its dialog. */}
            <div className="nb-licence-pick">
              <input
                id="f-driversLicenceFile"
                className="kit-file-input"
                type="file"
                accept={LICENCE_TYPES.join(',')}
                aria-labelledby="f-driversLicenceFile-label"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'f-driversLicenceFile-error' : undefined}
                onChange={async (e) => {
                  const input = e.currentTarget;
                  const file = input.files?.[0];
                  setFileName(null);
                  setProblem(null);
                  setValue('driversLicenceFile', '', { shouldDirty: true });
                  if (!file) return;
                  const refused = await licenceFileProblem(file);
                  if (refused) {
                    setProblem(refused);
                    // A refused file is not the customer's licence: picking the same file again is a new choice.
                    input.value = '';
                    return;
                  }
                  setValue('driversLicenceFile', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: formState.isSubmitted });
                  setFileName(file.name);
                }}
              />
              <label htmlFor="f-driversLicenceFile" className="button" aria-hidden="true">
                {fileName ? 'Vel ei anna fil' : 'Vel fil'}
              </label>
              <span className="kit-hint">{fileName ?? 'Inga fil vald'}</span>
            </div>
            {problem && (
              <p className="kit-field-error" id="f-driversLicenceFile-error" role="alert">
                {problem}
              </p>
            )}
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

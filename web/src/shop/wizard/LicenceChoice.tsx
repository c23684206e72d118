import { useId, useState } from 'react';
import { LICENCE_OUTSIDE_HOURS } from '@domain/openingHours.ts';
import type { LicenceChoice as Choice } from './booking.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/** Reads a file as a data URL (the form the booking API takes it in). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * How the driving licence is shown: uploaded now (a file is then required) or at pick-up, which is possible only
 * while staff are at the location; otherwise that choice is disabled with the spec's warning.
 */
export function LicenceChoice({
  value,
  fileName,
  allowedAtPickup,
  onChange,
  error,
  fileError,
}: {
  value: Choice | null;
  fileName: string | null;
  allowedAtPickup: boolean;
  onChange: (patch: { driversLicence: Choice; driversLicenceFile: string | null; driversLicenceFileName: string | null }) => void;
  error?: string;
  fileError?: string;
}) {
  const id = useId();
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownFileError = problem ?? fileError;

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem('For store filer! Fila kan vere på høgst 10 MB.');
      return;
    }
    setReading(file.name);
    try {
      onChange({ driversLicence: 'upload', driversLicenceFile: await readAsDataUrl(file), driversLicenceFileName: file.name });
    } catch {
      setProblem('Fila kunne ikkje lesast. Prøv ei anna fil.');
    } finally {
      setReading(null);
    }
  };

  return (
    <fieldset className={`wz-field wz-licence${error || shownFileError ? ' invalid' : ''}`}>
      <legend>Førarkort</legend>
      <div className="wz-choices" role="radiogroup" aria-describedby={error ? `${id}-error` : undefined}>
        <label className="wz-choice">
          <input
            type="radio"
            name="driversLicence"
            value="upload"
            checked={value === 'upload'}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange({ driversLicence: 'upload', driversLicenceFile: null, driversLicenceFileName: null })}
          />
          <span>Last opp førarkortet no</span>
        </label>
        <label className={`wz-choice${allowedAtPickup ? '' : ' disabled'}`}>
          <input
            type="radio"
            name="driversLicence"
            value="bring_on_pickup"
            checked={value === 'bring_on_pickup'}
            disabled={!allowedAtPickup}
            onChange={() => onChange({ driversLicence: 'bring_on_pickup', driversLicenceFile: null, driversLicenceFileName: null })}
          />
          <span>Vis førarkortet ved henting</span>
        </label>
      </div>
      {!allowedAtPickup && <p className="wz-warning-text">{LICENCE_OUTSIDE_HOURS}</p>}
      {value === 'upload' && (
        <div className="wz-file">
          <label htmlFor={`${id}-file`}>Bilete eller PDF av førarkortet (høgst 10 MB)</label>
          <input
            id={`${id}-file`}
            type="file"
            name="driversLicenceFile"
            accept={ACCEPT}
            aria-invalid={shownFileError ? true : undefined}
            aria-describedby={shownFileError ? `${id}-file-error` : undefined}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {reading && <p className="wz-hint">Les {reading} …</p>}
          {!reading && fileName && <p className="wz-hint">Valt fil: {fileName}</p>}
          {shownFileError && (
            <p className="wz-error" id={`${id}-file-error`}>
              {shownFileError}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="wz-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { ruleText } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { LICENCE_MAX_MB, LICENCE_TYPES, licenceFileProblem } from '@domain/licenceFile.ts';
import { LICENCE_OUTSIDE_HOURS } from '@domain/openingHours.ts';
import type { LicenceChoice as Choice } from './booking.ts';

const ACCEPT = LICENCE_TYPES.join(',');

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
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownFileError = problem ?? fileError;

  const pick = async (file: File | undefined, input: HTMLInputElement) => {
    setProblem(null);
    if (!file) return;
    const refuse = (message: string) => {
      setProblem(ruleText(message));
      input.value = '';
      // A refused file is not the customer's licence: the choice stays "upload", without a file.
      onChange({ driversLicence: 'upload', driversLicenceFile: null, driversLicenceFileName: null });
    };
    setReading(file.name);
    try {
      // Size and type (by the file's first bytes) with the server's own rule: a text file named .pdf is refused now.
      const problem = await licenceFileProblem(file);
      if (problem) return refuse(problem);
      onChange({ driversLicence: 'upload', driversLicenceFile: await readAsDataUrl(file), driversLicenceFileName: file.name });
    } catch {
      setProblem(t('licence.unreadable'));
    } finally {
      setReading(null);
    }
  };

  return (
    <fieldset className={`wz-field wz-licence${error || shownFileError ? ' invalid' : ''}`}>
      <legend>{t('licence.legend')}</legend>
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
          <span>{t('licence.upload')}</span>
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
          <span>{t('licence.atPickup')}</span>
        </label>
      </div>
      {!allowedAtPickup && <p className="wz-warning-text">{ruleText(LICENCE_OUTSIDE_HOURS)}</p>}
      {value === 'upload' && (
        <div className="wz-file">
          <label htmlFor={`${id}-file`}>{t('licence.fileLabel', { maxMb: LICENCE_MAX_MB })}</label>
          <input
            id={`${id}-file`}
            type="file"
            name="driversLicenceFile"
            accept={ACCEPT}
            aria-invalid={shownFileError ? true : undefined}
            aria-describedby={shownFileError ? `${id}-file-error` : undefined}
            onChange={(e) => void pick(e.target.files?.[0], e.target)}
          />
          {reading && <p className="wz-hint">{t('licence.reading', { name: reading })}</p>}
          {!reading && fileName && <p className="wz-hint">{t('licence.chosenFile', { name: fileName })}</p>}
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

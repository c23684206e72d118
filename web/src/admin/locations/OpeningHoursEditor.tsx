import { CLOSING_TIME_OPTIONS, copyMondayToWeekdays, OPENING_TIME_OPTIONS, type OpeningDay, type OpeningHoursKindName } from '@domain/location.ts';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { INVALID_VALUE } from '../kit/Field.tsx';
import { WEEKDAY_LABELS } from './formValues.ts';

export const HOURS_LIST_LABELS: Record<OpeningHoursKindName, string> = {
  pickup: 'Henting',
  dropoff: 'Levering',
  employees: 'Tilsette på staden',
};

/**
 * One of the three opening-hours lists: a row per weekday with "Stengt" and the open – close pickers side by side
 * (opening from 06:00, closing from 15:00, every 30 minutes; hidden on a closed day), and "Kopier måndag til alle
 * kvardagar". Close must be after open (the
 * shared schema says so, and its message lands on the close picker).
 */
export function OpeningHoursList({ kind }: { kind: OpeningHoursKindName }) {
  const { register, setValue, getValues, formState } = useFormContext();
  const name = `openingHours.${kind}`;
  const days = (useWatch({ name }) as OpeningDay[] | undefined) ?? [];
  const copyMonday = () => setValue(name, copyMondayToWeekdays(getValues(name) as OpeningDay[]), { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <fieldset className="kit-section kit-hours" data-hours={kind}>
      <legend>{HOURS_LIST_LABELS[kind]}</legend>
      {days.map((day, i) => {
        const path = `${name}.${i}`;
        const error = (get(formState.errors, `${path}.closes`) ?? get(formState.errors, `${path}.opens`)) as { message?: string } | undefined;
        return (
          <div key={day.weekday} className="kit-hours-row" data-weekday={day.weekday}>
            <strong>{WEEKDAY_LABELS[day.weekday - 1]}</strong>
            <label className="kit-check">
              <input type="checkbox" aria-label={`${WEEKDAY_LABELS[day.weekday - 1]} stengt`} {...register(`${path}.closed`)} /> Stengt
            </label>
            <div className="kit-hours-times" hidden={day.closed}>
              <label data-field={`${path}.opens`}>
                <span className="kit-sr">
                  {WEEKDAY_LABELS[day.weekday - 1]} opnar
                </span>
                <select {...register(`${path}.opens`)} aria-invalid={!!get(formState.errors, `${path}.opens`) || undefined}>
                  <option value="">Opnar …</option>
                  {OPENING_TIME_OPTIONS.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
              </label>
              <span className="kit-hours-dash" aria-hidden="true">
                –
              </span>
              <label data-field={`${path}.closes`}>
                <span className="kit-sr">
                  {WEEKDAY_LABELS[day.weekday - 1]} stengjer
                </span>
                <select {...register(`${path}.closes`)} aria-invalid={!!get(formState.errors, `${path}.closes`) || undefined}>
                  <option value="">Stengjer …</option>
                  {CLOSING_TIME_OPTIONS.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
              </label>
            </div>
            {error && (
              <span className="kit-field-error" style={{ gridColumn: '1 / -1' }}>
                {error.message || INVALID_VALUE}
              </span>
            )}
          </div>
        );
      })}
      <div className="kit-actions">
        <button type="button" className="button small" onClick={copyMonday}>
          Kopier måndag til alle kvardagar
        </button>
      </div>
    </fieldset>
  );
}

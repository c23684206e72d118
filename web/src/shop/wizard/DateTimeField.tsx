import { useId } from 'react';
import { TIME_OPTIONS } from '@domain/rentalPeriod.ts';

/** A date input and a time select (every 30 minutes from 07:00 through 06:30) for one "yyyy-mm-dd HH:MM" value. */
export function DateTimeField({
  label,
  value,
  min,
  onChange,
  error,
  name,
}: {
  label: string;
  /** "yyyy-mm-dd HH:MM" */
  value: string;
  /** Earliest date, "yyyy-mm-dd". */
  min: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  // A time from the address that is not on the half-hour grid stays selectable.
  const times = TIME_OPTIONS.includes(time) ? TIME_OPTIONS : [time, ...TIME_OPTIONS];
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className={`wz-field wz-datetime${error ? ' invalid' : ''}`}>
      <legend>{label}</legend>
      <div className="wz-datetime-inputs">
        <label className="visually-hidden" htmlFor={`${id}-date`}>
          {label}: dato
        </label>
        <input
          id={`${id}-date`}
          name={`${name}-dato`}
          type="date"
          required
          min={min}
          value={date}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => e.target.value && onChange(`${e.target.value} ${time}`)}
        />
        <label className="visually-hidden" htmlFor={`${id}-time`}>
          {label}: klokkeslett
        </label>
        <select id={`${id}-time`} name={`${name}-tid`} value={time} aria-describedby={describedBy} onChange={(e) => onChange(`${date} ${e.target.value}`)}>
          {times.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="wz-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

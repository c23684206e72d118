import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { describedBy, INVALID_VALUE } from './Field.tsx';

/**
 * A tick bound to the form by name (a boolean value), with its error (else its hint) under it like the other fields
 * and read out with it. `boolean` lays it out as a yes/no field (BooleanField); `disabled` locks it.
 */
export function CheckboxField({ name, label, hint, disabled, boolean }: { name: string; label: string; hint?: ReactNode; disabled?: boolean; boolean?: boolean }) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const kind = boolean ? 'kit-field kit-boolean' : 'kit-field kit-field-check';
  return (
    <div className={error ? `${kind} invalid` : kind} data-field={name}>
      <label htmlFor={`f-${name}`} className="kit-check">
        <input id={`f-${name}`} type="checkbox" disabled={disabled} aria-invalid={!!error || undefined} aria-describedby={describedBy(name, { invalid: !!error, hint: !!hint })} {...register(name)} />
        {label}
      </label>
      {(error || hint) && (
        <div className="kit-field-meta">
          {error ? (
            <span className="kit-field-error" id={`f-${name}-error`}>
              {error.message || INVALID_VALUE}
            </span>
          ) : (
            <span id={`f-${name}-hint`}>{hint}</span>
          )}
        </div>
      )}
    </div>
  );
}

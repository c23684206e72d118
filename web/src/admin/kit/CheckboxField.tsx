import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { INVALID_VALUE } from './Field.tsx';

/** A tick bound to the form by name (a boolean value), with its error under it like the other fields. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <div className={error ? 'kit-field kit-field-check invalid' : 'kit-field kit-field-check'} data-field={name}>
      <label htmlFor={`f-${name}`} className="kit-check">
        <input id={`f-${name}`} type="checkbox" aria-invalid={!!error || undefined} {...register(name)} />
        {label}
      </label>
      {(error || hint) && (
        <div className="kit-field-meta">
          {error ? (
            <span className="kit-field-error" id={`f-${name}-error`}>
              {error.message || INVALID_VALUE}
            </span>
          ) : (
            <span>{hint}</span>
          )}
        </div>
      )}
    </div>
  );
}

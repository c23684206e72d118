import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { INVALID_VALUE } from './Field.tsx';

/** A yes/no field (a checkbox with its label to the right) bound to the form by name, with its error under it. */
export function BooleanField({ name, label, hint, disabled }: { name: string; label: string; hint?: ReactNode; disabled?: boolean }) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <div className={error ? 'kit-field kit-boolean invalid' : 'kit-field kit-boolean'} data-field={name}>
      <label htmlFor={`f-${name}`} className="kit-check">
        <input id={`f-${name}`} type="checkbox" disabled={disabled} aria-invalid={!!error || undefined} {...register(name)} />
        {label}
      </label>
      {(error || hint) && (
        <div className="kit-field-meta">
          {error ? <span className="kit-field-error">{error.message || INVALID_VALUE}</span> : <span>{hint}</span>}
        </div>
      )}
    </div>
  );
}

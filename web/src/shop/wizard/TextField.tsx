import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled text input of the wizard with its hint and error (linked for screen readers) and, whenever `maxLength`
 * is set (spec 1, "Shared form behaviour"), the characters used of it; `counter={false}` leaves that out.
 */
export function TextField({ label, error, hint, counter = true, ...input }: { label: string; error?: string; hint?: string; counter?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`wz-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p className="wz-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {counter && input.maxLength !== undefined && (
        <p className="field-counter">
          {String(input.value ?? '').length}/{input.maxLength}
        </p>
      )}
      {error && (
        <p className="wz-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

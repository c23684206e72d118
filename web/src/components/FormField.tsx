import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input with an optional hint and its error message (linked for screen readers). The error is the
 * form's own Norwegian message, not the browser's. With `maxLength`, a counter of the characters used (spec 1).
 */
export function FormField({ label, error, hint, ...input }: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {input.maxLength !== undefined && (
        <p className="field-counter">
          {String(input.value ?? '').length}/{input.maxLength}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

import { createContext, useContext, type FocusEvent, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { formatPriceInput, PRICE_INPUT_PATTERN } from '@domain/priceInput.ts';
import { formatDecimalInput } from '@domain/decimalInput.ts';

/** The message under an invalid field: the rule's own text, else "Ugyldig verdi". */
export const INVALID_VALUE = 'Ugyldig verdi';

/**
 * Whether the whole form is one the viewer may only look at (the form shell provides it from its `readOnly`): every
 * kit field in it then reads read-only (no star, no counter, the locked look) without each form passing it down.
 */
export const FormReadOnly = createContext(false);

/** A field's own `readOnly`, or its form's. */
const useReadOnly = (own: boolean | undefined) => useContext(FormReadOnly) || !!own;

/**
 * A tab's fields as the kit lays them out (a plain fieldset, no frame), disabled as a whole in a read-only form, so
 * nothing in it can be changed or submitted, whatever control it holds.
 */
export function FieldGroup({ children }: { children: ReactNode }) {
  return (
    <fieldset className="kit-plain" disabled={useContext(FormReadOnly)}>
      {children}
    </fieldset>
  );
}

/**
 * What a control is described by, read out with it when it gets the focus: its error when it has one, else its hint,
 * and its character count. Every kit control takes it from here, so no error is shown without being read.
 */
export function describedBy(name: string, parts: { invalid: boolean; hint?: boolean; counted?: boolean }): string | undefined {
  const ids = [parts.invalid ? `f-${name}-error` : parts.hint ? `f-${name}-hint` : null, parts.counted ? `f-${name}-count` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  hint?: ReactNode;
}

/**
 * Label (with * when required), the control, its error (else its hint) and a character counter when a maximum length
 * is set. A read-only field promises no typing: no star, no counter.
 */
function FieldFrame({ name, label, required, maxLength, hint, readOnly: own, children }: FieldProps & { readOnly?: boolean; children: ReactNode }) {
  const { formState } = useFormContext();
  const readOnly = useReadOnly(own);
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const value = useWatch({ name }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  const counted = maxLength && !readOnly;
  return (
    <div className={error ? 'kit-field invalid' : 'kit-field'} data-field={name}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required && !readOnly && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {(error || counted || hint) && (
        <div className="kit-field-meta">
          {error ? (
            <span className="kit-field-error" id={`f-${name}-error`}>
              {error.message || INVALID_VALUE}
            </span>
          ) : (
            hint && <span id={`f-${name}-hint`}>{hint}</span>
          )}
          {/* Read with the field (describedBy), not as a live region: one announced on every keystroke talked over
              the typing. */}
          {counted && (
            <span className="kit-counter" id={`f-${name}-count`}>
              {length}/{maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A field's registration with the form (`register`, e.g. of one row of a field array); with `format`, its value is
 * rewritten as it should read when the field is left ("250.5" → "250,50"), counted as a change.
 */
export function formattedRegistration<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'setValue'>, name: Path<T>, format?: (typed: string) => string) {
  const field = form.register(name);
  if (!format) return field;
  return {
    ...field,
    onBlur: (e: FocusEvent) => {
      void field.onBlur(e);
      const current = String(form.getValues(name) ?? '');
      const shown = format(current);
      if (shown !== current) form.setValue(name, shown as PathValue<T, Path<T>>, { shouldDirty: true });
    },
  };
}

/** `formattedRegistration` for a kit field. */
const useRegistration = (name: string, format?: (typed: string) => string) => formattedRegistration(useFormContext(), name, format);

/**
 * A text input (or a textarea with `multiline`) bound to the form by name. `readOnly` shows the value as not to be
 * changed (its look, no star, no counter); its hint, read out with the field, should say why.
 */
export function TextField(props: FieldProps & { type?: string; multiline?: boolean; inputMode?: 'decimal' | 'numeric' | 'email' | 'tel'; autoComplete?: string; readOnly?: boolean; formatOnBlur?: (typed: string) => string }) {
  const { formState } = useFormContext();
  const invalid = !!get(formState.errors, props.name);
  const readOnly = useReadOnly(props.readOnly);
  const common = {
    id: `f-${props.name}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(props.name, { invalid, hint: !!props.hint, counted: !!props.maxLength && !readOnly }),
    'aria-required': (props.required && !readOnly) || undefined,
    maxLength: props.maxLength,
    readOnly,
    ...useRegistration(props.name, props.formatOnBlur),
  };
  return (
    <FieldFrame {...props}>
      {/* A text area is taller than a line: the browser brings only its caret into view on focus, which left the rest
          (its top, or its bottom lines) under the phone's top bar or the Lagre bar; the whole box comes into the free part
          of the screen (html's scroll-padding keeps the bars' room). */}
      {props.multiline ? <textarea {...common} onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })} /> : <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} autoComplete={props.autoComplete ?? 'off'} />}
    </FieldFrame>
  );
}

/**
 * A decimal number other than a price (a factor, km, hours, litres, a rate): typed with a point or a comma, shown with
 * a decimal comma once left ("0.25" → "0,25"), as a stored value loads (`decimalInputText`).
 */
export function DecimalField(props: FieldProps & { readOnly?: boolean }) {
  return <TextField {...props} inputMode="decimal" formatOnBlur={formatDecimalInput} />;
}

/** A price: digits with an optional point or comma and at most 2 decimals, shown with 2 decimals once typed. */
export function PriceField(props: FieldProps) {
  const { formState } = useFormContext();
  const invalid = !!get(formState.errors, props.name);
  const field = useRegistration(props.name, formatPriceInput);
  const readOnly = useReadOnly(undefined);
  return (
    <FieldFrame {...props} hint={props.hint ?? 'kr'}>
      <input
        id={`f-${props.name}`}
        type="text"
        inputMode="decimal"
        readOnly={readOnly}
        aria-required={(props.required && !readOnly) || undefined}
        pattern={PRICE_INPUT_PATTERN.source}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props.name, { invalid, hint: true })}
        {...field}
      />
    </FieldFrame>
  );
}

/** A select bound to the form by name. */
export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register, formState } = useFormContext();
  const invalid = !!get(formState.errors, props.name);
  const readOnly = useReadOnly(undefined);
  return (
    <FieldFrame {...props}>
      <select
        id={`f-${props.name}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props.name, { invalid, hint: !!props.hint })}
        aria-required={(props.required && !readOnly) || undefined}
        {...register(props.name)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A collapsible group of fields; the required check opens it when it holds the first invalid field. */
export function Section({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details className="kit-section" open={defaultOpen}>
      <summary>{title}</summary>
      <div className="kit-grid">{children}</div>
    </details>
  );
}

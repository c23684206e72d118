import { useContext, useEffect, useState } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { tagValueChoices } from '@domain/tags.ts';
import { FormReadOnly, INVALID_VALUE } from '../kit/Field.tsx';
import type { RentalOptionFormFields } from './formValues.ts';

export interface TagType {
  id: string;
  title: string;
  slug: string;
  metric?: string | null;
}

/**
 * The ordered tag rows of a rental product (spec 3 section 3): tag type, value and highlight per row; add, remove
 * and move up/down (buttons, so the keyboard can reorder). Each row needs a type and a value (the shared schema).
 * A type with listed values (fuel, drivetrain, transmission, licence) is picked from them in the shop's words
 * ("Bensin", "Manuell"); the others are typed.
 */
export function TagRows({ tagTypes }: { tagTypes: readonly TagType[] }) {
  // A read-only form promises no typing: no required marks (as the kit's fields).
  const star = useContext(FormReadOnly) ? '' : ' *';
  const { control, register, formState, getValues, setValue } = useFormContext<RentalOptionFormFields>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'tags' });
  const rows = useWatch({ control, name: 'tags' });
  const error = (path: string) => get(formState.errors, path) as { message?: string } | undefined;
  // The button to focus once the rows have moved or one has gone: a moved row's own "↑"/"↓" (the other one where it
  // reached an end and its own is disabled), after "Fjern" the next row's "Fjern" (else the last one's, else "Legg til
  // eigenskap"). Left alone, the focus fell to the page's start.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter, fields]);
  const move = (from: number, to: number) => {
    swap(from, to);
    const last = fields.length - 1;
    setFocusAfter(to === 0 ? 'f-tags-0-down' : to === last ? `f-tags-${to}-up` : `f-tags-${to}-${to < from ? 'up' : 'down'}`);
  };
  // A new type with listed values and a value that is none of them (the "5" of Seter, now Drivstoff): the value is
  // cleared, so the choice list asks "Vel verdi …" rather than keeping a value the server would refuse.
  const typeChanged = (i: number, tagId: string) => {
    const choices = tagValueChoices(tagTypes.find((t) => t.id === tagId)?.slug);
    const value = getValues(`tags.${i}.value`);
    if (choices && value && !choices.some((c) => c.value === value)) setValue(`tags.${i}.value`, '', { shouldDirty: true });
  };
  const removeRow = (i: number) => {
    remove(i);
    const left = fields.length - 1;
    setFocusAfter(left === 0 ? 'f-tags-add' : `f-tags-${Math.min(i, left - 1)}-remove`);
  };

  return (
    <fieldset className="kit-section kit-tags" data-field="tags">
      <legend>Eigenskapar</legend>
      {fields.length === 0 && <p className="kit-empty">Ingen eigenskapar enno.</p>}
      <ol className="kit-tag-rows">
        {fields.map((f, i) => {
          const typeError = error(`tags.${i}.tagId`);
          const valueError = error(`tags.${i}.value`);
          const row = rows?.[i] ?? f;
          const type = tagTypes.find((t) => t.id === row.tagId);
          const choices = tagValueChoices(type?.slug);
          const valueProps = { id: `f-tags-${i}-value`, 'aria-invalid': !!valueError || undefined, ...register(`tags.${i}.value`) };
          return (
            <li key={f.id} className="kit-tag-row" data-row={i}>
              <span className="kit-field" data-field={`tags.${i}.tagId`}>
                <label htmlFor={`f-tags-${i}-tagId`}>
                  Type {i + 1}
                  {star}
                </label>
                <select id={`f-tags-${i}-tagId`} aria-invalid={!!typeError || undefined} {...register(`tags.${i}.tagId`, { onChange: (e) => typeChanged(i, e.target.value) })}>
                  <option value="">Vel type …</option>
                  {tagTypes.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title}
                    </option>
                  ))}
                </select>
                {typeError && <span className="kit-field-error">{typeError.message || INVALID_VALUE}</span>}
              </span>
              <span className="kit-field" data-field={`tags.${i}.value`}>
                <label htmlFor={`f-tags-${i}-value`}>
                  Verdi {i + 1}
                  {star}
                </label>
                {choices ? (
                  <select {...valueProps}>
                    <option value="">Vel verdi …</option>
                    {choices.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                    {/* A value from before the list (or from the API) stays what it is until staff pick another. */}
                    {row.value && !choices.some((c) => c.value === row.value) && <option value={row.value}>{row.value}</option>}
                  </select>
                ) : (
                  <input {...valueProps} type="text" autoComplete="off" />
                )}
                {type?.metric && <span className="kit-field-meta">{type.metric}</span>}
                {valueError && <span className="kit-field-error">{valueError.message || INVALID_VALUE}</span>}
              </span>
              <label className="kit-tag-highlight">
                <input type="checkbox" {...register(`tags.${i}.highlight`)} /> Framheva
              </label>
              <span className="kit-row-actions">
                <button type="button" id={`f-tags-${i}-up`} className="button small" aria-label={`Flytt eigenskap ${i + 1} opp`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  ↑
                </button>
                <button
                  type="button"
                  id={`f-tags-${i}-down`}
                  className="button small"
                  aria-label={`Flytt eigenskap ${i + 1} ned`}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button type="button" id={`f-tags-${i}-remove`} className="button small" aria-label={`Fjern eigenskap ${i + 1}`} onClick={() => removeRow(i)}>
                  Fjern
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" id="f-tags-add" className="button small" onClick={() => append({ tagId: '', value: '', highlight: false })}>
        Legg til eigenskap
      </button>
    </fieldset>
  );
}

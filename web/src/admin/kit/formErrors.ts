import { FORM_MESSAGES } from '@domain/fields.ts';
import type { FieldErrors } from 'react-hook-form';

/** Every field name with an error, in no particular order ("openingHours.pickup.0.closes"). */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value || 'type' in value ? [path] : errorPaths(value as FieldErrors, path);
  });
}

/** The invalid field that comes first on screen (tabs in order, then the page's order), by `data-field`. */
export function firstOnScreen(paths: readonly string[]): string | undefined {
  const set = new Set(paths);
  for (const el of document.querySelectorAll<HTMLElement>('[data-field]')) if (set.has(el.dataset.field!)) return el.dataset.field;
  return paths[0];
}

/** A value left empty: null, blank text, an empty list or a number input without a number (undefined: not a field). */
const isEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0) || (typeof value === 'number' && Number.isNaN(value));

/**
 * The message above a form whose fields `paths` are invalid: `requiredMessage` ("Felt merka med * må fyllast ut.")
 * only when one of them is empty, else "Sjå over felta som er merka." (each field says its own rule). `valueOf` reads
 * a field's value by its path (react-hook-form's `getValues`).
 */
export function invalidFormMessage(paths: readonly string[], valueOf: (path: string) => unknown, requiredMessage: string = FORM_MESSAGES.requiredForm): string {
  return paths.some((p) => isEmpty(valueOf(p))) ? requiredMessage : FORM_MESSAGES.checkMarked;
}

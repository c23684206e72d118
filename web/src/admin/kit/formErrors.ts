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

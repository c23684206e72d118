/**
 * Price inputs (spec 2 section 5): digits with an optional decimal point or comma and at most 2 decimals, shown
 * with 2 decimals. Pure, so the admin's inputs and any server check read the same rule.
 */

/** What a price input accepts while typing is finished: "1490", "1490,5", "1490.50". */
export const PRICE_INPUT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** True when `value` is a valid price as typed. */
export const isPriceInput = (value: string): boolean => PRICE_INPUT_PATTERN.test(value.trim());

/** The price as shown once typed ("1490,5" → "1490.50"); anything invalid or blank is returned as it is. */
export function formatPriceInput(value: string): string {
  const v = value.trim();
  if (!isPriceInput(v)) return value;
  const [whole, fraction = ''] = v.replace(',', '.').split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

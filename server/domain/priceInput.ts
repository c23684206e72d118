/**
 * Price inputs (spec 2 section 5): digits with an optional decimal point or comma and at most 2 decimals, shown
 * with 2 decimals. Shown with a decimal comma, as Norwegian staff write and read money ("1490,50", as the lists'
 * "1 490,50 kr"); a point is still accepted while typing. Pure, so the admin's inputs and any server check read the
 * same rule.
 */

/** What a price input accepts while typing is finished: "1490", "1490,5", "1490.50". */
export const PRICE_INPUT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A booking line's hand-set price per day as it counts: blank is 0 (spec 2 section 5, "price per day defaults to 0":
 * staff clear the price to give the line away), anything else as typed (and checked with isPriceInput).
 */
export const manualPriceText = (value: string): string => (value.trim() === '' ? '0' : value.trim());

/** True when `value` is a valid price as typed. */
export const isPriceInput = (value: string): boolean => PRICE_INPUT_PATTERN.test(value.trim());

/** The price as shown once typed ("1490.5" → "1490,50"); anything invalid or blank is returned as it is. */
export function formatPriceInput(value: string): string {
  const v = value.trim();
  if (!isPriceInput(v)) return value;
  const [whole, fraction = ''] = v.replace(',', '.').split('.');
  return `${whole},${fraction.padEnd(2, '0')}`;
}

/**
 * A stored price as its input shows it ("590" or "590.5" from the API → "590,50"); null, undefined and blank are an
 * empty input. The one way a form fills a price field.
 */
export function priceInputText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return text === '' ? '' : formatPriceInput(text);
}

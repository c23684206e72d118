export { STAFF_ORDER_TERMS, TERMS } from '@domain/terms.ts';

/** Whole kroner the Norwegian way, with a no-break space: 15000 → "15 000 kr". */
export function kr(amount: number): string {
  return `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 }).format(amount).replace(/\s/g, '\u00a0')}\u00a0kr`;
}

/** Display formatting shared by the shop and the admin: Norwegian numbers and kroner. */

const kroner = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A money amount as Norwegian kroner with 2 decimals, e.g. "1490.00" → "1 490,00 kr".
 * Strings (the GraphQL `Money` and `Decimal` scalars) are formatted as exact decimals, never through a float.
 * The group separator is a no-break space, as nb-NO prescribes, so an amount never wraps.
 */
export function formatKroner(value: string | number): string {
  const amount = typeof value === 'string' ? value.trim() : value;
  if (amount === '' || !Number.isFinite(Number(amount))) return '';
  return `${kroner.format(amount as number | `${number}`)}\u00a0kr`;
}

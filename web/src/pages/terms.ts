/** The business constants the rental terms state (spec 1, section 9); the texts are built from these numbers. */
export const TERMS = {
  updated: '07.09.2025',
  minimumAge: 18,
  youngDriverAge: 25,
  minimumRentalHours: 1,
  depositShortKr: 2000,
  depositLongKr: 3000,
  depositLongFromDays: 7,
  depositReleaseDays: 7,
  excessKr: 15000,
  freeCancellationHours: 24,
  invoiceAfterDays: 7,
  paymentTermDays: 14,
} as const;

/** Whole kroner the Norwegian way, with a no-break space: 15000 → "15 000 kr". */
export function kr(amount: number): string {
  return `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 }).format(amount).replace(/\s/g, '\u00a0')}\u00a0kr`;
}

/** The business constants the rental terms state (spec 1, section 9): the terms' texts and the booking screens use these. */
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

/** The card deposit for a private rental of `days` rental days: 2 000 kr under 7 days, 3 000 kr from 7 days. */
export function depositKr(days: number): number {
  return days >= TERMS.depositLongFromDays ? TERMS.depositLongKr : TERMS.depositShortKr;
}

/**
 * The excess a customer pays after damage: the chosen insurance's deductible, else the vehicle's, else the terms'
 * standard excess (for DepositInfo and the terms page).
 */
export function excessKrFor(insuranceDeductible: string | null | undefined, vehicleDeductible: string | null | undefined): string {
  return insuranceDeductible ?? vehicleDeductible ?? String(TERMS.excessKr);
}

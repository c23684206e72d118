/** The business constants the rental terms state (spec 1, section 9): the terms' texts and the booking screens use these. */
export const TERMS = {
  /** When the terms were last changed (yyyy-mm-dd; the legal pages write it in the reader's language). */
  updated: '2025-09-07',
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
  /** A business rental longer than this many rental days (one month) is invoiced every month. */
  monthlyInvoiceOverDays: 30,
} as const;

/** Whether a business rental of `days` rental days is invoiced monthly ("monthly invoices for rentals over one month"). */
export const invoicedMonthly = (days: number): boolean => days > TERMS.monthlyInvoiceOverDays;

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

/**
 * What the terms say about an order a member of staff placed for the customer (a phone order): the same terms
 * apply, accepted when the order was placed. Shown in the terms and in the customer's e-mails about such a booking.
 */
/** The phone order's own tick: staff confirm the customer accepted the terms (read out or sent to them). */
export const STAFF_TERMS_CHECK = {
  label: 'Kunden har godteke leigevilkåra (lese opp eller sendt til kunden)',
  required: 'Kunden må godta leigevilkåra før bestillinga kan leggjast inn.',
} as const;

export const STAFF_ORDER_TERMS = {
  no: 'Denne bestillinga er lagd inn av ein av våre tilsette på dine vegner. Dei same leigevilkåra gjeld som for bestillingar i nettbutikken, og du godtok dei då bestillinga vart lagd inn.',
  en: 'This order was placed on your behalf by a member of our staff. The same rental terms apply as for orders in the web shop, and you accepted them when the order was placed.',
} as const;

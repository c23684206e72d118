/**
 * Booking rules that the server's several answers (GraphQL, REST, e-mails) and the web client share: how a booking
 * number is shown, which statuses hold a vehicle, who the customer is, the organisation number, the excess.
 */
import { EMAIL_MAX_LENGTH } from './email.ts';
import { paddedId } from './lists.ts';

/** Booking ids are shown padded to 4 digits (spec 2, "Bookings"): 7 → "0007". */
export const bookingNumber = (id: number) => paddedId(id);

/**
 * Statuses in which a booking holds its vehicle now or later (the availability rule and the dashboard). The partial
 * indexes `booking_active_*` and `booking_line_active_period` (migrations) name the same list: change them with it.
 */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'delivered'] as const;

/**
 * Out with its customer past its planned return and not yet marked returned: it holds its vehicle from its pick-up
 * on, whatever the period (services/availability.ts `overdueSql` is this rule in SQL, for the statements that read it).
 */
export const isOverdue = (booking: { status: string; dropoffAt: Date }, now: Date): boolean =>
  booking.status === 'delivered' && booking.dropoffAt <= now;

/** What staff read for a booking's status (spec 2 section 4): badges, filters and the history's comments. */
export const BOOKING_STATUS_LABELS: Record<string, string> = {
  pending: 'Venter behandling',
  confirmed: 'Bekreftet',
  delivered: 'Hentet av kunde',
  returned: 'Returnert',
  completed: 'Fullført',
  cancelled: 'Avbrutt',
};

/** rental_duration_hours: whole rental days × 24. */
export const durationHoursOf = (days: number) => days * 24;

export type CustomerKind = 'private' | 'business' | 'private-guest' | 'business-guest';

/** private (registered user), business (company), private-guest or business-guest (spec 2, "Customers"). */
export function customerKind(b: { customerCompanyId: number | null; customerUserId: number | null; orderType: string }): CustomerKind {
  if (b.customerCompanyId) return 'business';
  if (b.customerUserId) return 'private';
  return b.orderType === 'business' ? 'business-guest' : 'private-guest';
}

/** Who the booking is for: the business name, else the guest's or the registered customer's name. */
export function customerNameOf(b: { guestFirstname: string | null; guestLastname: string | null; guestBusinessName: string | null; customerUser?: { firstname: string | null; lastname: string | null } | null }): string {
  const person = [b.guestFirstname, b.guestLastname].filter(Boolean).join(' ').trim() || [b.customerUser?.firstname, b.customerUser?.lastname].filter(Boolean).join(' ').trim();
  return b.guestBusinessName ? (person ? `${b.guestBusinessName} (${person})` : b.guestBusinessName) : person;
}

/**
 * The most characters each text of a booking's customer and order may hold (after trimming), once for every place
 * that takes it: the server's schemas (services/bookingCreate.ts `orderSchema` for the shop, the partners and staff's
 * new booking; services/bookingWrite.ts `bookingPatchSchema`, where the customer's fields are the guest's:
 * guestFirstname, guestLastname, guestEmail, guestPhone, guestBusinessName, guestBusinessOrgnr) and the web forms'
 * maxLength and counters (the shop's step 5 and order form, staff's new booking and booking edit). An "Annet sted"
 * address is `OTHER_PLACE_ADDRESS_MAX` (otherPlace.ts); a registered person's own details are `CUSTOMER_LIMITS`.
 */
export const BOOKING_FIELD_LIMITS = {
  firstname: 100,
  lastname: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  businessName: 200,
  /** The organisation number as typed (spaces allowed); it must then be 9 digits (isValidOrgnr). */
  businessNumber: 30,
  reference: 100,
  comment: 2000,
} as const;

/** A Norwegian organisation number: 9 digits; spaces people type are ignored. */
export const normaliseOrgnr = (value: string) => value.replace(/\s/g, '');
export const isValidOrgnr = (value: string) => /^\d{9}$/.test(normaliseOrgnr(value));
/** A business order's firm name is required (shop, phone order, and a booking's edit keep it filled). */
export const BUSINESS_NAME_REQUIRED = 'Firmanamn må fyllast ut.';

export const ORGNR_MESSAGES = {
  required: 'Organisasjonsnummer må fyllast ut.',
  invalid: 'Organisasjonsnummeret må vere 9 siffer.',
} as const;

/** The damage deductible a customer type pays: business falls back to the private figure when it has none. */
export function deductibleFor<T>(customerType: 'private' | 'business', privateValue: T, businessValue: T | null | undefined): T {
  return customerType === 'private' ? privateValue : (businessValue ?? privateValue);
}

/** Duration in days as staff see it: hours / 24, rounded up (spec 2, "Bookings"). */
export const durationDaysOf = (hours: number) => Math.ceil(hours / 24);

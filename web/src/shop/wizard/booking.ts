/**
 * The booking context (spec 1, section 3): what the wizard keeps in memory rather than in the address (customer
 * details, the licence file, terms, reference, comment, errors from the server, and whether the order was sent).
 */
import { createContext, useContext } from 'react';

export type LicenceChoice = 'upload' | 'bring_on_pickup';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** Norwegian country name and ISO alpha-3 code (default Norge, NOR). */
  country: string;
  countryCode: string;
  businessName: string;
  businessNumber: string;
  driversLicence: LicenceChoice | null;
  /** The licence as a data URL when `upload` is chosen, and its file name. */
  driversLicenceFile: string | null;
  driversLicenceFileName: string | null;
  customerRemember: boolean;
  businessRemember: boolean;
  termsAccepted: boolean;
  /** Where the customer wants the car / will leave it, when that end is "Annet sted" (server/domain/otherPlace.ts). */
  pickupAddress: string;
  dropoffAddress: string;
}

/** What /mottatt shows after a successful order. */
export interface SentBooking {
  email: string;
  licenceAtPickup: boolean;
  bookingNumber: string;
  /** The Idempotency-Key the order was placed with: proves to the server who placed it (the order_received event). */
  orderKey: string | null;
  /** What was ordered (OrderForm's fingerprint): step 6 warns when the same order is about to be sent again. */
  fingerprint: string | null;
}

/** A field error from the server, kept until the step that owns the field has shown it. */
export interface ServerFieldError {
  field: string;
  message: string;
}

export interface BookingState {
  customer: CustomerDetails;
  reference: string;
  comment: string;
  serverErrors: ServerFieldError[];
  sent: SentBooking | null;
}

export interface BookingContextValue extends BookingState {
  /**
   * Counts navigations within the wizard (Back included, which returns to an old history entry): a priced step
   * uses it as its fetch key, so prices are asked for again on every visit (the old shop's fetch_new_prices).
   */
  visit: number;
  updateCustomer(patch: Partial<CustomerDetails>): void;
  updateOrder(patch: Partial<Pick<BookingState, 'reference' | 'comment'>>): void;
  setServerErrors(errors: ServerFieldError[]): void;
  /** Records a successful order (kept for this tab, so /mottatt survives a reload) and forgets the draft. */
  markSent(sent: SentBooking): void;
  /** Unticks the terms (on /mottatt: ordering again after Back takes a new tick). */
  forgetTerms(): void;
  /** Forgets the booking (the link to the front page after an order); remembered details stay remembered. */
  reset(): void;
}

export const EMPTY_CUSTOMER: CustomerDetails = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  country: 'Norge',
  countryCode: 'NOR',
  businessName: '',
  businessNumber: '',
  driversLicence: null,
  driversLicenceFile: null,
  driversLicenceFileName: null,
  customerRemember: false,
  businessRemember: false,
  termsAccepted: false,
  pickupAddress: '',
  dropoffAddress: '',
};

export const BookingContext = createContext<BookingContextValue | null>(null);

/** The booking context; only inside the wizard's layout. */
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking outside BookingProvider');
  return value;
}

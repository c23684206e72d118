/**
 * Browser storage of the wizard: remembered customer details in localStorage (`personal_customer`,
 * `business_customer`, spec 1 section 3), and in sessionStorage (this tab only) the draft of steps 5 and 6 and the
 * sent order.
 */
import { EMPTY_CUSTOMER, type CustomerDetails, type SentBooking } from './booking.ts';

const PERSONAL = 'personal_customer';
const BUSINESS = 'business_customer';
const SENT = 'booking_sent';
const DRAFT = 'booking_draft';
const ATTEMPT = 'booking_attempt';

function read<T>(storage: () => Storage, key: string): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or turned off: the wizard works without it */
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The customer details remembered on this device, over the empty defaults. */
export function loadRememberedCustomer(): CustomerDetails {
  const personal = read<Record<string, unknown>>(local, PERSONAL);
  const business = read<Record<string, unknown>>(local, BUSINESS);
  const customer = { ...EMPTY_CUSTOMER };
  if (personal?.customerRemember === true) {
    Object.assign(customer, {
      firstName: str(personal.firstName),
      lastName: str(personal.lastName),
      phone: str(personal.phone),
      email: str(personal.email),
      driversLicence: personal.driversLicence === 'upload' || personal.driversLicence === 'bring_on_pickup' ? personal.driversLicence : null,
      customerRemember: true,
    });
  }
  if (business?.businessRemember === true) {
    Object.assign(customer, { businessName: str(business.businessName), businessNumber: str(business.businessNumber), businessRemember: true });
  }
  return customer;
}

/** Stores or deletes the remembered details as the two remember-me flags say. */
export function saveRememberedCustomer(c: CustomerDetails): void {
  write(
    local,
    PERSONAL,
    c.customerRemember
      ? { firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email, driversLicence: c.driversLicence, customerRemember: true }
      : null,
  );
  write(local, BUSINESS, c.businessRemember ? { businessName: c.businessName, businessNumber: c.businessNumber, businessRemember: true } : null);
}

/** The order sent in this tab, if any. */
export function loadSentBooking(): SentBooking | null {
  const sent = read<SentBooking>(session, SENT);
  return sent && typeof sent.email === 'string' ? { email: sent.email, licenceAtPickup: sent.licenceAtPickup === true, bookingNumber: str(sent.bookingNumber), orderKey: str(sent.orderKey) || null, fingerprint: str(sent.fingerprint) || null } : null;
}

/** Stores (or with null forgets) the order sent in this tab. */
export function saveSentBooking(sent: SentBooking | null): void {
  write(session, SENT, sent);
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The Idempotency-Key of an order attempt: the same key for the same order (a double click, a retry after a lost
 * answer, a reload of step 6), a new one when anything in the order changes. Kept for this tab.
 */
export function idempotencyKeyFor(fingerprint: string): string {
  const stored = read<{ fingerprint: string; key: string }>(session, ATTEMPT);
  if (stored?.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  const key = randomUuid();
  write(session, ATTEMPT, { fingerprint, key });
  return key;
}

/** Forgets the attempt after it succeeded, so the next order gets a new key. */
export function forgetAttempt(): void {
  write(session, ATTEMPT, null);
}

/**
 * The largest licence file (as a data URL) the draft keeps: about 1.1 MB of file. sessionStorage holds some 5 MB per
 * site, and a phone photo can be 10 MB, so a larger file is left out and must be chosen again after a reload.
 */
export const DRAFT_FILE_MAX_CHARS = 1_500_000;

/** What the customer typed on steps 5 and 6 and has not ordered yet. */
export interface BookingDraft {
  customer: CustomerDetails;
  reference: string;
  comment: string;
}

/** The draft of this tab, checked field by field (anything odd counts as not typed). */
export function loadDraft(): BookingDraft | null {
  const draft = read<{ customer: Record<string, unknown>; reference: unknown; comment: unknown }>(session, DRAFT);
  const c = draft?.customer;
  if (!draft || typeof c !== 'object' || c === null) return null;
  const file = str(c.driversLicenceFile);
  return {
    customer: {
      firstName: str(c.firstName),
      lastName: str(c.lastName),
      phone: str(c.phone),
      email: str(c.email),
      country: str(c.country) || EMPTY_CUSTOMER.country,
      countryCode: str(c.countryCode) || EMPTY_CUSTOMER.countryCode,
      businessName: str(c.businessName),
      businessNumber: str(c.businessNumber),
      driversLicence: c.driversLicence === 'upload' || c.driversLicence === 'bring_on_pickup' ? c.driversLicence : null,
      driversLicenceFile: file.startsWith('data:') ? file : null,
      driversLicenceFileName: file.startsWith('data:') ? str(c.driversLicenceFileName) || null : null,
      customerRemember: c.customerRemember === true,
      businessRemember: c.businessRemember === true,
      termsAccepted: c.termsAccepted === true,
      pickupAddress: str(c.pickupAddress),
      dropoffAddress: str(c.dropoffAddress),
    },
    reference: str(draft.reference),
    comment: str(draft.comment),
  };
}

/** Keeps the draft for this tab (a licence file larger than DRAFT_FILE_MAX_CHARS is left out), or forgets it. */
export function saveDraft(draft: BookingDraft | null): void {
  if (draft === null) return write(session, DRAFT, null);
  const { customer } = draft;
  const keepFile = customer.driversLicenceFile !== null && customer.driversLicenceFile.length <= DRAFT_FILE_MAX_CHARS;
  write(session, DRAFT, {
    ...draft,
    customer: { ...customer, driversLicenceFile: keepFile ? customer.driversLicenceFile : null, driversLicenceFileName: keepFile ? customer.driversLicenceFileName : null },
  });
}

/**
 * The booking form's values: what the stored booking shows as, which fields a save sends (only the changed ones),
 * the client's required check and where each field lives (its tab).
 */
import { formatPriceInput, isPriceInput, manualPriceText } from '@domain/priceInput.ts';
import { rentalDays, skippedPeriodTimes } from '@domain/rentalPeriod.ts';
import { REQUIRED_TEXT } from '@domain/fields.ts';
import { fromOsloLocal, osloParts } from '@domain/time.ts';

export interface LineValues {
  rentalOptionId: string;
  productId: string;
  amount: string;
  /** The price per day is typed by staff (the engine does not price the line). */
  manual: boolean;
  pricePerDay: string;
}

export interface BookingFormFields {
  pickupLocationId: string;
  dropoffLocationId: string;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  status: string;
  reference: string;
  comment: string;
  guestFirstname: string;
  guestLastname: string;
  guestEmail: string;
  guestPhone: string;
  guestCountry: string;
  guestBusinessName: string;
  guestBusinessOrgnr: string;
  customerUserId: string;
  lines: LineValues[];
}

/** Spec 5: "Felt merka med * må fyllast ut." */
export const REQUIRED_FORM = 'Felt merka med * må fyllast ut.';

/**
 * Field labels of the booking's history (server field names): every field a change, a creation or a deletion writes
 * (BOOKING_HISTORY_FIELDS of the server's bookingWrite.ts) and those a customer's erasure blanks (customerErase.ts).
 */
export const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  pickupLocationId: 'Hentestad',
  dropoffLocationId: 'Leveringsstad',
  pickupAddress: 'Henteadresse',
  dropoffAddress: 'Leveringsadresse',
  pickupAt: 'Henting',
  dropoffAt: 'Levering',
  durationHours: 'Leigeperiode',
  totalPrice: 'Totalpris',
  reference: 'Referanse',
  comment: 'Kommentar',
  guestFirstname: 'Fornamn',
  guestLastname: 'Etternamn',
  guestEmail: 'E-post',
  guestPhoneCountryCode: 'Landskode',
  guestPhone: 'Telefon',
  guestCountry: 'Land',
  guestBusinessName: 'Firmanamn',
  guestBusinessOrgnr: 'Organisasjonsnummer',
  businessBookingDrivers: 'Førarar (bedrift)',
  customerUserId: 'Kunde',
  placedByStaff: 'Lagt inn av tilsett',
  lines: 'Handlekurv',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "yyyy-mm-dd" and "HH:MM" of an instant in Oslo. */
export function osloDateTime(iso: string): { date: string; time: string } {
  const p = osloParts(new Date(iso));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The instant Oslo's clocks show at `date` `time`, or null when either is missing or malformed. */
export function instantOf(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const instant = fromOsloLocal({ year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +t[1]!, minute: +t[2]! });
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The rental days of the period the form holds (the shop's count), or null while it is incomplete or backwards. */
export function daysOf(v: Pick<BookingFormFields, 'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime'>): number | null {
  const from = instantOf(v.pickupDate, v.pickupTime);
  const until = instantOf(v.dropoffDate, v.dropoffTime);
  return from && until && until > from ? rentalDays(from, until) : null;
}

export { daysText } from '../kit/format.ts';

interface StoredBooking {
  readonly status: string;
  readonly reference: string | null | undefined;
  readonly comment: string | null | undefined;
  readonly pickupLocation: { readonly id: string };
  readonly dropoffLocation: { readonly id: string };
  readonly pickupAt: string;
  readonly dropoffAt: string;
  readonly guestFirstname: string | null | undefined;
  readonly guestLastname: string | null | undefined;
  readonly guestEmail: string | null | undefined;
  readonly guestPhone: string | null | undefined;
  readonly guestCountry: string | null | undefined;
  readonly guestBusinessName: string | null | undefined;
  readonly guestBusinessOrgnr: string | null | undefined;
  readonly customerUser: { readonly id: string } | null | undefined;
  readonly lines: readonly {
    readonly amount: number;
    readonly pricePerDay: string;
    readonly manualPrice: boolean;
    readonly rentalOption: { readonly id: string };
    readonly product: { readonly id: string } | null | undefined;
  }[];
}

/** The form's values of a stored booking. */
export function valuesOf(b: StoredBooking): BookingFormFields {
  const pickup = osloDateTime(b.pickupAt);
  const dropoff = osloDateTime(b.dropoffAt);
  return {
    pickupLocationId: b.pickupLocation.id,
    dropoffLocationId: b.dropoffLocation.id,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    dropoffDate: dropoff.date,
    dropoffTime: dropoff.time,
    status: b.status,
    reference: b.reference ?? '',
    comment: b.comment ?? '',
    guestFirstname: b.guestFirstname ?? '',
    guestLastname: b.guestLastname ?? '',
    guestEmail: b.guestEmail ?? '',
    guestPhone: b.guestPhone ?? '',
    guestCountry: b.guestCountry ?? '',
    guestBusinessName: b.guestBusinessName ?? '',
    guestBusinessOrgnr: b.guestBusinessOrgnr ?? '',
    customerUserId: b.customerUser?.id ?? '',
    lines: b.lines.map((l) => ({
      rentalOptionId: l.rentalOption.id,
      productId: l.product?.id ?? '',
      amount: String(l.amount),
      manual: l.manualPrice,
      pricePerDay: formatPriceInput(l.pricePerDay),
    })),
  };
}

/** Where a field lives: the Kunde tab or Generelt. */
export const tabOf = (field: string) => (field.startsWith('guest') || field === 'customerUserId' ? 'kunde' : 'generelt');

/** The form's name of a field the server names (the period is two inputs each; a line's price is `pricePerDay`). */
export function formFieldOf(serverField: string): string {
  if (serverField === 'pickupAt') return 'pickupDate';
  if (serverField === 'dropoffAt') return 'dropoffDate';
  return serverField.replace(/\.manualPricePerDay$/, '.pricePerDay');
}

/** Spec 5's required check (locations, times, status, a rental product per line), times the clocks show, and the price format; field → message. */
export function requiredErrors(v: BookingFormFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ['pickupLocationId', 'dropoffLocationId', 'pickupDate', 'pickupTime', 'dropoffDate', 'dropoffTime', 'status'] as const) {
    if (!v[name]) errors[name] = REQUIRED_TEXT;
  }
  // A time the clocks skip that night (02:30 on the spring-forward night) would be saved as another hour.
  for (const e of skippedPeriodTimes(v)) errors[e.field] ??= e.message;
  v.lines.forEach((l, i) => {
    if (!l.rentalOptionId) errors[`lines.${i}.rentalOptionId`] = REQUIRED_TEXT;
    if (l.manual && !isPriceInput(manualPriceText(l.pricePerDay))) errors[`lines.${i}.pricePerDay`] = 'Berre siffer, med høgst 2 desimalar.';
  });
  return errors;
}

const SIMPLE = ['status', 'reference', 'comment', 'guestFirstname', 'guestLastname', 'guestEmail', 'guestPhone', 'guestCountry', 'guestBusinessName', 'guestBusinessOrgnr'] as const;

/** A cart amount as sent: a number, else 1 (spec 5). */
const amountOf = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** The UpdateBookingInput fields that differ from `initial` (empty: nothing to save). */
export function changesOf(initial: BookingFormFields, v: BookingFormFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of SIMPLE) if (v[key] !== initial[key]) input[key] = v[key];
  if (v.pickupLocationId !== initial.pickupLocationId) input.pickupLocationId = v.pickupLocationId;
  if (v.dropoffLocationId !== initial.dropoffLocationId) input.dropoffLocationId = v.dropoffLocationId;
  if (v.pickupDate !== initial.pickupDate || v.pickupTime !== initial.pickupTime) input.pickupAt = instantOf(v.pickupDate, v.pickupTime)?.toISOString();
  if (v.dropoffDate !== initial.dropoffDate || v.dropoffTime !== initial.dropoffTime) input.dropoffAt = instantOf(v.dropoffDate, v.dropoffTime)?.toISOString();
  if (v.customerUserId && v.customerUserId !== initial.customerUserId) input.customerUserId = v.customerUserId;
  if (JSON.stringify(v.lines) !== JSON.stringify(initial.lines)) {
    input.lines = v.lines.map((l) => ({
      rentalOptionId: l.rentalOptionId,
      amount: amountOf(l.amount),
      productId: l.productId || null,
      manualPricePerDay: l.manual ? manualPriceText(l.pricePerDay) : null,
    }));
  }
  return input;
}

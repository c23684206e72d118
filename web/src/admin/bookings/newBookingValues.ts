/**
 * The phone-order form's values, its schema and the mutation input built from it. The rules are the shop's own
 * (server/domain: period, phone, organisation number, "Annet sted" addresses); the server checks everything again.
 */
import { BUSINESS_NAME_REQUIRED, isValidOrgnr, ORGNR_MESSAGES } from '@domain/booking.ts';
import { isValidPhone, PHONE_MESSAGE } from '@domain/credentials.ts';
import { emailFormat } from '@domain/email.ts';
import { otherPlaceAddressErrors, STAFF_OTHER_PLACE_MESSAGES } from '@domain/otherPlace.ts';
import { defaultPeriod, periodErrors, skippedPeriodTimes } from '@domain/rentalPeriod.ts';
import { STAFF_TERMS_CHECK } from '@domain/terms.ts';
import { formatOslo, parseOslo } from '@domain/time.ts';
import { z } from 'zod';

const filled = (label: string) => z.string().trim().min(1, `${label} må fyllast ut.`);
const chosen = (label: string) => z.string().min(1, `${label} må veljast.`);

/** The schema of the form; `otherPlaces` says which location ids are "Annet sted" (an address is then required). */
export function newBookingSchema(otherPlaces: ReadonlySet<string>, now = () => new Date()) {
  return z
    .object({
      customerUserId: z.string(),
      customerType: z.enum(['private', 'business']),
      firstname: filled('Fornamn'),
      lastname: filled('Etternamn'),
      email: filled('E-post').pipe(emailFormat('Ugyldig e-postadresse.')),
      phone: filled('Telefon').refine(isValidPhone, PHONE_MESSAGE),
      countryCode: chosen('Land'),
      businessName: z.string(),
      businessNumber: z.string(),
      pickupLocationId: chosen('Hentestad'),
      dropoffLocationId: z.string(),
      pickupDate: filled('Hentedato'),
      pickupTime: chosen('Hentetid'),
      dropoffDate: filled('Leveringsdato'),
      dropoffTime: chosen('Leveringstid'),
      pickupAddress: z.string(),
      dropoffAddress: z.string(),
      above25: z.boolean(),
      rentalOptionId: chosen('Leieprodukt'),
      insurance: z.string(),
      accessories: z.array(z.object({ rentalOptionId: z.string(), amount: z.number().int() })),
      driversLicence: z.enum(['bring_on_pickup', 'upload'], { error: 'Vel korleis kunden viser førarkortet.' }),
      driversLicenceFile: z.string(),
      reference: z.string(),
      comment: z.string(),
      termsAccepted: z.boolean().refine((v) => v, STAFF_TERMS_CHECK.required),
    })
    .superRefine((v, c) => {
      if (v.customerType === 'business') {
        if (!v.businessName.trim()) c.addIssue({ code: 'custom', path: ['businessName'], message: BUSINESS_NAME_REQUIRED });
        if (!isValidOrgnr(v.businessNumber)) c.addIssue({ code: 'custom', path: ['businessNumber'], message: ORGNR_MESSAGES.invalid });
      }
      if (v.driversLicence === 'upload' && !v.driversLicenceFile) c.addIssue({ code: 'custom', path: ['driversLicenceFile'], message: 'Last opp førarkortet.' });
      // A time the clocks skip that night (02:30 on the spring-forward night) would be booked as another hour.
      for (const e of skippedPeriodTimes(v)) c.addIssue({ code: 'custom', path: [e.field], message: e.message });
      const period = periodOf(v);
      if (v.pickupDate && v.dropoffDate) {
        for (const e of periodErrors(period.pickupAt, period.dropoffAt, now())) c.addIssue({ code: 'custom', path: [e.field === 'pickupAt' ? 'pickupDate' : 'dropoffDate'], message: e.message });
      }
      const dropoff = v.dropoffLocationId || v.pickupLocationId;
      for (const e of otherPlaceAddressErrors({ pickupIsOther: otherPlaces.has(v.pickupLocationId), dropoffIsOther: otherPlaces.has(dropoff), pickupAddress: v.pickupAddress, dropoffAddress: v.dropoffAddress }, STAFF_OTHER_PLACE_MESSAGES)) {
        c.addIssue({ code: 'custom', path: [e.field], message: e.message });
      }
    });
}

export type NewBookingFields = z.input<ReturnType<typeof newBookingSchema>>;
export type NewBookingValues = z.output<ReturnType<typeof newBookingSchema>>;

/** The period of the form as instants (null while a part is missing or not a real Oslo time). */
export function periodOf(v: Pick<NewBookingFields, 'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime'>): { pickupAt: Date | null; dropoffAt: Date | null } {
  const at = (date: string, time: string) => (date && time ? parseOslo(`${date} ${time}`) : null);
  return { pickupAt: at(v.pickupDate, v.pickupTime), dropoffAt: at(v.dropoffDate, v.dropoffTime) };
}

/** An empty form with the shop's default period (spec 1: pick-up 10:00, return two days later). */
export function emptyValues(now = new Date(), pickupLocationId = ''): NewBookingFields {
  const { pickup, dropoff } = defaultPeriod(now);
  const [pickupDate, pickupTime] = formatOslo(pickup).split(' ') as [string, string];
  const [dropoffDate, dropoffTime] = formatOslo(dropoff).split(' ') as [string, string];
  return {
    customerUserId: '', customerType: 'private', firstname: '', lastname: '', email: '', phone: '', countryCode: 'NOR', businessName: '', businessNumber: '',
    pickupLocationId, dropoffLocationId: '', pickupDate, pickupTime, dropoffDate, dropoffTime, pickupAddress: '', dropoffAddress: '',
    above25: true, rentalOptionId: '', insurance: '', accessories: [], driversLicence: 'bring_on_pickup', driversLicenceFile: '', reference: '', comment: '', termsAccepted: false,
  };
}

/** The search the shop would run for the form's place, period, age and customer type (null while incomplete). */
export function searchOf(v: Pick<NewBookingFields, 'pickupLocationId' | 'dropoffLocationId' | 'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime' | 'above25' | 'customerType'>) {
  const { pickupAt, dropoffAt } = periodOf(v);
  if (!v.pickupLocationId || !pickupAt || !dropoffAt) return null;
  return {
    pickupLocationId: v.pickupLocationId,
    dropoffLocationId: v.dropoffLocationId || null,
    pickupAt: pickupAt.toISOString(),
    dropoffAt: dropoffAt.toISOString(),
    above25: v.above25,
    customerType: v.customerType,
  };
}

/** The createStaffBooking input (the server prices it; no total is sent). */
export function inputOf(v: NewBookingValues, accountId: string) {
  const search = searchOf(v)!;
  const optional = (s: string) => (s.trim() ? s.trim() : null);
  return {
    accountId,
    customerUserId: v.customerUserId || null,
    ...search,
    rentalOptionId: v.rentalOptionId,
    insurance: v.insurance || null,
    accessories: v.accessories.filter((a) => a.amount > 0),
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    countryCode: v.countryCode,
    businessName: v.customerType === 'business' ? optional(v.businessName) : null,
    businessNumber: v.customerType === 'business' ? optional(v.businessNumber) : null,
    driversLicence: v.driversLicence,
    driversLicenceFile: v.driversLicence === 'upload' ? v.driversLicenceFile : null,
    pickupAddress: optional(v.pickupAddress),
    dropoffAddress: optional(v.dropoffAddress),
    reference: optional(v.reference),
    comment: optional(v.comment),
    termsAccepted: v.termsAccepted,
  };
}

/** Where a server field error is shown on this form (the period's instants belong to their date fields). */
export function formFieldOf(serverField: string): string {
  if (serverField === 'pickupAt') return 'pickupDate';
  if (serverField === 'dropoffAt') return 'dropoffDate';
  if (serverField.startsWith('accessories')) return 'accessories';
  return serverField;
}

/** The Norwegian labels of the form's fields (for errors the screen cannot place by a field). */
export const FIELD_LABELS: Record<string, string> = {
  customerUserId: 'Kunde', firstname: 'Fornamn', lastname: 'Etternamn', email: 'E-post', phone: 'Telefon', countryCode: 'Land',
  businessName: 'Firmanamn', businessNumber: 'Organisasjonsnummer', pickupLocationId: 'Hentestad', dropoffLocationId: 'Leveringsstad',
  pickupDate: 'Hentedato', dropoffDate: 'Leveringsdato', rentalOptionId: 'Leieprodukt', insurance: 'Forsikring', accessories: 'Tilbehør',
  driversLicence: 'Førarkort', driversLicenceFile: 'Førarkort', reference: 'Referanse', comment: 'Kommentar', termsAccepted: 'Leigevilkår', pickupAddress: 'Adresse for henting',
  dropoffAddress: 'Adresse for levering',
};

/**
 * Step 5's rules (spec 1, section 5), keyed by the server's field names so the server's own field errors land on the
 * same inputs. Phone rules and messages come from the shared domain module.
 */
import { isValidPhone, PHONE_MESSAGE } from '@domain/credentials.ts';
import { isValidEmail } from '@domain/email.ts';
import { LICENCE_OUTSIDE_HOURS } from '@domain/openingHours.ts';
import { otherPlaceAddressErrors } from '@domain/otherPlace.ts';
import { hasWebAddress, TEXT_MESSAGES, textProblem } from '@domain/text.ts';
import type { CustomerDetails } from './booking.ts';
import type { CustomerKind } from './params.ts';
import { BUSINESS_NAME_REQUIRED, isValidOrgnr, normaliseOrgnr, ORGNR_MESSAGES } from '@domain/booking.ts';

export type CustomerField =
  | 'businessName'
  | 'businessNumber'
  | 'firstname'
  | 'lastname'
  | 'phone'
  | 'email'
  | 'countryCode'
  | 'driversLicence'
  | 'driversLicenceFile'
  | 'pickupAddress'
  | 'dropoffAddress'
  | 'termsAccepted';

export type CustomerErrors = Partial<Record<CustomerField, string>>;

/** The fields step 5 owns (a server error on one of them sends the person back to step 5). */
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'businessName',
  'businessNumber',
  'firstname',
  'lastname',
  'phone',
  'email',
  'countryCode',
  'driversLicence',
  'driversLicenceFile',
  'pickupAddress',
  'dropoffAddress',
  'termsAccepted',
];

/** Which ends of the booking are "Annet sted" (their address is then required). */
export interface OtherPlaces {
  pickupIsOther: boolean;
  dropoffIsOther: boolean;
}

const NO_OTHER_PLACE: OtherPlaces = { pickupIsOther: false, dropoffIsOther: false };

/** What is wrong with the details (an empty object when they are valid). */
export function customerErrors(c: CustomerDetails, kind: CustomerKind, licenceAtPickupAllowed: boolean, places: OtherPlaces = NO_OTHER_PLACE): CustomerErrors {
  const errors: CustomerErrors = {};
  if (kind === 'bedrift') {
    if (!c.businessName.trim()) errors.businessName = BUSINESS_NAME_REQUIRED;
    const orgnr = normaliseOrgnr(c.businessNumber);
    if (!orgnr) errors.businessNumber = ORGNR_MESSAGES.required;
    else if (!isValidOrgnr(orgnr)) errors.businessNumber = ORGNR_MESSAGES.invalid;
  }
  if (!c.firstName.trim()) errors.firstname = 'Fornamn må fyllast ut.';
  if (!c.lastName.trim()) errors.lastname = 'Etternamn må fyllast ut.';
  if (!c.phone.trim()) errors.phone = 'Telefon må fyllast ut.';
  else if (!isValidPhone(c.phone)) errors.phone = PHONE_MESSAGE;
  if (!c.email.trim()) errors.email = 'E-post må fyllast ut.';
  else if (!isValidEmail(c.email.trim())) errors.email = 'Ugyldig e-postadresse.';
  if (kind === 'privat' && !c.countryCode) errors.countryCode = 'Land må veljast.';
  if (!c.driversLicence) errors.driversLicence = 'Vel korleis du viser førarkortet.';
  else if (c.driversLicence === 'bring_on_pickup' && !licenceAtPickupAllowed) errors.driversLicence = LICENCE_OUTSIDE_HOURS;
  else if (c.driversLicence === 'upload' && !c.driversLicenceFile) errors.driversLicenceFile = 'Last opp førarkortet.';
  // The server's rule for "Annet sted", word for word.
  for (const e of otherPlaceAddressErrors({ ...places, pickupAddress: c.pickupAddress, dropoffAddress: c.dropoffAddress })) errors[e.field] = e.message;
  if (!c.termsAccepted) errors.termsAccepted = 'Du må godta leigevilkåra.';
  // The server's text rule (no line breaks or control characters in names), shown before the order is sent.
  const texts: [CustomerField, string][] = [['businessName', c.businessName], ['firstname', c.firstName], ['lastname', c.lastName], ['phone', c.phone], ['email', c.email]];
  for (const [field, value] of texts) {
    const problem = textProblem(value.trim());
    if (problem && !errors[field]) errors[field] = problem;
  }
  // A name holds no web address (the server's rule: a name is written into the order's mails).
  for (const [field, value] of [['firstname', c.firstName], ['lastname', c.lastName]] as const) {
    if (!errors[field] && hasWebAddress(value)) errors[field] = TEXT_MESSAGES.webAddress;
  }
  return errors;
}

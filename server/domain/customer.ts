/**
 * Customers as staff see and change them (spec 2, "Customers"): the kind of a registered person, the contact form
 * the detail page edits (the server validates with the same schema), who may erase a person, and what an erased
 * person becomes.
 */
import { z } from 'zod';
import { customerKind, type CustomerKind } from './booking.ts';
import { isValidPhone, normaliseEmail, normalisePhone, PHONE_MESSAGE } from './credentials.ts';
import { isValidEmail } from './email.ts';
import { lineText, NO_WEB_ADDRESS } from './fields.ts';
import type { RoleName } from './roles.ts';

export type { CustomerKind };

/** The four kinds of spec 2 with the labels the list shows. */
export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  private: 'Privat',
  business: 'Bedrift',
  'private-guest': 'Privat (gjest)',
  'business-guest': 'Bedrift (gjest)',
};
export const CUSTOMER_KINDS = Object.keys(CUSTOMER_KIND_LABELS) as CustomerKind[];
/** The kinds of a registered person (a row of the customer list); the guest kinds come from bookings without a user. */
export const REGISTERED_KINDS = ['private', 'business'] as const satisfies readonly CustomerKind[];
export const GUEST_KINDS = ['private-guest', 'business-guest'] as const satisfies readonly CustomerKind[];

/** A registered person's kind: the booking rule of domain/booking.ts applied to the person (their business, if any). */
export function userCustomerKind(u: { id: number; customerCompanyId: number | null }): CustomerKind {
  return customerKind({ customerCompanyId: u.customerCompanyId, customerUserId: u.id, orderType: u.customerCompanyId ? 'business' : 'private' });
}

export const CUSTOMER_LIMITS = { name: 100, email: 254, phone: 30, phoneCountryCode: 6 } as const;

export const CUSTOMER_MESSAGES = {
  firstname: 'Fornamn må fyllast ut.',
  lastname: 'Etternamn må fyllast ut.',
  email: 'Ugyldig e-postadresse.',
  /** Also for a person the staff member may not see: hidden and missing look alike. */
  notFound: 'Fann ikkje kunden.',
  emailTaken: 'E-postadressa er allereie i bruk av ein annan brukar.',
  emailSiteOnly: 'E-postadressa er det kunden loggar inn med: ho kan berre endrast frå den nasjonale kontoen eller nettverkskontoen.',
  phone: PHONE_MESSAGE,
  phoneCountryCode: 'Ugyldig landskode (t.d. +47).',
  phoneCountryCodeMissing: 'Hugs landskoden til telefonnummeret (t.d. +47), her eller først i nummeret.',
  conflict: 'Kunden er endra av nokon andre sidan du opna han. Last inn på nytt.',
  erased: 'Kunden er sletta (anonymisert) og kan ikkje endrast.',
  /**
   * Erasing anonymises every booking of the person: one outside the caller's reach is for the network account. How
   * many, or where, is not said (the caller may not see those bookings).
   */
  bookingsOutsideEraseScope:
    'Kunden har bookingar utanfor kontoen din. Slettinga gjeld alle bookingane til kunden, så ho må gjerast av Systemansvarlig frå nettverkskontoen.',
  tooLong: (n: number) => `Høgst ${n} teikn.`,
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A phone number without its country code (neither in the field beside it nor as + or 00 in the number): refused,
 * as registration refuses it, since nobody can call a number abroad without it.
 */
export function phoneLacksCountryCode(v: { phone?: string | null; phoneCountryCode?: string | null }): boolean {
  return !!v.phone?.trim() && !v.phoneCountryCode?.trim() && !/^(\+|00)/.test(normalisePhone(v.phone.trim()));
}

const customerFields = z.object({
  firstname: lineText(CUSTOMER_MESSAGES.firstname).min(1, CUSTOMER_MESSAGES.firstname).max(CUSTOMER_LIMITS.name, CUSTOMER_MESSAGES.tooLong(CUSTOMER_LIMITS.name)).refine(...NO_WEB_ADDRESS),
  lastname: lineText(CUSTOMER_MESSAGES.lastname).min(1, CUSTOMER_MESSAGES.lastname).max(CUSTOMER_LIMITS.name, CUSTOMER_MESSAGES.tooLong(CUSTOMER_LIMITS.name)).refine(...NO_WEB_ADDRESS),
  email: lineText(CUSTOMER_MESSAGES.email)
    .max(CUSTOMER_LIMITS.email, CUSTOMER_MESSAGES.tooLong(CUSTOMER_LIMITS.email))
    .refine(isValidEmail, CUSTOMER_MESSAGES.email)
    .transform(normaliseEmail),
  phoneCountryCode: z.preprocess(
    blankToNull,
    lineText().max(CUSTOMER_LIMITS.phoneCountryCode, CUSTOMER_MESSAGES.tooLong(CUSTOMER_LIMITS.phoneCountryCode)).refine((v) => /^\+?\d{1,4}$/.test(v), CUSTOMER_MESSAGES.phoneCountryCode).nullable(),
  ),
  phone: z.preprocess(
    blankToNull,
    lineText().max(CUSTOMER_LIMITS.phone, CUSTOMER_MESSAGES.tooLong(CUSTOMER_LIMITS.phone)).refine(isValidPhone, CUSTOMER_MESSAGES.phone).transform(normalisePhone).nullable(),
  ),
});
/** The contact details staff edit on the customer page. */
export const customerFormSchema = customerFields.superRefine((v, ctx) => {
  if (phoneLacksCountryCode(v)) ctx.addIssue({ code: 'custom', path: ['phoneCountryCode'], message: CUSTOMER_MESSAGES.phoneCountryCodeMissing });
});
export type CustomerFormValues = z.input<typeof customerFormSchema>;
/** Only the given fields change; the country code rule is checked on the person as they would be (phoneLacksCountryCode). */
export const customerPatchSchema = customerFields.partial();

/**
 * What a person changes about themself on Min side (/konto): name and phone, by the same rules as staff. The e-mail
 * is their log-in and is not changed there (a new address would need confirming first).
 */
export const ownDetailsSchema = customerFields.pick({ firstname: true, lastname: true, phoneCountryCode: true, phone: true }).superRefine((v, ctx) => {
  if (phoneLacksCountryCode(v)) ctx.addIssue({ code: 'custom', path: ['phoneCountryCode'], message: CUSTOMER_MESSAGES.phoneCountryCodeMissing });
});
export type OwnDetailsValues = z.input<typeof ownDetailsSchema>;

/** The fields a customer's history compares. */
export const CUSTOMER_HISTORY_FIELDS = ['firstname', 'lastname', 'email', 'phoneCountryCode', 'phone'] as const;

/** Only site-level roles and above may erase a person (issue 11, "Privacy"). */
export const ERASING_ROLES: readonly RoleName[] = ['network_admin', 'site_admin'];
export const mayErase = (role: RoleName) => ERASING_ROLES.includes(role);

/** What an erased person's row holds instead of their details (the address can never receive mail: .invalid). */
export function erasedIdentity(id: number) {
  return { firstname: 'Sletta', lastname: 'kunde', email: `sletta-${id}@anonymisert.invalid`, phone: null, phoneCountryCode: null };
}
/** Replaces personal values in an erased person's history and bookings. */
export const ERASED_VALUE = '(anonymisert)';

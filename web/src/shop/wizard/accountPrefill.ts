/** Step 5 for a logged-in customer: the account's details fill what is still empty, never what was typed. */
import { phoneWithCountryCode } from '@domain/phone.ts';
import type { CustomerDetails } from './booking.ts';

/** The account's details as the form reads them. */
export interface AccountDetails {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string | null | undefined;
  /** Calling code without + ("47"): the form asks for the number with it. */
  readonly phoneCountryCode?: string | null;
}

/** The fields to fill from `account`: only those the customer (or the remembered or draft details) left empty. */
export function prefillFromAccount(customer: CustomerDetails, account: AccountDetails | null): Partial<CustomerDetails> {
  if (!account) return {};
  const patch: Partial<CustomerDetails> = {};
  const fill = (field: 'firstName' | 'lastName' | 'email' | 'phone', value: string | null | undefined) => {
    if (value && !customer[field].trim()) patch[field] = value;
  };
  fill('firstName', account.firstname);
  fill('lastName', account.lastname);
  fill('email', account.email);
  // A bare phone number beside the default "+47 " a country choice put there counts as empty too.
  if (account.phone && /^\+?\d{0,3}\s*$/.test(customer.phone)) patch.phone = phoneWithCountryCode(account.phone, account.phoneCountryCode);
  return patch;
}

/** The name staff know a booking's customer by: the linked person, the company, or the guest's own details. */
export function customerName(b: {
  readonly guestFirstname?: string | null;
  readonly guestLastname?: string | null;
  readonly guestBusinessName?: string | null;
  readonly customerUser?: { readonly firstname: string; readonly lastname: string } | null;
  readonly customerCompany?: { readonly name: string } | null;
}): string {
  const person = b.customerUser ? `${b.customerUser.firstname} ${b.customerUser.lastname}` : `${b.guestFirstname ?? ''} ${b.guestLastname ?? ''}`;
  const business = b.customerCompany?.name ?? b.guestBusinessName;
  return [business, person.trim()].filter(Boolean).join(' · ');
}

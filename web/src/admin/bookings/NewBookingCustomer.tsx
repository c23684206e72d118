import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { CUSTOMER_KIND_LABELS, type CustomerKind } from '@domain/customer.ts';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NewBookingCustomerSearchQuery } from '../../__generated__/NewBookingCustomerSearchQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { Section, SelectField, TextField } from '../kit/Field.tsx';
import type { NewBookingFields } from './newBookingValues.ts';
import { EmailText } from '../kit/EmailText.tsx';

/** Shortest search that asks the server. */
const MIN_SEARCH = 2;

interface Picked {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null | undefined;
  phoneCountryCode: string | null | undefined;
  kind: string;
  customerCompany: { name: string; orgnr: string } | null | undefined;
}

/**
 * The customer of a phone order: search the registered customers of the account (private or business) and pick
 * one, which fills the contact fields and links the booking to them; or type a guest's details. A business
 * customer (or a business guest) makes the search a business one (prices without VAT, firm name and org. nr.).
 */
export function NewBookingCustomer({ slug, countries }: { slug: string; countries: { value: string; label: string }[] }) {
  const { setValue, clearErrors, formState } = useFormContext<NewBookingFields>();
  // The server's answer about the linked customer (no longer one of the account's, say): said here, by the customer.
  const linkError = (get(formState.errors, 'customerUserId') as { message?: string } | undefined)?.message;
  const [linked, customerType] = useWatch<NewBookingFields, ['customerUserId', 'customerType']>({ name: ['customerUserId', 'customerType'] });
  const [text, setText] = useState('');
  const [pickedName, setPickedName] = useState('');
  const deferred = useDeferredValue(text.trim());
  // Picking a hit (or "Gjest i staden") removes the element that had focus: focus goes to what replaced it, not to
  // the top of the page.
  const [focusNext, setFocusNext] = useState<'linked' | 'search' | null>(null);
  const linkedRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusNext === 'linked') linkedRef.current?.focus();
    if (focusNext === 'search') searchRef.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext]);

  const pick = (u: Picked) => {
    const opts = { shouldDirty: true } as const;
    setValue('customerUserId', u.id, opts);
    setValue('firstname', u.firstname, opts);
    setValue('lastname', u.lastname, opts);
    setValue('email', u.email, opts);
    // With the country code, as the order's phone needs it (a German customer's "15123456789" is "+49 151 …").
    setValue('phone', u.phone ? phoneWithCountryCode(u.phone, u.phoneCountryCode) : '', opts);
    setValue('customerType', u.customerCompany ? 'business' : 'private', opts);
    setValue('businessName', u.customerCompany?.name ?? '', opts);
    setValue('businessNumber', u.customerCompany?.orgnr ?? '', opts);
    clearErrors();
    setPickedName(`${u.firstname} ${u.lastname}`);
    setText('');
    setFocusNext('linked');
  };
  const unlink = () => {
    setValue('customerUserId', '', { shouldDirty: true });
    setPickedName('');
    setFocusNext('search');
  };

  return (
    <Section title="Kunde">
      <div className={linkError ? 'nb-customer-search kit-field invalid' : 'nb-customer-search kit-field'} data-field="customerUserId">
        {linked ? (
          <p className="nb-linked" role="status" tabIndex={-1} ref={linkedRef}>
            Registrert kunde: <strong>{pickedName}</strong>{' '}
            <button type="button" className="button small" onClick={unlink}>
              Gjest i staden
            </button>
          </p>
        ) : (
          <>
            <label htmlFor="nb-customer-search">Søk etter registrert kunde</label>
            <input
              ref={searchRef}
              id="nb-customer-search"
              type="search"
              autoComplete="off"
              placeholder="Namn, e-post eller telefon"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby="nb-customer-hint"
            />
            {/* The hits right under the box they answer, then the word about guests. */}
            {deferred.length >= MIN_SEARCH && (
              <Suspense fallback={<p role="status">Søkjer …</p>}>
                <CustomerHits slug={slug} search={deferred} onPick={pick} />
              </Suspense>
            )}
            <p className="kit-hint" id="nb-customer-hint">
              Eller fyll ut kontaktinformasjonen under for ein gjest.
            </p>
          </>
        )}
        {linkError && (
          <p className="kit-field-error" id="f-customerUserId-error" role="alert">
            {linkError}
          </p>
        )}
      </div>
      <SelectField
        name="customerType"
        label="Kundetype"
        options={[
          { value: 'private', label: 'Privat' },
          { value: 'business', label: 'Bedrift' },
        ]}
      />
      <TextField name="firstname" label="Fornamn" required maxLength={BOOKING_FIELD_LIMITS.firstname} autoComplete="off" />
      <TextField name="lastname" label="Etternamn" required maxLength={BOOKING_FIELD_LIMITS.lastname} autoComplete="off" />
      <TextField name="email" label="E-post" type="email" inputMode="email" required maxLength={BOOKING_FIELD_LIMITS.email} />
      <TextField name="phone" label="Telefon" type="tel" inputMode="tel" required maxLength={BOOKING_FIELD_LIMITS.phone} hint="Med landskode, til dømes +47 912 34 567" />
      <SelectField name="countryCode" label="Land" required options={countries} />
      {customerType === 'business' && (
        <>
          <TextField name="businessName" label="Firmanamn" required maxLength={BOOKING_FIELD_LIMITS.businessName} />
          <TextField name="businessNumber" label="Organisasjonsnummer" required maxLength={BOOKING_FIELD_LIMITS.businessNumber} inputMode="numeric" />
        </>
      )}
    </Section>
  );
}

/** The registered customers matching the search (at most 8), each a button that picks them. */
function CustomerHits({ slug, search, onPick }: { slug: string; search: string; onPick: (u: Picked) => void }) {
  const data = useLazyLoadQuery<NewBookingCustomerSearchQuery>(
    graphql`
      query NewBookingCustomerSearchQuery($slug: String!, $search: String!) {
        account(slug: $slug) {
          users(first: 8, search: $search) {
            edges {
              node {
                id
                firstname
                lastname
                email
                phone
                phoneCountryCode
                kind
                erasedAt
                customerCompany {
                  name
                  orgnr
                }
              }
            }
          }
        }
      }
    `,
    { slug, search },
    { fetchPolicy: 'store-or-network', networkCacheConfig: requestHeaders({ 'x-account': slug }) },
  );
  const users = data.account.users.edges.map((e) => e.node).filter((u) => !u.erasedAt);
  if (users.length === 0) return <p role="status">Fann ingen registrerte kundar for «{search}».</p>;
  return (
    <ul className="nb-hits" aria-label="Registrerte kundar">
      {users.map((u) => (
        <li key={u.id}>
          <button type="button" className="nb-hit" onClick={() => onPick(u)}>
            <strong>
              {u.firstname} {u.lastname}
            </strong>
            <span>
              <EmailText email={u.email} />
            </span>
            {u.phone && <span>{phoneWithCountryCode(u.phone, u.phoneCountryCode)}</span>}
            <span className="nb-kind">{u.customerCompany ? `${CUSTOMER_KIND_LABELS[u.kind as CustomerKind] ?? u.kind}: ${u.customerCompany.name}` : (CUSTOMER_KIND_LABELS[u.kind as CustomerKind] ?? u.kind)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

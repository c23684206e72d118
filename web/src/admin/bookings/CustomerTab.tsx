import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CustomerTab_booking$key } from '../../__generated__/CustomerTab_booking.graphql';
import type { CustomerTabSearchQuery, CustomerTabSearchQuery$data } from '../../__generated__/CustomerTabSearchQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { TextField } from '../kit/Field.tsx';
import type { BookingFormFields } from './formValues.ts';
import { EmailText } from '../kit/EmailText.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

type Found = CustomerTabSearchQuery$data['account']['users']['edges'][number]['node'];

const searchQuery = graphql`
  query CustomerTabSearchQuery($slug: String!, $search: String!) {
    account(slug: $slug) {
      users(first: 8, search: $search, isEmployee: false) {
        edges {
          node {
            id
            databaseId
            firstname
            lastname
            email
            phoneCountryCode
            phone
          }
        }
      }
    }
  }
`;

/**
 * Kunde: the guest details the booking was placed with (editable), the registered customer or company it is linked
 * to, and a search to link it to a registered customer (saved with the form).
 */
export function CustomerTab({ booking, slug, readOnly }: { booking: CustomerTab_booking$key; slug: string; readOnly: boolean }) {
  const b = useFragment(
    graphql`
      fragment CustomerTab_booking on Booking {
        customerKind
        guestPhoneCountryCode
        customerUser {
          id
          databaseId
          firstname
          lastname
          email
          phoneCountryCode
          phone
        }
        customerCompany {
          databaseId
          name
        }
      }
    `,
    booking,
  );
  const environment = useRelayEnvironment();
  const { control, setValue } = useFormContext<BookingFormFields>();
  const linkedId = useWatch({ control, name: 'customerUserId' });
  const guestPhone = useWatch({ control, name: 'guestPhone' });
  const searchId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly Found[] | null>(null);
  const [chosen, setChosen] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);

  const search = () => {
    if (!text.trim()) return;
    setSearching(true);
    fetchQuery<CustomerTabSearchQuery>(environment, searchQuery, { slug, search: text.trim() }, { networkCacheConfig: requestHeaders({ 'x-account': slug }) }).subscribe({
      next: (data) => setFound(data.account.users.edges.map((e) => e.node)),
      complete: () => setSearching(false),
      error: () => {
        setSearching(false);
        setFound([]);
      },
    });
  };

  const linked = chosen && chosen.id === linkedId ? chosen : b.customerUser && b.customerUser.id === linkedId ? b.customerUser : null;
  const kindLabel: Record<string, string> = { private: 'Privat (registrert)', business: 'Bedrift', 'private-guest': 'Privat (gjest)', 'business-guest': 'Bedrift (gjest)' };

  return (
    <>
      <p>
        Kundetype: <strong>{kindLabel[b.customerKind] ?? b.customerKind}</strong>
      </p>
      <h2 className="booking-subhead">Registrert kunde</h2>
      {linked ? (
        <p data-testid="linked-customer">
          <Link to={`/admin/${slug}/kunder/${linked.databaseId}`}>
            {linked.firstname} {linked.lastname}
          </Link>{' '}
          · <EmailText email={linked.email} />
          {linked.phone && <> · {phoneWithCountryCode(linked.phone, linked.phoneCountryCode)}</>}
        </p>
      ) : (
        <p className="kit-empty">Ikkje kopla til ein registrert kunde.</p>
      )}
      {b.customerCompany && (
        <p>
          Bedrift: <Link to={`/admin/${slug}/bedrift${b.customerCompany.databaseId}`}>{b.customerCompany.name}</Link>
        </p>
      )}
      {!readOnly && (
        <div className="booking-customer-search">
          <div className="kit-field">
            <label htmlFor={searchId}>Søk etter kunde (namn eller e-post)</label>
            <div className="booking-search-row">
              <input
                id={searchId}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    search();
                  }
                }}
              />
              <BusyButton type="button" className="button" busy={searching} onClick={search}>
                Søk
              </BusyButton>
            </div>
          </div>
          {/* Said when a search answers (a live region that is there before the answer comes). */}
          <p className="visually-hidden" role="status">
            {found ? (found.length === 0 ? 'Ingen treff.' : `${found.length} treff.`) : ''}
          </p>
          {found && found.length === 0 && (
            <p className="kit-empty" aria-hidden="true">
              Ingen treff.
            </p>
          )}
          {found && found.length > 0 && (
            <ul className="booking-found">
              {found.map((u) => (
                <li key={u.id}>
                  {u.firstname} {u.lastname} · <EmailText email={u.email} />{' '}
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Kopla til ${u.firstname} ${u.lastname}`}
                    onClick={() => {
                      setChosen(u);
                      setValue('customerUserId', u.id, { shouldDirty: true });
                      setFound(null);
                      // The hit list goes with the button: the focus goes to the search field, under the linked customer.
                      requestAnimationFrame(() => document.getElementById(searchId)?.focus());
                    }}
                  >
                    Kopla til
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <h2 className="booking-subhead">Kontaktdetaljar frå bestillinga</h2>
      <fieldset className="kit-plain" disabled={readOnly}>
        <div className="kit-grid">
          <TextField name="guestFirstname" label="Fornamn" maxLength={BOOKING_FIELD_LIMITS.firstname} />
          <TextField name="guestLastname" label="Etternamn" maxLength={BOOKING_FIELD_LIMITS.lastname} />
          <TextField name="guestEmail" label="E-post" type="email" maxLength={BOOKING_FIELD_LIMITS.email} />
          <TextField
            name="guestPhone"
            label="Telefon"
            type="tel"
            maxLength={BOOKING_FIELD_LIMITS.phone}
            // The country code is stored beside the number: staff calling the guest need both.
            hint={guestPhone?.trim() ? `Med landskode: ${phoneWithCountryCode(guestPhone, b.guestPhoneCountryCode)}` : undefined}
          />
          <TextField name="guestCountry" label="Land (ISO, t.d. NOR)" maxLength={3} />
          <TextField name="guestBusinessName" label="Firmanamn" maxLength={BOOKING_FIELD_LIMITS.businessName} />
          <TextField name="guestBusinessOrgnr" label="Organisasjonsnummer" maxLength={BOOKING_FIELD_LIMITS.businessNumber} />
        </div>
      </fieldset>
    </>
  );
}

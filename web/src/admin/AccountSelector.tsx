import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { AccountKind, AccountSelectorQuery } from '../__generated__/AccountSelectorQuery.graphql';
import type { AccountSelectorBookingQuery } from '../__generated__/AccountSelectorBookingQuery.graphql';
import { toGlobalId } from '@domain/globalId.ts';
import { bookingNumber } from '@domain/booking.ts';
import { databaseId } from './kit/formPage.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';

const KIND_LABEL: Record<AccountKind, string> = {
  network: 'Nettverk',
  site: 'Nettstad',
  company: 'Selskap',
  location: 'Lokasjon',
  '%future added value': 'Konto',
};

/**
 * /admin: the accounts the viewer works in; with exactly one, goes straight to its dashboard. `/admin?booking={id}`
 * (the link in the staff notice mail, which goes to a place's mailbox read by people of different accounts) opens the
 * booking in the narrowest of the viewer's accounts that shows it, or says it is in none of them.
 */
export function AccountSelector() {
  const [params] = useSearchParams();
  const booking = databaseId(params.get('booking'));
  return booking !== null ? <BookingLink id={booking} /> : <Accounts notice={null} />;
}

function BookingLink({ id }: { id: number }) {
  const data = useLazyLoadQuery<AccountSelectorBookingQuery>(
    graphql`
      query AccountSelectorBookingQuery($bookingId: ID!) {
        viewer {
          bookingAccount(bookingId: $bookingId) {
            slug
          }
        }
      }
    `,
    { bookingId: toGlobalId('Booking', id) },
    { fetchPolicy: 'network-only' },
  );
  const slug = data.viewer?.bookingAccount?.slug;
  if (slug) return <Navigate replace to={`/admin/${slug}/booking/${id}`} />;
  return <Accounts notice={`Fann ikkje booking ${bookingNumber(id)} i kontoane dine. Ho kan vere sletta, eller høyre til ein annan stad.`} />;
}

function Accounts({ notice }: { notice: string | null }) {
  usePageTitle('Vel konto');
  const data = useLazyLoadQuery<AccountSelectorQuery>(
    graphql`
      query AccountSelectorQuery {
        viewer {
          accounts {
            slug
            name
            roleLabel
            kind
          }
        }
      }
    `,
    {},
  );
  const accounts = data.viewer?.accounts ?? [];
  if (accounts.length === 1 && notice === null) return <Navigate replace to={`/admin/${accounts[0]!.slug}`} />;

  return (
    <section className="page">
      <h1>Vel konto</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {accounts.length === 0 ? (
        <p className="notice">Du har ingen konto i administrasjonen.</p>
      ) : (
        <>
          <p className="lead">Vel kontoen du vil arbeide i.</p>
          <ul className="account-list">
            {accounts.map((a) => (
              <li key={a.slug}>
                <Link to={`/admin/${a.slug}`}>
                  <span className="account-kind">{KIND_LABEL[a.kind] ?? 'Konto'}</span>
                  <strong>{a.name}</strong>
                  <span className="account-role">{a.roleLabel}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

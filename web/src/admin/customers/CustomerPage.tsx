// First: zod must know it may not use eval before the shared schemas are built.
import './customers.css';
import { toGlobalId } from '@domain/globalId.ts';
import { CUSTOMER_KIND_LABELS, CUSTOMER_MESSAGES, type CustomerKind } from '@domain/customer.ts';
import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { CustomerPageQuery } from '../../__generated__/CustomerPageQuery.graphql';
import { Placeholder } from '../../components/Placeholder.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FormTabs } from '../kit/FormTabs.tsx';
import { dateTime } from '../kit/format.ts';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { useBack, useBackState } from '../kit/listBack.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { useTabParam } from '../kit/useTabParam.ts';
import { CustomerBookings, useCustomerBookings } from './CustomerBookings.tsx';
import { isCustomerPage } from './paths.ts';
import { CustomerContactForm } from './CustomerContactForm.tsx';
import { EraseCustomerButton } from './EraseCustomerButton.tsx';
import { ExportCustomerButton } from './ExportCustomerButton.tsx';

// Choosing a tab (in the address) does not load the page again.
export { revalidateUnlessTab as shouldRevalidate } from '../kit/useTabParam.ts';

const query = graphql`
  query CustomerPageQuery($slug: String!, $id: ID!, $userId: ID!) {
    customer: node(id: $id) {
      ... on User {
        id
        databaseId
        firstname
        lastname
        email
        kind
        isEmployee
        createdAt
        erasedAt
        viewerMayExport
        viewerMayErase
        viewerEraseRefusal
        customerCompany {
          databaseId
          name
        }
        ...CustomerContactForm_user @alias(as: "contact")
        ...HistoryPanel_owner @alias(as: "historyOwner")
      }
    }
    account(slug: $slug) {
      slug
    }
    ...CustomerBookings_query @arguments(slug: $slug, customerUserId: $userId)
  }
`;

/** How a customer's history reads: its field labels and its statuses' badges. */
const CUSTOMER_HISTORY: HistoryFormat = {
  labels: { firstname: 'Fornamn', lastname: 'Etternamn', email: 'E-post', phone: 'Telefon', phoneCountryCode: 'Landskode' },
  status: (s) => <StatusBadge kind="customer" status={s} />,
};

function databaseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** An address whose id cannot be a person's (`/kunder/abc`) asks the server nothing and shows "Fann ikkje kunden". */
export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const id = databaseId(params.userId);
  if (id === null) return null;
  const gid = toGlobalId('User', id);
  return loadAdminQuery<CustomerPageQuery>('customer', query, { slug, id: gid, userId: gid }, slug, 'network-only');
}

/** The page's tabs, in order; the open one is in the address (`?fane=`). */
const TABS = ['kontakt', 'bookingar', 'historikk'] as const;

/** /admin/{slug}/kunder/{user_id}: contact details (editable by those who may change customers), bookings, history, export and erasure. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<CustomerPageQuery> | null;
  return ref ? <CustomerPage queryRef={ref} /> : <CustomerNotFound />;
}

/** "Fann ikkje kunden" with the way back to the customer list (as it was filtered when the row was opened). */
function CustomerNotFound() {
  const { slug } = useParams();
  usePageTitle('Kunde');
  const listPath = `/admin/${slug}/kunder`;
  const back = useBack(listPath, [listPath, (path) => isCustomerPage(path, slug ?? '')]);
  return (
    <Placeholder title="Fann ikkje kunden">
      <p>
        <Link to={back.to} state={back.state}>
          Tilbake til kundar
        </Link>
      </p>
    </Placeholder>
  );
}

function CustomerPage({ queryRef }: { queryRef: PreloadedQuery<CustomerPageQuery> }) {
  const data = usePreloadedQuery<CustomerPageQuery>(query, queryRef);
  const { slug } = useParams();
  const [tab, setTab] = useTabParam(TABS, 'kontakt');
  const c = data.customer && 'databaseId' in data.customer ? data.customer : null;
  usePageTitle(c ? `${c.firstname} ${c.lastname}` : 'Kunde');
  // Erased here and now: "Slett kunden" (where the focus was) is gone, so the focus moves to the notice that says what
  // happened instead of falling to the page. A page opened on an already erased person leaves the focus alone.
  const erasedAt = c?.erasedAt ?? null;
  const erasedNotice = useRef<HTMLParagraphElement>(null);
  const wasErased = useRef(erasedAt);
  useEffect(() => {
    if (erasedAt && !wasErased.current) erasedNotice.current?.focus();
    wasErased.current = erasedAt;
  }, [erasedAt]);
  // Tilbake returns to the customer list as it was filtered when the row was opened.
  // Tilbake: the customer list as it was filtered when the row was opened, or the business customer's page this
  // person was opened from (which keeps its own way back).
  const listPath = `/admin/${slug}/kunder`;
  const back = useBack(listPath, [listPath, (path) => isCustomerPage(path, slug ?? '')]);
  const here = useBackState();
  const bookings = useCustomerBookings(data);
  if (!c || c.databaseId === undefined) return <CustomerNotFound />;
  const tabs = [
    { value: 'kontakt', label: 'Kontakt', content: c.contact ? <CustomerContactForm key={c.erasedAt ?? 'live'} user={c.contact} /> : null },
    {
      value: 'bookingar',
      label: `Bookingar (${bookings.bookings.totalCount})`,
      content: <CustomerBookings list={bookings} base={`/admin/${data.account.slug}`} detailed />,
    },
    { value: 'historikk', label: 'Historikk', content: c.historyOwner ? <HistoryPanel owner={c.historyOwner} format={CUSTOMER_HISTORY} /> : null },
  ];

  return (
    <section className="page">
      <p className="eyebrow">
        ID {c.databaseId} · {CUSTOMER_KIND_LABELS[c.kind as CustomerKind] ?? c.kind}
        {c.isEmployee ? ' · Tilsett' : ''}
      </p>
      <h1>
        {c.firstname} {c.lastname}
      </h1>
      {c.erasedAt && <p className="kit-form-error" ref={erasedNotice} tabIndex={-1}>Kunden vart sletta (anonymisert) {dateTime(c.erasedAt)}.</p>}
      {c.customerCompany && (
        <p>
          Bedrift: <Link to={`/admin/${data.account.slug}/bedrift${c.customerCompany.databaseId}`} state={here}>{c.customerCompany.name}</Link>
        </p>
      )}
      <FormTabs tabs={tabs} value={tab} onChange={setTab} label="Delar av kundesida" />
      {/* The page's own buttons, below the tabs; not a sticky bar: the contact form's Lagre bar sticks at the bottom,
          and two sticky bars lay one over the other (on a phone a tap on Lagre opened "Slett kunden"). */}
      <div className="kit-actions">
        <Link className="button" to={back.to} state={back.state}>
          Tilbake
        </Link>
        {c.viewerMayExport && (
          <ExportCustomerButton slug={data.account.slug} userId={c.databaseId} />
        )}
        {c.viewerMayErase && !c.erasedAt && <EraseCustomerButton id={c.id ?? ''} email={c.email ?? ''} name={`${c.firstname} ${c.lastname}`} />}
      </div>
      {/* A role that may erase, refused for this person only (bookings elsewhere): said before anyone types the e-mail. */}
      {!c.viewerMayErase && !c.erasedAt && c.viewerEraseRefusal === CUSTOMER_MESSAGES.bookingsOutsideEraseScope && (
        <p className="notice" role="note" data-testid="erase-refusal">
          {c.viewerEraseRefusal}
        </p>
      )}
    </section>
  );
}

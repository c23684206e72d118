import './customers/customers.css';
import { toGlobalId } from '@domain/globalId.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { CompanyPageQuery } from '../__generated__/CompanyPageQuery.graphql';
import { Placeholder } from '../components/Placeholder.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { AdminNotFound } from './AdminNotFound.tsx';
import { CustomerBookings, useCustomerBookings } from './customers/CustomerBookings.tsx';
import { loadAdminQuery } from './kit/loadAdminQuery.ts';
import { useBack, useBackState } from './kit/listBack.ts';
import { COMPANY_SEGMENT, isCustomerPage } from './customers/paths.ts';
import { EmailText } from './kit/EmailText.tsx';


const query = graphql`
  query CompanyPageQuery($slug: String!, $id: Int!, $companyId: ID!) {
    account(slug: $slug) {
      slug
      customerCompany(databaseId: $id) {
        databaseId
        name
        orgnr
        email
        phone
        people {
          id
          databaseId
          firstname
          lastname
          email
        }
      }
    }
    ...CustomerBookings_query @arguments(slug: $slug, customerCompanyId: $companyId)
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const match = COMPANY_SEGMENT.exec(params.companyRef ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return loadAdminQuery<CompanyPageQuery>('customer-company', query, { slug, id, companyId: toGlobalId('CustomerCompany', id) }, slug, 'network-only');
}

/** /admin/{slug}/bedrift{companyId}: a business customer with its people and bookings; any other single segment is not found. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<CompanyPageQuery> | null;
  return ref ? <CompanyDetails queryRef={ref} /> : <AdminNotFound />;
}

function CompanyDetails({ queryRef }: { queryRef: PreloadedQuery<CompanyPageQuery> }) {
  const data = usePreloadedQuery<CompanyPageQuery>(query, queryRef);
  const { slug } = useParams();
  // Tilbake: the customer list as it was filtered when this page was opened from it, or the person's page it was
  // opened from; its person links come back here, with this page's own way back.
  const listPath = `/admin/${slug}/kunder`;
  const back = useBack(listPath, [listPath, (path) => isCustomerPage(path, slug ?? '')]);
  const here = useBackState();
  // Back to the list says so; back to the person this business was opened from is plain "Tilbake".
  const backLabel = back.to.split('?')[0] === listPath ? 'Tilbake til kundar' : 'Tilbake';
  const bookings = useCustomerBookings(data);
  const c = data.account.customerCompany;
  usePageTitle(c ? c.name : 'Bedrift');
  if (!c) {
    return (
      <Placeholder title="Fann ikkje bedrifta">
        <p>
          <Link to={back.to} state={back.state}>
            {backLabel}
          </Link>
        </p>
      </Placeholder>
    );
  }
  const base = `/admin/${data.account.slug}`;
  const people = c.people ?? [];
  return (
    <section className="page">
      <p className="eyebrow">ID {c.databaseId} · Bedrift</p>
      <h1>{c.name}</h1>
      <dl className="facts">
        <dt>Organisasjonsnummer</dt>
        <dd>{c.orgnr}</dd>
        <dt>E-post</dt>
        <dd>{c.email ? <EmailText email={c.email} /> : '–'}</dd>
        <dt>Telefon</dt>
        <dd>{c.phone ?? '–'}</dd>
      </dl>
      <h2>Personar</h2>
      {people.length ? (
        <ul>
          {people.map((p) => (
            <li key={p.id}>
              <Link to={`${base}/kunder/${p.databaseId}`} state={here}>
                {p.firstname} {p.lastname}
              </Link>{' '}
              · <EmailText email={p.email} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Ingen registrerte personar.</p>
      )}
      <h2>Bookingar ({bookings.bookings.totalCount})</h2>
      <CustomerBookings list={bookings} base={base} detailed={false} />
      <p>
        <Link className="button" to={back.to} state={back.state}>
          {backLabel}
        </Link>
      </p>
    </section>
  );
}

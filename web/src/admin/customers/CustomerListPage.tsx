// First: zod must know it may not use eval before the shared schemas are built.
import './customers.css';
import { CUSTOMER_KIND_LABELS, CUSTOMER_KINDS, GUEST_KINDS, type CustomerKind } from '@domain/customer.ts';
import { USER_SORT_FIELDS } from '@domain/lists.ts';
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CustomerListPageQuery, UserSort } from '../../__generated__/CustomerListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { listVariables, readListParams, useListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { CustomerTable } from './CustomerTable.tsx';
import { BusinessTable } from './BusinessTable.tsx';
import { GuestTable } from './GuestTable.tsx';

/** Filter parameters: `is_employee=true` is "Vis kun ansatte" (spec 2); `kundetype` one of the four kinds. */
const FILTERS = ['is_employee', 'kundetype'] as const;
/** The filter of the popup ("Vis kun ansatte" is a tick box beside it). */
const KIND_FILTER = ['kundetype'] as const;
const SORTS = USER_SORT_FIELDS satisfies readonly UserSort[];

const query = graphql`
  query CustomerListPageQuery(
    $slug: String!
    $count: Int!
    $search: String
    $isEmployee: Boolean
    $kind: String
    $sort: UserSort
    $direction: SortDirection
    $guests: Boolean!
    $businesses: Boolean!
    $people: Boolean!
  ) {
    ...CustomerTable_query
      @include(if: $people)
      @alias(as: "registered")
      @arguments(slug: $slug, count: $count, search: $search, isEmployee: $isEmployee, kind: $kind, sort: $sort, direction: $direction)
    ...GuestTable_query @include(if: $guests) @alias(as: "guestRows") @arguments(slug: $slug, count: $count, search: $search, kind: $kind)
    ...BusinessTable_query @include(if: $businesses) @alias(as: "businessRows") @arguments(slug: $slug, count: $count, search: $search)
  }
`;

const isGuestKind = (k: string | null): boolean => (GUEST_KINDS as readonly string[]).includes(k ?? '');

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, url: URL): CustomerListPageQuery['variables'] {
  const p = readListParams(url.searchParams, FILTERS);
  const kind = CUSTOMER_KINDS.find((k) => k === p.filters.kundetype) ?? null;
  const guests = isGuestKind(kind);
  // "Bedrift" lists the business customers themselves (a company whose orders came from a contact person without an
  // account is no registered person); their people are on each company's page.
  const businesses = kind === 'business';
  return {
    slug,
    // Guests (from bookings) and businesses have no sort of their own.
    ...listVariables(p, guests || businesses ? [] : SORTS),
    isEmployee: p.filters.is_employee === 'true' ? true : null,
    kind,
    guests,
    businesses,
    people: !guests && !businesses,
  };
}

/** Starts the list's query as soon as the route matches. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<CustomerListPageQuery>('customers', query, variablesOf(slug, new URL(request.url)), slug, 'store-and-network');
}

/** /admin/{slug}/kunder: search, "Vis kun ansatte", the kind filter and the table (registered people or guests). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<CustomerListPageQuery>;
  const data = usePreloadedQuery<CustomerListPageQuery>(query, ref);
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  usePageTitle('Kundar');
  const kind = (CUSTOMER_KINDS.find((k) => k === params.filters.kundetype) ?? null) as CustomerKind | null;
  const guests = isGuestKind(kind);
  const employeesOnly = params.filters.is_employee === 'true';
  // The tick follows a click at once (before the new list has arrived) and the address after (back, forward, a link).
  // Not re-keyed by the address: a new box would take the keyboard's focus with the old one, and a second Space
  // would then untick nothing.
  const [employeesTicked, setEmployeesTicked] = useState(employeesOnly);
  useEffect(() => setEmployeesTicked(employeesOnly), [employeesOnly]);

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Kundar</h1>
      </div>
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i kundar" />
        {!guests && kind !== 'business' && (
          <label className="kit-check">
            <input
              type="checkbox"
              checked={employeesTicked}
              onChange={(e) => {
                setEmployeesTicked(e.target.checked);
                setFilters({ is_employee: e.target.checked ? 'true' : null });
              }}
            />{' '}
            Vis kun ansatte
          </label>
        )}
        <FilterPopover names={KIND_FILTER} filters={{ kundetype: kind ?? undefined }} setFilters={setFilters}>
          <FilterSelect name="kundetype" label="Kundetype" value={kind} allLabel="Alle registrerte" options={CUSTOMER_KINDS.map((k) => ({ value: k, label: CUSTOMER_KIND_LABELS[k] }))} />
        </FilterPopover>
      </div>
      {guests ? (
        data.guestRows && <GuestTable query={data.guestRows} list={list} />
      ) : kind === 'business' ? (
        data.businessRows && <BusinessTable query={data.businessRows} list={list} />
      ) : (
        data.registered && <CustomerTable query={data.registered} list={list} />
      )}
    </section>
  );
}

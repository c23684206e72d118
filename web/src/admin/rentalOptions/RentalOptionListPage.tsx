// First: zod must know it may not use eval before the shared schemas are built.
import { RENTAL_OPTION_SORT_FIELDS } from '@domain/lists.ts';
import { RENTAL_OPTION_STATUSES } from '@domain/rentalOption.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RentalOptionListPageQuery, RentalOptionSort, RentalOptionStatus } from '../../__generated__/RentalOptionListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { companyFilter, filtersInEffect, idFilter, listVariables, readListParams, redirectFirma, redirectGlobalIdFilters, useListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { RENTAL_OPTION_STATUS_LABELS } from './RentalOptionStatus.tsx';
import { RentalOptionTable } from './RentalOptionTable.tsx';
import { NewLink } from '../kit/NewLink.tsx';

/**
 * The list's filter parameters in the address: status, category and location (global ids) and owner company
 * (`company_id`, its database id: spec 2's name).
 */
const FILTERS = ['status', 'kategori', 'lokasjon', 'company_id'] as const;
const STATUSES = RENTAL_OPTION_STATUSES satisfies readonly RentalOptionStatus[];
const SORTS = RENTAL_OPTION_SORT_FIELDS satisfies readonly RentalOptionSort[];

const query = graphql`
  query RentalOptionListPageQuery(
    $slug: String!
    $count: Int!
    $search: String
    $status: RentalOptionStatus
    $categoryId: ID
    $locationId: ID
    $companyId: ID
    $sort: RentalOptionSort
    $direction: SortDirection
  ) {
    account(slug: $slug) {
      permissions {
        rentalOptions {
          create
        }
      }
      companies(first: 100) {
        edges {
          node {
            databaseId
            name
          }
        }
      }
      # Every location of the scope (the connection pages at 100; a company may have more).
      locationChoices {
        id
        databaseId
        name
      }
    }
    productCategories {
      id
      databaseId
      title
    }
    ...RentalOptionTable_query
      @arguments(
        slug: $slug
        count: $count
        search: $search
        status: $status
        categoryId: $categoryId
        locationId: $locationId
        companyId: $companyId
        sort: $sort
        direction: $direction
      )
  }
`;

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, url: URL): RentalOptionListPageQuery['variables'] {
  const p = readListParams(url.searchParams, FILTERS);
  const read = readFilters(p.filters);
  return {
    slug,
    ...listVariables(p, SORTS),
    status: read.status,
    categoryId: read.kategori,
    locationId: read.lokasjon,
    companyId: read.company_id,
  };
}

/** Each filter of the address as the query takes it (null: absent, or not understood and ignored). */
function readFilters(f: Readonly<Record<string, string>>) {
  return {
    status: STATUSES.find((s) => s === f.status) ?? null,
    kategori: idFilter(f.kategori, 'ProductCategory'),
    lokasjon: idFilter(f.lokasjon, 'Location'),
    company_id: companyFilter(f.company_id),
  };
}

/** Starts the list's query as soon as the route matches. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  redirectFirma(new URL(request.url));
  redirectGlobalIdFilters(new URL(request.url), { lokasjon: 'Location', kategori: 'ProductCategory' });
  return loadAdminQuery<RentalOptionListPageQuery>('rental-options', query, variablesOf(slug, new URL(request.url)), slug, 'store-and-network');
}

/** /admin/{slug}/leieprodukter: search, filter popup, "Nytt leieprodukt" and the table. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<RentalOptionListPageQuery>;
  const data = usePreloadedQuery<RentalOptionListPageQuery>(query, ref);
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  usePageTitle('Leieprodukt');
  const mayCreate = data.account.permissions.rentalOptions.create;

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Leieprodukt</h1>
        {mayCreate && <NewLink label="Nytt leieprodukt" />}
      </div>
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i leieprodukt" />
        <FilterPopover names={FILTERS} filters={filtersInEffect(params.filters, readFilters(params.filters))} setFilters={setFilters}>
          <FilterSelect name="status" label="Status" value={params.filters.status} options={STATUSES.map((s) => ({ value: s, label: RENTAL_OPTION_STATUS_LABELS[s]![0] }))} />
          <FilterSelect name="kategori" label="Kategori" value={params.filters.kategori} options={data.productCategories.map((c) => ({ value: c.databaseId, label: c.title }))} />
          <FilterSelect name="lokasjon" label="Lokasjon" value={params.filters.lokasjon} options={data.account.locationChoices.map((l) => ({ value: l.databaseId, label: l.name }))} />
          <FilterSelect name="company_id" label="Firma" value={params.filters.company_id} options={data.account.companies.edges.map((e) => ({ value: e.node.databaseId, label: e.node.name }))} />
        </FilterPopover>
      </div>
      <RentalOptionTable query={data} list={list} mayCreate={mayCreate} />
    </section>
  );
}

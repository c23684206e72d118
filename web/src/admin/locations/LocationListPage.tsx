// First: zod must know it may not use eval before the shared schemas are built.
import { LOCATION_SORT_FIELDS } from '@domain/lists.ts';
import { LOCATION_STATUSES } from '@domain/location.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { LocationListPageQuery, LocationSort, LocationStatus } from '../../__generated__/LocationListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { companyFilter, filtersInEffect, listVariables, readListParams, redirectFirma, useListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { STATUS_LABELS } from '../kit/StatusBadge.tsx';
import { LocationTable } from './LocationTable.tsx';
import { NewLink } from '../kit/NewLink.tsx';

/** The list's filter parameters in the address: location status and owner company (`company_id`, its database id: spec 2's name). */
const FILTERS = ['status', 'company_id'] as const;
const STATUSES = LOCATION_STATUSES satisfies readonly LocationStatus[];
// The sort names the server's enum is built from (server/domain/lists.ts).
const SORTS = LOCATION_SORT_FIELDS satisfies readonly LocationSort[];

const query = graphql`
  query LocationListPageQuery(
    $slug: String!
    $count: Int!
    $search: String
    $status: LocationStatus
    $companyId: ID
    $sort: LocationSort
    $direction: SortDirection
  ) {
    account(slug: $slug) {
      permissions {
        locations {
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
    }
    ...LocationTable_query
      @arguments(slug: $slug, count: $count, search: $search, status: $status, companyId: $companyId, sort: $sort, direction: $direction)
  }
`;

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, url: URL): LocationListPageQuery['variables'] {
  const p = readListParams(url.searchParams, FILTERS);
  const read = readFilters(p.filters);
  return {
    slug,
    ...listVariables(p, SORTS),
    status: read.status,
    companyId: read.company_id,
  };
}

/** Each filter of the address as the query takes it (null: absent, or not understood and ignored). */
function readFilters(f: Readonly<Record<string, string>>) {
  return { status: STATUSES.find((s) => s === f.status) ?? null, company_id: companyFilter(f.company_id) };
}

/** Starts the list's query as soon as the route matches (fresh from the server each visit, cached rows shown at once). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  redirectFirma(new URL(request.url));
  return loadAdminQuery<LocationListPageQuery>('locations', query, variablesOf(slug, new URL(request.url)), slug, 'store-and-network');
}

/** /admin/{slug}/lokasjoner: search, filter popup, "Ny lokasjon" and the table. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<LocationListPageQuery>;
  const data = usePreloadedQuery<LocationListPageQuery>(query, ref);
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  usePageTitle('Lokasjonar');
  const companies = data.account.companies.edges.map((e) => e.node);
  const mayCreate = data.account.permissions.locations.create;

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Lokasjonar</h1>
        {mayCreate && <NewLink label="Ny lokasjon" />}
      </div>
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i lokasjonar" />
        <FilterPopover names={FILTERS} filters={filtersInEffect(params.filters, readFilters(params.filters))} setFilters={setFilters}>
          <FilterSelect name="status" label="Status" value={params.filters.status} options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS.location[s]![0] }))} />
          <FilterSelect name="company_id" label="Firma" value={params.filters.company_id} options={companies.map((c) => ({ value: c.databaseId, label: c.name }))} />
        </FilterPopover>
      </div>
      <LocationTable query={data} list={list} mayCreate={mayCreate} />
    </section>
  );
}

// First: zod must know it may not use eval before the shared schemas are built.
import './products.css';
import { PRODUCT_SORT_FIELDS } from '@domain/lists.ts';
import { OWNERSHIP_TYPE_LABELS, OWNERSHIP_TYPES, PRODUCT_STATUSES } from '@domain/product.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { OwnershipType, ProductListPageQuery, ProductSort, ProductStatus } from '../../__generated__/ProductListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FilterInput, FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { companyFilter, filtersInEffect, idFilter, listVariables, readListParams, redirectFirma, redirectGlobalIdFilters, useListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { STATUS_LABELS } from '../kit/StatusBadge.tsx';
import { ProductTable } from './ProductTable.tsx';
import { NewLink } from '../kit/NewLink.tsx';

/**
 * The list's filter parameters in the address: status, brand (text), ownership type, location (global id) and company
 * (`company_id`, its database id: spec 2's name).
 */
const FILTERS = ['status', 'merke', 'eigarskap', 'lokasjon', 'company_id'] as const;
const STATUSES = PRODUCT_STATUSES satisfies readonly ProductStatus[];
const OWNERSHIPS = OWNERSHIP_TYPES satisfies readonly OwnershipType[];
// The sort names the server's enum is built from (server/domain/lists.ts).
const SORTS = PRODUCT_SORT_FIELDS satisfies readonly ProductSort[];

const query = graphql`
  query ProductListPageQuery(
    $slug: String!
    $count: Int!
    $search: String
    $status: ProductStatus
    $make: String
    $ownershipType: OwnershipType
    $locationId: ID
    $companyId: ID
    $sort: ProductSort
    $direction: SortDirection
  ) {
    account(slug: $slug) {
      permissions {
        products {
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
    ...ProductTable_query
      @arguments(
        slug: $slug
        count: $count
        search: $search
        status: $status
        make: $make
        ownershipType: $ownershipType
        locationId: $locationId
        companyId: $companyId
        sort: $sort
        direction: $direction
      )
  }
`;

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, url: URL): ProductListPageQuery['variables'] {
  const p = readListParams(url.searchParams, FILTERS);
  const read = readFilters(p.filters);
  return {
    slug,
    ...listVariables(p, SORTS),
    status: read.status,
    make: read.merke,
    ownershipType: read.eigarskap,
    locationId: read.lokasjon,
    companyId: read.company_id,
  };
}

/** Each filter of the address as the query takes it (null: absent, or not understood and ignored). */
function readFilters(f: Readonly<Record<string, string>>) {
  return {
    status: STATUSES.find((s) => s === f.status) ?? null,
    merke: f.merke?.trim() || null,
    eigarskap: OWNERSHIPS.find((o) => o === f.eigarskap) ?? null,
    lokasjon: idFilter(f.lokasjon, 'Location'),
    company_id: companyFilter(f.company_id),
  };
}

/** Starts the list's query as soon as the route matches (fresh from the server each visit, cached rows shown at once). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  redirectFirma(new URL(request.url));
  redirectGlobalIdFilters(new URL(request.url), { lokasjon: 'Location' });
  return loadAdminQuery<ProductListPageQuery>('products', query, variablesOf(slug, new URL(request.url)), slug, 'store-and-network');
}

/** /admin/{slug}/produkter: search, filter popup, "Kategoriar", "Nytt produkt" and the table. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<ProductListPageQuery>;
  const data = usePreloadedQuery<ProductListPageQuery>(query, ref);
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  usePageTitle('Produkt');
  const companies = data.account.companies.edges.map((e) => e.node);
  const locations = data.account.locationChoices;
  const mayCreate = data.account.permissions.products.create;

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Produkt</h1>
        <div className="kit-actions">
          <Link className="button" to="kategorier">
            Kategoriar
          </Link>
          {mayCreate && <NewLink label="Nytt produkt" />}
        </div>
      </div>
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i produkt" />
        <FilterPopover names={FILTERS} filters={filtersInEffect(params.filters, readFilters(params.filters))} setFilters={setFilters}>
          <FilterSelect name="status" label="Status" value={params.filters.status} options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS.product[s]![0] }))} />
          <FilterInput name="merke" label="Merke" value={params.filters.merke} />
          <FilterSelect name="eigarskap" label="Eigarskap" value={params.filters.eigarskap} options={OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_TYPE_LABELS[o] }))} />
          <FilterSelect name="lokasjon" label="Lokasjon" value={params.filters.lokasjon} options={locations.map((l) => ({ value: l.databaseId, label: l.name }))} />
          <FilterSelect name="company_id" label="Firma" value={params.filters.company_id} options={companies.map((c) => ({ value: c.databaseId, label: c.name }))} />
        </FilterPopover>
      </div>
      <ProductTable query={data} list={list} mayCreate={mayCreate} />
    </section>
  );
}

import { useMemo } from 'react';
import { vehicleText } from '@domain/planning.ts';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { PRODUCT_DEFAULT_ORDER } from '@domain/lists.ts';
import type { ProductTable_query$data, ProductTable_query$key } from '../../__generated__/ProductTable_query.graphql';
import type { ProductTablePaginationQuery } from '../../__generated__/ProductTablePaginationQuery.graphql';
import { dateTime } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { RowActions } from '../kit/RowActions.tsx';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { DeleteProductButton } from './DeleteProductButton.tsx';
import { dateOnly, padId } from './labels.ts';

/** What one row shows; also selected by the mutations, so a created or changed row is complete in the list. */
graphql`
  fragment ProductTable_row on Product {
    id
    databaseId
    status
    accountingProductNumber
    make
    name
    acriss
    category {
      title
    }
    licensePlate
    company {
      name
    }
    location {
      databaseId
      name
      zip
      city
    }
    nextPkkAt
    pkkDue
    updatedAt
    viewerMayChange
    viewerMayDelete
  }
`;


type Row = ProductTable_query$data['account']['products']['edges'][number]['node'];

function columns(slug: string): KitColumn<Row>[] {
  return [
    { id: 'id', header: 'ID', sortable: true, cell: (p) => padId(p.databaseId) },
    { id: 'status', header: 'Status', sortable: true, cell: (p) => <StatusBadge kind="product" status={p.status} /> },
    { id: 'accountingProductNumber', header: 'SKU', sortable: true, cell: (p) => p.accountingProductNumber ?? '–' },
    { id: 'make', header: 'Merke', sortable: true, cell: (p) => p.make ?? '–' },
    {
      id: 'name',
      header: 'Namn',
      sortable: true,
      title: true,
      cell: (p) => (
        <>
          {p.name}
          {p.pkkDue && p.nextPkkAt && (
            <span className="kit-status kit-status-red kit-pkk" data-pkk-due="">
              EU-kontroll {dateOnly(p.nextPkkAt)}
            </span>
          )}
        </>
      ),
    },
    { id: 'acriss', header: 'ACRISS', sortable: true, cell: (p) => p.acriss ?? '–' },
    { id: 'category', header: 'Kategori', cell: (p) => p.category.title },
    { id: 'licensePlate', header: 'Reg.nr.', sortable: true, cell: (p) => p.licensePlate ?? '–' },
    { id: 'owner', header: 'Eier', cell: (p) => p.company?.name ?? '–' },
    {
      id: 'location',
      header: 'Lokasjon',
      long: true,
      cell: (p) =>
        p.location ? (
          <Link to={`/admin/${slug}/lokasjoner/${p.location.databaseId}`}>
            {p.location.name}, {p.location.zip} {p.location.city}
          </Link>
        ) : (
          '–'
        ),
    },
    { id: 'updatedAt', header: 'Oppdatert', sortable: true, cell: (p) => dateTime(p.updatedAt) },
  ];
}

/**
 * The products list: one page of `PAGE_SIZE` rows out of the cursor connection (later pages follow the cursor as the
 * address asks for them), sorted by a header click (newest updated first by default), Endre / Dupliser / Slett per row.
 */
export function ProductTable({
  query,
  list,
  mayCreate,
}: {
  query: ProductTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
  mayCreate: boolean;
}) {
  const { search, page, sort, direction } = list.params;
  const { setSort: onSort, setPage: onPage } = list;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProductTablePaginationQuery, ProductTable_query$key>(
    graphql`
      fragment ProductTable_query on Query
      @refetchable(queryName: "ProductTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "ProductStatus" }
        make: { type: "String" }
        ownershipType: { type: "OwnershipType" }
        locationId: { type: "ID" }
        companyId: { type: "ID" }
        sort: { type: "ProductSort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          id
          slug
          products(
            first: $count
            after: $cursor
            search: $search
            status: $status
            make: $make
            ownershipType: $ownershipType
            locationId: $locationId
            companyId: $companyId
            sort: $sort
            direction: $direction
          ) @connection(key: "ProductTable_products", filters: ["search", "status", "make", "ownershipType", "locationId", "companyId", "sort", "direction"]) {
            __id
            totalCount
            edges {
              node {
                ...ProductTable_row @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.products.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const cols = useMemo(() => columns(data.account.slug), [data.account.slug]);
  const connection = data.account.products.__id;
  const base = `/admin/${data.account.slug}/produkter`;
  const empty = noHitsText(search);

  return (
    <>
      <Table
        caption="Produkt"
        columns={cols}
        rows={rows}
        rowKey={(p) => p.id}
        sort={sort}
        direction={direction}
        defaultOrder={PRODUCT_DEFAULT_ORDER}
        onSort={onSort}
        empty={isLoadingNext ? 'Lastar …' : empty}
        actions={(p) => (
          <RowActions to={`${base}/${p.databaseId}`} name={vehicleText(p)} mayChange={p.viewerMayChange} copyTo={mayCreate ? `${base}/ny?fra_id=${p.databaseId}` : null}>
            {p.viewerMayDelete && <DeleteProductButton id={p.id} name={vehicleText(p)} updatedAt={p.updatedAt} connections={[connection]} />}
          </RowActions>
        )}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.products.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

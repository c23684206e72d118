import { paddedId, RENTAL_OPTION_DEFAULT_ORDER } from '@domain/lists.ts';
import { formatKr, toOre } from '@domain/money.ts';
import { lessVat } from '@domain/pricing.ts';
import { graphql, usePaginationFragment } from 'react-relay';
import type { RentalOptionTable_query$data, RentalOptionTable_query$key } from '../../__generated__/RentalOptionTable_query.graphql';
import type { RentalOptionTablePaginationQuery } from '../../__generated__/RentalOptionTablePaginationQuery.graphql';
import { dateTime } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { RowActions } from '../kit/RowActions.tsx';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { DeleteRentalOptionButton } from './DeleteRentalOptionButton.tsx';
import { RentalOptionStatusBadge } from './RentalOptionStatus.tsx';

/** What one row shows; also selected by the mutations, so a created or changed row is complete in the list. */
graphql`
  fragment RentalOptionTable_row on RentalOption {
    id
    databaseId
    status
    title
    acriss
    description
    productCount
    pricePrivateDay
    vatFactor
    category {
      title
    }
    company {
      name
    }
    location {
      name
      zip
      city
    }
    updatedAt
    viewerMayChange
    viewerMayDelete
  }
`;


type Row = RentalOptionTable_query$data['account']['rentalOptions']['edges'][number]['node'];

/**
 * The list's day price "kr eks.mva.": the private day price (which includes VAT) less VAT by the product's own VAT
 * factor, by the pricing engine's rule (`lessVat`, the same a business customer pays with "same price").
 */
export function dayPriceExVat(price: string | null | undefined, vatFactor: string | number): string {
  const ore = toOre(price ?? null);
  if (ore === null) return '–';
  return `${formatKr(lessVat(ore, Number(vatFactor))).replace(/\u00a0kr$/, '')}\u00a0kr eks.mva.`;
}

/** A short description for a table cell. */
const short = (text: string | null | undefined) => (!text ? '–' : text.length > 80 ? `${text.slice(0, 79)}…` : text);

const COLUMNS: readonly KitColumn<Row>[] = [
  { id: 'id', header: 'ID', sortable: true, cell: (r) => paddedId(r.databaseId) },
  { id: 'status', header: 'Status', sortable: true, cell: (r) => <RentalOptionStatusBadge status={r.status} /> },
  { id: 'title', header: 'Namn', sortable: true, title: true, cell: (r) => r.title },
  { id: 'acriss', header: 'ACRISS', sortable: true, cell: (r) => r.acriss ?? '–' },
  { id: 'category', header: 'Kategori', cell: (r) => r.category.title },
  { id: 'description', header: 'Skildring', long: true, cell: (r) => short(r.description) },
  { id: 'productCount', header: 'Produkt', cell: (r) => r.productCount ?? 0 },
  { id: 'pricePrivateDay', header: 'Dagspris', sortable: true, cell: (r) => dayPriceExVat(r.pricePrivateDay, r.vatFactor) },
  { id: 'owner', header: 'Eier', cell: (r) => r.company?.name ?? '–' },
  { id: 'location', header: 'Lokasjon', long: true, cell: (r) => (r.location ? `${r.location.name}, ${r.location.zip} ${r.location.city}` : '–') },
  { id: 'updatedAt', header: 'Oppdatert', sortable: true, cell: (r) => dateTime(r.updatedAt) },
];

/**
 * The rental products list: one page of `PAGE_SIZE` rows out of the cursor connection, sorted by a header click,
 * with Endre / Dupliser / Slett per row (as the locations list).
 */
export function RentalOptionTable({
  query,
  list,
  mayCreate,
}: {
  query: RentalOptionTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
  mayCreate: boolean;
}) {
  const { search, page, sort, direction } = list.params;
  const { setSort: onSort, setPage: onPage } = list;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<RentalOptionTablePaginationQuery, RentalOptionTable_query$key>(
    graphql`
      fragment RentalOptionTable_query on Query
      @refetchable(queryName: "RentalOptionTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "RentalOptionStatus" }
        categoryId: { type: "ID" }
        locationId: { type: "ID" }
        companyId: { type: "ID" }
        sort: { type: "RentalOptionSort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          id
          slug
          rentalOptions(
            first: $count
            after: $cursor
            search: $search
            status: $status
            categoryId: $categoryId
            locationId: $locationId
            companyId: $companyId
            sort: $sort
            direction: $direction
          ) @connection(key: "RentalOptionTable_rentalOptions", filters: ["search", "status", "categoryId", "locationId", "companyId", "sort", "direction"]) {
            __id
            totalCount
            edges {
              node {
                ...RentalOptionTable_row @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.rentalOptions.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const connection = data.account.rentalOptions.__id;
  const base = `/admin/${data.account.slug}/leieprodukter`;
  const empty = noHitsText(search);

  return (
    <>
      <Table
        caption="Leieprodukt"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        sort={sort}
        direction={direction}
        defaultOrder={RENTAL_OPTION_DEFAULT_ORDER}
        onSort={onSort}
        empty={isLoadingNext ? 'Lastar …' : empty}
        actions={(r) => (
          <RowActions to={`${base}/${r.databaseId}`} name={r.title} mayChange={r.viewerMayChange} copyTo={mayCreate ? `${base}/ny?fra_id=${r.databaseId}` : null}>
            {r.viewerMayDelete && <DeleteRentalOptionButton id={r.id} name={r.title} updatedAt={r.updatedAt} connections={[connection]} />}
          </RowActions>
        )}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.rentalOptions.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

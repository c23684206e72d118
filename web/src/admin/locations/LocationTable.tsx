import { graphql, usePaginationFragment } from 'react-relay';
import { LOCATION_DEFAULT_ORDER } from '@domain/lists.ts';
import type { LocationTable_query$data, LocationTable_query$key } from '../../__generated__/LocationTable_query.graphql';
import type { LocationTablePaginationQuery } from '../../__generated__/LocationTablePaginationQuery.graphql';
import { decimal, dateTime, kr } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { RowActions } from '../kit/RowActions.tsx';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { DeleteLocationButton } from './DeleteLocationButton.tsx';

/** What one row shows; also selected by the mutations, so a created or changed row is complete in the list. */
graphql`
  fragment LocationTable_row on Location {
    id
    databaseId
    status
    name
    region
    city
    cost
    distanceFromCompanyKm
    distanceFromCompanyMin
    company {
      name
    }
    updatedAt
    viewerMayChange
    viewerMayDelete
  }
`;


type Row = LocationTable_query$data['account']['locations']['edges'][number]['node'];

const COLUMNS: readonly KitColumn<Row>[] = [
  { id: 'id', header: 'ID', sortable: true, cell: (l) => l.databaseId },
  { id: 'status', header: 'Status', sortable: true, cell: (l) => <StatusBadge kind="location" status={l.status} /> },
  { id: 'name', header: 'Namn', sortable: true, title: true, cell: (l) => l.name },
  { id: 'region', header: 'Kommune', sortable: true, cell: (l) => l.region },
  { id: 'city', header: 'Stad', sortable: true, cell: (l) => l.city },
  { id: 'cost', header: 'Kostnad', sortable: true, cell: (l) => kr(l.cost) },
  { id: 'distanceFromCompanyKm', header: 'Avstand km', sortable: true, cell: (l) => decimal(l.distanceFromCompanyKm) },
  { id: 'distanceFromCompanyMin', header: 'Avstand min', sortable: true, cell: (l) => decimal(l.distanceFromCompanyMin) },
  { id: 'owner', header: 'Eier', cell: (l) => l.company.name },
  { id: 'updatedAt', header: 'Oppdatert', sortable: true, cell: (l) => dateTime(l.updatedAt) },
];

/**
 * The locations list: one page of `PAGE_SIZE` rows out of the cursor connection (later pages are fetched with
 * `loadNext` as the address asks for them), sorted by a header click, with Endre / Dupliser / Slett per row.
 */
export function LocationTable({
  query,
  list,
  mayCreate,
}: {
  query: LocationTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
  /** The viewer may create locations here ("Dupliser"). */
  mayCreate: boolean;
}) {
  const { search, page, sort, direction } = list.params;
  const { setSort: onSort, setPage: onPage } = list;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LocationTablePaginationQuery, LocationTable_query$key>(
    graphql`
      fragment LocationTable_query on Query
      @refetchable(queryName: "LocationTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "LocationStatus" }
        companyId: { type: "ID" }
        sort: { type: "LocationSort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
        id
        slug
        locations(first: $count, after: $cursor, search: $search, status: $status, companyId: $companyId, sort: $sort, direction: $direction)
          @connection(key: "LocationTable_locations", filters: ["search", "status", "companyId", "sort", "direction"]) {
          __id
          totalCount
          edges {
            node {
              ...LocationTable_row @relay(mask: false)
            }
          }
        }
        }
      }
    `,
    query,
  );
  const edges = data.account.locations.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const connection = data.account.locations.__id;
  const base = `/admin/${data.account.slug}/lokasjoner`;
  const empty = noHitsText(search);

  return (
    <>
      <Table
        caption="Lokasjonar"
        columns={COLUMNS}
        rows={rows}
        rowKey={(l) => l.id}
        sort={sort}
        direction={direction}
        defaultOrder={LOCATION_DEFAULT_ORDER}
        onSort={onSort}
        empty={isLoadingNext ? 'Lastar …' : empty}
        actions={(l) => (
          <RowActions to={`${base}/${l.databaseId}`} name={l.name} mayChange={l.viewerMayChange} copyTo={mayCreate ? `${base}/ny?fra_id=${l.databaseId}` : null}>
            {l.viewerMayDelete && <DeleteLocationButton id={l.id} name={l.name} updatedAt={l.updatedAt} connections={[connection]} />}
          </RowActions>
        )}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.locations.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

import { graphql, usePaginationFragment } from 'react-relay';
import { API_KEY_DEFAULT_ORDER } from '@domain/lists.ts';
import type { PartnerKeyTable_query$data, PartnerKeyTable_query$key } from '../../__generated__/PartnerKeyTable_query.graphql';
import type { PartnerKeyTablePaginationQuery } from '../../__generated__/PartnerKeyTablePaginationQuery.graphql';
import type { KeyDetail_apiKey$key } from '../../__generated__/KeyDetail_apiKey.graphql';
import { dateTime } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { Table, type KitColumn } from '../kit/Table.tsx';

type Row = PartnerKeyTable_query$data['account']['apiKeys']['edges'][number]['node'];

/**
 * The partner keys list: one page of `PAGE_SIZE` keys out of the cursor connection (later pages follow the cursor as
 * the address asks for them), sorted by a header click; a key's name opens its detail (`onSelect`).
 */
export function PartnerKeyTable({
  query,
  list,
  onSelect,
}: {
  query: PartnerKeyTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
  onSelect: (key: { id: string; ref: KeyDetail_apiKey$key }) => void;
}) {
  const { search, page, sort, direction } = list.params;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PartnerKeyTablePaginationQuery, PartnerKeyTable_query$key>(
    graphql`
      fragment PartnerKeyTable_query on Query
      @refetchable(queryName: "PartnerKeyTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "ApiKeyStatus" }
        sort: { type: "ApiKeySort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          id
          apiKeys(first: $count, after: $cursor, search: $search, status: $status, sort: $sort, direction: $direction)
            @connection(key: "PartnerKeyTable_apiKeys", filters: ["search", "status", "sort", "direction"]) {
            totalCount
            edges {
              node {
                id
                name
                prefix
                status
                lastUsedAt
                requestsToday
                createdAt
                ...KeyDetail_apiKey
              }
            }
          }
        }
      }
    `,
    query,
  );
  const rows = usePagedRows(data.account.apiKeys.edges, page, { hasNext, isLoadingNext, loadNext });
  const columns: KitColumn<Row>[] = [
    {
      id: 'name',
      header: 'Partnar',
      sortable: true,
      title: true,
      cell: (k) => (
        <button type="button" className="kit-link-button" data-key-id={k.id} onClick={() => onSelect({ id: k.id, ref: k })}>
          {k.name}
        </button>
      ),
    },
    { id: 'prefix', header: 'Nøkkel', cell: (k) => <code data-testid="key-prefix">{k.prefix}…</code> },
    { id: 'status', header: 'Status', cell: (k) => <StatusBadge kind="apiKey" status={k.status} /> },
    { id: 'lastUsedAt', header: 'Sist brukt', sortable: true, cell: (k) => dateTime(k.lastUsedAt) },
    { id: 'requestsToday', header: 'Førespurnader i dag', cell: (k) => String(k.requestsToday) },
    { id: 'createdAt', header: 'Laga', sortable: true, cell: (k) => dateTime(k.createdAt) },
  ];
  const empty = search || Object.keys(list.params.filters).length ? noHitsText(search) : 'Ingen API-nøklar enno.';
  return (
    <>
      <Table
        caption="API-nøklar"
        columns={columns}
        rows={rows}
        rowKey={(k) => k.id}
        sort={sort}
        direction={direction}
        defaultOrder={API_KEY_DEFAULT_ORDER}
        onSort={list.setSort}
        empty={isLoadingNext ? 'Lastar …' : empty}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.apiKeys.totalCount} loading={isLoadingNext} onPage={list.setPage} />
    </>
  );
}

import { formatPhone } from '@domain/phone.ts';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BusinessTable_query$data, BusinessTable_query$key } from '../../__generated__/BusinessTable_query.graphql';
import type { BusinessTablePaginationQuery } from '../../__generated__/BusinessTablePaginationQuery.graphql';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { useBackState } from '../kit/listBack.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { EmailText } from '../kit/EmailText.tsx';

type Row = BusinessTable_query$data['account']['businessCustomers']['edges'][number]['node'];

/**
 * Business customers (the "Bedrift" kind): one row per company that booked within the account, by name; a row opens
 * /admin/{slug}/bedrift{id} with its people and bookings (spec 2).
 */
export function BusinessTable({ query, list }: { query: BusinessTable_query$key; list: ListState }) {
  const { search, page } = list.params;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BusinessTablePaginationQuery, BusinessTable_query$key>(
    graphql`
      fragment BusinessTable_query on Query
      @refetchable(queryName: "BusinessTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, search: { type: "String" }, slug: { type: "String!" }) {
        account(slug: $slug) {
          slug
          businessCustomers(first: $count, after: $cursor, search: $search) @connection(key: "BusinessTable_businessCustomers", filters: ["search"]) {
            totalCount
            edges {
              node {
                databaseId
                name
                orgnr
                email
                phone
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.businessCustomers.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const base = `/admin/${data.account.slug}`;
  const state = useBackState();
  const columns = useMemo<readonly KitColumn<Row>[]>(
    () => [
      { id: 'name', header: 'Bedrift', title: true, cell: (c) => <Link to={`${base}/bedrift${c.databaseId}`} state={state}>{c.name}</Link> },
      { id: 'orgnr', header: 'Org.nr.', cell: (c) => c.orgnr },
      { id: 'email', header: 'E-post', cell: (c) => (c.email ? <EmailText email={c.email} /> : '–') },
      { id: 'phone', header: 'Telefon', cell: (c) => (c.phone ? formatPhone(c.phone) : '–') },
    ],
    [base, state],
  );
  return (
    <>
      <Table
        caption="Bedriftskundar"
        columns={columns}
        rows={rows}
        rowKey={(c) => String(c.databaseId)}
        sort={null}
        direction="stigende"
        onSort={() => {}}
        empty={isLoadingNext ? 'Lastar …' : noHitsText(search)}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.businessCustomers.totalCount} loading={isLoadingNext} onPage={list.setPage} />
    </>
  );
}

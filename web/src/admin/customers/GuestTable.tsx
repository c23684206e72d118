import { CUSTOMER_KIND_LABELS, type CustomerKind } from '@domain/customer.ts';
import { bookingNumber } from '@domain/booking.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GuestTable_query$data, GuestTable_query$key } from '../../__generated__/GuestTable_query.graphql';
import type { GuestTablePaginationQuery } from '../../__generated__/GuestTablePaginationQuery.graphql';
import { dateTime } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { EmailText } from '../kit/EmailText.tsx';

type Row = GuestTable_query$data['account']['guestCustomers']['edges'][number]['node'];

/** Guest customers: one row per booking made without an account; a row opens its booking (a guest exists only there). */
export function GuestTable({ query, list }: { query: GuestTable_query$key; list: ListState }) {
  const { search, page } = list.params;
  const onPage = list.setPage;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GuestTablePaginationQuery, GuestTable_query$key>(
    graphql`
      fragment GuestTable_query on Query
      @refetchable(queryName: "GuestTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        kind: { type: "String" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          slug
          guestCustomers(first: $count, after: $cursor, search: $search, kind: $kind) @connection(key: "GuestTable_guestCustomers", filters: ["search", "kind"]) {
            totalCount
            edges {
              node {
                id
                databaseId
                guestKind
                guestFirstname
                guestLastname
                guestEmail
                guestPhoneCountryCode
                guestPhone
                guestBusinessName
                createdAt
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.guestCustomers.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const base = `/admin/${data.account.slug}`;
  const columns = useMemo<readonly KitColumn<Row>[]>(
    () => [
      { id: 'booking', header: 'Booking', cell: (b) => <Link to={`${base}/booking/${b.databaseId}`}>{bookingNumber(b.databaseId)}</Link> },
      { id: 'kind', header: 'Type', cell: (b) => CUSTOMER_KIND_LABELS[b.guestKind as CustomerKind] ?? b.guestKind },
      { id: 'name', header: 'Namn', title: true, cell: (b) => `${b.guestFirstname ?? ''} ${b.guestLastname ?? ''}`.trim() || '–' },
      { id: 'business', header: 'Bedrift', cell: (b) => b.guestBusinessName ?? '–' },
      { id: 'email', header: 'E-post', cell: (b) => (b.guestEmail ? <EmailText email={b.guestEmail} /> : '–') },
      { id: 'phone', header: 'Telefon', cell: (b) => (b.guestPhone ? phoneWithCountryCode(b.guestPhone, b.guestPhoneCountryCode) : '–') },
      { id: 'createdAt', header: 'Bestilt', cell: (b) => dateTime(b.createdAt) },
    ],
    [base],
  );
  return (
    <>
      <Table
        caption="Gjestekundar"
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        sort={null}
        direction="synkende"
        onSort={() => {}}
        empty={isLoadingNext ? 'Lastar …' : noHitsText(search)}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.guestCustomers.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

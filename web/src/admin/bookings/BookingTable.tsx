import { graphql, usePaginationFragment } from 'react-relay';
import { BOOKING_DEFAULT_ORDER } from '@domain/lists.ts';
import type { BookingTable_query$data, BookingTable_query$key } from '../../__generated__/BookingTable_query.graphql';
import type { BookingTablePaginationQuery } from '../../__generated__/BookingTablePaginationQuery.graphql';
import { dateTime, kr } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { RowActions } from '../kit/RowActions.tsx';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { customerName } from './customerName.ts';

/** What one row shows. */
graphql`
  fragment BookingTable_row on Booking {
    id
    databaseId
    number
    status
    orderType
    pickupAt
    dropoffAt
    totalPrice
    createdAt
    guestFirstname
    guestLastname
    guestBusinessName
    customerUser {
      firstname
      lastname
    }
    customerCompany {
      name
    }
    pickupLocation {
      name
    }
    lines {
      lineType
      rentalOption {
        title
      }
    }
    partnerName
    viewerMayChange
  }
`;


type Row = BookingTable_query$data['account']['bookings']['edges'][number]['node'];

const COLUMNS: readonly KitColumn<Row>[] = [
  { id: 'id', header: 'ID', sortable: true, title: true, cell: (b) => b.number },
  { id: 'status', header: 'Status', sortable: true, cell: (b) => <StatusBadge kind="booking" status={b.status} /> },
  {
    id: 'customer',
    header: 'Kunde',
    freeText: true,
    cell: (b) => (
      <>
        {customerName(b) || '–'}
        {b.partnerName && (
          <>
            {' '}
            <span className="kit-status kit-status-blue" data-partner={b.partnerName} title={`Bestilt via partnaren ${b.partnerName}`}>
              Partnar: {b.partnerName}
            </span>
          </>
        )}
      </>
    ),
  },
  { id: 'rentalOption', header: 'Leigeprodukt', cell: (b) => b.lines.find((l) => l.lineType === 'rental')?.rentalOption.title ?? '–' },
  { id: 'location', header: 'Hentestad', cell: (b) => b.pickupLocation.name },
  { id: 'pickupAt', header: 'Henting', sortable: true, cell: (b) => dateTime(b.pickupAt) },
  { id: 'dropoffAt', header: 'Levering', sortable: true, cell: (b) => dateTime(b.dropoffAt) },
  { id: 'totalPrice', header: 'Totalpris', sortable: true, cell: (b) => kr(b.totalPrice) },
  { id: 'createdAt', header: 'Oppretta', sortable: true, cell: (b) => dateTime(b.createdAt) },
];

/**
 * The bookings list: one page of `PAGE_SIZE` rows out of the cursor connection (newest booking first unless a
 * header says otherwise), "Endre"/"Vis" per row; on a phone each row is a card titled by its padded number.
 */
export function BookingTable({
  query,
  list,
}: {
  query: BookingTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
}) {
  const { search, page, sort, direction } = list.params;
  const { setSort: onSort, setPage: onPage } = list;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BookingTablePaginationQuery, BookingTable_query$key>(
    graphql`
      fragment BookingTable_query on Query
      @refetchable(queryName: "BookingTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "BookingStatus" }
        active: { type: "Boolean" }
        orderType: { type: "OrderType" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
        rentalOptionId: { type: "ID" }
        productId: { type: "ID" }
        locationId: { type: "ID" }
        companyId: { type: "ID" }
        fromPartner: { type: "Boolean" }
        partnerId: { type: "ID" }
        sort: { type: "BookingSort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          id
          slug
          bookings(
            first: $count
            after: $cursor
            search: $search
            status: $status
            active: $active
            orderType: $orderType
            from: $from
            to: $to
            rentalOptionId: $rentalOptionId
            productId: $productId
            locationId: $locationId
            companyId: $companyId
            fromPartner: $fromPartner
            partnerId: $partnerId
            sort: $sort
            direction: $direction
          )
            @connection(
              key: "BookingTable_bookings"
              filters: ["search", "status", "active", "orderType", "from", "to", "rentalOptionId", "productId", "locationId", "companyId", "fromPartner", "partnerId", "sort", "direction"]
            ) {
            totalCount
            edges {
              node {
                ...BookingTable_row @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.bookings.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const base = `/admin/${data.account.slug}/booking`;
  const empty = noHitsText(search);

  return (
    <>
      <Table
        caption="Bookingar"
        columns={COLUMNS}
        rows={rows}
        rowKey={(b) => b.id}
        sort={sort}
        direction={direction}
        defaultOrder={BOOKING_DEFAULT_ORDER}
        onSort={onSort}
        empty={isLoadingNext ? 'Lastar …' : empty}
        actions={(b) => <RowActions to={`${base}/${b.databaseId}`} name={`booking ${b.number}`} mayChange={b.viewerMayChange} />}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.bookings.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

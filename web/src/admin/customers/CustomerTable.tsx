import { USER_DEFAULT_ORDER } from '@domain/lists.ts';
import { CUSTOMER_KIND_LABELS, type CustomerKind } from '@domain/customer.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CustomerTable_query$data, CustomerTable_query$key } from '../../__generated__/CustomerTable_query.graphql';
import type { CustomerTablePaginationQuery } from '../../__generated__/CustomerTablePaginationQuery.graphql';
import { dateTime } from '../kit/format.ts';
import type { ListState } from '../kit/listParams.ts';
import { Pagination } from '../kit/Pagination.tsx';
import { noHitsText, PAGE_SIZE, usePagedRows } from '../kit/pagedRows.ts';
import { useBackState } from '../kit/listBack.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { EmailText } from '../kit/EmailText.tsx';


type Row = CustomerTable_query$data['account']['users']['edges'][number]['node'];

/**
 * The registered people of the customer list (Relay cursor pages, as the locations list): private customers link to
 * /kunder/{user_id}, business customers to /bedrift{company_id} (spec 2).
 */
export function CustomerTable({
  query,
  list,
}: {
  query: CustomerTable_query$key;
  /** The list's address state (`useListParams`): search, page, sort and their setters. */
  list: ListState;
}) {
  const { search, page, sort, direction } = list.params;
  const { setSort: onSort, setPage: onPage } = list;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CustomerTablePaginationQuery, CustomerTable_query$key>(
    graphql`
      fragment CustomerTable_query on Query
      @refetchable(queryName: "CustomerTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        isEmployee: { type: "Boolean" }
        kind: { type: "String" }
        sort: { type: "UserSort" }
        direction: { type: "SortDirection" }
        slug: { type: "String!" }
      ) {
        account(slug: $slug) {
          slug
          users(first: $count, after: $cursor, search: $search, isEmployee: $isEmployee, kind: $kind, sort: $sort, direction: $direction)
            @connection(key: "CustomerTable_users", filters: ["search", "isEmployee", "kind", "sort", "direction"]) {
            totalCount
            edges {
              node {
                id
                databaseId
                firstname
                lastname
                email
                phoneCountryCode
                phone
                isEmployee
                kind
                createdAt
                erasedAt
                customerCompany {
                  databaseId
                  name
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.account.users.edges;
  const rows = usePagedRows(edges, page, { hasNext, isLoadingNext, loadNext });
  const base = `/admin/${data.account.slug}`;
  const state = useBackState();
  const columns = useMemo<readonly KitColumn<Row>[]>(
    () => [
      { id: 'id', header: 'ID', sortable: true, cell: (u) => u.databaseId },
      { id: 'kind', header: 'Type', cell: (u) => CUSTOMER_KIND_LABELS[u.kind as CustomerKind] ?? u.kind },
      {
        id: 'lastname',
        header: 'Namn',
        sortable: true,
        title: true,
        cell: (u) => <Link to={`${base}/kunder/${u.databaseId}`} state={state}>{`${u.firstname} ${u.lastname}`}</Link>,
      },
      { id: 'email', header: 'E-post', sortable: true, cell: (u) => <EmailText email={u.email} /> },
      { id: 'phone', header: 'Telefon', cell: (u) => (u.phone ? phoneWithCountryCode(u.phone, u.phoneCountryCode) : '–') },
      {
        id: 'company',
        header: 'Bedrift',
        cell: (u) => (u.customerCompany ? <Link to={`${base}/bedrift${u.customerCompany.databaseId}`} state={state}>{u.customerCompany.name}</Link> : '–'),
      },
      { id: 'employee', header: 'Tilsett', cell: (u) => (u.isEmployee ? 'Ja' : u.erasedAt ? 'Sletta' : 'Nei') },
      { id: 'createdAt', header: 'Registrert', sortable: true, cell: (u) => dateTime(u.createdAt) },
    ],
    [base, state],
  );
  const empty = noHitsText(search);

  return (
    <>
      <Table
        caption="Kundar"
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        sort={sort}
        direction={direction}
        onSort={onSort}
        defaultOrder={USER_DEFAULT_ORDER}
        empty={isLoadingNext ? 'Lastar …' : empty}
        actions={(u) => (
          <Link className="button small" to={u.customerCompany ? `${base}/bedrift${u.customerCompany.databaseId}` : `${base}/kunder/${u.databaseId}`} state={state}>
            Opne
          </Link>
        )}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.account.users.totalCount} loading={isLoadingNext} onPage={onPage} />
    </>
  );
}

// First: zod must know it may not use eval before the shared schemas are built.
import { BOOKING_STATUSES } from '@domain/bookingEdit.ts';
import { toGlobalId } from '@domain/globalId.ts';
import { BOOKING_SORT_FIELDS } from '@domain/lists.ts';
import { osloDayStart } from '@domain/time.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { BookingListPageQuery, BookingSort, BookingStatus } from '../../__generated__/BookingListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { FilterInput, FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { databaseId } from '../kit/formPage.tsx';
import { companyFilter, filtersInEffect, listVariables, readListParams, useListParams, type ListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { STATUS_LABELS } from '../kit/StatusBadge.tsx';
import { BookingTable } from './BookingTable.tsx';
import { BookingChoiceFilters } from './BookingChoiceFilters.tsx';
import { NewLink } from '../kit/NewLink.tsx';

/** The filter parameters of spec 2 (their names kept): ids are database ids, dates yyyy-mm-dd in Oslo. */
const FILTERS = ['booking_status', 'booking_order_type', 'booking_from', 'booking_to', 'rentaloption_id', 'product_id', 'location_id', 'company_id', 'booking_partner'] as const;
/** `booking_status=active`: pending, confirmed or delivered (where the dashboard's tile links). */
export const ACTIVE = 'active';
const STATUSES = BOOKING_STATUSES satisfies readonly BookingStatus[];
// The sort names the server's enum is built from (server/domain/lists.ts).
const SORTS = BOOKING_SORT_FIELDS satisfies readonly BookingSort[];

const query = graphql`
  query BookingListPageQuery(
    $slug: String!
    $count: Int!
    $search: String
    $status: BookingStatus
    $active: Boolean
    $orderType: OrderType
    $from: DateTime
    $to: DateTime
    $rentalOptionId: ID
    $productId: ID
    $locationId: ID
    $companyId: ID
    $fromPartner: Boolean
    $partnerId: ID
    $sort: BookingSort
    $direction: SortDirection
  ) {
    account(slug: $slug) {
      permissions {
        bookings {
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
        databaseId
        name
      }
    }
    ...BookingTable_query
      @arguments(
        slug: $slug
        count: $count
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
  }
`;

/** Midnight in Oslo starting `yyyy-mm-dd` (`plusDays` later), as an ISO instant; null for anything else (the REST filter's rule). */
function osloMidnight(value: string | undefined, plusDays = 0): string | null {
  return (value ? osloDayStart(value, plusDays)?.toISOString() : null) ?? null;
}

/** A database id of the address as the global id of `type`. */
const idOf = (type: string, value: string | undefined) => {
  const n = databaseId(value);
  return n ? toGlobalId(type, n) : null;
};

/**
 * Each filter of the address as the query takes it (null: absent, or not understood and ignored, so not counted as a
 * filter in effect either: `?booking_status=foo` is none).
 */
function readFilters(f: Readonly<Record<string, string>>) {
  const partner = f.booking_partner;
  return {
    booking_status: f.booking_status === ACTIVE ? ACTIVE : (STATUSES.find((s) => s === f.booking_status) ?? null),
    booking_order_type: f.booking_order_type === 'business' || f.booking_order_type === 'private' ? f.booking_order_type : null,
    // booking_to is the last day shown: bookings starting before the next midnight.
    booking_from: osloMidnight(f.booking_from),
    booking_to: osloMidnight(f.booking_to, 1),
    rentaloption_id: idOf('RentalOption', f.rentaloption_id),
    product_id: idOf('Product', f.product_id),
    location_id: idOf('Location', f.location_id),
    company_id: companyFilter(f.company_id),
    // "any" (from a partner), "none" (not), or a partner company's database id (as its global id).
    booking_partner: partner === 'any' || partner === 'none' ? partner : idOf('Company', partner),
  } as const satisfies Record<(typeof FILTERS)[number], unknown>;
}

/** A date range that ends before it starts ("yyyy-mm-dd" strings compare as dates). */
const reversed = (from: string | null | undefined, to: string | null | undefined) => !!from && !!to && from > to;

/** The filter popup's refusal of a range that ends before it starts. */
const REVERSED_RANGE = 'Til dato kan ikkje vere før frå dato.';

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, p: ListParams): BookingListPageQuery['variables'] {
  const read = readFilters(p.filters);
  const partner = read.booking_partner;
  return {
    slug,
    // Spec 2: sorted by booking id descending unless the address says otherwise (the server's default).
    ...listVariables(p, SORTS),
    status: read.booking_status === ACTIVE ? null : read.booking_status,
    active: read.booking_status === ACTIVE ? true : null,
    orderType: read.booking_order_type,
    from: read.booking_from,
    to: read.booking_to,
    rentalOptionId: read.rentaloption_id,
    productId: read.product_id,
    locationId: read.location_id,
    companyId: read.company_id,
    fromPartner: partner === 'any' ? true : partner === 'none' ? false : null,
    partnerId: partner === 'any' || partner === 'none' ? null : partner,
  };
}

/** Starts the list's query as soon as the route matches (fresh from the server each visit, cached rows shown at once). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<BookingListPageQuery>('bookings', query, variablesOf(slug, readListParams(new URL(request.url).searchParams, FILTERS)), slug, 'store-and-network');
}

/** /admin/{slug}/booking: search, the filter popup (its values in the address), "Ny booking" for editors and the table. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<BookingListPageQuery>;
  const data = usePreloadedQuery<BookingListPageQuery>(query, ref);
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  const { slug = '' } = useParams();
  usePageTitle('Booking');
  const acc = data.account;
  const mayCreate = acc.permissions.bookings.create;
  const f = params.filters;
  const applied = filtersInEffect(f, readFilters(f));

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Booking</h1>
        {mayCreate && <NewLink label="Ny booking" />}
      </div>
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i bookingar" />
        <FilterPopover
          names={FILTERS}
          filters={applied}
          setFilters={setFilters}
          validate={(chosen): Record<string, string> => (reversed(chosen.booking_from, chosen.booking_to) ? { booking_to: REVERSED_RANGE } : {})}
        >
          <FilterSelect
            name="booking_status"
            label="Status"
            value={f.booking_status}
            options={[{ value: ACTIVE, label: 'Aktive (ventar, stadfesta, henta)' }, ...STATUSES.map((s) => ({ value: s, label: STATUS_LABELS.booking[s]![0] }))]}
          />
          {/* Spec 2: the order type filter sends "business" for business and nothing otherwise. */}
          <FilterSelect name="booking_order_type" label="Ordretype" value={f.booking_order_type === 'business' ? 'business' : ''} options={[{ value: 'business', label: 'Bedrift' }]} />
          <FilterInput name="booking_from" label="Frå dato" type="date" value={f.booking_from} />
          <FilterInput name="booking_to" label="Til dato" type="date" value={f.booking_to} />
          <BookingChoiceFilters slug={slug} rentalOptionId={f.rentaloption_id} productId={f.product_id} />
          <FilterSelect name="location_id" label="Lokasjon" value={f.location_id} options={acc.locationChoices.map((l) => ({ value: l.databaseId, label: l.name }))} />
          <FilterSelect name="company_id" label="Firma" value={f.company_id} options={acc.companies.edges.map((e) => ({ value: e.node.databaseId, label: e.node.name }))} />
          <FilterSelect
            name="booking_partner"
            label="Partnar"
            value={f.booking_partner}
            options={[
              { value: 'any', label: 'Bestilt via partnar' },
              { value: 'none', label: 'Ikkje via partnar' },
            ]}
          />
        </FilterPopover>
      </div>
      {reversed(applied.booking_from, applied.booking_to) && (
        <p className="notice" role="status">
          Frå dato er etter til dato, så ingen bookingar kan passe. Byt om datoane under Filter.
        </p>
      )}
      <BookingTable query={data} list={list} />
    </section>
  );
}

import { useCallback, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { PlanningPageQuery } from '../../__generated__/PlanningPageQuery.graphql';
import { WORK_IN_PROGRESS } from '../../components/Placeholder.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { environment, requestHeaders } from '../../relay/environment.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { AutoAssignButton } from './AutoAssignButton.tsx';
import { PlanningBoard } from './PlanningBoard.tsx';
import { blockKey, formatDay, formatPeriod, fraParam, shiftDate, unknownFromNotice } from './planningLayout.ts';
import './planning.css';

const query = graphql`
  query PlanningPageQuery($slug: String!, $from: String) {
    account(slug: $slug) {
      id
      planningWeek(from: $from) {
        from
        until
        days
        viewerMayChange
        groups {
          rentalOptionId
          title
          categoryId
          acriss
          companyId
          vehicles {
            productId
            name
            licensePlate
            status
            isRentable
            nextPkkAt
            locationName
            siteId
            blocks {
              ...PlanningPage_block @relay(mask: false)
            }
          }
          unassigned {
            ...PlanningPage_block @relay(mask: false)
          }
        }
      }
    }
  }
`;

// The fields a block shows and the writes need (unmasked: the board moves blocks between rows itself).
graphql`
  fragment PlanningPage_block on PlanningBlock {
    bookingId
    linePosition
    bookingNumber
    updatedAt
    status
    customerName
    pickupAt
    dropoffAt
    pickupLocationName
    siteId
    companyId
    rentalOptionId
    upgrade
    bookedAcriss
    classChange
    viewerMayChange
    overdue
    warnings
  }
`;

export type PlanningWeek = PlanningPageQuery['response']['account']['planningWeek'];
export type PlanningGroup = PlanningWeek['groups'][number];
export type PlanningVehicle = PlanningGroup['vehicles'][number];
export type PlanningBlock = PlanningGroup['unassigned'][number];

/** Starts the week's query as soon as the route matches (`?fra=yyyy-mm-dd`, default yesterday on the server). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const from = fraParam(new URL(request.url).searchParams.get('fra'));
  return loadAdminQuery<PlanningPageQuery>('planning', query, { slug, from }, slug, 'store-and-network');
}

/** /admin/{slug}/planlegging: the week's vehicles and bookings; editors assign vehicles, others see the notice. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<PlanningPageQuery>;
  const data = usePreloadedQuery<PlanningPageQuery>(query, ref);
  const { slug = '' } = useParams();
  // A `fra` the calendar cannot show (2026-02-30, 1900-01-01): the default week, and a word that it is not the one asked for.
  const [search] = useSearchParams();
  const askedFrom = search.get('fra');
  const unknownFrom = askedFrom !== null && askedFrom !== '' && fraParam(askedFrom) === null;
  usePageTitle('Planlegging');
  const week = data.account.planningWeek;
  // Bookings the last "Fordel automatisk" could not place, with the reason (marked in their lane).
  const [unplaced, setUnplaced] = useState<ReadonlyMap<string, string>>(new Map());

  // After a write: the week again from the server (the store updates the screen; no loading state in between).
  const variables = ref.variables;
  const refresh = useCallback(
    () =>
      fetchQuery<PlanningPageQuery>(environment, query, variables, {
        networkCacheConfig: requestHeaders({ 'x-account': slug }),
        fetchPolicy: 'network-only',
      })
        .toPromise()
        .catch(() => undefined),
    [slug, variables],
  );

  if (!week.viewerMayChange) {
    return (
      <section className="page">
        <h1>Planlegging</h1>
        <p className="notice" role="status">
          {WORK_IN_PROGRESS}.
        </p>
      </section>
    );
  }

  const last = week.days[week.days.length - 1] ?? week.from;
  // Another week keeps the rest of the address (?company_id and the list parameters): only `fra` changes.
  const weekLink = (fra: string | null) => {
    const next = new URLSearchParams(search);
    if (fra === null) next.delete('fra');
    else next.set('fra', fra);
    return `?${next.toString()}`;
  };
  // The proposal names each booking with its customer and period, as the lane shows them.
  const describe = (key: string) => {
    const b = week.groups.flatMap((g) => g.unassigned).find((x) => blockKey(x) === key);
    return b ? `${b.customerName}, ${formatPeriod(b.pickupAt, b.dropoffAt)}` : null;
  };
  return (
    <section className="page plan-page">
      <div className="kit-page-head">
        <h1>Planlegging</h1>
        <AutoAssignButton accountId={data.account.id} from={week.from} onUnplaced={setUnplaced} onApplied={refresh} describe={describe} />
      </div>
      <nav className="kit-toolbar plan-nav" aria-label="Veke">
        <Link className="button small" to={weekLink(null)}>
          I dag
        </Link>
        <Link className="button small" to={weekLink(shiftDate(week.from, -7))}>
          Førre veke
        </Link>
        <Link className="button small" to={weekLink(shiftDate(week.from, 7))}>
          Neste veke
        </Link>
        <span className="plan-range" data-testid="plan-range">
          {formatDay(week.from)} – {formatDay(last)}
        </span>
      </nav>
      {unknownFrom && (
        <p className="notice" role="status" data-testid="plan-unknown-from">
          {unknownFromNotice(askedFrom, week.from)}
        </p>
      )}
      {week.groups.length === 0 ? (
        <p className="notice" role="status">
          Ingen biler tilgjengelig på denne lokasjonen.
        </p>
      ) : (
        <PlanningBoard key={week.from} week={week} unplaced={unplaced} onChanged={refresh} />
      )}
    </section>
  );
}

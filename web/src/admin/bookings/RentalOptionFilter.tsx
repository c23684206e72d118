import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RentalOptionFilterQuery } from '../../__generated__/RentalOptionFilterQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { FilterSelect } from '../kit/FilterPopover.tsx';

const NAME = 'rentaloption_id';
const LABEL = 'Leigeprodukt';

/**
 * The booking filter's rental product: the account's classes and those its bookings carry (a booking returned at a
 * location may be of another location's class). Loaded when the filter popup opens, since it reads the account's
 * bookings, and kept for the visit.
 */
export function RentalOptionFilter({ slug, value }: { slug: string; value: string | undefined }) {
  return (
    <Suspense fallback={<Loading value={value} />}>
      <Choices slug={slug} value={value} />
    </Suspense>
  );
}

function Choices({ slug, value }: { slug: string; value: string | undefined }) {
  const data = useLazyLoadQuery<RentalOptionFilterQuery>(
    graphql`
      query RentalOptionFilterQuery($slug: String!) {
        account(slug: $slug) {
          bookingRentalOptionChoices {
            databaseId
            title
          }
        }
      }
    `,
    { slug },
    { fetchPolicy: 'store-or-network', networkCacheConfig: requestHeaders({ 'x-account': slug }) },
  );
  return <FilterSelect name={NAME} label={LABEL} value={value} options={data.account.bookingRentalOptionChoices.map((r) => ({ value: r.databaseId, label: r.title }))} />;
}

/** While the choices load, the current choice is kept: "Bruk" sends it unchanged. */
function Loading({ value }: { value: string | undefined }) {
  return (
    <label className="field">
      <span>{LABEL}</span>
      <select disabled aria-busy="true">
        <option>Lastar …</option>
      </select>
      <input type="hidden" name={NAME} value={value ?? ''} />
    </label>
  );
}

import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BookingChoiceFiltersProductQuery } from '../../__generated__/BookingChoiceFiltersProductQuery.graphql';
import type { BookingChoiceFiltersRentalOptionQuery } from '../../__generated__/BookingChoiceFiltersRentalOptionQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { FilterSelect } from '../kit/FilterPopover.tsx';

/**
 * The booking filter's rental product and vehicle choices: the account's own and those its bookings carry (a booking
 * returned at a location may be of another location's class, with its car), all of them rather than a first page.
 * Loaded when the filter popup opens, since they read the account's bookings, and kept for the visit.
 */
export function RentalOptionFilter({ slug, value }: { slug: string; value: string | undefined }) {
  return (
    <Lazy name="rentaloption_id" label="Leigeprodukt" value={value}>
      <RentalOptionChoices slug={slug} value={value} />
    </Lazy>
  );
}

export function ProductFilter({ slug, value }: { slug: string; value: string | undefined }) {
  return (
    <Lazy name="product_id" label="Køyretøy" value={value}>
      <ProductChoices slug={slug} value={value} />
    </Lazy>
  );
}

const options = (slug: string) => ({ fetchPolicy: 'store-or-network', networkCacheConfig: requestHeaders({ 'x-account': slug }) }) as const;

function RentalOptionChoices({ slug, value }: { slug: string; value: string | undefined }) {
  const data = useLazyLoadQuery<BookingChoiceFiltersRentalOptionQuery>(
    graphql`
      query BookingChoiceFiltersRentalOptionQuery($slug: String!) {
        account(slug: $slug) {
          bookingRentalOptionChoices {
            databaseId
            title
          }
        }
      }
    `,
    { slug },
    options(slug),
  );
  return <FilterSelect name="rentaloption_id" label="Leigeprodukt" value={value} options={data.account.bookingRentalOptionChoices.map((r) => ({ value: r.databaseId, label: r.title }))} />;
}

function ProductChoices({ slug, value }: { slug: string; value: string | undefined }) {
  const data = useLazyLoadQuery<BookingChoiceFiltersProductQuery>(
    graphql`
      query BookingChoiceFiltersProductQuery($slug: String!) {
        account(slug: $slug) {
          bookingProductChoices {
            databaseId
            name
            licensePlate
          }
        }
      }
    `,
    { slug },
    options(slug),
  );
  return (
    <FilterSelect
      name="product_id"
      label="Køyretøy"
      value={value}
      options={data.account.bookingProductChoices.map((p) => ({ value: p.databaseId, label: p.licensePlate ? `${p.name} (${p.licensePlate})` : p.name }))}
    />
  );
}

/** While the choices load, the current choice is kept: "Bruk" sends it unchanged. */
function Lazy({ name, label, value, children }: { name: string; label: string; value: string | undefined; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <label className="field">
          <span>{label}</span>
          <select disabled aria-busy="true">
            <option>Lastar …</option>
          </select>
          <input type="hidden" name={name} value={value ?? ''} />
        </label>
      }
    >
      {children}
    </Suspense>
  );
}

import { Suspense } from 'react';
import { vehicleText } from '@domain/planning.ts';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BookingChoiceFiltersQuery } from '../../__generated__/BookingChoiceFiltersQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { FilterSelect } from '../kit/FilterPopover.tsx';

interface Chosen {
  slug: string;
  rentalOptionId: string | undefined;
  productId: string | undefined;
}

const FIELDS = [
  { name: 'rentaloption_id', label: 'Leigeprodukt' },
  { name: 'product_id', label: 'Køyretøy' },
] as const;

/**
 * The booking filter's rental product and vehicle choices: the account's own and those its bookings carry (a booking
 * returned at a location may be of another location's class, with its car), all of them rather than a first page.
 * Loaded in one request when the filter popup opens, since they read the account's bookings, and kept for the visit.
 */
export function BookingChoiceFilters(props: Chosen) {
  const values = [props.rentalOptionId, props.productId];
  return (
    <Suspense
      fallback={FIELDS.map((f, i) => (
        // While the choices load, the current choice is kept: "Bruk" sends it unchanged.
        <label key={f.name} className="field">
          <span>{f.label}</span>
          <select disabled aria-busy="true">
            <option>Lastar …</option>
          </select>
          <input type="hidden" name={f.name} value={values[i] ?? ''} />
        </label>
      ))}
    >
      <Choices {...props} />
    </Suspense>
  );
}

function Choices({ slug, rentalOptionId, productId }: Chosen) {
  const { account } = useLazyLoadQuery<BookingChoiceFiltersQuery>(
    graphql`
      query BookingChoiceFiltersQuery($slug: String!) {
        account(slug: $slug) {
          bookingRentalOptionChoices {
            databaseId
            title
          }
          bookingProductChoices {
            databaseId
            name
            licensePlate
          }
        }
      }
    `,
    { slug },
    { fetchPolicy: 'store-or-network', networkCacheConfig: requestHeaders({ 'x-account': slug }) },
  );
  return (
    <>
      <FilterSelect name={FIELDS[0].name} label={FIELDS[0].label} value={rentalOptionId} options={account.bookingRentalOptionChoices.map((r) => ({ value: r.databaseId, label: r.title }))} />
      <FilterSelect
        name={FIELDS[1].name}
        label={FIELDS[1].label}
        value={productId}
        options={account.bookingProductChoices.map((p) => ({ value: p.databaseId, label: vehicleText(p) }))}
      />
    </>
  );
}

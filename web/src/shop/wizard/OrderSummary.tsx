import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OrderSummary_search$key } from '../../__generated__/OrderSummary_search.graphql';
import { useBooking } from './booking.ts';
import { daysLabel, formatWhen } from './format.ts';

/** Where and when: pick-up and return places with addresses ("Annet sted" as its city only), times and duration. */
export function OrderSummary({ search }: { search: OrderSummary_search$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderSummary_search on RentalSearch {
        days
        pickupAt
        dropoffAt
        pickupLocation {
          name
          address1
          zip
          city
          isOtherPlace
        }
        dropoffLocation {
          name
          address1
          zip
          city
          isOtherPlace
        }
      }
    `,
    search,
  );
  const { customer } = useBooking();
  // "Annet sted" shows the address the customer gave on step 5.
  const place = (l: typeof data.pickupLocation, address: string) =>
    l.isOtherPlace ? (
      <>
        <strong>{l.city}</strong>
        {address.trim() && <span className="wz-other-address">{address.trim()}</span>}
      </>
    ) : (
      <>
        <strong>{l.name}</strong>
        <span>
          {l.address1}, {l.zip} {l.city}
        </span>
      </>
    );
  return (
    <dl className="wz-summary">
      <div>
        <dt>{t('summary.pickup')}</dt>
        <dd>
          {place(data.pickupLocation, customer.pickupAddress)}
          <span>{formatWhen(data.pickupAt)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('summary.return')}</dt>
        <dd>
          {place(data.dropoffLocation, customer.dropoffAddress)}
          <span>{formatWhen(data.dropoffAt)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('prices.rentalTime')}</dt>
        <dd>
          <strong>{daysLabel(data.days)}</strong>
        </dd>
      </div>
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OrderSummary_search$key } from '../../__generated__/OrderSummary_search.graphql';
import { useBooking } from './booking.ts';
import { daysLabel, formatWhen } from './format.ts';
import { placeParts } from '@domain/otherPlace.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/** Where and when: pick-up and return places with addresses ("Annet sted" as its city only), times and duration. */
export function OrderSummary({ search }: { search: OrderSummary_search$key }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const data = useFragment(
    graphql`
      fragment OrderSummary_search on RentalSearch {
        days
        pickupAt
        dropoffAt
        pickupLocation {
          name
          address1
          address2
          zip
          city
          isOtherPlace
        }
        dropoffLocation {
          name
          address1
          address2
          zip
          city
          isOtherPlace
        }
      }
    `,
    search,
  );
  const { customer } = useBooking();
  // A branch with its street address; "Annet sted" with the address the customer gave on step 5 (the mails say the same).
  const place = (l: typeof data.pickupLocation, address: string) => {
    const p = placeParts(l, address, language);
    return (
      <>
        <strong>{p.name}</strong>
        {p.address && <span className={l.isOtherPlace ? 'wz-other-address' : undefined}>{p.address}</span>}
      </>
    );
  };
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

import { useTranslation } from 'react-i18next';
import { daysLabel, kr, vatLabel } from './format.ts';

/** The running prices of the step bar (Money strings from the server's cart quote; null while unknown). */
export interface RunningPrices {
  days: number | null;
  rental: string | null;
  insurance: string | null;
  accessories: string | null;
  total: string | null;
  vatIncluded: boolean;
}

/** Days, rental, insurance, accessories and total, as priced by the server; no total line until there is a price. */
export function PriceSummary({ prices, variant }: { prices: RunningPrices; variant: 'row' | 'column' }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('prices.rentalTime'), prices.days ? daysLabel(prices.days) : '–'],
    [t('prices.rental'), prices.rental !== null ? kr(prices.rental) : '–'],
    [t('prices.insurance'), prices.insurance !== null ? kr(prices.insurance) : '–'],
    [t('prices.accessories'), prices.accessories !== null ? kr(prices.accessories) : '–'],
  ];
  return (
    <dl className={`wz-prices ${variant}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {prices.total !== null && (
        <div className="wz-prices-total">
          <dt>{t('prices.total')}</dt>
          <dd>
            {kr(prices.total)} <small>{vatLabel(prices.vatIncluded)}</small>
          </dd>
        </div>
      )}
    </dl>
  );
}

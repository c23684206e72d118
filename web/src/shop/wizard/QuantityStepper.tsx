import { useTranslation } from 'react-i18next';
import { clampAmount } from '@domain/cart.ts';

/** A count from 0 to `max` with − and + buttons; "Maks" shows when the top is reached (spec 1, section 5). */
export function QuantityStepper({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (change: (current: number) => number) => void }) {
  const { t } = useTranslation();
  // Steps apply to the newest count, so quick clicks add up even while the prices are being fetched.
  const step = (delta: number) => onChange((current) => clampAmount(current + delta, max));
  // At an end the button is aria-disabled, not disabled: a disabled button would drop the focus it has to <body>.
  const atMin = value <= 0;
  const atMax = value >= max;
  return (
    <div className="wz-stepper" role="group" aria-label={t('offers.quantityOf', { label })}>
      <button type="button" className="wz-stepper-button" onClick={() => !atMin && step(-1)} aria-disabled={atMin} aria-label={t('offers.fewer', { label })}>
        −
      </button>
      <output className="wz-stepper-value">{value}</output>
      <button type="button" className="wz-stepper-button" onClick={() => !atMax && step(1)} aria-disabled={atMax} aria-label={t('offers.more', { label })}>
        +
      </button>
      <span className={`wz-stepper-max${atMax ? ' reached' : ''}`}>{t('offers.max', { max })}</span>
    </div>
  );
}

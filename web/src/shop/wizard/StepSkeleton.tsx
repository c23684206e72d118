import { useTranslation } from 'react-i18next';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';

/** What a step shows while its prices load: six skeleton cards (spec 1, section 9), or a form-shaped block. */
export function StepSkeleton({ step, kind }: { step: number; kind: 'cards' | 'form' }) {
  const { t } = useTranslation();
  return (
    <StepFrame step={step} bar={<StepBar current={step} search={null} />}>
      <div className="wz-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('offers.loadingPrices')}</span>
        {kind === 'cards' ? (
          <ul className="wz-offers" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="wz-offer wz-skeleton">
                <span className="wz-sk wz-sk-image" />
                <span className="wz-sk wz-sk-title" />
                <span className="wz-sk wz-sk-line" />
                <span className="wz-sk wz-sk-line short" />
                <span className="wz-sk wz-sk-price" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="wz-card wz-skeleton" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <span key={i} className="wz-sk wz-sk-line" />
            ))}
          </div>
        )}
      </div>
    </StepFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { kr, vatLabel } from './format.ts';
import { PriceSummary, type RunningPrices } from './PriceSummary.tsx';
import { StepList, type StepItem } from './StepList.tsx';

/** The step bar on mobile (≤ 768 px): one line with the step and the total, opening to the steps and prices. */
export function MobileStepper({ steps, current, prices }: { steps: StepItem[]; current: number; prices: RunningPrices }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const step = steps[current - 1];
  return (
    <div className={`wz-mstepper${open ? ' open' : ''}`}>
      <button type="button" className="wz-mstepper-head" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        <span className="wz-mstepper-step">
          {t('steps.counter', { step: current, count: steps.length })}
          {step && <strong>{step.label}</strong>}
        </span>
        {prices.total !== null && (
          <span className="wz-mstepper-total">
            <span className="wz-mstepper-amount">{kr(prices.total)}</span>
            <small>{vatLabel(prices.vatIncluded)}</small>
          </span>
        )}
        <svg className="wz-chevron" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <polyline points="6 9 12 15 18 9" />
        </svg>
        <span className="visually-hidden">{open ? t('stepbar.hideSteps') : t('stepbar.showSteps')}</span>
      </button>
      <div className="wz-progress" aria-hidden="true">
        {steps.map((s) => (
          <span key={s.n} className={s.current ? 'current' : s.done ? 'done' : ''} />
        ))}
      </div>
      <div id={panel} className="wz-mstepper-panel" hidden={!open}>
        <StepList steps={steps} variant="column" />
        <PriceSummary prices={prices} variant="column" />
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { WIZARD_STEPS } from '../wizard.ts';
import { useArrivalFocus } from './focus.ts';
import { ServerErrors } from './ServerErrors.tsx';
import type { WizardNoticeState } from './WizardCheck.tsx';

/**
 * A wizard page: the step bar above "Steg n av 6" and the step's heading (focused when the customer comes from another
 * step), a notice of a repaired address, then the step's content.
 */
export function StepFrame({ step, bar, notice: own, children }: { step: number; bar: ReactNode; /** A notice of the step itself. */ notice?: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(WIZARD_STEPS[step - 1]!.title);
  usePageTitle(title);
  // Set by a redirect that repaired the address (WizardCheck): said once, on the page it led to.
  const notice = (useLocation().state as WizardNoticeState | null)?.wizardNotice ?? own;
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  return (
    <section className="page wz-page">
      {bar}
      <p className="eyebrow">
        {t('steps.counter', { step, count: WIZARD_STEPS.length })}
      </p>
      <h1 ref={heading} tabIndex={-1} className="wz-heading">
        {title}
      </h1>
      {notice && (
        <p className="notice wz-notice" role="status">
          {notice}
        </p>
      )}
      <ServerErrors step={step} />
      {children}
    </section>
  );
}

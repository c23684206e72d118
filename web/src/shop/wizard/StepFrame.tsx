import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { WIZARD_STEPS } from '../wizard.ts';
import { ServerErrors } from './ServerErrors.tsx';

/** A wizard page: the step bar above "Steg n av 6" and the step's heading, then the step's content. */
export function StepFrame({ step, bar, children }: { step: number; bar: ReactNode; children: ReactNode }) {
  const title = WIZARD_STEPS[step - 1]!.title;
  usePageTitle(title);
  return (
    <section className="page wz-page">
      {bar}
      <p className="eyebrow">
        Steg {step} av {WIZARD_STEPS.length}
      </p>
      <h1>{title}</h1>
      <ServerErrors step={step} />
      {children}
    </section>
  );
}

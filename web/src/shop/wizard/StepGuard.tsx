import { useTranslation } from 'react-i18next';
import { Suspense, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useBooking } from './booking.ts';
import { cartInput, periodInPast, periodSkipped, searchInput } from './params.ts';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import { STEP_NEEDS, STEP_PATHS, stepOpen } from './steps.ts';
import { StepSkeleton } from './StepSkeleton.tsx';
import { useWizard } from './useWizard.ts';
import type { WizardNoticeState } from './WizardCheck.tsx';

/** The inputs every priced step queries with. */
export interface StepInputs {
  search: NonNullable<ReturnType<typeof searchInput>>;
  cart: ReturnType<typeof cartInput>;
}

/**
 * Steps 2–6: opens the step only when its parameters exist (step 6 without accepted terms goes to step 5), sends a
 * period that has begun back to the start, and shows skeletons while the step's prices load.
 */
export function StepGuard({ step, skeleton, children }: { step: number; skeleton: 'cards' | 'form'; children: (inputs: StepInputs) => ReactNode }) {
  const { t } = useTranslation();
  const { params, href } = useWizard();
  const { customer } = useBooking();
  const search = searchInput(params);
  // Said on step 1, which shows the new times: a time is never changed without a word.
  // Step 1 names the time the clocks skip; no later step prices (or books) the hour before it instead.
  if (periodSkipped(params)) return <Navigate replace to={href('/')} />;
  if (periodInPast(params)) return <Navigate replace to={href('/', { pickupAt: null, dropoffAt: null })} state={{ wizardNotice: t('wizard.pastTimeMoved') } satisfies WizardNoticeState} />;
  if (step === 6 && stepOpen(5, params, false) && !stepOpen(6, params, customer.termsAccepted)) return <Navigate replace to={href('/steg5')} />;
  if (!search || !stepOpen(step, params, customer.termsAccepted)) {
    const back = [...STEP_PATHS.keys()].reverse().find((i) => i < step - 1 && stepOpen(i + 1, params, customer.termsAccepted)) ?? 0;
    return (
      <StepFrame step={step} bar={<StepBar current={step} search={null} />}>
        <p className="notice">{t(STEP_NEEDS[back + 1]!)}</p>
        <p>
          <Link className="button primary" to={href(STEP_PATHS[back]!)}>
            {t('stepbar.goToStep', { n: back + 1 })}
          </Link>
        </p>
      </StepFrame>
    );
  }
  return <Suspense fallback={<StepSkeleton step={step} kind={skeleton} />}>{children({ search, cart: cartInput(params) })}</Suspense>;
}

/**
 * The booking wizard's routes: steps 1–6 and /mottatt inside one booking context; step 1 also takes unknown paths.
 * Step 1 (the front page) is in the first load; steps 2–6 and /mottatt are chunks of their own, fetched when the
 * customer goes there (the first load stays within its budget).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../components/breadcrumbs.ts';
import { WIZARD_STEPS, wizardCrumbs } from '../wizard.ts';
import { StepOnePage } from './StepOnePage.tsx';
import { WizardLayout } from './WizardLayout.tsx';

type Screen = () => Promise<{ Component: ComponentType }>;

/** Steps 2–6, loaded on demand. */
const LATER_STEPS: Screen[] = [
  async () => ({ Component: (await import('./VehiclesPage.tsx')).VehiclesPage }),
  async () => ({ Component: (await import('./InsurancePage.tsx')).InsurancePage }),
  async () => ({ Component: (await import('./AccessoriesPage.tsx')).AccessoriesPage }),
  async () => ({ Component: (await import('./CustomerPage.tsx')).CustomerPage }),
  async () => ({ Component: (await import('./ConfirmPage.tsx')).ConfirmPage }),
];

function step(n: number): RouteObject {
  const handle: RouteHandle = { crumbs: wizardCrumbs(n), keepSearch: true };
  return n === 1 ? { index: true, element: <StepOnePage />, handle } : { path: WIZARD_STEPS[n - 1]!.path.slice(1), lazy: LATER_STEPS[n - 2]!, handle };
}

/** A pathless layout route for the public routes' children. */
export const wizardRoutes: RouteObject = {
  element: <WizardLayout />,
  children: [
    ...WIZARD_STEPS.map((_, i) => step(i + 1)),
    { path: 'mottatt', lazy: async () => ({ Component: (await import('./ReceivedPage.tsx')).ReceivedPage }), handle: { crumbs: [{ label: 'nav.received', to: '/mottatt' }] } satisfies RouteHandle },
    { path: '*', element: <StepOnePage />, handle: { keepSearch: true } satisfies RouteHandle },
  ],
};

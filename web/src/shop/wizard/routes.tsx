/** The booking wizard's routes: steps 1–6 and /mottatt inside one booking context; step 1 also takes unknown paths. */
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../components/breadcrumbs.ts';
import { WIZARD_STEPS, wizardCrumbs } from '../wizard.ts';
import { AccessoriesPage } from './AccessoriesPage.tsx';
import { ConfirmPage } from './ConfirmPage.tsx';
import { CustomerPage } from './CustomerPage.tsx';
import { InsurancePage } from './InsurancePage.tsx';
import { ReceivedPage } from './ReceivedPage.tsx';
import { StepOnePage } from './StepOnePage.tsx';
import { VehiclesPage } from './VehiclesPage.tsx';
import { WizardLayout } from './WizardLayout.tsx';

const PAGES = [StepOnePage, VehiclesPage, InsurancePage, AccessoriesPage, CustomerPage, ConfirmPage];

function step(n: number): RouteObject {
  const Page = PAGES[n - 1]!;
  const handle: RouteHandle = { crumbs: wizardCrumbs(n), keepSearch: true };
  return n === 1 ? { index: true, element: <Page />, handle } : { path: WIZARD_STEPS[n - 1]!.path.slice(1), element: <Page />, handle };
}

/** A pathless layout route for the public routes' children. */
export const wizardRoutes: RouteObject = {
  element: <WizardLayout />,
  children: [
    ...WIZARD_STEPS.map((_, i) => step(i + 1)),
    { path: 'mottatt', element: <ReceivedPage />, handle: { crumbs: [{ label: 'nav.received', to: '/mottatt' }] } satisfies RouteHandle },
    { path: '*', element: <StepOnePage />, handle: { keepSearch: true } satisfies RouteHandle },
  ],
};

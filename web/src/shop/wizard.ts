/** The booking wizard's steps: paths, titles and the breadcrumb trail up to each. */
import type { Crumb } from '../components/breadcrumbs.ts';

export interface WizardStep {
  path: string;
  title: string;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { path: '/', title: 'Hentestad og tid' },
  { path: '/steg2', title: 'Velg leieprodukt' },
  { path: '/steg3', title: 'Velg forsikring' },
  { path: '/steg4', title: 'Velg tilbehør' },
  { path: '/steg5', title: 'Kundeopplysningar' },
  { path: '/steg6', title: 'Stadfesting' },
];

/** Crumbs after "Forside" (which is step 1) up to step `n` (1-based). */
export function wizardCrumbs(n: number): Crumb[] {
  return WIZARD_STEPS.slice(1, n).map((s) => ({ label: s.title, to: s.path }));
}

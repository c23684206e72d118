/** The booking wizard's steps: paths, titles and the breadcrumb trail up to each. */
import type { Crumb } from '../components/breadcrumbs.ts';

export interface WizardStep {
  path: string;
  /** Message key of the step's title (`t(step.title)`). */
  title: string;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { path: '/', title: 'steps.s1' },
  { path: '/steg2', title: 'steps.s2' },
  { path: '/steg3', title: 'steps.s3' },
  { path: '/steg4', title: 'steps.s4' },
  { path: '/steg5', title: 'steps.s5' },
  { path: '/steg6', title: 'steps.s6' },
];

/** Crumbs after "Forside" (which is step 1) up to step `n` (1-based). */
export function wizardCrumbs(n: number): Crumb[] {
  return WIZARD_STEPS.slice(1, n).map((s) => ({ label: s.title, to: s.path }));
}

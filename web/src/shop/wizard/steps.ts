/** Which wizard steps are open and which are done, from the address (and accepted terms for step 6). */
import type { WizardParams } from './params.ts';

/** Step numbers 1–6 and their paths (the same as ../wizard.ts). */
export const STEP_PATHS = ['/', '/steg2', '/steg3', '/steg4', '/steg5', '/steg6'] as const;

/** Message keys of the step bar's short labels. */
export const STEP_LABELS = [1, 2, 3, 4, 5, 6].map((n) => `stepbar.labels.${n}`);

/** Message keys: what step n + 1 (index n) needs before it opens, in words: shown when a later step is opened too early. */
export const STEP_NEEDS = ['', ...[2, 3, 4, 5, 6].map((n) => `stepbar.needs.${n}`)] as const;

/** Whether step `n` (1–6) is open: its prerequisite parameters exist; step 6 also needs accepted terms. */
export function stepOpen(n: number, p: WizardParams, termsAccepted: boolean): boolean {
  const period = p.pickupLocation !== null && p.pickupAt !== null && p.dropoffAt !== null;
  switch (n) {
    case 1:
      return true;
    case 2:
      return period;
    case 3:
    case 4:
    case 5:
      return period && p.rentalOption !== null;
    case 6:
      return period && p.rentalOption !== null && p.detailsValid && termsAccepted;
    default:
      return false;
  }
}

/** Whether step `n` is done (gets a check mark): what it asks for is in the address. */
export function stepDone(n: number, p: WizardParams, current: number, termsAccepted: boolean): boolean {
  switch (n) {
    case 1:
      return stepOpen(2, p, termsAccepted);
    case 2:
      return p.rentalOption !== null && stepOpen(3, p, termsAccepted);
    case 3:
      return stepOpen(4, p, termsAccepted) && (p.insuranceChosen || current > 3);
    case 4:
      return stepOpen(5, p, termsAccepted) && (p.accessoriesChosen || current > 4);
    case 5:
      return stepOpen(6, p, termsAccepted);
    default:
      return false;
  }
}

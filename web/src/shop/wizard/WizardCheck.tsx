import { i18next } from '../../i18n/index.ts';
import { Navigate } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { WizardCheck_search$key } from '../../__generated__/WizardCheck_search.graphql';
import { clampAmount } from '@domain/cart.ts';
import { applyPatch, formatAccessories } from './params.ts';
import { useWizard } from './useWizard.ts';

/** What the router carries to the page a repaired address leads to: the sentence that says what was changed. */
export interface WizardNoticeState {
  wizardNotice?: string;
}

/** Said on step 2 when the address named a rental product that does not exist or is not free for the period. */
export const RENTAL_GONE = (): string => i18next.t('wizard.rentalGone');

/**
 * Repairs an address the server's offers contradict, at once and saying so: a rental product that is unknown or not
 * free sends the customer to step 2 without it; an accessory amount above the item's
 * maximum (an old or hand-made link) is set down to the maximum with the cart's own rule. Returns the redirect to
 * render instead of the step, or null when the address is fine.
 */
export function useWizardCheck(search: WizardCheck_search$key | null) {
  const data = useFragment(
    graphql`
      fragment WizardCheck_search on RentalSearch {
        freeVehicles: offers(group: vehicles) {
          databaseId
        }
        accessoryLimits: offers(group: accessories) {
          databaseId
          title
          maxAmount
          automatic
        }
      }
    `,
    search,
  );
  const { params, search: query } = useWizard();
  if (!data) return null;
  // An unknown or sold-out rental product: back to step 2 at once, or steps 3-5 would price a cart without a vehicle.
  if (params.rentalOption !== null && !data.freeVehicles.some((v) => v.databaseId === params.rentalOption)) {
    const state: WizardNoticeState = { wizardNotice: RENTAL_GONE() };
    return <Navigate replace to={`/steg2${applyPatch(query, { rentalOption: null })}`} state={state} />;
  }
  const notes: string[] = [];
  const clamped = params.accessories.map((choice) => {
    const offer = data.accessoryLimits.find((o) => o.databaseId === choice.id);
    if (!offer || offer.automatic) return choice;
    const amount = clampAmount(choice.amount, offer.maxAmount);
    if (amount !== choice.amount) notes.push(i18next.t('wizard.clamped', { title: offer.title, max: offer.maxAmount, from: choice.amount, to: amount }));
    return { id: choice.id, amount };
  });
  if (notes.length === 0) return null;
  const state: WizardNoticeState = { wizardNotice: notes.join(' ') };
  return <Navigate replace to={{ search: applyPatch(query, { accessories: formatAccessories(clamped) }) }} state={state} />;
}

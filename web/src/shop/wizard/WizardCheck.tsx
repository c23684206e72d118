import { currentLanguage, i18next } from '../../i18n/index.ts';
import { Navigate } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { WizardCheck_search$key } from '../../__generated__/WizardCheck_search.graphql';
import { clampAmount, DEFAULT_INSURANCE } from '@domain/cart.ts';
import { applyPatch, formatAccessories, type ParamPatch } from './params.ts';
import { useWizard } from './useWizard.ts';

/** What the router carries to the page a repaired address leads to: the sentence that says what was changed. */
export interface WizardNoticeState {
  wizardNotice?: string;
}

/** Said on step 2 when the address named a rental product that does not exist or is not free for the period. */
export const RENTAL_GONE = (): string => i18next.t('wizard.rentalGone');

/**
 * Whether the cart refuses the link's insurance, as an order would. A cart with a vehicle judges it itself (the name
 * "basis" is the default's, accepted even when staff archived Basis: domain/cart.ts chooseInsurance); one without a
 * vehicle (step 2 before a choice) does not, so there the slug must be offered or be that name.
 */
function insuranceRefused(cart: { lines: readonly { lineType: string }[]; errors: readonly { field: string }[] }, offered: readonly { slug: string }[], slug: string): boolean {
  if (cart.lines.some((l) => l.lineType === 'rental')) return cart.errors.some((e) => e.field === 'insurance');
  return slug !== DEFAULT_INSURANCE && !offered.some((i) => i.slug === slug);
}

/**
 * The add-ons of the address the cart refuses though the shop has them: they do not fit the chosen vehicle. The cart
 * is the judge (domain/cart.ts buildCart, with fitsVehicle: the one fit rule, which the order applies too): such an
 * add-on gets no line and an error on its place in the request (`accessories.N`, the address's order: cartInput).
 * The cart's other refusals of a known add-on cannot come from an address (the parser drops repeats and reads whole
 * amounts from 1), except an amount above the maximum, which the caller sets down first and the next check judges.
 */
function refusedByCart(cart: { lines: readonly { lineType: string; databaseId: number }[]; errors: readonly { field: string }[] }, id: number, index: number): boolean {
  if (!cart.lines.some((l) => l.lineType === 'rental')) return false; // without a vehicle nothing is judged to fit
  return cart.errors.some((e) => e.field === `accessories.${index}`) && !cart.lines.some((l) => l.lineType === 'accessory' && l.databaseId === id);
}

/** "Barnesete og Takboks": titles as a list in the shop's language. */
const listOf = (titles: readonly string[]) => new Intl.ListFormat(currentLanguage() === 'en' ? 'en' : ['nn', 'nb'], { type: 'conjunction' }).format(titles);

/**
 * Repairs an address the server's offers contradict, at once and saying so: a rental product that is unknown or not
 * free sends the customer to step 2 without it; an accessory amount above the item's
 * maximum (an old or hand-made link) is set down to the maximum with the cart's own rule; an insurance or an accessory
 * the shop does not have is taken out, and so is an add-on that does not fit the vehicle (another vehicle chosen after
 * it, or an old link), naming it, so an order is never left that nothing on screen can mend. Returns the redirect to
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
        insurances: offers(group: insurance) {
          slug
        }
        # The step query's own $cart (every step that checks prices it, as StepBar does: one cart): it judges the insurance.
        # It also judges which add-ons fit the vehicle: those it refuses get no line.
        cart(input: $cart) {
          lines {
            lineType
            databaseId
            title
          }
          errors {
            field
          }
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
  const patch: ParamPatch = {};
  // An insurance the shop does not offer (an old or edited link): back to the default, which step 3 shows chosen.
  if (params.insuranceChosen && data.insurances.length > 0 && insuranceRefused(data.cart, data.insurances, params.insurance)) {
    notes.push(i18next.t('wizard.unknownInsurance'));
    patch.insurance = null;
  }
  let dropped = false;
  let changed = false;
  const unfit: string[] = [];
  const kept = params.accessories.flatMap((choice, index) => {
    const offer = data.accessoryLimits.find((o) => o.databaseId === choice.id);
    if (!offer) {
      dropped = changed = true;
      return [];
    }
    const amount = offer.automatic ? choice.amount : clampAmount(choice.amount, offer.maxAmount);
    if (amount === choice.amount && refusedByCart(data.cart, choice.id, index)) {
      changed = true;
      // A young-driver option the link names is the cart's to choose: it adds the one that fits by itself.
      if (!offer.automatic) unfit.push(offer.title);
      return [];
    }
    if (amount !== choice.amount) {
      changed = true;
      notes.push(i18next.t('wizard.clamped', { title: offer.title, max: offer.maxAmount, from: choice.amount, to: amount }));
    }
    return [{ id: choice.id, amount }];
  });
  if (dropped) notes.push(i18next.t('wizard.unknownAccessory'));
  const vehicle = data.cart.lines.find((l) => l.lineType === 'rental');
  if (unfit.length > 0 && vehicle) notes.push(i18next.t('wizard.doesNotFit', { count: unfit.length, titles: listOf(unfit), vehicle: vehicle.title }));
  if (changed) patch.accessories = formatAccessories(kept);
  if (notes.length === 0 && !changed) return null;
  const state: WizardNoticeState = notes.length > 0 ? { wizardNotice: notes.join(' ') } : {};
  return <Navigate replace to={{ search: applyPatch(query, patch) }} state={state} />;
}

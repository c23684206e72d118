import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StepBar_search$key } from '../../__generated__/StepBar_search.graphql';
import { useHeightProperty } from '../../components/useHeightProperty.ts';
import { useBooking } from './booking.ts';
import { MobileStepper } from './MobileStepper.tsx';
import type { ParamPatch } from './params.ts';
import { PriceSummary, type RunningPrices } from './PriceSummary.tsx';
import { STEP_LABELS, STEP_PATHS, stepDone, stepOpen } from './steps.ts';
import { StepList, type StepItem } from './StepList.tsx';
import { useWizard } from './useWizard.ts';

/**
 * The wizard's step bar: a desktop stepper and a collapsible mobile stepper (≤ 768 px) with check marks on done
 * steps, links to the open ones, and the running prices of the server's cart quote. `linkPatch` is applied to the
 * step links (step 4 uses it so moving on through the bar keeps the accessory selection).
 */
export function StepBar({
  current,
  search,
  days,
  linkPatch,
}: {
  current: number;
  search: StepBar_search$key | null;
  /** Rental days when there is no search yet (step 1 works them out itself). */
  days?: number | null;
  linkPatch?: ParamPatch;
}) {
  const data = useFragment(
    graphql`
      fragment StepBar_search on RentalSearch @argumentDefinitions(cart: { type: "CartInput!" }) {
        days
        vatIncluded
        cart(input: $cart) {
          rentalTotal
          insuranceTotal
          accessoriesTotal
          total
        }
      }
    `,
    search,
  );
  const { t } = useTranslation();
  const { params, href } = useWizard();
  const bar = useRef<HTMLDivElement>(null);
  useHeightProperty(bar, '--wizard-stepbar-height');
  const { customer } = useBooking();
  const steps: StepItem[] = STEP_LABELS.map((label, i) => {
    const n = i + 1;
    return {
      n,
      label: t(label),
      href: href(STEP_PATHS[i]!, linkPatch),
      open: stepOpen(n, params, customer.termsAccepted),
      done: n !== current && stepDone(n, params, current, customer.termsAccepted),
      current: n === current,
    };
  });
  // Until a vehicle is chosen there is no price: a total of the young-driver fee alone (or 0,00 kr) would mislead.
  const priced = data != null && params.rentalOption !== null;
  const prices: RunningPrices = {
    days: data?.days ?? days ?? null,
    rental: priced ? data.cart.rentalTotal : null,
    insurance: priced ? data.cart.insuranceTotal : null,
    accessories: priced ? data.cart.accessoriesTotal : null,
    total: priced ? data.cart.total : null,
    vatIncluded: data?.vatIncluded ?? params.customer === 'privat',
  };
  return (
    <div className="wz-stepbar" ref={bar}>
      <div className="wz-stepbar-desktop">
        <StepList steps={steps} variant="row" />
        <PriceSummary prices={prices} variant="row" />
      </div>
      <MobileStepper steps={steps} current={current} prices={prices} />
    </div>
  );
}

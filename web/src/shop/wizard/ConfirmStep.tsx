import { ruleText } from '../../i18n/index.ts';
import { startTransition, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ConfirmStepQuery } from '../../__generated__/ConfirmStepQuery.graphql';
import { CartTable } from './CartTable.tsx';
import { DepositInfo } from './DepositInfo.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { formatAccessories } from './params.ts';
import { SearchProblem } from './SearchProblem.tsx';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepInputs } from './StepGuard.tsx';
import { useStepFetchOptions } from './useStepFetchOptions.ts';
import { useWizard } from './useWizard.ts';
import { useWizardCheck } from './WizardCheck.tsx';

/**
 * Step 6: places and times, the cart as the server prices it (with edit and remove links), deposit and excess,
 * reference, comment and "Bestill". Ordering is blocked while the cart has errors; a vehicle that is gone sends the
 * customer to step 2 (WizardCheck).
 */
export function ConfirmStep({ search, cart }: StepInputs) {
  const [refresh, setRefresh] = useState(0);
  const data = useLazyLoadQuery<ConfirmStepQuery>(
    graphql`
      query ConfirmStepQuery($search: RentalSearchInput!, $cart: CartInput!) {
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            ...StepBar_search @alias @arguments(cart: $cart)
            ...WizardCheck_search @alias
            ...OrderSummary_search @alias
            ...CartTable_search @alias @arguments(cart: $cart)
            ...DepositInfo_search @alias
            ...OrderForm_search @alias @arguments(cart: $cart)
            cart(input: $cart) {
              errors {
                field
                message
              }
            }
          }
          ... on ValidationError {
            ...SearchProblem_error @alias
          }
        }
      }
    `,
    { search, cart },
    useStepFetchOptions(refresh),
  );
  const { update } = useWizard();
  const result = data.rentalSearch;
  const found = result.__typename === 'RentalSearch' ? result : null;
  const removeAccessory = (id: number) => update((p) => ({ accessories: formatAccessories(p.accessories.filter((a) => a.id !== id)) }));

  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={6} bar={<StepBar current={6} search={found?.StepBar_search ?? null} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found && (
        <div className="wz-confirm">
          <div className="wz-confirm-main">
            {found.OrderSummary_search && <OrderSummary search={found.OrderSummary_search} />}
            {found.cart.errors.length > 0 && (
              <ul className="wz-problem" role="alert">
                {found.cart.errors.map((e) => (
                  <li key={`${e.field}:${e.message}`}>{ruleText(e.message)}</li>
                ))}
              </ul>
            )}
            {found.CartTable_search && <CartTable search={found.CartTable_search} onRemove={removeAccessory} />}
            {found.DepositInfo_search && <DepositInfo search={found.DepositInfo_search} />}
          </div>
          {found.OrderForm_search && (
            <OrderForm
              search={found.OrderForm_search}
              blocked={found.cart.errors.length > 0}
              onStale={() => startTransition(() => setRefresh((n) => n + 1))}
            />
          )}
        </div>
      )}
    </StepFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AccessoryStepQuery } from '../../__generated__/AccessoryStepQuery.graphql';
import { AccessoryItem } from './AccessoryItem.tsx';
import { formatAccessories } from './params.ts';
import { SearchProblem } from './SearchProblem.tsx';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepInputs } from './StepGuard.tsx';
import { useStepFetchOptions } from './useStepFetchOptions.ts';
import { useWizard } from './useWizard.ts';
import { useWizardCheck } from './WizardCheck.tsx';

/**
 * Step 4: drivers first, then other accessories. Every change goes into `tilbehor` at once, so the step bar's links
 * and a reload keep the selection.
 */
export function AccessoryStep({ search, cart }: StepInputs) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<AccessoryStepQuery>(
    graphql`
      query AccessoryStepQuery($search: RentalSearchInput!, $cart: CartInput!, $vehicle: ID) {
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            ...StepBar_search @alias @arguments(cart: $cart)
            ...WizardCheck_search @alias
            # Only what fits the chosen vehicle: no child seat or roof box for a trailer.
            offers(group: accessories, forRentalOptionId: $vehicle) {
              databaseId
              automatic
              ...AccessoryItem_offer
            }
          }
          ... on ValidationError {
            ...SearchProblem_error @alias
          }
        }
      }
    `,
    { search, cart, vehicle: cart.rentalOptionId },
    useStepFetchOptions(),
  );
  const { params, href, go, update } = useWizard();
  const result = data.rentalSearch;
  const found = result.__typename === 'RentalSearch' ? result : null;
  const selection = formatAccessories(params.accessories);
  const setAmount = (id: number, change: (current: number) => number) =>
    update((p) => {
      const amount = change(p.accessories.find((a) => a.id === id)?.amount ?? 0);
      // The order of choosing is kept (formatAccessories drops a 0).
      const list = p.accessories.some((a) => a.id === id) ? p.accessories.map((a) => (a.id === id ? { id, amount } : a)) : [...p.accessories, { id, amount }];
      return { accessories: formatAccessories(list) };
    });
  // The server leaves out what this driver cannot choose and flags what the cart adds by itself (young driver).
  const offers = found?.offers ?? [];
  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={4} bar={<StepBar current={4} search={found?.StepBar_search ?? null} linkPatch={{ accessories: selection }} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found && offers.length === 0 && <p className="notice">{t('offers.noAccessories')}</p>}
      {offers.length > 0 && (
        <ul className="wz-accessories">
          {offers.map((o) => (
            <AccessoryItem
              key={o.databaseId}
              offer={o}
              amount={params.accessories.find((a) => a.id === o.databaseId)?.amount ?? 0}
              locked={o.automatic}
              onChange={(change) => setAmount(o.databaseId, change)}
            />
          ))}
        </ul>
      )}
      <div className="wz-actions">
        <Link className="button" to={href('/steg3', { accessories: selection })}>
          {t('common.back')}
        </Link>
        <button type="button" className="button primary" onClick={() => go('/steg5', (p) => ({ accessories: formatAccessories(p.accessories) }))}>
          {t('common.next')}
        </button>
      </div>
    </StepFrame>
  );
}

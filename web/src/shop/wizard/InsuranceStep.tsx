import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InsuranceStepQuery } from '../../__generated__/InsuranceStepQuery.graphql';
import { OfferCard } from './OfferCard.tsx';
import { SearchProblem } from './SearchProblem.tsx';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepInputs } from './StepGuard.tsx';
import { useStepFetchOptions } from './useStepFetchOptions.ts';
import { useWizard } from './useWizard.ts';
import { useWizardCheck } from './WizardCheck.tsx';

/** Step 3: the insurances by price ("Inkludert" for the one that costs nothing); the choice goes in `forsikring`. */
export function InsuranceStep({ search, cart }: StepInputs) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<InsuranceStepQuery>(
    graphql`
      query InsuranceStepQuery($search: RentalSearchInput!, $cart: CartInput!) {
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            ...StepBar_search @alias @arguments(cart: $cart)
            ...WizardCheck_search @alias
            offers(group: insurance) {
              databaseId
              slug
              ...OfferCard_offer
            }
          }
          ... on ValidationError {
            ...SearchProblem_error @alias
          }
        }
      }
    `,
    { search, cart },
    useStepFetchOptions(),
  );
  const { params, href, go, update } = useWizard();
  const result = data.rentalSearch;
  const found = result.__typename === 'RentalSearch' ? result : null;
  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={3} bar={<StepBar current={3} search={found?.StepBar_search ?? null} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found && (
        // The group wraps the list (a list whose own role is radiogroup has no list items for assistive technology).
        <div role="radiogroup" aria-label={t('offers.insuranceGroup')}>
          <ul className="wz-offers wz-offers-list">
            {found.offers.map((o) => {
              const selected = o.slug === params.insurance;
              return (
                <OfferCard
                  key={o.databaseId}
                  offer={o}
                  selected={selected}
                  action={
                    <button type="button" role="radio" aria-checked={selected} className={`button${selected ? ' chosen' : ''}`} onClick={() => update({ insurance: o.slug })}>
                      {selected ? t('offers.chosen') : t('offers.choose')}
                    </button>
                  }
                />
              );
            })}
          </ul>
        </div>
      )}
      <div className="wz-actions">
        <Link className="button" to={href('/steg2')}>
          {t('common.back')}
        </Link>
        <button type="button" className="button primary" onClick={() => go('/steg4', { insurance: params.insurance })}>
          {t('common.next')}
        </button>
      </div>
    </StepFrame>
  );
}

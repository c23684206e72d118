import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CustomerStepQuery } from '../../__generated__/CustomerStepQuery.graphql';
import { CustomerForm } from './CustomerForm.tsx';
import { SearchProblem } from './SearchProblem.tsx';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepInputs } from './StepGuard.tsx';
import { useStepFetchOptions } from './useStepFetchOptions.ts';
import { useWizardCheck } from './WizardCheck.tsx';

/** Step 5: the countries, the logged-in customer's details (to fill the empty fields) and whether the licence may be shown at pick-up, then the private or business form. */
export function CustomerStep({ search, cart }: StepInputs) {
  const data = useLazyLoadQuery<CustomerStepQuery>(
    graphql`
      query CustomerStepQuery($search: RentalSearchInput!, $cart: CartInput!) {
        allCountries {
          ...CountrySelect_countries
        }
        viewer {
          firstname
          lastname
          email
          phone
          phoneCountryCode
        }
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            ...StepBar_search @alias @arguments(cart: $cart)
            ...WizardCheck_search @alias
            ...CustomerForm_search @alias
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
  const result = data.rentalSearch;
  const found = result.__typename === 'RentalSearch' ? result : null;
  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={5} bar={<StepBar current={5} search={found?.StepBar_search ?? null} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found?.CustomerForm_search && <CustomerForm countries={data.allCountries} search={found.CustomerForm_search} account={data.viewer ?? null} />}
    </StepFrame>
  );
}

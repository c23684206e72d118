import { useTranslation } from 'react-i18next';
import { startTransition, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VehicleStepQuery } from '../../__generated__/VehicleStepQuery.graphql';
import { NoVehicles } from './NoVehicles.tsx';
import { OfferCard } from './OfferCard.tsx';
import { SearchProblem } from './SearchProblem.tsx';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepInputs } from './StepGuard.tsx';
import { useStepFetchOptions } from './useStepFetchOptions.ts';
import { useWizard } from './useWizard.ts';
import { useWizardCheck } from './WizardCheck.tsx';

/** Step 2: the free vehicles for the period (cars first, then the rest, each by price); choosing one goes on. */
export function VehicleStep({ search, cart }: StepInputs) {
  const { t } = useTranslation();
  const [refreshed, setRefreshed] = useState(0);
  // Whether "Neste" was pressed before a vehicle was chosen: then the reason is shown below it.
  const [reasonShown, setReasonShown] = useState(false);
  const idPrefix = useId();
  const reasonId = `${idPrefix}-next-reason`;
  const data = useLazyLoadQuery<VehicleStepQuery>(
    graphql`
      query VehicleStepQuery($search: RentalSearchInput!, $cart: CartInput!) {
        appInfo {
          developmentMode
        }
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            ...StepBar_search @alias @arguments(cart: $cart)
            ...WizardCheck_search @alias
            offers(group: vehicles) {
              databaseId
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
    useStepFetchOptions(refreshed),
  );
  const { params, href, go } = useWizard();
  const result = data.rentalSearch;
  const found = result.__typename === 'RentalSearch' ? result : null;
  const chosen = found?.offers.some((o) => o.databaseId === params.rentalOption) ?? false;
  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={2} bar={<StepBar current={2} search={found?.StepBar_search ?? null} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found && found.offers.length === 0 && (
        <NoVehicles onRefresh={data.appInfo.developmentMode ? () => startTransition(() => setRefreshed((n) => n + 1)) : undefined} />
      )}
      {found && found.offers.length > 0 && (
        <ul className="wz-offers">
          {found.offers.map((o) => {
            const selected = o.databaseId === params.rentalOption;
            // "Vel Minibil": the button's own word, then its card's title, so the ten buttons are told apart.
            const id = `${idPrefix}-${o.databaseId}`;
            return (
              <OfferCard
                key={o.databaseId}
                offer={o}
                selected={selected}
                titleId={`${id}-title`}
                action={
                  <button
                    type="button"
                    id={id}
                    aria-labelledby={`${id} ${id}-title`}
                    className={`button${selected ? '' : ' primary'}`}
                    aria-pressed={selected}
                    onClick={() => go('/steg3', { rentalOption: String(o.databaseId) })}
                  >
                    {selected ? t('offers.chosen') : t('offers.choose')}
                  </button>
                }
              />
            );
          })}
        </ul>
      )}
      <div className="wz-actions">
        <Link className="button" to={href('/')}>
          {t('common.back')}
        </Link>
        {chosen ? (
          <Link className="button primary" to={href('/steg3')}>
            {t('common.next')}
          </Link>
        ) : (
          // aria-disabled, not disabled: a disabled button takes no focus and its reason reaches nobody on a keyboard
          // or a touch screen (no hover for a tooltip). Pressing it only shows the reason, tied to it as its description.
          <button type="button" className="button primary" aria-disabled="true" aria-describedby={reasonId} onClick={() => setReasonShown(true)}>
            {t('common.next')}
          </button>
        )}
      </div>
      {!chosen && (
        <p id={reasonId} className="wz-hint wz-next-reason" hidden={!reasonShown}>
          {t('offers.chooseFirst')}
        </p>
      )}
      {/* The press is announced by a live region present from the start (one that appears with its text is mostly
          not read); the reason above is the button's description and what the eye sees. */}
      <p className="visually-hidden" aria-live="polite" data-testid="next-reason-live">
        {!chosen && reasonShown ? t('offers.chooseFirst') : ''}
      </p>
    </StepFrame>
  );
}

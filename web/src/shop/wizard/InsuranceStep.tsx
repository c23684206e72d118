import { useTranslation } from 'react-i18next';
import { useId, useRef, type KeyboardEvent } from 'react';
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

/** How far each arrow key moves in the insurance group. */
const ARROWS: Record<string, number | undefined> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

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
            # The insurance the server's cart holds: the link's, or the default it chose (domain/cart.ts chooseInsurance).
            cart(input: $cart) {
              lines {
                lineType
                slug
              }
            }
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
  const idPrefix = useId();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const offers = found?.offers ?? [];
  // Chosen is what the cart holds, not the link's slug: without `forsikring`, or with the default's name "basis" when
  // staff archived Basis, the server picks the default itself (the cheapest insurance), and that is the one to mark.
  const chosen = found?.cart.lines.find((l) => l.lineType === 'insurance')?.slug ?? params.insurance;
  // One tab stop for the group (the ARIA radio group pattern): the chosen insurance, else the first.
  const tabStop = Math.max(0, offers.findIndex((o) => o.slug === chosen));
  // Arrow keys move to the previous or next insurance and choose it, as a click does; the ends wrap around.
  const onArrow = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = ARROWS[event.key];
    const target = delta === undefined ? (event.key === 'Home' ? 0 : event.key === 'End' ? offers.length - 1 : -1) : (index + delta + offers.length) % offers.length;
    if (target < 0 || !offers[target]) return;
    event.preventDefault();
    radios.current[target]?.focus();
    update({ insurance: offers[target].slug });
  };
  const repair = useWizardCheck(found?.WizardCheck_search ?? null);
  if (repair) return repair;
  return (
    <StepFrame step={3} bar={<StepBar current={3} search={found?.StepBar_search ?? null} />}>
      {result.__typename === 'ValidationError' && result.SearchProblem_error && <SearchProblem error={result.SearchProblem_error} />}
      {found && (
        // The group wraps the list (a list whose own role is radiogroup has no list items for assistive technology).
        <div role="radiogroup" aria-label={t('offers.insuranceGroup')}>
          <ul className="wz-offers wz-offers-list">
            {offers.map((o, index) => {
              const selected = o.slug === chosen;
              // Named after the insurance (its card's title); the button's own text says only whether it is chosen.
              const titleId = `${idPrefix}-${o.databaseId}`;
              return (
                <OfferCard
                  key={o.databaseId}
                  offer={o}
                  selected={selected}
                  titleId={titleId}
                  action={
                    <button
                      ref={(el) => {
                        radios.current[index] = el;
                      }}
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      aria-labelledby={titleId}
                      tabIndex={index === tabStop ? 0 : -1}
                      className={`button${selected ? ' chosen' : ''}`}
                      onClick={() => update({ insurance: o.slug })}
                      onKeyDown={onArrow(index)}
                    >
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
        <button type="button" className="button primary" onClick={() => go('/steg4', (p) => ({ insurance: p.insuranceChosen ? p.insurance : chosen }))}>
          {t('common.next')}
        </button>
      </div>
    </StepFrame>
  );
}

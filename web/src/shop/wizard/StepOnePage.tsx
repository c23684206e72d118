import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StepOnePageQuery } from '../../__generated__/StepOnePageQuery.graphql';
import { FrontHero } from '../front/FrontHero.tsx';
import { FrontIncluded } from '../front/FrontIncluded.tsx';
import { FrontLocations } from '../front/FrontLocations.tsx';
import '../front/front.css';
import { retryGeneration } from '../../relay/retry.ts';
import { SearchForm } from './SearchForm.tsx';

/**
 * Route `/` (and any unclaimed path): the front page, which is wizard step 1: the search form in the hero, then what
 * every rental includes and the places with today's hours. One query (sent early, see early.ts), so nothing below the
 * form arrives late and pushes the page about.
 */
export function StepOnePage() {
  const data = useLazyLoadQuery<StepOnePageQuery>(
    graphql`
      query StepOnePageQuery {
        ...SearchForm_query
        ...FrontLocations_query
      }
    `,
    {},
    // "Prøv igjen" after a failed load asks again (web/src/relay/retry.ts).
    { fetchKey: retryGeneration() },
  );
  return (
    <div className="front">
      <FrontHero>
        <SearchForm query={data} />
      </FrontHero>
      <div className="front-more">
        <FrontIncluded />
        <FrontLocations query={data} />
      </div>
    </div>
  );
}

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StepOnePageQuery } from '../../__generated__/StepOnePageQuery.graphql';
import { retryGeneration } from '../../relay/retry.ts';
import { SearchForm } from './SearchForm.tsx';

/** Route `/` (and any unclaimed path): wizard step 1. */
export function StepOnePage() {
  const data = useLazyLoadQuery<StepOnePageQuery>(
    graphql`
      query StepOnePageQuery {
        ...SearchForm_query
      }
    `,
    {},
    // "Prøv igjen" after a failed load asks again (web/src/relay/retry.ts).
    { fetchKey: retryGeneration() },
  );
  return <SearchForm query={data} />;
}

/** How a priced step fetches: always from the network, again on every visit and every address change. */
import { retryGeneration } from '../../relay/retry.ts';
import { useBooking } from './booking.ts';

/**
 * Relay fetch options for a step's query; `extra` forces a fetch on demand (a refresh button, a changed price), and
 * "Prøv igjen" on the error page (the retry generation) fetches again after a failure.
 */
export function useStepFetchOptions(extra: number | string = 0) {
  const { visit } = useBooking();
  return { fetchPolicy: 'network-only' as const, fetchKey: `${visit}:${extra}:${retryGeneration()}` };
}

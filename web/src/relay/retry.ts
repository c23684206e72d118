/**
 * "Prøv igjen" after a failed page load. Relay keeps a failed query's error under its cache key for a while, so
 * rendering the same query again would throw the same error without asking the server: the pages' fetch keys carry
 * this generation, and a retry moves it on so the next render fetches anew.
 */
let generation = 0;

/** The current retry generation (part of a page query's fetchKey). */
export const retryGeneration = (): number => generation;

/** Makes every page query that uses the generation fetch again on its next render. */
export function nextRetryGeneration(): void {
  generation += 1;
}

import { useLocation } from 'react-router-dom';

/**
 * The admin's one way back to where a page was opened from: a link passes `useBackState()` (the address it is on,
 * with its search, filters and page) as its router `state`; the page it opens asks `useBackTo` where Tilbake, Avbryt
 * and a delete lead. Used by the customer list (its rows), the planner ("Opne booking") and the pages they open.
 */
export function useBackState(): { back: string } {
  const here = useLocation();
  return { back: here.pathname + here.search };
}

/**
 * Where to go back to: the address the page was opened from when it is one of `from` (a path, with or without its
 * query), else `fallback`. Only those: a state handed over from anywhere else never sends the page elsewhere.
 */
export function useBackTo(fallback: string, from: readonly string[] = [fallback]): string {
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && from.some((path) => back === path || back.startsWith(`${path}?`)) ? back : fallback;
}

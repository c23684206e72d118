import { useLocation } from 'react-router-dom';

/**
 * The admin's one way back to where a page was opened from. A link passes `useBackState()` as its router `state`: the
 * address it is on (with its search, filters and page) and that page's own way back, so going back restores the page
 * as it was, Tilbake and all (a customer's page → a booking → back to the customer → back to the filtered list). The
 * page it opens asks `useBack` / `useBackTo` where Tilbake, Avbryt, a delete and a new item's save lead. Used by every
 * list's row actions and "Ny …" button, the customer pages, the planner ("Opne booking") and the form shell.
 */
export interface BackState {
  back: string;
  backState?: BackState;
}

/** How many pages back a chain remembers (a loop of links between two pages never grows the state without end). */
const DEPTH = 4;

/** A router state read as a way back (a chain of at most `depth` pages on this site), or undefined. */
export function backStateOf(value: unknown, depth = DEPTH): BackState | undefined {
  if (depth === 0 || typeof value !== 'object' || value === null) return undefined;
  const { back, backState } = value as { back?: unknown; backState?: unknown };
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//')) return undefined;
  const before = backStateOf(backState, depth - 1);
  return before ? { back, backState: before } : { back };
}

/** The state to hand a link: this address, and how this page itself was opened. */
export function useBackState(): BackState {
  const here = useLocation();
  const before = backStateOf(here.state, DEPTH - 1);
  return before ? { back: here.pathname + here.search, backState: before } : { back: here.pathname + here.search };
}

/** A page a state may send back to: a path (with or without its query), or a test of the path (without its query). */
export type BackFrom = string | ((path: string) => boolean);

/**
 * Where to go back to, and the state to go there with: the address the page was opened from when it is one of `from`,
 * else `fallback` (with no state). Only those: a state handed over from anywhere else never sends the page elsewhere.
 */
export function useBack(fallback: string, from: readonly BackFrom[] = [fallback]): { to: string; state: BackState | undefined } {
  return backOf(useLocation().state, fallback, from);
}

/** `useBack` for a given router state. */
export function backOf(routerState: unknown, fallback: string, from: readonly BackFrom[]): { to: string; state: BackState | undefined } {
  const state = backStateOf(routerState);
  const path = state?.back.split('?')[0];
  const allowed = path !== undefined && from.some((f) => (typeof f === 'string' ? path === f : f(path)));
  return state && allowed ? { to: state.back, state: state.backState } : { to: fallback, state: undefined };
}

/** `useBack`'s address alone. */
export function useBackTo(fallback: string, from: readonly BackFrom[] = [fallback]): string {
  return useBack(fallback, from).to;
}

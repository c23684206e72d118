import { useLocation } from 'react-router-dom';

/**
 * The customer list's address as it was when a row was opened (search, kind, "Vis kun ansatte", page), so Tilbake on
 * a customer's or a business customer's page returns to the same rows. Pass `useListState()` as a row link's `state`.
 */
export function useListState(): { back: string } {
  const here = useLocation();
  return { back: here.pathname + here.search };
}

/** Where Tilbake goes: the list the page was opened from (only the account's own customer list), else the whole list. */
export function useListBack(slug: string): string {
  const state = useLocation().state as { back?: unknown } | null;
  const list = `/admin/${slug}/kunder`;
  const back = state?.back;
  return typeof back === 'string' && (back === list || back.startsWith(`${list}?`)) ? back : list;
}

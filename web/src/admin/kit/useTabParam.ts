import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * A page's open tab kept in its address (`?fane=bookingar`; the first tab has none), so a page opened from a tab and
 * left by Tilbake or the browser's back comes back on that tab. Choosing a tab replaces the address (no history entry
 * per tab) and keeps the router state, so the page's own way back (`listBack`) survives it.
 */
export function useTabParam(values: readonly string[], first: string): [string, (tab: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('fane');
  const tab = asked && values.includes(asked) ? asked : first;
  const setTab = (next: string) => {
    const search = new URLSearchParams(location.search);
    if (next === first) search.delete('fane');
    else search.set('fane', next);
    const query = search.toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true, state: location.state });
  };
  return [tab, setTab];
}

/**
 * A page route's `shouldRevalidate` when its tab is in the address: choosing a tab only shows another part of what is
 * loaded, so it does not load the page again (no refetch, no loading flash); any other change does as usual.
 */
export function revalidateUnlessTab({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const without = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('fane');
    search.sort();
    return search.toString();
  };
  return without(currentUrl) === without(nextUrl) ? false : defaultShouldRevalidate;
}

/** The wizard's address state and the ways to change it, for every step. */
import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { applyPatch, parseWizard, type ParamPatch, type WizardParams } from './params.ts';

/** A change, or a function of the newest parameters that returns one. */
export type PatchOrUpdater = ParamPatch | ((current: WizardParams) => ParamPatch);

export interface Wizard {
  params: WizardParams;
  /** The current query string ("?…" or ""). */
  search: string;
  /** A link to `path` carrying the current parameters with `patch` applied. */
  href(path: string, patch?: ParamPatch): string;
  /** Goes to another step, keeping every parameter (plus `patch`). */
  go(path: string, patch?: PatchOrUpdater): void;
  /** Changes parameters on this page; replaces the history entry so Back leaves the step, not the last click. */
  update(patch: PatchOrUpdater): void;
}

/** `pathname` without the router's basename ("/en/steg2" → "/steg2"). */
function withoutBasename(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  return pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** Reads and writes the wizard's query parameters. */
export function useWizard(): Wizard {
  const location = useLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return useMemo(() => {
    const href = (path: string, patch?: ParamPatch) => `${path}${applyPatch(location.search, patch)}`;
    // What is on screen (useLocation) follows the router in a transition, and a priced or lazy step loads first, so
    // the address shown can be behind what was asked for: quick changes (a place picked, a date typed right after)
    // build on the router's own state, which holds the navigation under way the moment it starts, or the second
    // change would undo the first.
    const latest = () => {
      const state = dataRouter?.router.state;
      const target = state ? (state.navigation.location ?? state.location) : null;
      if (target && withoutBasename(target.pathname, dataRouter!.basename) === location.pathname) return target.search;
      return location.search;
    };
    const resolve = (patch: PatchOrUpdater | undefined, search: string) =>
      applyPatch(search, typeof patch === 'function' ? patch(parseWizard(new URLSearchParams(search))) : patch);
    return {
      params: parseWizard(new URLSearchParams(location.search)),
      search: location.search,
      href,
      go: (path, patch) => navigate(`${path}${resolve(patch, latest())}`),
      update: (patch) => navigate(`${location.pathname}${resolve(patch, latest())}`, { replace: true, preventScrollReset: true }),
    };
  }, [location.search, location.pathname, navigate, dataRouter]);
}

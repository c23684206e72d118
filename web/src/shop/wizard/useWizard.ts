/** The wizard's address state and the ways to change it, for every step. */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

/** Reads and writes the wizard's query parameters. */
export function useWizard(): Wizard {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const href = (path: string, patch?: ParamPatch) => `${path}${applyPatch(location.search, patch)}`;
    // The router renders a change in a transition (and a priced step waits for its prices), so the address can be
    // ahead of what is on screen: quick changes build on the address, or the second would undo the first.
    const latest = () => (window.location.pathname === location.pathname ? window.location.search : location.search);
    const resolve = (patch: PatchOrUpdater | undefined, search: string) =>
      applyPatch(search, typeof patch === 'function' ? patch(parseWizard(new URLSearchParams(search))) : patch);
    return {
      params: parseWizard(new URLSearchParams(location.search)),
      search: location.search,
      href,
      go: (path, patch) => navigate(`${path}${resolve(patch, latest())}`),
      update: (patch) => navigate(`${location.pathname}${resolve(patch, latest())}`, { replace: true, preventScrollReset: true }),
    };
  }, [location.search, location.pathname, navigate]);
}

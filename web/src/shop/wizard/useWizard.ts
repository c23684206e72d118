/** The wizard's address state and the ways to change it, for every step. */
import { useEffect, useMemo } from 'react';
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

/**
 * The addresses the wizard has asked the router for that it does not show yet, oldest first. The router writes the
 * address only when a navigation commits (a lazy step or a priced step loads first), so two quick changes (a place
 * picked, a date typed right after) must build on what was asked for, not on the address, or the second undoes the
 * first. One list per page, shared by every field that changes the wizard.
 */
let inFlight: string[] = [];
/** The address the list was last brought up to date with (every mounted wizard component runs the same effect). */
let settled = '';

/** Reads and writes the wizard's query parameters. */
export function useWizard(): Wizard {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const shown = `${location.pathname}${location.search}`;
    if (shown === settled) return;
    settled = shown;
    const at = inFlight.indexOf(shown);
    // Shown: it and everything asked before it are done. An address never asked for (Back, a link, a redirect)
    // makes every pending one moot.
    inFlight = at >= 0 ? inFlight.slice(at + 1) : [];
  }, [location.pathname, location.search]);
  return useMemo(() => {
    const href = (path: string, patch?: ParamPatch) => `${path}${applyPatch(location.search, patch)}`;
    const latest = () => {
      const last = inFlight.at(-1);
      if (last !== undefined && last.startsWith(`${location.pathname}?`)) return last.slice(location.pathname.length);
      if (last === location.pathname) return '';
      return location.search;
    };
    const ask = (pathname: string, search: string) => {
      inFlight.push(`${pathname}${search}`);
      return `${pathname}${search}`;
    };
    const resolve = (patch: PatchOrUpdater | undefined, search: string) =>
      applyPatch(search, typeof patch === 'function' ? patch(parseWizard(new URLSearchParams(search))) : patch);
    return {
      params: parseWizard(new URLSearchParams(location.search)),
      search: location.search,
      href,
      go: (path, patch) => navigate(ask(path, resolve(patch, latest()))),
      update: (patch) => navigate(ask(location.pathname, resolve(patch, latest())), { replace: true, preventScrollReset: true }),
    };
  }, [location.search, location.pathname, navigate]);
}

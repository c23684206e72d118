import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Moves to the first invalid field of a form (spec 1, section 5: invalid forms scroll to it). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}

/** The page whose heading was shown last (null before the first), and the page whose heading focus was moved to. */
let lastShown: string | null = null;
let headingFocusedOn: string | null = null;

/**
 * Moves focus to a page's heading when the customer arrives from another page of the wizard, so a screen reader reads
 * the new step instead of staying on a button that is gone (focus would fall to <body>). Not on the first page of a
 * load, and not when the same page is drawn again (a language switch, the skeleton replaced by the priced step; then
 * focus is put back only if the heading that had it disappeared). The heading needs tabIndex={-1}.
 */
export function useArrivalFocus(heading: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const arrived = lastShown !== null && lastShown !== pathname;
    const lost = headingFocusedOn === pathname && (document.activeElement === null || document.activeElement === document.body);
    lastShown = pathname;
    if (!arrived && !lost) return;
    headingFocusedOn = pathname;
    // The router resets the scroll position; focusing must not scroll the heading under the sticky step bar.
    heading.current?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Focuses the page's main heading (made focusable by script, not by Tab): where a keyboard user is put when the
 * element they were on is gone (a deleted row's dialog closed, a link that led to another page), instead of <body>,
 * from where the next Tab starts again at the top of the page. A screen reader reads the heading. True when it took
 * the focus (false on a page without a heading yet).
 */
export function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/** Whether the focus is on nothing in particular (it fell to <body> with the element that had it). */
export const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

import { focusHeading } from './focusHeading.ts';
import { MAIN_ID } from './SkipLink.tsx';

/**
 * Ref callback for a message that can go away while focus is in it (its close button pressed, its time run out, the
 * errors it listed dismissed): focus then goes back to where the person was, if that is still on the page, else to
 * the page's main heading (or to the main content while the page has none yet), instead of falling with the message
 * to <body>, from where the next Tab starts again at the top of the page. "Where the person was" is the element that
 * had focus when the message appeared, or the one focus last came into the message from. A module-level function, so
 * React never gets a new callback and detaches it on a re-render; its cleanup runs before React takes the message out
 * of the page, while the focus can still be seen inside it.
 */
export function returnFocusFrom(message: HTMLElement | null): (() => void) | undefined {
  if (!message) return undefined;
  let before = document.activeElement;
  const remember = (event: FocusEvent) => {
    if (event.relatedTarget instanceof HTMLElement && !message.contains(event.relatedTarget)) before = event.relatedTarget;
  };
  message.addEventListener('focusin', remember);
  return () => {
    message.removeEventListener('focusin', remember);
    if (message.contains(document.activeElement)) focusBack(before);
  };
}

/**
 * Focus back on `previous` when it is still on the page, else on the page's main heading, else on the main content
 * (a page without a heading yet): where focus goes when the element that had it goes away (a message closed, the
 * cookie banner answered).
 */
export function focusBack(previous: Element | null): void {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus();
    if (document.activeElement === previous) return;
  }
  if (!focusHeading()) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

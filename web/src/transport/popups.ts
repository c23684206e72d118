/** The queue of error popups: the transport (and screens) add to it, the layout's PopupHost shows the first. */
import { useSyncExternalStore } from 'react';
import { explainError, type Popup } from './errors.ts';

let queue: readonly Popup[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a popup (after the ones already open). The same popup twice in a row is shown once. */
export function showPopup(popup: Popup): void {
  const last = queue[queue.length - 1];
  if (last && last.title === popup.title && last.text === popup.text) return;
  queue = [...queue, popup];
  emit();
}

/** Shows the catalogue's popup for any failure (a REST call, a Relay request, anything thrown). */
export function reportError(error: unknown): void {
  showPopup(explainError(error));
}

/** Closes the popup on top. */
export function closePopup(): void {
  queue = queue.slice(1);
  emit();
}

/** The popup on top, or null; re-renders when the queue changes. */
export function useTopPopup(): Popup | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0] ?? null,
    () => null,
  );
}

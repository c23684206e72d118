/** Toasts: short messages that disappear by themselves (3000 ms by default, spec 1 section 9). */
import { useSyncExternalStore } from 'react';

/** How long a toast stays, unless the caller says otherwise. */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Removes a toast now (its close button, or its time running out). */
export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast for `duration` ms. */
export function toast(message: string, { type = 'info', duration = TOAST_DURATION_MS }: { type?: ToastType; duration?: number } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, type }];
  emit();
  setTimeout(() => dismissToast(id), duration);
  return id;
}

/** The toasts on screen now. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

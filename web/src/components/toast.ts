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

/**
 * Each toast's clock: the time it has left, running only while nothing holds it. A pointer over it or the keyboard's
 * focus in it holds it (WCAG 2.2.1: a person reading it, or about to press "Lukk", is not raced by the timer).
 */
interface Clock {
  left: number;
  since: number;
  timer: ReturnType<typeof setTimeout> | null;
  holds: Set<ToastHold>;
}
export type ToastHold = 'pointer' | 'focus';
const clocks = new Map<number, Clock>();

function run(id: number, clock: Clock): void {
  if (clock.timer || clock.holds.size) return;
  clock.since = Date.now();
  clock.timer = setTimeout(() => dismissToast(id), clock.left);
}

/** Stops a toast's clock while `why` lasts (the time it had left is kept). */
export function holdToast(id: number, why: ToastHold): void {
  const clock = clocks.get(id);
  if (!clock) return;
  clock.holds.add(why);
  if (clock.timer) {
    clearTimeout(clock.timer);
    clock.timer = null;
    clock.left = Math.max(0, clock.left - (Date.now() - clock.since));
  }
}

/** Lets a toast's clock run again once nothing holds it. */
export function releaseToast(id: number, why: ToastHold): void {
  const clock = clocks.get(id);
  if (!clock) return;
  clock.holds.delete(why);
  run(id, clock);
}

/** Removes a toast now (its close button, or its time running out). */
export function dismissToast(id: number): void {
  const clock = clocks.get(id);
  if (clock?.timer) clearTimeout(clock.timer);
  clocks.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast for `duration` ms of not being held (holdToast). */
export function toast(message: string, { type = 'info', duration = TOAST_DURATION_MS }: { type?: ToastType; duration?: number } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, type }];
  emit();
  const clock: Clock = { left: duration, since: Date.now(), timer: null, holds: new Set() };
  clocks.set(id, clock);
  run(id, clock);
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

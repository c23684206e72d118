/** Where a dragged bottom sheet comes to rest (spec 2 section 2: the admin's mobile bottom sheets). */

/** Below this share of the window a sheet closes; it is also the smallest height it keeps. */
export const SHEET_MIN_FRACTION = 0.25;
/** Above this share of the window a sheet expands to the whole window. */
export const SHEET_FULL_FRACTION = 0.8;
/** A release faster than this (px per ms) is a swipe: down closes, up expands. */
export const SHEET_SWIPE_SPEED = 0.5;
/** A pointer must move more than this (px) before it counts as a drag rather than a tap. */
export const SHEET_DRAG_THRESHOLD_PX = 20;

export type SheetRest = { kind: 'close' } | { kind: 'full' } | { kind: 'height'; fraction: number };

/**
 * The sheet's resting state after a drag released at `fraction` of the window's height, moving at `velocity`
 * px/ms (positive downwards).
 */
export function settleSheet(fraction: number, velocity: number): SheetRest {
  if (velocity > SHEET_SWIPE_SPEED) return { kind: 'close' };
  if (velocity < -SHEET_SWIPE_SPEED) return { kind: 'full' };
  if (fraction < SHEET_MIN_FRACTION) return { kind: 'close' };
  if (fraction > SHEET_FULL_FRACTION) return { kind: 'full' };
  return { kind: 'height', fraction };
}

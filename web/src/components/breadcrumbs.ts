/** Breadcrumb trail data: what routes declare in their `handle` and how a long trail is shortened. */

/** One step of a trail. */
export interface Crumb {
  /** Message key (web/src/i18n/locales) of the crumb's text. */
  label: string;
  to: string;
}

/** What a route may put in its `handle` for the layout (breadcrumbs). */
export interface RouteHandle {
  /** Crumbs this route adds after its parents' crumbs. */
  crumbs?: Crumb[];
  /** The wizard keeps its state in the query string, so its crumbs carry the current query along. */
  keepSearch?: boolean;
}

/** Stands for the crumbs left out of a collapsed trail. */
export const ELLIPSIS = '…' as const;

/** Most crumbs shown at once: 3 on mobile (≤ 768 px), 4 on desktop. */
export const MAX_CRUMBS = { mobile: 3, desktop: 4 } as const;

/**
 * Shortens a trail to at most `max` crumbs: the first one, an ellipsis, then the last `max - 1`
 * (so the page the person is on and where it came from stay visible).
 */
export function collapseCrumbs<T>(items: readonly T[], max: number): (T | typeof ELLIPSIS)[] {
  if (items.length <= max || max < 2) return [...items];
  return [items[0]!, ELLIPSIS, ...items.slice(items.length - (max - 1))];
}

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The product's one breakpoint: mobile means a viewport at most 768 px wide. */
export const MOBILE_QUERY = '(max-width: 768px)';

/** True on a mobile-sized viewport (≤ 768 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

import { useLayoutEffect, type DependencyList, type RefObject } from 'react';

/**
 * Keeps the CSS custom property `property` on <html> at the height of `ref`'s element while it is on the page, so the
 * page's scroll padding leaves that much room beside a fixed or sticky bar and a focused field is never hidden under
 * it (WCAG 2.2, 2.4.11). Measured before the first paint and again whenever the bar's height changes (its buttons or
 * text wrap differently, or a media query hides it: then 0). `deps` re-run it when the element comes and goes.
 */
export function useHeightProperty(ref: RefObject<HTMLElement | null>, property: string, deps: DependencyList = []): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(property, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property, ...deps]);
}

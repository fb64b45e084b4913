import { useLayoutEffect, type RefObject } from 'react';

/** The token the shared CSS keeps scrolled-to elements clear of the sticky top bar with. */
export const TOP_BAR_HEIGHT_VARIABLE = '--size-top-bar';

/**
 * Keeps `--size-top-bar` at the top bar's real height. The shared CSS scrolls a list's top,
 * an error summary or a field to just below the bar (scroll-margin-top); the bar is as tall
 * as its content (on a wide screen the areas and the trail below them, 106 px where the
 * token said 64), so a page change once left the list's column headers behind it. Without
 * ResizeObserver the token's own value stays.
 */
export function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        TOP_BAR_HEIGHT_VARIABLE,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOP_BAR_HEIGHT_VARIABLE);
    };
  }, [bar]);
}

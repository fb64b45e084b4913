/**
 * After a page change, focus moves to the new page's heading (issue 38: it stayed at the top
 * and took 13 Tabs through the header to reach the content). The skip link stays the first
 * stop of a fresh page load; this is for changes within the portal.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a page change the heading is waited for (a remote may still be loading on a slow phone; a key or a tap ends the wait, so focus is never taken from a user). */
export const HEADING_WAIT_MS = 15_000;

/**
 * Whether focus sits where the page or the user put it, so it is not taken away: inside
 * <main> on something other than the element that was focused when the address changed (a
 * form's error summary, a confirmation), or on a tab of a tab bar (a tab changes the list,
 * not the page: the user goes on along the tabs).
 */
function isFocusPlaced(main: HTMLElement, origin: Element | null, target: Element | null) {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || active === target) return false;
  if (!main.contains(active)) return false;
  if (active.closest('.ui-tabs')) return true;
  return active !== origin;
}

/** Moves focus to the first <h1> in the element with id `mainId` after every page change. */
export function useHeadingFocus(mainId: string): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);

  useEffect(() => {
    // why: on a fresh load the skip link is the first stop (WCAG 2.4.1), focus stays put.
    if (isFirst.current) {
      isFirst.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main || typeof MutationObserver === 'undefined') return undefined;
    const origin = document.activeElement;
    let target: HTMLElement | null = null;

    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const tryFocus = () => {
      if (isFocusPlaced(main, origin, target)) {
        stop();
        return;
      }
      const heading = main.querySelector<HTMLElement>('h1');
      // why: the page before may still show its heading for a frame; a heading replaced
      // later (the remote arrived) is focused again, until the user does something.
      if (!heading || (heading === target && document.activeElement === heading)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      target = heading;
    };
    const observer = new MutationObserver(tryFocus);
    const timer = window.setTimeout(stop, HEADING_WAIT_MS);
    observer.observe(main, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    tryFocus();
    return stop;
  }, [pathname, mainId]);
}

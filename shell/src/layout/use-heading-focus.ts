/**
 * After a page change, focus moves to the new page's heading (issue 38: it stayed at the top
 * and took 13 Tabs through the header to reach the content), or after a tab to the new
 * page's tab. The skip link stays the first
 * stop of a fresh page load; this is for changes within the portal.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a page change the heading is waited for (a remote may still be loading on a slow phone; a key or a tap ends the wait, so focus is never taken from a user). */
export const HEADING_WAIT_MS = 15_000;

/**
 * Whether focus sits where the page or the user put it, so it is not taken away: inside
 * <main> on something other than the element that was focused when the address changed (a
 * form's error summary, a confirmation), or on the page's own tab of a tab bar.
 */
function isFocusPlaced(main: HTMLElement, origin: Element | null, target: Element | null) {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || active === target) return false;
  if (!main.contains(active)) return false;
  if (active.closest('.ui-tabs')) return active.getAttribute('aria-current') === 'page';
  return active !== origin;
}

/**
 * Whether this page load has shown a page yet. why: module state, not a ref of the layout:
 * the layout is mounted anew when the user goes to another area, and a ref took every such
 * change for the page load's first page (focus stayed on the body, issue 38).
 */
let hasShownAPage = false;

/**
 * The element focused last. why: when the page change has already removed it (a tab bar
 * drawn anew with its list), the document's active element is the body by the time the
 * change's effect runs, and where the user was is lost.
 */
let lastFocused: Element | null = null;
let isTrackingFocus = false;

function trackFocus(): void {
  if (isTrackingFocus) return;
  isTrackingFocus = true;
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    },
    true,
  );
}

/** Moves focus to the first <h1> in the element with id `mainId` after every page change. */
export function useHeadingFocus(mainId: string): void {
  const { pathname } = useLocation();

  useEffect(() => {
    trackFocus();
    // why: on a fresh load the skip link is the first stop (WCAG 2.4.1), focus stays put.
    if (!hasShownAPage) {
      hasShownAPage = true;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main || typeof MutationObserver === 'undefined') return undefined;
    const active = document.activeElement;
    const origin = !active || active === document.body ? lastFocused : active;
    // why: a tab changes the list, not the page: the user goes on along the tabs, so focus
    // goes to the new page's own tab (the list under it may draw its tab bar anew).
    const isFromTab = Boolean(origin?.closest('.ui-tabs'));
    const place = () =>
      (isFromTab ? main.querySelector<HTMLElement>('.ui-tabs [aria-current="page"]') : null) ??
      main.querySelector<HTMLElement>('h1');
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
      const next = place();
      // why: the page before may still show its heading for a frame; a heading replaced
      // later (the remote arrived) is focused again, until the user does something.
      if (!next || (next === target && document.activeElement === next)) return;
      if (next.tagName === 'H1' && !next.hasAttribute('tabindex')) {
        next.setAttribute('tabindex', '-1');
      }
      next.focus({ preventScroll: true });
      target = next;
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

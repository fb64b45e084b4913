/**
 * Whether the portal reaches its server, as the calls find it (issue 29): offline when the
 * browser says so or when the last call got no answer at all, online again with the next
 * answer or the browser's `online` event. It also keeps the oldest fetch time of the
 * answers the current page was shown from the device, for the offline banner.
 */

export type TConnectionState = {
  isOffline: boolean;
  /** When the oldest answer the current page shows from the device was fetched (ms). */
  shownFrom: number | null;
};

let lastCallGotNoAnswer = false;
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let shownFrom: number | null = null;
let state: TConnectionState = { isOffline: browserOffline, shownFrom };
const listeners = new Set<() => void>();

function update(): void {
  const next = { isOffline: browserOffline || lastCallGotNoAnswer, shownFrom };
  if (next.isOffline === state.isOffline && next.shownFrom === state.shownFrom) return;
  state = next;
  for (const listener of listeners) listener();
}

function onBrowserOnline(): void {
  browserOffline = false;
  lastCallGotNoAnswer = false;
  update();
}

function onBrowserOffline(): void {
  browserOffline = true;
  update();
}

let isWatching = false;

function watchBrowser(): void {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  browserOffline = navigator.onLine === false;
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', onBrowserOffline);
}

// why: an area embedded in a partner's page and unmounted leaves no listener behind.
function stopWatchingBrowser(): void {
  if (!isWatching) return;
  isWatching = false;
  window.removeEventListener('online', onBrowserOnline);
  window.removeEventListener('offline', onBrowserOffline);
}

/** The current state (a stable object until it changes: useSyncExternalStore). */
export function getConnectionState(): TConnectionState {
  return state;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeConnectionState(listener: () => void): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatchingBrowser();
  };
}

/** A call got an answer (any answer: the server is there). */
export function noteAnswerArrived(): void {
  lastCallGotNoAnswer = false;
  if (!browserOffline) shownFrom = null;
  update();
}

/** A call got no answer at all. */
export function noteNoAnswer(): void {
  lastCallGotNoAnswer = true;
  update();
}

/** The page was shown an answer fetched at `fetchedAt` from the device. */
export function noteShownFromDevice(fetchedAt: number): void {
  shownFrom = shownFrom === null ? fetchedAt : Math.min(shownFrom, fetchedAt);
  update();
}

/** A new page starts: the answers of the previous one no longer count for the banner. */
export function startNewPage(): void {
  shownFrom = null;
  update();
}

/** Whether a call is worth trying: false when the browser knows it is offline. */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Back to the start state (tests). */
export function resetConnectionState(): void {
  lastCallGotNoAnswer = false;
  browserOffline = isBrowserOffline();
  shownFrom = null;
  update();
}

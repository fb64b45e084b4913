/**
 * Start-up of working without a connection (issue 29): the outbox's host (a queued write
 * opens the outbox with a message), sending what waits on start-up and whenever the
 * connection comes back, a new page for the offline banner on every navigation, and the
 * service worker, registered only once the first page has its data, so that neither its
 * registration nor its precache competes with the first load (bench/README.md).
 */
import {
  configureOutbox,
  isBrowserOffline,
  sendOutboxNow,
  startNewPage,
} from '@portal/shared/client';
import { OFFLINE_TEXTS as TEXTS } from '@portal/shared/rules';
import { flashState } from '@portal/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { KEEP_LOADED, type TKeepLoadedMessage } from '../sw/sw-messages';
import { OUTBOX_PATH } from './outbox-paths';

type TRouter = ReturnType<typeof createBrowserRouter>;

/** The page title without the supplier: 'Reparatie melden – Verhuur'. */
export function pageTitleWithoutSupplier(title: string, supplier: string): string {
  const suffix = ` – ${supplier}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** The longest the service worker waits for the first page to settle. */
const SETTLE_LIMIT_MS = 15_000;

/** Resolves after `load`, once no query is fetching, in an idle moment. */
function afterFirstPageSettled(queryClient: QueryClient): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const quiet = () =>
    new Promise<void>((resolve) => {
      const check = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
      if (check()) {
        resolve();
        return;
      }
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (!check()) return;
        stop();
        resolve();
      });
    });
  const limit = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS));
  return Promise.race([loaded.then(quiet), limit]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          requestIdleCallback(() => resolve(), { timeout: 2_000 });
        else setTimeout(resolve, 200);
      }),
  );
}

/** Every URL this page loaded so far (scripts, stylesheets, the logo, the area's entry). */
function loadedUrls(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wasControlled = navigator.serviceWorker.controller !== null;
  // why: a browser that refuses (private mode, a test that blocks workers) just has no
  // offline start; the portal works as before.
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(async () => {
      if (wasControlled) return;
      // why: this page was loaded before the worker controlled it, so none of its files
      // passed the worker: hand them over, so this very area opens offline next time.
      const registration = await navigator.serviceWorker.ready;
      const message: TKeepLoadedMessage = { type: KEEP_LOADED, urls: loadedUrls() };
      registration.active?.postMessage(message);
    })
    .catch(() => undefined);
}

function sendWaiting(): void {
  if (!isBrowserOffline()) void sendOutboxNow().catch(() => undefined);
}

export function startOfflineSupport(
  router: TRouter,
  queryClient: QueryClient,
  supplier: string,
): void {
  configureOutbox({
    describePage: () => ({
      title: pageTitleWithoutSupplier(document.title, supplier),
      pagePath: `${window.location.pathname}${window.location.search}`,
    }),
    onQueued: () => {
      void router.navigate(OUTBOX_PATH, { state: flashState(TEXTS.queuedFlash, 'info') });
    },
  });
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    startNewPage();
  });
  window.addEventListener('online', sendWaiting);
  void afterFirstPageSettled(queryClient).then(() => {
    sendWaiting();
    registerServiceWorker();
  });
}

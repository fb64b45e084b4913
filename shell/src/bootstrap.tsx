/**
 * Start-up of the shell: read the start-up data (inlined by the api, else /config.json
 * and /remotes.json), brand the page, configure the API client (base URL, session
 * expiry, 403), register the remotes, build the router, start what the first page needs
 * (its remote, identify) and render.
 */
import {
  authStorage,
  configureApiClient,
  isApiError,
  isBrowserOffline,
} from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { flashState, StatusPanel, type TFlashState } from '@portal/shared/ui';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { deploymentRoutes } from './navigation/deployment-routes';
import { startOfflineSupport } from './offline/offline-runtime';
import { portalRoutes } from './routes/portal-routes';
import { startFirstPage } from './runtime/first-page';
import { applyBrandColour, readStartup } from './runtime/portal-config';
import { registerPortalRemotes } from './runtime/remote-loader';
import { applyThemeColour } from './runtime/theme-colour';
import { NO_ACCESS_PATH } from './session/protected-layout';

const LOGOUT_PATH = '/auth/logout';

function isOnAccountPage(): boolean {
  return window.location.pathname.startsWith('/auth/');
}

/** Ends the current task: the browser may paint and take input before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

export async function start(container: HTMLElement): Promise<void> {
  // why: evaluating the shell's modules is one long task on a slow phone (~100 ms at 4x
  // CPU); the start-up after it is another, instead of one task of both (Total Blocking
  // Time counts what each task lasts beyond 50 ms; bench/README.md).
  await yieldToBrowser();
  const root = createRoot(container);
  let startup;
  try {
    startup = await readStartup();
  } catch (error) {
    console.error('Portal start-up failed', error);
    root.render(
      <main className="app-main ui-container" id="main-content">
        <StatusPanel
          type="inline-error"
          title={MESSAGES.errorTitle}
          message={MESSAGES.fetchFailed}
        />
      </main>,
    );
    return;
  }
  const { config, remotes } = startup;
  applyBrandColour(config.brand);
  applyThemeColour(config.brand);

  let goTo: (path: string, state: TFlashState & { from?: string }) => void = () => undefined;
  const onSessionExpired = () => {
    // why: on the account pages a lost session means nothing (and logout itself may
    // answer SESSION_EXPIRED), so no second trip to /auth/logout.
    if (!isOnAccountPage()) goTo(LOGOUT_PATH, flashState(MESSAGES.sessionExpired, 'error'));
  };
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    onSessionExpired,
    onForbidden: () => {
      // why (issue 38): the page whose call was refused names the missing right there.
      if (!isOnAccountPage())
        goTo(NO_ACCESS_PATH, {
          ...flashState(MESSAGES.forbidden, 'error'),
          from: window.location.pathname,
        });
    },
  });
  registerPortalRemotes(remotes);

  const deployment = deploymentRoutes(remotes);
  const router = createBrowserRouter(portalRoutes(deployment));
  // why: identify and the first page's calls go out before the first render commits (issue
  // 29); an answer of SESSION_EXPIRED then navigated before RouterProvider subscribed to the
  // router, so the URL said /auth/logout while the old page stayed. Navigations of the API
  // client wait until the app is mounted.
  let markMounted: () => void = () => undefined;
  const mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
  goTo = (path, state) => void mounted.then(() => router.navigate(path, { state, replace: true }));
  startFirstPage(deployment.routes);
  // why: what a partner's host gives an area, the shell gives every area it shows.
  const areaProps = {
    apiBaseUrl: config.apiBaseUrl,
    getToken: () => authStorage.get()?.token ?? null,
    onSessionExpired,
  };
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // why: offline a query still asks the API client, which answers from what the
        // phone kept (issue 29); React Query would otherwise pause it and spin.
        networkMode: 'always',
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.isNetworkError && isBrowserOffline()),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
  startOfflineSupport(router, queryClient, config.brand.name);

  // why: the first render as a transition, which React renders in slices that give the
  // browser the main thread between them, instead of one long task: on a slow phone that
  // task was 100-150 ms, most of the page's Total Blocking Time (bench/README.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App
          router={router}
          queryClient={queryClient}
          portal={{ config, remotes: deployment.remotes, routes: deployment.routes, areaProps }}
          onMounted={markMounted}
        />
      </StrictMode>,
    );
  });
}

/**
 * The router of the portal, built from the deployment's route table and the remotes that
 * /remotes.json lists (deployment-routes.ts). Unavailable routes are not in it: a path
 * nobody serves falls through to '/home' (shell/README.md "Decisions where the spec is silent":
 * Unknown paths).
 */
import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { LEGACY_REDIRECTS, type TRouteEntry } from '@portal/shared/rules';
import { StatusPanel } from '@portal/shared/ui';
import { AppLayout } from '../layout/app-layout';
import { FirstPaint } from '../layout/first-paint';
import { PublicLayout } from '../layout/public-layout';
import type { TDeploymentRoutes } from '../navigation/deployment-routes';
import { isRouteAvailable, remoteAreas } from '../navigation/route-access';
import { RemoteArea } from '../remotes/remote-area';
import { ProtectedLayout } from '../session/protected-layout';
import { AreaOutlet } from './area-outlet';
import { HomePage } from './home-page';
import { NoAccessPage } from './no-access-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// why: the scanner is the only shell page that needs its code (and the scanner's share
// module); loaded when the page opens, it stays out of every other first load.
const ScanPage = lazy(() => import('./scan-page').then((module) => ({ default: module.ScanPage })));

// why: the outbox is opened rarely; its code loads with it.
const OutboxPage = lazy(() =>
  import('../offline/outbox-page').then((module) => ({ default: module.OutboxPage })),
);

// why: opened rarely, from the user menu; its code loads with it.
const MailSettingsPage = lazy(() =>
  import('./mail-settings-page').then((module) => ({ default: module.MailSettingsPage })),
);

// why: opened rarely, from the user menu; its code (and WebAuthn's) loads with it.
const PasskeysPage = lazy(() =>
  import('./passkeys-page').then((module) => ({ default: module.PasskeysPage })),
);

const SHELL_PAGES: Record<string, () => ReactElement> = {
  '/home': () => <HomePage />,
  '/scan': () => (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <ScanPage />
    </Suspense>
  ),
  '/noaccess': () => <NoAccessPage />,
  '/outbox': () => (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <OutboxPage />
    </Suspense>
  ),
  '/mail-settings': () => (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <MailSettingsPage />
    </Suspense>
  ),
  '/passkeys': () => (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <PasskeysPage />
    </Suspense>
  ),
};

function redirect(from: string, to: string): RouteObject {
  return { path: from, element: <Navigate to={to} replace /> };
}

/** Redirect routes of the table and the legacy addresses whose target is available. */
function redirectRoutes({ remotes, routes }: TDeploymentRoutes): RouteObject[] {
  const tableRedirects = routes
    .filter(
      (entry): entry is TRouteEntry & { redirectTo: string } =>
        entry.redirectTo !== undefined && isRouteAvailable(entry, remotes),
    )
    .map((entry) => redirect(entry.path, entry.redirectTo));
  const legacy = LEGACY_REDIRECTS.filter(({ to }) => {
    const target = routes.find((entry) => entry.path === to);
    return target !== undefined && isRouteAvailable(target, remotes);
  }).map(({ from, to }) => redirect(from, to));
  return [...tableRedirects, ...legacy];
}

/** The route objects for createBrowserRouter. */
export function portalRoutes(deployment: TDeploymentRoutes): RouteObject[] {
  const { remotes, routes } = deployment;
  const shellPages: RouteObject[] = routes
    .filter((entry) => entry.owner === 'shell' && isRouteAvailable(entry, remotes))
    .flatMap((entry) => {
      const page = SHELL_PAGES[entry.path];
      return page ? [{ path: entry.path, element: page() }] : [];
    });
  const areas: RouteObject[] = [...remoteAreas(remotes, routes).keys()]
    .filter((base) => base !== '/auth')
    .map((base) => ({ path: `${base}/*`, element: <AreaOutlet /> }));

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        // why: the account pages are always routed, so a missing auth remote shows its
        // error panel instead of a redirect loop between /home and /auth/login.
        {
          path: 'auth/*',
          element: (
            <PublicLayout>
              <RemoteArea remoteName="auth" basename="/auth" fallback={<FirstPaint />} />
            </PublicLayout>
          ),
        },
        ...redirectRoutes(deployment),
        {
          element: <ProtectedLayout />,
          children: [{ element: <AppLayout />, children: [...shellPages, ...areas] }],
        },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

// The providers every page and every remote shares: query client, session, runtime config.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@portal/shared/ui';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { useEffect } from 'react';
import { PortalProvider, type TPortalContext } from './runtime/portal-context';

type TAppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  portal: TPortalContext;
  /** Called once the router listens to its navigations (after RouterProvider's effects). */
  onMounted?: () => void;
};

export function App({ router, queryClient, portal, onMounted }: TAppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <PortalProvider value={portal}>
          <RouterProvider router={router} />
        </PortalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

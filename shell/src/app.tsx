// The providers every page and every remote shares: query client, session, runtime config.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@portal/shared/ui';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { PortalProvider, type TPortalContext } from './runtime/portal-context';

type TAppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  portal: TPortalContext;
};

export function App({ router, queryClient, portal }: TAppProps) {
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

/**
 * What a remote's ./lifecycles mounts (and its dev page renders): the area App with its
 * own router (at `basename`), query client and session, as the shell provides them when
 * the App runs inside the portal. Any other prop goes to the App (mf-auth: `brand`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@portal/shared/ui';

/** Props of RemoteStandaloneRoot: the App, its base path, and the App's own props. */
export type TRemoteStandaloneRootProps<TAppProps extends object> = TAppProps & {
  /** The area's exposed App (src/export-app.tsx). */
  App: ComponentType<TAppProps>;
  /** Path the area is mounted at, e.g. '/rentals'. */
  basename?: string;
};

/** Router, query client and session around an area App that runs outside the shell. */
export function RemoteStandaloneRoot<TAppProps extends object>({
  App,
  basename,
  ...appProps
}: TRemoteStandaloneRootProps<TAppProps>) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <BrowserRouter {...(basename ? { basename } : {})}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <App {...(appProps as TAppProps)} />
        </SessionProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}

/**
 * A remote's exposed App (its `./App`, src/export-app.tsx): `export default
 * createAreaApp(AREA, AreaRoutes)`. Inside the portal's shell it renders the area's routes
 * under the shell's router (mounted at `<base>/*`), with the shell's session and query
 * client. Anywhere else (a partner's Module Federation host, the lifecycles, the dev page)
 * it first loads AreaEmbedding, which takes the host's props (TAreaHostProps) and brings
 * what the host lacks: router at `basename`, query client, session. Either way it provides
 * where the area is mounted, so `useAreaPaths().to` gives the right addresses, and a
 * loading panel while a lazy page of the area loads. Every other prop goes to the routes
 * (mf-auth: `brand`).
 */
import type { TAreaHostProps } from '@portal/shared/contract';
import { StatusPanel, useOptionalSession } from '@portal/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { useMountPath, type TArea } from './area-paths.js';

// why: only an area outside the portal needs it; the portal's pages never load it.
const AreaEmbedding = lazy(() => import('./area-embedding.js'));

/** Props of an area App besides those of its routes: the embedding interface. */
export type TAreaAppProps = TAreaHostProps;

export function createAreaApp<TRoutesProps extends object>(
  area: TArea,
  AreaRoutes: ComponentType<TRoutesProps>,
): ComponentType<TRoutesProps & TAreaAppProps> {
  const MountPathProvider = area.MountPathContext.Provider;

  function AreaMount(props: TRoutesProps) {
    const mountPath = useMountPath();
    return (
      <MountPathProvider value={mountPath}>
        <AreaRoutes {...props} />
      </MountPathProvider>
    );
  }

  function AreaApp({
    basename,
    apiBaseUrl,
    getToken,
    onSessionExpired,
    ...routesProps
  }: TRoutesProps & TAreaAppProps) {
    const session = useOptionalSession();
    const isInRouter = useInRouterContext();
    const content = (
      <Suspense fallback={<StatusPanel type="loading" />}>
        <AreaMount {...(routesProps as TRoutesProps)} />
      </Suspense>
    );
    if (session && isInRouter) return content;
    const hostProps = { basename, apiBaseUrl, getToken, onSessionExpired };
    return (
      <Suspense fallback={<StatusPanel type="loading" />}>
        <AreaEmbedding {...hostProps}>{content}</AreaEmbedding>
      </Suspense>
    );
  }
  AreaApp.displayName = `AreaApp(${area.base})`;
  return AreaApp;
}

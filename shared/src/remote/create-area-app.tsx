/**
 * A remote's exposed App (its `./App`, src/export-app.tsx): `export default
 * createAreaApp(AREA, AreaRoutes)`. Inside the portal's shell it renders the area's routes
 * under the shell's router (mounted at `<base>/*`), with the shell's session and query
 * client. Anywhere else (a partner's Module Federation host, the lifecycles, the dev page)
 * it renders inside AreaEmbedding, which takes the host's props (TAreaHostProps) and brings
 * what the host lacks: router at `basename`, query client, session. Either way it provides
 * where the area is mounted, so `useAreaPaths().to` gives the right addresses, and a
 * loading panel while a lazy page of the area loads. Every other prop goes to the routes
 * (mf-auth: `brand`).
 */
import type { TAreaHostProps } from '@portal/shared/contract';
import { StatusPanel, useOptionalSession } from '@portal/shared/ui';
import { Suspense, type ComponentType } from 'react';
import { useInRouterContext } from 'react-router-dom';
import AreaEmbedding from './area-embedding.js';
import { useMountPath, type TArea } from './area-paths.js';

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
    history,
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
    const hostProps = { basename, apiBaseUrl, getToken, onSessionExpired, history };
    return <AreaEmbedding {...hostProps}>{content}</AreaEmbedding>;
  }
  AreaApp.displayName = `AreaApp(${area.base})`;
  return AreaApp;
}

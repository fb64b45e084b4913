/**
 * A remote's exposed App (its `./App`, src/export-app.tsx): `export default
 * createAreaApp(AREA, AreaRoutes)`. Inside the shell it renders the area's routes under the
 * shell's router (mounted at `<base>/*`); mounted alone (no router around it: the
 * lifecycles, the dev page) it brings its own BrowserRouter at `basename`. Either way it
 * provides where the area is mounted, so `useAreaPaths().to` gives the right addresses, and
 * a loading panel while a lazy page of the area loads. Every other prop goes to the routes
 * (mf-auth: `brand`).
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { useMountPath, type TArea } from './area-paths.js';

/** Props of an area App besides those of its routes. */
export type TAreaAppProps = {
  /** Path the area is mounted at when it brings its own router (standalone). */
  basename?: string;
};

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

  function AreaApp({ basename, ...routesProps }: TRoutesProps & TAreaAppProps) {
    const isInRouter = useInRouterContext();
    const content = (
      <Suspense fallback={<StatusPanel type="loading" />}>
        <AreaMount {...(routesProps as TRoutesProps)} />
      </Suspense>
    );
    if (isInRouter) return content;
    return <BrowserRouter {...(basename ? { basename } : {})}>{content}</BrowserRouter>;
  }
  AreaApp.displayName = `AreaApp(${area.base})`;
  return AreaApp;
}

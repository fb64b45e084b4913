// The two ways a host shows a portal area: its App as a component of the host's own tree
// (the host's router and query client reach inside), or its single-spa lifecycles
// mounted into an element of the host (the area brings its own router at the basename).
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { TAreaHostProps } from './area-props';
import { federation } from './federation';

/** `<remote>/App` as a lazy component: make it once, outside any render. */
export function remoteApp(remote: string): ComponentType<TAreaHostProps> {
  const App = lazy(async () => {
    const module = await federation.loadRemote<{ default: ComponentType<TAreaHostProps> }>(
      `${remote}/App`,
    );
    if (!module) throw new Error(`${remote}/App did not load`);
    return module;
  });
  function RemoteApp(props: TAreaHostProps) {
    return (
      <Suspense fallback={<p>Laden…</p>}>
        <App {...props} />
      </Suspense>
    );
  }
  return RemoteApp;
}

type TLifecycles = {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
};

export function RemoteLifecycles({ remote, ...props }: TAreaHostProps & { remote: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let mounted: { lifecycles: TLifecycles; props: object } | null = null;
    let isCancelled = false;
    void (async () => {
      const lifecycles = await federation.loadRemote<TLifecycles>(`${remote}/lifecycles`);
      if (!lifecycles || isCancelled || !element.current) return;
      const mountProps = { ...props, name: remote, domElement: element.current };
      await lifecycles.bootstrap(mountProps);
      await lifecycles.mount(mountProps);
      mounted = { lifecycles, props: mountProps };
    })().catch((cause: unknown) => setError(String(cause)));
    return () => {
      isCancelled = true;
      if (mounted) void mounted.lifecycles.unmount(mounted.props);
    };
    // why: mounted once per remote; the props are the host's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote]);
  return error ? <p role="alert">{error}</p> : <div ref={element} />;
}

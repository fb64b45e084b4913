/**
 * single-spa lifecycles of a remote (its ./lifecycles expose), so a host that mounts
 * applications rather than components can show the area: `export const { bootstrap,
 * mount, unmount } = createRemoteLifecycles(App)`. Props: the embedding interface
 * (TAreaHostProps: `basename`, `apiBaseUrl`, `getToken`, `onSessionExpired`), the App's
 * own props, plus `domElement` or `domElementGetter` as single-spa-react takes them. The
 * App brings its own router, query client and session there (AreaEmbedding).
 */
import * as React from 'react';
import { createElement, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { TAreaHostProps } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';

/** Props single-spa adds, not passed on to the App. */
const SINGLE_SPA_PROPS: ReadonlySet<string> = new Set([
  'name',
  'singleSpa',
  'mountParcel',
  'domElement',
  'domElementGetter',
]);

/** The App's single-spa lifecycles. */
export function createRemoteLifecycles<TAppProps extends TAreaHostProps>(
  App: ComponentType<TAppProps>,
) {
  function RemoteRoot(props: TAppProps) {
    const appProps = Object.fromEntries(
      Object.entries(props).filter(([key]) => !SINGLE_SPA_PROPS.has(key)),
    ) as TAppProps;
    return createElement(App, appProps);
  }
  const lifecycles = singleSpaReact<TAppProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => createElement('p', { role: 'alert' }, MESSAGES.errorTitle),
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}

/**
 * single-spa lifecycles of a remote (its ./lifecycles expose), so a partner page can
 * mount the area alone: `export const { bootstrap, mount, unmount } =
 * createRemoteLifecycles(App)`. Props: `apiBaseUrl` and `token` (configure the API
 * client), `basename` (the router's base), the App's own props, plus `domElement` or
 * `domElementGetter` as single-spa-react takes them.
 */
import * as React from 'react';
import { createElement, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { configureApiClient } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { RemoteStandaloneRoot } from './remote-standalone-root.js';

/** Props every remote's lifecycles take besides the App's own. */
export type TRemoteLifecycleProps = {
  /** Path the area is mounted at, e.g. '/rentals'. */
  basename?: string;
  /** Base of every API call; default `/Rest/Pwa`. */
  apiBaseUrl?: string;
  /** X-Auth-Token to send; `null` sends none; left out: the stored auth record's token. */
  token?: string | null;
};

/** Props the lifecycles use or single-spa adds, not passed on to the App. */
const NOT_APP_PROPS: ReadonlySet<string> = new Set([
  'apiBaseUrl',
  'token',
  'name',
  'singleSpa',
  'mountParcel',
  'domElement',
  'domElementGetter',
]);

/** Wraps the area App in RemoteStandaloneRoot and returns its single-spa lifecycles. */
export function createRemoteLifecycles<TAppProps extends object>(App: ComponentType<TAppProps>) {
  type TProps = TAppProps & TRemoteLifecycleProps;
  function RemoteRoot(props: TProps) {
    const rootProps = Object.fromEntries(
      Object.entries(props).filter(([key]) => !NOT_APP_PROPS.has(key)),
    ) as TAppProps & { basename?: string };
    return createElement(RemoteStandaloneRoot<TAppProps>, { ...rootProps, App });
  }
  const lifecycles = singleSpaReact<TProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => createElement('p', { role: 'alert' }, MESSAGES.errorTitle),
  });

  const mount: typeof lifecycles.mount = (props) => {
    configureApiClient({
      ...(props.apiBaseUrl ? { baseUrl: props.apiBaseUrl } : {}),
      ...(props.token !== undefined ? { getToken: () => props.token ?? null } : {}),
    });
    return lifecycles.mount(props);
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount };
}

/**
 * Exposed as `rentals/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * rentals pages alone. Props: `apiBaseUrl` and `token` (configure the API client),
 * `basename` (the router's base), plus `domElement` or `domElementGetter` as
 * single-spa-react takes them.
 */
import { configureApiClient } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { createElement } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StandaloneRoot, type TStandaloneProps } from './standalone-root';

export type TRentalsLifecycleProps = TStandaloneProps & {
  apiBaseUrl?: string;
  token?: string | null;
};

const lifecycles = singleSpaReact<TRentalsLifecycleProps>({
  React,
  ReactDOMClient,
  rootComponent: StandaloneRoot,
  errorBoundary: () => createElement('p', { role: 'alert' }, MESSAGES.errorTitle),
});

export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;

export const mount: typeof lifecycles.mount = (props) => {
  configureApiClient({
    ...(props.apiBaseUrl ? { baseUrl: props.apiBaseUrl } : {}),
    ...(props.token !== undefined ? { getToken: () => props.token ?? null } : {}),
  });
  return lifecycles.mount(props);
};

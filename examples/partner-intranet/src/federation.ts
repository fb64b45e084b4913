// The intranet's Module Federation instance: the portal areas it loads, by the URL of
// their manifests, and the libraries it shares with them. Every area is a standard MF 2.0
// remote, so this is all a partner needs (README.md); the areas render with this page's
// React (one copy on the page). A page without React would share nothing: each area then
// brings its own.
import { createInstance } from '@module-federation/runtime';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';

/** Where the portal runs: `?portal=<origin>` once, then remembered for the tab. */
export const PORTAL_ORIGIN = (() => {
  const given = new URLSearchParams(window.location.search).get('portal');
  if (given) sessionStorage.setItem('portal-origin', given);
  return sessionStorage.getItem('portal-origin') ?? window.location.origin;
})();

/** The modules the host provides, by the package whose version they carry. */
const SHARED: Record<string, [module: object, pkg: string]> = {
  react: [React, 'react'],
  'react/jsx-runtime': [ReactJsxRuntime, 'react'],
  'react-dom': [ReactDOM, 'react-dom'],
  'react-dom/client': [ReactDOMClient, 'react-dom'],
  'react-router-dom': [ReactRouterDom, 'react-router-dom'],
  '@tanstack/react-query': [ReactQuery, '@tanstack/react-query'],
};

export const federation = createInstance({
  name: 'partner_intranet',
  remotes: ['requests', 'rentals'].map((name) => ({
    name,
    entry: `${PORTAL_ORIGIN}/mf/${name}/mf-manifest.json`,
  })),
  shared: Object.fromEntries(
    Object.entries(SHARED).map(([name, [module, pkg]]) => [
      name,
      {
        version: __SHARED_VERSIONS__[pkg],
        lib: () => module,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    ]),
  ),
  // why: a remote's files load when it is first used, not when the page starts.
  shareStrategy: 'loaded-first',
});

/** The portal's API, for the sign-in and for the areas. */
export const PORTAL_API = `${PORTAL_ORIGIN}/Rest/Pwa`;

// why: the e2e test checks that the areas took this page's React (one instance).
Object.assign(window, { partnerHost: { React, federation } });

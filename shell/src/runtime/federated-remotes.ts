/**
 * The shell as a Module Federation host, for the areas /remotes.json names by the URL of
 * their `mf-manifest.json` (remotes built elsewhere with standard MF tooling). Imported
 * only when such an area is first opened (remote-loader.ts), so @module-federation/runtime
 * is never part of the first load of the portal's own pages. The shell shares the very
 * modules its own page uses (the import map's share modules): one React, one router, one
 * query client, so the area renders inside the shell's router and query client.
 */
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';

/** Version and range of each shared library, from the build (tooling/federation-shared.ts). */
type TSharedVersions = Record<string, { version: string; requiredVersion: string }>;
declare const __PORTAL_FEDERATION_SHARED__: TSharedVersions | undefined;

const VERSIONS: TSharedVersions =
  typeof __PORTAL_FEDERATION_SHARED__ === 'undefined' ? {} : __PORTAL_FEDERATION_SHARED__;

/** The modules the shell provides, by the package whose version they carry. */
const SHARED_MODULES: Record<string, [module: object, pkg: string]> = {
  react: [React, 'react'],
  'react/jsx-runtime': [ReactJsxRuntime, 'react'],
  'react-dom': [ReactDOM, 'react-dom'],
  'react-dom/client': [ReactDOMClient, 'react-dom'],
  'react-router-dom': [ReactRouterDom, 'react-router-dom'],
  '@tanstack/react-query': [ReactQuery, '@tanstack/react-query'],
};

let instance: ModuleFederation | null = null;
const registered = new Set<string>();

function shellHost(): ModuleFederation {
  instance ??= createInstance({
    name: 'portal_shell',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(SHARED_MODULES).map(([name, [module, pkg]]) => {
        const shared = VERSIONS[pkg];
        if (!shared) throw new Error(`The shell was built without the version of ${pkg}`);
        return [
          name,
          {
            version: shared.version,
            lib: () => module,
            shareConfig: { singleton: true, requiredVersion: shared.requiredVersion },
          },
        ];
      }),
    ),
    // why: a remote's files load when it is opened, not when another one is.
    shareStrategy: 'loaded-first',
  });
  return instance;
}

/** The `./App` module of the federated remote `name`, from its manifest at `manifestUrl`. */
export async function loadFederatedApp(name: string, manifestUrl: string): Promise<unknown> {
  const host = shellHost();
  // why: a retry after a failure registers the remote again, which drops what was cached.
  host.registerRemotes([{ name, entry: manifestUrl }], { force: registered.has(name) });
  registered.add(name);
  return host.loadRemote(`${name}/App`);
}

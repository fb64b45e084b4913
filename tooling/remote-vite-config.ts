// The whole Vite config of a remote (an area such as mf-rentals), so that a remote's
// vite.config.ts is one call: `defineRemoteConfig({ devPort: 5175 })`.
// Build-time only, like federation-shared.ts next to it: imported by vite configs, never
// part of the browser package. The shell takes the dev proxy and build target from here.
// why: import-x/no-cycle follows these imports into vite's own build and crashes its
// legacy resolver there; a config file has no cycles worth checking.
/* eslint import-x/no-cycle: "off" */
import { basename, resolve } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig, UserConfigFnObject } from 'vite';
import { federationShared } from './federation-shared.ts';
import { remoteFirstLoad } from './first-load.ts';
import { importMapShares } from './import-map-shares.ts';
import { precompressAssets } from './precompress-assets.ts';
import { REMOTE_ENTRY_FILE, remoteEntry } from './remote-entry.ts';
import { SCOPED_CSS_OPTIONS, scopedStyles } from './scoped-styles.ts';

export { REMOTE_ENTRY_FILE };

/** Where the api runs in dev (`PORTAL_API_ORIGIN`); the dev servers proxy to it. */
export const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:8080';

/** The language level every app (shell and remotes) is built for. */
export const BUILD_TARGET = 'es2022';

/**
 * Dev-server proxy to the api: /config.json, the calls (/Rest) and the branding files,
 * plus any extra path prefixes (the shell adds /mf, the built remotes under the api).
 */
export function apiDevProxy(...extraPrefixes: string[]): Record<string, string> {
  const proxy: Record<string, string> = {};
  for (const prefix of ['/config.json', '/Rest', '/branding', ...extraPrefixes]) {
    proxy[prefix] = API_ORIGIN;
  }
  return proxy;
}

/** The build options of every app (shell and remotes). */
export const BUILD_OPTIONS = { target: BUILD_TARGET } satisfies UserConfig['build'];

/**
 * What a remote exposes unless it says otherwise: the area App, single-spa lifecycles and
 * the embedding API (`./embed`, createAreaEmbed of @portal/shared/remote).
 */
export const DEFAULT_REMOTE_EXPOSES: Readonly<Record<string, string>> = {
  './App': './src/export-app.tsx',
  './lifecycles': './src/lifecycles.ts',
  './embed': './src/embed.ts',
};

export type TRemoteConfigOptions = {
  /** Port of `pnpm dev` and `vite preview` (the remote's standalone page). */
  devPort: number;
  /** Modules to expose; default ./App, ./lifecycles and ./embed (DEFAULT_REMOTE_EXPOSES). */
  exposes?: Record<string, string>;
};

/**
 * The mode of a remote's second build (`vite build --mode federation`): the same source as
 * a standard Module Federation 2.0 remote for any MF host (ARCHITECTURE.md "Sharing").
 */
export const FEDERATION_MODE = 'federation';

/** Where the federation build writes beside the import-map build: `mf-manifest.json` at
 * the root of `dist` (served as /mf/<name>/mf-manifest.json), the rest in this folder. */
export const FEDERATION_DIR = 'federation';
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The portal's base styles (the embedded area's reset, tokens, typography) with each
 * exposed module of the federation build: inside the portal the shell's page has them, a
 * foreign host has not.
 */
function exposeBaseStyles(exposeFiles: readonly string[]): Plugin {
  const exposed = new Set(exposeFiles.map((file) => resolve(file)));
  return {
    name: 'portal-federation-base-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!exposed.has(id)) return null;
      const styles = [
        '@portal/shared/remote/area-scope.css',
        '@portal/shared/ui/tokens.css',
        '@portal/shared/ui/base.css',
      ]
        .map((file) => `import '${file}';\n`)
        .join('');
      return { code: styles + code, map: null };
    },
  };
}

/** The Module Federation build of a remote (its name: the folder's, `mf-requests` -> requests). */
function federationConfig(exposes: Record<string, string>): UserConfig {
  const name = basename(process.cwd()).replace(/^mf-/, '');
  return {
    base: './',
    resolve: { conditions: ['source'] },
    css: SCOPED_CSS_OPTIONS,
    plugins: [
      react(),
      exposeBaseStyles(Object.values(exposes)),
      scopedStyles(),
      federation({
        name,
        filename: `${FEDERATION_DIR}/remoteEntry-[hash].js`,
        manifest: { fileName: FEDERATION_MANIFEST_FILE },
        dts: false,
        exposes,
        shared: federationShared(),
      }),
      precompressAssets(),
    ],
    build: {
      ...BUILD_OPTIONS,
      // why: the import-map build wrote dist first; this one adds its files beside.
      emptyOutDir: false,
      assetsDir: FEDERATION_DIR,
      // why: no page of its own (the plugin adds its remote entry); Vite's default input
      // would build the dev page, index.html, into dist.
      rolldownOptions: { input: {} },
    },
  };
}

/** The Vite config of one remote: its entry, the shares, dev server, build. */
export function defineRemoteConfig({
  devPort,
  exposes = { ...DEFAULT_REMOTE_EXPOSES },
}: TRemoteConfigOptions): UserConfigFnObject {
  return ({ mode }) =>
    mode === FEDERATION_MODE ? federationConfig(exposes) : importMapConfig(devPort, exposes);
}

function importMapConfig(devPort: number, exposes: Record<string, string>): UserConfig {
  return {
    // why: chunks resolve against the remote's own remoteEntry.js, wherever it is served
    // (/mf/<name>/ under the api, or another origin).
    base: './',
    resolve: { conditions: ['source'] },
    plugins: [
      react(),
      remoteEntry(exposes),
      importMapShares(),
      ...(exposes['./App']
        ? [remoteFirstLoad({ entryFile: REMOTE_ENTRY_FILE, exposeImport: exposes['./App'] })]
        : []),
      precompressAssets(),
    ],
    server: {
      port: devPort,
      strictPort: true,
      origin: `http://localhost:${devPort}`,
      cors: true,
      // Dev only: the standalone page (index.html) asks the api for config and calls.
      proxy: apiDevProxy(),
    },
    preview: { port: devPort, strictPort: true, cors: true },
    build: BUILD_OPTIONS,
  };
}

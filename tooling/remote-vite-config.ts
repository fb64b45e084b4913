// The whole Vite config of a remote (an area such as mf-rentals), so that a remote's
// vite.config.ts is one call: `defineRemoteConfig({ devPort: 5175 })`.
// Build-time only, like federation-shared.ts next to it: imported by vite configs, never
// part of the browser package. The shell takes the dev proxy and build target from here.
// why: import-x/no-cycle follows these imports into vite's own build and crashes its
// legacy resolver there; a config file has no cycles worth checking.
/* eslint import-x/no-cycle: "off" */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { remoteFirstLoad } from './first-load.ts';
import { importMapShares } from './import-map-shares.ts';
import { precompressAssets } from './precompress-assets.ts';
import { REMOTE_ENTRY_FILE, remoteEntry } from './remote-entry.ts';

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

/** What a remote exposes unless it says otherwise: the area App and single-spa lifecycles. */
export const DEFAULT_REMOTE_EXPOSES: Readonly<Record<string, string>> = {
  './App': './src/export-app.tsx',
  './lifecycles': './src/lifecycles.ts',
};

export type TRemoteConfigOptions = {
  /** Port of `pnpm dev` and `vite preview` (the remote's standalone page). */
  devPort: number;
  /** Modules to expose; default ./App and ./lifecycles (DEFAULT_REMOTE_EXPOSES). */
  exposes?: Record<string, string>;
};

/** The Vite config of one remote: its entry, the shares, dev server, build. */
export function defineRemoteConfig({
  devPort,
  exposes = { ...DEFAULT_REMOTE_EXPOSES },
}: TRemoteConfigOptions): UserConfig {
  return {
    // why: chunks resolve against the remote's own remoteEntry.js, wherever it is served
    // (/mf/<name>/ under the api, or another origin).
    base: './',
    resolve: { conditions: ['source'] },
    plugins: [
      react(),
      remoteEntry(exposes),
      // why: the remote's own source decides which names its own share modules keep.
      importMapShares({ remoteSrc: join(process.cwd(), 'src') }),
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

// The shell: no remotes are listed here; they are read from /remotes.json at start-up and
// imported when one of their routes is opened. Its build provides the shares of every page
// (import-map-shares.ts): the import map in its index.html names its share modules. The
// dev proxy and build target are the remotes' own (shared/remote-vite-config.ts).
// why: import-x/no-cycle follows these imports into vite's own build and crashes its
// legacy resolver there; a config file has no cycles worth checking.
/* eslint import-x/no-cycle: "off" */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { importMapShares } from '../shared/import-map-shares.ts';
import { precompressAssets } from '../shared/precompress-assets.ts';
import { apiDevProxy, BUILD_OPTIONS } from '../shared/remote-vite-config.ts';

export default defineConfig({
  base: '/',
  resolve: { conditions: ['source'] },
  plugins: [react(), importMapShares({ writeIntoPage: true }), precompressAssets()],
  server: {
    port: 5173,
    strictPort: true,
    // Dev only: the api (port 8080) answers /config.json, the calls, /remotes.json and /mf
    // (the built remotes, which take the dev server's shares through the page's import map).
    proxy: apiDevProxy('/mf', '/remotes.json'),
  },
  build: BUILD_OPTIONS,
});

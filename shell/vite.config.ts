// The shell: no remotes are listed here; they are read from /remotes.json at start-up and
// imported when one of their routes is opened. Its build provides the shares of every page
// (tooling/import-map-shares.ts): the import map in its index.html names its share modules;
// a Module Federation remote built elsewhere gets the same modules through the share scope,
// at the versions `federationSharedDefine` writes into the build.
// The dev proxy and build target are the remotes' own (tooling/remote-vite-config.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  apiDevProxy,
  BUILD_OPTIONS,
  federationSharedDefine,
  importMapShares,
  precompressAssets,
} from '../tooling/index.ts';

export default defineConfig({
  base: '/',
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    importMapShares({ provide: true }),
    precompressAssets(),
    // The service worker (src/sw/sw.ts, shell/README.md "Offline"): Workbox precaches the
    // shell's own build; the areas are cached when they load, never listed here (each is
    // released on its own). No manifest (the api builds it from /config.json) and no
    // registration script (the shell registers it once the first page has its data).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css,svg,png,woff2}', 'favicon.*'],
        // why: the api picks the brotli or gzip copy by Accept-Encoding under the file's
        // own URL; the copies are never asked for by name.
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
  ],
  define: federationSharedDefine(),
  server: {
    port: 5173,
    strictPort: true,
    // Dev only: the api (port 8080) answers /config.json, the calls, /remotes.json and /mf
    // (the built remotes, which take the dev server's shares through the page's import map).
    proxy: apiDevProxy('/mf', '/remotes.json', '/manifest.webmanifest'),
  },
  build: BUILD_OPTIONS,
});

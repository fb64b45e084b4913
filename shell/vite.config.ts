// The shell (Module Federation host): no remotes are listed here; they are read from
// /remotes.json at start-up and registered with @module-federation/runtime. The dev proxy
// and build target are the remotes' own (shared/remote-vite-config.ts).
// why: import-x/no-cycle follows these imports into vite's own build and crashes its
// legacy resolver there; a config file has no cycles worth checking.
/* eslint import-x/no-cycle: "off" */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../shared/federation-shared.ts';
import { hostStartPreloads } from '../shared/first-load.ts';
import { precompressAssets } from '../shared/precompress-assets.ts';
import { apiDevProxy, BUILD_OPTIONS } from '../shared/remote-vite-config.ts';

export default defineConfig({
  base: '/',
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    federation({
      name: 'shell',
      dts: false,
      // why: fetch a remote's entry only when one of its routes is opened, not at start-up.
      shareStrategy: 'loaded-first',
      shared: federationShared(),
      // why: one federation runtime per page; remotes take this one (runtimeFromHost).
      experiments: { provideExternalRuntime: true },
    }),
    // why: the share providers the plugin imports lazily at start are preloaded too.
    hostStartPreloads(),
    precompressAssets(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // Dev only: the api (port 8080) answers /config.json, the calls and /mf (the built
    // remotes); /remotes.dev.json (public/) points the auth remote at its own dev server on
    // port 5174.
    proxy: apiDevProxy('/mf'),
  },
  build: BUILD_OPTIONS,
});

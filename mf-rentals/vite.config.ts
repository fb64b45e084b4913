// The rentals remote: exposes ./App (rendered by the shell under /rentals/*) and
// ./lifecycles (single-spa), with the portal's shared singletons from
// shared/federation-shared.ts.
// why: import-x/no-cycle follows these imports into vite's own build and crashes its
// legacy resolver there; a config file has no cycles worth checking.
/* eslint import-x/no-cycle: "off" */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../shared/federation-shared.ts';

const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  // why: chunks resolve against this remote's own remoteEntry.js, wherever it is served
  // (/mf/rentals/ under the api, or another origin).
  base: './',
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    federation({
      name: 'rentals',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './App': './src/export-app.tsx',
        './lifecycles': './src/lifecycles.ts',
      },
      shared: federationShared(),
    }),
  ],
  server: {
    port: 5175,
    strictPort: true,
    origin: 'http://localhost:5175',
    cors: true,
    // Dev only: the standalone page (index.html) asks the api for config and calls.
    proxy: { '/config.json': API_ORIGIN, '/Rest': API_ORIGIN, '/branding': API_ORIGIN },
  },
  preview: { port: 5175, strictPort: true, cors: true },
  build: { target: 'es2022' },
});

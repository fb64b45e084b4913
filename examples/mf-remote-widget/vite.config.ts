// A partner team's remote, built as any Module Federation 2.0 remote is: the plugin of
// @module-federation/vite, a manifest, `./App` exposed, and the libraries the portal's
// shell provides shared as singletons at the ranges the portal publishes (README.md
// "Hosting a remote built elsewhere"). Nothing of the portal's own build is used.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export default defineConfig({
  // why: its files resolve against the manifest's URL, wherever it is deployed.
  base: './',
  plugins: [
    react(),
    federation({
      name: 'partner_widget',
      manifest: true,
      dts: false,
      exposes: { './App': './src/app.tsx' },
      shared: {
        react: singleton('^19.3.1'),
        'react-dom': singleton('^19.3.1'),
        'react-router-dom': singleton('^7.18.5'),
        '@tanstack/react-query': singleton('^5.108.0'),
      },
    }),
  ],
  // why: a remote has no page of its own; the plugin adds its remote entry.
  build: { target: 'es2022', rolldownOptions: { input: {} } },
});

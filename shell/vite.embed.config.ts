// The custom element `<portal-area>` (src/embed/portal-area.ts), a second build of the
// shell: one classic script at a stable, versioned path, /embed/v1/portal-area.js, that a
// page without a bundler loads with one script tag (README.md "Embedding an area in an
// intranet"). Classic (IIFE), so that it needs no CORS and knows its own URL
// (document.currentScript); it bundles @module-federation/runtime and nothing of React
// (each area brings its own).
import { defineConfig } from 'vite';
import { BUILD_OPTIONS } from '../tooling/index.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  build: {
    ...BUILD_OPTIONS,
    outDir: 'dist/embed/v1',
    // why: the shell's own build wrote dist first.
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/embed/portal-area.ts',
      formats: ['iife'],
      name: 'PortalArea',
      fileName: () => 'portal-area.js',
    },
  },
});

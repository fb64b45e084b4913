// A plain Vite app: the host needs no federation plugin, only @module-federation/runtime.
// The versions of the libraries it shares are read from what is installed, as a host must
// tell the remotes which version it provides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SHARED = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'];

function installedVersion(name: string): string {
  const file = join(import.meta.dirname, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export default defineConfig({
  plugins: [react()],
  define: {
    __SHARED_VERSIONS__: JSON.stringify(
      Object.fromEntries(SHARED.map((name) => [name, installedVersion(name)])),
    ),
  },
  // why: one page, one chunk (React, router, query, the federation runtime): no split needed.
  build: { target: 'es2022', chunkSizeWarningLimit: 1024 },
});

#!/usr/bin/env node
// Builds the examples a partner would build and deploy elsewhere (examples/partner-intranet,
// an intranet that mounts portal areas, and examples/mf-remote-widget, a remote built by
// another team) and serves each on its own origin on 127.0.0.1 until stopped, as a CDN would:
// any origin may load them (CORS). The portal's own builds are never touched.
// Usage: node examples-server.mjs <intranet port> <widget port>
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolders } from './static-server.mjs';

const [intranetPort, widgetPort] = process.argv.slice(2).map(Number);
if (!intranetPort || !widgetPort) {
  console.error('usage: examples-server.mjs <intranet port> <widget port>');
  process.exit(2);
}
const examples = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples');
// why: built with each run, as the partner would, so a test never loads a stale build;
// each by its own Vite (its package's), ~2 s each.
for (const name of ['partner-intranet', 'mf-remote-widget']) {
  const folder = join(examples, name);
  execFileSync(
    process.execPath,
    [join(folder, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: folder,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
serveFolders([
  { port: intranetPort, folder: join(examples, 'partner-intranet', 'dist'), isSpa: true },
  { port: widgetPort, folder: join(examples, 'mf-remote-widget', 'dist'), isSpa: false },
]);

// Vitest global setup of the api suite: bundles the database process and the worker entry
// once per run, as the package build does, so every test file starts them as plain
// JavaScript (like production) instead of through tsx (~1-10 s per start on a busy
// machine). @portal/shared is bundled from its sources, since the suite does not build it.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_ROOT } from '../package-paths.js';

export default async function buildEntries(): Promise<() => void> {
  const outdir = join(API_ROOT, 'node_modules', '.cache', 'portal', `test-entries-${process.pid}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      'db/pglite-process': join(API_ROOT, 'src', 'db', 'pglite-process.ts'),
      'workers/worker-main': join(API_ROOT, 'src', 'workers', 'worker-main.ts'),
      'testing/make-seeded-template': join(API_ROOT, 'src', 'testing', 'make-seeded-template.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    conditions: ['source'],
    // why: the libraries stay packages (as in the build); only our own code is bundled.
    external: [
      '@electric-sql/*',
      '@zxcvbn-ts/*',
      '@resvg/*',
      '@expo-google-fonts/*',
      'fontkit',
      'mjml',
      'pdfkit',
      'pg',
      'qrcode',
    ],
    logLevel: 'warning',
  });
  process.env.PORTAL_ENTRY_DIR = outdir;
  return () => rmSync(outdir, { recursive: true, force: true });
}

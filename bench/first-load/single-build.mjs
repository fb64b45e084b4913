// Builds the single-build baseline of the first-load benchmark: the shell's own source and
// index.html, built by plain Vite (the React plugin, no federation) with each area's App
// imported directly (single-build-remotes.js stands in for the federation runtime). Base,
// build target, resolve conditions and the precompressed copies are taken from the shell's own
// vite.config.ts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const SHELL_DIR = join(REPO_ROOT, 'shell');
const fromShell = createRequire(join(SHELL_DIR, 'package.json'));

async function importFromShell(name) {
  return import(pathToFileURL(fromShell.resolve(name)).href);
}

/** Builds the baseline into `<buildsRoot>/shell/dist`, the layout the api serves. */
export async function buildSingleBaseline(buildsRoot) {
  const { build, loadConfigFromFile } = await importFromShell('vite');
  const { default: react } = await importFromShell('@vitejs/plugin-react');
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(SHELL_DIR, 'vite.config.ts'),
    SHELL_DIR,
    'silent',
  );
  const shellConfig = loaded?.config ?? {};
  // why: served as the portal is, from the same build-time brotli and gzip copies.
  const precompress = (shellConfig.plugins ?? [])
    .flat(Infinity)
    .find((plugin) => plugin?.name === 'portal:precompress-assets');
  if (!precompress) throw new Error('The shell build no longer precompresses its files');
  await build({
    root: SHELL_DIR,
    configFile: false,
    logLevel: 'warn',
    base: shellConfig.base ?? '/',
    resolve: {
      conditions: shellConfig.resolve?.conditions ?? ['source'],
      alias: [
        {
          find: /^@module-federation\/runtime$/,
          replacement: join(import.meta.dirname, 'single-build-remotes.js'),
        },
      ],
    },
    plugins: [react(), precompress],
    build: {
      target: shellConfig.build?.target ?? 'es2022',
      outDir: join(buildsRoot, 'shell', 'dist'),
      emptyOutDir: true,
    },
  });
}

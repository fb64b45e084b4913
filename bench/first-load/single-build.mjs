// Builds the single-build baseline of the first-load benchmark: the shell's own source and
// index.html, built by plain Vite (the React plugin, no federation) with each area's App
// imported directly (single-build-remotes.js stands in for the shell's remote-container.ts,
// which imports a remote's entry). Base,
// build target, resolve conditions and the precompressed copies are taken from the shell's own
// vite.config.ts.
//
// With `keepShares` it builds the benchmark's floor instead: the same single build whose
// start also holds every shared library as the federated shell provides it (the shell's
// `portalShares()`: react and react-dom whole, react-router-dom and react-query with every
// export a page can use, each @portal/shared subpath with every export). That is
// what any federation of these areas must ship at start when a remote may be released without
// rebuilding the shell, with no federation code at all: the lowest a federated build can reach.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const SHELL_DIR = join(REPO_ROOT, 'shell');
const SHELL_ENTRY = join(SHELL_DIR, 'src', 'main.tsx');
const KEEP_SHARES_ID = '\0portal-bench-keep-shares';
const fromShell = createRequire(join(SHELL_DIR, 'package.json'));

async function importFromShell(name) {
  return import(pathToFileURL(fromShell.resolve(name)).href);
}

/** The shell's shares, read through Vite (federation-shared.ts is TypeScript). */
async function shellShares(runnerImport) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(join(REPO_ROOT, 'tooling', 'federation-shared.ts'), {
      root: SHELL_DIR,
      configFile: false,
      logLevel: 'silent',
    });
    return module.portalShares();
  } finally {
    // why: runnerImport sets NODE_ENV to development, and the build that follows would
    // then bundle React's development copy.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * A plugin that makes the shell's entry import every share as the federated shell provides
 * it and keep it alive, so the bundler cannot drop what the page does not use.
 */
function keepSharesPlugin(shares) {
  const imports = [];
  const kept = [];
  shares.forEach(({ specifier, names }, index) => {
    const locals = names.map((_, at) => `s${index}_${at}`);
    imports.push(
      `import { ${names.map((n, at) => `${n} as ${locals[at]}`).join(', ')} } from ${JSON.stringify(specifier)};`,
    );
    kept.push(`[${locals.join(', ')}]`);
  });
  const code = `${imports.join('\n')}\nglobalThis.__portalBenchShares = [${kept.join(', ')}];\n`;
  return {
    name: 'portal-bench:keep-shares',
    resolveId: (id) => (id === KEEP_SHARES_ID ? id : undefined),
    load: (id) => (id === KEEP_SHARES_ID ? code : undefined),
    transform: (source, id) =>
      id === SHELL_ENTRY ? `import ${JSON.stringify(KEEP_SHARES_ID)};\n${source}` : undefined,
  };
}

/** Builds the baseline (or, with `keepShares`, the floor) into `<buildsRoot>/shell/dist`. */
export async function buildSingleBaseline(buildsRoot, { keepShares = false } = {}) {
  const { build, loadConfigFromFile, runnerImport } = await importFromShell('vite');
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
  const extraPlugins = keepShares ? [keepSharesPlugin(await shellShares(runnerImport))] : [];
  await build({
    root: SHELL_DIR,
    configFile: false,
    logLevel: 'warn',
    base: shellConfig.base ?? '/',
    resolve: {
      conditions: shellConfig.resolve?.conditions ?? ['source'],
      alias: [
        {
          find: /^\.\/remote-container$/,
          replacement: join(import.meta.dirname, 'single-build-remotes.js'),
        },
      ],
    },
    plugins: [react(), ...extraPlugins, precompress],
    build: {
      target: shellConfig.build?.target ?? 'es2022',
      outDir: join(buildsRoot, 'shell', 'dist'),
      emptyOutDir: true,
    },
  });
}

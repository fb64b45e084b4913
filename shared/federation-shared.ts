// The one declaration of the Module Federation shared singletons, imported by the shell's
// and every remote's vite.config.ts, so that the browser holds exactly one copy of each.
// Versions are read from package.json files, never typed in here.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { productionSources, usedExports } from './federation-used-exports.ts';

type TPackageJson = {
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
};

export type TSharedSingleton = {
  singleton: true;
  version: string;
  requiredVersion: string;
  /** The module that provides the share when this app is the one to load it. */
  import?: string;
  /** The names a tree-shaken provider keeps (TRIMMED_SINGLETONS). */
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

const sharedDir = dirname(fileURLToPath(import.meta.url));
const requireFromShared = createRequire(join(sharedDir, 'package.json'));

function readJson(path: string): TPackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as TPackageJson;
}

/** package.json of an installed package, found from the shared package's node_modules. */
function installedPackageJson(name: string): TPackageJson {
  // why: some packages (react-router-dom) do not export ./package.json, so walk up from
  // the resolved entry to the package root instead of resolving `<name>/package.json`.
  let dir = dirname(requireFromShared.resolve(name));
  for (;;) {
    try {
      const pkg = readJson(join(dir, 'package.json'));
      if (pkg.name === name) return pkg;
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find package.json of ${name}`);
    dir = parent;
  }
}

const sharedPackage = readJson(join(sharedDir, 'package.json'));

/** Third-party packages that carry React context or must be one instance. */
export const THIRD_PARTY_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
] as const;

/**
 * Singletons the shell provides trimmed to the names the workspace imports (ES modules
 * without side effects); react and react-dom are CommonJS and go whole.
 */
export const TRIMMED_SINGLETONS: readonly string[] = ['react-router-dom', '@tanstack/react-query'];

/** Subpaths of @portal/shared, following its exports map (session context, client config). */
export const PORTAL_SHARED_SUBPATHS = [
  '@portal/shared/contract',
  '@portal/shared/rules',
  '@portal/shared/client',
  '@portal/shared/ui',
] as const;

function thirdParty(name: string, usedNames: string[] | undefined): TSharedSingleton {
  const installed = installedPackageJson(name);
  return {
    singleton: true,
    version: installed.version,
    // why: the range the shared package asks for is the range every app was built against.
    requiredVersion: sharedPackage.peerDependencies?.[name] ?? `^${installed.version}`,
    // why: runtime-infer lets the shell provide a build of only these names, which the
    // runtime hands to every remote whose imports it covers (the plugin's shared tree
    // shaking); server-calc would need the plugin's deployment service.
    ...(usedNames ? { treeShaking: { mode: 'runtime-infer', usedExports: usedNames } } : {}),
  };
}

/** The source file the exports map names for a subpath under the `source` condition. */
function sourceEntry(subpath: string): string {
  const target = sharedPackage.exports?.[`./${subpath}`];
  const source = typeof target === 'object' ? target.source : undefined;
  if (!source) throw new Error(`@portal/shared has no source export for ./${subpath}`);
  return join(sharedDir, source);
}

/** The value (not type) exports of each entry, read with the TypeScript checker. */
function valueExports(entries: string[]): Map<string, string[]> {
  const program = ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['source'],
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, string[]>();
  for (const entry of entries) {
    const file = program.getSourceFile(entry);
    const moduleSymbol = file ? checker.getSymbolAtLocation(file) : undefined;
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entry}`);
    const names = checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((symbol) => symbol.getName())
      .sort();
    result.set(entry, names);
  }
  return result;
}

/**
 * Writes one plain entry per @portal/shared subpath that lists its exports by name and
 * re-exports them from the source, and returns its path for the share's `import`.
 * why: the plugin finds a share's named exports with a regex scan that cannot follow the
 * source's `export * from './x.js'` (the files are .ts); without complete names it hands a
 * remote its own local copy instead of the host's (two session contexts, two clients).
 * It would also resolve the package without Vite's `source` condition (dist, not built).
 *
 * With `consumerSources` (a remote) an entry lists only the names those sources import: the
 * remote re-exports each listed name from the shell's copy, ~20 bytes a name, and the shell
 * provides every export, so a remote built later that imports more still finds them.
 */
function writeSharedEntries(
  cacheDir: string,
  consumerSources?: ReadonlyMap<string, string>,
): Map<string, string> {
  mkdirSync(cacheDir, { recursive: true });
  const sources = PORTAL_SHARED_SUBPATHS.map((name) =>
    sourceEntry(name.slice('@portal/shared/'.length)),
  );
  const exportsBySource = valueExports(sources);
  const entries = new Map<string, string>();
  PORTAL_SHARED_SUBPATHS.forEach((name, index) => {
    const source = sources[index] ?? '';
    const exported = exportsBySource.get(source) ?? [];
    const used = consumerSources ? usedExports(consumerSources, name) : undefined;
    const names =
      used?.kind === 'names' ? exported.filter((n) => used.names.includes(n)) : exported;
    const file = join(cacheDir, `${name.slice('@portal/shared/'.length)}.js`);
    const text = `// Generated by shared/federation-shared.ts from ${name}; do not edit.\nexport {\n${names.map((n) => `  ${n},`).join('\n')}\n} from ${JSON.stringify(source)};\n`;
    writeFileSync(file, text);
    entries.set(name, file);
  });
  return entries;
}

/** The text of every production source file under the given `src` folders. */
function readSources(srcDirs: string[]): Map<string, string> {
  const files = srcDirs.flatMap((dir) => productionSources(dir));
  return new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
}

/** The app folders whose source uses the shares: the shared package and every app. */
function workspaceSources(): Map<string, string> {
  const root = join(sharedDir, '..');
  const apps = readdirSync(root).filter((dir) => existsSync(join(root, dir, 'vite.config.ts')));
  return readSources(['shared', ...apps].map((dir) => join(root, dir, 'src')));
}

/**
 * For each trimmed singleton, the names the workspace imports from it. The shell and every
 * remote compute the same list, so the shell's tree-shaken provider has every name a
 * remote of this workspace uses; a remote that imports a new name widens the list at the
 * next build. The plugin keeps the whole library as a fallback file, fetched only if a
 * remote built elsewhere asks for a name outside the list.
 */
function trimmedShareNames(): Map<string, string[]> {
  const sources = workspaceSources();
  const result = new Map<string, string[]>();
  for (const name of TRIMMED_SINGLETONS) {
    const used = usedExports(sources, name);
    // why: a namespace or dynamic import needs the whole library; share it whole then.
    if (used.kind === 'names' && used.names.length > 0) result.set(name, used.names);
  }
  return result;
}

export type TFederationSharedOptions = {
  /** Where the generated entries go; default `<cwd>/node_modules/.federation-shared`. */
  cacheDir?: string;
  /**
   * A remote's `src` folder: its @portal/shared entries list only the names that folder and
   * the shared code a remote bundles import (writeSharedEntries). The shell passes none: it
   * provides every export.
   */
  remoteSrc?: string;
};

/**
 * The `shared` option of `federation({...})` for the shell and every remote. Call it from
 * the app's vite.config.ts; generated entries go to `<app>/node_modules/.federation-shared`.
 */
export function federationShared({
  cacheDir = join(process.cwd(), 'node_modules', '.federation-shared'),
  remoteSrc,
}: TFederationSharedOptions = {}): Record<string, TSharedSingleton> {
  const shared: Record<string, TSharedSingleton> = {};
  const trimmed = trimmedShareNames();
  for (const name of THIRD_PARTY_SINGLETONS) shared[name] = thirdParty(name, trimmed.get(name));
  // why: a remote bundles @portal/shared/remote (its lifecycles and dev page), whose imports
  // of the shared subpaths go through the same shares as the remote's own.
  const consumerSources = remoteSrc ? readSources([remoteSrc, join(sharedDir, 'src')]) : undefined;
  const entries = writeSharedEntries(cacheDir, consumerSources);
  for (const name of PORTAL_SHARED_SUBPATHS) {
    shared[name] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
      import: entries.get(name) ?? sourceEntry(name.slice('@portal/shared/'.length)),
    };
  }
  return shared;
}

// The one declaration of what the portal's apps share in the browser (ARCHITECTURE.md
// "Sharing"): react, react-dom, the router, react-query and the @portal/shared subpaths.
// The shell's build turns each into a share module (`export { ...names } from '<name>'`)
// that the page's import map names (import-map-shares.ts); every remote leaves them bare
// imports. The Module Federation builds share the four libraries as singletons with the
// ranges @portal/shared declares (federationShared). Build-time only.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

type TPackageJson = {
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
};

/** One shared module: the names its share module re-exports, and whether a default too. */
export type TShare = { specifier: string; names: string[]; hasDefault: boolean };

// why: the shared package's source and exports map are read from the workspace itself.
const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'shared');
const requireFromShared = createRequire(join(sharedDir, 'package.json'));

function readJson(path: string): TPackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as TPackageJson;
}

const sharedPackage = readJson(join(sharedDir, 'package.json'));

/**
 * CommonJS packages (and their entry points the apps import), shared whole: their names
 * are what Node's require returns, and a default import is the module object.
 */
export const WHOLE_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
] as const;

/** ES module packages, shared with every export a page can use (BROWSER_UNUSABLE_EXPORTS). */
export const LIBRARY_SHARES = ['react-router-dom', '@tanstack/react-query'] as const;

/**
 * Exports of the shared libraries that cannot work in an area under the portal's shell, a
 * router in the browser (declarative and data modes): server rendering and React Server
 * Components, cookies and sessions (a server's), React Router's framework mode (its
 * hydration, document components and turbo-stream data, which need its server build), and
 * the test stub. The shell's share modules leave them out (the router's is 31.0 KB brotli
 * without them); an area that imports one fails to load in the portal (bench/HISTORY.md
 * "Sharing every export, and the second build").
 */
export const BROWSER_UNUSABLE_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'react-router-dom': [
    // server rendering and React Server Components
    'ServerRouter',
    'StaticRouter',
    'StaticRouterProvider',
    'createStaticHandler',
    'createStaticRouter',
    'createRequestHandler',
    'UNSAFE_ServerMode',
    'unstable_RSCStaticRouter',
    'unstable_routeRSCServerRequest',
    'unstable_setDevServerHooks',
    'UNSAFE_RSCDefaultRootErrorBoundary',
    // cookies and sessions
    'createCookie',
    'createCookieSessionStorage',
    'createMemorySessionStorage',
    'createSession',
    'createSessionStorage',
    'isCookie',
    'isSession',
    // framework mode: hydration from its server build, document components, single fetch
    'HydratedRouter',
    'Links',
    'Meta',
    'Scripts',
    'PrefetchPageLinks',
    'UNSAFE_FrameworkContext',
    'UNSAFE_RemixErrorBoundary',
    'UNSAFE_createClientRoutes',
    'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
    'UNSAFE_decodeViaTurboStream',
    'UNSAFE_getHydrationData',
    'UNSAFE_getPatchRoutesOnNavigationFunction',
    'UNSAFE_getTurboStreamSingleFetchDataStrategy',
    'UNSAFE_hydrationRouteProperties',
    'UNSAFE_shouldHydrateRouteLoader',
    'UNSAFE_SingleFetchRedirectSymbol',
    'UNSAFE_useFogOFWarDiscovery',
    // tests
    'createRoutesStub',
  ],
};

/**
 * Subpaths of @portal/shared, following its exports map: one copy per page (the session
 * context, the client's configuration). The core subpaths are what every page loads; an
 * area's contract and texts and the list and form components only the areas use are
 * subpaths of their own, loaded with the first page that imports them.
 */
export const PORTAL_SHARED_SUBPATHS = [
  '@portal/shared/contract',
  '@portal/shared/contract/rentals',
  '@portal/shared/contract/requests',
  '@portal/shared/contract/articles',
  '@portal/shared/contract/depot',
  '@portal/shared/contract/management',
  '@portal/shared/contract/backoffice',
  '@portal/shared/rules',
  '@portal/shared/rules/articles-texts',
  '@portal/shared/rules/depot-texts',
  '@portal/shared/rules/management-texts',
  '@portal/shared/rules/backoffice-texts',
  '@portal/shared/client',
  '@portal/shared/ui',
  '@portal/shared/ui/lists',
  '@portal/shared/ui/forms',
  '@portal/shared/ui/scanner',
  '@portal/shared/ui/safe-html',
] as const;

/** The subpaths every page loads (the shell's own start imports them). */
export const CORE_SUBPATHS: readonly string[] = [
  '@portal/shared/contract',
  '@portal/shared/rules',
  '@portal/shared/client',
  '@portal/shared/ui',
];

/** Every specifier the apps import through the page's import map, never bundle. */
export const SHARE_SPECIFIERS: readonly string[] = [
  ...WHOLE_SHARES,
  ...LIBRARY_SHARES,
  ...PORTAL_SHARED_SUBPATHS,
];

/** The source file the exports map names for a subpath under the `source` condition. */
function sourceEntry(subpath: string): string {
  const target = sharedPackage.exports?.[`./${subpath}`];
  const source = typeof target === 'object' ? target.source : undefined;
  if (!source) throw new Error(`@portal/shared has no source export for ./${subpath}`);
  return join(sharedDir, source);
}

function programOf(entries: string[]): ts.Program {
  return ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['source'],
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
}

/** The module specifiers a file imports for their values, statically (no `import()`). */
function valueImports(file: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * The source files of @portal/shared that the core subpaths load at run time (type-only and
 * `import()` imports not followed): what every page loads anyway, so the shell's build keeps
 * them in one chunk instead of one per combination of the shares that use each module.
 */
export function coreSourceFiles(): Set<string> {
  const program = programOf(
    CORE_SUBPATHS.map((name) => sourceEntry(name.slice('@portal/shared/'.length))),
  );
  const srcDir = join(sharedDir, 'src');
  const options = program.getCompilerOptions();
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    const file = program.getSourceFile(fileName);
    if (!file) return;
    reached.add(fileName);
    for (const specifier of valueImports(file)) {
      const resolved = ts.resolveModuleName(specifier, fileName, options, ts.sys).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (target?.startsWith(srcDir) && !target.endsWith('.d.ts')) visit(target);
    }
  };
  program.getRootFileNames().forEach(visit);
  return reached;
}

/** The value (not type) exports of each entry, read with the TypeScript checker. */
function valueExports(entries: string[]): Map<string, string[]> {
  const program = programOf(entries);
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

/** The names Node finds on a package (React's exports, no `default`, no `__esModule`). */
function packageNames(specifier: string): string[] {
  const module = requireFromShared(specifier) as Record<string, unknown>;
  return Object.keys(module)
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort();
}

/**
 * Every share with the names its share module re-exports: the whole of each library but
 * what no page can use (BROWSER_UNUSABLE_EXPORTS), every export of each @portal/shared
 * subpath. The shell provides these for every remote, so a remote built after it (against
 * the same major versions) finds whatever name it imports.
 */
export function portalShares(): TShare[] {
  const shares: TShare[] = WHOLE_SHARES.map((specifier) => ({
    specifier,
    names: packageNames(specifier),
    hasDefault: true,
  }));
  for (const specifier of LIBRARY_SHARES) {
    const unusable = BROWSER_UNUSABLE_EXPORTS[specifier] ?? [];
    const names = packageNames(specifier).filter((name) => !unusable.includes(name));
    shares.push({ specifier, names, hasDefault: false });
  }
  const sources = PORTAL_SHARED_SUBPATHS.map((name) =>
    sourceEntry(name.slice('@portal/shared/'.length)),
  );
  const exportsBySource = valueExports(sources);
  PORTAL_SHARED_SUBPATHS.forEach((specifier, index) => {
    const names = exportsBySource.get(sources[index] ?? '') ?? [];
    shares.push({ specifier, names, hasDefault: false });
  });
  return shares;
}

/** The text of a share module: every listed name re-exported from the package. */
export function shareModuleSource({ specifier, names, hasDefault }: TShare): string {
  const listed = hasDefault ? [...names, 'default'] : names;
  return `export {\n${listed.map((name) => `  ${name},`).join('\n')}\n} from ${JSON.stringify(specifier)};\n`;
}

/** The one share module of the core subpaths, which every page loads together. */
export const CORE_SHARE = '@portal/shared/core';

/** A share module as a build emits it: its entry name, the specifiers it answers, its text. */
export type TShareModule = { id: string; specifiers: string[]; source: string };

/**
 * The share modules of `shares`: one per share, but the core subpaths of @portal/shared in
 * one (CORE_SHARE), since every page loads all four: one file instead of four beside the
 * core chunk. Their names are unique across the package, which this checks.
 */
export function shareModules(shares: readonly TShare[]): TShareModule[] {
  const core = shares.filter((share) => CORE_SUBPATHS.includes(share.specifier));
  const seen = new Map<string, string>();
  for (const share of core) {
    for (const name of share.names) {
      const other = seen.get(name);
      if (other) throw new Error(`${name} is exported by both ${other} and ${share.specifier}`);
      seen.set(name, share.specifier);
    }
  }
  const modules = shares
    .filter((share) => !CORE_SUBPATHS.includes(share.specifier))
    .map((share) => ({
      id: share.specifier,
      specifiers: [share.specifier],
      source: shareModuleSource(share),
    }));
  if (core.length === 0) return modules;
  return [
    ...modules,
    {
      id: CORE_SHARE,
      specifiers: core.map((share) => share.specifier),
      source: core.map(shareModuleSource).join(''),
    },
  ];
}

/** The specifiers a share module's entry (`id`) answers in the import map. */
export function specifiersOf(id: string): readonly string[] {
  return id === CORE_SHARE ? CORE_SUBPATHS : [id];
}

/** The libraries every Module Federation build shares as singletons (react-dom/client
 * and react/jsx-runtime go with their package). */
export const FEDERATION_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
] as const;

/** package.json of an installed package, found from the shared package's node_modules. */
function installedPackageJson(name: string): TPackageJson {
  // why: some packages (react-router-dom) do not export ./package.json, so walk up from
  // the resolved entry to the package root instead of resolving `<name>/package.json`.
  let dir = dirname(requireFromShared.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = readJson(file);
      if (pkg.name === name) return pkg;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find package.json of ${name}`);
    dir = parent;
  }
}

/** A share as the Module Federation build declares it. */
export type TFederationShare = { singleton: true; version: string; requiredVersion: string };

/**
 * The share config of every Module Federation build (each area's, and what a host must
 * provide): the singletons with the version installed and, as the range a host must
 * satisfy, the peer range @portal/shared declares: the one place the ranges are written.
 */
export function federationShared(): Record<string, TFederationShare> {
  return Object.fromEntries(
    FEDERATION_SINGLETONS.map((name) => {
      const requiredVersion = sharedPackage.peerDependencies?.[name];
      if (!requiredVersion) throw new Error(`@portal/shared declares no peer range for ${name}`);
      const share: TFederationShare = {
        singleton: true,
        version: installedPackageJson(name).version,
        requiredVersion,
      };
      return [name, share];
    }),
  );
}

/**
 * The versions of the singletons the shell's build gives every area (its
 * `share-versions.json`): the four libraries as installed, and @portal/shared's own.
 */
export function shellShareVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, share] of Object.entries(federationShared())) versions[name] = share.version;
  versions[sharedPackage.name] = sharedPackage.version;
  return versions;
}

/**
 * The global the shell's build defines with federationShared(): the versions it provides
 * to Module Federation remotes built elsewhere (shell/src/runtime/federated-remotes.ts).
 */
export function federationSharedDefine(): Record<string, string> {
  return { __PORTAL_FEDERATION_SHARED__: JSON.stringify(federationShared()) };
}

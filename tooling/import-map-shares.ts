// How the portal's own pages share react, the router, react-query and @portal/shared in
// the browser (ARCHITECTURE.md "Sharing"): through the page's import map, the browser's
// own module sharing. Every app build leaves each shared specifier (`react`,
// `@portal/shared/ui`, ...) as a bare import in its code, so the browser resolves it with
// the page's import map. The shell's build also provides them: one share module per
// specifier (`export { ...names } from 'react'`; the four core subpaths of @portal/shared
// share one), an entry of its own with the library bundled behind it, and the import map
// of those in its index.html. So on every portal page a remote's `import { useState } from
// 'react'` is the shell's React: one copy of each share, no runtime and no wrappers.
// Outside the portal the areas are Module Federation remotes (remote-vite-config.ts).
// Build-time only.
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  SHELL_SHARE_FILES_FILE,
  SHELL_SHARE_VERSIONS_FILE,
  type TShellShareFiles,
} from '@portal/shared/contract';
import {
  coreSourceFiles,
  portalShares,
  SHARE_SPECIFIERS,
  shareModules,
  shellShareVersions,
  specifiersOf,
  type TShareModule,
} from './federation-shared.ts';

/** The prefix of a share module's id, as an entry (`portal-share:react`) and resolved (`\0`). */
const SHARE_ENTRY_PREFIX = 'portal-share:';
const SHARE_MODULE_PREFIX = `\0${SHARE_ENTRY_PREFIX}`;

/** The entry (and output file) name of a specifier's share module: `share-react-dom-client`. */
export function shareEntryName(specifier: string): string {
  return `share-${specifier.replace(/^@/, '').replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/** Output chunks as Vite's bundle has them (only what is read here). */
export type TChunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  /** Every module in the chunk (rolldown's output chunks carry it). */
  moduleIds?: string[];
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type TBundle = Record<string, TChunk | { type: 'asset'; fileName: string }>;

export function chunksOf(bundle: TBundle): TChunk[] {
  return Object.values(bundle).filter((output): output is TChunk => output.type === 'chunk');
}

/** The chunks and everything they import statically, in first-seen order. */
export function staticClosure(bundle: TBundle, start: TChunk[]): TChunk[] {
  const seen = new Map<string, TChunk>();
  const visit = (chunk: TChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return [...seen.values()];
}

/** The share module chunk of each specifier in the bundle. */
export function shareChunks(bundle: TBundle): Map<string, TChunk> {
  const result = new Map<string, TChunk>();
  for (const chunk of chunksOf(bundle)) {
    const id = chunk.facadeModuleId ?? '';
    if (chunk.isEntry && id.startsWith(SHARE_MODULE_PREFIX)) {
      for (const specifier of specifiersOf(id.slice(SHARE_MODULE_PREFIX.length))) {
        result.set(specifier, chunk);
      }
    }
  }
  return result;
}

/**
 * The chunks `start` loads statically, following a bare import of a share into its share
 * module, and the specifiers of the shares it reaches that way.
 */
export function loadClosure(
  bundle: TBundle,
  start: TChunk[],
): { chunks: TChunk[]; shares: string[] } {
  const shares = shareChunks(bundle);
  const seen = new Map<string, TChunk>();
  const reached = new Set<string>();
  const visit = (chunk: TChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const id of chunk.imports) {
      const next = bundle[id];
      const share = next ? undefined : shares.get(id);
      if (share) reached.add(id);
      const target = next?.type === 'chunk' ? next : share;
      if (target) visit(target);
    }
  };
  start.forEach(visit);
  return { chunks: [...seen.values()], shares: [...reached] };
}

/** The stylesheets `chunks` import. */
export function cssOf(chunks: TChunk[]): string[] {
  const css = new Set<string>();
  for (const chunk of chunks) chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  return [...css];
}

/** What a page needs to use an app's share modules. */
export type TShareMap = {
  /** Specifier to file, relative to the app's base (`assets/share-react-x1.js`). */
  imports: Record<string, string>;
  /** The stylesheets of every share module (the shared UI's), which a page links at once. */
  css: string[];
};

export function shareMap(bundle: TBundle): TShareMap {
  const shares = shareChunks(bundle);
  const imports: Record<string, string> = {};
  for (const [specifier, chunk] of shares) imports[specifier] = chunk.fileName;
  return { imports, css: cssOf(loadClosure(bundle, [...shares.values()]).chunks) };
}

/** Each specifier's share module with what it loads statically (the `shares.json` data). */
export function shareFiles(bundle: TBundle): TShellShareFiles {
  const result: TShellShareFiles = {};
  for (const [specifier, chunk] of shareChunks(bundle)) {
    result[specifier] = loadClosure(bundle, [chunk]).chunks.map((each) => each.fileName);
  }
  return result;
}

/** Does a resolved module belong to a share's library, so that the app must not bundle it? */
export function bundledShareLibrary(moduleId: string): string | undefined {
  const match =
    /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|@tanstack[\\/]react-query|scheduler)[\\/]/.exec(
      moduleId,
    );
  return match?.[1]?.replace('\\', '/');
}

export type TImportMapSharesOptions = {
  /**
   * The shell: builds a share module for every specifier and writes its import map,
   * preloads and the shares' CSS into its index.html. A remote provides none.
   */
  provide?: boolean;
};

/**
 * Vite plugin of every app: shared specifiers stay bare imports (resolved by the page's
 * import map); the shell's build gives each a share module entry. In dev (`vite serve`)
 * nothing is left bare (Vite's own dependency handling), but the shell's dev page still
 * gets an import map, of its dev server's share modules, for the built remotes it loads.
 */
export function importMapShares(options: TImportMapSharesOptions = {}): Plugin {
  const shared = new Set(SHARE_SPECIFIERS);
  let modules: TShareModule[] = [];
  const bySpecifier = new Map<string, TShareModule>();
  const byId = new Map<string, TShareModule>();
  let config: ResolvedConfig | undefined;
  const load = () => {
    if (modules.length === 0 && options.provide) {
      modules = shareModules(portalShares());
      for (const module of modules) {
        byId.set(module.id, module);
        for (const specifier of module.specifiers) bySpecifier.set(specifier, module);
      }
    }
    return modules;
  };
  return {
    name: 'portal-import-map-shares',
    enforce: 'pre',
    config(user, env) {
      if (env.command !== 'build' || !options.provide) return;
      const inputs: Record<string, string> = Object.fromEntries(
        load().map((module) => [shareEntryName(module.id), SHARE_ENTRY_PREFIX + module.id]),
      );
      // why: naming inputs replaces Vite's default one, the page.
      inputs.index = resolve(user.root ?? process.cwd(), 'index.html');
      // why: every page loads the core of @portal/shared (and the zod it needs) at once;
      // left to itself the bundler cut it into a file per combination of the shares that
      // use each module, ~15 files of ~300 bytes of headers each.
      const core = coreSourceFiles();
      const groups = [
        {
          name: 'portal-core',
          test: (id: string) =>
            core.has(id) || /[\\/]node_modules[\\/]zod[\\/]|vite[\\/]preload-helper/.test(id),
        },
        // why: react, react-dom and the bundler's runtime, which every page loads, in
        // one file instead of three beside their share modules.
        {
          name: 'react-core',
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/:]runtime/,
        },
      ];
      return {
        build: {
          // why: the shell's page links every share's stylesheet at once (a share module
          // cannot load its own); one file is one request instead of one per share.
          cssCodeSplit: false,
          rolldownOptions: {
            output: { codeSplitting: { groups } },
            input: inputs,
            // why: a share module must export at least its names (the browser links a
            // remote's `import { x } from 'react'` against them); more is harmless and lets
            // the bundler put the library into the share module instead of a file beside it.
            preserveEntrySignatures: 'allow-extension',
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith(SHARE_ENTRY_PREFIX)) return `\0${source}`;
      if (!shared.has(source) || config?.command !== 'build') return null;
      // why: the share module itself bundles the library, and CommonJS inside the shared
      // libraries (react-dom's require('react')) stays inside them, as a require of a bare
      // import cannot run in the browser. Everything else imports the page's copy.
      const kind = (resolveOptions as { kind?: string }).kind;
      if (importer?.startsWith(SHARE_MODULE_PREFIX)) return null;
      if (kind === 'require-call' && importer && bundledShareLibrary(importer)) return null;
      return { id: source, external: true };
    },
    load(id) {
      if (!id.startsWith(SHARE_MODULE_PREFIX)) return null;
      if (!byId.size) load();
      return byId.get(id.slice(SHARE_MODULE_PREFIX.length))?.source ?? null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!options.provide) return [];
        const base = config?.base ?? '/';
        if (!context.bundle) {
          // Dev: Vite serves each share module under /@id/, importing its own copy.
          const imports = Object.fromEntries(
            load().flatMap((module) =>
              module.specifiers.map((specifier) => [
                specifier,
                `${base}@id/__x00__${SHARE_ENTRY_PREFIX}${module.id}`,
              ]),
            ),
          );
          return [importMapTag(imports)];
        }
        const bundle = context.bundle as unknown as TBundle;
        const map = shareMap(bundle);
        const imports = Object.fromEntries(
          Object.entries(map.imports).map(([specifier, file]) => [specifier, base + file]),
        );
        // why: only what the shell's own start imports is preloaded; an area's shares
        // (its contract, the list components) load with the area (the api preloads them
        // for a page the area draws, from shares.json).
        const entry = context.chunk as unknown as TChunk | undefined;
        const start = entry ? loadClosure(bundle, [entry]).chunks : [];
        return [
          importMapTag(imports),
          ...start.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName },
            injectTo: 'head' as const,
          })),
          ...map.css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
    generateBundle(_options, bundle) {
      // why: one copy of each library in the page; a bare import left bundled (a CommonJS
      // require of react outside a share module) would give the app a React of its own.
      const typed = bundle as unknown as TBundle;
      const ownShares = new Set(
        loadClosure(typed, [...shareChunks(typed).values()]).chunks.map((chunk) => chunk.fileName),
      );
      if (options.provide) {
        this.emitFile({
          type: 'asset',
          fileName: SHELL_SHARE_FILES_FILE,
          source: `${JSON.stringify(shareFiles(typed), null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: SHELL_SHARE_VERSIONS_FILE,
          source: `${JSON.stringify(shellShareVersions(), null, 2)}\n`,
        });
      }
      for (const chunk of chunksOf(bundle as unknown as TBundle)) {
        if (ownShares.has(chunk.fileName)) continue;
        const modules = Object.keys(
          (chunk as unknown as { modules: Record<string, unknown> }).modules ?? {},
        );
        const library = modules.map(bundledShareLibrary).find(Boolean);
        if (library) {
          this.error(
            `${chunk.fileName} bundles ${library}; it must import it through the page's import map`,
          );
        }
      }
    },
  };
}

function importMapTag(imports: Record<string, string>) {
  return {
    tag: 'script',
    attrs: { type: 'importmap' },
    children: JSON.stringify({ imports }),
    injectTo: 'head-prepend' as const,
  };
}

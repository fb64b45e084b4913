// What the first HTML needs to say so that a page does not wait in line (ARCHITECTURE.md
// "First load"). A remote's build writes `first-load.json`: the files the shell needs to
// draw the remote's first page (its entry, the federation plumbing the entry imports, the
// exposed App and the area's lazily loaded routes, and their CSS), so the api can list
// them as `modulepreload` in the HTML of a page that remote owns. The shell's build adds
// `modulepreload` for the share providers it imports lazily at start (its own copies of
// react, the router, @portal/shared ...), which Vite leaves out because they are behind
// `import()`. Build-time only, like the other files at the package root.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { REMOTE_FIRST_LOAD_FILE, type TRemoteFirstLoad } from './src/contract/runtime-config.ts';

/** Output chunks as Vite's bundle has them (only what is read here). */
type TChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type TBundle = Record<string, TChunk | { type: 'asset'; fileName: string }>;

function chunksOf(bundle: TBundle): TChunk[] {
  return Object.values(bundle).filter((output): output is TChunk => output.type === 'chunk');
}

/** The chunks and everything they import statically, in first-seen order. */
function staticClosure(bundle: TBundle, start: TChunk[]): TChunk[] {
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

/** The plugin's map of local share providers, which an entry imports at init. */
function isSharedImportMap(chunk: TChunk): boolean {
  return (chunk.facadeModuleId ?? '').includes('mf-localSharedImportMap');
}

/** The plugin's module that waits for the host's shares before the app starts. */
function isPendingShares(chunk: TChunk): boolean {
  return (chunk.facadeModuleId ?? '').includes('__P_S__pendingShares');
}

/**
 * The files of a remote's first page: the static closure of its entry, of the federation
 * plumbing the entry loads at init, and of the exposed module, plus the area code the
 * exposed module (or what it imports) loads with `import()` from the remote's own `src/`.
 * Share fallbacks (the remote's own react, router, ...) and the runtime's fallback copy
 * are left out: inside the shell those come from the shell.
 */
export function firstLoadList(
  bundle: TBundle,
  entryFile: string,
  exposeFile: string,
  srcDir: string,
): TRemoteFirstLoad {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.fileName === entryFile);
  const expose = chunks.find((chunk) => chunk.facadeModuleId === exposeFile);
  if (!entry || !expose) throw new Error(`first-load: no chunk for ${entryFile} or ${exposeFile}`);
  const plumbing = chunks.filter(isSharedImportMap);
  const app = staticClosure(bundle, [expose]);
  const lazyArea = app
    .flatMap((chunk) => chunk.dynamicImports)
    .map((file) => bundle[file])
    .filter(
      (chunk): chunk is TChunk =>
        chunk?.type === 'chunk' && (chunk.facadeModuleId ?? '').startsWith(srcDir),
    );
  const files = staticClosure(bundle, [entry, ...plumbing, ...app, ...lazyArea]);
  const css = new Set<string>();
  for (const chunk of files) chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  return { js: files.map((chunk) => chunk.fileName), css: [...css] };
}

/** The share key a plugin-generated provider is for, with its kind, from its module id. */
function providerOf(chunk: TChunk): { kind: 'full' | 'trimmed'; share: string } | undefined {
  const id = chunk.facadeModuleId ?? '';
  const full = /__prebuild__(.+)__prebuild__/.exec(id);
  if (full?.[1]) return { kind: 'full', share: full[1] };
  const trimmed = /__treeShakingProvider__(.+)__treeShakingProvider__/.exec(id);
  return trimmed?.[1] ? { kind: 'trimmed', share: trimmed[1] } : undefined;
}

/**
 * The providers a page loads: of a share with a tree-shaken provider (federation-shared.ts
 * TRIMMED_SINGLETONS), the runtime takes that one, and the whole library stays a fallback
 * that is fetched only if a remote asks for a name outside it.
 */
function loadedProviders(providers: TChunk[]): TChunk[] {
  const trimmed = new Set(
    providers.flatMap((chunk) => {
      const provider = providerOf(chunk);
      return provider?.kind === 'trimmed' ? [provider.share] : [];
    }),
  );
  return providers.filter((chunk) => {
    const provider = providerOf(chunk);
    return !(provider?.kind === 'full' && trimmed.has(provider.share));
  });
}

/**
 * The host's start-up files that Vite does not preload because they are behind
 * `import()`: the providers of the shares the host offers (it imports every one of them
 * at start) and the plugin's pending-shares step. Lazy code behind the providers (the
 * barcode scanner) stays lazy.
 */
export function hostStartFiles(bundle: TBundle): string[] {
  const chunks = chunksOf(bundle);
  const providers = loadedProviders(
    chunks
      .filter(isSharedImportMap)
      .flatMap((chunk) => chunk.dynamicImports)
      .map((file) => bundle[file])
      .filter((chunk): chunk is TChunk => chunk?.type === 'chunk'),
  );
  // why: Vite already preloads what the entries import statically.
  const preloaded = new Set(
    staticClosure(
      bundle,
      chunks.filter((chunk) => chunk.isEntry),
    ).map((chunk) => chunk.fileName),
  );
  return staticClosure(bundle, [...providers, ...chunks.filter(isPendingShares)])
    .map((chunk) => chunk.fileName)
    .filter((file) => !preloaded.has(file));
}

/** Vite plugin for the host: `modulepreload` in index.html for `hostStartFiles`. */
export function hostStartPreloads(): Plugin {
  let base = '/';
  return {
    name: 'portal-host-start-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return hostStartFiles(context.bundle as unknown as TBundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Vite plugin for a remote: writes `first-load.json` for the exposed module `expose`. */
export function remoteFirstLoad({
  entryFile,
  exposeImport,
}: {
  entryFile: string;
  exposeImport: string;
}): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-remote-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const list = firstLoadList(
        bundle as unknown as TBundle,
        entryFile,
        resolve(root, exposeImport),
        resolve(root, 'src') + '/',
      );
      this.emitFile({
        type: 'asset',
        fileName: REMOTE_FIRST_LOAD_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      });
    },
  };
}

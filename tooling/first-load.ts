// What the first HTML needs to say so that a page does not wait in line (ARCHITECTURE.md
// "First load"). A remote's build writes `first-load.json`: the files the shell needs to
// draw the remote's first page (its entry, the exposed App and the area's lazily loaded
// routes, and their CSS, and the shares they import), so the api can list them as
// `modulepreload` in the HTML of a page that remote owns (the shares as the shell's files,
// from its shares.json: import-map-shares.ts). Build-time only, like the other files at the
// package root.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHARE_SPECIFIERS } from './federation-shared.ts';
import { chunksOf, cssOf, staticClosure, type TBundle, type TChunk } from './import-map-shares.ts';
import { REMOTE_FIRST_LOAD_FILE, type TRemoteFirstLoad } from '@portal/shared/contract';

/**
 * The files of a remote's first page: the static closure of its entry and of the exposed
 * module, plus the area code the exposed module (or what it imports) loads with `import()`
 * from the remote's own `src/`, and the shared specifiers those import (bare imports the
 * page's import map resolves to the shell's share modules).
 */
export function firstLoadList(
  bundle: TBundle,
  entryFile: string,
  exposeFile: string,
  srcDir: string,
): TRemoteFirstLoad {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.fileName === entryFile);
  // why: a chunk that also holds what the expose shares with a sibling has no facade.
  const expose =
    chunks.find((chunk) => chunk.facadeModuleId === exposeFile) ??
    chunks.find((chunk) => chunk.moduleIds?.includes(exposeFile));
  if (!entry || !expose) {
    const facades = chunks.map((chunk) => `${chunk.fileName} (${chunk.facadeModuleId ?? '-'})`);
    throw new Error(
      `first-load: no chunk for ${entryFile} or ${exposeFile} among ${facades.join(', ')}`,
    );
  }
  const app = staticClosure(bundle, [expose]);
  const lazyArea = app
    .flatMap((chunk) => chunk.dynamicImports)
    .map((file) => bundle[file])
    .filter(
      (chunk): chunk is TChunk =>
        chunk?.type === 'chunk' && (chunk.facadeModuleId ?? '').startsWith(srcDir),
    );
  const files = staticClosure(bundle, [entry, ...app, ...lazyArea]);
  const shares = new Set(
    files.flatMap((chunk) =>
      chunk.imports.filter((id) => SHARE_SPECIFIERS.includes(id) && !bundle[id]),
    ),
  );
  return { js: files.map((chunk) => chunk.fileName), css: cssOf(files), shares: [...shares] };
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

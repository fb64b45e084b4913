// Test helper for the build plugins (first-load.ts, import-map-shares.ts): output bundles
// written by hand in the shape Vite hands to `generateBundle`.
import type { TBundle, TChunk } from './import-map-shares.ts';

/** A chunk named after its file, with no imports unless given. */
export function chunk(fileName: string, options: Partial<TChunk> = {}): TChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/^.*\//, '').replace(/\.js$/, ''),
    facadeModuleId: null,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...options,
  };
}

export function bundleOf(...chunks: TChunk[]): TBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

/** A share module entry chunk for `specifier`, importing `imports`. */
export function shareChunk(fileName: string, specifier: string, imports: string[] = []): TChunk {
  return chunk(fileName, { isEntry: true, facadeModuleId: `\0portal-share:${specifier}`, imports });
}

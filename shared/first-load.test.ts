import { describe, expect, it } from 'vitest';
import { firstLoadList, hostStartFiles } from './first-load.ts';

type TTestChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

function chunk(fileName: string, options: Partial<TTestChunk> = {}): TTestChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: null,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...options,
  };
}

function bundleOf(...chunks: TTestChunk[]) {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

const SRC = '/repo/mf-x/src/';

/** A remote as the federation plugin splits it (names shortened). */
const REMOTE = bundleOf(
  chunk('remoteEntry.js', {
    imports: ['assets/runtime.js', 'assets/preload.js'],
    dynamicImports: ['assets/expose-app.js', 'assets/lifecycles.js', 'assets/shared-map.js'],
  }),
  chunk('assets/runtime.js', { dynamicImports: ['assets/own-runtime-core.js'] }),
  chunk('assets/own-runtime-core.js', { facadeModuleId: '/repo/node_modules/runtime-core.js' }),
  chunk('assets/preload.js'),
  chunk('assets/shared-map.js', {
    facadeModuleId: 'virtual:mf-localSharedImportMap:x',
    imports: ['assets/runtime.js'],
    dynamicImports: ['assets/react-fallback.js'],
  }),
  chunk('assets/react-fallback.js', { facadeModuleId: 'virtual:mf:x__prebuild__react.js' }),
  chunk('assets/expose-app.js', {
    facadeModuleId: `${SRC}export-app.tsx`,
    imports: ['assets/load-share.js'],
    dynamicImports: ['assets/area-routes.js', 'assets/scanner-lib.js'],
  }),
  chunk('assets/load-share.js', { imports: ['assets/preload.js'] }),
  chunk('assets/area-routes.js', {
    facadeModuleId: `${SRC}routes/area-routes.tsx`,
    imports: ['assets/load-share.js'],
    viteMetadata: { importedCss: new Set(['assets/area-routes.css']) },
  }),
  chunk('assets/scanner-lib.js', { facadeModuleId: '/repo/node_modules/zxing/index.js' }),
  chunk('assets/lifecycles.js', { facadeModuleId: `${SRC}lifecycles.ts` }),
);

describe('firstLoadList', () => {
  it('lists the entry, its plumbing, the exposed App and the area routes it loads, with CSS', () => {
    expect(firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}export-app.tsx`, SRC)).toEqual({
      js: [
        'remoteEntry.js',
        'assets/runtime.js',
        'assets/preload.js',
        'assets/shared-map.js',
        'assets/expose-app.js',
        'assets/load-share.js',
        'assets/area-routes.js',
      ],
      css: ['assets/area-routes.css'],
    });
  });

  it('leaves out share fallbacks, the own runtime copy, other exposes and library chunks', () => {
    const { js } = firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}export-app.tsx`, SRC);
    for (const file of [
      'assets/react-fallback.js',
      'assets/own-runtime-core.js',
      'assets/lifecycles.js',
      'assets/scanner-lib.js',
    ]) {
      expect(js).not.toContain(file);
    }
  });

  it('refuses a bundle without the entry or the exposed module', () => {
    expect(() => firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}missing.tsx`, SRC)).toThrow();
  });
});

describe('hostStartFiles', () => {
  it('lists the share providers and pending-shares step that Vite does not preload', () => {
    const host = bundleOf(
      chunk('assets/index.js', { isEntry: true, imports: ['assets/ui-provider.js'] }),
      chunk('assets/shared-map.js', {
        facadeModuleId: 'virtual:mf-localSharedImportMap:shell',
        dynamicImports: ['assets/ui-provider.js', 'assets/rules-provider.js'],
      }),
      chunk('assets/ui-provider.js', { dynamicImports: ['assets/scanner-lib.js'] }),
      chunk('assets/rules-provider.js', { imports: ['assets/date-lib.js'] }),
      chunk('assets/date-lib.js'),
      chunk('assets/scanner-lib.js'),
      chunk('assets/pending.js', {
        facadeModuleId: 'virtual:mf:shell__P_S__pendingShares__P_S__.js',
      }),
    );
    expect(hostStartFiles(host)).toEqual([
      'assets/rules-provider.js',
      'assets/date-lib.js',
      'assets/pending.js',
    ]);
  });

  it('leaves out the whole library of a share that has a tree-shaken provider', () => {
    const host = bundleOf(
      chunk('assets/index.js', { isEntry: true }),
      chunk('assets/shared-map.js', {
        facadeModuleId: 'virtual:mf-localSharedImportMap:shell',
        dynamicImports: ['assets/router-full.js', 'assets/router-used.js', 'assets/react-full.js'],
      }),
      chunk('assets/router-full.js', {
        facadeModuleId: 'virtual:mf:shell__prebuild__react_mf_2_router__prebuild__.js',
      }),
      chunk('assets/router-used.js', {
        facadeModuleId:
          'virtual:mf:shell__treeShakingProvider__react_mf_2_router__treeShakingProvider__.js',
      }),
      chunk('assets/react-full.js', {
        facadeModuleId: 'virtual:mf:shell__prebuild__react__prebuild__.js',
      }),
    );
    expect(hostStartFiles(host)).toEqual(['assets/router-used.js', 'assets/react-full.js']);
  });
});

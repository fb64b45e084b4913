import { describe, expect, it } from 'vitest';
import { firstLoadList } from './first-load.ts';
import { bundleOf, chunk } from './test-bundle.ts';

const SRC = '/repo/mf-x/src/';

/** A remote as its build splits it (names shortened). */
const REMOTE = bundleOf(
  chunk('remoteEntry.js', {
    isEntry: true,
    imports: ['assets/preload.js'],
    dynamicImports: ['assets/expose-app.js', 'assets/lifecycles.js'],
  }),
  chunk('assets/preload.js'),
  chunk('assets/expose-app.js', {
    facadeModuleId: `${SRC}export-app.tsx`,
    imports: ['assets/preload.js', 'assets/area-helpers.js', 'react', '@portal/shared/ui'],
    dynamicImports: ['assets/area-routes.js', 'assets/scanner-lib.js'],
  }),
  chunk('assets/area-helpers.js'),
  chunk('assets/area-routes.js', {
    facadeModuleId: `${SRC}routes/area-routes.tsx`,
    imports: ['assets/area-helpers.js'],
    viteMetadata: { importedCss: new Set(['assets/area-routes.css']) },
  }),
  chunk('assets/scanner-lib.js', { facadeModuleId: '/repo/node_modules/zxing/index.js' }),
  chunk('assets/lifecycles.js', { facadeModuleId: `${SRC}lifecycles.ts` }),
);

describe('firstLoadList', () => {
  it('lists the entry, the exposed App and the area routes it loads, their CSS and shares', () => {
    expect(firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}export-app.tsx`, SRC)).toEqual({
      js: [
        'remoteEntry.js',
        'assets/preload.js',
        'assets/expose-app.js',
        'assets/area-helpers.js',
        'assets/area-routes.js',
      ],
      css: ['assets/area-routes.css'],
      shares: ['react', '@portal/shared/ui'],
    });
  });

  it('leaves out other exposes and library chunks', () => {
    const { js } = firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}export-app.tsx`, SRC);
    for (const file of ['assets/lifecycles.js', 'assets/scanner-lib.js']) {
      expect(js).not.toContain(file);
    }
  });

  it('refuses a bundle without the entry or the exposed module', () => {
    expect(() => firstLoadList(REMOTE, 'remoteEntry.js', `${SRC}missing.tsx`, SRC)).toThrow();
  });
});

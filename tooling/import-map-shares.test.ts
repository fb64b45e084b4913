import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  bundledShareLibrary,
  importMapShares,
  loadClosure,
  shareEntryName,
  shareFiles,
  shareMap,
  type TChunk,
} from './import-map-shares.ts';
import { bundleOf, chunk, shareChunk } from './test-bundle.ts';

describe('shareEntryName', () => {
  it('names a share module after its specifier', () => {
    expect(shareEntryName('react-dom/client')).toBe('share-react-dom-client');
    expect(shareEntryName('@portal/shared/ui')).toBe('share-portal-shared-ui');
  });
});

describe('share maps and closures', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: '/repo/shell/index.html',
      imports: ['assets/shell-part.js', 'react', '@portal/shared/ui'],
    }),
    chunk('assets/shell-part.js'),
    shareChunk('assets/share-react.js', 'react', ['assets/react.js']),
    chunk('assets/react.js'),
    shareChunk('assets/share-ui.js', '@portal/shared/ui', ['assets/core.js', 'react']),
    chunk('assets/core.js', { viteMetadata: { importedCss: new Set(['assets/ui.css']) } }),
    shareChunk('assets/share-lists.js', '@portal/shared/ui/lists', [
      'assets/lists.js',
      'assets/core.js',
    ]),
    chunk('assets/lists.js', { viteMetadata: { importedCss: new Set(['assets/lists.css']) } }),
    chunk('assets/scanner.js', { facadeModuleId: '/repo/node_modules/zxing/index.js' }),
  );

  it('maps every specifier of the core share module to it', () => {
    const core = bundleOf(shareChunk('assets/share-core.js', '@portal/shared/core'));
    expect(Object.keys(shareMap(core).imports)).toEqual([
      '@portal/shared/contract',
      '@portal/shared/rules',
      '@portal/shared/client',
      '@portal/shared/ui',
    ]);
  });

  it('maps each specifier to its share module, with the stylesheets of all of them', () => {
    expect(shareMap(bundle)).toEqual({
      imports: {
        react: 'assets/share-react.js',
        '@portal/shared/ui': 'assets/share-ui.js',
        '@portal/shared/ui/lists': 'assets/share-lists.js',
      },
      css: ['assets/ui.css', 'assets/lists.css'],
    });
  });

  it("follows a page's bare imports into the share modules, but not into the ones it never imports", () => {
    const index = bundle['assets/index.js'] as TChunk;
    const { chunks, shares } = loadClosure(bundle, [index]);
    expect(chunks.map((each) => each.fileName)).toEqual([
      'assets/index.js',
      'assets/shell-part.js',
      'assets/share-react.js',
      'assets/react.js',
      'assets/share-ui.js',
      'assets/core.js',
    ]);
    expect(shares).toEqual(['react', '@portal/shared/ui']);
  });

  it('lists the files each share module loads, for the api to preload (shares.json)', () => {
    expect(shareFiles(bundle)['@portal/shared/ui/lists']).toEqual([
      'assets/share-lists.js',
      'assets/lists.js',
      'assets/core.js',
    ]);
    expect(shareFiles(bundle)['@portal/shared/ui']).toEqual([
      'assets/share-ui.js',
      'assets/core.js',
      'assets/share-react.js',
      'assets/react.js',
    ]);
  });
});

describe('bundledShareLibrary', () => {
  it('names the shared library a module belongs to', () => {
    expect(bundledShareLibrary('/r/node_modules/.pnpm/react@19/node_modules/react/index.js')).toBe(
      'react',
    );
    expect(bundledShareLibrary('/r/node_modules/@tanstack/react-query/build/index.js')).toBe(
      '@tanstack/react-query',
    );
    expect(bundledShareLibrary('/r/node_modules/zod/index.js')).toBeUndefined();
    expect(bundledShareLibrary('/r/shared/src/ui/index.ts')).toBeUndefined();
  });
});

type TResolve = (
  source: string,
  importer: string | undefined,
  options: { kind?: string },
) => Promise<unknown>;

/** The plugin's resolveId after Vite resolved a build (or dev) config. */
function resolverOf(command: 'build' | 'serve'): TResolve {
  const plugin: Plugin = importMapShares();
  const configResolved = plugin.configResolved as (config: object) => void;
  configResolved({ command, base: '/' });
  return (plugin.resolveId as unknown as TResolve).bind({});
}

// why the longer time-out: the first resolve reads every workspace source for the names it
// imports (a few seconds alone, over 20 s while CI runs the api suites on both cores).
describe('importMapShares resolveId', { timeout: 90_000 }, () => {
  const resolve = resolverOf('build');
  const app = '/repo/mf-x/src/page.tsx';

  it('leaves a shared specifier bare in app code, for the page import map', async () => {
    expect(await resolve('react', app, { kind: 'import-statement' })).toEqual({
      id: 'react',
      external: true,
    });
    expect(await resolve('@portal/shared/ui', app, { kind: 'dynamic-import' })).toEqual({
      id: '@portal/shared/ui',
      external: true,
    });
  });

  it('bundles the library behind its own share module', async () => {
    expect(await resolve('react', '\0portal-share:react', {})).toBeNull();
    expect(await resolve('portal-share:react', undefined, {})).toBe('\0portal-share:react');
  });

  it("keeps a shared library's own CommonJS requires inside it", async () => {
    const reactDom = '/repo/node_modules/react-dom/cjs/react-dom-client.production.js';
    expect(await resolve('react', reactDom, { kind: 'require-call' })).toBeNull();
    // Any other require of a share stays bare too: one copy per page.
    expect(
      await resolve('react', '/repo/node_modules/single-spa-react/x.js', { kind: 'require-call' }),
    ).toEqual({
      id: 'react',
      external: true,
    });
  });

  it('leaves other packages to Vite', async () => {
    expect(await resolve('zod', app, { kind: 'import-statement' })).toBeNull();
  });

  it('leaves every import to Vite in dev', async () => {
    expect(await resolverOf('serve')('react', app, { kind: 'import-statement' })).toBeNull();
  });
});

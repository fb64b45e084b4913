import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { REMOTE_ENTRY_FILE, remoteEntry, remoteEntrySource } from './remote-entry.ts';
import { bundleOf, chunk, shareChunk } from './test-bundle.ts';

describe('remoteEntrySource', () => {
  it('loads each exposed module with import() and answers get() and init()', () => {
    const source = remoteEntrySource({ './App': '/repo/mf-x/src/export-app.tsx' });
    expect(source).toContain(`"./App": () => import("/repo/mf-x/src/export-app.tsx")`);
    expect(source).toMatch(/export function init\(\)/);
    expect(source).toMatch(/export async function get\(name\)/);
  });
});

describe('remoteEntry generateBundle', () => {
  it("writes the remote's share map into its entry in place of the placeholder", () => {
    const plugin: Plugin = remoteEntry({ './App': './src/export-app.tsx' });
    const entry = {
      ...chunk(REMOTE_ENTRY_FILE, { isEntry: true }),
      code: 'var e="__PORTAL_REMOTE_SHARES__";export function init(){}',
    };
    const bundle = bundleOf(
      entry,
      shareChunk('assets/share-react.js', 'react'),
      shareChunk('assets/share-ui.js', '@portal/shared/ui', ['assets/ui.js']),
      chunk('assets/ui.js', { viteMetadata: { importedCss: new Set(['assets/ui.css']) } }),
    );
    const generate = plugin.generateBundle as unknown as (
      this: { error: (message: string) => never },
      options: object,
      bundle: object,
    ) => void;
    generate.call(
      {
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    expect(entry.code).toBe(
      'var e={"imports":{"react":"assets/share-react.js","@portal/shared/ui":"assets/share-ui.js"},"css":["assets/ui.css"]};export function init(){}',
    );
  });
});

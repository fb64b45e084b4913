import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionSources, usedExports } from './federation-used-exports.ts';

const PKG = 'react-router-dom';

function sources(files: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(files));
}

describe('usedExports', () => {
  it('collects the value names imported and re-exported across files, sorted', () => {
    const result = usedExports(
      sources({
        'a.tsx': `import { Link, useNavigate as go } from 'react-router-dom';`,
        'b.ts': `import { useLocation, type Location } from 'react-router-dom';\nexport { Outlet } from 'react-router-dom';`,
        'c.ts': `import { useQuery } from '@tanstack/react-query';`,
      }),
      PKG,
    );
    expect(result).toEqual({
      kind: 'names',
      names: ['Link', 'Outlet', 'useLocation', 'useNavigate'],
    });
  });

  it('ignores type-only imports and exports', () => {
    const result = usedExports(
      sources({
        'a.ts': `import type { RouteObject } from 'react-router-dom';\nexport type { LinkProps } from 'react-router-dom';`,
      }),
      PKG,
    );
    expect(result).toEqual({ kind: 'names', names: [] });
  });

  it.each([
    ['a namespace import', `import * as router from 'react-router-dom';`],
    ['a default import', `import router from 'react-router-dom';`],
    ['a side-effect import', `import 'react-router-dom';`],
    ['export *', `export * from 'react-router-dom';`],
    ['a dynamic import', `const router = await import('react-router-dom');`],
  ])('needs the whole module for %s', (_what, code) => {
    const result = usedExports(
      sources({ 'a.ts': `import { Link } from 'react-router-dom';\n${code}` }),
      PKG,
    );
    expect(result.kind).toBe('all');
  });
});

describe('productionSources', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists source files without tests, test helpers and declarations', () => {
    dir = mkdtempSync(join(tmpdir(), 'used-exports-'));
    mkdirSync(join(dir, 'pages'));
    mkdirSync(join(dir, 'test'));
    for (const file of [
      'main.tsx',
      'pages/page.tsx',
      'pages/page.test.tsx',
      'test/render.tsx',
      'env.d.ts',
      'notes.md',
    ]) {
      writeFileSync(join(dir, file), '');
    }
    expect(productionSources(dir)).toEqual([join(dir, 'main.tsx'), join(dir, 'pages', 'page.tsx')]);
  });
});

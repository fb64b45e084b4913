import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CORE_SHARE,
  CORE_SUBPATHS,
  coreSourceFiles,
  portalShares,
  shareModules,
  specifiersOf,
  SHARE_SPECIFIERS,
  shareModuleSource,
  type TShare,
} from './federation-shared.ts';

const work = mkdtempSync(join(tmpdir(), 'federation-shared-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function namesOf(shares: TShare[], specifier: string): string[] {
  const share = shares.find((candidate) => candidate.specifier === specifier);
  if (!share) throw new Error(`no share for ${specifier}`);
  return share.names;
}

// why the longer time-out: the shares are computed from every workspace source (a few
// seconds alone, near 20 s while CI runs the api suites on both cores).
describe('portalShares', { timeout: 90_000 }, () => {
  // why: the shell is the provider for remotes built after it, so it lists every export.
  const shellShares = portalShares();

  it('gives every shared specifier one share module', () => {
    expect(shellShares.map((share) => share.specifier).sort()).toEqual(
      [...SHARE_SPECIFIERS].sort(),
    );
  });

  it('makes the shell provide every value export of each @portal/shared subpath', () => {
    expect(namesOf(shellShares, '@portal/shared/ui')).toEqual(
      expect.arrayContaining(['Button', 'SessionProvider', 'StatusPanel']),
    );
    expect(namesOf(shellShares, '@portal/shared/ui/lists')).toEqual(
      expect.arrayContaining(['ListPage', 'TabBar']),
    );
    expect(namesOf(shellShares, '@portal/shared/client')).toContain('callApi');
  });

  it('shares react whole with its default export, and the router trimmed to what the apps use', () => {
    const react = shellShares.find((share) => share.specifier === 'react');
    expect(react?.hasDefault).toBe(true);
    expect(react?.names).toEqual(expect.arrayContaining(['useState', 'createElement', 'lazy']));
    const router = namesOf(shellShares, 'react-router-dom');
    expect(router).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useNavigate']));
    // A name no app imports is not provided.
    expect(router).not.toContain('createHashRouter');
  });

  it("trims a remote's own share modules to what its source and @portal/shared/remote import", () => {
    const src = join(work, 'remote-src');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      join(src, 'page.tsx'),
      `import { Button, type TButtonProps } from '@portal/shared/ui';\nexport const page = Button;\n`,
    );
    const remoteShares = portalShares({ remoteSrc: src });
    // SessionProvider, StatusPanel, usePermissions: imported by @portal/shared/remote (the
    // standalone root, the area App, RequireRoute), which every remote bundles.
    expect(namesOf(remoteShares, '@portal/shared/ui')).toEqual([
      'Button',
      'SessionProvider',
      'StatusPanel',
      'usePermissions',
    ]);
    expect(namesOf(remoteShares, '@portal/shared/client')).toEqual(['configureApiClient']);
    const shellUi = namesOf(shellShares, '@portal/shared/ui');
    expect(namesOf(remoteShares, '@portal/shared/ui').every((name) => shellUi.includes(name))).toBe(
      true,
    );
  });
});

describe('shareModuleSource', () => {
  it('re-exports every listed name, and the default where the share has one', () => {
    expect(shareModuleSource({ specifier: 'react', names: ['useState'], hasDefault: true })).toBe(
      'export {\n  useState,\n  default,\n} from "react";\n',
    );
    expect(
      shareModuleSource({ specifier: '@portal/shared/ui', names: ['Button'], hasDefault: false }),
    ).toBe('export {\n  Button,\n} from "@portal/shared/ui";\n');
  });
});

describe('coreSourceFiles', () => {
  it('holds what every page loads, and not what only the areas use', () => {
    const core = [...coreSourceFiles()].map((file) => file.replace(/^.*\/shared\/src\//, ''));
    expect(core).toEqual(
      expect.arrayContaining(['ui/session/session-context.tsx', 'client/api-client.ts']),
    );
    expect(core).not.toContain('ui/list/list-page.tsx');
    expect(core).not.toContain('contract/articles.ts');
    expect(core).not.toContain('rules/catalogue/articles-texts.ts');
  });
});

describe('shareModules', () => {
  const share = (specifier: string, names: string[]) => ({ specifier, names, hasDefault: false });

  it('puts the four core subpaths in one share module, the others in one each', () => {
    const modules = shareModules([
      share('react-router-dom', ['Link']),
      share('@portal/shared/contract', ['loginCall']),
      share('@portal/shared/ui', ['Button']),
      share('@portal/shared/ui/lists', ['ListPage']),
    ]);
    expect(modules.map((module) => [module.id, module.specifiers])).toEqual([
      ['react-router-dom', ['react-router-dom']],
      ['@portal/shared/ui/lists', ['@portal/shared/ui/lists']],
      [CORE_SHARE, ['@portal/shared/contract', '@portal/shared/ui']],
    ]);
    expect(modules[2]?.source).toBe(
      'export {\n  loginCall,\n} from "@portal/shared/contract";\n' +
        'export {\n  Button,\n} from "@portal/shared/ui";\n',
    );
    expect(specifiersOf(CORE_SHARE)).toEqual(CORE_SUBPATHS);
    expect(specifiersOf('react')).toEqual(['react']);
  });

  it('refuses a name two core subpaths export, which one module cannot hold', () => {
    expect(() =>
      shareModules([share('@portal/shared/rules', ['X']), share('@portal/shared/ui', ['X'])]),
    ).toThrow(/X is exported by both/);
  });

  it("holds the workspace's own shares without a clash", () => {
    expect(() => shareModules(portalShares())).not.toThrow();
  });
});

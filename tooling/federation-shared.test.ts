import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_UNUSABLE_EXPORTS,
  CORE_SHARE,
  CORE_SUBPATHS,
  coreSourceFiles,
  FEDERATION_SINGLETONS,
  federationShared,
  LIBRARY_SHARES,
  portalShares,
  shareModules,
  shellShareVersions,
  specifiersOf,
  SHARE_SPECIFIERS,
  shareModuleSource,
  type TShare,
} from './federation-shared.ts';

const requireFromShell = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'package.json'),
);

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

  it('shares react whole with its default export', () => {
    const react = shellShares.find((share) => share.specifier === 'react');
    expect(react?.hasDefault).toBe(true);
    expect(react?.names).toEqual(expect.arrayContaining(['useState', 'createElement', 'lazy']));
  });

  it.each(LIBRARY_SHARES)(
    'offers every export of %s a page can use, whoever imports it today',
    (specifier) => {
      const library = Object.keys(requireFromShell(specifier) as object);
      const unusable = BROWSER_UNUSABLE_EXPORTS[specifier] ?? [];
      expect(namesOf(shellShares, specifier).sort()).toEqual(
        library.filter((name) => !unusable.includes(name)).sort(),
      );
    },
  );

  it('leaves out only names the router has, and only server and framework-mode ones', () => {
    const router = Object.keys(requireFromShell('react-router-dom') as object);
    const unusable = BROWSER_UNUSABLE_EXPORTS['react-router-dom'] ?? [];
    // why: a name the library dropped would hide that the list is out of date.
    expect(router).toEqual(expect.arrayContaining([...unusable]));
    const shared = namesOf(shellShares, 'react-router-dom');
    // A name no app of the workspace imports today is offered all the same.
    expect(shared).toEqual(
      expect.arrayContaining(['createHashRouter', 'useSearchParams', 'useFetcher', 'MemoryRouter']),
    );
    expect(shared).not.toContain('createStaticHandler');
    expect(shared).not.toContain('createCookieSessionStorage');
    expect(namesOf(shellShares, '@tanstack/react-query')).toContain('useSuspenseQuery');
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

describe('federationShared', () => {
  it('shares the four libraries as singletons, at the ranges @portal/shared declares', () => {
    const shared = federationShared();
    expect(Object.keys(shared)).toEqual([...FEDERATION_SINGLETONS]);
    expect(shared.react).toEqual({
      singleton: true,
      version: (requireFromShell('react') as { version: string }).version,
      requiredVersion: '^19.3.1',
    });
    expect(shared['react-router-dom']?.requiredVersion).toBe('^7.18.5');
    expect(shared['@tanstack/react-query']?.version).toMatch(/^5\./);
  });
});

describe('shellShareVersions', () => {
  it('names the installed version of each singleton the shell gives, @portal/shared too', () => {
    expect(shellShareVersions()).toEqual({
      react: (requireFromShell('react') as { version: string }).version,
      'react-dom': expect.stringMatching(/^19\./),
      'react-router-dom': expect.stringMatching(/^7\./),
      '@tanstack/react-query': expect.stringMatching(/^5\./),
      '@portal/shared': (
        requireFromShell(join(import.meta.dirname, '..', 'shared', 'package.json')) as {
          version: string;
        }
      ).version,
    });
  });
});

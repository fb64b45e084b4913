// The Vitest project of each front-end package (shared, shell, every remote), so that a
// package's vitest.config.ts is one call: `defineVitestProject('mf-rentals')`. Build-time
// only, like import-map-shares.ts: jsdom, tests next to the code under src/, the `source`
// condition, and one setup file for all of them (tooling/vitest.setup.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Testing Library's matchers and cleanup, and a clear local storage after each test. */
export const VITEST_SETUP_FILE = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/**
 * Test files that mock a module (`vi.mock`): they need a module graph of their own, so they
 * run in an isolated project (ESLint refuses `vi.mock` in any other test file).
 */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** The config of one project of the root `vitest run` (`--project <name>`). */
export function defineVitestProject(name: string): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['source'] },
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [ISOLATED_TESTS, '**/node_modules/**'],
      setupFiles: [VITEST_SETUP_FILE],
      // why: a jsdom per test file was 40 % of the unit run (402 s on CI's 2 cores, 85 s
      // without): the files of a worker share one environment and module graph. The setup
      // file cleans the DOM, storage and React Testing Library after each test; module mocks
      // run isolated (ISOLATED_TESTS, defineIsolatedVitestProject).
      isolate: false,
      // why: a form test types into many fields; on a machine shared by several builds
      // 5 s is too little, and a timeout says nothing about the product.
      testTimeout: 20_000,
    },
  });
}

/** The files of `packages` that mock a module, each in a fresh environment of its own. */
export function defineIsolatedVitestProject(packages: readonly string[]): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['source'] },
    test: {
      name: 'isolated',
      environment: 'jsdom',
      include: packages.map((folder) => `${folder}/${ISOLATED_TESTS}`),
      setupFiles: [VITEST_SETUP_FILE],
      isolate: true,
      testTimeout: 20_000,
    },
  });
}

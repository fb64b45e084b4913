// The Vitest project of each front-end package (shared, shell, every remote), so that a
// package's vitest.config.ts is one call: `defineVitestProject('mf-rentals')`. Build-time
// only, like import-map-shares.ts: jsdom, tests next to the code under src/, the `source`
// condition, and one setup file for all of them (tooling/vitest.setup.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Testing Library's matchers and cleanup, and a clear local storage after each test. */
export const VITEST_SETUP_FILE = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/** The config of one project of the root `vitest run` (`--project <name>`). */
export function defineVitestProject(name: string): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['source'] },
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [VITEST_SETUP_FILE],
      // why: a form test types into many fields; on a machine shared by several builds
      // 5 s is too little, and a timeout says nothing about the product.
      testTimeout: 20_000,
    },
  });
}

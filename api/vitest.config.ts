// The api's suite: node environment, shared resolved from its TypeScript sources. Each test
// file builds its own app on a fresh database (see src/testing/test-context.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/build-entries.ts'],
    setupFiles: ['src/testing/log-gate-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// Unit tests of every package; the api's database suite has its own config (api/vitest.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      'shared',
      'tooling',
      'shell',
      'mf-*',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});

// Unit tests of every package; the api's database suite has its own config (api/vitest.config.ts).
import { defineConfig } from 'vitest/config';
import { defineIsolatedVitestProject } from './tooling/vitest-project-config.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      'shared',
      'tooling',
      'shell',
      'mf-*',
      // why: the packages' projects share a module graph per worker; a file that mocks a
      // module runs here, alone (tooling/vitest-project-config.ts ISOLATED_TESTS).
      defineIsolatedVitestProject(['shared', 'shell', 'mf-*']),
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});

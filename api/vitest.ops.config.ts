// The ops suite (api/ops/): real processes of the built api (`api/dist`), HAProxy with
// deploy/haproxy.cfg and a throw-away PostgreSQL cluster, to prove what running several
// processes needs (README.md "Running in production"). Files run one at a time: they
// share the cluster, and their timings (a rolling restart under load) need the cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['ops/**/*.test.ts'],
    globalSetup: ['ops/support/global-setup.ts'],
    setupFiles: ['ops/support/log-gate-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

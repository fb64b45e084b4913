// The api's suite: node environment, shared resolved from its TypeScript sources. Each test
// file builds its own app on a fresh database (see src/testing/test-context.ts).
import { defineConfig } from 'vitest/config';

/**
 * Files whose subject is HTTP, files or processes, not the database: each builds an app on
 * a database for its fixtures, but nothing they assert depends on which database it is.
 * With API_TESTS_DATABASE_ONLY=1 (the PGlite run of `npm test`, scripts/test-all.mjs) they
 * are left out, as the PostgreSQL run beside it runs them; run alone, the suite runs all.
 */
const DATABASE_AGNOSTIC = [
  'src/plugins/answer-deadline.test.ts',
  'src/plugins/early-answer.test.ts',
  'src/plugins/slow-body.test.ts',
  'src/plugins/body-timeout.test.ts',
  'src/plugins/security-headers.test.ts',
  'src/http/body-before-read.test.ts',
  'src/http/body-limit.test.ts',
  'src/routes/static/static-routes.test.ts',
  'src/routes/static/released-areas.test.ts',
  'src/routes/static/first-page.test.ts',
  'src/files/pdf-documents.test.ts',
  'src/files/product-pdf.test.ts',
  'src/files/xlsx-writer.test.ts',
  'src/files/invoice-ubl.test.ts',
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: process.env.API_TESTS_DATABASE_ONLY === '1' ? DATABASE_AGNOSTIC : [],
    // why: in this order: the seeded template's database process runs the built entry.
    globalSetup: ['src/testing/build-entries.ts', 'src/testing/seeded-template.ts'],
    setupFiles: ['src/testing/log-gate-setup.ts'],
    // why: each file builds its own app on its own database, so nothing a test asserts lives
    // in a module's state; re-importing the api's module graph per file was 72-88 s of each
    // suite on CI (7 s shared). The log gate's collector is per test (log-gate-setup.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

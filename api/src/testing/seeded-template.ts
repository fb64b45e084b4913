// Vitest global setup of the api suite: migrates and seeds the demo data once per run, so a
// test file's database is a copy of it (~0.5 s) instead of its own migration and seed
// (~7 s each on PGlite, the suite's largest cost). On PostgreSQL the copy is a database
// made with `TEMPLATE`; on PGlite a dump of the data folder that a new in-memory database
// loads. A test of the migrations or the seed themselves opens an empty database
// (openTestDatabase) and does its own.
// why: the work runs in a child process from build-entries.ts's bundle: a global setup
// is loaded without the `source` condition that resolves @portal/shared from its sources.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminQuery } from './admin-query.js';

/** Where the seeded database is, for openSeededTestDatabase (test-database.ts). */
export const SEEDED_TEMPLATE_ENV = 'PORTAL_TEST_SEEDED_TEMPLATE';

export default async function makeSeededTemplate(): Promise<() => Promise<void>> {
  const entryDir = process.env.PORTAL_ENTRY_DIR;
  if (!entryDir) throw new Error('build-entries.ts must run before seeded-template.ts');
  const folder = mkdtempSync(join(tmpdir(), 'portal-api-seeded-'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(entryDir, 'testing', 'make-seeded-template.js'), folder],
    { env: process.env, maxBuffer: 1024 * 1024 },
  );
  const template = stdout.trim().split('\n').at(-1) ?? '';
  process.env[SEEDED_TEMPLATE_ENV] = template;
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

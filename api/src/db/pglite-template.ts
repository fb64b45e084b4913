// An empty PGlite cluster, made once and copied for every new database. PGlite's initdb
// runs in WebAssembly and briefly needs ~600-850 MB, which would make a portal's first
// start its most memory-hungry moment; loading the template needs ~220 MB. The build
// makes it (make-pglite-template.ts, into dist/); from source (tests, dev) it is made on
// first use into node_modules/.cache. Without one, PGlite runs initdb itself.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { API_ROOT } from '../package-paths.js';

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const FILE_NAME = `pglite-${pgliteVersion()}-template.tar.gz`;

/** Where the build puts the template. */
export const BUILT_TEMPLATE = join(API_ROOT, 'dist', FILE_NAME);
/** Where a template made from source is kept. */
const CACHED_TEMPLATE = join(API_ROOT, 'node_modules', '.cache', 'portal', FILE_NAME);

/** Writes the template of an empty cluster to `file` (atomically). */
export async function makeTemplate(file: string, create: () => Promise<PGlite>): Promise<void> {
  const pglite = await create();
  const tar = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
  renameSync(partial, file);
}

/** The template to load into a new database, or null when there is none (from a build). */
export async function findTemplate(
  create: () => Promise<PGlite>,
  { fromSource }: { fromSource: boolean },
): Promise<Blob | null> {
  if (existsSync(BUILT_TEMPLATE)) return new Blob([readFileSync(BUILT_TEMPLATE)]);
  if (!fromSource) return null;
  if (!existsSync(CACHED_TEMPLATE)) await makeTemplate(CACHED_TEMPLATE, create);
  return new Blob([readFileSync(CACHED_TEMPLATE)]);
}

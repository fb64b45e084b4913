// An empty PGlite cluster, made once and copied for every new database. PGlite's initdb
// runs in WebAssembly and briefly needs ~600-850 MB, which would make a portal's first
// start its most memory-hungry moment; a database process that opens the copied files
// stays near its idle size. The build makes it (make-pglite-template.ts, into dist/);
// without a build (tests, dev) it is made once, on first use, into node_modules/.cache.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { API_ROOT } from '../package-paths.js';
import { PRIVATE_DIR_MODE } from '../service/private-files.js';

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

/** The template to load into a new database (a .tar.gz): the built one, else the cached one. */
export async function findTemplate(create: () => Promise<PGlite>): Promise<Buffer> {
  if (existsSync(BUILT_TEMPLATE)) return readFileSync(BUILT_TEMPLATE);
  if (!existsSync(CACHED_TEMPLATE)) await makeTemplate(CACHED_TEMPLATE, create);
  return readFileSync(CACHED_TEMPLATE);
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Writes the template's files into `folder` (a ustar archive, as PGlite's dumpDataDir
 * makes it). Opening that folder costs PGlite ~100 MB less than loading the archive
 * itself (loadDataDir), and the memory of the database process never shrinks.
 */
export function extractTemplate(template: Buffer, folder: string): void {
  const tar = gunzipSync(template);
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    // why: a database holds everything the portal keeps; its files are the owner's alone
    // (service/private-files.ts), whatever initdb gave the template's.
    const mode = Number.parseInt(field(header, 100, 8).trim() || '0', 8) & PRIVATE_DIR_MODE;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const path = join(folder, normalize(`/${name}`));
    if (type === '5') {
      mkdirSync(path, { recursive: true, mode });
      chmodSync(path, mode);
    } else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      writeFileSync(path, tar.subarray(at + BLOCK, at + BLOCK + size), { mode });
      chmodSync(path, mode);
    } else {
      throw new Error(`Unexpected entry type '${type}' in the PGlite template (${name})`);
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

// The released versions of the areas (README.md "Releasing one area"): one folder per
// release, `RELEASES_DIR/<area>/<version>-<short hash>/`, named by its content and never
// changed once written, so the api can serve an old version's files for as long as a page
// that loaded it may ask for them.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import semver from 'semver';
import { AREA_NAME, RELEASE_FOLDER } from './release-pointers.js';

/** A refusal of the release command: its message is for the release manager. */
export class ReleaseRefused extends Error {}

export function releaseDir(releasesDir: string, area: string, folder: string): string {
  return join(releasesDir, area, folder);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The first 10 hex digits of the SHA-256 of every file's path and bytes under `dir`. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export type TStoredRelease = { folder: string; created: boolean };

/**
 * Moves the finished build `builtDir` (on the same file system, inside RELEASES_DIR) into
 * its release folder. The same bytes released again are the existing release; a folder of
 * that name with other bytes (changed by hand) is never overwritten.
 */
export async function storeRelease(options: {
  releasesDir: string;
  area: string;
  version: string;
  builtDir: string;
}): Promise<TStoredRelease> {
  const { releasesDir, area, version, builtDir } = options;
  if (!AREA_NAME.test(area)) throw new ReleaseRefused(`"${area}" is not an area name.`);
  if (!semver.valid(version)) throw new ReleaseRefused(`"${version}" is not a version.`);
  const folder = `${version}-${await contentHash(builtDir)}`;
  const target = releaseDir(releasesDir, area, folder);
  if (await exists(target)) {
    const existing = await contentHash(target);
    await rm(builtDir, { recursive: true, force: true });
    if (`${version}-${existing}` !== folder) {
      throw new ReleaseRefused(
        `${target} exists with other content than its name says (changed by hand?); ` +
          'it is left as it is and nothing was released.',
      );
    }
    return { folder, created: false };
  }
  await mkdir(join(releasesDir, area), { recursive: true });
  await rename(builtDir, target);
  return { folder, created: true };
}

/** The release folders of `area`, oldest version first. */
export async function releasesOf(releasesDir: string, area: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(join(releasesDir, area));
  } catch {
    return [];
  }
  const folders = names.filter((name) => RELEASE_FOLDER.test(name));
  const versionOf = (folder: string) => RELEASE_FOLDER.exec(folder)?.[1] ?? '0.0.0';
  return folders.sort((a, b) => semver.compare(versionOf(a), versionOf(b)) || a.localeCompare(b));
}

/** The areas that have a folder in RELEASES_DIR. */
export async function releasedAreas(releasesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(releasesDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && AREA_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * The release of `area` that `wanted` names: its folder name (`1.2.0-3f9c0a1b2d`), or a
 * version (`1.2.0`) when exactly one release has it.
 */
export async function findRelease(
  releasesDir: string,
  area: string,
  wanted: string,
): Promise<string> {
  const folders = await releasesOf(releasesDir, area);
  if (folders.includes(wanted)) return wanted;
  const matches = folders.filter((folder) => RELEASE_FOLDER.exec(folder)?.[1] === wanted);
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length > 1) {
    throw new ReleaseRefused(
      `${area} has several releases of version ${wanted}: ${matches.join(', ')}; name one.`,
    );
  }
  const known = folders.length > 0 ? `; released: ${folders.join(', ')}` : '; none released yet';
  throw new ReleaseRefused(`${area} has no release ${wanted}${known}.`);
}

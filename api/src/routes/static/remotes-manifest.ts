// /remotes.json (ARCHITECTURE.md "Runtime configuration"): the remotes whose builds exist (`mf-<name>/dist/remoteEntry.js`), or the file REMOTES_MANIFEST names,
// with each area that has an active release pointed at its version folder (README.md
// "Releasing one area").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZRemotesManifest, type TRemotesManifest } from '@portal/shared/contract';
import {
  activeReleases,
  parsePointers,
  pointersPath,
  RELEASE_FOLDER,
} from '../../releases/release-pointers.js';
import { releaseDir, releasesOf } from '../../releases/release-store.js';
import { readParsedFile } from './file-cache.js';

export type { TRemotesManifest };

export const REMOTE_FOLDER = /^mf-([a-z0-9][a-z0-9-]*)$/;

export function remoteDistDir(buildsRoot: string, name: string): string {
  return join(buildsRoot, `mf-${name}`, 'dist');
}

export function scanRemotes(buildsRoot: string): TRemotesManifest {
  const manifest: TRemotesManifest = {};
  if (!existsSync(buildsRoot)) return manifest;
  for (const folder of readdirSync(buildsRoot).sort()) {
    const name = REMOTE_FOLDER.exec(folder)?.[1];
    if (name && existsSync(join(remoteDistDir(buildsRoot, name), 'remoteEntry.js'))) {
      manifest[name] = { entry: `/mf/${name}/remoteEntry.js` };
    }
  }
  return manifest;
}

export function readRemotesManifest(config: {
  remotesManifestPath: string | null;
  buildsRoot: string;
}): TRemotesManifest {
  if (config.remotesManifestPath) {
    // why: a malformed manifest file fails loudly here instead of in every browser.
    return ZRemotesManifest.parse(JSON.parse(readFileSync(config.remotesManifestPath, 'utf8')));
  }
  return scanRemotes(config.buildsRoot);
}

/** The entry of `area`'s release `folder`, as the api serves it. */
export function releaseEntry(area: string, folder: string): string {
  return `/mf/${area}/${folder}/remoteEntry.js`;
}

/**
 * The manifest the pages get: the deployed remotes, each area with an active release on
 * that release's entry. The pointer file is read again only when it changed (file-cache.ts),
 * so an activation reaches the next page without a restart; an unreadable one is ignored.
 */
export async function servedRemotes(config: {
  remotesManifestPath: string | null;
  buildsRoot: string;
  releasesDir: string;
}): Promise<TRemotesManifest> {
  const remotes = readRemotesManifest(config);
  const pointers = await readParsedFile(pointersPath(config.releasesDir), parsePointers);
  for (const [area, folder] of Object.entries(activeReleases(pointers ?? {}))) {
    remotes[area] = { entry: releaseEntry(area, folder) };
  }
  return remotes;
}

/**
 * Where the file `file` of remote `name` (the path under `/mf/<name>/`) is on disk: in a
 * release folder when its first segment names one (`1.2.0-3f9c0a1b2d/remoteEntry.js`),
 * else in the deployed build, `mf-<name>/dist`.
 */
export function remoteFileLocation(
  config: { buildsRoot: string; releasesDir: string },
  name: string,
  file: string,
): { root: string; file: string } {
  const slash = file.indexOf('/');
  const first = slash < 0 ? '' : file.slice(0, slash);
  if (RELEASE_FOLDER.test(first)) {
    return { root: releaseDir(config.releasesDir, name, first), file: file.slice(slash + 1) };
  }
  return { root: remoteDistDir(config.buildsRoot, name), file };
}

/**
 * What a partner's host asks for at a fixed address of an area: the active release's.
 * Not the import-map entry (`remoteEntry.js`): the portal's own pages name it in the
 * manifest they started with, and a page opened before an activation that opens the area
 * only then must get the build its manifest named, not the new release.
 */
const PARTNER_ENTRY = 'mf-manifest.json';

/**
 * Where to look, in order, for the file `file` of remote `name` (the path under
 * `/mf/<name>/`). A versioned path is its release's. The unversioned address a partner's
 * page loads (`/mf/<name>/mf-manifest.json`) follows the active release as /remotes.json
 * does; the files its federation entry then asks for at unversioned paths are looked for
 * in the deployed build first, then in the releases, the active one first (only on a
 * miss, so the listing costs nothing on the portal's own pages).
 */
export async function remoteFileCandidates(
  config: { buildsRoot: string; releasesDir: string },
  name: string,
  file: string,
): Promise<Array<{ root: string; file: string }>> {
  const location = remoteFileLocation(config, name, file);
  if (location.root !== remoteDistDir(config.buildsRoot, name)) return [location];
  const pointers = await readParsedFile(pointersPath(config.releasesDir), parsePointers);
  const active = activeReleases(pointers ?? {})[name];
  if (!active) return [location];
  const inActive = { root: releaseDir(config.releasesDir, name, active), file };
  if (file === PARTNER_ENTRY) return [inActive];
  const others = (await releasesOf(config.releasesDir, name))
    .reverse()
    .filter((folder) => folder !== active)
    .map((folder) => ({ root: releaseDir(config.releasesDir, name, folder), file }));
  return [location, inActive, ...others];
}

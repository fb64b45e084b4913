// `npm run release -- list` (README.md "Releasing one area"): every area, with what it
// runs now (its active release, or the build the portal was deployed with), that deployed
// build (its version, its entry file, when it was built) and its releases. Every area is
// named, also when nothing was ever released (issue 38: the list said one line then).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AREA_NAME, readPointers } from './release-pointers.js';
import { releasedAreas, releasesOf } from './release-store.js';

export type TListContext = {
  /** The repository: its `mf-<area>` packages. */
  repoRoot: string;
  /** Where the deployed builds are (`<buildsRoot>/mf-<area>/dist`). */
  buildsRoot: string;
  releasesDir: string;
};

const AREA_FOLDER = /^mf-([a-z0-9][a-z0-9-]*)$/;

const ZManifest = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string() }) }),
});
const ZPackage = z.object({ version: z.string() });

/** The areas with a package (`mf-<area>/package.json`) in `root`. */
async function packagedAreas(root: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const areas: string[] = [];
  for (const name of names) {
    const area = AREA_FOLDER.exec(name)?.[1];
    if (area && (await readFile(join(root, name, 'package.json')).catch(() => null))) {
      areas.push(area);
    }
  }
  return areas;
}

async function versionIn(packageDir: string): Promise<string | null> {
  try {
    const text = await readFile(join(packageDir, 'package.json'), 'utf8');
    return ZPackage.parse(JSON.parse(text)).version;
  } catch {
    return null;
  }
}

/** 'yyyy-MM-dd HH:mm UTC'. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What the deployed build of `area` is: its version, entry and build time, or that it is missing. */
export async function deployedBuild(context: TListContext, area: string): Promise<string> {
  const dist = join(context.buildsRoot, `mf-${area}`, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  let entry: string;
  let builtAt: Date;
  try {
    entry = ZManifest.parse(JSON.parse(await readFile(manifestPath, 'utf8'))).metaData.remoteEntry
      .name;
    builtAt = (await stat(manifestPath)).mtime;
  } catch {
    return `none (${dist} holds no build)`;
  }
  // why: the deployed folder's own package says what was built; a bare dist, the repository's.
  const version =
    (await versionIn(join(context.buildsRoot, `mf-${area}`))) ??
    (await versionIn(join(context.repoRoot, `mf-${area}`)));
  return `version ${version ?? 'unknown'}, entry ${entry}, built ${utcMinute(builtAt)} (${dist})`;
}

/** Each area: what it runs, its deployed build and its releases (the active one starred). */
export async function listReleases(context: TListContext): Promise<string[]> {
  const pointers = await readPointers(context.releasesDir);
  const areas = [
    ...new Set([
      ...(await packagedAreas(context.repoRoot)),
      ...(await packagedAreas(context.buildsRoot)),
      ...(await releasedAreas(context.releasesDir)),
      ...Object.keys(pointers),
    ]),
  ]
    .filter((area) => AREA_NAME.test(area))
    .sort();
  if (areas.length === 0) return [`No area found in ${context.repoRoot}.`];
  const lines: string[] = [];
  for (const area of areas) {
    const active = pointers[area]?.active ?? null;
    const releases = await releasesOf(context.releasesDir, area);
    lines.push(`${area}: runs ${active ? `release ${active}` : 'its deployed build'}`);
    lines.push(`  deployed build: ${await deployedBuild(context, area)}`);
    if (releases.length === 0) {
      lines.push('  releases: none');
      continue;
    }
    lines.push('  releases:');
    for (const folder of releases) lines.push(`  ${folder === active ? '*' : ' '} ${folder}`);
  }
  return lines;
}

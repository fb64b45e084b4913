// What `npm run release` does (README.md "Releasing one area"), apart from running the
// build itself, which the CLI passes in (cli/release.ts): release an area into a version
// folder, activate a release, roll back, list. Each answers the lines it prints.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  builtRanges,
  declaredRanges,
  incompatibilities,
  shellVersions,
  type TVersions,
} from './compatibility.js';
import {
  AREA_NAME,
  readPointers,
  withActivated,
  withRolledBack,
  writePointers,
} from './release-pointers.js';
import { findRelease, releaseDir, ReleaseRefused, storeRelease } from './release-store.js';

/** What the release command writes into each release folder beside the build. */
export const RELEASE_INFO_FILE = 'release.json';
const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

const ZReleaseInfo = z.object({
  area: z.string(),
  version: z.string(),
  /** The shared singletons' ranges the build requires of the shell. */
  requires: z.record(z.string(), z.string()),
});

export type TReleaseContext = {
  /** The repository: `mf-<area>/package.json` and `shared/package.json`. */
  repoRoot: string;
  /** Where the deployed shell is (`<buildsRoot>/shell`), whose versions a release must fit. */
  buildsRoot: string;
  releasesDir: string;
};

/** Builds `area` from its package into the empty folder `outDir` (both builds). */
export type TBuildArea = (area: string, outDir: string) => Promise<void>;

const ZPackage = z.object({ version: z.string() });

async function packageVersion(path: string): Promise<string> {
  return ZPackage.parse(JSON.parse(await readFile(path, 'utf8'))).version;
}

function refuseIncompatible(area: string, problems: string[], when: string): void {
  if (problems.length === 0) return;
  throw new ReleaseRefused(
    [
      `${area} was refused ${when}: its shared libraries do not fit the deployed shell.`,
      ...problems.map((problem) => `  - ${problem}`),
      'Build the area against the versions the shell gives, or deploy a shell that gives these.',
    ].join('\n'),
  );
}

function packageJsonOf(context: TReleaseContext, area: string): string {
  return join(context.repoRoot, `mf-${area}`, 'package.json');
}

async function checkArea(context: TReleaseContext, area: string): Promise<void> {
  const exists = await readFile(packageJsonOf(context, area)).then(
    () => true,
    () => false,
  );
  if (!AREA_NAME.test(area) || !exists) {
    throw new ReleaseRefused(`There is no area "${area}" (no mf-${area}/package.json).`);
  }
}

/** Builds `area` and keeps the build as a new release folder (not active yet). */
export async function releaseArea(
  context: TReleaseContext,
  area: string,
  build: TBuildArea,
): Promise<string[]> {
  await checkArea(context, area);
  const provided = await shellVersions(context.buildsRoot);
  // why: a package that declares another major version is refused before a minute of build.
  refuseIncompatible(
    area,
    incompatibilities(await declaredRanges(packageJsonOf(context, area)), provided),
    'before its build',
  );
  const version = await packageVersion(packageJsonOf(context, area));
  await mkdir(join(context.releasesDir, area), { recursive: true });
  // why: inside RELEASES_DIR, so the finished build is renamed into place, never copied.
  const builtDir = await mkdtemp(join(context.releasesDir, area, '.build-'));
  try {
    await build(area, builtDir);
    const manifest = await readFile(join(builtDir, FEDERATION_MANIFEST_FILE), 'utf8');
    const requires: TVersions = {
      ...builtRanges(manifest),
      '@portal/shared': `^${await packageVersion(join(context.repoRoot, 'shared', 'package.json'))}`,
    };
    refuseIncompatible(area, incompatibilities(requires, provided), 'after its build');
    const info = ZReleaseInfo.parse({ area, version, requires });
    await writeFile(join(builtDir, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    const { folder, created } = await storeRelease({
      releasesDir: context.releasesDir,
      area,
      version,
      builtDir,
    });
    const where = releaseDir(context.releasesDir, area, folder);
    return [
      created
        ? `Released ${area} ${folder} into ${where} (not active yet).`
        : `${area} ${folder} was already released with these exact files (${where}).`,
      `Activate it: npm run release -- ${area} --activate ${folder}`,
    ];
  } finally {
    await rm(builtDir, { recursive: true, force: true });
  }
}

async function requiredRanges(context: TReleaseContext, area: string, folder: string) {
  const path = join(releaseDir(context.releasesDir, area, folder), RELEASE_INFO_FILE);
  try {
    return ZReleaseInfo.parse(JSON.parse(await readFile(path, 'utf8'))).requires;
  } catch {
    throw new ReleaseRefused(`${path} is missing or unreadable: not made by this command.`);
  }
}

/** Points `area` at its release `wanted` (folder or version), if it fits the shell. */
export async function activateRelease(
  context: TReleaseContext,
  area: string,
  wanted: string,
): Promise<string[]> {
  const folder = await findRelease(context.releasesDir, area, wanted);
  // why: the shell may have been deployed again since the release was made.
  refuseIncompatible(
    area,
    incompatibilities(
      await requiredRanges(context, area, folder),
      await shellVersions(context.buildsRoot),
    ),
    'activation',
  );
  const pointers = await readPointers(context.releasesDir);
  if (pointers[area]?.active === folder) return [`${area} ${folder} is already active.`];
  await writePointers(context.releasesDir, withActivated(pointers, area, folder));
  return [`${area} is now ${folder}: pages opened from now on load it.`];
}

const DEPLOYED_BUILD = `the deployed build (mf-<area>/dist)`;

/** Returns `area` to the release active before the current one. */
export async function rollbackRelease(context: TReleaseContext, area: string): Promise<string[]> {
  const pointers = await readPointers(context.releasesDir);
  const rolledBack = withRolledBack(pointers, area);
  if (!rolledBack) throw new ReleaseRefused(`${area} has no earlier active release to return to.`);
  await writePointers(context.releasesDir, rolledBack);
  const active = rolledBack[area]?.active ?? DEPLOYED_BUILD.replace('<area>', area);
  return [`${area} is back on ${active}: pages opened from now on load it.`];
}

export { listReleases } from './release-list.js';

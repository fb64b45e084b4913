// The release command's logic on a temporary repository, with a build that writes a few
// files instead of running vite (the real build is proven by e2e/tests/release/).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateRelease,
  listReleases,
  releaseArea,
  rollbackRelease,
  type TBuildArea,
  type TReleaseContext,
} from './release-commands.js';
import { POINTERS_FILE, readPointers } from './release-pointers.js';
import { contentHash } from './release-store.js';

/** What the deployed shell's build wrote it gives (share-versions.json). */
const SHELL_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@tanstack/react-query': '5.108.0',
  '@portal/shared': '1.1.1',
};

let root: string;
let context: TReleaseContext;

function put(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const json = (value: unknown) => JSON.stringify(value);

/** A federation manifest that requires `react` at `range`. */
const federationManifest = (range: string) =>
  json({
    shared: [
      { name: 'react', requiredVersion: range },
      { name: 'react/jsx-runtime', requiredVersion: range },
      { name: '@tanstack/react-query', requiredVersion: '^5.100.0' },
    ],
  });

/** A build whose entry says `text`, requiring react at `range`. */
function buildOf(text: string, range = '^19.1.0'): TBuildArea {
  return async (_area, outDir) => {
    writeFileSync(join(outDir, 'remoteEntry.js'), `export const text = ${json(text)};`);
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'page-Ab12Cd34.js'), 'export default 1;');
    writeFileSync(join(outDir, 'mf-manifest.json'), federationManifest(range));
  };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-release-'));
  put('shell/dist/share-versions.json', json(SHELL_VERSIONS));
  put('shared/package.json', json({ name: '@portal/shared', version: '1.1.1' }));
  put(
    'mf-management/package.json',
    json({ version: '1.2.0', dependencies: { react: '^19.3.1', '@portal/shared': 'workspace:*' } }),
  );
  context = { repoRoot: root, buildsRoot: root, releasesDir: join(root, 'releases') };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const areaDir = () => join(context.releasesDir, 'management');
const folders = () => readdirSync(areaDir()).sort();

describe('releasing an area', () => {
  it('keeps the build in <version>-<hash of its files>, with what it requires, not active', async () => {
    const lines = await releaseArea(context, 'management', buildOf('Facturen'));
    const [folder] = folders();
    expect(folder).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(folder?.slice(6)).toBe(await contentHash(join(areaDir(), folder ?? '')));
    expect(lines[0]).toContain(`Released management ${folder}`);
    const info = JSON.parse(await readFile(join(areaDir(), folder ?? '', 'release.json'), 'utf8'));
    expect(info.requires).toEqual({
      react: '^19.1.0',
      '@tanstack/react-query': '^5.100.0',
      '@portal/shared': '^1.1.1',
    });
    expect(await readPointers(context.releasesDir)).toEqual({});
  });

  it('is the same release for the same bytes, and a new folder for other bytes', async () => {
    await releaseArea(context, 'management', buildOf('Facturen'));
    const again = await releaseArea(context, 'management', buildOf('Facturen'));
    expect(again[0]).toContain('already released');
    await releaseArea(context, 'management', buildOf('Facturen (nieuw)'));
    expect(folders()).toHaveLength(2);
  });

  it('never overwrites a release folder whose files were changed', async () => {
    await releaseArea(context, 'management', buildOf('Facturen'));
    const [folder] = folders();
    const entry = join(areaDir(), folder ?? '', 'remoteEntry.js');
    writeFileSync(entry, 'export const text = "met de hand";');
    await expect(releaseArea(context, 'management', buildOf('Facturen'))).rejects.toThrow(
      /other content than its name says/,
    );
    expect(await readFile(entry, 'utf8')).toBe('export const text = "met de hand";');
    expect(folders()).toEqual([folder]);
  });

  it('refuses to release without a built shell to check against', async () => {
    rmSync(join(root, 'shell'), { recursive: true });
    await expect(releaseArea(context, 'management', buildOf('Facturen'))).rejects.toThrow(
      'share-versions.json is missing or unreadable: build the shell first',
    );
  });

  it('refuses an area that does not exist', async () => {
    await expect(releaseArea(context, 'kassa', buildOf('x'))).rejects.toThrow(
      'There is no area "kassa"',
    );
  });

  it('leaves no half build behind when the build fails', async () => {
    const failing: TBuildArea = async () => {
      throw new Error('vite failed');
    };
    await expect(releaseArea(context, 'management', failing)).rejects.toThrow('vite failed');
    expect(folders()).toEqual([]);
  });
});

describe('refusing a remote that does not fit the deployed shell', () => {
  it('refuses a package that declares another major react before building it', async () => {
    put(
      'mf-management/package.json',
      json({ version: '1.2.0', dependencies: { react: '^18.3.1' } }),
    );
    const build = vi.fn(buildOf('Facturen'));
    await expect(releaseArea(context, 'management', build)).rejects.toThrow(
      'management was refused before its build: its shared libraries do not fit the deployed shell.\n' +
        '  - react ^18.3.1: the deployed shell gives react 19.3.1',
    );
    expect(build).not.toHaveBeenCalled();
  });

  it('refuses a build that requires another major react, and keeps nothing of it', async () => {
    await expect(
      releaseArea(context, 'management', buildOf('Facturen', '^18.2.0')),
    ).rejects.toThrow('react ^18.2.0: the deployed shell gives react 19.3.1');
    expect(folders()).toEqual([]);
  });

  it('refuses to activate a release the shell deployed since no longer fits', async () => {
    await releaseArea(context, 'management', buildOf('Facturen'));
    put('shell/dist/share-versions.json', json({ ...SHELL_VERSIONS, react: '20.0.0' }));
    await expect(activateRelease(context, 'management', '1.2.0')).rejects.toThrow(
      'management was refused activation',
    );
    expect(await readPointers(context.releasesDir)).toEqual({});
  });
});

describe('activating and rolling back', () => {
  it('activates by version, rolls back to the one before, then to the deployed build', async () => {
    await releaseArea(context, 'management', buildOf('Facturen'));
    put('mf-management/package.json', json({ version: '1.3.0' }));
    await releaseArea(context, 'management', buildOf('Facturen (nieuw)'));
    const [first, second] = folders();

    await activateRelease(context, 'management', '1.2.0');
    await activateRelease(context, 'management', second ?? '');
    expect((await readPointers(context.releasesDir)).management?.active).toBe(second);
    expect(await listReleases(context)).toEqual([
      `management: runs release ${second}`,
      `  deployed build: none (${join(root, 'mf-management', 'dist')} holds no build)`,
      '  releases:',
      `    ${first}`,
      `  * ${second}`,
    ]);

    expect(await rollbackRelease(context, 'management')).toEqual([
      `management is back on ${first}: pages opened from now on load it.`,
    ]);
    await rollbackRelease(context, 'management');
    expect((await readPointers(context.releasesDir)).management?.active).toBeNull();
    await expect(rollbackRelease(context, 'management')).rejects.toThrow(
      'management has no earlier active release to return to.',
    );
    // why: the pointers are replaced by a rename; no temporary file stays beside them.
    expect(
      readdirSync(context.releasesDir).filter((name) => name.startsWith(POINTERS_FILE)),
    ).toEqual([POINTERS_FILE]);
  });

  it('names the releases when a version is unknown', async () => {
    await releaseArea(context, 'management', buildOf('Facturen'));
    await expect(activateRelease(context, 'management', '9.9.9')).rejects.toThrow(
      /management has no release 9\.9\.9; released: 1\.2\.0-[0-9a-f]{10}\./,
    );
    expect(existsSync(join(context.releasesDir, POINTERS_FILE))).toBe(false);
  });

  it('names every area with nothing released: its deployed build, its version, no releases (issue 38)', async () => {
    put('mf-articles/package.json', json({ version: '1.1.1' }));
    put(
      'mf-articles/dist/mf-manifest.json',
      json({ metaData: { remoteEntry: { name: 'federation/remoteEntry-hRsIakHH.js' } } }),
    );
    const built = new Date('2026-12-02T09:41:30Z');
    utimesSync(join(root, 'mf-articles', 'dist', 'mf-manifest.json'), built, built);
    expect(await listReleases(context)).toEqual([
      'articles: runs its deployed build',
      `  deployed build: version 1.1.1, entry federation/remoteEntry-hRsIakHH.js, built 2026-12-02 09:41 UTC (${join(root, 'mf-articles', 'dist')})`,
      '  releases: none',
      'management: runs its deployed build',
      `  deployed build: none (${join(root, 'mf-management', 'dist')} holds no build)`,
      '  releases: none',
    ]);
  });
});

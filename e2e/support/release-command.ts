// The release command's test (tests/release/): a portal of its own on the repository's
// builds with a RELEASES_DIR of its own, the real `npm run release` run against that
// folder, and a fingerprint of the deployed builds to show they were left alone.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOwnApi } from './release-server';
import { RELEASED_AREA_PORT, REPO_ROOT } from './servers';

export type TReleasePortal = {
  url: string;
  releasesDir: string;
  /** `npm run release -- <args>` on this portal's RELEASES_DIR: its exit code and output. */
  release: (...args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;
  stop: () => Promise<void>;
};

export async function startReleasePortal(): Promise<TReleasePortal> {
  const releasesDir = mkdtempSync(join(tmpdir(), 'portal-releases-'));
  const api = await startOwnApi('released-area', RELEASED_AREA_PORT, [
    `RELEASES_DIR=${releasesDir}`,
  ]);
  return {
    url: api.url,
    releasesDir,
    release: async (...args) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          [join(REPO_ROOT, 'scripts', 'portal.mjs'), 'release', ...args],
          // why: a build that hangs fails the test instead of outliving it.
          { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: releasesDir }, timeout: 150_000 },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
      }
    },
    stop: async () => {
      await api.stop();
      rmSync(releasesDir, { recursive: true, force: true });
    },
  };
}

/** Every file of the deployed builds (`shell/dist`, `mf-*\/dist`): its hash and mtime. */
export function deployedBuilds(): Record<string, string> {
  const prints: Record<string, string> = {};
  const folders = readdirSync(REPO_ROOT).filter((name) => name === 'shell' || /^mf-/.test(name));
  for (const folder of folders) {
    const dist = join(REPO_ROOT, folder, 'dist');
    let files: string[];
    try {
      files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const file of files) {
      const path = join(dist, file);
      const info = statSync(path);
      if (!info.isFile()) continue;
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
      prints[`${folder}/dist/${file}`] = `${hash} ${info.mtimeMs}`;
    }
  }
  return prints;
}

/**
 * Runs `change` with the file `path` (relative to the repository) holding `patched`
 * instead of its text, and puts the text back whatever happens.
 */
export async function withPatchedFile<T>(
  path: string,
  patch: (text: string) => string,
  change: () => Promise<T>,
): Promise<T> {
  const file = join(REPO_ROOT, path);
  const original = readFileSync(file, 'utf8');
  const patched = patch(original);
  if (patched === original) throw new Error(`the patch does not apply to ${path}`);
  writeFileSync(file, patched);
  try {
    return await change();
  } finally {
    writeFileSync(file, original);
  }
}

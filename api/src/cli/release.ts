// `npm run release -- <area> | <area> --activate <version> | <area> --rollback | list`
// (README.md "Releasing one area"): releases one area without building the shell or any
// other area. RELEASES_DIR and BUILDS_ROOT as the api reads them (config.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { FolderLockedError, lockFolder } from '../db/data-dir-lock.js';
import { REPO_ROOT } from '../package-paths.js';
import {
  activateRelease,
  listReleases,
  releaseArea,
  rollbackRelease,
  type TReleaseContext,
} from '../releases/release-commands.js';
import { ReleaseRefused } from '../releases/release-store.js';

const USAGE = `Usage: npm run release -- <command>

  <area>                      build the area (mf-<area>) into RELEASES_DIR/<area>/<version>-<hash>/
  <area> --activate <version> serve that release from now on (a version or a folder name)
  <area> --rollback           return to the release active before
  list                        each area's active and available releases

RELEASES_DIR: where releases and the active pointers live (default <repo>/releases).`;

/** The pinned pnpm of the repository (scripts/portal.mjs), else the one on PATH. */
const PNPM = ((bin) => (existsSync(bin) ? bin : 'pnpm'))(
  join(REPO_ROOT, '.tools', 'node_modules', '.bin', 'pnpm'),
);

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // why: the build's own output goes to stderr, so stdout holds only the command's answer.
    const child = spawn(PNPM, args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed (${code})`)),
    );
  });
}

/** Both builds of the area (its package's `build`), into `outDir` instead of its dist. */
async function buildArea(area: string, outDir: string): Promise<void> {
  await run(['--filter', '@portal/shared', 'run', 'build']);
  const vite = ['--filter', `@portal/mf-${area}`, 'exec', 'vite', 'build', '--outDir', outDir];
  await run([...vite, '--emptyOutDir']);
  await run([...vite, '--mode', 'federation']);
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      activate: { type: 'string' },
      rollback: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help || rest.length > 0 || (values.activate && values.rollback)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = readConfig();
  const context: TReleaseContext = {
    repoRoot: REPO_ROOT,
    buildsRoot: config.buildsRoot,
    releasesDir: config.releasesDir,
  };
  if (command === 'list') {
    console.log((await listReleases(context)).join('\n'));
    return 0;
  }
  // why: two release commands at once would race on the pointers and on shared/dist.
  let unlock;
  try {
    unlock = lockFolder(config.releasesDir, 'release.lock');
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new ReleaseRefused(
      `Another release command (process ${error.ownerPid}) is working in ${config.releasesDir}; run this one when it has finished.`,
    );
  }
  let lines: string[];
  try {
    if (values.activate) lines = await activateRelease(context, command, values.activate);
    else if (values.rollback) lines = await rollbackRelease(context, command);
    else lines = await releaseArea(context, command, buildArea);
  } finally {
    unlock();
  }
  console.log(lines.join('\n'));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ReleaseRefused ? error.message : error);
    process.exit(1);
  },
);

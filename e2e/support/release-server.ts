// A portal of its own for the test of releasing an area while a user is online (issue 29):
// the built api on a builds folder of the test's own, where one area's build can be
// replaced and /remotes.json switched to another folder, as a release does, without
// touching the builds the other tests' servers serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_SERVER_PORT, REPO_ROOT } from './servers';

export type TReleaseServer = {
  url: string;
  /** The folder of builds this server serves (`shell`, `mf-<name>/dist`). */
  buildsRoot: string;
  /** Writes /remotes.json: remote name to entry URL. */
  setRemotes: (entries: Record<string, string>) => void;
  /** Copies the built area `from` into `mf-<to>/dist` of this server's builds. */
  copyArea: (from: string, to: string) => string;
  stop: () => Promise<void>;
};

/** The remotes of the repository's build: their names and entries under /mf/. */
function builtRemotes(): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const folder of readdirSync(REPO_ROOT)) {
    const name = /^mf-([a-z0-9-]+)$/.exec(folder)?.[1];
    if (name) remotes[name] = `/mf/${name}/remoteEntry.js`;
  }
  return remotes;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the release server stopped (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the release server did not start within 90 s');
}

/** A portal of a test's own: the built api as `name` on `port` (start-api.mjs). */
export type TOwnApi = { url: string; stop: () => Promise<void> };

/** Starts the built api (start-api.mjs) with `env` (`KEY=VALUE`) and waits until it answers. */
export async function startOwnApi(name: string, port: number, env: string[]): Promise<TOwnApi> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'e2e', 'support', 'start-api.mjs'), name, String(port), ...env],
    { stdio: 'ignore' },
  );
  await waitUntilUp(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export async function startReleaseServer(): Promise<TReleaseServer> {
  const buildsRoot = mkdtempSync(join(tmpdir(), 'portal-release-'));
  for (const folder of readdirSync(REPO_ROOT)) {
    if (folder === 'shell' || /^mf-[a-z0-9-]+$/.test(folder)) {
      symlinkSync(join(REPO_ROOT, folder), join(buildsRoot, folder));
    }
  }
  const manifest = join(buildsRoot, 'remotes.json');
  const setRemotes = (entries: Record<string, string>) =>
    writeFileSync(
      manifest,
      JSON.stringify(
        Object.fromEntries(Object.entries(entries).map(([k, entry]) => [k, { entry }])),
      ),
    );
  setRemotes(builtRemotes());
  const api = await startOwnApi('release', RELEASE_SERVER_PORT, [
    `BUILDS_ROOT=${buildsRoot}`,
    `REMOTES_MANIFEST=${manifest}`,
  ]);
  return {
    url: api.url,
    buildsRoot,
    setRemotes,
    copyArea: (from, to) => {
      const dist = join(buildsRoot, `mf-${to}`, 'dist');
      cpSync(join(REPO_ROOT, `mf-${from}`, 'dist'), dist, { recursive: true });
      return dist;
    },
    stop: async () => {
      await api.stop();
      rmSync(buildsRoot, { recursive: true, force: true });
    },
  };
}

// `npm start` ends in the wrapper serving the built api (`node scripts/portal.mjs serve`,
// README.md "Running in production"): a stop signal to the wrapper, what a supervisor or
// a terminal sends to `npm start`, stops the api it started (and the api its database
// process); the wrapper exits with the api, no process of it remains and the port is free
// for the next start.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/postgres-cluster.mjs';
import { newDatabase } from './support/databases.js';
import { watchLog } from './support/log-gate.js';
import { REPO_ROOT } from './support/paths.js';
import { sleep } from './support/processes.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every process below `pid` (its children, theirs, ...). */
function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child = 0, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a new server can listen on `port` (nothing holds it any more). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function serveThroughWrapper(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-ops-wrapper-'));
  folders.push(dataDir);
  const { DATABASE_URL: _own, ...inherited } = process.env;
  const wrapper = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'portal.mjs'), 'serve'], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RELEASES_DIR: join(dataDir, 'releases'),
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [wrapper.stdout, wrapper.stderr]) {
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
  }
  watchLog('wrapper', lines);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    wrapper.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (wrapper.exitCode !== null || Date.now() > deadline) {
      wrapper.kill('SIGKILL');
      throw new Error(`the wrapper's api did not get ready:\n${lines.join('\n')}`);
    }
    await sleep(100);
  }
  return { wrapper, exited, port, lines };
}

describe('the wrapper of npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s on to the api and exits with it, leaving no process and a free port',
    { timeout: 90_000 },
    async (signal) => {
      // why: PostgreSQL starts in seconds; that the api stops its embedded database process
      // on the signal is embedded-database.test.ts's.
      const databaseUrl = await newDatabase(inject('clusterUrl'));
      const { wrapper, exited, port, lines } = await serveThroughWrapper({
        DATABASE_URL: databaseUrl,
      });
      const pid = wrapper.pid ?? 0;
      const below = descendantsOf(pid);
      expect(below.length).toBeGreaterThan(0);
      wrapper.kill(signal);
      expect(await exited, lines.join('\n')).toEqual({ code: 0, signal: null });
      expect(below.filter(isRunning)).toEqual([]);
      expect(await isFree(port)).toBe(true);
    },
  );
});

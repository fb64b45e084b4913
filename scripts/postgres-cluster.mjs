// A throw-away PostgreSQL cluster: initdb in a temp folder, a server on 127.0.0.1 at a free
// port (trust auth, sockets in the temp folder, fsync off). Used by with-postgres.mjs and the
// benchmarks. stop() stops the server and removes the folder; call it on every exit path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `No PostgreSQL server found under ${base}/<version>/bin (apt-get install postgresql).`,
    );
  }
  versions.sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  return join(base, versions.at(-1), 'bin');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;
const hasRunuser = spawnSync('sh', ['-c', 'command -v runuser'], { stdio: 'ignore' }).status === 0;
const quote = (arg) => `'${String(arg).replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL tool; as root through the postgres user, which PostgreSQL requires. */
function runTool(bin, args, { quiet = false } = {}) {
  const [cmd, argv] = !isRoot
    ? [bin, args]
    : hasRunuser
      ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
      : ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map(quote).join(' ')]];
  const result = spawnSync(cmd, argv, { stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'inherit'] });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Stops a cluster's server (fast: connections are ended), keeping its data (an outage test). */
export function pausePostgres({ binDir, dataDir }) {
  const code = runTool(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], {
    quiet: true,
  });
  if (code !== 0) throw new Error('The PostgreSQL server did not stop.');
}

/** Starts a paused cluster's server again, on the same port. */
export function resumePostgres({ binDir, dataDir, logFile, serverOptions }) {
  const code = runTool(
    join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', 'start'],
    { quiet: true },
  );
  if (code !== 0) throw new Error('The PostgreSQL server did not start again.');
}

/**
 * Starts a cluster; resolves { url, version, binDir, control, pid(), stop(), pause(), resume() }. `quiet` hides initdb's output.
 * On failure the folder is removed and the error carries the server log.
 */
export async function startPostgresCluster({ quiet = false, settings = [] } = {}) {
  const binDir = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      runTool(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const fail = (message) => {
    const log = existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8')}` : '';
    stop();
    throw new Error(`${message}${log}`);
  };
  if (isRoot) {
    const chown = spawnSync('chown', ['-R', 'postgres:postgres', dir], { stdio: 'inherit' });
    if (chown.status !== 0) fail(`Could not give ${dir} to the postgres user.`);
  }
  const initdb = runTool(
    join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { quiet },
  );
  if (initdb !== 0) fail('initdb failed.');
  const port = await freePort();
  const serverOptions = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=300',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  started = true;
  const start = runTool(
    join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', 'start'],
    { quiet },
  );
  if (start !== 0) fail('The PostgreSQL server did not start.');
  const pid = () => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: binDir.split('/').at(-2),
    binDir,
    pid,
    stop,
    /** Plain data for pausePostgres and resumePostgres in another process (a test worker). */
    control: { binDir, dataDir, logFile, serverOptions },
    pause: () => pausePostgres({ binDir, dataDir }),
    resume: () => resumePostgres({ binDir, dataDir, logFile, serverOptions }),
  };
}

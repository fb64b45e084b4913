// Starts the built portal (api/dist/main.js) on 127.0.0.1 at a free port with its own
// DATA_DIR (PGlite) or a DATABASE_URL, for the benchmarks: waits until it answers, finds its
// database process, samples the memory of both, and stops it (also when the benchmark dies).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/postgres-cluster.mjs';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');

const running = new Set();
// Last resort: never leave a server behind.
process.on('exit', () => {
  for (const server of running) server.killNow();
});

export function assertBuilt() {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: build first (npm run build, or ` +
        '`pnpm --filter @portal/shared run build && pnpm --filter @portal/api run build`)',
    );
  }
}

/** VmRSS and VmHWM (peak) of a process in MB, or null when it is gone. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    const memory = { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
    // why: a process that is exiting has a status file without memory lines.
    return Number.isFinite(memory.rssMb) && Number.isFinite(memory.peakMb) ? memory : null;
  } catch {
    return null;
  }
}

/** The pids of every process below `pid` (children, their children, ...), from /proc. */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [child, parent] of parents) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * Starts the portal. `dataDir` reuses a folder (a restart); `databaseUrl` uses PostgreSQL.
 * Resolves when /config.json answers; the memory of api + database process is sampled
 * every 50 ms from the start (peakSumMb), so short peaks are seen too.
 */
export async function startPortal({ dataDir, databaseUrl, startupMs = 180_000 } = {}) {
  const ownsDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };
  // why: no mail may leave the machine from a benchmark; without it mails go to the outbox.
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const began = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = false;
  // why: a portal that ends under load is a finding (issue 35), not only a refused probe:
  // what it printed last says why.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `the portal on ${baseUrl} ended by itself (code ${code}, signal ${signal}); its last output:\n` +
        output.join(''),
    );
  });

  let dbPid = null;
  const dbPeaks = new Map();
  // why: the portal may replace its database process (after loading the demo data), so
  // the pid is read again whenever the known one is gone.
  const findDbPid = () => {
    if (databaseUrl) return null;
    if (dbPid && processMemory(dbPid)) return dbPid;
    try {
      dbPid = JSON.parse(readFileSync(join(dir, 'db', 'portal.socket'), 'utf8')).pid;
    } catch {
      // not started yet
    }
    return dbPid;
  };
  /**
   * RSS now; `db.peakMb` is the highest of every database process this portal ran;
   * `sumMb` counts every process of the portal (the api and all it started: the database
   * process, the demo data loader on a first start and its own database process).
   */
  const memory = () => {
    const api = processMemory(child.pid);
    const db = findDbPid() ? processMemory(dbPid) : null;
    if (db) dbPeaks.set(dbPid, db.peakMb);
    const dbAll = db ? { ...db, peakMb: Math.max(...dbPeaks.values()) } : null;
    const others = descendants(child.pid).reduce(
      (sum, pid) => sum + (processMemory(pid)?.rssMb ?? 0),
      0,
    );
    return { api, db: dbAll, sumMb: (api?.rssMb ?? 0) + others };
  };
  let peakSumMb = 0;
  const sampler = setInterval(() => {
    peakSumMb = Math.max(peakSumMb, memory().sumMb);
  }, 50);
  sampler.unref();

  const server = {
    baseUrl,
    dataDir: dir,
    pid: child.pid,
    output,
    get dbPid() {
      return findDbPid();
    },
    /** Socket folder of the PGlite database process (pg host), or null on PostgreSQL. */
    get socketDir() {
      if (databaseUrl) return null;
      return JSON.parse(readFileSync(join(dir, 'db', 'portal.socket'), 'utf8')).socketDir;
    },
    memory,
    /** The highest api + database RSS sum seen since the start or the last reset. */
    peakSumMb: () => Math.max(peakSumMb, memory().sumMb),
    resetPeak() {
      peakSumMb = memory().sumMb;
    },
    startMs: 0,
    killNow() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (dbPid) {
        try {
          process.kill(dbPid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    },
    async stop({ keepData = false } = {}) {
      stopping = true;
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timedOut = await Promise.race([
          exited.then(() => false),
          new Promise((resolve) => setTimeout(() => resolve(true), 20_000).unref()),
        ]);
        if (timedOut) server.killNow();
        await exited;
      }
      // why: the database process stops after the api (its channel closes) and may still
      // write its folder; removing the folder under it fails with ENOTEMPTY.
      const dbGone = Date.now() + 15_000;
      while (dbPid && processMemory(dbPid) && Date.now() < dbGone) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (dbPid && processMemory(dbPid)) server.killNow();
      running.delete(server);
      if (ownsDir && !keepData) {
        rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(`The portal stopped during start-up:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/config.json`, {
        signal: AbortSignal.timeout(1_000),
      });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`No answer on /config.json within ${startupMs} ms:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.startMs = Math.round(performance.now() - began);
  return server;
}

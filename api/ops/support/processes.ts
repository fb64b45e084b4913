// Real processes for the ops suite: api processes from the built api/dist/main.js and
// HAProxy with deploy/haproxy.cfg, each on 127.0.0.1 at a free port, with their output
// kept for the test (and shown when one fails to start).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { watchLog } from './log-gate.js';
import { API_MAIN, DEPLOY_DIR } from './paths.js';

/** Debian's HAProxy (scripts/ensure-test-tools.mjs installs it), else one on the PATH. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TExit = { code: number | null; signal: NodeJS.Signals | null };

export type TProcess = {
  child: ChildProcess;
  /** Every line the process wrote (stdout and stderr). */
  lines: string[];
  exited: Promise<TExit>;
  /** Sends `signal` and answers how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<TExit>;
};

function track(child: ChildProcess): TProcess {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<TExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export type TApi = TProcess & { name: string; port: number; url: string; metricsPort: number };

export type TApiOptions = {
  name: string;
  /** PostgreSQL; without it the api runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Wait until /readyz answers 200 (default), or only until it listens. */
  waitReady?: boolean;
  /** How long it may take to get there (60 s; loading the demo data into PGlite takes longer on a busy machine). */
  readyWithinMs?: number;
};

/** Starts `node api/dist/main.js` and waits until it is ready (or throws with its output). */
export async function startApi(options: TApiOptions): Promise<TApi> {
  const port = options.port ?? (await freePort());
  const metricsPort = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-ops-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // why: never the developer's own releases/ (balanced.test.ts passes a shared one).
    RELEASES_DIR: join(dataDir, 'releases'),
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: '1',
    SHUTDOWN_GRACE_SECONDS: '10',
    METRICS_PORT: String(metricsPort),
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tracked = track(child);
  watchLog(options.name, tracked.lines);
  const api: TApi = {
    ...tracked,
    name: options.name,
    port,
    url: `http://127.0.0.1:${port}`,
    metricsPort,
  };
  const wanted = options.waitReady === false ? '/healthz' : '/readyz';
  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited (${child.exitCode}):\n${api.lines.join('\n')}`);
    }
    const status = await fetch(`${api.url}${wanted}`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return api;
    if (Date.now() > deadline) {
      await api.stop('SIGKILL');
      throw new Error(`${options.name} did not get ready:\n${api.lines.join('\n')}`);
    }
    await sleep(100);
  }
}

/** Waits until `check` passes (log lines arrive a moment after the answers). */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
}

/** The JSON lines an api logged (its start-up messages are plain text and left out). */
export function logEntries(api: TProcess): Record<string, unknown>[] {
  return api.lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

export type THaproxy = TProcess & {
  url: string;
  /** The status HAProxy gives each api server ('UP', 'DOWN', 'MAINT', ...), by name. */
  servers(): Promise<Record<string, string>>;
  /** Waits until every server named has `status` (e.g. both 'UP'). */
  waitFor(status: Record<string, string>, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/** Asks HAProxy's admin socket `command`; answers its output. */
function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    let output = '';
    connection.on('data', (chunk) => (output += chunk.toString('utf8')));
    connection.on('end', () => resolve(output));
    connection.on('error', reject);
    connection.write(`${command}\n`);
  });
}

/**
 * Starts HAProxy with deploy/haproxy.cfg in front of `apis` (api1, api2, in that order),
 * plus a file of the test's own that only adds an admin socket to read the servers' states.
 */
export async function startHaproxy(apis: { port: number }[]): Promise<THaproxy> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  const socket = join(folder, 'admin.sock');
  const extra = join(folder, 'test.cfg');
  writeFileSync(extra, `global\n    stats socket ${socket} mode 600 level admin\n`);
  const port = await freePort();
  const child = spawn(HAPROXY, ['-db', '-f', join(DEPLOY_DIR, 'haproxy.cfg'), '-f', extra], {
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${port}`,
      PORTAL_API_1: `127.0.0.1:${apis[0]?.port}`,
      PORTAL_API_2: `127.0.0.1:${apis[1]?.port}`,
      PORTAL_CHECK_INTER: '200ms',
      PORTAL_DEPLOY_DIR: DEPLOY_DIR,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track(child);
  const servers = async () => {
    const csv = await askSocket(socket, 'show stat');
    const [head = '', ...rows] = csv.split('\n');
    const columns = head.replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[0] === 'api' && /^api\d$/.test(cells[name] ?? ''))
        .map((cells) => [cells[name], cells[status]]),
    ) as Record<string, string>;
  };
  const haproxy: THaproxy = {
    ...tracked,
    url: `http://127.0.0.1:${port}`,
    servers,
    async waitFor(wanted, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const now = await servers().catch(() => ({}) as Record<string, string>);
        if (Object.entries(wanted).every(([server, state]) => now[server] === state)) return;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(
            `HAProxy's servers are ${JSON.stringify(now)}, not ${JSON.stringify(wanted)}:\n` +
              tracked.lines.join('\n'),
          );
        }
        await sleep(50);
      }
    },
    async close() {
      await tracked.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await haproxy.waitFor({ api1: 'UP', api2: 'UP' });
  return haproxy;
}

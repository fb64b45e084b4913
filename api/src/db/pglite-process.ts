// The database process: PGlite in its own process, served on a unix socket, so that no
// query ever runs on the api's request thread. Started by pglite-process-host.ts (the api,
// the admin CLI, the tests) with an IPC channel; stops when asked, on SIGTERM, or when its
// parent goes away (even a parent killed with SIGKILL closes the channel).
// argv[2]: JSON TPgliteProcessArgs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseLockedError, lockDataDir } from './data-dir-lock.js';
import { runMaintenance } from './pglite-maintenance.js';
import type { TPgliteProcessArgs, TPgliteProcessMessage } from './pglite-process-host.js';
import { socketFile, startPgliteServer, type TPgliteServer } from './pglite-server.js';
import { SOCKET_POINTER_FILE } from './pglite-socket-pointer.js';
import { tightenTree, writePrivateFile } from '../service/private-files.js';

const MAINTENANCE_INTERVAL_MS = 60_000;
const FIRST_MAINTENANCE_MS = 5_000;
/** Unix socket paths are limited to ~107 bytes; keep a margin. */
const MAX_SOCKET_PATH = 100;

function send(message: TPgliteProcessMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as TPgliteProcessArgs;
  // why: Ctrl-C reaches the whole process group; the parent decides when we stop, so
  // that requests still running finish first.
  process.on('SIGINT', () => undefined);

  let releaseLock = () => {};
  if (args.dataDir) {
    try {
      releaseLock = lockDataDir(args.dataDir);
      // why: a folder made before files were kept private, or copied in by hand.
      tightenTree(args.dataDir);
    } catch (error) {
      if (error instanceof DatabaseLockedError) {
        send({ type: 'locked', ownerPid: error.ownerPid, lockFile: error.lockFile });
        process.exit(3);
      }
      throw error;
    }
  }
  const inDataDir = args.dataDir && socketFile(args.dataDir).length <= MAX_SOCKET_PATH;
  const socketDir =
    inDataDir && args.dataDir ? args.dataDir : mkdtempSync(join(tmpdir(), 'portal-db-'));
  const cleanUp = () => {
    if (args.dataDir) rmSync(join(args.dataDir, SOCKET_POINTER_FILE), { force: true });
    if (socketDir !== args.dataDir) rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
  };

  let server: TPgliteServer;
  try {
    server = await startPgliteServer({
      dataDir: args.dataDir,
      socketDir,
      ...(args.template ? { template: args.template } : {}),
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  // why: PGlite writes its catalog cache (pg_internal.init) 0644 whatever the umask; the
  // folder keeps others out, the files follow the rule too (again when it stops).
  if (args.dataDir) tightenTree(args.dataDir);
  const maintain = () =>
    server
      .runExclusive(runMaintenance)
      .catch((error: unknown) => console.error('Database maintenance failed:', error));
  // why: start serving first; the first round (which may vacuum after a seed or an
  // import) follows shortly, in turn with the clients.
  const first = setTimeout(() => void maintain(), FIRST_MAINTENANCE_MS);
  first.unref();
  const timer = setInterval(() => void maintain(), MAINTENANCE_INTERVAL_MS);
  timer.unref();

  if (args.dataDir) {
    writePrivateFile(
      join(args.dataDir, SOCKET_POINTER_FILE),
      JSON.stringify({ pid: process.pid, socketDir }),
    );
  }

  let stopping: Promise<void> | null = null;
  const stop = (code: number) => {
    stopping ??= (async () => {
      clearTimeout(first);
      clearInterval(timer);
      try {
        await server.close();
        if (args.dataDir) tightenTree(args.dataDir);
      } finally {
        cleanUp();
        process.exit(code);
      }
    })();
    return stopping;
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') void stop(0);
  });
  process.on('disconnect', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  send({ type: 'ready', socketDir });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`The database process failed: ${message}`);
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

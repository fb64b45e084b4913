// Starts and stops the database process (pglite-process.ts) for the api, the admin CLI
// and the tests. From the build it runs dist/db/pglite-process.js; from source (tsx,
// vitest) the .ts file through tsx. The process dies with its parent (IPC channel).
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DatabaseLockedError } from './data-dir-lock.js';

export type TPgliteProcessArgs = {
  dataDir: string | null;
  /** A .tar.gz of a database that a new one starts from instead of the empty cluster. */
  template?: string;
};

export type TPgliteProcessMessage =
  | { type: 'ready'; socketDir: string }
  | { type: 'locked'; ownerPid: number; lockFile: string }
  | { type: 'failed'; message: string };

export type TPgliteProcess = {
  pid: number;
  socketDir: string;
  /** Resolves when the process has ended (asked to or not). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Asks the process to close the database and waits until it has exited. */
  stop(): Promise<void>;
};

export class DatabaseProcessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseProcessError';
  }
}

const START_TIMEOUT_MS = 120_000;
/**
 * The database process runs WebAssembly with little JavaScript. V8's optimising tier
 * (TurboFan) compiles PGlite's hot functions a second time in the background: ~70 MB more
 * resident for no measurable gain on the portal's short statements (bench/README.md), so
 * the baseline tier (Liftoff) only; and a small young generation for the little JavaScript.
 */
const PROCESS_FLAGS = ['--max-semi-space-size=1', '--liftoff-only'];
const STOP_TIMEOUT_MS = 15_000;

function entryPoint(): { file: string; execArgv: string[] } {
  const here = dirname(fileURLToPath(import.meta.url));
  // why: the test suite bundles the entries once (testing/build-entries.ts).
  const prebuilt = process.env.PORTAL_ENTRY_DIR;
  if (prebuilt) return { file: join(prebuilt, 'db', 'pglite-process.js'), execArgv: PROCESS_FLAGS };
  // why: the build bundles this module into dist/main.js or dist/cli/admin.js, with the
  // process entry built beside them as dist/db/pglite-process.js.
  for (const candidate of [
    join(here, 'db', 'pglite-process.js'),
    join(here, '..', 'db', 'pglite-process.js'),
  ]) {
    if (!import.meta.url.endsWith('.ts') && existsSync(candidate)) {
      return { file: candidate, execArgv: PROCESS_FLAGS };
    }
  }
  // why: resolved from this package, so the child finds tsx whatever its working folder.
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return {
    file: join(here, 'pglite-process.ts'),
    execArgv: [...PROCESS_FLAGS, '--import', pathToFileURL(tsx).href],
  };
}

/** Starts a database process on `dataDir` (null: in memory) and waits until it serves. */
export async function startPgliteProcess(
  dataDir: string | null,
  { template }: Pick<TPgliteProcessArgs, 'template'> = {},
): Promise<TPgliteProcess> {
  const { file, execArgv } = entryPoint();
  const args: TPgliteProcessArgs = { dataDir, ...(template ? { template } : {}) };
  const child: ChildProcess = fork(file, [JSON.stringify(args)], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // why: a ChildProcess emits 'error' when it cannot be started or a message cannot be
  // sent to it (its channel closed under the send); unheard, that ends the api process.
  // Its exit, if it ran at all, is what the api acts on (onUnexpectedExit); a child that
  // never started does not exit, so the start fails with the error.
  let startError: Error | null = null;
  let failStart = (_error: Error) => {};
  child.on('error', (error) => {
    startError = error;
    failStart(error);
  });

  const socketDir = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new DatabaseProcessError(
          `The database process did not start within ${START_TIMEOUT_MS / 1000} s`,
        ),
      );
    }, START_TIMEOUT_MS);
    failStart = (error) => {
      clearTimeout(timer);
      reject(new DatabaseProcessError(`The database process could not start: ${error.message}`));
    };
    if (startError) failStart(startError);
    child.on('message', (message: TPgliteProcessMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message.socketDir);
      else if (message.type === 'locked')
        reject(new DatabaseLockedError(message.lockFile, message.ownerPid));
      else reject(new DatabaseProcessError(`The database process failed: ${message.message}`));
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new DatabaseProcessError(
          `The database process stopped during start-up (${signal ?? `exit code ${code}`})`,
        ),
      );
    });
  });

  let stopping: Promise<void> | null = null;
  return {
    pid: child.pid ?? -1,
    socketDir,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        // why: the channel may close under the send (a process that just died): then a
        // signal, never an 'error' event.
        if (child.connected)
          child.send({ type: 'stop' }, (error) => error && child.kill('SIGTERM'));
        else child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
// otherwise PGlite in DATA_DIR/db, served by a database process this process starts (or,
// for the admin CLI, the one a running portal already started).
import { join } from 'node:path';
import type { TConfig } from '../config.js';
import type { TDatabase } from './database.js';
import { openPgDatabase } from './pg-database.js';
import { DatabaseProcessError, startPgliteProcess } from './pglite-process-host.js';
import { SOCKET_PORT } from './pglite-server.js';
import { readSocketPointer } from './pglite-socket-pointer.js';

export function pgliteDir(config: Pick<TConfig, 'dataDir'>): string {
  return join(config.dataDir, 'db');
}

/**
 * Pool sizes. PGlite runs one statement at a time, so more connections only move the
 * queue from the api into the database process; a few keep the socket busy. PostgreSQL
 * runs them in parallel, up to what 2 cores can use.
 */
const POOLS = {
  pglite: { max: 4, urgentMax: 2 },
  postgres: { max: 10, urgentMax: 3 },
  /** The admin CLI next to a running portal: it runs one command. */
  shared: { max: 1, urgentMax: 1 },
} as const;

export type TOpenDatabaseOptions = {
  /** Use the database process of a portal already running on the folder (admin CLI). */
  shareRunning?: boolean;
  /** Called when the database process ends without being asked to. */
  onUnexpectedExit?: (reason: string) => void;
};

function socketConnection(socketDir: string) {
  return { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' };
}

/** PGlite in `dataDir` (null: in memory), served by a new database process. */
export async function openPgliteDatabase(
  dataDir: string | null,
  options: Pick<TOpenDatabaseOptions, 'onUnexpectedExit'> & { template?: string } = {},
): Promise<TDatabase> {
  const child = await startPgliteProcess(
    dataDir,
    options.template ? { template: options.template } : {},
  );
  let stopping = false;
  void child.exited.then(({ code, signal }) => {
    if (!stopping) options.onUnexpectedExit?.(signal ? `signal ${signal}` : `exit code ${code}`);
  });
  try {
    return await openPgDatabase({
      kind: 'pglite',
      connection: socketConnection(child.socketDir),
      ...POOLS.pglite,
      onClose: () => {
        stopping = true;
        return child.stop();
      },
    });
  } catch (error) {
    stopping = true;
    await child.stop();
    throw error;
  }
}

export async function openDatabase(
  config: Pick<TConfig, 'dataDir' | 'databaseUrl'>,
  options: TOpenDatabaseOptions = {},
): Promise<TDatabase> {
  if (config.databaseUrl) {
    return openPgDatabase({ kind: 'postgres', connection: config.databaseUrl, ...POOLS.postgres });
  }
  const folder = pgliteDir(config);
  const running = options.shareRunning ? readSocketPointer(folder) : null;
  if (running) {
    try {
      return await openPgDatabase({
        kind: 'pglite',
        connection: socketConnection(running.socketDir),
        ...POOLS.shared,
        prepare: false,
      });
    } catch (error) {
      throw new DatabaseProcessError(
        `The portal's database process (pid ${running.pid}) does not answer on ` +
          `${running.socketDir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return openPgliteDatabase(folder, options);
}

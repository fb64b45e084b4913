// Serves one PGlite database over the PostgreSQL protocol on a unix socket, so the api
// and the admin CLI use it through `pg` exactly like a PostgreSQL server. Runs in the
// database process (pglite-process.ts); pglite-socket parses the protocol per client and
// PgliteSessionQueue decides whose messages reach the one session.
import { chmodSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { PgliteSessionQueue } from './pglite-session-queue.js';
import { extractTemplate, findTemplate } from './pglite-template.js';

/** pg connects to `<host>/.s.PGSQL.<port>` when host is a folder. */
export const SOCKET_PORT = 5432;

export function socketFile(socketDir: string): string {
  return join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
}

export type TPgliteServerOptions = {
  /** The database folder, or null for a database in memory (tests). */
  dataDir: string | null;
  /** Folder of the socket file (.s.PGSQL.5432). */
  socketDir: string;
  /** A .tar.gz of a database that a new one starts from instead of the empty cluster. */
  template?: string;
  /** A client inside a transaction that sends nothing this long is disconnected. */
  idleInTransactionMs?: number;
};

export type TPgliteServer = {
  pglite: PGlite;
  /** Runs work on PGlite itself, in turn with the clients (maintenance). */
  runExclusive<T>(work: (db: PGlite) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * PGlite's default of 128 MB of shared buffers stays resident once touched (WebAssembly
 * memory never shrinks), so the pool is small: the operating system's file cache holds the
 * data files anyway. The price is a read through the WebAssembly file system (~5 us) for
 * each page not in the pool: an export that walks a 30 MB table in an index's order reads
 * one for nearly every row. 24 MB held such a list (its Excel in 1.2-1.6 s instead of
 * 3.3 s) but took the process 8-10 MB further at rest: memory.bench.mjs measured up to
 * 249.7 of its 250 MB at rest and 395 of 400 MB at the first start (bench/README.md).
 */
const POSTGRESQL_CONF = ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 32MB'];

/**
 * Opens PGlite in `dataDir` (null: in memory); a new database starts from the empty
 * cluster's template, or from `template` (a .tar.gz: the api suite's migrated and seeded
 * database), unless `fromTemplate` is false (making the template itself).
 */
export async function openPglite(
  dataDir: string | null,
  {
    fromTemplate = true,
    template: templateFile,
  }: { fromTemplate?: boolean; template?: string } = {},
): Promise<PGlite> {
  // why: loaded on demand, so an api on PostgreSQL never loads the WebAssembly build.
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const options = { extensions: { pg_trgm }, postgresqlconf: POSTGRESQL_CONF };
  const isNew = fromTemplate && (!dataDir || !existsSync(join(dataDir, 'PG_VERSION')));
  const template = !isNew
    ? null
    : templateFile
      ? readFileSync(templateFile)
      : await findTemplate(() => PGliteClass.create(options));
  if (template && dataDir) {
    extractTemplate(template, dataDir);
    return PGliteClass.create({ dataDir, ...options });
  }
  return PGliteClass.create({
    ...(dataDir ? { dataDir } : {}),
    ...options,
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
}

export async function startPgliteServer(options: TPgliteServerOptions): Promise<TPgliteServer> {
  const { PGLiteSocketHandler } = await import('@electric-sql/pglite-socket');
  const pglite = await openPglite(
    options.dataDir,
    options.template ? { template: options.template } : {},
  );
  const sockets = new Map<number, Socket>();
  const queue = new PgliteSessionQueue(pglite, {
    idleInTransactionMs: options.idleInTransactionMs ?? 30_000,
    onStuckHolder: (handlerId) => {
      console.error(
        `Database: a client kept a transaction open without sending anything for ` +
          `${options.idleInTransactionMs ?? 30_000} ms; it is disconnected and rolled back.`,
      );
      sockets.get(handlerId)?.destroy();
    },
  });

  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // why: pglite-socket types its queue as its own (unexported) multiplexer class; ours
      // has the same three methods (enqueue, clearQueueForHandler, clearTransactionIfNeeded).
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    sockets.set(handler.handlerId, socket);
    socket.once('close', () => sockets.delete(handler.handlerId));
    // why: a client that vanishes mid-write must not take the database process down.
    socket.on('error', () => undefined);
    handler.attach(socket).catch(() => socket.destroy());
  });

  const path = socketFile(options.socketDir);
  rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // why: the protocol carries no password here; only the owner of the portal may connect.
  chmodSync(path, 0o600);

  let closing: Promise<void> | null = null;
  return {
    pglite,
    runExclusive: (work) => queue.runExclusive(work),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets.values()) socket.destroy();
        });
        // why: disconnected clients roll back what they left open (a few ticks later).
        await new Promise((resolve) => setImmediate(resolve));
        await queue.whenIdle(2_000);
        queue.close();
        await pglite.close();
        rmSync(path, { force: true });
      })();
      return closing;
    },
  };
}

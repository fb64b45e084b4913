// TDatabase through node-postgres pools: on a PostgreSQL server (DATABASE_URL) or on the
// unix socket of the PGlite database process. Two pools: the main one, and a small one
// for the urgent lane (session look-ups), named so that the PGlite process serves it first.
import { PORTAL_TIME_ZONE } from '@portal/shared/rules';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type {
  TDatabase,
  TDatabaseConnection,
  TPoolStats,
  TQueryable,
  TSqlParam,
} from './database.js';
import { URGENT_CLIENT } from './pglite-session-queue.js';

type TClient = Pick<pg.PoolClient, 'query'>;

/** A pool with the time its callers waited for a connection (metrics: pool wait). */
type TTimedPool = {
  pool: pg.Pool;
  connect(): Promise<pg.PoolClient>;
  stats(name: string): TPoolStats;
};

function timed(pool: pg.Pool): TTimedPool {
  let acquired = 0;
  let waitSeconds = 0;
  return {
    pool,
    async connect() {
      const started = performance.now();
      const client = await pool.connect();
      acquired += 1;
      waitSeconds += (performance.now() - started) / 1000;
      return client;
    },
    stats: (name) => ({
      pool: name,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      acquired,
      waitSeconds,
    }),
  };
}

/** Statement names by SQL text; the texts come from the code, so the map stays small. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

function statementName(sql: string): string | null {
  let name = statementNames.get(sql);
  if (name) return name;
  if (statementNames.size >= MAX_NAMED_STATEMENTS) return null;
  name = createHash('sha1').update(sql).digest('base64url').slice(0, 20);
  statementNames.set(sql, name);
  return name;
}

/** Each connection's own prefix: on PGlite all connections share one session. */
const prefixes = new WeakMap<object, string>();
let nextPrefix = 1;

function prefixOf(client: object): string {
  let prefix = prefixes.get(client);
  if (!prefix) {
    prefix = `p${nextPrefix++}`;
    prefixes.set(client, prefix);
  }
  return prefix;
}

/**
 * Runs statements on a pool or a client. With `prepare`, a statement with parameters is
 * prepared once per connection under a name and then only bound and run: the plan is
 * reused instead of made again for every request (a list page on PGlite: ~1.5 ms -> 0.6 ms).
 */
function wrap(client: TClient | TTimedPool, prepare: boolean): TQueryable {
  const run = async (target: TClient, sql: string, params: readonly TSqlParam[]) => {
    const name = prepare && params.length > 0 ? statementName(sql) : null;
    const result = name
      ? await target.query({ name: `${prefixOf(target)}_${name}`, text: sql, values: [...params] })
      : await target.query(sql, [...params]);
    return result.rows;
  };
  return {
    async query<T>(sql: string, params: readonly TSqlParam[] = []): Promise<T[]> {
      if (!('pool' in client)) return (await run(client, sql, params)) as T[];
      // why: a name belongs to one connection, so take one from the pool for the statement
      // (also without a name: the wait for it is counted the same way).
      const connection = await client.connect();
      try {
        return (await run(connection, sql, params)) as T[];
      } finally {
        connection.release();
      }
    },
    async exec(sql: string): Promise<void> {
      await ('pool' in client ? client.pool : client).query(sql);
    },
  };
}

export type TPgDatabaseOptions = {
  kind: TDatabase['kind'];
  /** A connection string, or the fields of one (a unix socket folder as host). */
  connection: TDatabaseConnection;
  /** Connections of the main pool. */
  max: number;
  /** Connections of the urgent lane. */
  urgentMax: number;
  /** Runs after both pools have ended (e.g. stops the database process). */
  onClose?: () => Promise<void>;
  /**
   * Prepare statements once per connection (the api). Off for a short visit to a running
   * portal's PGlite (the admin CLI): its statements would outlive it in the shared session.
   */
  prepare?: boolean;
};

function createPool(options: TPgDatabaseOptions, max: number, applicationName: string): pg.Pool {
  const connection =
    typeof options.connection === 'string'
      ? { connectionString: options.connection }
      : options.connection;
  const pool = new pg.Pool({
    ...connection,
    max,
    application_name: applicationName,
    // why: on PGlite a connection's prepared statements live in the one shared session;
    // connections that come and go would leave theirs behind, so they stay open.
    ...(options.kind === 'pglite' ? { idleTimeoutMillis: 0 } : {}),
    // why: dates of moments (to_char of a timestamptz, current_date) in the portal's time
    // zone, not the server's; PGlite's connections share one session, which the SET
    // reaches. Awaited before the pool hands the connection out (a 'connect' listener is
    // not, and its query then ran beside the caller's: pg's deprecation warning at start,
    // an error in pg 9); a connection whose zone cannot be set is refused, not used.
    // DateStyle ISO: dates as text read 'YYYY-MM-DD' (list-query.ts isoDate) also on a
    // server configured otherwise; one round trip for both.
    onConnect: async (client) => {
      await client.query(`SET TIME ZONE '${PORTAL_TIME_ZONE}'; SET DateStyle = 'ISO'`);
      // why: PostgreSQL compiles a statement it estimates costly to machine code first; the
      // portal's statements are short index reads and a few aggregates over thousands of
      // rows, for which that costs more than it saves (a year of rental costs: 0.4 s of
      // work, 1.8 s of compiling). PGlite has no JIT.
      if (options.kind === 'postgres') await client.query('SET jit = off');
    },
  });
  // why: an idle client that loses its connection emits 'error' on the pool; without a
  // listener that would crash the process instead of failing the next query.
  pool.on('error', (error) => console.error('Database pool error:', error.message));
  pool.on('connect', (client) => {
    // why: so does a client that is checked out but between two statements (a transaction
    // waiting for its next one) when the database goes away (a restart, a fail-over): the
    // pool listens only to idle clients. Its next statement fails and answers 503.
    client.on('error', (error) => console.error('Database connection lost:', error.message));
  });
  return pool;
}

export async function openPgDatabase(options: TPgDatabaseOptions): Promise<TDatabase> {
  const pool = createPool(options, options.max, 'portal');
  const urgentPool = createPool(options, options.urgentMax, URGENT_CLIENT);
  const main = timed(pool);
  const urgent = timed(urgentPool);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await Promise.all([pool.end(), urgentPool.end()]);
    throw error;
  }
  const prepare = options.prepare ?? true;
  const root = wrap(main, prepare);
  let closing: Promise<void> | null = null;
  return {
    kind: options.kind,
    connection: options.connection,
    query: root.query,
    exec: root.exec,
    urgent: wrap(urgent, prepare),
    async transaction(fn) {
      const client = await main.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, prepare));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async withConnection(fn) {
      const client = await main.connect();
      let broken: Error | undefined;
      try {
        return await fn(wrap(client, prepare));
      } catch (error) {
        // why: a session that may still hold a lock or an open transaction is not reused.
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    poolStats: () => [main.stats('main'), urgent.stats('urgent')],
    close() {
      closing ??= (async () => {
        await Promise.all([pool.end(), urgentPool.end()]);
        await options.onClose?.();
      })();
      return closing;
    },
  };
}

// TDatabase through node-postgres pools: on a PostgreSQL server (DATABASE_URL) or on the
// unix socket of the PGlite database process. Two pools: the main one, and a small one
// for the urgent lane (session look-ups), named so that the PGlite process serves it first.
import pg from 'pg';
import type { TDatabase, TQueryable, TSqlParam } from './database.js';
import { URGENT_CLIENT } from './pglite-session-queue.js';

type TClient = Pick<pg.PoolClient, 'query'>;

function wrap(client: TClient): TQueryable {
  return {
    async query<T>(sql: string, params: readonly TSqlParam[] = []): Promise<T[]> {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export type TPgDatabaseOptions = {
  kind: TDatabase['kind'];
  /** A connection string, or the fields of one (a unix socket folder as host). */
  connection: string | Pick<pg.PoolConfig, 'host' | 'port' | 'user' | 'database'>;
  /** Connections of the main pool. */
  max: number;
  /** Connections of the urgent lane. */
  urgentMax: number;
  /** Runs after both pools have ended (e.g. stops the database process). */
  onClose?: () => Promise<void>;
};

function createPool(options: TPgDatabaseOptions, max: number, applicationName: string): pg.Pool {
  const connection =
    typeof options.connection === 'string'
      ? { connectionString: options.connection }
      : options.connection;
  const pool = new pg.Pool({ ...connection, max, application_name: applicationName });
  // why: an idle client that loses its connection emits 'error' on the pool; without a
  // listener that would crash the process instead of failing the next query.
  pool.on('error', (error) => console.error('Database pool error:', error.message));
  return pool;
}

export async function openPgDatabase(options: TPgDatabaseOptions): Promise<TDatabase> {
  const pool = createPool(options, options.max, 'portal');
  const urgentPool = createPool(options, options.urgentMax, URGENT_CLIENT);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await Promise.all([pool.end(), urgentPool.end()]);
    throw error;
  }
  const root = wrap(pool);
  let closing: Promise<void> | null = null;
  return {
    kind: options.kind,
    query: root.query,
    exec: root.exec,
    urgent: wrap(urgentPool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close() {
      closing ??= (async () => {
        await Promise.all([pool.end(), urgentPool.end()]);
        await options.onClose?.();
      })();
      return closing;
    },
  };
}

// TDatabase on a PostgreSQL server through a node-postgres pool (DATABASE_URL).
import pg from 'pg';
import type { TDatabase, TQueryable, TSqlParam } from './database.js';

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

export async function openPgDatabase(connectionString: string): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // why: an idle client that loses its connection emits 'error' on the pool; without a
  // listener that would crash the process instead of failing the next query.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
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
    close: () => pool.end(),
  };
}

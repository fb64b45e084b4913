// TDatabase on PGlite (Postgres compiled to WASM, in-process): in memory or in a folder.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { TDatabase, TQueryable, TSqlParam } from './database.js';

function wrap(target: PGlite | Transaction): TQueryable {
  return {
    async query<T>(sql: string, params: readonly TSqlParam[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite in `dataDir`, or in memory when `dataDir` is null. */
export async function openPgliteDatabase(
  dataDir: string | null,
  onClose: () => void = () => {},
): Promise<TDatabase> {
  // why: loaded on demand, so a server on PostgreSQL never loads the WASM build.
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const pglite: PGlite = dataDir ? new PGliteClass(dataDir) : new PGliteClass();
  await pglite.waitReady;
  const root = wrap(pglite);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pglite.close();
      onClose();
    },
  };
}

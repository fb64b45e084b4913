// Applies the numbered .sql files of api/migrations in order, each in its own transaction,
// and records them in schema_migrations so each runs once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../package-paths.js';
import type { TDatabase, TQueryable } from './database.js';

export type TMigration = { version: number; name: string; sql: string };

export function readMigrations(folder: string = MIGRATIONS_DIR): TMigration[] {
  return readdirSync(folder)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.slice(0, file.indexOf('_'))),
      name: file,
      sql: readFileSync(join(folder, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** The advisory lock every migrating process takes (one key for the whole run). */
const MIGRATIONS_LOCK = "hashtext('schema_migrations')";

/**
 * Applies pending migrations; returns the names of those applied now. Several processes
 * may start at once (a rolling deploy, the admin CLI beside the api): the first takes the
 * lock and applies every pending migration, the others wait for it and then find nothing
 * left to do, so exactly one process applies them. The lock belongs to the connection's
 * session, so each migration still commits in a transaction of its own.
 */
export async function migrate(
  db: TDatabase,
  migrations: TMigration[] = readMigrations(),
): Promise<string[]> {
  return db.withConnection(async (connection) => {
    await connection.query(`SELECT pg_advisory_lock(${MIGRATIONS_LOCK})`);
    try {
      return await applyPending(connection, migrations);
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${MIGRATIONS_LOCK})`);
    }
  });
}

async function applyPending(connection: TQueryable, migrations: TMigration[]): Promise<string[]> {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = await connection.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.map((row) => row.version));
  const names: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await connection.exec('BEGIN');
    try {
      // why: PGlite is one session, so its advisory lock does not keep the admin CLI out;
      // its transactions do run one at a time, and the second finds the row here.
      const again = await connection.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (again.length === 0) {
        await connection.exec(migration.sql);
        await connection.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      }
      await connection.exec('COMMIT');
      if (again.length === 0) names.push(migration.name);
    } catch (error) {
      await connection.exec('ROLLBACK').catch(() => {});
      throw error;
    }
  }
  return names;
}

/** The version of the newest migration of this build (readiness compares it). */
export function latestMigrationVersion(migrations: TMigration[] = readMigrations()): number {
  return migrations.at(-1)?.version ?? 0;
}

/** The newest migration the database has applied (0 for none). */
export async function appliedMigrationVersion(db: TQueryable): Promise<number> {
  const [row] = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return row?.version ?? 0;
}

// Applies the numbered .sql files of api/migrations in order, each in its own transaction,
// and records them in schema_migrations so each runs once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../package-paths.js';
import type { TDatabase } from './database.js';

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

/** Applies pending migrations; returns the names of those applied now. */
export async function migrate(
  db: TDatabase,
  migrations: TMigration[] = readMigrations(),
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.map((row) => row.version));
  const names: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const appliedNow = await db.transaction(async (tx) => {
      // why: the api and the admin CLI may start together; the second waits here and then
      // finds the migration done instead of running it twice.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))");
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (again.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (appliedNow) names.push(migration.name);
  }
  return names;
}

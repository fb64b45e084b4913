// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
// otherwise PGlite in DATA_DIR/db (locked against a second process).
import { join } from 'node:path';
import type { TConfig } from '../config.js';
import type { TDatabase } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import { openPgDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';

export function pgliteDir(config: Pick<TConfig, 'dataDir'>): string {
  return join(config.dataDir, 'db');
}

export async function openDatabase(
  config: Pick<TConfig, 'dataDir' | 'databaseUrl'>,
): Promise<TDatabase> {
  if (config.databaseUrl) return openPgDatabase(config.databaseUrl);
  const folder = pgliteDir(config);
  const release = lockDataDir(folder);
  try {
    return await openPgliteDatabase(folder, release);
  } catch (error) {
    release();
    throw error;
  }
}

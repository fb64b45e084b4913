// A fresh database per test file: PGlite in memory behind its own database process (the
// same process, socket and pg adapter as production), or, when DATABASE_URL names a
// server, a uniquely named database on it that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../db/database.js';
import { migrate, type TMigration } from '../db/migrate.js';
import { openPgliteDatabase } from '../db/open-database.js';
import { openPgDatabase } from '../db/pg-database.js';
import { adminQuery } from './admin-query.js';
import { SEEDED_TEMPLATE_ENV } from './seeded-template.js';

export type TTestDatabase = { db: TDatabase; drop(): Promise<void> };

/** The test suite's scrypt cost: hashing at production cost would take most of a test's time. */
export const TEST_SCRYPT_COST = 2 ** 10;

/** A new, uniquely named database on the server (empty, or a copy of `template`). */
export async function openServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ db: TDatabase; name: string }> {
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // why: FILE_COPY copies the template's files as they are, much faster for a small
  // database than PostgreSQL 15's default of writing every block to the WAL.
  const copy = template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copy}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPgDatabase({
    kind: 'postgres',
    connection: url.toString(),
    max: 10,
    urgentMax: 2,
  });
  return { db, name };
}

function onServer(serverUrl: string, db: TDatabase, name: string): TTestDatabase {
  return {
    db,
    async drop() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** `migrations`: only these (a test of a later migration on a database that has data). */
export async function openTestDatabase(migrations?: TMigration[]): Promise<TTestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteDatabase(null);
    await migrate(db, migrations);
    return { db, drop: () => db.close() };
  }
  const { db, name } = await openServerDatabase(serverUrl);
  await migrate(db, migrations);
  return onServer(serverUrl, db, name);
}

/**
 * A fresh database with every migration and the demo data (seeded at TEST_SCRYPT_COST),
 * copied from the run's seeded template; null when the run has none (a suite without the
 * global setup), and the caller migrates and seeds itself.
 */
export async function openSeededTestDatabase(): Promise<TTestDatabase | null> {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!template) return null;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteDatabase(null, { template });
    return { db, drop: () => db.close() };
  }
  const { db, name } = await openServerDatabase(serverUrl, template);
  return onServer(serverUrl, db, name);
}

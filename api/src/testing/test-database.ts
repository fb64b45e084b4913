// A fresh database per test file: PGlite in memory behind its own database process (the
// same process, socket and pg adapter as production), or, when DATABASE_URL names a
// server, a uniquely named database on it that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TDatabase } from '../db/database.js';
import { migrate, type TMigration } from '../db/migrate.js';
import { openPgliteDatabase } from '../db/open-database.js';
import { openPgDatabase } from '../db/pg-database.js';

export type TTestDatabase = { db: TDatabase; drop(): Promise<void> };

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `migrations`: only these (a test of a later migration on a database that has data). */
export async function openTestDatabase(migrations?: TMigration[]): Promise<TTestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteDatabase(null);
    await migrate(db, migrations);
    return { db, drop: () => db.close() };
  }
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPgDatabase({
    kind: 'postgres',
    connection: url.toString(),
    max: 10,
    urgentMax: 2,
  });
  await migrate(db, migrations);
  return {
    db,
    async drop() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

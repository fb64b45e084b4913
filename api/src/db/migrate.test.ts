import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from './database.js';
import { migrate, readMigrations } from './migrate.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';

let database: TTestDatabase;
let db: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

describe('migrate', () => {
  it('records every migration once and applies nothing twice', async () => {
    const files = readMigrations();
    expect(files[0]?.name).toBe('001_foundation.sql');
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back completely', async () => {
    const broken = [
      {
        version: 999,
        name: '999_broken.sql',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;',
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const tables = await db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
    );
    expect(tables).toEqual([]);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 999')).toEqual([]);
  });
});

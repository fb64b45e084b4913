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

describe('migration 036 (one request per idempotency key)', () => {
  it('keeps the first use of a key that two users or calls shared, then holds the key unique', async () => {
    const older = await openTestDatabase(readMigrations().filter((m) => m.version < 36));
    try {
      const { db: old } = older;
      const [{ id: orgId } = { id: 0 }] = await old.query<{ id: number }>(
        "INSERT INTO organisations (name) VALUES ('Zorg') RETURNING id",
      );
      const users = await old.query<{ id: number }>(
        `INSERT INTO users (organisation_id, email, full_name)
         VALUES ($1, 'a@zorg.nl', 'A'), ($1, 'b@zorg.nl', 'B') RETURNING id`,
        [orgId],
      );
      const [a = 0, b = 0] = users.map((user) => user.id);
      for (const [user, call, key] of [
        [a, 'PUT /x', 'shared'],
        [b, 'PUT /x', 'shared'],
        [a, 'PUT /y', 'shared'],
        [a, 'PUT /x', 'own'],
      ] as const) {
        await old.query(
          `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, response)
           VALUES ($1, $2, $3, $4, '{"status":"success"}')`,
          [orgId, user, call, key],
        );
      }
      expect(await migrate(old)).toEqual(
        readMigrations()
          .filter((m) => m.version >= 36)
          .map((m) => m.name),
      );
      expect(
        await old.query(
          'SELECT user_id, call, key, request_hash FROM idempotency_keys ORDER BY id',
        ),
      ).toEqual([
        { user_id: a, call: 'PUT /x', key: 'shared', request_hash: null },
        { user_id: a, call: 'PUT /x', key: 'own', request_hash: null },
      ]);
      await expect(
        old.query(
          `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, response)
           VALUES ($1, $2, 'PUT /z', 'own', 'null')`,
          [orgId, b],
        ),
      ).rejects.toThrow(/idempotency_keys_key/);
    } finally {
      await older.drop();
    }
  });
});

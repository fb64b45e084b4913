// Copies every row of the portal's database into another one with the same schema: the
// embedded database (PGlite) into PostgreSQL when a portal outgrows one machine
// (`export-to-postgres`), or into a new PGlite folder as a backup (`backup`). The source is
// read in one snapshot (REPEATABLE READ), so the copy is consistent even while the portal
// runs; the target is written in one transaction with its triggers off (the copied rows,
// counters included, are already what the triggers made), then each id sequence is set
// past the copied ids. Rows travel as JSON text, so every value (timestamps to the
// microsecond, numerics, bytes) arrives exactly.
import type { TDatabase, TQueryable } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { isDatabaseEmpty } from '../seed/demo-seed.js';

/** Rows per fetch: file contents make some rows large. */
const BATCH_ROWS = 100;

/** A copy that must not start (the target has data, or may not switch its triggers off). */
export class CopyRefused extends Error {}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function copiedTables(db: TQueryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    // why: a partition's rows are its parent's (the access log, migration 045); copied
    // through both they arrived twice.
    `SELECT t.tablename AS name FROM pg_tables t
     JOIN pg_class c ON c.oid = format('%I.%I', t.schemaname, t.tablename)::regclass
     WHERE t.schemaname = 'public' AND t.tablename <> 'schema_migrations'
       AND NOT c.relispartition
     ORDER BY t.tablename`,
  );
  return rows.map((row) => row.name);
}

/** Columns a row is written with: not generated (the target computes those itself). */
async function writableColumns(db: TQueryable, table: string): Promise<string> {
  const rows = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => quoted(row.name)).join(', ');
}

async function copyTable(read: TQueryable, write: TQueryable, table: string): Promise<number> {
  const columns = await writableColumns(write, table);
  const name = quoted(table);
  await read.exec(
    `DECLARE copy_rows NO SCROLL CURSOR FOR
     SELECT row_to_json(r)::text AS row FROM (SELECT ${columns} FROM ${name}) r`,
  );
  let copied = 0;
  for (;;) {
    const batch = await read.query<{ row: string }>(`FETCH ${BATCH_ROWS} FROM copy_rows`);
    if (batch.length === 0) break;
    await write.query(
      `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
      [`[${batch.map((entry) => entry.row).join(',')}]`],
    );
    copied += batch.length;
  }
  await read.exec('CLOSE copy_rows');
  return copied;
}

/** Sets every id sequence of the target past the largest copied id. */
async function advanceSequences(write: TQueryable): Promise<void> {
  const owned = await write.query<{ table: string; column: string; sequence: string }>(
    `SELECT table_name AS table, column_name AS column,
            pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
     FROM information_schema.columns
     WHERE table_schema = 'public'
       AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  );
  for (const { table, column, sequence } of owned) {
    await write.query(
      `SELECT setval($1::regclass, coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

/**
 * Copies `source` into `target` (migrated here to the same schema); refuses a target that
 * already holds an organisation. Answers the rows copied per table.
 */
export async function copyDatabase(
  source: TDatabase,
  target: TDatabase,
): Promise<Record<string, number>> {
  await migrate(target);
  if (!(await isDatabaseEmpty(target))) {
    throw new CopyRefused('The target database already has data; copy into an empty one.');
  }
  const tables = await copiedTables(source);
  const counts: Record<string, number> = {};
  await source.transaction(async (read) => {
    await read.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await target.withConnection(async (write) => {
      await write.exec('BEGIN');
      try {
        await write.exec('SET LOCAL session_replication_role = replica').catch((error: unknown) => {
          throw new CopyRefused(
            'The target refuses to switch its triggers off for the copy ' +
              `(${error instanceof Error ? error.message : String(error)}); ` +
              'connect as a superuser, e.g. the database owner postgres.',
          );
        });
        // why: migrations may have written reference rows; the copy brings the source's.
        await write.exec(`TRUNCATE ${tables.map(quoted).join(', ')}`);
        for (const table of tables) counts[table] = await copyTable(read, write, table);
        await advanceSequences(write);
        await write.exec('COMMIT');
      } catch (error) {
        await write.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    });
  });
  return counts;
}

// A list read in keyset batches for an export, sized to the database's speed.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TDatabase, TQueryable, TSqlParam } from '../database.js';
import type { ListFilter } from './list-filter.js';
import { type TListSource, keys } from './list-source.js';
import { withoutHelperColumns } from './page-read.js';

/**
 * How many rows each export batch reads: the first, then the next from the last one's rows
 * and time (`exact`: the time the database took; else an upper bound of it).
 */
type TBatchSizing = { first: number; next(rows: number, ms: number, exact: boolean): number };

/**
 * PGlite runs one statement at a time, so a batch holds the session from every other
 * request: each is sized to take about `targetMs`, from how long the last one took (from
 * asking to having it: never less than its time in the session, and more when it arrived
 * while the caller was busy). A list of cheap rows reads more at a time and spends less
 * per row on asking; one whose rows cost more (a page read per row) reads fewer
 * (bench/README.md "management.bench.mjs").
 */
const PGLITE_BATCHES = { firstRows: 250, minRows: 100, maxRows: 1_000, targetMs: 8 };

/**
 * Rows per export batch: fixed when given (tests), on PGlite by time (PGLITE_BATCHES);
 * PostgreSQL serves other requests beside a batch, so longer batches cost less per row.
 */
export function exportBatchSizing(
  db: TQueryable | Pick<TDatabase, 'kind'>,
  fixed?: number,
): TBatchSizing {
  const rows = fixed ?? ('kind' in db && db.kind === 'postgres' ? 1_000 : null);
  if (rows !== null) return { first: rows, next: () => rows };
  const { firstRows, minRows, maxRows, targetMs } = PGLITE_BATCHES;
  return {
    first: firstRows,
    next(last, ms, exact) {
      // why: at most twice the last, so one quick batch (rows still in the cache) does not
      // make the next one hold the session for long.
      const timed = Math.min(Math.round((last * targetMs) / Math.max(ms, 0.1)), last * 2);
      // why: a bound from above may grow a batch but never shrinks one: the time was the
      // caller's (writing the last batch), not the session's.
      const rows = exact ? timed : Math.max(timed, last);
      return Math.min(maxRows, Math.max(minRows, rows));
    },
  };
}

/**
 * Every row of the list in order, a batch at a time (exportBatchSizing), each batch one
 * indexed query that starts after the last row of the previous one (keyset, never
 * OFFSET): other requests get the database between batches, and a long export costs the
 * same per row at the end as at the start. The next batch is asked for as soon as a batch
 * has arrived, so the database reads it while the caller writes this one (an export's
 * file), instead of each waiting for the other.
 */
export async function* eachListBatch<TRow>(
  db: TQueryable | TDatabase,
  source: TListSource,
  filter: ListFilter,
  batchSize?: number,
): AsyncGenerator<TRow[]> {
  const sizing = exportBatchSizing(db, batchSize);
  const keyColumns = source.orderBy
    .map((key, i) => `${source.alias}.${key}::text AS "__key${i}"`)
    .join(', ');
  const read = async (after: string[] | null, size: number) => {
    const params: TSqlParam[] = [];
    let where = filter.toSql(params);
    if (after) {
      const placeholders = after.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      const tuple = source.orderBy.map((key) => `${source.alias}.${key}`).join(', ');
      where += ` AND (${tuple}) ${source.descending ? '<' : '>'} (${placeholders.join(', ')})`;
    }
    params.push(size);
    const began = performance.now();
    const rows = await db.query<TRow & Record<string, string>>(
      `SELECT ${source.columns}, ${keyColumns}
       FROM ${source.table} ${source.alias} ${source.joins ?? ''}
       WHERE ${where} ORDER BY ${keys(source)} LIMIT $${params.length}`,
      params,
    );
    return { rows, size, ms: performance.now() - began };
  };
  let next: ReturnType<typeof read> | null = read(null, sizing.first);
  try {
    while (next) {
      const asked = performance.now();
      const { rows, size, ms } = await next;
      // why: a batch that arrived while the caller was still writing the last one was
      // handed over late, so its time only bounds the database's from above.
      const waited = performance.now() - asked > 0.2;
      next = null;
      const last = rows.at(-1);
      if (!last) return;
      if (rows.length === size) {
        const after = source.orderBy.map((_, i) => last[`__key${i}`] ?? '');
        next = read(after, sizing.next(size, ms, waited));
        // why: the statement reaches the connection a few promise steps later, behind the
        // caller's work on this batch (an export writes it without pausing); letting it go
        // out first lets the database read the next batch meanwhile (api/src/db/README.md "Export
        // batches").
        await nextTurn();
      }
      yield rows.map(withoutHelperColumns) as TRow[];
    }
  } finally {
    // why: a caller that stops early (a client gone) leaves the batch read ahead unread;
    // it settles before the caller closes the database.
    await next?.catch(() => undefined);
  }
}

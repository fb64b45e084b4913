// The access log's housekeeping: month partitions made ahead, and entries older than the
// retention removed: whole months by dropping their partition (no row is deleted, so the
// append-only trigger has nothing to refuse), and the default partition's strays by a
// DELETE the trigger allows only for entries older than the legal minimum.
import type { TQueryable } from '../db/database.js';

/** NEN 7513: access entries are kept at least five years; no configuration goes lower. */
export const ACCESS_LOG_MIN_RETENTION_YEARS = 5;

/** Months made ahead of the current one, so no entry waits for a partition. */
export const ACCESS_LOG_MONTHS_AHEAD = 3;

/** ACCESS_LOG_RETENTION_YEARS: a whole number of years, never below the minimum. */
export function accessLogRetentionYears(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ACCESS_LOG_MIN_RETENTION_YEARS;
  const years = Number(value);
  if (!Number.isInteger(years) || years < ACCESS_LOG_MIN_RETENTION_YEARS) {
    throw new Error(
      `ACCESS_LOG_RETENTION_YEARS is ${value}: the access log (NEN 7513) is kept at least ` +
        `${ACCESS_LOG_MIN_RETENTION_YEARS} years; give a whole number of ${ACCESS_LOG_MIN_RETENTION_YEARS} or more`,
    );
  }
  return years;
}

export type TAccessLogKept = { monthsMade: number; monthsDropped: number; straysRemoved: number };

/** One housekeeping pass over the access log with a retention of `retentionYears`. */
export async function keepAccessLog(
  db: TQueryable,
  retentionYears: number,
): Promise<TAccessLogKept> {
  // why: a shorter retention must never reach the database, whoever calls this.
  const years = Math.max(retentionYears, ACCESS_LOG_MIN_RETENTION_YEARS);
  const [made] = await db.query<{ made: number }>(
    `SELECT count(*) FILTER (WHERE access_log_ensure_month(
        (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => m))::date))::int
        AS made
     FROM generate_series(0, $1::int) AS m`,
    [ACCESS_LOG_MONTHS_AHEAD],
  );
  const expired = await db.query<{ name: string }>(
    `SELECT c.relname AS name
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'access_log'::regclass AND c.relname ~ '^access_log_[0-9]{6}$'
       AND to_date(substr(c.relname, 12), 'YYYYMM') + interval '1 month'
         <= (now() - make_interval(years => $1::int)) AT TIME ZONE 'UTC'
     ORDER BY c.relname`,
    [years],
  );
  for (const { name } of expired) {
    // why: the name matched ^access_log_[0-9]{6}$ above, so it is safe to put in the text.
    await db.query(`DROP TABLE ${name}`);
  }
  const strays = await db.query<{ id: string }>(
    `DELETE FROM access_log_default WHERE at < now() - make_interval(years => $1::int)
     RETURNING id`,
    [years],
  );
  return {
    monthsMade: made?.made ?? 0,
    monthsDropped: expired.length,
    straysRemoved: strays.length,
  };
}

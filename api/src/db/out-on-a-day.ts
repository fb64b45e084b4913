// The rows of a list that were "out" on a day (begun by it and not ended before it: the
// rental cases out on a day, the products in a depot on a day) per month they began, from
// counters, so that every page of such a list starts at its month (list-query.ts
// countedPerBucket) instead of walking every row before it (api/README.md "A period is
// counted from month counters").
import type { TQueryable, TSqlParam } from './database.js';
import type { TBucketCount } from './list-query.js';

/**
 * Where a list keeps what `countOutPerStartMonth` reads. Names are the code's own
 * constants, never user input (they are written into the statement).
 */
export type TOutOnADaySource = {
  table: string;
  /** Counters per tab and start month (list '<table>.<start month>', migrations 017/018). */
  started: { list: string; tabs: readonly string[] };
  /**
   * Counters per tab, start month and end month (list '<table>.<start>.<end>', migration
   * 019), and the tab of the ended rows, the only ones with an end.
   */
  ended: { list: string; tab: string };
  /** The start month column ('YYYY-MM-01'; '-infinity' for no start: never out). */
  startMonth: string;
  /** The start date column ('-infinity' for no start). */
  startKey: string;
  /**
   * Condition: the row has ended; `endKey` is then its end date ('-infinity': no date), as
   * the index of the ends holds it, and `endKeyByStart` the same as the index of the starts
   * holds it (its INCLUDE columns: the day's month is then read on that index alone).
   */
  isEnded: string;
  endKey: string;
  endKeyByStart?: string;
};

/**
 * A list narrowed to some values of a column (the articles of a kind): counters per tab,
 * value, start month and end month (list '<table>.<column>.<start>.<end>', buckets
 * '<tab>/<value>/<start month>/<end month>', migration 022) serve as both the started and
 * the ended counters, read as one range of buckets per value.
 */
export type TOutOnADayNarrowing = {
  list: string;
  column: string;
  /** The values, known ids (a range of buckets each, whatever the statistics say). */
  values: readonly number[];
};

/**
 * The rows out on `day` per month they began, newest first: for the months before the
 * day's month, those begun in the month (counters) minus those of them ended in a month
 * before the day's (counters per start and end month) and minus those ended in the day's
 * month before the day (rows, one month at most on the end date's index); the day's own
 * month from its rows. Exact for any dates: a row that ended before it began is counted as
 * begun and as ended. The buckets are compared byte for byte ('<tab>/0' to '<tab>/<month>':
 * the months before it, '-infinity' sorts below '0'), on index list_counts_buckets; a
 * `narrow`ed list's per value ('<tab>/<value>/0' to '<tab>/<value>/<month>').
 */
export async function countOutPerStartMonth(
  db: TQueryable,
  source: TOutOnADaySource,
  organisationId: number,
  day: string,
  narrow?: TOutOnADayNarrowing,
): Promise<TBucketCount[]> {
  if (narrow?.values.length === 0) return [];
  const monthText = `${day.slice(0, 7)}-01`;
  const params: TSqlParam[] = [organisationId];
  const month = `$${params.push(monthText)}::date`;
  const dayParam = `$${params.push(day)}::date`;
  // The buckets of a tab before the day's month, per value when narrowed.
  const prefixes = (tab: string) => (narrow ? narrow.values.map((v) => `${tab}/${v}`) : [tab]);
  const before = (tab: string) =>
    prefixes(tab)
      .map(
        (prefix) =>
          `(bucket ~>=~ $${params.push(`${prefix}/0`)} AND bucket ~<~ $${params.push(`${prefix}/${monthText}`)})`,
      )
      .join(' OR ');
  const startPart = narrow ? 3 : 2;
  const counters = narrow
    ? { started: narrow.list, ended: narrow.list }
    : { started: source.started.list, ended: source.ended.list };
  const narrowed = () =>
    narrow
      ? ` AND ${narrow.column} IN (${narrow.values.map((v) => `$${params.push(v)}`).join(', ')})`
      : '';
  const { table, startMonth, startKey, isEnded, endKey } = source;
  const endKeyByStart = source.endKeyByStart ?? endKey;
  return db.query<TBucketCount>(
    `SELECT value, sum(n)::int AS count FROM (
       SELECT split_part(bucket, '/', ${startPart}) AS value, sum(count) AS n FROM list_counts
       WHERE list = $${params.push(counters.started)} AND organisation_id = $1
         AND (${source.started.tabs.map(before).join(' OR ')})
       GROUP BY 1
       UNION ALL
       SELECT split_part(bucket, '/', ${startPart}), -sum(count) FROM list_counts
       WHERE list = $${params.push(counters.ended)} AND organisation_id = $1
         AND (${before(source.ended.tab)}) AND split_part(bucket, '/', ${startPart + 1})::date < ${month}
       GROUP BY 1
       UNION ALL
       SELECT to_char(${startMonth}, 'YYYY-MM-DD'), -count(*) FROM ${table}
       WHERE organisation_id = $1 AND ${isEnded} AND ${endKey} >= ${month}
         AND ${endKey} < ${dayParam} AND ${startKey} > '-infinity'::date
         AND ${startMonth} < ${month}${narrowed()}
       GROUP BY 1
       UNION ALL
       SELECT to_char(${month}, 'YYYY-MM-DD'), count(*) FROM ${table}
       WHERE organisation_id = $1 AND ${startKey} >= ${month} AND ${startKey} <= ${dayParam}
         AND NOT (${isEnded} AND ${endKeyByStart} < ${dayParam})${narrowed()}
     ) counts GROUP BY value HAVING sum(n) > 0 ORDER BY value::date DESC`,
    params,
  );
}

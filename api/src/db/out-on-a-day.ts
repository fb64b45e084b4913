// The rows of a list that were "out" on a day (begun by it and not ended before it: the
// rental cases out on a day, the products in a depot on a day) per month they began, from
// counters, so that every page of such a list starts at its month (list-query.ts
// countedPerBucket) instead of walking every row before it (api/src/db/README.md
// "Totals"), and per group (location, category, depot, article) for charts and totals.
import { addDaysIso } from '@portal/shared/rules';
import type { TQueryable, TSqlParam } from './database.js';
import {
  addCounts,
  countGroups,
  type TGroupCount,
  type TGroupCountQuery,
} from './grouped-counts.js';
import type { ListFilter } from './list-query.js';
import {
  countedPerBucket,
  renderSql,
  sql,
  totalFrom,
  type TBucketCount,
  type TListTotal,
  type TSqlFragment,
} from './list-query.js';

/**
 * Where a list keeps what `countOutPerStartMonth` reads. Names are the code's own
 * constants, never user input (they are written into the statement).
 */
export type TOutOnADaySource = {
  table: string;
  /** Counters per tab and start month (list '<table>.<start month>', migrations 017/018). */
  started: { list: string; tabs: readonly string[] };
  /**
   * Counters per tab, end month and start month (list '<table>.<end>.<start>', buckets
   * '<tab>/<end month>/<start month>', migration 023), and the tab of the ended rows, the
   * only ones with an end.
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
 * A list narrowed to some values of a column (a location with those below it, the articles
 * of a kind): the same two kinds of counters with the value after the tab (lists
 * '<table>.<column>.<start>' and '<table>.<column>.<end>.<start>', buckets
 * '<tab>/<value>/<start month>' and '<tab>/<value>/<end month>/<start month>', migration
 * 023), read per value.
 */
export type TOutOnADayNarrowing = {
  started: string;
  ended: string;
  column: string;
  /** A query answering the values (ids, one column): a location tree, a kind's articles. */
  values: TSqlFragment;
};

/**
 * The rows out on `day` per month they began, newest first. For the months before the
 * day's month: the rows of the month not ended (counters of the other tabs) plus those
 * ended in the day's month or later (counters per end and start month: one range of
 * buckets, '<tab>/<day's month>' to '<tab>/:'), minus those ended in the day's month
 * before the day (rows, one month at most on the end date's index). So only the ended rows
 * that ended from the day's month on are read (~670 buckets at 100,000 cases for a day two
 * and a half years back, where counting every one ended before it read ~1,700); a day
 * further back reads more. The day's own month from its rows. Exact for any dates: an ended row
 * without an end date ('-infinity') is below every range, one that ended before it began
 * never has a start month before the day's and an end month from it on. Buckets are
 * compared byte for byte, on index list_counts_buckets and whatever the collation
 * ('-infinity' sorts below '0', ':' above every digit).
 */
export async function countOutPerStartMonth(
  db: TQueryable,
  source: TOutOnADaySource,
  organisationId: number,
  day: string,
  narrow?: TOutOnADayNarrowing,
): Promise<TBucketCount[]> {
  const monthText = `${day.slice(0, 7)}-01`;
  const params: TSqlParam[] = [organisationId];
  const month = `$${params.push(monthText)}::date`;
  const dayParam = `$${params.push(day)}::date`;
  const monthBucket = `$${params.push(monthText)}::text`;
  // why: the values are read once, in the statement (a location tree is a recursive
  // query: written out at each use it was planned at each; read by a statement before,
  // it cost a round trip). Each value's buckets follow '<tab>/<value>', the whole list's
  // '<tab>'.
  const values = narrow
    ? `WITH narrow_values (id) AS MATERIALIZED (${renderSql(narrow.values, params)})\n`
    : '';
  const prefixes = narrow
    ? `(SELECT DISTINCT '/' || id::text AS prefix FROM narrow_values WHERE id IS NOT NULL)`
    : `(SELECT '' AS prefix)`;
  const startPart = narrow ? 3 : 2;
  const started = `$${params.push(narrow?.started ?? source.started.list)}::text`;
  const ended = `$${params.push(narrow?.ended ?? source.ended.list)}::text`;
  const openTabs = source.started.tabs.filter((tab) => tab !== source.ended.tab);
  const open = `$${params.push(openTabs)}::text[]`;
  const endedTab = `$${params.push(source.ended.tab)}::text`;
  const narrowed = narrow ? ` AND ${narrow.column} IN (SELECT id FROM narrow_values)` : '';
  const { table, startMonth, startKey, isEnded, endKey } = source;
  const endKeyByStart = source.endKeyByStart ?? endKey;
  return db.query<TBucketCount>(
    `${values}SELECT value, sum(n)::int AS count FROM (
       SELECT split_part(c.bucket, '/', ${startPart}) AS value, sum(c.count) AS n
       FROM ${prefixes} k CROSS JOIN unnest(${open}) t(tab)
       CROSS JOIN LATERAL (
         SELECT bucket, count FROM list_counts
         WHERE list = ${started} AND organisation_id = $1
           AND bucket ~>=~ (t.tab || k.prefix || '/0')
           AND bucket ~<~ (t.tab || k.prefix || '/' || ${monthBucket})
         -- why: kept a subquery (not joined), so that each tab and value is a range of the
         -- index; joined, the planner filtered every bucket of the list against each.
         OFFSET 0) c
       GROUP BY 1
       UNION ALL
       SELECT split_part(e.bucket, '/', ${startPart + 1}), sum(e.count)
       FROM ${prefixes} k
       CROSS JOIN LATERAL (
         SELECT bucket, count FROM list_counts
         WHERE list = ${ended} AND organisation_id = $1
           AND bucket ~>=~ (${endedTab} || k.prefix || '/' || ${monthBucket})
           AND bucket ~<~ (${endedTab} || k.prefix || '/:')
         OFFSET 0) e
       WHERE split_part(e.bucket, '/', ${startPart + 1}) ~<~ ${monthBucket}
         AND split_part(e.bucket, '/', ${startPart + 1}) ~>=~ '0'
       GROUP BY 1
       UNION ALL
       SELECT to_char(${startMonth}, 'YYYY-MM-DD'), -count(*) FROM ${table}
       WHERE organisation_id = $1 AND ${isEnded} AND ${endKey} >= ${month}
         AND ${endKey} < ${dayParam} AND ${startKey} > '-infinity'::date
         AND ${startMonth} < ${month}${narrowed}
       GROUP BY 1
       UNION ALL
       SELECT to_char(${month}, 'YYYY-MM-DD'), count(*) FROM ${table}
       WHERE organisation_id = $1 AND ${startKey} >= ${month} AND ${startKey} <= ${dayParam}
         AND NOT (${isEnded} AND ${endKeyByStart} < ${dayParam})${narrowed}
     ) counts GROUP BY value HAVING sum(n) > 0 ORDER BY value::date DESC`,
    params,
  );
}

/** One side of a count per group of the rows out on a day: those begun, or those ended. */
export type TOutOnADaySide = {
  /** The counters' list and the tabs it holds this side's rows in. */
  counters: { list: string; tabs: readonly string[] };
  /** The side's date key (the start, or the end), whose month is the 'month' part. */
  key: string;
  /** Each bucket part's column ('month' is the key's month column). */
  columns: Readonly<Record<string, string>>;
  /** The side's search before its period: the organisation and, for ended rows, the tab. */
  filter: () => ListFilter;
};

export type TOutPerGroupQuery = Pick<TGroupCountQuery, 'table' | 'alias' | 'within' | 'groupBy'> & {
  organisationId: number;
  /** The bucket parts of both sides' counters, in order after the tab. */
  parts: readonly string[];
  day: string;
  /** The caller's narrowing (a location, a kind), added to both sides after the period. */
  narrow: (filter: ListFilter) => ListFilter;
  started: TOutOnADaySide;
  ended: TOutOnADaySide;
};

/**
 * The rows out on a day per group (or all together, `groupBy` []), from the counters per
 * group: those begun by the day minus those ended before it. Rows whose dates do not
 * follow each other are the caller's to correct (addCounts).
 */
export async function countOutPerGroup(
  db: TQueryable,
  query: TOutPerGroupQuery,
): Promise<TGroupCount[]> {
  const { table, alias, within, groupBy, organisationId, parts, narrow } = query;
  const side = (of: TOutOnADaySide, to: string) =>
    countGroups(db, {
      table,
      alias,
      within,
      groupBy,
      counters: { list: of.counters.list, organisationId, tabs: of.counters.tabs, parts },
      filter: narrow(of.filter().whereKeyBetween(of.key, { from: null, to })),
      columns: of.columns,
      period: { key: of.key, from: null, to },
    });
  const [started, ended] = await Promise.all([
    side(query.started, query.day),
    side(query.ended, addDaysIso(query.day, -1)),
  ]);
  return addCounts([
    [started, 1],
    [ended, -1],
  ]);
}

/**
 * How a page of what is out on a day is counted: per month it began (every page, deep ones
 * too, starts at its month; `countOutPerStartMonth`), or, where a narrowing has no counters
 * per start month, as one total of the counters per group (`countOutPerGroup` with no group).
 */
export type TOutOnADayPageCount =
  | { perStartMonth: TOutOnADaySource; narrow?: TOutOnADayNarrowing | undefined }
  | { asOneGroup: () => Promise<TGroupCount[]> };

/** The list total of one page of what was out on `day` (findListPage's last argument). */
export async function outOnADayTotal(
  db: TQueryable,
  organisationId: number,
  day: string,
  count: TOutOnADayPageCount,
): Promise<TListTotal> {
  if ('perStartMonth' in count) {
    return countedPerBucket(
      await countOutPerStartMonth(db, count.perStartMonth, organisationId, day, count.narrow),
    );
  }
  const [all] = await count.asOneGroup();
  return totalFrom(sql`${all?.count ?? 0}`);
}

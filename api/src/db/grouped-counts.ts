// Counts per group (a location, a category, a month, ...) of a list's search, from the
// trigger-kept counters with several columns (migration 019: list '<table>.<c1>.<c2>...',
// bucket '<tab>/<v1>/<v2>...') instead of grouping the rows: the category counts and the
// charts of Management info at 100,000 rows. A period on a month column is the counters of
// the months inside it plus the rows of its one or two edge months, grouped on the list's
// index (as list-query.ts bucketed() counts a period's total). api/src/db/README.md "Totals".
import type { TQueryable, TSqlParam } from './database.js';
import { periodMonths, renderSql, type ListFilter, type TSqlFragment } from './list-query.js';

export type TGroupCounters = {
  /** The counters' list, e.g. 'rental_cases.start_month.location_id.category_id'. */
  list: string;
  organisationId: number;
  /** The tabs (first bucket part) the search holds, e.g. every status. */
  tabs: readonly string[];
  /**
   * What each bucket part after the tab is, in order: 'month' for a month column, else a
   * group's name ('location', 'category', 'article', 'warehouse').
   */
  parts: readonly string[];
};

export type TGroupCountQuery = {
  counters: TGroupCounters;
  /** The listed table, for the edge months of a period. */
  table: string;
  alias: string;
  /**
   * The search as a list filter on the table (tab, narrowing, and the period as
   * whereKeyBetween on `period.key`), for the rows of the edge months.
   */
  filter: ListFilter;
  /** Each part's column on the table ('r.location_id'); a month part's is its month column. */
  columns: Readonly<Record<string, string>>;
  /** A period on a date key whose month is the 'month' part (null: every month). */
  period: { key: string; from: string | null; to: string | null } | null;
  /** A part narrowed to a set of ids (a location and those below it). */
  within?: Readonly<Record<string, TSqlFragment>>;
  /** The parts kept in the answer; the others are summed over. */
  groupBy: readonly string[];
};

export type TGroupCount = { groups: Record<string, string>; count: number };

/**
 * The counts of a search per `groupBy` (values as text, '' for none). Groups without rows
 * are left out.
 */
export async function countGroups(db: TQueryable, query: TGroupCountQuery): Promise<TGroupCount[]> {
  const { counters, period, groupBy } = query;
  const params: TSqlParam[] = [counters.list, counters.organisationId];
  const partAt = (name: string) => {
    const index = counters.parts.indexOf(name);
    if (index < 0) throw new Error(`${counters.list} has no part ${name}`);
    return `split_part(bucket, '/', ${index + 2})`;
  };
  const kept = groupBy.map((name, i) => ({ name, alias: `g${i}` }));
  const months = period ? periodMonths({ from: period.from, to: period.to }) : null;

  // The months inside the period (or every month), from the counters: per tab a range of
  // buckets ('<tab>/<month>/...'; months sort as text), compared byte for byte on the
  // index list_counts_buckets (migration 019).
  if (period && counters.parts[0] !== 'month') {
    throw new Error(`${counters.list}: a period needs the month as the first part`);
  }
  const ranges = counters.tabs.map((tab) => {
    if (!period) {
      return `(bucket ~>=~ $${params.push(`${tab}/`)} AND bucket ~<~ $${params.push(`${tab}0`)})`;
    }
    // why: a period never holds the rows without a date ('-infinity' sorts before '0'),
    // nor its edge months (counted from the rows below).
    const low = months?.first ? `${tab}/${months.first}` : `${tab}/0`;
    const high = months?.end ? `${tab}/${months.end}` : `${tab}/:`;
    return `(bucket ~>=~ $${params.push(low)} AND bucket ~<~ $${params.push(high)})`;
  });
  const conditions: string[] = [`(${ranges.join(' OR ')})`];
  for (const [name, ids] of Object.entries(query.within ?? {})) {
    conditions.push(`nullif(${partAt(name)}, '')::bigint IN (${renderSql(ids, params)})`);
  }
  const keptCounters = kept.map(({ name, alias }) => `${partAt(name)} AS ${alias}`);
  const parts = [
    `SELECT ${[...keptCounters, 'count'].join(', ')} FROM list_counts
     WHERE list = $1 AND organisation_id = $2
       ${conditions.map((condition) => `AND ${condition}`).join(' ')}`,
  ];

  // The edge months of a period, from the rows.
  if (period) {
    const keptColumns = kept.map(({ name, alias }) => {
      const column = query.columns[name];
      if (!column) throw new Error(`no column for part ${name}`);
      return name === 'month'
        ? `to_char(${column}, 'YYYY-MM-DD') AS ${alias}`
        : `coalesce(${column}::text, '') AS ${alias}`;
    });
    const edge = (bounds: string) => {
      const where = query.filter.toSql(params);
      return `SELECT ${[...keptColumns, 'count(*) AS count'].join(', ')}
        FROM ${query.table} ${query.alias} WHERE ${where} AND ${bounds}
        ${kept.length > 0 ? `GROUP BY ${kept.map((_, i) => i + 1).join(', ')}` : ''}`;
    };
    for (const { bound } of months?.edges ?? []) {
      parts.push(
        edge(
          'below' in bound
            ? `${period.key} < $${params.push(bound.below)}::date`
            : `${period.key} >= $${params.push(bound.from)}::date`,
        ),
      );
    }
  }

  const outer = kept.map(({ alias }) => alias);
  const rows = await db.query<Record<string, string> & { count: number }>(
    `SELECT ${[...outer, 'sum(count)::float8 AS count'].join(', ')}
     FROM (${parts.join(' UNION ALL ')}) counts
     ${outer.length > 0 ? `GROUP BY ${outer.join(', ')}` : ''}
     HAVING sum(count) <> 0`,
    params,
  );
  return rows.map((row) => ({
    groups: Object.fromEntries(kept.map(({ name, alias }) => [name, row[alias] ?? ''])),
    count: row.count,
  }));
}

/** The one count of a search (every group together). */
export async function countAll(db: TQueryable, query: Omit<TGroupCountQuery, 'groupBy'>) {
  const [row] = await countGroups(db, { ...query, groupBy: [] });
  return row?.count ?? 0;
}

/**
 * The counts of a search per `groupBy`, from its rows (a filter the counters do not hold,
 * such as a depot order's type): the same answer as countGroups.
 */
export async function countRowGroups(
  db: TQueryable,
  query: Pick<TGroupCountQuery, 'table' | 'alias' | 'filter' | 'columns' | 'groupBy'>,
): Promise<TGroupCount[]> {
  const params: TSqlParam[] = [];
  const where = query.filter.toSql(params);
  const kept = query.groupBy.map((name, i) => {
    const column = query.columns[name];
    if (!column) throw new Error(`no column for part ${name}`);
    return name === 'month'
      ? `to_char(${column}, 'YYYY-MM-DD') AS g${i}`
      : `coalesce(${column}::text, '') AS g${i}`;
  });
  const rows = await db.query<Record<string, string> & { count: number }>(
    `SELECT ${[...kept, 'count(*)::float8 AS count'].join(', ')}
     FROM ${query.table} ${query.alias} WHERE ${where}
     ${kept.length > 0 ? `GROUP BY ${kept.map((_, i) => i + 1).join(', ')}` : ''}`,
    params,
  );
  return rows.map((row) => ({
    groups: Object.fromEntries(query.groupBy.map((name, i) => [name, row[`g${i}`] ?? ''])),
    count: row.count,
  }));
}

/**
 * Counts of several searches added up group by group, each with its sign (cases started
 * by a day minus those ended before it); groups that come to nothing are left out.
 */
export function addCounts(
  terms: readonly (readonly [readonly TGroupCount[], 1 | -1])[],
): TGroupCount[] {
  const totals = new Map<string, TGroupCount>();
  for (const [counts, sign] of terms) {
    for (const count of counts) {
      const key = JSON.stringify(count.groups);
      const known = totals.get(key) ?? { groups: count.groups, count: 0 };
      known.count += sign * count.count;
      totals.set(key, known);
    }
  }
  return [...totals.values()].filter((count) => count.count !== 0);
}

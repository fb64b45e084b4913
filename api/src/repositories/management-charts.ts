// The charts (ours, beyond the spec; api/src/routes/management/README.md "Charts"):
// the overview's own search (its list filter), grouped per month, category or location.
// A per-month chart of a list narrowed only by its tab and period reads the month
// counters (list-query countPerBucket); anything else groups the matching rows once.
import type { TChart, TChartGroup } from '@portal/shared/contract/management';
import type { TQueryable, TSqlParam } from '../db/database.js';
import {
  countPerBucket,
  type ListFilter,
  type TBucketedTotal,
  type TListSource,
} from '../db/list-query.js';

/** How an overview's rows are grouped: per group, the key and label SQL and their joins. */
export type TChartGrouping = {
  /** The month of a row ('YYYY-MM-01' as a date), e.g. `r.start_month`. */
  month: string;
  /** The category (id, title) and location (id, name) of a row, with the joins they need. */
  category: { key: string; label: string; joins: string };
  location: { key: string; label: string; joins: string };
  /** What a row counts for (default 1), e.g. the products an order holds. */
  weight?: string;
};

export type TChartQuery = {
  source: TListSource;
  filter: ListFilter;
  grouping: TChartGrouping;
  groupBy: TChartGroup;
  /** The period of a per-month chart ('YYYY-MM-DD'); open ends take the data's months. */
  period: { from: string | null; to: string | null };
  /** The list's counters, when only its tab and period narrow it (per-month charts). */
  counters?: TBucketedTotal;
};

/** 'YYYY-MM' of every month from `from` to `to` ('YYYY-MM'). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let index = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  for (; index <= last; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** Counts per month as a chart: every month of the period, zeros included, in order. */
export function monthChart(
  counts: readonly { key: string; value: number }[],
  period: TChartQuery['period'],
): TChart {
  const byMonth = new Map<string, number>();
  for (const { key, value } of counts) {
    // why: '-infinity' is the bucket of rows without a date; a chart of months has none.
    if (/^\d{4}-\d{2}/.test(key)) {
      const month = key.slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + value);
    }
  }
  const known = [...byMonth.keys()].sort();
  const first = period.from?.slice(0, 7) ?? known[0];
  const last = period.to?.slice(0, 7) ?? known.at(-1);
  if (!first || !last) return { groupBy: 'month', points: [] };
  return {
    groupBy: 'month',
    points: monthsBetween(first, last).map((month) => ({
      key: month,
      label: null,
      value: byMonth.get(month) ?? 0,
    })),
  };
}

/** The chart of an overview's search. */
export async function findChart(db: TQueryable, query: TChartQuery): Promise<TChart> {
  const { source, filter, grouping, groupBy, period } = query;
  if (groupBy === 'month' && query.counters) {
    const buckets = await countPerBucket(db, source, filter, query.counters);
    return monthChart(
      buckets.map((bucket) => ({ key: bucket.value, value: bucket.count })),
      period,
    );
  }
  const params: TSqlParam[] = [];
  const where = filter.toSql(params);
  const weight = grouping.weight ?? '1';
  const from = `FROM ${source.table} ${source.alias}`;
  if (groupBy === 'month') {
    const rows = await db.query<{ key: string; value: number }>(
      `SELECT to_char(${grouping.month}, 'YYYY-MM') AS key, sum(${weight})::float8 AS value
       ${from} WHERE ${where} AND ${grouping.month} > '-infinity'::date GROUP BY 1`,
      params,
    );
    return monthChart(rows, period);
  }
  const group = groupBy === 'category' ? grouping.category : grouping.location;
  const rows = await db.query<{ key: string; label: string | null; value: number }>(
    `SELECT coalesce(${group.key}::text, '') AS key, min(${group.label}) AS label,
       sum(${weight})::float8 AS value
     ${from} ${group.joins} WHERE ${where}
     GROUP BY 1 ORDER BY 3 DESC, 2 NULLS LAST, 1`,
    params,
  );
  return { groupBy, points: rows };
}

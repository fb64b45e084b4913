// How a list learns its total: trigger-kept counters (per tab or per bucket of a key date), a
// count first, or count(*) OVER ().
import type { TQueryable, TSqlParam } from '../database.js';
import type { ListFilter } from './list-filter.js';
import type { TListSource } from './list-source.js';
import { type TSqlFragment, isFragment, renderSql } from './list-sql.js';
import { periodMonths } from './month-range.js';

/**
 * How a page learns its total:
 * - `counted(...)`: the trigger-kept counters (list_counts), when only the tab filters, or
 *   the tab and one counted filter column (migration 008: list '<table>.<column>', buckets
 *   '<tab>/<value>', given as names or as a query that answers them);
 * - `'count'`: a count of the matches first, on the filter's own index (a location, a
 *   type), then the page (read from the nearer end);
 * - `'window'`: `count(*) OVER ()` in the page's own statement, for a filter whose matches
 *   only a heap or GIN scan finds (a search): the scan runs once instead of twice.
 */
export type TListTotal =
  TCountedTotal | TBucketedTotal | TQueryTotal | TPerBucketTotal | 'count' | 'window';

export type TQueryTotal = { query: TSqlFragment };

type TPerBucketTotal = { perBucket: readonly TBucketCount[] };

/**
 * The rows per page bucket of a search in list order, as the caller counted them from
 * counters in a way of its own (the cases out on a day per month of their start): every
 * page, deep ones included, starts at its bucket (pageFromBuckets).
 */
export function countedPerBucket(counts: readonly TBucketCount[]): TPerBucketTotal {
  return { perBucket: counts };
}

/**
 * The total from a scalar expression of the caller's (a number), for a filter that
 * counters answer in a way of their own (the cases out on a day: started by it minus
 * ended before it).
 */
export function totalFrom(query: TSqlFragment): TQueryTotal {
  return { query };
}

export type TCountedTotal = {
  counter: { list: string; organisationId: number; buckets: readonly string[] | TSqlFragment };
};

export type TBucketedTotal = { bucketed: { organisationId: number; tabs: readonly string[] } };

/**
 * The total from the list's own page-bucket counters (TListSource.pageBuckets, list
 * '<table>.<column>', buckets '<tab>/<bucket>') of `tabs`, when only the tab and a range
 * on the first sort key (ListFilter.whereKeyBetween) narrow the list: the buckets inside
 * the range from their counters, the one or two months at its edges counted on the
 * list's index. Every page, deep ones included, then starts at its bucket
 * (findRangedPage). A month of 100,000 rows over ten years is ~850 rows.
 */
export function bucketed(organisationId: number, tabs: readonly string[]): TBucketedTotal {
  return { bucketed: { organisationId, tabs } };
}

export function isBucketed(total: TListTotal): total is TBucketedTotal {
  return typeof total === 'object' && 'bucketed' in total;
}

export function counted(
  list: string,
  organisationId: number,
  buckets: readonly string[] | TSqlFragment,
): TCountedTotal {
  return { counter: { list, organisationId, buckets } };
}

/** The SQL of the list's total (a scalar query), its parameters after `params`. */
export function totalSql(
  source: TListSource,
  filter: ListFilter,
  total: TCountedTotal | TQueryTotal | 'count',
  params: TSqlParam[],
): string {
  if (typeof total === 'object' && 'query' in total) {
    return `SELECT (${renderSql(total.query, params)})::int`;
  }
  if (typeof total === 'object') {
    const { list, organisationId, buckets } = total.counter;
    const listParam = params.push(list);
    const organisationParam = params.push(organisationId);
    const inBuckets = isFragment(buckets)
      ? `bucket IN (${renderSql(buckets, params)})`
      : // why: one placeholder per bucket (a tab has a fixed number), not `= ANY ($n)`: a
        // prepared statement's generic plan guesses ten elements for an array, costs more
        // than the custom plans and is never chosen, so every call was planned again.
        `bucket IN (${buckets.map((bucket) => `$${params.push(bucket)}`).join(', ')})`;
    return `SELECT coalesce(sum(count), 0)::int FROM list_counts
       WHERE list = $${listParam} AND organisation_id = $${organisationParam} AND ${inBuckets}`;
  }
  const where = filter.toSql(params);
  return `SELECT count(*)::int FROM ${source.table} ${source.alias} WHERE ${where}`;
}

export async function countList(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  total: Exclude<TListTotal, 'window'>,
): Promise<number> {
  if (isBucketed(total)) {
    const counts = await rangedBucketCounts(db, source, filter, total.bucketed);
    return counts.reduce((sum, bucket) => sum + bucket.count, 0);
  }
  if (typeof total === 'object' && 'perBucket' in total) {
    return total.perBucket.reduce((sum, bucket) => sum + bucket.count, 0);
  }
  const params: TSqlParam[] = [];
  const [row] = await db.query<{ total: number }>(
    `SELECT (${totalSql(source, filter, total, params)}) AS total`,
    params,
  );
  return row?.total ?? 0;
}

/** First sort key from `from` (inclusive) to `before` (exclusive; null: no end). */
export type TKeyRange = { from: string; before: string | null };

/** Rows per bucket of a list, in list order (bucket values as text). */
export type TBucketCount = { value: string; count: number };

/**
 * The rows per bucket of a list narrowed to its tabs and, perhaps, a range on its first
 * sort key (TBucketedTotal): the months strictly inside the range from the counters, the
 * month of each end of the range counted on the list's index (each an index range of one
 * month at most). In list order.
 */
export async function rangedBucketCounts(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  { organisationId, tabs }: TBucketedTotal['bucketed'],
): Promise<TBucketCount[]> {
  const buckets = source.pageBuckets;
  if (!buckets) throw new Error(`${source.table}: a bucketed total needs pageBuckets`);
  const list = `${source.table}.${buckets.column}`;
  const keyRange = filter.keyRange;
  const key = `${source.alias}.${source.orderBy[0] ?? 'id'}`;
  if (keyRange && (keyRange.column !== key || buckets.type !== 'date')) {
    throw new Error(`${source.table}: a key range must be on ${key}, a date with month buckets`);
  }
  const months = keyRange ? periodMonths(keyRange.range) : null;
  const params: TSqlParam[] = [list, organisationId, tabs];
  let inner = '';
  if (months) {
    // why: a range never holds the rows without a date ('-infinity'), nor its edge months.
    inner += ` AND value::date > '-infinity'::date`;
    if (months.first !== null) inner += ` AND value::date >= $${params.push(months.first)}::date`;
    if (months.end !== null) inner += ` AND value::date < $${params.push(months.end)}::date`;
  }
  const parts = [
    `SELECT value, count FROM (
       SELECT substr(bucket, strpos(bucket, '/') + 1) AS value, sum(count)::int AS count
       FROM list_counts
       WHERE list = $1 AND organisation_id = $2 AND split_part(bucket, '/', 1) = ANY ($3::text[])
       GROUP BY 1 HAVING sum(count) > 0) bucket
     WHERE true${inner}`,
  ];
  const edge = (month: string, bounds: string) =>
    `SELECT $${params.push(month)}::text AS value, count(*)::int AS count
     FROM ${source.table} ${source.alias} WHERE ${filter.toSql(params)} AND ${bounds}`;
  for (const { month, bound } of months?.edges ?? []) {
    parts.push(
      edge(
        month,
        'below' in bound
          ? `${key} < $${params.push(bound.below)}::date`
          : `${key} >= $${params.push(bound.from)}::date`,
      ),
    );
  }
  const direction = source.descending ? 'DESC' : 'ASC';
  const rows = await db.query<TBucketCount>(
    `SELECT value, count FROM (${parts.join(' UNION ALL ')}) counts
     WHERE count > 0 ORDER BY value::${buckets.type} ${direction}`,
    params,
  );
  return rows;
}

/**
 * The rows per bucket ('YYYY-MM-01' for a date key) of a list whose total is
 * `bucketed(...)`, in list order: what a chart per month draws, without counting rows.
 */
export function countPerBucket(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  total: TBucketedTotal,
): Promise<TBucketCount[]> {
  return rangedBucketCounts(db, source, filter, total.bucketed);
}

// Pages that start at their bucket (a tab, a month of the key date) from the rows counted per
// bucket, so a deep page never reads the rows before it.
import type { TQueryable } from '../database.js';
import type { ListFilter } from './list-filter.js';
import type { TListSource } from './list-source.js';
import { isFragment } from './list-sql.js';
import type { TBucketCount, TListTotal } from './list-total.js';
import { readPage } from './page-read.js';

type TPageBuckets = {
  list: string;
  organisationId: number;
  tabs: readonly string[];
  type: NonNullable<TListSource['pageBuckets']>['type'];
};

/**
 * The bucket counters of a page, when the list has them and only its tab narrows it (the
 * total is the tab's own counter: the filter is the organisation and the tab, nothing else).
 */
export function pageBucketsOf(source: TListSource, total: TListTotal): TPageBuckets | null {
  if (!source.pageBuckets || typeof total !== 'object' || !('counter' in total)) return null;
  const { list, organisationId, buckets } = total.counter;
  if (list !== source.table || isFragment(buckets)) return null;
  return {
    list: `${source.table}.${source.pageBuckets.column}`,
    organisationId,
    tabs: buckets,
    type: source.pageBuckets.type,
  };
}

/**
 * A page after the first of a bucketed list (TListSource.pageBuckets). The counters per
 * bucket, summed in list order, give the total and the buckets the page's rows are in;
 * the page is read within those buckets' key range only, from whichever end of it is
 * nearer. So a page walks at most half of the rows of the buckets it spans (a month, 1,000
 * ids), at any depth, and the answer is exactly the one a plain OFFSET gives (the counters
 * are kept by the same transactions that change the rows).
 */
export async function findBucketedPage<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  page: { offset: number; rows: number },
  buckets: TPageBuckets,
): Promise<{ rows: TRow[]; totalCount: number }> {
  const direction = source.descending ? 'DESC' : 'ASC';
  // why: the value is cast back to the key's type, so buckets sort as keys, not as text.
  const counts = await db.query<TBucketCount>(
    `SELECT value, count FROM (
       SELECT substr(bucket, strpos(bucket, '/') + 1) AS value, sum(count)::int AS count
       FROM list_counts
       WHERE list = $1 AND organisation_id = $2 AND split_part(bucket, '/', 1) = ANY ($3::text[])
       GROUP BY 1 HAVING sum(count) > 0) bucket
     ORDER BY value::${buckets.type} ${direction}`,
    [buckets.list, buckets.organisationId, buckets.tabs],
  );
  return pageFromBuckets(db, source, filter, page, counts);
}

/**
 * A page of a bucketed list from its rows per bucket (in list order): the total, and the
 * page read within the key range of the buckets it spans.
 */
export async function pageFromBuckets<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  page: { offset: number; rows: number },
  counts: readonly TBucketCount[],
): Promise<{ rows: TRow[]; totalCount: number }> {
  const totalCount = counts.reduce((sum, bucket) => sum + bucket.count, 0);
  const skip = page.offset - 1;
  const take = Math.min(page.rows, totalCount - skip);
  if (take <= 0) return { rows: [], totalCount };
  // The buckets (in list order) holding rows skip .. skip + take - 1, the rows before them.
  let first = 0;
  let before = 0;
  while (before + (counts[first]?.count ?? 0) <= skip) before += counts[first++]?.count ?? 0;
  let last = first;
  let spanned = counts[first]?.count ?? 0;
  while (before + spanned < skip + take) spanned += counts[++last]?.count ?? 0;
  // Key range of those buckets: from the lowest bucket value to the next one above them.
  const [low, high] = source.descending ? [last, first] : [first, last];
  const above = source.descending ? counts[high - 1] : counts[high + 1];
  const range = { from: counts[low]?.value ?? '', before: above?.value ?? null };
  const within = skip - before;
  const reverse = within > spanned / 2;
  const rows = await readPage<TRow>(db, source, filter, range, {
    take,
    skip: reverse ? spanned - within - take : within,
    reverse,
  });
  return { rows, totalCount };
}

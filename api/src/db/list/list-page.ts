// One page of a list at the spec's limitOffset with its total, read from the nearer end.
import type { TQueryable, TSqlParam } from '../database.js';
import type { ListFilter } from './list-filter.js';
import { type TListSource, keys } from './list-source.js';
import {
  type TCountedTotal,
  type TListTotal,
  type TQueryTotal,
  countList,
  isBucketed,
  rangedBucketCounts,
} from './list-total.js';
import { findBucketedPage, pageBucketsOf, pageFromBuckets } from './page-buckets.js';
import { readPage, withoutHelperColumns } from './page-read.js';

/**
 * One page: `offset` is the spec's 1-based limitOffset, `rows` the page size. The rows are
 * found on the index alone (the ids of the page), then joined for their columns. A later
 * page of a bucketed list starts at its bucket (findBucketedPage); otherwise a page in the
 * second half of the list is read from the end, so no page walks more than half of it.
 */
export async function findListPage<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  page: { offset: number; rows: number },
  total: TListTotal,
): Promise<{ rows: TRow[]; totalCount: number }> {
  if (total === 'window') return findWindowPage(db, source, filter, page);
  if (isBucketed(total)) {
    const counts = await rangedBucketCounts(db, source, filter, total.bucketed);
    return pageFromBuckets(db, source, filter, page, counts);
  }
  if (typeof total === 'object' && 'perBucket' in total) {
    return pageFromBuckets(db, source, filter, page, total.perBucket);
  }
  const skip = page.offset - 1;
  if (skip === 0) return findFirstPage(db, source, filter, page.rows, total);
  const buckets = pageBucketsOf(source, total);
  if (buckets) return findBucketedPage(db, source, filter, page, buckets);
  const totalCount = await countList(db, source, filter, total);
  const take = Math.min(page.rows, totalCount - skip);
  if (take <= 0) return { rows: [], totalCount };
  const reverse = skip > totalCount / 2;
  const rows = await readPage<TRow>(db, source, filter, null, {
    take,
    skip: reverse ? totalCount - skip - take : skip,
    reverse,
  });
  return { rows, totalCount };
}

/**
 * The first page with its total in one statement (the most asked page: every list opens
 * on it). The total is a scalar subquery, run once; both read the same snapshot, so a
 * first page without rows means a total of 0.
 */
async function findFirstPage<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  rows: number,
  total: TCountedTotal | TQueryTotal | 'count',
): Promise<{ rows: TRow[]; totalCount: number }> {
  const found = await readPage<TRow & { __total: number }>(
    db,
    source,
    filter,
    null,
    { take: rows, skip: 0, reverse: false },
    total,
  );
  return {
    rows: found.map(withoutHelperColumns) as TRow[],
    totalCount: found[0]?.__total ?? 0,
  };
}

/** A page with its total from the same statement (TListTotal 'window'). */
async function findWindowPage<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  page: { offset: number; rows: number },
): Promise<{ rows: TRow[]; totalCount: number }> {
  const params: TSqlParam[] = [];
  const where = filter.toSql(params);
  params.push(page.rows, page.offset - 1);
  const { table, alias } = source;
  const rows = await db.query<TRow & { __total: number }>(
    `SELECT ${source.columns}, page.total::int AS "__total"
     FROM (SELECT ${alias}.id, count(*) OVER () AS total FROM ${table} ${alias} WHERE ${where}
           ORDER BY ${keys(source)}
           LIMIT $${params.length - 1} OFFSET $${params.length}) page
     JOIN ${table} ${alias} ON ${alias}.id = page.id
     ${source.joins ?? ''}
     ORDER BY ${keys(source)}`,
    params,
  );
  const first = rows[0];
  // why: a page past the last match has no row to carry the total; count it then.
  if (!first) {
    const totalCount = page.offset > 1 ? await countList(db, source, filter, 'count') : 0;
    return { rows: [], totalCount };
  }
  return { rows: rows.map(withoutHelperColumns) as TRow[], totalCount: first.__total };
}

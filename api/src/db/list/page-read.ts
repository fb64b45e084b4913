// Reading one page's rows: the limit and offset, the ids fanned out over buckets, and the
// helper columns left out of the answer.
import type { TQueryable, TSqlParam } from '../database.js';
import type { ListFilter } from './list-filter.js';
import { type TSetCondition } from './list-filter.js';
import { type TListSource, keys } from './list-source.js';
import { renderSql } from './list-sql.js';
import { type TCountedTotal, type TKeyRange, type TQueryTotal, totalSql } from './list-total.js';

/**
 * The ids of `take` rows after `skip` rows of the list (read backwards when `reverse`),
 * found on the index alone, then joined for their columns. `range` narrows the first sort
 * key (a bucketed page's buckets).
 */
export function readPage<TRow>(
  db: TQueryable,
  source: TListSource,
  filter: ListFilter,
  range: TKeyRange | null,
  { take, skip, reverse }: { take: number; skip: number; reverse: boolean },
  withTotal?: TCountedTotal | TQueryTotal | 'count',
): Promise<TRow[]> {
  const params: TSqlParam[] = [];
  const totalColumn = withTotal
    ? `, (${totalSql(source, filter, withTotal, params)}) AS "__total"`
    : '';
  const set = filter.setOn(source.fanOut, source.alias);
  let where = filter.toSql(params, set ? { set, value: 'fan.value' } : undefined);
  const { table, alias } = source;
  if (range) {
    const key = `${alias}.${source.orderBy[0] ?? 'id'}`;
    const type = source.pageBuckets?.type ?? 'integer';
    where += ` AND ${key} >= $${params.push(range.from)}::${type}`;
    if (range.before !== null) where += ` AND ${key} < $${params.push(range.before)}::${type}`;
  }
  const ids = set
    ? fanOutIds(source, set, where, params, { take, skip, reverse })
    : `SELECT ${alias}.id FROM ${table} ${alias} WHERE ${where}
       ORDER BY ${keys(source, reverse)}
       ${limitClause(take, skip, params)}`;
  return db.query<TRow>(
    `SELECT ${source.columns}${totalColumn}
     FROM (${ids}) page
     JOIN ${table} ${alias} ON ${alias}.id = page.id
     ${source.joins ?? ''}
     ORDER BY ${keys(source)}`,
    params,
  );
}

/**
 * The ids of a page narrowed to a set of values (TListSource.fanOut): for each value, its
 * first `skip + take` rows in list order from the value's own index, merged and cut. On
 * 100,000 products a location with those below it: 0.5 ms instead of 37 ms (bench/README).
 */
function fanOutIds(
  source: TListSource,
  set: TSetCondition,
  where: string,
  params: TSqlParam[],
  { take, skip, reverse }: { take: number; skip: number; reverse: boolean },
): string {
  const { table, alias } = source;
  const keyColumns = source.orderBy.map((key, i) => `${alias}.${key} AS "__key${i}"`).join(', ');
  const direction = source.descending !== reverse ? 'DESC' : 'ASC';
  const merged = source.orderBy.map((_, i) => `x."__key${i}" ${direction}`).join(', ');
  const values = renderSql(set.values, params);
  const perValue = skip === 0 ? limitClause(take, 0, params) : `LIMIT $${params.push(skip + take)}`;
  return `SELECT x.id
    FROM (SELECT DISTINCT v.* FROM (${values}) v) fan(value)
    CROSS JOIN LATERAL (
      SELECT ${alias}.id, ${keyColumns} FROM ${table} ${alias} WHERE ${where}
      ORDER BY ${keys(source, reverse)} ${perValue}) x
    ORDER BY ${merged}
    ${limitClause(take, skip, params)}`;
}

/**
 * LIMIT and OFFSET of a page. A first page (the one every list opens on) has its size
 * written as a number: PostgreSQL plans a prepared statement once for all calls (a generic
 * plan) only if that plan looks no costlier than planning each call, and with the size a
 * parameter it assumes a tenth of the rows is wanted. At 100,000 rows every first page was
 * then planned again (~0.35 ms of the database's CPU on a 0.1 ms query). The size is at
 * most the contract's MAX_LIMIT_ROWS, so there are few such statements; later pages keep
 * both as parameters and are planned per call, for their offset.
 */
function limitClause(take: number, skip: number, params: TSqlParam[]): string {
  if (!Number.isSafeInteger(take) || take < 0) throw new Error(`Not a page size: ${take}`);
  if (skip === 0) return `LIMIT ${take}`;
  return `LIMIT $${params.push(take)} OFFSET $${params.push(skip)}`;
}

/** A row without the helper columns (`__total`, `__key0`, ...) the list query added. */
export function withoutHelperColumns(row: Record<string, unknown>): object {
  // why: a plain loop; this runs for every row of every page and export batch.
  const kept: Record<string, unknown> = {};
  for (const column in row) {
    if (!column.startsWith('__')) kept[column] = row[column];
  }
  return kept;
}

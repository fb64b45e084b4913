// The one way to query a list (ARCHITECTURE "One way to query a list"): filters added to
// one query, a stable order on indexed columns ending in the unique id, the spec's paging
// (limitOffset is the 1-based first row: page*10-9) with the total, and the same query
// read in keyset batches for exports. Every repository list uses it; see
// api/src/db/README.md "Lists: one list query" for how to add one (and its index).
//
//   const RENTAL_CASES: TListSource = {
//     table: 'rental_cases', alias: 'r', orderBy: ['list_date', 'id'], descending: true,
//     columns: `r.id AS "rentalCaseId", l.name AS "companyName"`,
//     joins: 'LEFT JOIN locations l ON l.id = r.location_id',
//   };
//   const filter = new ListFilter()
//     .where(sql`r.organisation_id = ${organisationId}`)
//     .where(sql`r.status = ${status}`);
//   await findListPage(db, RENTAL_CASES, filter, { offset: 1, rows: 10 }, counted(...));
//   for await (const rows of eachListBatch(db, RENTAL_CASES, filter)) ...
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TDatabase, TQueryable, TSqlParam } from './database.js';

export type TListSource = {
  /** The listed table. */
  table: string;
  /** Its alias in `columns`, `joins` and the filter's conditions. */
  alias: string;
  /**
   * Sort keys, most significant first: NOT NULL columns of the table, the last one `id`
   * (unique, so the order is stable and keyset batches never skip or repeat a row). An
   * index must lead with the filter's equality columns followed by these keys.
   */
  orderBy: readonly string[];
  /** All keys descending (newest first) or all ascending. */
  descending: boolean;
  /** The answered columns (with "quoted" aliases), computed only for answered rows. */
  columns: string;
  /** LEFT JOINs that `columns` need; they never filter. */
  joins?: string;
  /**
   * Deep pages without walking the rows before them (migration 009): `column` is a stored
   * truncation of the first sort key, of SQL type `type` (never above the key, the same
   * for equal keys: a month, 1,000 ids), counted per tab and bucket in list_counts as list
   * '<table>.<column>'. A later page of a tab that only its counters narrow starts at the
   * bucket its first row is in (see findBucketedPage).
   */
  pageBuckets?: { column: string; type: 'date' | 'timestamptz' | 'integer' };
  /**
   * Columns with an index of their own for this order: the filter's equality columns, the
   * column, then `orderBy`. A page narrowed to a set of the column's values
   * (ListFilter.whereIn: a location with those below it, a category's articles) reads the
   * first rows of each value from that index and merges them, instead of leaving the
   * planner to walk the whole list checking each row, or to sort every match.
   */
  fanOut?: readonly string[];
  /**
   * The free search of the list (issue 23, `search` of shared/contract list-order.ts); see
   * searchCondition. Without it the list has no search.
   */
  search?: TListSearch;
};

/**
 * What a list's search looks in. `text` is a stored column of the listed table holding
 * the searched fields joined by newlines (so a typed term, which holds none, never matches
 * across two fields), with a trigram index (gin_trgm_ops) that leads the search: per tab
 * (a partial index) where a tab is a large part of the table. `number` is a column that a
 * typed whole number also finds exactly (the row's own number, usually `id`), on its index.
 */
export type TListSearch = { text: string; number?: string };

/**
 * The condition of a search for `term` in `source` (null when there is nothing to search):
 * the text column contains the term, ignoring case (ILIKE, served by the trigram index),
 * or a whole number equals the number column. A term of one or two characters still
 * searches the text, but its trigram scan reads the whole tab: the shared search field asks
 * for three characters unless a number is typed (shared/ui ListSearchField).
 */
export function searchCondition(
  source: TListSource,
  term: string | null | undefined,
): TSqlFragment | null {
  const text = term?.trim();
  if (!text || !source.search) return null;
  const column = (name: string) => rawSql(`${source.alias}.${name}`);
  const like = sql`${column(source.search.text)} ILIKE ${likePattern(text)}`;
  const number = /^\d{1,9}$/.test(text) && source.search.number ? Number(text) : null;
  if (number === null) return like;
  return sql`${column(source.search.number ?? 'id')} = ${number} OR ${like}`;
}

/** An identifier of ours as SQL text (never a value from a request). */
function rawSql(text: string): TSqlFragment {
  return { strings: [text], values: [] };
}

/**
 * Another order of a list (issue 23): the sort keys, most significant first, NOT NULL
 * columns ending in `id`, with an index of the list's equality columns followed by them
 * (read forwards or backwards, so one index serves both directions).
 */
export type TListOrder = { keys: readonly string[]; descending: boolean };

/**
 * The list in the order a caller asked for: `sortBy` names one of `sorts` (a column of the
 * list), `direction` 'asc' or 'desc' (ascending when absent). Without a known `sortBy` the
 * list keeps its own order, in `direction` when one is given. Deep pages start at their
 * bucket and set filters fan out only in the keys they were made for.
 */
export function sortedList(
  source: TListSource,
  sorts: Readonly<Record<string, readonly string[]>>,
  sortBy: string | null | undefined,
  direction: 'asc' | 'desc' | null | undefined,
): TListSource {
  const keys = sortBy ? sorts[sortBy] : undefined;
  if (!keys) {
    return direction ? { ...source, descending: direction === 'desc' } : source;
  }
  const sameKeys =
    keys.length === source.orderBy.length && keys.every((key, i) => key === source.orderBy[i]);
  const { pageBuckets, fanOut, ...rest } = source;
  return {
    ...rest,
    orderBy: keys,
    descending: direction === 'desc',
    ...(sameKeys && pageBuckets ? { pageBuckets } : {}),
    ...(sameKeys && fanOut ? { fanOut } : {}),
  };
}

/**
 * A piece of SQL with its parameters, written as `sql\`r.status = ${status}\``; a value may
 * be another fragment, which is set in as SQL (`sql\`r.location_id IN (${tree})\``).
 */
export type TSqlFragment = {
  strings: readonly string[];
  values: readonly (TSqlParam | TSqlFragment)[];
};

export function sql(
  strings: TemplateStringsArray,
  ...values: (TSqlParam | TSqlFragment)[]
): TSqlFragment {
  return { strings, values };
}

/**
 * A date column as the contract's 'YYYY-MM-DD' text (no time zone can shift it; a moment
 * is taken in the session's zone, the portal's). why the cast and not to_char(.., 'YYYY-MM-DD'):
 * to_char reads its pattern again for every value, ~0.9 µs a call on PGlite against
 * ~0.05 µs for the date's own output, 0.17 s of the database's ~2.5 s for a 100,000-row
 * Excel with two dates (bench/README.md). The output is ISO because every connection sets
 * DateStyle ISO (db/pg-database.ts), whatever the server's default.
 */
export function isoDate(column: string): string {
  return `(${column})::date::text`;
}

/** `%text%` for ILIKE, the wildcards of `text` escaped: a search finds what was typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function isFragment(value: TSqlParam | TSqlFragment): value is TSqlFragment {
  return typeof value === 'object' && value !== null && 'strings' in value && 'values' in value;
}

/** The text of `fragment` with placeholders after `params` (which receives the values). */
export function renderSql({ strings, values }: TSqlFragment, params: TSqlParam[]): string {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    if (isFragment(value)) {
      text += renderSql(value, params);
    } else {
      params.push(value);
      text += `$${params.length}`;
    }
    text += strings[i + 1] ?? '';
  });
  return text;
}

/**
 * Conditions on the listed table (all must hold) with their parameters:
 * `filter.where(sql\`r.status = ${status}\`)` adds `r.status = $n` and the value.
 */
export class ListFilter {
  readonly #conditions: (TSqlFragment | TSetCondition)[] = [];
  #keyRange: { column: string; range: TKeyDateRange } | null = null;

  where(condition: TSqlFragment): this {
    this.#conditions.push(condition);
    return this;
  }

  /**
   * `column` (the list's first sort key, a date: `r.start_key`) from `range.from` to
   * `range.to`, both inclusive; an open side has no bound, except that a key of
   * '-infinity' (a row without the date) is never in a range. A list whose total is
   * `bucketed(...)` counts the range from its month counters (findRangedPage).
   */
  whereKeyBetween(column: string, range: TKeyDateRange): this {
    this.#keyRange = { column, range };
    const strings = [`${column} > '-infinity'::date`];
    const values: string[] = [];
    if (range.from !== null) {
      strings[0] += ` AND ${column} >= `;
      strings.push('::date');
      values.push(range.from);
    }
    if (range.to !== null) {
      strings[strings.length - 1] += ` AND ${column} <= `;
      strings.push('::date');
      values.push(range.to);
    }
    this.#conditions.push({ strings, values });
    return this;
  }

  /** The range `whereKeyBetween` set, if any. */
  get keyRange(): { column: string; range: TKeyDateRange } | null {
    return this.#keyRange;
  }

  /**
   * `column IN (values)`, where `values` is a query answering one column of distinct
   * values; a list with an index for `column` (TListSource.fanOut) pages through it per value.
   */
  whereIn(column: string, values: TSqlFragment): this {
    this.#conditions.push({ column, values });
    return this;
  }

  /** The first set condition on one of `columns` (in their order), if any. */
  setOn(columns: readonly string[] | undefined, alias: string): TSetCondition | null {
    for (const column of columns ?? []) {
      const found = this.#conditions.find(
        (condition): condition is TSetCondition =>
          'column' in condition && condition.column === `${alias}.${column}`,
      );
      if (found) return found;
    }
    return null;
  }

  /**
   * The WHERE text with placeholders after `params` (which receives the values); `oneOf`
   * turns that set condition into `column = <oneOf.value>` (a per-value page).
   */
  toSql(params: TSqlParam[], oneOf?: { set: TSetCondition; value: string }): string {
    const parts = this.#conditions.map((condition) => {
      if (!('column' in condition)) return `(${renderSql(condition, params)})`;
      if (condition === oneOf?.set) return `(${condition.column} = ${oneOf.value})`;
      return `(${condition.column} IN (${renderSql(condition.values, params)}))`;
    });
    return parts.length > 0 ? parts.join(' AND ') : 'true';
  }
}

/** A condition `column IN (values)` (ListFilter.whereIn). */
type TSetCondition = { column: string; values: TSqlFragment };

/** Dates 'YYYY-MM-DD' (inclusive); null leaves that side open. */
export type TKeyDateRange = { from: string | null; to: string | null };

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

type TQueryTotal = { query: TSqlFragment };

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

type TCountedTotal = {
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

function isBucketed(total: TListTotal): total is TBucketedTotal {
  return typeof total === 'object' && 'bucketed' in total;
}

export function counted(
  list: string,
  organisationId: number,
  buckets: readonly string[] | TSqlFragment,
): TCountedTotal {
  return { counter: { list, organisationId, buckets } };
}

function keys(source: TListSource, reverse = false): string {
  const direction = source.descending !== reverse ? 'DESC' : 'ASC';
  return source.orderBy.map((key) => `${source.alias}.${key} ${direction}`).join(', ');
}

/** The SQL of the list's total (a scalar query), its parameters after `params`. */
function totalSql(
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

/**
 * The ids of `take` rows after `skip` rows of the list (read backwards when `reverse`),
 * found on the index alone, then joined for their columns. `range` narrows the first sort
 * key (a bucketed page's buckets).
 */
function readPage<TRow>(
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

/** First sort key from `from` (inclusive) to `before` (exclusive; null: no end). */
type TKeyRange = { from: string; before: string | null };

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
function pageBucketsOf(source: TListSource, total: TListTotal): TPageBuckets | null {
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
async function findBucketedPage<TRow>(
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

/** Rows per bucket of a list, in list order (bucket values as text). */
export type TBucketCount = { value: string; count: number };

/** 'YYYY-MM-01' of a date 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month after a month 'YYYY-MM-01'. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12
    ? `${year + 1}-01-01`
    : `${month.slice(0, 5)}${String(next).padStart(2, '0')}-01`;
}

/**
 * How a period of dates is counted: the whole months inside it from month counters (from
 * `first` to before `end`, 'YYYY-MM-01'; null: open), and the months it covers in part from
 * the rows: each edge names its month and the bound that keeps a period's rows to it (the
 * period's own bounds are in the search). A period from the 1st of a month to the last day
 * of one (a year, a quarter) has no edge at all.
 */
export function periodMonths(range: TKeyDateRange): {
  first: string | null;
  end: string | null;
  edges: { month: string; bound: { below: string } | { from: string } }[];
} {
  const fromMonth = range.from === null ? null : monthOf(range.from);
  const toMonth = range.to === null ? null : monthOf(range.to);
  const startsWhole = range.from === null || range.from.endsWith('-01');
  const endsWhole = toMonth === null || range.to === lastDayOf(toMonth);
  const edges: { month: string; bound: { below: string } | { from: string } }[] = [];
  if (fromMonth !== null && !startsWhole) {
    edges.push({ month: fromMonth, bound: { below: nextMonth(fromMonth) } });
  }
  if (toMonth !== null && !endsWhole && toMonth !== edges[0]?.month) {
    edges.push({ month: toMonth, bound: { from: toMonth } });
  }
  return {
    first: fromMonth === null ? null : startsWhole ? fromMonth : nextMonth(fromMonth),
    end: toMonth === null ? null : endsWhole ? nextMonth(toMonth) : toMonth,
    edges,
  };
}

/** The last day of a month 'YYYY-MM-01', 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month.slice(0, 8)}${String(day.getUTCDate()).padStart(2, '0')}`;
}

/**
 * The rows per bucket of a list narrowed to its tabs and, perhaps, a range on its first
 * sort key (TBucketedTotal): the months strictly inside the range from the counters, the
 * month of each end of the range counted on the list's index (each an index range of one
 * month at most). In list order.
 */
async function rangedBucketCounts(
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

/**
 * A page of a bucketed list from its rows per bucket (in list order): the total, and the
 * page read within the key range of the buckets it spans.
 */
async function pageFromBuckets<TRow>(
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

/** A row without the helper columns (`__total`, `__key0`, ...) the list query added. */
function withoutHelperColumns(row: Record<string, unknown>): object {
  // why: a plain loop; this runs for every row of every page and export batch.
  const kept: Record<string, unknown> = {};
  for (const column in row) {
    if (!column.startsWith('__')) kept[column] = row[column];
  }
  return kept;
}

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

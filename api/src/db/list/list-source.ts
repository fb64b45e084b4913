// What a list reads: its table, columns, joins, sort keys and search (ARCHITECTURE "One way
// to query a list").
import { type TSqlFragment, likePattern, rawSql, sql } from './list-sql.js';

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

export function keys(source: TListSource, reverse = false): string {
  const direction = source.descending !== reverse ? 'DESC' : 'ASC';
  return source.orderBy.map((key) => `${source.alias}.${key} ${direction}`).join(', ');
}

// The conditions a list adds to its one query (ListFilter).
import type { TSqlParam } from '../database.js';
import { type TSqlFragment, renderSql } from './list-sql.js';

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
export type TSetCondition = { column: string; values: TSqlFragment };

/** Dates 'YYYY-MM-DD' (inclusive); null leaves that side open. */
export type TKeyDateRange = { from: string | null; to: string | null };

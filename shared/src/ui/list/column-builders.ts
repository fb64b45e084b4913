/**
 * Columns that show one field of a row under the catalogue's header for that field: the
 * shape most columns of most lists have ({ key, header, render: the field }). A list names
 * its headers once (`columnsOf(TEXTS.xColumns)`) and then writes only what differs:
 * `text('name', { card: 'title' })`, `code('serialNumber')`, `date('startDate')`.
 */
import { formatDate } from '../../rules/date-format.js';
import type { TListColumn } from './responsive-list.js';

/** What a column says beyond its key, header and value. */
export type TColumnOptions<TRow> = Omit<TListColumn<TRow>, 'key' | 'header' | 'render'>;

type TKeysOf<TRow, TValue> = {
  [K in keyof TRow & string]: TRow[K] extends TValue ? K : never;
}[keyof TRow & string];

type TShown = string | number | null | undefined;
type TDated = string | Date | null | undefined;

export type TColumnBuilders<TRow, THeader extends string> = {
  /** The field as it is ('' for none). */
  text: <K extends TKeysOf<TRow, TShown> & THeader>(
    key: K,
    options?: TColumnOptions<TRow>,
  ) => TListColumn<TRow>;
  /** A code (a serial or case number): kept whole, in the code face. */
  code: <K extends TKeysOf<TRow, TShown> & THeader>(
    key: K,
    options?: TColumnOptions<TRow>,
  ) => TListColumn<TRow>;
  /** A count, right-aligned. */
  number: <K extends TKeysOf<TRow, TShown> & THeader>(
    key: K,
    options?: TColumnOptions<TRow>,
  ) => TListColumn<TRow>;
  /** A date as the portal writes dates (dd-mm-jjjj). */
  date: <K extends TKeysOf<TRow, TDated> & THeader>(
    key: K,
    options?: TColumnOptions<TRow>,
  ) => TListColumn<TRow>;
};

/** Builders for the columns of `TRow` whose headers are `headers[key]`. */
export function columnsOf<TRow>() {
  return <THeader extends string>(
    headers: Readonly<Record<THeader, string>>,
  ): TColumnBuilders<TRow, THeader> => {
    const field = (
      key: THeader & keyof TRow,
      kind: TListColumn<TRow>['kind'],
      options: TColumnOptions<TRow>,
      show: (value: unknown) => string | number,
    ): TListColumn<TRow> => ({
      key,
      header: headers[key],
      ...(kind ? { kind } : {}),
      ...options,
      render: (row) => show(row[key]),
    });
    const shown = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? value : '';
    const dated = (value: unknown) =>
      typeof value === 'string' || value instanceof Date ? formatDate(value) : '';
    return {
      text: (key, options = {}) => field(key, undefined, options, shown),
      code: (key, options = {}) => field(key, 'code', options, shown),
      number: (key, options = {}) => field(key, 'number', options, shown),
      date: (key, options = {}) => field(key, 'date', options, dated),
    };
  };
}

// What an Excel download is made of, in a form its worker thread can run on its own: the
// columns of the file and the list's rows in keyset batches, both from parameters that
// cross to the worker as plain data (the caller's organisation, the tab and its filters).
// The worker reads the database itself (workers/excel-export-task.ts), so the request
// thread never parses, converts or posts the rows of a 100,000-row export.
import type { TQueryable } from '../db/database.js';
import type { TXlsxCell } from '../files/xlsx-writer.js';

export type TExcelColumn<TRow> = {
  /** The list's Dutch column header (from the catalogue). */
  header: string;
  /** Width in characters. */
  width: number;
  value: (row: TRow) => TXlsxCell;
  /** Excel number format, e.g. 'dd-mm-yyyy' for dates. */
  numFmt?: string;
};

export type TExcelSource<TParams, TRow> = {
  /** The file's columns for these parameters (a tab may hide some). */
  columns(params: TParams): readonly TExcelColumn<TRow>[];
  /** The rows in list order, in batches (db/list-query.ts eachListBatch). */
  batches(db: TQueryable, params: TParams): AsyncIterable<TRow[]>;
};

/** A calendar date ('YYYY-MM-DD') as the Date Excel shows as that day. */
export function excelDate(iso: string | null): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

// What an Excel download is made of, in a form its worker thread can run on its own: the
// columns of the file and the list's rows in keyset batches, both from parameters that
// cross to the worker as plain data (the caller's organisation, the tab and its filters).
// The worker reads the database itself (workers/excel-export-task.ts), so the request
// thread never parses, converts or posts the rows of a 100,000-row export.
import { daysInMonth } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import type { TClientRecord } from '../access-log/access-entry.js';
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
  /**
   * The client a row of the file shows (NEN 7513: the worker logs each batch's clients
   * before it writes the batch), or null for a file that holds no client data. Required,
   * so a new download says which it is.
   */
  clientRecord: ((row: TRow, params: TParams) => TClientRecord | null) | null;
};

/** Excel's serial number of 1970-01-01 (day 0 is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569;

/** The digits of `text` from `from` to `to` as a number, or -1 when one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Days from 1970-01-01 to a day of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * A calendar date ('YYYY-MM-DD') as the serial number Excel keeps for that day (the cell
 * shows it as a date through its column's number format). why not a Date: it is counted
 * from the digits, without a Date object and the parsing of a string per cell (a 100,000-
 * row export has 200,000 dates; issue 25). Anything but a real 'YYYY-MM-DD' day is read
 * as `new Date` reads it, and a day it cannot read leaves the cell empty.
 */
export function excelDate(iso: string | null): number | null {
  if (!iso) return null;
  if (iso.length === 10 && iso.charCodeAt(4) === 0x2d && iso.charCodeAt(7) === 0x2d) {
    const year = digits(iso, 0, 4);
    const month = digits(iso, 5, 7);
    const day = digits(iso, 8, 10);
    if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return daysFromCivil(year, month, day) + UNIX_EPOCH_SERIAL;
    }
  }
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(ms) ? ms / 86_400_000 + UNIX_EPOCH_SERIAL : null;
}

// Worker side of a streamed Excel file: exceljs' WorkbookWriter turns rows into the .xlsx
// zip as they arrive, and every chunk of the zip leaves at once, so neither the rows nor
// the file are ever held whole. Runs in a worker thread (tasks.ts).
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TStreamWriter } from './tasks.js';

export type TXlsxColumn = {
  header: string;
  /** Width in characters. */
  width: number;
  /** Excel number format, e.g. 'dd-mm-yyyy' for a date column. */
  numFmt?: string;
};

export type TXlsxInput = { sheetName: string; columns: TXlsxColumn[] };

/** A batch of rows: one array of cell values per row, in column order. */
export type TXlsxRows = (string | number | boolean | Date | null)[][];

export function openXlsxWriter(
  input: TXlsxInput,
  emit: (bytes: Uint8Array) => void,
): TStreamWriter<TXlsxRows> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      emit(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(input.sheetName);
  sheet.columns = input.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row).commit();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

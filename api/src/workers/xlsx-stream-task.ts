// Worker side of a streamed Excel file: the rows become the .xlsx's sheet as they arrive
// (files/xlsx-writer.ts) and every piece of the zip leaves at once, so neither the rows nor
// the file are ever held whole. Runs in a worker thread (tasks.ts).
import { createXlsxWriter, type TXlsxCell, type TXlsxSheet } from '../files/xlsx-writer.js';
import type { TZipResumePoint } from '../files/zip-writer.js';
import type { TStreamWriter } from './tasks.js';

/**
 * The sheet, and where the request thread left the zip (files/xlsx-writer.ts startXlsx);
 * without it the worker writes the whole file.
 */
export type TXlsxInput = TXlsxSheet & { resume?: TZipResumePoint };

/** A batch of rows: one array of cell values per row, in column order. */
export type TXlsxRows = TXlsxCell[][];

export function openXlsxWriter(
  input: TXlsxInput,
  emit: (bytes: Uint8Array) => void,
): TStreamWriter<TXlsxRows> {
  return createXlsxWriter(input, emit, input.resume);
}

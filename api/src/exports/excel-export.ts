// Sends a list as an .xlsx download that streams: the rows are read in keyset batches
// (db/list-query.ts eachListBatch), a worker thread writes the workbook (workers/
// xlsx-stream-task.ts) and its bytes go to the client as they come. Nothing waits for the
// whole list, and the request thread only moves rows and bytes (and writes the file's few
// KB of fixed parts, so the download starts before the worker is up). Every Excel download
// of the portal goes through here.
import { EXCEL_MIME_TYPE } from '@portal/shared/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startXlsx } from '../files/xlsx-writer.js';
import { contentDisposition } from '../routes/global/download-route.js';
import { openStreamTask } from '../workers/worker-pool.js';
import type { TXlsxRows } from '../workers/xlsx-stream-task.js';

type TCell = TXlsxRows[number][number];

export type TExcelColumn<TRow> = {
  /** The list's Dutch column header (from the catalogue). */
  header: string;
  /** Width in characters. */
  width: number;
  value: (row: TRow) => TCell;
  /** Excel number format, e.g. 'dd-mm-yyyy' for dates. */
  numFmt?: string;
};

export type TExcelExport<TRow> = {
  fileName: string;
  sheetName: string;
  columns: readonly TExcelColumn<TRow>[];
  /** The rows in list order, in batches (eachListBatch). */
  batches: AsyncIterable<TRow[]>;
};

/**
 * Rows turned into cells and handed to the workbook's worker at a time. Converting and
 * posting a whole PostgreSQL batch (1,000 rows) held the request thread ~10 ms at once;
 * between slices the thread answers other requests while the worker takes the slice.
 */
export const ROWS_PER_SLICE = 250;

/**
 * Streams the export to `reply`. The first batch is read before anything is sent, so a
 * failing query still answers the error envelope (500) instead of a broken file; a later
 * failure can only cut the download off (and is logged).
 */
export async function sendExcel<TRow>(
  request: FastifyRequest,
  reply: FastifyReply,
  { fileName, sheetName, columns, batches }: TExcelExport<TRow>,
): Promise<FastifyReply> {
  const sheet = {
    sheetName,
    columns: columns.map(({ header, width, numFmt }) => ({
      header,
      width,
      ...(numFmt ? { numFmt } : {}),
    })),
  };
  // why: starting a worker thread takes up to a second on a busy machine. The package
  // parts before the rows are a few KB known at once: they are the first bytes of the
  // download, sent as soon as the first batch is read, and the worker continues the zip.
  const head: Uint8Array[] = [];
  const resume = startXlsx(sheet, (bytes) => head.push(bytes));
  // why: the worker starts while the first batch is read; both take a moment.
  const job = openStreamTask('xlsx', { ...sheet, resume });
  job.output.write(Buffer.concat(head));
  const iterator = batches[Symbol.asyncIterator]();
  let first: IteratorResult<TRow[]>;
  try {
    first = await iterator.next();
  } catch (error) {
    job.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  const toCells = (rows: TRow[]): TXlsxRows =>
    rows.map((row) => columns.map((column) => column.value(row)));

  // why: the request stream ends (and is destroyed) once its body is read; only the
  // response closing before it finished tells that the client left.
  let gone = false;
  reply.raw.once('close', () => {
    gone = !reply.raw.writableFinished;
  });
  const clientGone = () => gone;
  const pump = async () => {
    for (let current = first; !current.done;) {
      // why: a client that left needs no more rows; stop reading the database.
      if (clientGone()) {
        await iterator.return?.();
        return job.abort(new Error('client gone'));
      }
      // why: the next batch is read while the worker writes this one.
      const upcoming = iterator.next();
      const rows = current.value;
      for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
        await job.write(toCells(rows.slice(start, start + ROWS_PER_SLICE)));
      }
      current = await upcoming;
    }
    await job.end();
  };
  const sent = reply
    .code(200)
    .header('Content-Type', EXCEL_MIME_TYPE)
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(job.output);
  pump().catch((error: unknown) => {
    // why: the headers are gone already; a cut-off download is the only honest answer.
    if (!clientGone()) request.log.error({ err: error }, `Excel ${fileName} failed`);
    job.abort(error instanceof Error ? error : new Error(String(error)));
  });
  return sent;
}

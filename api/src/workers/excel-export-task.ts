// Worker side of an Excel download (exports/excel-export.ts): reads the list from the
// database itself, on a connection of its own, turns the rows into cells and writes the
// .xlsx as they come (files/xlsx-writer.ts). Each `write` is a part of the file (keyset
// batches up to PART_ROWS rows) and answers whether there may be more; the request thread
// paces it by the client's reading and only passes bytes on. Parsing 100,000 rows and
// their garbage once took ~630 ms of the request thread per file (bench/README.md).
import { entriesOf, type TAccessActor, type TClientRecord } from '../access-log/access-entry.js';
import { createEntryPipeline } from '../access-log/entry-pipeline.js';
import type { TDatabase, TDatabaseConnection } from '../db/database.js';
import { openPgDatabase } from '../db/pg-database.js';
import type { TExcelSource } from '../exports/excel-source.js';
import { EXCEL_SOURCES, type TExcelSourceName } from '../exports/excel-sources.js';
import { createXlsxWriter, type TXlsxSheet } from '../files/xlsx-writer.js';
import type { TZipResumePoint } from '../files/zip-writer.js';
import type { TStreamWriter } from './tasks.js';

/**
 * Rows per part after the first: a batch on PostgreSQL (1,000 rows), one to ten on PGlite
 * (100-1,000 rows each, sized by time: db/list-query.ts exportBatchSizing). About 25-60 KB
 * of the file, well below what the request thread buffers before it waits for the client
 * (worker-pool.ts).
 */
const PART_ROWS = 1_000;

/**
 * Clients named by one access entry of a file (the rest in the next, and the last ones at
 * the end). An entry per batch of 1,000 cost a 100,000-row file on PGlite 0.4-0.7 s of its
 * 1.4-1.5 s, the statements more than the rows: at 10,000 the files take what they take
 * without any log (bench/HISTORY.md "Wave 9"), and the worker holds at most this many.
 */
const CLIENTS_PER_ENTRY = 10_000;

export type TExcelExportInput = TXlsxSheet & {
  /** Where the request thread left the zip (files/xlsx-writer.ts startXlsx). */
  resume?: TZipResumePoint;
  source: TExcelSourceName;
  /** The source's parameters (exports/excel-sources.ts TExcelParams). */
  params: unknown;
  /** The api's database, reached on a connection of this worker's own. */
  database: { kind: TDatabase['kind']; connection: TDatabaseConnection };
  /** Who downloads the file, for the access log; null: nobody to log (no session). */
  accessActor: TAccessActor | null;
};

export async function openExcelExport(
  input: TExcelExportInput,
  emit: (bytes: Uint8Array) => void,
): Promise<TStreamWriter<null>> {
  // why: the sources are typed per name; here one is run on the parameters its caller
  // built for it (sendExcel ties the two together).
  const source = EXCEL_SOURCES[input.source] as TExcelSource<unknown, unknown> | undefined;
  if (!source) throw new Error(`Unknown Excel source ${input.source}`);
  const cells = source.columns(input.params).map((column) => column.value);
  const db = await openPgDatabase({
    ...input.database,
    // why: more than one connection, so a source that asks for more beside its next batch
    // (depot orders' items) sends it at once, not when the writer next lets the first
    // connection's answer in, and the access log's insert of a batch runs beside the read
    // of the next.
    max: 3,
    urgentMax: 1,
    // why: the connection lives as long as this file; nothing is worth preparing.
    prepare: false,
  });
  const batches = source.batches(db, input.params)[Symbol.asyncIterator]();
  const writer = createXlsxWriter(input, emit, input.resume);
  const clientRecord = source.clientRecord;
  const actor = input.accessActor;
  // why: a batch's clients are inserted beside the writing of the batches after it, in
  // order, and the file's end (the zip's central directory, without which no reader opens
  // it, and the last bytes of the answer) waits for every insert's commit: the download is
  // never complete before its entries are, and a failed insert fails it there or at the
  // next part (a browser discards a download that breaks off). Committing each batch's
  // entries before its rows went in put an insert between every read and write: a
  // 100,000-row management file's first byte took 357 ms on PostgreSQL (target 300) and
  // the whole file 2.1 s on PGlite (target 2; bench/HISTORY.md "Wave 9"). Batches' clients
  // are gathered into entries of up to CLIENTS_PER_ENTRY.
  const entries = createEntryPipeline(db);
  let records: TClientRecord[] = [];
  const flushClients = () => {
    if (!actor || records.length === 0) return;
    entries.add(entriesOf(actor, 'download', records));
    records = [];
  };
  const logClients = (rows: unknown[]) => {
    if (!clientRecord || !actor) return;
    for (const row of rows) {
      const record = clientRecord(row, input.params);
      if (record) records.push(record);
    }
    if (records.length >= CLIENTS_PER_ENTRY) flushClients();
  };
  const readAndLog = async (): Promise<IteratorResult<unknown[]>> => {
    const next = await batches.next();
    if (!next.done) logClients(next.value);
    return next;
  };
  // why: the next batch is read while this one is written; with the read and the writing in
  // turn a 100,000-row file on PostgreSQL took 3.5 s (target 3 s, bench/README.md lists). A
  // batch read ahead of a download that is then cancelled is logged without being sent: the
  // log may name a client too many, never one too few.
  let ahead: Promise<IteratorResult<unknown[]>> | null = null;
  const nextBatch = (): Promise<IteratorResult<unknown[]>> => {
    const next = ahead ?? readAndLog();
    ahead = null;
    return next;
  };
  const readAhead = () => {
    ahead = readAndLog();
    // why: a failed read is reported where it is awaited (the next part), not as unhandled.
    ahead.catch(() => undefined);
  };
  let parts = 0;
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await batches.return?.(undefined).catch(() => undefined);
      await db.close();
    })();
    return closing;
  };
  const closedOnFailure = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  };
  return {
    write: () =>
      closedOnFailure(async () => {
        // why: the first part is one batch, so the download starts as soon as it is read;
        // later parts take batches up to PART_ROWS rows, each part one answer to the
        // request thread with its bytes (worker-main.ts) instead of one per batch.
        let rows = 0;
        do {
          const next = await nextBatch();
          if (next.done) return false;
          await entries.keptUp();
          readAhead();
          await writer.writeRecords(next.value, cells);
          rows += next.value.length;
        } while (parts > 0 && rows < PART_ROWS);
        parts += 1;
        return true;
      }),
    end: () =>
      closedOnFailure(async () => {
        flushClients();
        await entries.committed();
        await close();
        await writer.end();
      }),
    abort: () => {
      // why: a download cancelled mid-way has sent rows whose clients may not be in an
      // entry yet; they are logged before the connection closes (a client too many, never
      // one too few).
      flushClients();
      void entries
        .committed()
        .catch(() => undefined)
        .finally(() => close().catch(() => undefined));
    },
  };
}

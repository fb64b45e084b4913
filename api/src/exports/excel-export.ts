// Sends a list as an .xlsx download that streams: a worker thread reads the list from the
// database in keyset batches (db/list-query.ts eachListBatch), writes the workbook
// (workers/excel-export-task.ts) and its bytes go to the client as they come. Nothing
// waits for the whole list, and the request thread only passes bytes on (and writes the
// file's few KB of fixed parts, so the download starts before the worker is up). Every
// Excel download of the portal goes through here, named in excel-sources.ts.
import { EXCEL_MIME_TYPE } from '@portal/shared/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/database.js';
import { startXlsx } from '../files/xlsx-writer.js';
import { API_BASE } from '../answer/api-base.js';
import { contentDisposition } from '../routes/global/download-route.js';
import { openStreamTask } from '../workers/worker-pool.js';
import type { TExcelSource } from './excel-source.js';
import { EXCEL_SOURCES, type TExcelParams, type TExcelSourceName } from './excel-sources.js';
import { countInProgress, exportsInProgress } from '../service/metrics.js';
import { actorOf } from '../access-log/access-log-plugin.js';

export type TExcelDownload<K extends TExcelSourceName> = {
  fileName: string;
  sheetName: string;
  /** The list: a source of excel-sources.ts and its parameters (plain data). */
  source: K;
  params: TExcelParams<K>;
};

/** The route's path below the API base, as the access log names a call. */
function routePath(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url;
  return url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
}

/**
 * Streams the download to `reply`. The first batch is read before anything is sent, so a
 * failing query still answers the error envelope (500) instead of a broken file; a later
 * failure can only cut the download off (and is logged).
 */
export async function sendExcel<K extends TExcelSourceName>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: TDatabase,
  { fileName, sheetName, source, params }: TExcelDownload<K>,
): Promise<FastifyReply> {
  // why: the sources are typed per name; K ties `params` to `source`.
  const columns = (EXCEL_SOURCES[source] as TExcelSource<TExcelParams<K>, unknown>).columns(params);
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
  const job = openStreamTask('excel-export', {
    ...sheet,
    resume,
    source,
    params,
    database: { kind: db.kind, connection: db.connection },
    // why: the worker logs the clients of each batch before it writes them (NEN 7513).
    accessActor: request.callSession
      ? actorOf(request, request.callSession, `${request.method} ${routePath(request)}`)
      : null,
  });
  job.output.write(Buffer.concat(head));
  const finished = countInProgress(exportsInProgress);
  let more: boolean;
  try {
    more = await job.write(null);
  } catch (error) {
    finished();
    job.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }

  // why: the request stream ends (and is destroyed) once its body is read; only the
  // response closing before it finished tells that the client left.
  let gone = false;
  reply.raw.once('close', () => {
    gone = !reply.raw.writableFinished;
    finished();
  });
  const clientGone = () => gone;
  const ask = () => {
    const written = job.write(null);
    // why: a failure rejects every batch asked for; the first one awaited reports it.
    written.catch(() => undefined);
    return written;
  };
  const pump = async () => {
    // why: the next part is asked for before the last one is answered, so the worker
    // goes on as soon as it has sent a part instead of waiting a round trip through this
    // thread each time (~3 ms per batch on a busy machine, a third of a 100,000-row file:
    // bench/README.md). Each answer still waits until the client has taken the bytes
    // before it (job.write waits for room in the output).
    const asked = more ? [ask(), ask()] : [];
    while (asked.length > 0) {
      more = (await asked.shift()) ?? false;
      // why: a client that left needs no more rows; the worker stops reading.
      if (clientGone()) return job.abort(new Error('client gone'));
      if (more) asked.push(ask());
      else await Promise.all(asked);
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

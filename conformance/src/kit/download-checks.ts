// The checks of the downloads: a file with its content type and a name to save it under,
// and the same refusal as a call's without a token.
import { buildPath } from '@portal/shared/contract';
import { excelExamples, managementDownloadExamples, type TExampleIds } from '../call-examples.js';
import { callId, type TContractDownload } from '../contract-calls.js';
import type { TClient, TRequest } from './http-client.js';
import type { TRecorder } from './results.js';

/** The request of a download the kit can make from the ids it has, or null. */
function downloadRequest(
  download: TContractDownload,
  ids: TExampleIds,
): Omit<TRequest, 'as'> | null {
  if (download.path.includes(':a/:b')) {
    return { method: 'GET', path: buildPath(download.path, { a: 'invoice', b: ids.invoiceId }) };
  }
  if (download.path.endsWith('/labels')) {
    return { method: 'POST', path: download.path, body: { productIds: [ids.productId] } };
  }
  if (download.method === 'GET') return null;
  const body = download.path.endsWith('/overviews/excel')
    ? managementDownloadExamples(ids).rental
    : excelExamples(ids)[download.path];
  return body === undefined ? null : { method: 'POST', path: download.path, body };
}

export async function checkDownload(
  download: TContractDownload,
  ids: TExampleIds,
  client: TClient,
  recorder: TRecorder,
): Promise<void> {
  const id = callId(download);
  const request = downloadRequest(download, ids);
  if (!request) {
    recorder.skip(
      id,
      'MUST',
      'answers the file with its content type',
      'needs the guid of a picture',
    );
    return;
  }
  const file = await client.send({ ...request, as: 'main' });
  const type = file.contentType.split(';')[0]?.trim() ?? '';
  recorder.expect(
    file.status === 200 &&
      download.contentTypes.some((allowed) => allowed === type || allowed === '*/*'),
    id,
    'MUST',
    `answers the file as ${download.contentTypes.filter((allowed) => allowed !== '*/*').join(' or ')}`,
    () =>
      `HTTP ${file.status} ${file.contentType} (${file.bytes} bytes) ${file.json ? JSON.stringify(file.json).slice(0, 200) : ''}`,
    file.curl,
  );
  recorder.expect(
    /^attachment;.*filename=/i.test(file.headers.get('content-disposition') ?? ''),
    id,
    'SHOULD',
    'names the file in Content-Disposition: attachment; filename=...',
    () => `Content-Disposition: ${file.headers.get('content-disposition')}`,
    file.curl,
  );
  const anonymous = await client.send({ ...request, as: 'anonymous' });
  recorder.expect(
    anonymous.status === 401 &&
      (anonymous.json as { status?: string } | undefined)?.status === 'SESSION_EXPIRED',
    id,
    'MUST',
    'without X-Auth-Token: HTTP 401 with status SESSION_EXPIRED',
    () => `HTTP ${anonymous.status} ${anonymous.contentType}`,
    anonymous.curl,
  );
}

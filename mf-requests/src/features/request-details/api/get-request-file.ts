/**
 * A file sent with a request, as a Blob (GET /global/download/image/{guid} with the token
 * header), for showing a photo on the details page. The download itself goes through
 * DownloadButton with the same path.
 */
import { downloadFile } from '@portal/shared/client';
import { buildPath, DOWNLOAD_PATH } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsKeys } from '../../../api/query-keys';

/** Where a request file downloads from (`image` for photos, `file` for the rest). */
export function requestFilePath(guid: string, isImage: boolean): string {
  return buildPath(DOWNLOAD_PATH, { a: isImage ? 'image' : 'file', b: guid });
}

export function getRequestFileQueryOptions(guid: string) {
  return queryOptions({
    queryKey: requestsKeys.detailPart(guid, 'file'),
    queryFn: ({ signal }) => downloadFile(requestFilePath(guid, true), { save: false, signal }),
    // why: a stored file never changes; keep it while the page is open.
    staleTime: Infinity,
    retry: false,
  });
}

export function useRequestFile(guid: string) {
  return useQuery(getRequestFileQueryOptions(guid));
}

/**
 * Binary downloads (spec 000 §8, 001 §7): fetch with the token header, refuse answers
 * that are not OK or smaller than 100 bytes, and hand the file to the browser to save.
 */
import { MESSAGES } from '../rules/catalogue/messages.js';
import { MIN_DOWNLOAD_BYTES, DEFAULT_DOWNLOAD_FILE_NAME } from '../rules/constants.js';
import { ApiError } from './api-error.js';
import { isBrowserOffline } from './connection-state.js';
import { apiHeaders, apiUrl, getApiClientConfig } from './api-client.js';

/** Options of one download. */
export type TDownloadOptions = {
  /**
   * Name to save the file as when the server names none; the server's Content-Disposition
   * name always wins, so the browser saves what the server calls the file (saveNameOf).
   */
  fileName?: string;
  /** GET by default; the Excel overviews are POSTed with their filters. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** false: only fetch the Blob (images shown on screen). Default true. */
  save?: boolean;
  signal?: AbortSignal;
};

function fileNameFromHeader(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * The one place that decides a download's save name: the server's (Content-Disposition,
 * `filename*` before `filename`), else the caller's, else download.pdf. why the server's
 * first: it names every file (Dutch, cleaned of control and bidirectional characters), and a
 * name the screen composed of its own drifted from it (issue 37).
 */
export function saveNameOf(contentDisposition: string | null, fallback?: string): string {
  return fileNameFromHeader(contentDisposition) ?? fallback ?? DEFAULT_DOWNLOAD_FILE_NAME;
}

/** Hands a Blob to the browser's save dialog through an object URL and `a[download]`. */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // why: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads the file at `path` (below the API base) and resolves with its Blob.
 * Rejects with an ApiError: not OK or under 100 bytes → 'Er is iets foutgegaan met het
 * ophalen van het bestand'; any exception → 'Er is iets misgegaan met het ophalen van het
 * bestand'. A 401 or 403 also runs the client's session or forbidden handler.
 */
export async function downloadFile(path: string, options: TDownloadOptions = {}): Promise<Blob> {
  const config = getApiClientConfig();
  let answer: Response;
  let blob: Blob;
  try {
    answer = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers: apiHeaders(),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!answer.ok) {
      if (answer.status === 401) config.onSessionExpired();
      if (answer.status === 403) config.onForbidden();
      throw new ApiError(MESSAGES.downloadFailed, { status: 'error', httpStatus: answer.status });
    }
    blob = await answer.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // why: offline a download cannot work; say so rather than that something went wrong.
    throw new ApiError(isBrowserOffline() ? MESSAGES.offlineAction : MESSAGES.downloadException, {
      status: 'error',
      httpStatus: 0,
      cause: error,
    });
  }
  if (blob.size < MIN_DOWNLOAD_BYTES) {
    throw new ApiError(MESSAGES.downloadFailed, { status: 'error', httpStatus: answer.status });
  }
  if (options.save !== false) {
    const fileName = saveNameOf(answer.headers.get('Content-Disposition'), options.fileName);
    try {
      saveBlob(blob, fileName);
    } catch (error) {
      throw new ApiError(MESSAGES.downloadException, {
        status: 'error',
        httpStatus: answer.status,
        cause: error,
      });
    }
  }
  return blob;
}

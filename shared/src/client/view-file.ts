/**
 * A file opened in the browser's own viewer (issue 38: an invoice's PDF seen, not only
 * downloaded). The api takes its token as a header, never in a URL (a URL ends up in the
 * history and in logs), so a plain link cannot carry it: the file is fetched as a download
 * is, and the viewer opens on its bytes (an object URL). The tab is opened at the tap
 * itself, before the fetch, so no pop-up blocker holds it back. Where the browser has no
 * viewer for the type (`navigator.pdfViewerEnabled` false: Chrome on Android) or the tab
 * is refused, the file is saved as by its download button.
 */
import { saveBlob } from './download.js';

/** Whether this browser shows a PDF itself (the standard flag; absent counts as yes). */
export function canViewPdf(): boolean {
  if (typeof navigator === 'undefined') return false;
  const flag = (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
  return flag !== false;
}

/** How long the viewer's object URL is kept (a reload of that tab within it still works). */
export const VIEW_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens the file `fetchFile` fetches (its Blob) in a new tab's viewer, as `mimeType`.
 * Rejects as `fetchFile` does, after closing the tab it opened.
 */
export async function viewFile(
  fetchFile: () => Promise<Blob>,
  {
    fileName,
    mimeType = 'application/pdf',
    placeholder,
  }: {
    /** The name to save it as where no viewer can show it. */
    fileName: string;
    mimeType?: string;
    /** A line the new tab shows while the file comes. */
    placeholder?: string;
  },
): Promise<void> {
  const viewer = canViewPdf() ? window.open('', '_blank') : null;
  if (viewer && placeholder) {
    viewer.document.title = placeholder;
    viewer.document.body.textContent = placeholder;
  }
  let blob: Blob;
  try {
    blob = await fetchFile();
  } catch (error) {
    viewer?.close();
    throw error;
  }
  const typed = blob.type === mimeType ? blob : new Blob([blob], { type: mimeType });
  if (!viewer || viewer.closed) {
    saveBlob(typed, fileName);
    return;
  }
  const url = URL.createObjectURL(typed);
  viewer.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), VIEW_URL_LIFETIME_MS);
}

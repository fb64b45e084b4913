/**
 * Files for an upload (spec 001 §5, §9: repair requests of rentals and products): each
 * read as a data URL; one whose data URL would be longer than 10,000,000 characters is
 * refused with 'Bestand is te groot voor upload via de app', one that is no photo or PDF
 * by its own first bytes (the api's rule, detectUploadType) with 'Bestand wordt niet
 * ondersteund', and neither is added.
 */
import type { TUploadedFile } from '../../contract/rentals.js';
import { UPLOAD_LIMIT_CHARS } from '../../rules/constants.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { detectUploadType, UPLOAD_ACCEPT, UPLOAD_SNIFF_BYTES } from '../../rules/upload-types.js';

/** Accepted kinds in the file picker: photos and PDF documents (see UPLOAD_ACCEPT). */
export const ACCEPTED_UPLOADS = UPLOAD_ACCEPT;

/** Whether the file is a kind the repair form takes, by its first bytes. */
export async function isSupportedUpload(file: Blob): Promise<boolean> {
  const head = await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer();
  return detectUploadType(new Uint8Array(head)) !== null;
}

/** The exact length of a file's data URL ('data:<type>;base64,' plus the base64 text). */
export function dataUrlLength(file: Pick<File, 'size' | 'type'>): number {
  const type = file.type || 'application/octet-stream';
  return `data:${type};base64,`.length + Math.ceil(file.size / 3) * 4;
}

/** Whether a data URL is over the upload limit. */
export function isOverUploadLimit(dataUrl: string): boolean {
  return dataUrl.length > UPLOAD_LIMIT_CHARS;
}

/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A read file, or why it was refused. */
export type TReadResult =
  { kind: 'file'; file: TUploadedFile } | { kind: 'refused'; name: string; message: string };

/**
 * One chosen file as an upload, or the reason it is refused.
 * why: the length is known before reading, so a large video is refused without loading
 * it into a phone's memory; the read result is checked once more.
 */
export async function readUpload(file: File): Promise<TReadResult> {
  if (dataUrlLength(file) > UPLOAD_LIMIT_CHARS) {
    return { kind: 'refused', name: file.name, message: MESSAGES.fileTooLarge };
  }
  try {
    if (!(await isSupportedUpload(file))) {
      return { kind: 'refused', name: file.name, message: MESSAGES.fileNotSupported };
    }
    const dataUrl = await readAsDataUrl(file);
    if (isOverUploadLimit(dataUrl)) {
      return { kind: 'refused', name: file.name, message: MESSAGES.fileTooLarge };
    }
    return { kind: 'file', file: { name: file.name, file: dataUrl } };
  } catch {
    return { kind: 'refused', name: file.name, message: MESSAGES.fileReadFailed };
  }
}

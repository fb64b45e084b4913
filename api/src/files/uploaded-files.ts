// Files uploaded inside JSON bodies as data URLs (`data:<mime>;base64,...`): the upload
// limit of spec 001 §9 counts characters of that encoded text, per file.
import { UPLOAD_LIMIT_ENCODED_CHARS, type TUploadedFile } from '@portal/shared/contract';

export type TDecodedFile = { name: string; mimeType: string; content: Uint8Array };

export type TDecodeResult =
  | { ok: true; files: TDecodedFile[] }
  | { ok: false; reason: 'tooLarge'; index: number }
  | { ok: false; reason: 'invalid'; index: number };

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether a mime type may be uploaded: pictures and PDFs. */
export function isAllowedUploadType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType) || mimeType.toLowerCase() === 'application/pdf';
}

/**
 * Checks every file (size first, then form) and decodes them. A file over the limit, or
 * one that is not a base64 data URL of a picture or PDF, refuses the whole upload.
 */
export function decodeUploadedFiles(files: readonly TUploadedFile[]): TDecodeResult {
  const tooLarge = files.findIndex((file) => file.file.length > UPLOAD_LIMIT_ENCODED_CHARS);
  if (tooLarge >= 0) return { ok: false, reason: 'tooLarge', index: tooLarge };
  const decoded: TDecodedFile[] = [];
  for (const [index, file] of files.entries()) {
    const header = DATA_URL.exec(file.file);
    const mimeType = header?.[1]?.toLowerCase();
    if (!header || !mimeType || !isAllowedUploadType(mimeType)) {
      return { ok: false, reason: 'invalid', index };
    }
    const data = file.file.slice(header[0].length).replace(/\s+/g, '');
    if (data.length === 0 || data.length % 4 === 1 || !BASE64.test(data)) {
      return { ok: false, reason: 'invalid', index };
    }
    const content = new Uint8Array(Buffer.from(data, 'base64'));
    if (content.byteLength === 0) return { ok: false, reason: 'invalid', index };
    decoded.push({ name: file.name, mimeType, content });
  }
  return { ok: true, files: decoded };
}

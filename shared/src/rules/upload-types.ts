/**
 * What the repair form accepts (issue 7): photos from phones and cameras (JPEG, PNG,
 * HEIC/HEIF, WebP) and PDF documents, recognised by the file's own first bytes, never by
 * its name or the type a browser guessed. The api decides with this; the form uses the
 * same rule to refuse a file before sending it. These checks in the browser are a
 * courtesy; the server is the one that enforces.
 */

export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
  'application/pdf',
] as const;
export type TUploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** How many first bytes `detectUploadType` needs to decide. */
export const UPLOAD_SNIFF_BYTES = 16;

/** Accept list for a file input (the rule itself is `detectUploadType`). */
export const UPLOAD_ACCEPT = [...UPLOAD_MIME_TYPES, '.heic', '.heif'].join(',');

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// why: HEIC/HEIF files are ISO media files whose `ftyp` box names an image brand.
const HEIF_BRANDS: Record<string, TUploadMimeType> = {
  heic: 'image/heic',
  heix: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  hevc: 'image/heic',
  hevx: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
  heif: 'image/heif',
};

/**
 * The type of a file from its first bytes (at least UPLOAD_SNIFF_BYTES), or null when it is
 * not a kind the repair form takes.
 */
export function detectUploadType(bytes: Uint8Array): TUploadMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    return HEIF_BRANDS[brand] ?? null;
  }
  return null;
}

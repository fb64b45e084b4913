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

/** The extensions a file of each type may keep; the first is the one it gets otherwise. */
const EXTENSIONS: Record<TUploadMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The type of a file from its first bytes (at least UPLOAD_SNIFF_BYTES), or null when it is
 * not a kind the repair form takes. Each signature is checked as far as 16 bytes show it
 * (a PNG's first chunk is its header, a WebP names its VP8 flavour).
 */
export function detectUploadType(bytes: Uint8Array): TUploadMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return 'image/png';
  }
  if (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBPVP8'), 8) &&
    [0x20, 0x4c, 0x58].includes(bytes[15] ?? 0)
  ) {
    return 'image/webp';
  }
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    return HEIF_BRANDS[brand] ?? null;
  }
  return null;
}

// why: control characters (C0, DEL, C1), format characters (the bidirectional overrides
// such as U+202E that make 'gnp.exe' read as 'exe.png', zero-width ones) and line
// separators (made spaces first) have no place in a file name and only serve to disguise it.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** A file name without control and bidirectional characters or path separators. */
export function cleanFileName(name: string): string {
  // why: white space first (tabs and line breaks are control characters too) becomes a space.
  return name.replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/[\\/]/g, '-').trim();
}

/**
 * The name an upload is stored and offered under: `cleanFileName`, with the extension of
 * the type its bytes showed (`detectUploadType`), so a PNG named 'poc.html' is kept as
 * 'poc.png' and opens as a picture wherever it is saved. A name whose extension already
 * fits the type keeps it ('foto.JPEG'); one ending in something else that looks like an
 * extension loses that; a name without one (or only digits after the dot, 'Kamer 3.12')
 * gets the type's extension added.
 */
export function storedUploadName(name: string, type: TUploadMimeType): string {
  const clean = cleanFileName(name);
  const extensions = EXTENSIONS[type];
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot + 1) : '';
  if (extensions.includes(extension.toLowerCase())) return clean;
  const looksLikeExtension = /^[a-z0-9]{1,6}$/i.test(extension) && /[a-z]/i.test(extension);
  const base = (looksLikeExtension ? clean.slice(0, dot) : clean).replace(/[. ]+$/, '');
  return `${base || 'bestand'}.${extensions[0] ?? 'bin'}`;
}

/**
 * The document type of spec 000 §2.4 (excel, file, pdf, ppt, txt, word, zip) of a mime type,
 * a file name or an icon name the api sent: the one map the api's document lists (their
 * `icon`) and the front ends' icons both use.
 */
export const DOCUMENT_TYPES = ['excel', 'file', 'pdf', 'ppt', 'txt', 'word', 'zip'] as const;
/** One of the document kinds that has its own icon. */
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

const BY_MIME: readonly (readonly [RegExp, TDocumentType])[] = [
  [/pdf/, 'pdf'],
  [/spreadsheet|excel|csv/, 'excel'],
  [/presentation|powerpoint/, 'ppt'],
  [/wordprocessing|msword|opendocument\.text|rtf/, 'word'],
  [/zip|compressed|x-7z|x-rar|x-tar|gzip/, 'zip'],
  [/^text\//, 'txt'],
];

const BY_EXTENSION: Readonly<Record<string, TDocumentType>> = {
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ods: 'excel',
  pdf: 'pdf',
  ppt: 'ppt',
  pptx: 'ppt',
  odp: 'ppt',
  txt: 'txt',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  zip: 'zip',
  rar: 'zip',
  '7z': 'zip',
  gz: 'zip',
  tar: 'zip',
};

/** The document type of a mime type, file name or type name ('file' when unknown). */
export function documentTypeOf(nameOrMime: string | null | undefined): TDocumentType {
  const value = (nameOrMime ?? '').trim().toLowerCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(value)) return value as TDocumentType;
  // why: a mime type has a slash and a file name has none, so 'pdf-handleiding.docx' is Word.
  if (value.includes('/')) return BY_MIME.find(([pattern]) => pattern.test(value))?.[1] ?? 'file';
  const extension = /\.([a-z0-9]+)$/.exec(value)?.[1];
  return (extension && BY_EXTENSION[extension]) || 'file';
}

// The document type icon (spec 000 §2.4: excel, file, pdf, ppt, txt, word, zip) of a mime type.

export type TDocumentIcon = 'excel' | 'file' | 'pdf' | 'ppt' | 'txt' | 'word' | 'zip';

const RULES: [RegExp, TDocumentIcon][] = [
  [/pdf/, 'pdf'],
  [/spreadsheet|excel|csv/, 'excel'],
  [/presentation|powerpoint/, 'ppt'],
  [/wordprocessing|msword|opendocument\.text|rtf/, 'word'],
  [/zip|compressed|x-7z|x-rar|x-tar|gzip/, 'zip'],
  [/^text\//, 'txt'],
];

export function documentIcon(mimeType: string): TDocumentIcon {
  const mime = mimeType.toLowerCase();
  return RULES.find(([pattern]) => pattern.test(mime))?.[1] ?? 'file';
}

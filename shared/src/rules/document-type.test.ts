// The one map of document types, on the mime types the api stores and the names a picker shows;
// where the api's and the front ends' maps disagreed (csv, OpenDocument, rtf, tar, text/*), the
// answer is the api's (a CSV opens in Excel, an .odt is a letter).
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './document-type.js';

describe('documentTypeOf (spec 000 §2.4)', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'excel'],
    ['application/vnd.ms-excel', 'excel'],
    ['text/csv', 'excel'],
    ['application/vnd.oasis.opendocument.spreadsheet', 'excel'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word'],
    ['application/msword', 'word'],
    ['application/vnd.oasis.opendocument.text', 'word'],
    ['application/rtf', 'word'],
    ['application/vnd.ms-powerpoint', 'ppt'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'ppt'],
    ['application/zip', 'zip'],
    ['application/x-7z-compressed', 'zip'],
    ['application/x-tar', 'zip'],
    ['application/gzip', 'zip'],
    ['text/plain', 'txt'],
    ['text/html', 'txt'],
    ['image/png', 'file'],
    ['Application/PDF', 'pdf'],
  ])('mime %s is %s', (mime, type) => {
    expect(documentTypeOf(mime)).toBe(type);
  });

  it.each([
    ['Overzicht.XLSX', 'excel'],
    ['lijst.csv', 'excel'],
    ['brief.docx', 'word'],
    ['pdf-handleiding.docx', 'word'],
    ['slides.pptx', 'ppt'],
    ['notes.txt', 'txt'],
    ['archief.zip', 'zip'],
    ['backup.tar', 'zip'],
    ['foto.heic', 'file'],
    ['zonder-extensie', 'file'],
  ])('name %s is %s', (name, type) => {
    expect(documentTypeOf(name)).toBe(type);
  });

  it('takes a type name the api sent as it is, and nothing as a file', () => {
    expect(documentTypeOf('pdf')).toBe('pdf');
    expect(documentTypeOf('WORD')).toBe('word');
    expect(documentTypeOf(null)).toBe('file');
    expect(documentTypeOf('')).toBe('file');
  });
});

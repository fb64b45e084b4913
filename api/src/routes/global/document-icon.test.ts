import { describe, expect, it } from 'vitest';
import { documentIcon } from './document-icon.js';

describe('documentIcon', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'excel'],
    ['application/vnd.ms-excel', 'excel'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word'],
    ['application/msword', 'word'],
    ['application/vnd.ms-powerpoint', 'ppt'],
    ['application/zip', 'zip'],
    ['text/plain', 'txt'],
    ['image/png', 'file'],
  ])('%s is %s', (mime, icon) => {
    expect(documentIcon(mime)).toBe(icon);
  });
});

import { describe, expect, it } from 'vitest';
import { detectUploadType } from './upload-types.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('detectUploadType', () => {
  it('recognises the photo and document kinds by their first bytes', () => {
    expect(detectUploadType(bytes([0xff, 0xd8, 0xff, 0xe0], '0000000000000'))).toBe('image/jpeg');
    expect(detectUploadType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], '00000000'))).toBe(
      'image/png',
    );
    expect(detectUploadType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectUploadType(bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))).toBe(
      'application/pdf',
    );
    expect(detectUploadType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(detectUploadType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]))).toBe('image/heif');
  });

  it('refuses what the repair form is not for, whatever it claims to be', () => {
    const refused = [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<!DOCTYPE html><html><body>'),
      bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0, 0, 0]),
      bytes('PK', [3, 4], '0000000000000'),
      bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]),
      bytes([0xff, 0xd8]),
      new Uint8Array(0),
    ];
    for (const file of refused) expect(detectUploadType(file)).toBeNull();
  });
});

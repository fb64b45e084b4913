import { describe, expect, it } from 'vitest';
import { cleanFileName, detectUploadType, storedUploadName } from './upload-types.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('detectUploadType', () => {
  it('recognises the photo and document kinds by their first bytes', () => {
    expect(detectUploadType(bytes([0xff, 0xd8, 0xff, 0xe0], '0000000000000'))).toBe('image/jpeg');
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
    expect(detectUploadType(png)).toBe('image/png');
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
      // a PNG signature without its header chunk, a RIFF that is not a WebP image
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], '<html><b'),
      bytes('RIFF', [1, 2, 3, 4], 'WEBPXXXX'),
      new Uint8Array(0),
    ];
    for (const file of refused) expect(detectUploadType(file)).toBeNull();
  });
});

describe('storedUploadName', () => {
  it('gives the name the extension of the type the bytes showed', () => {
    expect(storedUploadName('poc.html', 'image/png')).toBe('poc.png');
    expect(storedUploadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(storedUploadName('IMG_0001.heic', 'image/heif')).toBe('IMG_0001.heic');
    expect(storedUploadName('bon', 'application/pdf')).toBe('bon.pdf');
    expect(storedUploadName('Kamer 3.12', 'image/jpeg')).toBe('Kamer 3.12.jpg');
    expect(storedUploadName('scan.pdf.exe', 'application/pdf')).toBe('scan.pdf.pdf');
    expect(storedUploadName('...', 'image/webp')).toBe('bestand.webp');
  });

  it('removes control and bidirectional characters, so a name cannot disguise its type', () => {
    // 'foto-<RLO>gnp.exe' shows as 'foto-exe.png' in a right-to-left-aware list.
    expect(storedUploadName('foto-\u202Egnp.exe', 'image/png')).toBe('foto-gnp.png');
    expect(cleanFileName('a\u0000b\u0007c\u200Fd\u2066e\u2069f\u061Cg\u2028h\u009Bi')).toBe(
      'abcdefg hi',
    );
    expect(cleanFileName(' ../../etc/passwd ')).toBe('..-..-etc-passwd');
    expect(cleanFileName('map\\bestand\tnaam\nx')).toBe('map-bestand naam x');
  });
});

import { describe, expect, it } from 'vitest';
import { dataUrlLength, isOverUploadLimit, readUpload } from './read-upload.js';

describe('upload limit (spec 001 §5, §9)', () => {
  it('measures the data URL exactly and refuses more than 10,000,000 characters', () => {
    expect(dataUrlLength({ size: 3, type: 'image/png' })).toBe('data:image/png;base64,'.length + 4);
    expect(isOverUploadLimit('x'.repeat(10_000_000))).toBe(false);
    expect(isOverUploadLimit('x'.repeat(10_000_001))).toBe(true);
  });

  it('refuses a file that is too large before reading it', async () => {
    const large = new File([new Uint8Array(7_500_001)], 'groot.jpg', { type: 'image/jpeg' });
    expect(await readUpload(large)).toEqual({
      kind: 'refused',
      name: 'groot.jpg',
      message: 'Bestand is te groot voor upload via de app',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { decodeBase64Password } from './base64-password.js';

describe('decodeBase64Password', () => {
  it('decodes base64 of UTF-8', () => {
    expect(decodeBase64Password(Buffer.from('Zomer€2026', 'utf8').toString('base64'))).toBe(
      'Zomer€2026',
    );
  });

  it('refuses text that is not base64 or not UTF-8', () => {
    expect(decodeBase64Password('geen base64!')).toBeNull();
    expect(decodeBase64Password('abc')).toBeNull();
    expect(decodeBase64Password(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, SsoKeyError, ssoKey } from './secret-box.js';

describe('secret-box', () => {
  const key = ssoKey(randomBytes(32).toString('base64'));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = encryptSecret('geheim-van-de-client', key);
    const second = encryptSecret('geheim-van-de-client', key);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('geheim');
    expect(decryptSecret(first, key)).toBe('geheim-van-de-client');
  });

  it('refuses another key and a changed ciphertext', () => {
    const sealed = encryptSecret('geheim', key);
    expect(() => decryptSecret(sealed, ssoKey(randomBytes(32).toString('hex')))).toThrow(
      SsoKeyError,
    );
    const [version, iv, tag, data = ''] = sealed.split('.');
    const changed = [version, iv, tag, `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`];
    expect(() => decryptSecret(changed.join('.'), key)).toThrow(SsoKeyError);
  });

  it('says how to make a key when there is none or it is not 32 bytes', () => {
    expect(() => ssoKey(null)).toThrow(/openssl rand -base64 32/);
    expect(() => ssoKey(randomBytes(16).toString('base64'))).toThrow(/not 32 bytes/);
  });
});

// The OpenID Connect client secrets at rest: AES-256-GCM with the key SSO_SECRET_KEY (32
// bytes, base64 or 64 hex digits; `openssl rand -base64 32`). Stored as
// `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later key or scheme can sit beside it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SsoKeyError extends Error {}

const HOW_TO_MAKE_ONE =
  'Set SSO_SECRET_KEY to 32 random bytes, e.g. the output of `openssl rand -base64 32`, the same for the CLI and every api process';

/** The 32-byte key of SSO_SECRET_KEY; throws SsoKeyError saying how to set one. */
export function ssoKey(value: string | null): Buffer {
  if (!value) throw new SsoKeyError(`SSO_SECRET_KEY is not set. ${HOW_TO_MAKE_ONE}`);
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new SsoKeyError(`SSO_SECRET_KEY is not 32 bytes. ${HOW_TO_MAKE_ONE}`);
  }
  return key;
}

export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret; throws SsoKeyError when it was sealed with another key or was changed. */
export function decryptSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) {
    throw new SsoKeyError('The stored client secret is not in the form v1.<iv>.<tag>.<data>');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SsoKeyError(
      'The stored client secret does not open with this SSO_SECRET_KEY (another key, or changed); link the provider again with the right key',
    );
  }
}

// Session and account tokens: 32 random bytes, base64url; only their sha256 is stored.
import { hash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token's sha256 (hex); `hash` rather than a Hash object: it runs on every call. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key', async () => {
    const hash = await hashPassword(DEMO_PASSWORD, 1024);
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await hashPassword(DEMO_PASSWORD, 1024)).not.toBe(hash);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Wachtwoord €1', 1024);
    expect(await verifyPassword('Wachtwoord €1', hash)).toBe(true);
    expect(await verifyPassword('wachtwoord €1', hash)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });

  it('works at the production cost N=2^15', async () => {
    const hash = await hashPassword(DEMO_PASSWORD, 2 ** 15);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
  });
});
